package reavers

import (
	"image/color"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"northtable/render"
	"northtable/rules"
	rv "northtable/rules/reavers"
)

// The Prophecy hand (Reavers spec §7.6, §10.6, §11 "Player boards") is face up only on the
// viewer's own board, each card saying whether it is met now (Player.ProphecyMet); elsewhere the
// face-down count. The cards come from the viewer's View, where other hands are empty.

// prophecyCard is Prophecy id's face, met now or not; its strip rimmed in the deck's purple.
func prophecyCard(id rv.ProphecyID, met bool) render.FrameCard {
	p := rv.Prophecies[id]
	c := render.FrameCard{Sprite: render.CardFrontSprites[rv.ProphecyDeck], Title: p.Name, Body: p.Text,
		Value: strconv.Itoa(int(p.Glory)), Unit: rv.GloryLabel, State: rv.MetWords(met), On: met, Edge: color.RGBA{0x5E, 0x4A, 0x8C, 0xFF}}
	return c
}

// layoutHand sets seat s's hand in r from the viewer's View: face up on the viewer's own
// board, else the face-down count.
func (st *seats) layoutHand(s rules.Seat, r render.Rect) {
	sv := &st.boards[s]
	h := &sv.hand
	h.Rect, h.Back, h.ZoomW = r, render.CardBackSprites[rv.ProphecyDeck], 240
	h.Blank = true // an empty hand is no cards on the board, not a grey "none"
	pl := st.g.Player(s)
	if s != st.t.Viewer() || pl.Hand == 0 {
		h.Hidden, h.Count, h.Cards, sv.faces = true, st.g.HandSize(s), h.Cards[:0], sv.faces[:0]
		return
	}
	met := uint64(0) // which cards are met, over the hand held
	for id := rv.ProphecyID(0); id < rv.NumProphecies; id++ {
		if pl.Hand&(1<<uint(id)) != 0 && pl.ProphecyMet(id) {
			met |= 1 << uint(id)
		}
	}
	if held := met<<32 | uint64(pl.Hand); held != sv.held || len(h.Cards) == 0 {
		sv.held, sv.faces, h.Cards = held, sv.faces[:0], h.Cards[:0]
		for id := rv.ProphecyID(0); id < rv.NumProphecies; id++ {
			if pl.Hand&(1<<uint(id)) != 0 {
				c := prophecyCard(id, met&(1<<uint(id)) != 0)
				sv.faces = append(sv.faces, c, c) // the hand's face, the zoom's
			}
		}
		for i := 0; i < len(sv.faces); i += 2 {
			h.Cards = append(h.Cards, render.HandCard{Face: &sv.faces[i], Zoom: &sv.faces[i+1]})
		}
	}
	h.Hidden, h.Count = false, len(h.Cards)
	// on the large board the hand is a column of named strips, on a small one a row of cards
	h.Column, h.Aspect = r.W >= 120, 0
	if h.Column {
		h.Aspect = 20 / r.W
	}
}

// handNames are the Prophecies seat s's hand shows face up now (none on another's board).
func (st *seats) handNames(s rules.Seat) []string {
	var out []string
	for i := 0; i < len(st.boards[s].faces); i += 2 {
		out = append(out, st.boards[s].faces[i].Title)
	}
	return out
}

// drawHands draws every board's hand over the board layer: the enlarged card of the one
// being read must lie above the boards beside it and the panel.
func (st *seats) drawHands(dst *ebiten.Image) {
	for s := 0; s < st.n; s++ {
		if st.boards[s].hand.Rect.W > 0 {
			st.boards[s].hand.Draw(dst, st.ui)
		}
	}
}
