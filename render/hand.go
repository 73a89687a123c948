package render

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"northtable/input"
)

// HandCard is one card of a Hand: its face and its state as a choice.
type HandCard struct {
	Face CardFace // the kit's card face (*CardView, ...), drawn small in the hand
	// Zoom is the face drawn enlarged when the card is read; nil draws Face. A CardView keeps
	// its text wrapped for one size, so a second value for the large size keeps a hand being
	// read from wrapping its text every frame.
	Zoom      CardFace
	Highlight bool   // a legal choice: glows
	Dimmed    bool   // drawn at DimAlpha; Reason shows (beside the enlarged card) on hover and long-press
	Reason    string // why it is dimmed, in plain words
	Tip       string // optional words shown beside the enlarged card
}

// Hand metrics, logical px.
const (
	HandZoomW  = 250.0 // the enlarged card's width when Hand.ZoomW is 0
	handLift   = 14.0  // how far the card under the pointer rises
	handLabelH = 26.0  // the caption's band under the cards
)

// Hand is a player's private hand of cards, in a row (cards side by side, overlapping only when
// they do not fit) or a fan (overlapping, in a slight arc). The card under the pointer rises,
// and resting on it (or a touch long-press) shows it enlarged beside the hand, big enough to
// read whole. Hidden draws the count-only form other players see: Count backs and "×n", never
// a face. Taps are reported like any board widget's. Keep one value per hand.
type Hand struct {
	Rect   Rect       // logical px: the cards and the caption under them
	Cards  []HandCard // the cards in hand order (ignored while Hidden)
	Fan    bool       // overlap the cards in an arc instead of a row
	Aspect float64    // a card's height over its width; 0 is 7/5 (portrait)
	ZoomW  float64    // the enlarged card's width; 0 uses HandZoomW
	Label  string     // a caption under the hand ("Prophecies"); "" for none

	Hidden bool   // the count-only face-down form
	Count  int    // cards in a hidden hand
	Back   string // the back's sprite for Hidden; "" uses SpriteServiceBack
	// Column lays the cards top to bottom as strips as wide as the hand (Aspect is then a
	// strip's height over its width), in two columns and lower when they do not fit, never
	// overlapping; the card under the pointer does not rise. For a hand of cards whose names
	// must be read in a narrow place.
	Column bool
	// ZoomAspect is the enlarged card's height over its width; 0 is Aspect, or 7/5 in a Column.
	ZoomAspect float64
	// Blank draws nothing for an empty hand (no cards, Count 0) rather than an outlined
	// place saying "none": for a board that names the hand elsewhere or needs no placeholder.
	Blank bool

	hits  hits
	rects []Rect
}

func (h *Hand) aspect() float64 {
	if h.Aspect > 0 && !(h.Hidden && h.Column) { // a Column's Aspect is a strip's, not a back's
		return h.Aspect
	}
	return 7.0 / 5
}

// zoomAspect is the enlarged card's height over its width.
func (h *Hand) zoomAspect() float64 {
	switch {
	case h.ZoomAspect > 0:
		return h.ZoomAspect
	case h.Column:
		return 7.0 / 5
	}
	return h.aspect()
}

// cardsArea is where the cards lie: Rect less the caption band and the lift's room (a Column
// does not lift).
func (h *Hand) cardsArea() Rect {
	a := Rect{X: h.Rect.X, Y: h.Rect.Y + handLift, W: h.Rect.W, H: h.Rect.H - handLift}
	if h.Column && !h.Hidden {
		a = h.Rect
	}
	if h.Label != "" {
		a.H -= handLabelH
	}
	return a
}

// n is how many cards are drawn.
func (h *Hand) n() int {
	if h.Hidden {
		return min(h.Count, 5)
	}
	return len(h.Cards)
}

