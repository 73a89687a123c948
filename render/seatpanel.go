package render

import "github.com/hajimehoshi/ebiten/v2"

// SeatHeader is the top of a player's panel: the panel itself, a ring when the seat is to
// move, the player's mark and name on the first line, an optional tag after the name (a sand
// pill "Start", the accent badge "to play" or a plain word "computer"), an optional score at
// the right end of the line ("12 VP") and a line of facts under it ("Table 12 · Bonus used").
// A long name is set smaller, then shortened with "…", so that it never runs under the tag or
// the score. What the
// game shows on the lines below is the board's.
type SeatHeader struct {
	Rect     Rect
	Colour   int // the player colour, for the mark
	Name     string
	NameW    float64 // the widest the name may be, logical px (ellipsized past it); 0: the room before the tag and score
	Tag      string  // "" for none
	TagStyle TagStyle
	TagUntil float64 // the X the tag must end before: a name of NameW gives way to it, and a tag that still does not fit is left out; 0: no limit
	TagElse  string  // put before Line when the tag is left out ("Start player · ")
	Line     string
	LineW    float64 // the widest the line may be, logical px
	Score    string  // at the right end of the first line in the heading bold face; "" for none
	Unit     string  // a small word after the score ("VP", "Glory"), which takes the line's last 22 px or its width
	Active   bool
	// ScoreRight is the X the score and its unit end at (a board with something of its own at
	// the right of the first line); 0 is Rect's right less 12.
	ScoreRight float64
	// BodyScore draws the score in the body's bold face rather than the heading's (a narrow
	// panel whose name needs the room).
	BodyScore bool
	// Markers are the pieces the seat holds shown on the first line (the Start Player horn,
	// the Honour Ship), sprite names, right to left before the score: each fitted into a
	// MarkerSize box, MarkerGap apart and three MarkerGaps clear of the score (smaller and
	// closer on a narrow board), so they never crowd each other, the score or its unit; the
	// name gets what room is left.
	Markers []string

	// The look of a board with its own panel style (zero values: Reykholt's).
	Frame  bool    // the seat to move is framed square in its colour rather than ringed shallow blue
	Stripe bool    // a bar of the seat's colour down the left edge; the line starts 11 px further in
	Top    float64 // the first line's middle under Rect.Y, logical px; 0 is 18
	MarkR  float64 // the mark's radius, logical px; 0 is 10
}

// minNameRoom is the least room a seat header keeps for the name beside its tag, logical px:
// where name and tag cannot both have it, the tag is left out (a narrow four-player board).
const minNameRoom = 72

// TagStyle is how a SeatHeader's tag is drawn.
type TagStyle int

// The tag styles.
const (
	TagPill  TagStyle = iota // ink on a sand pill ("Start")
	TagBadge                 // paper on an accent badge: the seat to move ("to play")
	TagWord                  // a plain small word in soft ink ("computer")
)

// SeatHeaderLayout is where a SeatHeader draws its first line, logical px: the name as shown
// and its rectangle, the tag as shown ("" when there is none or it is left out) and its
// rectangle, and the score's; each 20 px high around the line's middle.
type SeatHeaderLayout struct {
	Name      string
	NameFace  *Face // the name's face: the body's bold, or a smaller size when the name needs it
	NameRect  Rect
	Tag       string
	TagRect   Rect
	ScoreRect Rect
	Markers   []Rect // one per SeatHeader.Markers, in the same order, MarkerSize square
	Line      string // the facts line with TagElse when the tag is left out
}

// The side of a SeatHeader marker's box and the room between two markers and between the
// last and the score, logical px: MarkerSize and MarkerGap, or MarkerMinSize and MarkerMinGap
// on a board too narrow to leave the name markerNameRoom beside the full-size pieces.
const (
	MarkerSize     = 22.0
	MarkerGap      = 6.0
	MarkerMinSize  = 14.0
	MarkerMinGap   = 2.0
	markerNameRoom = 44.0 // a short name at its full size
)

func (h *SeatHeader) orDefaults() (top, markR, x float64) {
	top, markR, x = 18, 10, h.Rect.X+20
	if h.Top > 0 {
		top = h.Top
	}
	if h.MarkR > 0 {
		markR = h.MarkR
	}
	if h.Stripe {
		x += 11
	}
	return top, markR, x
}

