package render

import (
	"image/color"
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"northtable/input"
)

// CardFace is anything drawn as one card into a rectangle: a *CardView, a *GreenhouseCard.
// A CardPile draws its top card through it.
type CardFace interface {
	// DrawAt draws the card's face (or its back when face down) into r, logical px, at opacity
	// a, without highlight or tooltip.
	DrawAt(dst *ebiten.Image, ui *UI, r Rect, a float32)
}

// CardView is one card: a face with a coloured frame, a title, a kind badge ("Once", "Ongoing",
// "Any"), an optional row of icons and a body of plain words wrapped to the card; or its back.
// A state stamp ("Spent", "Used this round") lies across a face that has done its work.
// Highlighted cards glow (a legal choice), dimmed ones fade and say why on hover or
// long-press. Any size: fonts step up on cards 200 px wide or more. A landscape card (wider
// than landscapeAspect times its height) puts the title and badge on one band and fits the
// body below in the largest size that shows all of it (down to FitMinSize), so a display laid
// out in rows reads without hovering. A Strip card is the smallest landscape form, a tinted
// label a few lines high: the title (on two lines in the smallest size when it needs them),
// then the Icons as an icon line (beside the title's second line when there is room) or else
// the body wrapped in the height left. Reykholt's service cards, Reavers' display cards. Keep
// one value per card across frames: it keeps its wrapped text.
type CardView struct {
	Rect  Rect       // logical px
	Title string     // the card's name, one line (ellipsized)
	Badge string     // its kind, in a small pill under the title; "" for none
	Tint  color.RGBA // frame and title band colour; zero uses Sea
	Icons []string   // optional icons (sprite names or short tokens) under the title
	Body  string     // the effect in plain words, wrapped; lines past the card end in "…"
	State string     // a stamp across the face ("Spent"); "" for none
	Code  string     // optional small code in the bottom corner ("A4")
	// Strip draws the face as a small tinted label (see the type's words); its Icons are an
	// icon line (DrawIconLine: words and sprite names).
	Strip bool

	FaceDown bool   // draws Back instead of the face
	Back     string // the back's sprite name; "" uses SpriteServiceBack

	Highlight bool   // a legal choice: glows and lifts under the pointer
	Dimmed    bool   // drawn at DimAlpha; Reason shows on hover and long-press
	Reason    string // why it is dimmed
	Tip       string // optional help shown on hover when not dimmed

	hits hits
	wrap wrapMemo
	fit  fitMemo // the body fitted to a landscape card
	cut  bool    // the body did not fit at the last draw: the tooltip shows it instead
}

// wrapMemo keeps the wrapped lines of one text at one width (and its shortened form), so a
// card redrawn every frame wraps only when its text, its size or the device scale text is
// measured at changes.
type wrapMemo struct {
	text   string
	face   *Face
	width  float64
	at     float64 // measureAt the lines were wrapped at
	lines  []string
	n      int      // the line count short was made for
	short  []string // the first n lines, the last ending in "…"
	shortW float64
}

// get returns text wrapped to width in face.
func (m *wrapMemo) get(text string, face *Face, width float64) []string {
	if m.lines != nil && m.text == text && m.face == face && m.width == width && m.at == measureAt {
		return m.lines
	}
	m.text, m.face, m.width, m.at, m.lines, m.short = text, face, width, measureAt, Wrap(text, face, width), nil
	return m.lines
}

// cut returns the wrapped lines shortened to n, the last ending in "…".
func (m *wrapMemo) cut(n int, face *Face, width float64) []string {
	if m.short != nil && m.n == n && m.shortW == width {
		return m.short
	}
	short := append([]string(nil), m.lines[:min(n, len(m.lines))]...)
	if n > 0 && n < len(m.lines) {
		short[n-1] = Ellipsize(short[n-1]+" "+m.lines[n], face, width)
	}
	m.n, m.short, m.shortW = n, short, width
	return short
}