func (h *Hand) layout() {
	area := h.cardsArea()
	n := h.n()
	if h.Column && !h.Hidden {
		h.layoutColumn(area, n)
		return
	}
	arc := 0.0 // how much lower the outer cards of a fan stand
	if h.Fan && n > 2 {
		arc = 10
	}
	ch := area.H - arc
	cw := ch / h.aspect()
	if cw > area.W {
		cw, ch = area.W, area.W*h.aspect()
	}
	step := cw + 10
	if h.Fan {
		step = cw * 0.6
	}
	if h.Hidden {
		step = cw * 0.22
	}
	if !h.Hidden && n > 1 && cw+float64(n-1)*step > area.W {
		// too many for the width: smaller cards first, so each keeps most of its face in
		// view (its title), down to 60% of the height; only then do they overlap more
		const keep = 0.55
		w := max((area.H-arc)*0.6/h.aspect(), area.W/(1+float64(n-1)*keep))
		if w < cw {
			cw, ch = w, w*h.aspect()
			step = min(step, cw*keep)
			if !h.Fan {
				step = min(cw+10, (area.W-cw)/float64(n-1))
			}
		}
	}
	if n > 1 && cw+float64(n-1)*step > area.W {
		step = (area.W - cw) / float64(n-1)
	}
	total := cw + float64(max(0, n-1))*step
	x := area.X + (area.W-total)/2
	if h.Hidden {
		x = area.X
	}
	top := area.Bottom() - ch - arc // smaller cards stand at the bottom, by the caption
	h.rects = h.rects[:0]
	mid := float64(n-1) / 2
	for i := 0; i < n; i++ {
		y := top
		if h.Fan && n > 2 {
			d := (float64(i) - mid) / max(1, mid)
			y += arc * d * d // the arc: the outer cards a little lower
		}
		h.rects = append(h.rects, Rect{X: x + float64(i)*step, Y: y, W: cw, H: ch})
	}
	h.hits.reset()
	if h.Hidden {
		if n > 0 {
			all := h.rects[0].Union(h.rects[n-1])
			h.hits.add(0, all, true, "", h.Label)
		}
		return
	}
	for i, c := range h.Cards {
		h.hits.add(i, h.rects[i], !c.Dimmed, c.Reason, c.Tip)
	}
}

// layoutColumn lays n cards out as strips top to bottom in area (Column): one column while
// they fit at their height, else two side by side, the strips lower when even two do not
// hold them; they never overlap, so each strip shows its whole face.
func (h *Hand) layoutColumn(area Rect, n int) {
	const gap, maxCols = 3.0, 2
	ch := min(area.H, area.W*h.aspect())
	cols, per := 1, n
	for cols < maxCols && float64(per)*ch+float64(per-1)*gap > area.H {
		cols++
		per = (n + cols - 1) / cols
	}
	if per > 0 {
		ch = min(ch, (area.H-float64(per-1)*gap)/float64(per))
	}
	cw := (area.W - float64(cols-1)*gap) / float64(cols)
	h.rects = h.rects[:0]
	for i := 0; i < n; i++ {
		col, row := i/max(1, per), i%max(1, per)
		h.rects = append(h.rects, Rect{X: area.X + float64(col)*(cw+gap), Y: area.Y + float64(row)*(ch+gap), W: cw, H: ch})
	}
	h.hits.reset()
	for i, c := range h.Cards {
		h.hits.add(i, h.rects[i], !c.Dimmed, c.Reason, c.Tip)
	}
}

// CardRect is where card i lies in the hand (before it rises under the pointer), logical px.
func (h *Hand) CardRect(i int) Rect {
	h.layout()
	return rectAt(h.rects, i)
}

// At is the card under p, if any (the topmost where they overlap).
func (h *Hand) At(p Point) (int, bool) {
	h.layout()
	return h.hits.at(p.X, p.Y)
}

// Update tracks the pointer for one tick and reports the card tapped, dimmed or not (a hidden
// hand reports 0 for a tap anywhere on it); a reported tap consumes the pointer.
func (h *Hand) Update(p *input.Pointer) (int, bool) {
	h.layout()
	return h.hits.update(p)
}