// scoreFace is the score's face.
func (h *SeatHeader) scoreFace(f *Fonts) *Face {
	if h.BodyScore {
		return f.BodyBold
	}
	return f.HeadingBold
}

// right is the X the first line ends at.
func (h *SeatHeader) right() float64 {
	if h.ScoreRight > 0 {
		return h.ScoreRight
	}
	return h.Rect.Right() - 12
}

// Layout lays the first line out in the kit's faces.
func (h *SeatHeader) Layout(f *Fonts) SeatHeaderLayout {
	r := h.Rect
	top, markR, x := h.orDefaults()
	row := r.Y + top - 10
	nameX := x + 13 + markR/2 // 18 past a mark of radius 10
	l := SeatHeaderLayout{Line: h.Line}
	right := h.right()
	if h.Score != "" {
		if h.Unit != "" {
			right -= max(22, TextWidth(h.Unit, f.Small)+3)
		}
		w := TextWidth(h.Score, h.scoreFace(f))
		l.ScoreRect = Rect{X: right - w, Y: row, W: w, H: 20}
		right -= w
	}
	if n := float64(len(h.Markers)); n > 0 {
		size, gap := MarkerSize, MarkerGap
		if right-n*(size+gap)-2*gap-6-nameX < markerNameRoom { // a narrow board: smaller pieces, closer
			size, gap = MarkerMinSize, MarkerMinGap
		}
		l.Markers = make([]Rect, len(h.Markers))
		right -= 2 * gap // the score reads as a word of its own, not as the pieces' count
		for i := range h.Markers {
			right -= gap + size
			l.Markers[i] = Rect{X: right, Y: r.Y + top - size/2, W: size, H: size}
		}
	}
	tagW := 0.0
	switch h.TagStyle {
	case TagBadge:
		tagW = TextWidth(h.Tag, f.SmallBold) + 12
	case TagWord:
		tagW = TextWidth(h.Tag, f.Small)
	default:
		tagW = TextWidth(h.Tag, f.SmallBold) + 16
	}
	room := right - 10 - nameX
	if len(h.Markers) > 0 {
		room += 4 // the pieces leave more air around them than a word does
	}
	tagged := h.Tag != ""
	if tagged && room-tagW-8 < minNameRoom {
		tagged = false // too narrow for both: the name keeps the room, the tag is left out
	}
	if tagged {
		room -= tagW + 8
	}
	if h.NameW > 0 && (len(h.Markers) == 0 || h.NameW < room) {
		room = h.NameW
		if tagged && h.TagUntil > 0 {
			room = min(room, h.TagUntil-1-tagW-8-nameX) // a long name gives way to the tag
		}
	}
	l.Name, l.NameFace = h.Name, f.BodyBold
	if f.BodyBold != nil { // a long name in a smaller size first, shortened only past that
		l.NameFace = FitLine(h.Name, f.BodyBold, room)
		l.Name = Ellipsize(h.Name, l.NameFace, room)
	}
	nw := TextWidth(l.Name, l.NameFace)
	l.NameRect = Rect{X: nameX, Y: row, W: nw, H: 20}
	if h.Tag != "" {
		tag := Rect{X: nameX + nw + 8, Y: row, W: tagW, H: 20}
		if tagged && tag.Right() <= right-4 && (h.TagUntil == 0 || tag.Right() < h.TagUntil) {
			l.Tag, l.TagRect = h.Tag, tag
		} else {
			l.Line = h.TagElse + l.Line
		}
	}
	return l
}

