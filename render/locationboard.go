package render

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"northtable/input"
)

// Pawn is a piece standing on a location's spot: a player's pawn (Mark, its colour and
// shape) or a neutral one (Mark NoMark), drawn from its sprite.
type Pawn struct {
	Mark   int    // the owner's player colour index (PlayerColours); NoMark for a neutral piece
	Sprite string // the pawn's sprite (a longship of the owner's colour); "" draws the owner's player mark
}

// LocationBonus is one line of a location's position bonuses: the place it is for and what it
// gives.
type LocationBonus struct {
	Place string // "1st", "2nd", "Each"
	Text  string // "+2 Favour"
}

// Location is one named place of a LocationBoard, as plain data.
type Location struct {
	Title string     // the name, on the tinted band
	Icon  string     // a sprite for the place; "" for none
	Tint  color.RGBA // the band's colour; zero uses Sea
	// Cost is the price line: CostIcons (sprite names or short tokens, as WorkerGrid's Icons)
	// then Cost's words ("4 Food", "Free"); both empty draw no cost line.
	Cost      string
	CostIcons []string
	// CostShort is the cost as counts and icons alone ("1", a Food sprite, "2", a die),
	// drawn instead of CostIcons and Cost when those do not fit the tile; nil for none.
	CostShort []string
	Bonuses   []LocationBonus // position bonuses, one line each
	Spots     int             // pawn spots; 0 means one, or as many as Pawns
	Pawns     []Pawn          // the pawns standing on the first spots
	Legal     bool            // available while choosing: glows shallow blue
	Dimmed    bool            // taken or closed: drawn at DimAlpha (its pawns stay clear); Reason on hover
	Reason    string          // why it cannot be chosen, in plain words
	Tip       string          // optional full wording, shown on hover when not dimmed
}

// Location board metrics, logical px.
const (
	LocationGap   = 12.0 // between locations
	LocationBandH = 34.0 // a location's title band
	locSpotR      = 22.0 // a pawn spot's radius
	locIconSize   = 52.0
	locSpotsBandH = 2*locSpotR + 14
)

// LocationBoard is a board of named locations in a grid (Columns across): each a tile with its
// title on a tinted band (every title in one size, the largest in which all fit, so a row of
// narrow tiles reads even), an icon, a cost line (its short form when the words do not fit),
// its position-bonus lines and spots for pawns, where the pawns standing there are drawn in their owners' colours and shapes. While a place
// is being chosen, the available locations glow and the taken ones fade and say why on hover;
// a tap or a pawn dropped on a location is reported (UpdateDrag follows an input.Drag: the
// location under a carried pawn glows brighter, a refused one shows an accent outline and its
// reason). Set the fields, then Update (and UpdateDrag while a pawn may be carried) once per
// tick and Draw once per frame; LocationRect, SpotCentre and At give the very places drawn.
type LocationBoard struct {
	Rect      Rect // logical px
	Locations []Location
	Columns   int // locations per row; 0 uses 3

	hits  hits
	rects []Rect
	over  int // the location under a carried pawn, -1 for none
	drag  bool
}

func (b *LocationBoard) cols() int {
	if b.Columns > 0 {
		return b.Columns
	}
	return 3
}

// Rows is how many rows the locations fill.
func (b *LocationBoard) Rows() int {
	n := b.cols()
	return (len(b.Locations) + n - 1) / n
}

func (b *LocationBoard) layout() {
	cols, rows := b.cols(), max(1, b.Rows())
	w := (b.Rect.W - float64(cols-1)*LocationGap) / float64(cols)
	h := (b.Rect.H - float64(rows-1)*LocationGap) / float64(rows)
	b.rects = b.rects[:0]
	b.hits.reset()
	for i, l := range b.Locations {
		c, r := i%cols, i/cols
		rect := Rect{X: b.Rect.X + float64(c)*(w+LocationGap), Y: b.Rect.Y + float64(r)*(h+LocationGap), W: w, H: h}
		b.rects = append(b.rects, rect)
		b.hits.add(i, rect, !l.Dimmed, l.Reason, l.Tip)
	}
}

// LocationRect is where location i is drawn and takes the pointer, logical px.
func (b *LocationBoard) LocationRect(i int) Rect {
	b.layout()
	return rectAt(b.rects, i)
}

// spots is how many pawn spots location l has.
func spots(l *Location) int {
	if l.Spots > 0 {
		return max(l.Spots, len(l.Pawns))
	}
	return max(1, len(l.Pawns))
}