// Hovered is the card under the pointer (a finger only while it touches), if any.
func (h *Hand) Hovered() (int, bool) {
	i := h.hits.hot()
	return i, i >= 0
}

// Zoomed is the card shown enlarged now (the pointer has rested on it, or a long press), if
// any; a hidden hand never enlarges.
func (h *Hand) Zoomed() (int, bool) {
	if h.Hidden {
		return -1, false
	}
	look := h.hits.cs.Look()
	if !look.Tip {
		return -1, false
	}
	i := h.hits.cs.long - 1
	if i < 0 {
		i = look.Hot - 1
	}
	return i, i >= 0 && i < len(h.Cards)
}

// ZoomRect is where card i is shown enlarged: centred over the card, above the hand (below it
// when there is no room above), kept on the canvas; logical px.
func (h *Hand) ZoomRect(i int) Rect {
	r := h.CardRect(i)
	w := h.ZoomW
	if w <= 0 {
		w = HandZoomW
	}
	zh := w * h.zoomAspect()
	cx := r.X + r.W/2
	z := Rect{X: cx - w/2, Y: h.Rect.Y - 12 - zh, W: w, H: zh}
	if z.Y < 8 {
		z.Y = h.Rect.Bottom() + 12
	}
	z.X = max(8, min(z.X, LogicalW-8-w))
	z.Y = max(8, min(z.Y, LogicalH-8-zh))
	return z
}

// Draw draws the hand (or its hidden form) and its caption, the enlarged card when one is
// read, and asks ui for the due tooltip. Draw it after what the enlarged card may cover.
func (h *Hand) Draw(dst *ebiten.Image, ui *UI) {
	h.layout()
	if h.Hidden {
		h.drawHidden(dst, ui)
		return
	}
	if len(h.Cards) == 0 {
		area := h.cardsArea()
		ui.fillRound(dst, area, 8, WithAlpha(DeepSea, 0.25))
		ui.ringRound(dst, area, 8, 2, WithAlpha(Foam, 0.45))
		cx, cy := area.Centre()
		ui.P.SetScale(ScaleOf(dst))
		ui.P.TextMid(dst, "no cards", ui.Fonts.SmallBold, cx, cy, WithAlpha(Foam, 0.8), AlignCenter)
	}
	hot, _ := h.Hovered()
	for i := range h.Cards {
		if i != hot {
			h.drawCard(dst, ui, i, false)
		}
	}
	if hot >= 0 && hot < len(h.Cards) {
		h.drawCard(dst, ui, hot, true)
	}
	h.drawLabel(dst, ui, ui.Fonts.SmallBold)
	if z, ok := h.Zoomed(); ok {
		c := &h.Cards[z]
		zr := h.ZoomRect(z)
		ui.SoftShadow(dst, zr, 10, 6, 0.7)
		f := c.Zoom
		if f == nil {
			f = c.Face
		}
		f.DrawAt(dst, ui, zr, 1)
		if c.Dimmed && c.Reason != "" {
			ui.ShowTooltipAt(c.Reason, zr, true)
		} else if c.Tip != "" {
			ui.ShowTooltipAt(c.Tip, zr, false)
		}
	}
}

// drawCard draws card i, risen when under the pointer.
func (h *Hand) drawCard(dst *ebiten.Image, ui *UI, i int, hover bool) {
	c := &h.Cards[i]
	r := h.rects[i]
	a := alphaOf(c.Dimmed)
	if hover && !h.Column {
		r = r.Offset(0, -handLift)
	}
	if c.Highlight && !c.Dimmed {
		ui.glow(dst, r.Inset(-3), 11, hover)
	}
	if c.Face != nil {
		c.Face.DrawAt(dst, ui, r, a)
	}
}

// drawLabel draws the caption in a pill under the cards.
func (h *Hand) drawLabel(dst *ebiten.Image, ui *UI, f *Face) {
	if h.Label == "" {
		return
	}
	area := h.cardsArea()
	x := h.Rect.X + h.Rect.W/2
	if h.Hidden && len(h.rects) > 0 {
		x, _ = h.rects[0].Union(h.rects[len(h.rects)-1]).Centre()
	}
	ui.pill(dst, Ellipsize(h.Label, f, h.Rect.W-12), f, x, area.Bottom()+handLabelH/2+2, Paper, Ink)
}