// Draw draws the header in the kit's faces.
func (h *SeatHeader) Draw(dst *ebiten.Image, ui *UI) {
	r, f, p := h.Rect, ui.Fonts, ui.P
	l := h.Layout(f)
	top, markR, x := h.orDefaults()
	cy := r.Y + top
	c := PlayerColours[((h.Colour%NumPlayerColours)+NumPlayerColours)%NumPlayerColours]
	ui.Panel(dst, r, 1)
	p.SetScale(ScaleOf(dst))
	switch {
	case h.Active && h.Frame:
		p.Frame(dst, r.Inset(-3), 3, c)
	case h.Active:
		ui.RoundRing(dst, r.Inset(-2), 10, 3, Shallow)
	}
	if h.Stripe {
		p.FillRect(dst, Rect{X: r.X + 4, Y: r.Y + 8, W: 5, H: r.H - 16}, c)
	}
	ui.DrawPlayerMark(dst, h.Colour, x, cy, markR)
	p.TextMid(dst, l.Name, l.NameFace, l.NameRect.X, cy, Ink, AlignLeft)
	if t := l.TagRect; l.Tag != "" {
		switch h.TagStyle {
		case TagBadge:
			p.FillRect(dst, t, Accent)
			p.TextMid(dst, l.Tag, f.SmallBold, t.X+6, cy, Paper, AlignLeft)
		case TagWord:
			p.TextMid(dst, l.Tag, f.Small, t.X, cy+1, InkSoft, AlignLeft)
		default:
			ui.RoundRect(dst, t, 10, Sand)
			p.TextMid(dst, l.Tag, f.SmallBold, t.X+8, t.Y+10, Ink, AlignLeft)
		}
	}
	if h.Score != "" {
		if h.BodyScore {
			p.TextMid(dst, h.Score, f.BodyBold, l.ScoreRect.Right(), cy, Ink, AlignRight)
		} else {
			p.TextMid(dst, h.Score, f.HeadingBold, l.ScoreRect.Right(), cy+2, Ink, AlignRight)
		}
		uy := cy + 5
		if h.BodyScore {
			uy = cy + 2
		}
		p.TextMid(dst, h.Unit, f.Small, h.right(), uy, InkSoft, AlignRight)
	}
	for i, m := range l.Markers {
		ui.FitSprite(dst, h.Markers[i], m)
	}
	if l.Line != "" {
		p.TextMid(dst, Ellipsize(l.Line, f.Small, h.LineW), f.Small, r.X+12, cy+24, InkSoft, AlignLeft)
	}
}

// FitSprite draws the named sprite as large as fits in r (logical px), its middle on r's
// middle whatever its anchor (a pawn's anchor is its base), so it stays inside r.
func (ui *UI) FitSprite(dst *ebiten.Image, name string, r Rect) {
	ui.P.SetScale(ScaleOf(dst))
	ui.fitSprite(dst, name, r)
}

// fitSprite is FitSprite at the painter's scale as it is (a widget drawn among others on one
// layer leaves the scale to the layer's owner).
func (ui *UI) fitSprite(dst *ebiten.Image, name string, r Rect) {
	img := ui.Sprite(name)
	if img == nil {
		return
	}
	p := ui.P
	w, h := float64(img.Bounds().Dx()), float64(img.Bounds().Dy())
	sc := min(r.W/w, r.H/h)
	ax, ay := p.anchor(img)
	cx, cy := r.Centre()
	p.Sprite(dst, img, Point{X: cx + (ax-w/2)*sc, Y: cy + (ay-h/2)*sc}, sc, 1)
}

// TokenRow is a labelled row of sprites with a caption after them (a goods stack, a pool of
// dice): the label on the first line, the sprites left to right on the second, the caption at
// CaptionX.
type TokenRow struct {
	Rect     Rect
	Label    string
	Sprites  []string // left to right
	Step     float64  // from one sprite's centre to the next, logical px
	Zoom     float64  // the sprites' scale
	Caption  string
	CaptionX float64 // from Rect.X, logical px
}

// Draw draws the row in the kit's small faces.
func (t *TokenRow) Draw(dst *ebiten.Image, ui *UI) {
	r, p := t.Rect, ui.P
	p.TextMid(dst, t.Label, ui.Fonts.SmallBold, r.X, r.Y+14, InkSoft, AlignLeft)
	for i, s := range t.Sprites {
		p.Sprite(dst, ui.Sprite(s), Point{X: r.X + 12 + float64(i)*t.Step, Y: r.Y + 36}, t.Zoom, 1)
	}
	p.TextMid(dst, t.Caption, ui.Fonts.Small, r.X+t.CaptionX, r.Y+36, Ink, AlignLeft)
}

// EvenRow lays len(out) equal cells left to right across r, gap apart (a board's slots, its
// stocks), logical px.
func EvenRow(r Rect, gap float64, out []Rect) {
	w := (r.W - gap*float64(len(out)-1)) / float64(len(out))
	for i := range out {
		out[i] = Rect{X: r.X + float64(i)*(w+gap), Y: r.Y, W: w, H: r.H}
	}
}