// SpotCentre is the centre of location i's pawn spot k, logical px: where a placed pawn lands
// (a Glide's end point).
func (b *LocationBoard) SpotCentre(i, k int) Point {
	r := b.LocationRect(i)
	if i < 0 || i >= len(b.Locations) {
		return Point{}
	}
	return b.spotAt(i, k, r)
}

// ContentRect is location i's free area, logical px: under its cost and bonus lines, above
// its pawn spots, where a scene draws what lies there (a display of cards, dice to take).
func (b *LocationBoard) ContentRect(i int) Rect {
	r := b.LocationRect(i)
	if i < 0 || i >= len(b.Locations) {
		return Rect{}
	}
	top := r.Y + LocationBandH + 8 + b.linesH(&b.Locations[i]) + 6
	if l := &b.Locations[i]; l.Icon != "" {
		top = max(top, r.Y+LocationBandH+8+locIconSize+14)
	}
	bottom := r.Bottom() - 10 - locSpotsBandH
	return Rect{X: r.X + 12, Y: top, W: r.W - 24, H: max(0, bottom-top)}
}

// lineH is a cost or bonus line's height, logical px.
const locLineH = 24.0

// linesH is how tall location l's cost and bonus lines are.
func (b *LocationBoard) linesH(l *Location) float64 {
	n := len(l.Bonuses)
	h := float64(n) * locLineH
	if l.Cost != "" || len(l.CostIcons) > 0 {
		h += locLineH + 2
	}
	return h
}

// At is the location under p (a tap, a drop point), dimmed or not, if any.
func (b *LocationBoard) At(p Point) (int, bool) {
	b.layout()
	return b.hits.at(p.X, p.Y)
}

// Update tracks the pointer for one tick and reports the location tapped, dimmed or not (a
// scene may say why a taken one refuses); a reported tap consumes the pointer.
func (b *LocationBoard) Update(p *input.Pointer) (int, bool) {
	b.layout()
	return b.hits.update(p)
}

// UpdateDrag follows a pawn carried by d for one tick, given the event d.Update returned this
// tick: while it is carried, the location under it (d.At) is marked for Draw; when it is
// dropped, the location under the drop point is reported (dimmed or not, so the scene may say
// why a taken one refuses; ok false when it fell elsewhere). Call it after d.Update.
func (b *LocationBoard) UpdateDrag(d *input.Drag, ev input.DragEvent) (int, bool) {
	b.layout()
	x, y := d.At()
	switch {
	case ev == input.DragDropped:
		b.over, b.drag = -1, false
		return b.hits.at(x, y)
	case ev == input.DragCancelled || !d.Active():
		b.over, b.drag = -1, false
	default:
		b.drag = true
		b.over, _ = b.hits.at(x, y)
	}
	return -1, false
}

// DropTarget is the location under the carried pawn now (see UpdateDrag), if any.
func (b *LocationBoard) DropTarget() (int, bool) {
	return b.over, b.drag && b.over >= 0
}

// Hovered is the location under the pointer (a finger only while it touches), if any.
func (b *LocationBoard) Hovered() (int, bool) {
	h := b.hits.hot()
	return h, h >= 0
}

// markSprites are the player marks' sprite names by colour index, made once.
var markSprites = func() (out [NumPlayerColours]string) {
	for i, n := range PlayerColourNames {
		out[i] = "mark/" + n
	}
	return out
}()

// DrawPawn draws pawn pw centred at c, size logical px across, at opacity a: its sprite, or
// its owner's player mark (colour and shape) when it has none or the atlas lacks it. A scene
// draws a carried pawn with it, so it looks as it will on its spot.
func (ui *UI) DrawPawn(dst *ebiten.Image, pw Pawn, c Point, size float64, a float32) {
	if pw.Sprite != "" && ui.Sprite(pw.Sprite) != nil {
		ui.icon(dst, pw.Sprite, c.X, c.Y, size, a)
		return
	}
	if pw.Mark >= 0 {
		m := pw.Mark % NumPlayerColours
		if ui.Sprite(markSprites[m]) != nil {
			ui.icon(dst, markSprites[m], c.X, c.Y, size*0.8, a)
			return
		}
		ui.DrawPlayerMark(dst, m, c.X, c.Y, size*0.4)
		return
	}
	ui.icon(dst, SpriteBlocker, c.X, c.Y, size*0.8, a)
}