func (c *CardView) layout() {
	tip := c.Tip
	if tip == "" && c.cut && !c.FaceDown {
		tip = c.Body
	}
	c.hits.reset()
	c.hits.add(0, c.Rect, !c.Dimmed, c.Reason, tip)
}

// Update tracks the pointer for one tick and reports a tap on the card, dimmed or not (a scene
// may say why a dimmed card refuses); a reported tap consumes the pointer.
func (c *CardView) Update(p *input.Pointer) bool {
	c.layout()
	_, ok := c.hits.update(p)
	return ok
}

// Cut reports whether the body did not fit on the card at the last draw (its tooltip then
// shows the whole text).
func (c *CardView) Cut() bool { return c.cut }

// Hovered reports whether the pointer rests on the card.
func (c *CardView) Hovered() bool { return c.hits.hot() == 0 }

// Contains reports whether p lies on the card (a drop point), logical px.
func (c *CardView) Contains(p Point) bool { return c.Rect.Contains(p.X, p.Y) }

func (c *CardView) tint() color.RGBA {
	if c.Tint.A == 0 {
		return Sea
	}
	return c.Tint
}

// Draw draws the card at Rect with its highlight, hover lift and dimmed look, and asks ui for
// the due tooltip.
func (c *CardView) Draw(dst *ebiten.Image, ui *UI) {
	c.layout()
	ui.drawCardWidget(dst, c, c.Rect, &c.hits, c.Highlight, c.Dimmed)
}

// DrawAt draws the face (or back) into r at opacity a (CardFace).
func (c *CardView) DrawAt(dst *ebiten.Image, ui *UI, r Rect, a float32) {
	if c.FaceDown {
		drawBack(dst, ui, orDefault(c.Back, SpriteServiceBack), r, a)
		return
	}
	if c.Strip {
		c.drawStrip(dst, ui, r, a)
		return
	}
	if r.W >= landscapeAspect*r.H {
		c.drawLandscape(dst, ui, r, a)
		return
	}
	big := r.W >= 200
	title, body, small := ui.Fonts.SmallBold, ui.Fonts.Small, ui.Fonts.SmallBold
	if big {
		title, body = ui.Fonts.BodyBold, ui.Fonts.Body
	}
	band := title.LineHeight() + 10
	t, inner, p := c.frame(dst, ui, r, a, band)
	p.TextMid(dst, Ellipsize(c.Title, title, r.W-16), title, r.X+r.W/2, r.Y+band/2+1, fade(InkOn(t), a), AlignCenter)

	// measure first: the badge and icons, then what room is left for the body
	foot := 0.0
	if c.Code != "" {
		foot = small.LineHeight()
	}
	badgeH, iconSize := 0.0, 0.0
	if c.Badge != "" {
		badgeH = small.Size + 6 + 6
	}
	if n := len(c.Icons); n > 0 {
		iconSize = min(28, (inner.W-12)/float64(n)-4)
	}
	iconsH := 0.0
	if iconSize > 0 {
		iconsH = iconSize + 6
	}
	lh := body.LineHeight()
	top := inner.Y + 6
	room := inner.Bottom() - 6 - foot - (top + badgeH + iconsH)
	maxLines := max(0, int(room/lh))
	lines := c.wrap.get(c.Body, body, inner.W-16)
	// a body that does not fit in two lines or more is left to the tooltip, and the badge and
	// icons stand in the middle of the card instead
	c.cut = len(lines) > maxLines && c.Body != ""
	show := !c.cut || maxLines >= 2
	if !show {
		top += max(0, room) / 2
	}
	y := top
	if c.Badge != "" {
		ui.pill(dst, c.Badge, small, r.X+r.W/2, y+small.Size/2+3, fade(mix(t, Paper, 0.75), a), fade(Ink, a))
		y += badgeH
	}
	if n := len(c.Icons); n > 0 {
		c.drawIcons(dst, ui, r.X+r.W/2-(float64(n)*(iconSize+4)-4)/2, y+iconSize/2, iconSize, a)
		y += iconsH
	}
	if show {
		if c.cut {
			lines = c.wrap.cut(maxLines, body, inner.W-16)
		}
		p.SetScale(ScaleOf(dst))
		for i, l := range lines {
			p.Text(dst, l, body, r.X+r.W/2, y+float64(i)*lh, fade(Ink, a), AlignCenter)
		}
	}
	if c.Code != "" {
		p.Text(dst, c.Code, small, inner.Right()-6, inner.Bottom()-foot-2, fade(InkSoft, a), AlignRight)
	}
	c.drawStamp(dst, ui, r, a, title, 10) // in the title's face
}

