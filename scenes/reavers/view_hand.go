package reavers

import (
	"image/color"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"northtable/render"
	"northtable/rules"
	rv "northtable/rules/reavers"
)

// The Prophecy hand (Reavers spec §7.6, §10.6, §11 "Player boards"): on the viewer's own board
// its cards face up, each naming the Prophecy, its Glory, its condition and whether the
// engine says it is met now (Player.ProphecyMet): on the large board a column of strips (in
// two columns when crowded: name, Glory, a green seal when met), on a compact one small
// cards, either enlarged whole on hover and long-press; on every other board the face-down
// count-only form of render.Hand. The cards come only from the viewer's View, in which the
// other seats' hands are empty (Player.Hidden counts them), so no drawing can show them; the
// shell's curtain comes between the players at one screen, and the next viewer's View is
// shown after it.

// prophecyFace is a Prophecy card's face for render.Hand: the deck's front frame with its
// name on the title band, the Glory and, when the card is large enough to read, the
// condition and whether it is met now.
type prophecyFace struct {
	id    rv.ProphecyID
	met   bool
	lines []string // the body wrapped, for the width it was wrapped to
	wrapW float64
	// the strip's name fitted to its room (drawStrip), for the room it was fitted to
	strip      string
	stripFace  *render.Face
	stripRoomW float64
}

// body is the card's words under the title: the condition, then whether it is met now.
func (f *prophecyFace) body() string {
	p := rv.Prophecies[f.id]
	if f.met {
		return p.Text + " Met now."
	}
	return p.Text + " Not met yet."
}

// DrawAt draws the face into r at opacity a (render.CardFace).
func (f *prophecyFace) DrawAt(dst *ebiten.Image, ui *render.UI, r render.Rect, a float32) {
	p := rv.Prophecies[f.id]
	if r.H < r.W/2 {
		f.drawStrip(dst, ui, r, a)
		return
	}
	img := ui.Sprite(render.CardFrontSprites[rv.ProphecyDeck])
	ui.P.SetScale(render.ScaleOf(dst))
	// the card is 4 sprite px inside its 170x236 sprite; design unit u is sprite px 1+1.5u
	k := r.W / (170 - 8)
	u := func(v float64) float64 { return (1 + 1.5*v - 4) * k }
	if img != nil {
		cx, cy := r.Centre()
		ui.P.Sprite(dst, img, render.Point{X: cx, Y: cy}, k, a)
	} else {
		ui.RoundRect(dst, r, 6, render.WithAlpha(render.Sea, float64(a)))
	}
	title := ui.Fonts.SmallBold
	big := r.W >= 160
	if big {
		title = ui.Fonts.BodyBold
	}
	band := render.Rect{X: r.X + u(6), Y: r.Y + u(6), W: u(100) - u(0), H: u(15) - u(0)}
	tf := render.FitLine(p.Name, title, band.W-6)
	ink := render.WithAlpha(render.Ink, float64(a)) // on the frame's light title band
	ui.P.TextMid(dst, render.Ellipsize(p.Name, tf, band.W-6), tf, band.X+band.W/2, band.Y+band.H/2, ink, render.AlignCenter)
	gl := strconv.Itoa(int(p.Glory))
	if !big { // a small card: its Glory on the parchment, a green seal when it is met now
		cx := r.X + r.W/2
		ui.P.TextMid(dst, gl, ui.Fonts.BodyBold, cx, r.Y+u(80), render.WithAlpha(render.Ink, float64(a)), render.AlignCenter)
		if f.met {
			ui.P.Disc(render.Point{X: cx, Y: r.Y + u(112)}, max(3, r.W/10), render.Moss, a)
			ui.P.Flush(dst)
		}
		return
	}
	parch := render.Rect{X: r.X + u(6) + 8, Y: r.Y + u(46) + 8, W: u(100) - u(0) - 16, H: u(104) - u(0) - 16}
	if f.lines == nil || f.wrapW != parch.W {
		f.lines, f.wrapW = render.Wrap(rv.Prophecies[f.id].Text, ui.Fonts.Body, parch.W), parch.W
	}
	y := parch.Y
	for _, l := range f.lines {
		ui.P.Text(dst, l, ui.Fonts.Body, parch.X+parch.W/2, y, render.WithAlpha(render.Ink, float64(a)), render.AlignCenter)
		y += ui.Fonts.Body.LineHeight()
	}
	state, clr := "Not met yet", render.InkSoft
	if f.met {
		state, clr = "Met now", render.Moss
	}
	ui.P.TextMid(dst, gl+" Glory", ui.Fonts.BodyBold, parch.X+parch.W/2, parch.Bottom()-34, render.WithAlpha(render.Ink, float64(a)), render.AlignCenter)
	ui.P.TextMid(dst, state, ui.Fonts.BodyBold, parch.X+parch.W/2, parch.Bottom()-10, render.WithAlpha(clr, float64(a)), render.AlignCenter)
}