// Draw draws every location with its pawns and marks, and asks ui for the due tooltip (while a
// pawn is carried over a refused location, its reason at once).
func (b *LocationBoard) Draw(dst *ebiten.Image, ui *UI) {
	b.layout()
	hot, down := b.hits.hot(), b.hits.pressed()
	if b.drag {
		hot, down = b.over, -1
	}
	for i := range b.Locations {
		b.drawLocation(dst, ui, i, i == hot, i == down)
	}
	if over, ok := b.DropTarget(); ok {
		if l := &b.Locations[over]; l.Dimmed && l.Reason != "" {
			ui.ShowTooltipAt(l.Reason, b.rects[over], true)
		}
		return
	}
	b.hits.tooltip(ui)
}

func (b *LocationBoard) drawLocation(dst *ebiten.Image, ui *UI, i int, hover, down bool) {
	l := &b.Locations[i]
	r := b.rects[i]
	a := alphaOf(l.Dimmed)
	lit := l.Legal && !l.Dimmed
	if lit && down {
		r = r.Offset(0, 1)
	}
	tint := l.Tint
	if tint.A == 0 {
		tint = Sea
	}
	// a tinted tile with the paper inside under the title band, as a card's frame; a dimmed
	// one in opaque muted tones (no layered translucency), its content at DimAlpha
	fill, frame := Paper, tint
	switch {
	case l.Dimmed:
		fill, frame = PaperShade, mix(tint, PaperShade, 0.65)
	case lit && hover:
		fill = mix(Paper, white, 0.5)
	}
	if !l.Dimmed {
		ui.SoftShadow(dst, r, 10, 3, 0.45)
	}
	ui.fillRound(dst, r, 10, frame)
	band := Rect{X: r.X, Y: r.Y, W: r.W, H: LocationBandH}
	ui.fillRound(dst, Rect{X: r.X + 4, Y: band.Bottom(), W: r.W - 8, H: r.H - LocationBandH - 4}, 7, fill)
	switch {
	case lit:
		ui.glow(dst, r, 10, hover)
	case b.drag && hover && l.Dimmed:
		ui.ringRound(dst, r.Inset(-2), 12, 3, Accent) // a refused drop target
	}
	p := ui.P
	p.SetScale(ScaleOf(dst))
	tf := b.titleFace(ui.Fonts)
	p.TextMid(dst, Ellipsize(l.Title, tf, r.W-20), tf, r.X+r.W/2, band.Y+band.H/2+1, fade(InkOn(frame), a), AlignCenter)

	// the body: the icon at the left, the cost and bonus lines beside it
	body := Rect{X: r.X + 12, Y: band.Bottom() + 8, W: r.W - 24, H: r.H - LocationBandH - 16 - locSpotsBandH}
	x := body.X
	if l.Icon != "" {
		s := min(locIconSize, body.H)
		ui.fillRound(dst, Rect{X: x, Y: body.Y, W: s + 8, H: s + 8}, 10, fade(mix(tint, Paper, 0.8), a))
		ui.icon(dst, l.Icon, x+s/2+4, body.Y+s/2+4, s, a)
		x += s + 18
	}
	y := body.Y + 2
	small, bold := ui.Fonts.Small, ui.Fonts.SmallBold
	lh := locLineH
	if l.Cost != "" || len(l.CostIcons) > 0 {
		p.TextMid(dst, "Cost", bold, x, y+lh/2, fade(InkSoft, a), AlignLeft)
		cx := x + TextWidth("Cost", bold) + 8
		icons, words := l.CostIcons, l.Cost
		if l.CostShort != nil && !costFits(l.CostIcons, l.Cost, ui.Fonts, body.Right()-cx) {
			icons, words = l.CostShort, ""
		}
		for _, ic := range icons {
			if isSprite(ic) {
				ui.icon(dst, ic, cx+11, y+lh/2, 22, a)
				cx += 26
				continue
			}
			p.TextMid(dst, ic, ui.Fonts.BodyBold, cx, y+lh/2, fade(Ink, a), AlignLeft)
			cx += TextWidth(ic, ui.Fonts.BodyBold) + 4
		}
		p.TextMid(dst, Ellipsize(words, ui.Fonts.BodyBold, max(0, body.Right()-cx)), ui.Fonts.BodyBold, cx, y+lh/2, fade(Ink, a), AlignLeft)
		y += lh + 2
	}
	for _, bn := range l.Bonuses {
		if y+lh > body.Bottom()+4 {
			break
		}
		pr := ui.pillAt(dst, bn.Place, bold, x, y+lh/2, fade(Sand, a), fade(Ink, a))
		p.SetScale(ScaleOf(dst))
		p.TextMid(dst, Ellipsize(bn.Text, small, max(0, body.Right()-pr.Right()-6)), small, pr.Right()+6, y+lh/2, fade(Ink, a), AlignLeft)
		y += lh
	}

	// the pawn spots along the bottom; pawns stay clear on a dimmed location (who took it)
	n := spots(l)
	for k := 0; k < n; k++ {
		c := b.spotAt(i, k, r)
		slot := Rect{X: c.X - locSpotR, Y: c.Y - locSpotR, W: 2 * locSpotR, H: 2 * locSpotR}
		ring := WithAlpha(InkSoft, 0.45)
		if lit {
			ring = Sea
		}
		ui.fillRound(dst, slot, locSpotR, fade(mix(PaperShade, Ink, 0.05), a))
		ui.ringRound(dst, slot, locSpotR, 2, fade(ring, a))
		if k < len(l.Pawns) {
			ui.DrawPawn(dst, l.Pawns[k], c, 2*locSpotR+10, 1)
		}
	}
}