// drawHidden draws the face-down form: up to five backs fanned and the count.
func (h *Hand) drawHidden(dst *ebiten.Image, ui *UI) {
	if h.Count <= 0 {
		if h.Blank {
			return
		}
		area := h.cardsArea()
		r := Rect{X: area.X, Y: area.Y, W: area.H / h.aspect(), H: area.H}
		ui.fillRound(dst, r, 8, WithAlpha(DeepSea, 0.25))
		ui.ringRound(dst, r, 8, 2, WithAlpha(Foam, 0.45))
		cx, cy := r.Centre()
		ui.P.SetScale(ScaleOf(dst))
		ui.P.TextMid(dst, "none", ui.Fonts.SmallBold, cx, cy, WithAlpha(Foam, 0.8), AlignCenter)
		h.drawLabel(dst, ui, ui.Fonts.SmallBold)
		return
	}
	back := orDefault(h.Back, SpriteServiceBack)
	for _, r := range h.rects {
		drawBack(dst, ui, back, r, 1)
	}
	// the count on the last back's corner, kept inside the hand's Rect (clear of what lies
	// beside the hand: a board's edge, its Glory)
	last := h.rects[len(h.rects)-1]
	s, f := countLabel(h.Count), ui.Fonts.BodyBold
	w := max(TextWidth(s, f)+10, f.Size+6)
	ui.pill(dst, s, f, min(last.Right()+2, h.Rect.Right()-w/2), max(last.Y+4, h.Rect.Y+(f.Size+6)/2), Ink, Paper)
	h.drawLabel(dst, ui, ui.Fonts.SmallBold)
	h.hits.tooltip(ui)
}

// HandView is a read-only look at a Hand as laid out (a board's probe hands it to tests): how
// many cards it shows, where, and which is enlarged, with no way to change it.
type HandView struct{ h *Hand }

// View is the hand's read-only view.
func (h *Hand) View() HandView { return HandView{h} }

// Count is how many cards the hand shows, face up or (Hidden) face down.
func (v HandView) Count() int {
	if v.h.Hidden {
		return v.h.Count
	}
	return len(v.h.Cards)
}

// Hidden reports whether the hand shows the face-down count only.
func (v HandView) Hidden() bool { return v.h.Hidden }

// CardRect is where card i lies (Hand.CardRect).
func (v HandView) CardRect(i int) Rect { return v.h.CardRect(i) }

// Zoomed is the card shown enlarged now, if any (Hand.Zoomed).
func (v HandView) Zoomed() (int, bool) { return v.h.Zoomed() }

// FrameCard is a card face printed on one of the kit's card front frames (CardFrontSprites),
// for a Hand: its title on the frame's band; on a card 160 px wide or more the body wrapped on
// the parchment, then the Value with its Unit ("5 VP") and the state word (State, in moss
// when On, else soft ink); on a smaller card the Value alone and a moss seal when On. Drawn
// lower than half its width (a Column's strip) it is the title, the Value and the seal on a
// paper strip rimmed in Edge. Keep one value per size a card is drawn at: it keeps its text
// laid out.
type FrameCard struct {
	Sprite string // the frame; none draws a sea-blue card
	Title  string
	Body   string
	Value  string
	Unit   string
	State  string
	On     bool
	Edge   color.RGBA // a strip's rim: the deck's colour

	lines []string // the body wrapped, for the width it was wrapped to
	wrapW float64
	strip stripFit
}

// stripFit is a strip's title fitted to its room, for the room it was fitted to.
type stripFit struct {
	text  string
	face  *Face
	roomW float64
}