// drawIcons draws the Icons in a row from x, centred on cy, each size wide and 4 px apart: a
// sprite, or a short token in BodyBold.
func (c *CardView) drawIcons(dst *ebiten.Image, ui *UI, x, cy, size float64, a float32) {
	for _, ic := range c.Icons {
		if isSprite(ic) {
			ui.icon(dst, ic, x+size/2, cy, size, a)
		} else {
			ui.P.TextMid(dst, ic, ui.Fonts.BodyBold, x+size/2, cy, fade(Ink, a), AlignCenter)
		}
		x += size + 4
	}
}

// drawStamp draws the State stamp across the face, in f on a band pad px taller than its
// line: the face under it fades, the stamp reads at full strength; none without a State.
func (c *CardView) drawStamp(dst *ebiten.Image, ui *UI, r Rect, a float32, f *Face, pad float64) {
	if c.State == "" {
		return
	}
	ui.fillRound(dst, r, 8, WithAlpha(Paper, 0.45*float64(a)))
	h := f.LineHeight() + pad
	stamp := Rect{X: r.X, Y: r.Y + r.H*0.55 - h/2, W: r.W, H: h}
	ui.P.FillRect(dst, stamp, fade(WithAlpha(Ink, 0.85), a))
	ui.P.TextMid(dst, Ellipsize(c.State, f, r.W-12), f, r.X+r.W/2, stamp.Y+h/2, fade(Sand, a), AlignCenter)
}

// landscapeAspect is the width over height from which a card is drawn in landscape.
const landscapeAspect = 2.0

// frame draws a face's card at alpha a: its shadow, the tinted card with a title band of
// height band, the paper inside; it returns the tint, the paper's rectangle and the painter
// set to dst's scale.
func (c *CardView) frame(dst *ebiten.Image, ui *UI, r Rect, a float32, band float64) (color.RGBA, Rect, *Painter) {
	t := c.tint()
	if a >= 1 {
		ui.SoftShadow(dst, r, 8, 2, 0.45)
	}
	ui.fillRound(dst, r, 8, fade(t, a))
	inner := Rect{X: r.X + 4, Y: r.Y + band, W: r.W - 8, H: r.H - band - 4}
	ui.fillRound(dst, inner, 5, fade(Paper, a))
	p := ui.P
	p.SetScale(ScaleOf(dst))
	return t, inner, p
}