// costW is how wide a cost line's icons and words are drawn, logical px.
func costW(icons []string, words string, f *Fonts) float64 {
	w := TextWidth(words, f.BodyBold)
	for _, ic := range icons {
		if isSprite(ic) {
			w += 26
			continue
		}
		w += TextWidth(ic, f.BodyBold) + 4
	}
	return w
}

// costFits reports whether a cost line's icons and words fit room logical px.
func costFits(icons []string, words string, f *Fonts, room float64) bool {
	return costW(icons, words, f) <= room
}

// titleFace is the face every title is drawn in: BodyBold when all fit their bands, else the
// largest smaller size in which all do (to FitMinSize).
func (b *LocationBoard) titleFace(f *Fonts) *Face {
	b.layout()
	face := f.BodyBold
	for i, l := range b.Locations {
		if g := FitLine(l.Title, f.BodyBold, b.rects[i].W-20); g.Size < face.Size {
			face = g
		}
	}
	return face
}

// Cuts lists the words the board cuts short as laid out now, in f: a title wider than its band
// in the size drawn, a cost line (in the form drawn) or a bonus line wider than its room, each
// as the location's title and the words. Empty is a board that reads whole.
func (b *LocationBoard) Cuts(f *Fonts) []string {
	tf := b.titleFace(f)
	out := []string{}
	for i := range b.Locations {
		l := &b.Locations[i]
		r := b.rects[i]
		if TextWidth(l.Title, tf) > r.W-20 {
			out = append(out, "title "+l.Title)
		}
		x := r.X + 12
		if l.Icon != "" {
			x += min(locIconSize, r.H-LocationBandH-16-locSpotsBandH) + 18
		}
		room := r.Right() - 12 - (x + TextWidth("Cost", f.SmallBold) + 8)
		if l.Cost != "" || len(l.CostIcons) > 0 {
			icons, words := l.CostIcons, l.Cost
			if l.CostShort != nil && !costFits(icons, words, f, room) {
				icons, words = l.CostShort, ""
			}
			if !costFits(icons, words, f, room) {
				out = append(out, l.Title+" cost "+l.Cost)
			}
		}
		for _, bn := range l.Bonuses {
			pill := max(TextWidth(bn.Place, f.SmallBold)+10, f.SmallBold.Size+6)
			if TextWidth(bn.Text, f.Small) > r.Right()-12-x-pill-6 {
				out = append(out, l.Title+" bonus "+bn.Text)
			}
		}
	}
	return out
}

// spotAt is SpotCentre for a location drawn at r (a pressed location sits 1 px lower).
func (b *LocationBoard) spotAt(i, k int, r Rect) Point {
	n := spots(&b.Locations[i])
	step := 2*locSpotR + 12
	x0 := r.X + r.W/2 - float64(n-1)*step/2
	return Point{X: x0 + float64(k)*step, Y: r.Bottom() - 10 - locSpotR}
}

// pillAt draws a pill of text s with its left edge at x, centred on cy, and returns it.
func (ui *UI) pillAt(dst *ebiten.Image, s string, face *Face, x, cy float64, fill, ink color.RGBA) Rect {
	w := max(TextWidth(s, face)+10, face.Size+6)
	return ui.pill(dst, s, face, x+w/2, cy, fill, ink)
}