// DrawAt draws the face into r at opacity a (CardFace).
func (c *FrameCard) DrawAt(dst *ebiten.Image, ui *UI, r Rect, a float32) {
	if r.H < r.W/2 {
		c.drawStrip(dst, ui, r, a)
		return
	}
	img := ui.Sprite(c.Sprite)
	ui.P.SetScale(ScaleOf(dst))
	// the card is 4 sprite px inside its 170x236 sprite; design unit u is sprite px 1+1.5u
	k := r.W / (170 - 8)
	u := func(v float64) float64 { return (1 + 1.5*v - 4) * k }
	if img != nil {
		cx, cy := r.Centre()
		ui.P.Sprite(dst, img, Point{X: cx, Y: cy}, k, a)
	} else {
		ui.RoundRect(dst, r, 6, WithAlpha(Sea, float64(a)))
	}
	title := ui.Fonts.SmallBold
	big := r.W >= 160
	if big {
		title = ui.Fonts.BodyBold
	}
	band := Rect{X: r.X + u(6), Y: r.Y + u(6), W: u(100) - u(0), H: u(15) - u(0)}
	tf := FitLine(c.Title, title, band.W-6)
	ink := WithAlpha(Ink, float64(a))
	ui.P.TextMid(dst, Ellipsize(c.Title, tf, band.W-6), tf, band.X+band.W/2, band.Y+band.H/2, ink, AlignCenter)
	if !big {
		cx := r.X + r.W/2
		ui.P.TextMid(dst, c.Value, ui.Fonts.BodyBold, cx, r.Y+u(80), ink, AlignCenter)
		if c.On {
			ui.P.Disc(Point{X: cx, Y: r.Y + u(112)}, max(3, r.W/10), Moss, a)
			ui.P.Flush(dst)
		}
		return
	}
	parch := Rect{X: r.X + u(6) + 8, Y: r.Y + u(46) + 8, W: u(100) - u(0) - 16, H: u(104) - u(0) - 16}
	if c.lines == nil || c.wrapW != parch.W {
		c.lines, c.wrapW = Wrap(c.Body, ui.Fonts.Body, parch.W), parch.W
	}
	y := parch.Y
	for _, l := range c.lines {
		ui.P.Text(dst, l, ui.Fonts.Body, parch.X+parch.W/2, y, ink, AlignCenter)
		y += ui.Fonts.Body.LineHeight()
	}
	state := InkSoft
	if c.On {
		state = Moss
	}
	ui.P.TextMid(dst, c.Value+" "+c.Unit, ui.Fonts.BodyBold, parch.X+parch.W/2, parch.Bottom()-34, ink, AlignCenter)
	ui.P.TextMid(dst, c.State, ui.Fonts.BodyBold, parch.X+parch.W/2, parch.Bottom()-10, WithAlpha(state, float64(a)), AlignCenter)
}

// drawStrip draws the card as a strip of a Column hand.
func (c *FrameCard) drawStrip(dst *ebiten.Image, ui *UI, r Rect, a float32) {
	ui.P.SetScale(ScaleOf(dst))
	al := float64(a)
	ui.RoundRect(dst, r, 5, WithAlpha(c.Edge, al))
	ui.RoundRect(dst, r.Inset(2), 4, WithAlpha(Paper, al))
	_, cy := r.Centre()
	vw := TextWidth(c.Value, ui.Fonts.SmallBold)
	right := r.Right() - 8
	if c.On {
		ui.P.Disc(Point{X: right - 5, Y: cy}, min(5, r.H/3), Moss, a)
		ui.P.Flush(dst)
		right -= 14
	}
	ui.P.TextMid(dst, c.Value, ui.Fonts.SmallBold, right, cy, WithAlpha(Ink, al), AlignRight)
	if room := right - vw - 8 - (r.X + 8); c.strip.face == nil || c.strip.roomW != room {
		f := FitLine(c.Title, ui.Fonts.SmallBold, room)
		c.strip = stripFit{Ellipsize(c.Title, f, room), f, room}
	}
	ui.P.TextMid(dst, c.strip.text, c.strip.face, r.X+8, cy, WithAlpha(Ink, al), AlignLeft)
}
