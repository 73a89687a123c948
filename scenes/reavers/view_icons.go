package reavers

import (
	"northtable/render"
	rv "northtable/rules/reavers"
)

// icons is a rules' line of glyphs as the kit's icon line (render.DrawIconLine): a picture by
// its sprite's name, a word as itself; nil for none.
func icons(gs []rv.Glyph) []string {
	var out []string
	for _, g := range gs {
		s := g.Word
		switch g.Pic {
		case rv.PicToken:
			s = render.TokenSprites[g.Token]
		case rv.PicDie:
			s = render.CrewDieSprites[g.Colour][g.Face]
		case rv.PicDieBody:
			s = render.CrewDieBodySprites[g.Colour]
		case rv.PicFace:
			s = render.FaceDieSprites[g.Face]
		case rv.PicBack:
			s = render.CardBackSprites[g.Deck]
		}
		out = append(out, s)
	}
	return out
}