// drawLandscape draws a landscape face: the title at the left of the tinted band and the
// badge at its right, the body fitted on the paper below, left-aligned.
func (c *CardView) drawLandscape(dst *ebiten.Image, ui *UI, r Rect, a float32) {
	title, small := ui.Fonts.SmallBold, ui.Fonts.SmallBold
	band := title.LineHeight() + 6
	t, inner, p := c.frame(dst, ui, r, a, band)
	badgeW := 0.0
	if c.Badge != "" {
		badgeW = max(TextWidth(c.Badge, small)+10, small.Size+6)
		ui.pill(dst, c.Badge, small, r.Right()-8-badgeW/2, r.Y+band/2+1, fade(mix(t, Paper, 0.75), a), fade(Ink, a))
	}
	p.TextMid(dst, Ellipsize(c.Title, title, r.W-24-badgeW), title, r.X+10, r.Y+band/2+1, fade(InkOn(t), a), AlignLeft)
	body := Rect{X: inner.X + 8, Y: inner.Y + 3, W: inner.W - 16, H: inner.H - 5}
	if n := len(c.Icons); n > 0 {
		size := min(28, body.H-4)
		c.drawIcons(dst, ui, body.Right()-float64(n)*(size+4)+4, body.Y+body.H/2, size, a)
		body.W -= float64(n)*(size+4) + 4
	}
	if c.Code != "" {
		p.Text(dst, c.Code, small, inner.Right()-6, inner.Bottom()-small.LineHeight()-2, fade(InkSoft, a), AlignRight)
		body.W -= TextWidth(c.Code, small) + 8
	}
	face, lines, fits := c.fit.get(c.Body, ui.Fonts.Small, body.W, body.H)
	c.cut = !fits && c.Body != ""
	lh := face.LineHeight()
	if c.cut {
		n := max(1, int(body.H/lh))
		if n < len(lines) {
			lines = append(append([]string(nil), lines[:n-1]...), Ellipsize(strings.Join(lines[n-1:], " "), face, body.W))
		}
	}
	y := body.Y + (body.H-float64(len(lines))*lh)/2
	p.SetScale(ScaleOf(dst))
	for i, l := range lines {
		p.Text(dst, l, face, body.X, y+float64(i)*lh, fade(Ink, a), AlignLeft)
	}
	c.drawStamp(dst, ui, r, a, ui.Fonts.SmallBold, 8)
}

// drawStrip draws the Strip face: a tinted label with the title, then the icon line or the
// body. A title or body it cannot show whole marks the card cut (its tooltip shows the body).
func (c *CardView) drawStrip(dst *ebiten.Image, ui *UI, r Rect, a float32) {
	t := c.tint()
	ui.fillRound(dst, r, 5, fade(t, a))
	ink := fade(InkOn(t), a)
	soft := WithAlpha(ink, 0.85)
	x, w, y := r.X+4, r.W-7, r.Y+3
	small, bold := ui.Fonts.Small, ui.Fonts.SmallBold
	c.cut = false
	p := ui.P
	p.SetScale(ScaleOf(dst))
	line := func(s string, f *Face, y float64, clr color.RGBA) { // one line, fitted, shortened past that
		f = FitLine(s, f, w)
		short := Ellipsize(s, f, w)
		c.cut = c.cut || short != s
		p.Text(dst, short, f, x, y, clr, AlignLeft)
	}
	if tight := bold.Sized(FitMinSize); !FitsLine(c.Title, bold, w) && r.H >= 2*tight.LineHeight()+4 {
		if lines := Wrap(c.Title, tight, w); len(lines) == 2 {
			lh := tight.LineHeight()
			line(lines[0], tight, y, ink)
			line(lines[1], tight, y+lh, ink)
			after := TextWidth(lines[1], tight) + 6
			if f := FitIconLine(c.Icons, small.Sized(FitMinSize), w-after); len(c.Icons) > 0 && IconLineWidth(c.Icons, f) <= w-after {
				ui.DrawIconLine(dst, c.Icons, f, x+after, y+lh, w-after, soft, 1)
				return
			}
			y += 2 * lh
			if r.Bottom()-y >= lh {
				c.stripBody(dst, ui, x, y, w, r.Bottom()-y, soft)
			} else if c.Body != "" {
				c.cut = true
			}
			return
		}
	}
	line(c.Title, bold, y, ink)
	y += 15
	if len(c.Icons) > 0 && IconLineWidth(c.Icons, FitIconLine(c.Icons, small, w)) <= w {
		ui.DrawIconLine(dst, c.Icons, FitIconLine(c.Icons, small, w), x, y, w, soft, 1)
		return
	}
	c.stripBody(dst, ui, x, y, w, r.Bottom()-y, soft)
}

