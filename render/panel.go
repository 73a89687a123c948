package render

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
)

// Panel is a paper card with an optional heading, the container for every group of controls.
type Panel struct {
	Rect  Rect   // logical px
	Title string // optional heading, drawn in the heading face 16 px from the top-left
	Fill  color.RGBA
}

// TitleHeight is the space a panel's title takes from its top, logical px.
const TitleHeight = 56

// Content is the area below the title, inset by 16 px.
func (p Panel) Content() Rect {
	r := p.Rect.Inset(16)
	if p.Title != "" {
		r.Y += TitleHeight - 16
		r.H -= TitleHeight - 16
	}
	return r
}

// Draw draws the panel: shadow, rounded paper (or Fill when set), title.
func (p Panel) Draw(dst *ebiten.Image, ui *UI) {
	fill := p.Fill
	if fill.A == 0 {
		fill = Paper
	}
	ui.Card(dst, p.Rect, fill)
	if p.Title != "" {
		DrawText(dst, p.Title, ui.Fonts.HeadingBold, p.Rect.X+16, p.Rect.Y+14, Ink, AlignLeft)
	}
}