// drawStrip draws the card as a strip of a Column hand: its name, its Glory and, when it is
// met now, a green seal, on the Prophecy deck's colours.
func (f *prophecyFace) drawStrip(dst *ebiten.Image, ui *render.UI, r render.Rect, a float32) {
	p := rv.Prophecies[f.id]
	ui.P.SetScale(render.ScaleOf(dst))
	al := float64(a)
	ui.RoundRect(dst, r, 5, render.WithAlpha(prophecyEdge, al))
	ui.RoundRect(dst, r.Inset(2), 4, render.WithAlpha(render.Paper, al))
	_, cy := r.Centre()
	gl := strconv.Itoa(int(p.Glory))
	gw := render.TextWidth(gl, ui.Fonts.SmallBold)
	right := r.Right() - 8
	if f.met {
		ui.P.Disc(render.Point{X: right - 5, Y: cy}, min(5, r.H/3), render.Moss, a)
		ui.P.Flush(dst)
		right -= 14
	}
	ui.P.TextMid(dst, gl, ui.Fonts.SmallBold, right, cy, render.WithAlpha(render.Ink, al), render.AlignRight)
	if room := right - gw - 8 - (r.X + 8); f.stripFace == nil || f.stripRoomW != room {
		f.stripFace = render.FitLine(p.Name, ui.Fonts.SmallBold, room)
		f.strip, f.stripRoomW = render.Ellipsize(p.Name, f.stripFace, room), room
	}
	ui.P.TextMid(dst, f.strip, f.stripFace, r.X+8, cy, render.WithAlpha(render.Ink, al), render.AlignLeft)
}

// prophecyEdge is the rim of a Prophecy strip: the deck's purple.
var prophecyEdge = color.RGBA{0x5E, 0x4A, 0x8C, 0xFF}

// layoutHand sets seat s's hand in r from the viewer's View: face up on the viewer's own
// board, else the face-down count.
func (st *seats) layoutHand(s rules.Seat, r render.Rect) {
	sv := &st.boards[s]
	h := &sv.hand
	h.Rect, h.Back, h.ZoomW = r, render.CardBackSprites[rv.ProphecyDeck], 240
	h.Blank = true // an empty hand is no cards on the board, not a grey "none"
	pl := st.g.Player(s)
	n := st.g.HandSize(s)
	if s != st.t.Viewer() || pl.Hand == 0 {
		// the count-only form of its own shape: none of the strips' layout the hand had while
		// it was the viewer's (a strip's aspect would draw the backs as a thin line)
		h.Hidden, h.Count, h.Cards = true, n, h.Cards[:0]
		h.Label, h.Column, h.Aspect = "", false, 0
		sv.held, sv.faces, sv.zooms = 0, sv.faces[:0], sv.zooms[:0]
		return
	}
	var met uint32
	for id := rv.ProphecyID(0); id < rv.NumProphecies; id++ {
		if pl.Hand&(1<<uint(id)) != 0 && pl.ProphecyMet(id) {
			met |= 1 << uint(id)
		}
	}
	if pl.Hand != sv.held || met != sv.met || len(h.Cards) == 0 {
		sv.held, sv.met = pl.Hand, met
		sv.faces, sv.zooms = sv.faces[:0], sv.zooms[:0]
		for id := rv.ProphecyID(0); id < rv.NumProphecies; id++ {
			if pl.Hand&(1<<uint(id)) != 0 {
				m := met&(1<<uint(id)) != 0
				sv.faces = append(sv.faces, prophecyFace{id: id, met: m})
				sv.zooms = append(sv.zooms, prophecyFace{id: id, met: m})
			}
		}
		h.Cards = h.Cards[:0]
		for i := range sv.faces {
			h.Cards = append(h.Cards, render.HandCard{Face: &sv.faces[i], Zoom: &sv.zooms[i]})
		}
	}
	h.Hidden, h.Count = false, len(h.Cards)
	h.Label = ""
	// on the large board the hand is a column of named strips, on a small one a row of cards
	h.Column = r.W >= 120
	h.Aspect = 0
	if h.Column {
		h.Aspect = 20 / r.W
	}
}

// handNames are the Prophecies seat s's hand shows face up now (none on another's board).
func (st *seats) handNames(s rules.Seat) []string {
	h := &st.boards[s].hand
	if h.Hidden {
		return nil
	}
	var out []string
	for _, f := range st.boards[s].faces {
		out = append(out, rv.Prophecies[f.id].Name)
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