// stripBody draws a Strip card's body in Small within w × h from (x, y) top (DrawFitted),
// marking the card cut when it does not show whole.
func (c *CardView) stripBody(dst *ebiten.Image, ui *UI, x, y, w, h float64, clr color.RGBA) {
	if !ui.DrawFitted(dst, c.Body, ui.Fonts.Small, Rect{X: x, Y: y, W: w, H: h}, clr) {
		c.cut = true
	}
}

// DrawFitted draws s in face from r's top left within r: on one line in a fitted smaller size
// when r holds one line, else wrapped (FitWrap steps the size down, to FitMinSize); words past
// the room end in "…". It reports whether s shows whole ("" is whole).
func (ui *UI) DrawFitted(dst *ebiten.Image, s string, face *Face, r Rect, clr color.RGBA) bool {
	if s == "" {
		return true
	}
	if r.H < FitMinSize {
		return false
	}
	p := ui.P
	p.SetScale(ScaleOf(dst))
	if r.H < 2*face.Sized(FitMinSize).LineHeight() { // room for one line: fit it
		f := FitLine(s, face, r.W)
		short := Ellipsize(s, f, r.W)
		p.Text(dst, short, f, r.X, r.Y, clr, AlignLeft)
		return short == s
	}
	f, lines, _ := FitWrap(s, face, r.W, r.H)
	lh := f.LineHeight()
	n := max(1, min(len(lines), int(r.H/lh)))
	whole := true
	for i := 0; i < n; i++ {
		l := lines[i]
		if i == n-1 && n < len(lines) {
			l = Ellipsize(l+" "+lines[i+1]+"…", f, r.W) // more than the room: say so
			whole = false
		} else if TextWidth(l, f) > r.W {
			whole = false
		}
		p.Text(dst, Ellipsize(l, f, r.W), f, r.X, r.Y+float64(i)*lh, clr, AlignLeft)
	}
	return whole
}

// backMargin is the transparent margin around a card back sprite's card, sprite px (room for
// its shadow; build/spritegen draws the backs so).
const backMargin = 4

// drawBack draws the card back sprite into r: the largest fit, on a rounded fill of the back's
// own edge colour so any other shape of r still reads as one card.
func drawBack(dst *ebiten.Image, ui *UI, name string, r Rect, a float32) {
	if a >= 1 {
		ui.SoftShadow(dst, r, 8, 2, 0.45)
	}
	img := ui.Sprite(name)
	if img == nil {
		ui.fillRound(dst, r, 8, fade(DeepSea, a))
		return
	}
	ui.fillRound(dst, r.Inset(1), 8, fade(backEdge(name), a))
	b := img.Bounds()
	ui.P.SetScale(ScaleOf(dst))
	s := min(r.W/float64(b.Dx()-2*backMargin), r.H/float64(b.Dy()-2*backMargin))
	cx, cy := r.Centre()
	ui.P.Sprite(dst, img, Point{X: cx, Y: cy}, s, a)
}

// backEdge is the rim colour of a card back sprite (the darkest stop of its face).
func backEdge(name string) color.RGBA {
	switch name {
	case SpriteGreenhouseBack:
		return color.RGBA{0x2F, 0x5A, 0x2A, 0xFF}
	case SpriteServiceBack:
		return color.RGBA{0x17, 0x38, 0x3F, 0xFF}
	}
	if c, ok := reaversBackEdges[name]; ok {
		return c
	}
	return DeepSea
}

// CardPile is a pile of cards seen from above: the top card (face up, or its back), the edges
// of up to three cards under it and a count badge; an empty pile is a dashed place. It takes a
// tap like a card. Greenhouse piles now, any deck later.
type CardPile struct {
	Rect  Rect     // logical px: the whole pile, the top card in its top-left
	Count int      // cards in the pile; 0 draws an empty place
	Top   CardFace // the face-up top card; nil draws Back
	Back  string   // the sprite of a face-down top; "" uses SpriteGreenhouseBack
	Label string   // a caption in a pill under the pile ("5 parcels"); "" for none

	Highlight bool   // a legal choice: glows
	Dimmed    bool   // drawn at DimAlpha; Reason shows on hover and long-press
	Reason    string // why it is dimmed
	Tip       string // optional help shown on hover when not dimmed

	hits   hits
	count  int
	countS string
}

// pileEdge is how far each card under the top shows, logical px; at most three show.
const pileEdge = 3.0

// TopRect is where the top card is drawn, logical px: Rect's top-left, leaving room below and
// right of it for the edges of the cards under it.
func (pl *CardPile) TopRect() Rect {
	return Rect{X: pl.Rect.X, Y: pl.Rect.Y, W: pl.Rect.W - 3*pileEdge, H: pl.Rect.H - 3*pileEdge}
}

func (pl *CardPile) layout() {
	pl.hits.reset()
	pl.hits.add(0, pl.Rect, !pl.Dimmed, pl.Reason, pl.Tip)
}

// Update tracks the pointer for one tick and reports a tap on the pile, dimmed or not; a
// reported tap consumes the pointer.
func (pl *CardPile) Update(p *input.Pointer) bool {
	pl.layout()
	_, ok := pl.hits.update(p)
	return ok
}

// Hovered reports whether the pointer rests on the pile.
func (pl *CardPile) Hovered() bool { return pl.hits.hot() == 0 }

// countText is the count badge's text ("×3"), made once per count.
func (pl *CardPile) countText() string {
	if pl.count != pl.Count || pl.countS == "" {
		pl.count, pl.countS = pl.Count, "×"+strconv.Itoa(pl.Count)
	}
	return pl.countS
}

// Draw draws the pile, its count badge and label, and asks ui for the due tooltip.
func (pl *CardPile) Draw(dst *ebiten.Image, ui *UI) {
	pl.layout()
	a := alphaOf(pl.Dimmed)
	top := pl.TopRect()
	if pl.Count <= 0 {
		ui.fillRound(dst, top, 8, WithAlpha(DeepSea, 0.25))
		ui.ringRound(dst, top, 8, 2, WithAlpha(Foam, 0.45))
		cx, cy := top.Centre()
		ui.P.SetScale(ScaleOf(dst))
		ui.P.TextMid(dst, "empty", ui.Fonts.SmallBold, cx, cy, WithAlpha(Foam, 0.8), AlignCenter)
	} else {
		if pl.Highlight && !pl.Dimmed {
			ui.glow(dst, Rect{X: top.X, Y: top.Y, W: top.W + 3*pileEdge, H: top.H + 3*pileEdge}.Inset(-3), 11, pl.Hovered())
		}
		for k := min(3, pl.Count-1); k >= 1; k-- {
			e := top.Offset(pileEdge*float64(k), pileEdge*float64(k))
			if k == min(3, pl.Count-1) && a >= 1 {
				ui.SoftShadow(dst, e, 8, 2, 0.45)
			}
			ui.fillRound(dst, e, 8, fade(mix(Paper, PaperShade, float64(k)/3), a))
			ui.ringRound(dst, e, 8, 1, fade(WithAlpha(Ink, 0.3), a))
		}
		if pl.Top != nil {
			pl.Top.DrawAt(dst, ui, top, a)
		} else {
			drawBack(dst, ui, orDefault(pl.Back, SpriteGreenhouseBack), top, a)
		}
		ui.pill(dst, pl.countText(), ui.Fonts.SmallBold, top.Right()+2, top.Y-2, fade(Ink, a), fade(Paper, a))
	}
	if pl.Label != "" {
		ui.pill(dst, pl.Label, ui.Fonts.SmallBold, pl.Rect.X+pl.Rect.W/2, pl.Rect.Bottom(), fade(Paper, a), fade(Ink, a))
	}
	pl.hits.tooltip(ui)
}
