package render

import (
	"image"
	"image/color"
	"math"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"northtable/input"
)

// Die is one die as the dice widgets show it (DiceTray, DiceRoll, CombatPanel), as plain data:
// the face it shows as a sprite name, its colour and its flags. The widgets know no game's faces;
// a scene names them.
type Die struct {
	// Sprite is the face shown, an atlas sprite name: a face glyph drawn on a body of Colour, or,
	// with Colour zero, a whole die (its own body and colour).
	Sprite string
	// Colour is the die's body colour (yellow, blue, red, black), drawn under the glyph with a
	// darker rim; zero when Sprite is a whole die. Dice of another Colour never share a group.
	Colour color.RGBA
	Wild   bool   // counts as other faces: a gold rim and a star badge (top-left), so it reads without colour
	Name   string // the die in plain words, its tooltip ("Yellow die showing Ship"); "" for none
	Legal  bool   // a legal choice now: glows shallow blue
	Dimmed bool   // drawn at DimAlpha; Reason shows on hover and long-press
	Reason string // why it is dimmed, in plain words
	// Incoming marks a die on its way (a DiceRoll still tumbling toward its DieRect): a tray
	// lays it out with its group, but leaves its place empty and takes no pointer on it.
	Incoming bool
}

// sameFace reports whether two dice look alike (one group of a tray).
func (d *Die) sameFace(o *Die) bool {
	return d.Sprite == o.Sprite && d.Colour == o.Colour && d.Wild == o.Wild && d.Legal == o.Legal && d.Dimmed == o.Dimmed
}

// The dice widgets' shared looks.
var (
	// WildGold is the wild mark's colour: Sand toward Accent, a warm gold that reads on paper
	// and on every die colour.
	WildGold = mix(Sand, Accent, 0.3)
)

// dieMark is what a picked die wears besides its lift and accent ring.
type dieMark int

const (
	markNone   dieMark = iota
	markCheck          // picked for a payment or a loss: a check mark
	markReroll         // picked for a re-roll: a circular arrow
)

// Die metrics, as fractions of a die's side.
const (
	dieRadiusK  = 0.2  // the corner radius
	dieGlyphPad = 0.16 // the glyph's margin on a die body
)

// dieGlow is a die's legal-target look: none, glowing, glowing under the pointer.
type dieGlow int8

const (
	glowNone dieGlow = iota
	glowOn
	glowHover
)

// diePad is the room a cached die keeps around its square for its shadow, glow, rings and
// badges, logical px.
const diePad = 14.0

// dieKey is everything a cached die shows, at its size in device px.
type dieKey struct {
	sprite string
	colour color.RGBA
	wild   bool
	mark   dieMark
	glow   dieGlow
	side   int
}

type dieSlot struct {
	at  image.Rectangle
	sub *ebiten.Image
}

// dieCache keeps every die look drawn (a die's shadow, body, glyph, marks) in one offscreen
// image the size of the canvas, like the button faces' cache: a die is drawn once per look and
// then reaches the screen in one draw from one source image, so a tray of dice is one draw
// call instead of a shadow, a rim, a body, a shine and a glyph each.
type dieCache struct {
	shelf
	slots map[dieKey]dieSlot
	op    ebiten.DrawImageOptions
}

// drawDie draws die d into the square r at opacity a with its marks: see paintDie.
func (ui *UI) drawDie(dst *ebiten.Image, d *Die, r Rect, a float32, mark dieMark, glow dieGlow) {
	ui.drawDieScaled(dst, d, r, a, mark, glow, 1)
}

// drawDieScaled draws die d as paintDie would into the square r grown by k about its centre
// (a die settling after a roll), from the dice cache.
func (ui *UI) drawDieScaled(dst *ebiten.Image, d *Die, r Rect, a float32, mark dieMark, glow dieGlow, k float64) {
	s := ScaleOf(dst)
	side := int(math.Round(r.W * s))
	if side <= 0 || a <= 0 {
		return
	}
	c := &ui.dice
	if c.fit(dst.Bounds().Size()) {
		c.slots = map[dieKey]dieSlot{}
	}
	pad := int(math.Ceil(diePad * s))
	key := dieKey{sprite: d.Sprite, colour: d.Colour, wild: d.Wild, mark: mark, glow: glow, side: side}
	sl, ok := c.slots[key]
	if !ok {
		w := side + 2*pad
		at, fits := c.alloc(w, w)
		if !fits {
			c.empty()
			c.slots = map[dieKey]dieSlot{}
			if at, fits = c.alloc(w, w); !fits {
				ui.paintDie(dst, d, r, a, mark, glow)
				return
			}
		}
		in := Rect{X: float64(at.Min.X+pad) / s, Y: float64(at.Min.Y+pad) / s, W: float64(side) / s, H: float64(side) / s}
		ui.paintDie(c.img, d, in, 1, mark, glow)
		sl = dieSlot{at: at, sub: c.img.SubImage(at).(*ebiten.Image)}
		c.slots[key] = sl
	}
	// the cached die's square is side device px at pad; it lands on r (grown by k)
	sc := r.W * s / float64(side) * k
	cx, cy := (r.X+r.W/2)*s, (r.Y+r.H/2)*s
	half := (float64(side)/2 + float64(pad)) * sc
	tx, ty := cx-half, cy-half
	if sc == 1 {
		tx, ty = math.Round(tx), math.Round(ty)
	}
	c.op.GeoM.Reset()
	c.op.GeoM.Scale(sc, sc)
	c.op.GeoM.Translate(tx, ty)
	c.op.ColorScale.Reset()
	c.op.ColorScale.ScaleAlpha(a)
	c.op.Filter = ebiten.FilterLinear
	dst.DrawImage(sl.sub, &c.op)
}

// paintDie draws die d into the square r at opacity a: its legal-target glow, its shadow, body
// and rim (when it has a Colour), the face sprite, the wild mark (a gold rim and a star badge
// at the top-left corner), and when picked (mark != markNone) an accent ring and the mark's
// badge at the bottom-right corner. The caller lifts a picked die.
func (ui *UI) paintDie(dst *ebiten.Image, d *Die, r Rect, a float32, mark dieMark, glow dieGlow) {
	rad := r.W * dieRadiusK
	if glow != glowNone {
		ui.glow(dst, r.Inset(-4), rad+4, glow == glowHover)
	}
	if a >= 1 {
		ui.SoftShadow(dst, r, rad, 2, 0.45)
	}
	if d.Colour.A > 0 {
		ui.fillRound(dst, r, rad, fade(mix(d.Colour, Ink, 0.4), a))
		ui.fillRound(dst, r.Inset(1.5), rad-1, fade(d.Colour, a))
		shine := Rect{X: r.X + 3, Y: r.Y + 2.5, W: r.W - 6, H: r.H * 0.3}
		ui.fillRound(dst, shine, rad-2, WithAlpha(white, 0.06*float64(a)))
		ui.spriteIn(dst, d.Sprite, r.Inset(r.W*dieGlyphPad), a)
	} else if ui.Sprite(d.Sprite) != nil {
		ui.spriteIn(dst, d.Sprite, r, a)
	} else {
		ui.fillRound(dst, r, rad, fade(PaperShade, a))
		ui.ringRound(dst, r, rad, 1.5, fade(WithAlpha(Ink, 0.4), a))
	}
	if d.Wild {
		ui.ringRound(dst, r.Inset(-3), rad+3, 3, fade(WildGold, a))
	}
	if mark != markNone {
		ui.ringRound(dst, r.Inset(-4), rad+4, 3, fade(Accent, a))
	}
	ui.P.SetScale(ScaleOf(dst))
	if d.Wild {
		c := Point{X: r.X + 1, Y: r.Y + 1}
		br := max(8, r.W*0.19)
		ui.P.Disc(c, br+1.5, Paper, a)
		ui.P.Disc(c, br, Ink, a)
		starAt(ui.P, c, br*0.8, WildGold, a)
	}
	if mark != markNone {
		c := Point{X: r.Right() - 1, Y: r.Bottom() - 1}
		br := max(9, r.W*0.2)
		ui.P.Disc(c, br+1.5, Paper, a)
		ui.P.Disc(c, br, Accent, a)
		if mark == markCheck {
			checkAt(ui.P, c, br*0.62, Paper, a)
		} else {
			rerollAt(ui.P, c, br*0.55, Paper, a)
		}
	}
	ui.P.Flush(dst)
}

// starAt queues a five-pointed star of outer radius r centred at c (the wild mark).
func starAt(p *Painter, c Point, r float64, clr color.RGBA, a float32) {
	var pts [10]Point
	for i := range pts {
		rr := r
		if i%2 == 1 {
			rr = r * 0.45
		}
		ang := -math.Pi/2 + float64(i)*math.Pi/5
		pts[i] = Point{X: c.X + rr*math.Cos(ang), Y: c.Y + rr*math.Sin(ang)}
	}
	for i := range pts {
		q := pts[(i+1)%len(pts)]
		p.Quad(c, pts[i], q, q, clr, a)
	}
}

// checkAt queues a check mark of half-width r centred at c.
func checkAt(p *Painter, c Point, r float64, clr color.RGBA, a float32) {
	w := max(2, r*0.38)
	p.Line(Point{X: c.X - r, Y: c.Y}, Point{X: c.X - r*0.3, Y: c.Y + r*0.7}, w, clr, a)
	p.Line(Point{X: c.X - r*0.42, Y: c.Y + r*0.72}, Point{X: c.X + r, Y: c.Y - r*0.65}, w, clr, a)
}

// rerollAt queues a circular arrow of radius r centred at c (picked for a re-roll).
func rerollAt(p *Painter, c Point, r float64, clr color.RGBA, a float32) {
	w := max(2, r*0.36)
	start, end := -math.Pi*0.1, math.Pi*1.35
	on := func(t float64) Point { return Point{X: c.X + r*math.Cos(t), Y: c.Y + r*math.Sin(t)} }
	prev := on(start)
	const n = 10
	for i := 1; i <= n; i++ {
		q := on(start + (end-start)*float64(i)/n)
		p.Line(prev, q, w, clr, a)
		prev = q
	}
	tip := on(end)
	tx, ty := -math.Sin(end), math.Cos(end) // along the turn
	nx, ny := math.Cos(end), math.Sin(end)
	h := r * 0.75
	p.Quad(Point{X: tip.X + h*tx, Y: tip.Y + h*ty}, Point{X: tip.X + h*nx, Y: tip.Y + h*ny},
		Point{X: tip.X - h*nx, Y: tip.Y - h*ny}, Point{X: tip.X - h*nx, Y: tip.Y - h*ny}, clr, a)
}

// countLabels are the "×n" badges of small counts, made once.
var countLabels = func() [32]string {
	var out [32]string
	for i := range out {
		out[i] = "×" + strconv.Itoa(i)
	}
	return out
}()

// countLabel is "×n"; counts past the table are made on the spot (they do not occur on a board).
func countLabel(n int) string {
	if n >= 0 && n < len(countLabels) {
		return countLabels[n]
	}
	return "×" + strconv.Itoa(n)
}

// Dice tray metrics, logical px.
const (
	TrayHeadH    = 26.0 // the title and capacity line
	TrayDieSize  = 40.0 // a die's side when DiceTray.DieSize is 0
	trayPad      = 10.0 // inside the well
	trayDieGap   = 6.0  // between dice of one group
	trayGroupGap = 22.0 // between groups (their plates 6 px apart)
)

// starReach is how far a wild die's star badge (centred on its top-left corner) reaches left
// of a die of side s, logical px.
func starReach(s float64) float64 { return max(8, s*0.19) + 0.5 }

// trayGap is the gap between the dice of one group of side s: a wild die's star stands in it,
// clear of its left neighbour's body and gold rim.
func trayGap(s float64, wild bool) float64 {
	if wild {
		return max(trayDieGap, starReach(s)+4)
	}
	return trayDieGap
}

// groupW is the width a group of n alike dice of side s takes side by side, their star
// badges inside it when they are wild, before the gap to the next group, logical px.
func (t *DiceTray) groupW(n int, s float64, wild bool) float64 {
	return t.starLead(s, wild) + float64(n)*s + float64(max(0, n-1))*trayGap(s, wild)
}

// starLead is the room a group of wild dice of side s keeps at its left, so the first die's
// star stays inside the group's cell: up to the middle of the gap from the group before.
func (t *DiceTray) starLead(s float64, wild bool) float64 {
	if !wild {
		return 0
	}
	return max(0, starReach(s)-t.groupGap()/2+1)
}

// badgeOverlap is how far a count badge w wide lies over the top-right corner of its die of
// side s: a little of a large die, less of a small one, whose face it would hide.
func badgeOverlap(w, s float64) float64 { return min(w/2-4, s*0.25) }

// badgeRoom is the room a collapsed group of n dice keeps at the right of its die for its
// count badge, "×n" (or "n of n" while dice may be picked), so the badge stays inside the
// group's cell: up to the middle of the gap to the next group.
func (t *DiceTray) badgeRoom(n int, side float64) float64 {
	s := countLabel(n)
	if t.Selectable {
		s = pickedLabel(n, n)
	}
	// the badge's text estimated at the small bold face's widest glyphs (digits and "×" about
	// 8.5 px, a space 4 px): the layout does not change with the face a frame draws in
	tw := 0.0
	for _, r := range s {
		if r == ' ' {
			tw += 4
		} else {
			tw += 8.5
		}
	}
	w := max(tw+10, SizeSmall+6)
	reach := w - badgeOverlap(w, side)
	return max(10, reach-t.groupGap()/2+1)
}

// DiceTray is a player's dice: a recessed well of dice grouped by look (the same face, colour,
// wild mark and state together, groups in the order their first die comes in Dice, so a scene
// that sorts its dice by face then colour sees them so), under a title and a capacity label
// ("7/10"; past Limit in the accent colour with the word "over"). A group shows its dice side by
// side while every die fits, else one die with a "×n" count. Dice may glow as legal choices,
// dim with a reason, and, while Selectable, a tap toggles a die's selection (a payment, a loss, a
// re-roll pick), which the scene reads through its PickSet: a picked die lifts, wears an accent ring
// and a check. Keep one value per tray; it reuses its buffers, so it allocates nothing per frame.
type DiceTray struct {
	Rect    Rect    // logical px: the title line on top, the well under it
	Title   string  // "Dice"; "" for none
	Dice    []Die   // the dice, in the order the scene ranks them (by face, then colour)
	Limit   int     // the capacity shown as "n/Limit"; 0 shows no capacity label
	DieSize float64 // a die's side, logical px; 0 uses TrayDieSize

	// Selectable makes a tap on an enabled die toggle its selection; MaxSelect, when above 0,
	// is the most dice picked at once (a tap on another then picks nothing, the tap is still
	// reported). A tap on a collapsed group picks one more of its dice, and when all are
	// picked, none.
	Selectable bool
	MaxSelect  int

	// PickSet holds the picked dice, which the scene reads and sets (IsPicked, Picked …).
	PickSet

	hits   hits
	groups []trayGroup
	order  []int      // die indices grouped: group g holds order[g.start : g.start+g.n]
	parts  []trayPart // the hit areas: one per die shown side by side, one per collapsed group
	capN   int
	capL   int
	capS   string
	shrunk float64 // the die size when the dice do not fit at their own, 0 otherwise
	tight  float64 // the gap between groups when even smaller dice do not fit, 0 otherwise
}

type trayGroup struct {
	start, n  int
	collapsed bool
}

type trayPart struct {
	r     Rect
	group int
	die   int // the die drawn (side by side), or the group's first die (collapsed)
}

// size is a die's side.
func (t *DiceTray) size() float64 {
	if t.shrunk > 0 {
		return t.shrunk
	}
	return t.natural()
}

// groupGap is the gap between two groups now.
func (t *DiceTray) groupGap() float64 {
	if t.tight > 0 {
		return t.tight
	}
	return trayGroupGap
}

// natural is the die size asked for.
func (t *DiceTray) natural() float64 {
	if t.DieSize > 0 {
		return t.DieSize
	}
	return TrayDieSize
}

// Well is the recessed area the dice lie in, logical px (a DiceRoll over the tray tumbles here).
func (t *DiceTray) Well() Rect {
	return Rect{X: t.Rect.X, Y: t.Rect.Y + TrayHeadH, W: t.Rect.W, H: t.Rect.H - TrayHeadH}
}

// group sorts the dice into groups of alike dice, in order of their first die.
func (t *DiceTray) group() {
	t.groups, t.order = t.groups[:0], t.order[:0]
	for i := range t.Dice {
		seen := false
		for _, g := range t.groups {
			if t.Dice[t.order[g.start]].sameFace(&t.Dice[i]) {
				seen = true
				break
			}
		}
		if seen {
			continue
		}
		g := trayGroup{start: len(t.order)}
		for j := i; j < len(t.Dice); j++ {
			if t.Dice[i].sameFace(&t.Dice[j]) {
				t.order = append(t.order, j)
				g.n++
			}
		}
		t.groups = append(t.groups, g)
	}
}

// flow lays the groups out in rows across the well, collapsed groups one die wide, and reports
// whether they fit its height.
func (t *DiceTray) flow(place bool) bool {
	fits, _ := t.flowRows(place)
	return fits
}

// Rows is how many rows the dice take lying side by side at DieSize (none collapsed) in a tray
// w wide, logical px: a scene planning its board asks it before it gives the tray its height.
func (t *DiceTray) Rows(w float64) int {
	saved, shrunk, tight := t.Rect, t.shrunk, t.tight
	t.Rect, t.shrunk, t.tight = Rect{W: w, H: 1e6}, 0, 0
	t.group()
	_, rows := t.flowRows(false)
	t.Rect, t.shrunk, t.tight = saved, shrunk, tight
	return rows
}

// RowsAt is Rows for dice of side die, logical px, whatever DieSize is now.
func (t *DiceTray) RowsAt(w, die float64) int {
	saved := t.DieSize
	t.DieSize = die
	defer func() { t.DieSize = saved }()
	return t.Rows(w)
}

// TrayHeight is how tall a DiceTray must be to hold rows rows of dice of side die lying side
// by side (with room for a picked die's lift and badge), its title line included, logical px.
func TrayHeight(rows int, die float64) float64 {
	return TrayHeadH + 2*trayPad + 12 + float64(rows)*(die+18) - 18
}

// flowRows is flow, also reporting the rows used.
func (t *DiceTray) flowRows(place bool) (bool, int) {
	rows := 1
	well := t.Well().Inset(trayPad)
	s := t.size()
	rowH := s + 18 // room for a picked die's lift and badge, and the plates
	x, y := well.X+4, well.Y+8
	for gi := range t.groups {
		g := &t.groups[gi]
		n := g.n
		if g.collapsed {
			n = 1
		}
		wild := t.Dice[t.order[g.start]].Wild
		w := t.groupW(n, s, wild)
		lead := t.starLead(s, wild)
		if g.collapsed {
			w += t.badgeRoom(g.n, s) // the count badge stands out at the right
		}
		if x > well.X+4 && x+w > well.Right()-4 {
			x, y = well.X+4, y+rowH
			rows++
		}
		if place {
			for k := 0; k < n; k++ {
				die := t.order[g.start+k]
				t.parts = append(t.parts, trayPart{r: Rect{X: x + lead + float64(k)*(s+trayGap(s, wild)), Y: y, W: s, H: s}, group: gi, die: die})
			}
		}
		x += w + t.groupGap()
	}
	return y+s+4 <= well.Bottom()+1e-9, rows
}

// layout groups and places the dice and registers their hit areas.
func (t *DiceTray) layout() {
	t.fit(len(t.Dice))
	t.group()
	t.shrunk, t.tight = 0, 0
	if !t.flow(false) {
		// too many to lie side by side: collapse the groups of several dice, largest first,
		// until the rest fits (a group only where its count badge takes less room than its dice)
		s := t.natural()
		for {
			best := -1
			for gi, g := range t.groups {
				wild := t.Dice[t.order[g.start]].Wild
				narrows := t.groupW(1, s, wild)+t.badgeRoom(g.n, s) < t.groupW(g.n, s, wild)
				if !g.collapsed && g.n > 1 && narrows && (best < 0 || g.n > t.groups[best].n) {
					best = gi
				}
			}
			if best < 0 {
				break
			}
			t.groups[best].collapsed = true
			if t.flow(false) {
				break
			}
		}
		// still too many kinds for the well: smaller dice, down to two thirds of their size
		for s := t.natural() - 2; !t.flow(false) && s >= t.natural()*2/3; s -= 2 {
			t.shrunk = s
		}
		// still too wide (many kinds of small dice): the groups closer, their plates too
		for g := trayGroupGap - 4; !t.flow(false) && g >= 10; g -= 4 {
			t.tight = g
		}
	}
	t.parts = t.parts[:0]
	t.flow(true)
	t.hits.reset()
	for i, pt := range t.parts {
		d := &t.Dice[pt.die]
		if d.Incoming && t.shownIn(pt) == 0 {
			t.hits.add(i, pt.r, false, "", "")
			continue
		}
		t.hits.add(i, pt.r, !d.Dimmed, d.Reason, d.Name)
	}
}

// shownIn is the number of dice a part shows: 1 or 0 (Incoming) for a die side by side, the
// dice not Incoming for a collapsed group.
func (t *DiceTray) shownIn(pt trayPart) int {
	g := t.groups[pt.group]
	if !g.collapsed {
		if t.Dice[pt.die].Incoming {
			return 0
		}
		return 1
	}
	n := 0
	for _, i := range t.order[g.start : g.start+g.n] {
		if !t.Dice[i].Incoming {
			n++
		}
	}
	return n
}

// DieRect is where die i is drawn and takes the pointer, logical px; a die of a collapsed group
// answers the group's die. ok is false for an index out of range.
func (t *DiceTray) DieRect(i int) (Rect, bool) {
	t.layout()
	for _, pt := range t.parts {
		if pt.die == i {
			return pt.r, true
		}
		if g := t.groups[pt.group]; g.collapsed {
			for _, d := range t.order[g.start : g.start+g.n] {
				if d == i {
					return pt.r, true
				}
			}
		}
	}
	return Rect{}, false
}

// Collapsed reports whether die i is shown as part of a counted group ("×n").
func (t *DiceTray) Collapsed(i int) bool {
	t.layout()
	for _, g := range t.groups {
		for _, d := range t.order[g.start : g.start+g.n] {
			if d == i {
				return g.collapsed
			}
		}
	}
	return false
}

// At is the die under p (a tap, a drop point), if any: a collapsed group answers its first die.
func (t *DiceTray) At(p Point) (int, bool) {
	t.layout()
	k, ok := t.hits.at(p.X, p.Y)
	if !ok {
		return -1, false
	}
	return t.parts[k].die, true
}

// Update tracks the pointer for one tick and reports the die tapped, dimmed or not (a scene may
// say why a dimmed one refuses); while Selectable, a tap on an enabled die toggles its selection
// first (see Selectable). A reported tap consumes the pointer.
func (t *DiceTray) Update(p *input.Pointer) (int, bool) {
	t.layout()
	k, ok := t.hits.update(p)
	if !ok {
		return -1, false
	}
	pt := t.parts[k]
	die := pt.die
	if t.shownIn(pt) == 0 {
		return -1, false // a die still on its way takes no tap
	}
	if !t.Selectable || t.Dice[die].Dimmed {
		return die, true
	}
	g := t.groups[pt.group]
	if !g.collapsed {
		t.toggle(die, t.MaxSelect)
		return die, true
	}
	// a collapsed group: pick its next unpicked die, or, all picked, none
	for _, d := range t.order[g.start : g.start+g.n] {
		if !t.IsPicked(d) {
			t.toggle(d, t.MaxSelect)
			return d, true
		}
	}
	for _, d := range t.order[g.start : g.start+g.n] {
		t.SetPicked(d, false)
	}
	return die, true
}

// Hovered is the die under the pointer (a finger only while it touches), if any.
func (t *DiceTray) Hovered() (int, bool) {
	h := t.hits.hot()
	if h < 0 || h >= len(t.parts) {
		return -1, false
	}
	return t.parts[h].die, true
}

// capText is the capacity label ("7/10", "12/10 over"), made once per count.
func (t *DiceTray) capText() string {
	n := len(t.Dice)
	if t.capS == "" || t.capN != n || t.capL != t.Limit {
		t.capN, t.capL = n, t.Limit
		t.capS = strconv.Itoa(n) + "/" + strconv.Itoa(t.Limit)
		if n > t.Limit {
			t.capS += " over"
		}
	}
	return t.capS
}

// Draw draws the title and capacity line, the well, every group and die with its marks, and asks
// ui for the due tooltip.
func (t *DiceTray) Draw(dst *ebiten.Image, ui *UI) {
	t.layout()
	p := ui.P
	p.SetScale(ScaleOf(dst))
	head := Rect{X: t.Rect.X, Y: t.Rect.Y, W: t.Rect.W, H: TrayHeadH}
	if t.Title != "" {
		p.TextMid(dst, t.Title, ui.Fonts.BodyBold, head.X+4, head.Y+head.H/2-2, Ink, AlignLeft)
	}
	if t.Limit > 0 {
		s := t.capText()
		f := ui.Fonts.SmallBold
		w := max(TextWidth(s, f)+14, f.Size+6)
		fill, ink := PaperShade, Ink
		if len(t.Dice) > t.Limit {
			fill, ink = Accent, Paper
		}
		ui.pill(dst, s, f, head.Right()-4-w/2, head.Y+head.H/2-2, fill, ink)
	}
	well := t.Well()
	ui.fillRound(dst, well, 10, mix(PaperShade, Ink, 0.1))
	ui.ringRound(dst, well, 10, 1.5, WithAlpha(Ink, 0.22))
	ui.fillRound(dst, Rect{X: well.X + 2, Y: well.Y + 2, W: well.W - 4, H: 5}, 4, WithAlpha(Ink, 0.07)) // the rim's inner shadow
	if len(t.Dice) == 0 {
		cx, cy := well.Centre()
		p.SetScale(ScaleOf(dst))
		p.TextMid(dst, "no dice", ui.Fonts.SmallBold, cx, cy, InkSoft, AlignCenter)
	}

	// a faint plate under each group of several dice shown side by side, so groups read as such
	for gi, g := range t.groups {
		if g.n < 2 || g.collapsed {
			continue
		}
		var r Rect
		first := true
		for _, pt := range t.parts {
			if pt.group == gi {
				if first {
					r, first = pt.r, false
				} else {
					r = r.Union(pt.r)
				}
			}
		}
		plate := r.Inset(-min(8, t.groupGap()/2-1)) // clear of the dice's rings and glow, and of the next plate
		ui.fillRound(dst, plate, t.size()*dieRadiusK+8, WithAlpha(Paper, 0.85))
		ui.ringRound(dst, plate, t.size()*dieRadiusK+8, 1, WithAlpha(Ink, 0.16))
	}
	// picked dice last, so their lift and badge lie over their neighbours
	hot, down := t.hits.hot(), t.hits.pressed()
	for pass := 0; pass < 2; pass++ {
		for k, pt := range t.parts {
			if t.partPicked(pt) == (pass == 1) {
				t.drawPart(dst, ui, k, pt, k == hot, k == down)
			}
		}
	}
	t.hits.tooltip(ui)
}

// partPicked reports whether a shown die (or any die of a collapsed group) is picked.
func (t *DiceTray) partPicked(pt trayPart) bool {
	g := t.groups[pt.group]
	if !g.collapsed {
		return t.IsPicked(pt.die)
	}
	for _, i := range t.order[g.start : g.start+g.n] {
		if t.IsPicked(i) {
			return true
		}
	}
	return false
}

// drawPart draws one shown die (or collapsed group) with its glow, selection and count.
func (t *DiceTray) drawPart(dst *ebiten.Image, ui *UI, k int, pt trayPart, hover, down bool) {
	d := &t.Dice[pt.die]
	g := t.groups[pt.group]
	shown := t.shownIn(pt)
	if shown == 0 {
		return // on its way: the roll draws it
	}
	r := pt.r
	a := alphaOf(d.Dimmed)
	picked, nPicked := t.IsPicked(pt.die), 0
	if g.collapsed {
		for _, i := range t.order[g.start : g.start+g.n] {
			if t.IsPicked(i) {
				nPicked++
			}
		}
		picked = nPicked > 0
	}
	lit := (d.Legal || t.Selectable) && !d.Dimmed
	if picked {
		r = r.Offset(0, -4)
	} else if lit && hover {
		r = r.Offset(0, -2)
	}
	if lit && down {
		r = r.Offset(0, 1)
	}
	glow := glowNone
	if d.Legal && !d.Dimmed && !picked {
		glow = glowOn
		if hover {
			glow = glowHover
		}
	}
	if g.collapsed && shown > 1 {
		// the dice under the top one, a little offset, so the group reads as a stack
		for e := min(2, shown-1); e >= 1; e-- {
			er := r.Offset(3*float64(e), -3*float64(e))
			edge := InkSoft
			if d.Colour.A > 0 {
				edge = mix(d.Colour, Ink, 0.45)
			}
			ui.fillRound(dst, er, r.W*dieRadiusK, fade(edge, a))
			ui.ringRound(dst, er, r.W*dieRadiusK, 1, fade(WithAlpha(Paper, 0.5), a))
		}
	}
	mark := markNone
	if picked {
		mark = markCheck
	}
	ui.drawDie(dst, d, r, a, mark, glow)
	if g.collapsed && shown > 1 {
		f := ui.Fonts.SmallBold
		s := countLabel(shown)
		if nPicked > 0 {
			s = pickedLabel(nPicked, shown)
		}
		w := max(TextWidth(s, f)+10, f.Size+6)
		ui.pill(dst, s, f, r.Right()+w/2-badgeOverlap(w, r.W), r.Y+4, fade(Ink, a), fade(Paper, a))
	}
}

// pickedLabels are the "n of m" badges of collapsed groups with picked dice, made once.
var pickedLabels = func() (out [11][11]string) {
	for n := range out {
		for m := range out[n] {
			out[n][m] = strconv.Itoa(n) + " of " + strconv.Itoa(m)
		}
	}
	return out
}()

// pickedLabel is "n of m", picked of a collapsed group.
func pickedLabel(n, m int) string {
	if n >= 0 && m >= 0 && n < len(pickedLabels) && m < len(pickedLabels) {
		return pickedLabels[n][m]
	}
	return strconv.Itoa(n) + " of " + strconv.Itoa(m)
}

// DiceTrayView is a read-only look at a DiceTray as filled and laid out (a board's probe hands
// it to tests): what the tray shows and where, with no way to change it.
type DiceTrayView struct{ t *DiceTray }

// View is the tray's read-only view.
func (t *DiceTray) View() DiceTrayView { return DiceTrayView{t} }

// Dice are the tray's dice in its order, a copy.
func (v DiceTrayView) Dice() []Die { return append([]Die(nil), v.t.Dice...) }

// DieRect is where die i is drawn and takes the pointer (a die of a collapsed group at its
// group's place); ok is false past the end.
func (v DiceTrayView) DieRect(i int) (Rect, bool) { return v.t.DieRect(i) }

// Picked reports whether die i is picked.
func (v DiceTrayView) Picked(i int) bool { return v.t.IsPicked(i) }

// Selectable reports whether a tap on a die toggles its selection (DiceTray.Selectable).
func (v DiceTrayView) Selectable() bool { return v.t.Selectable }

// Incoming is how many dice are still on their way into the tray (Die.Incoming).
func (v DiceTrayView) Incoming() int {
	n := 0
	for _, d := range v.t.Dice {
		if d.Incoming {
			n++
		}
	}
	return n
}

// Well is the recessed area the dice lie in.
func (v DiceTrayView) Well() Rect { return v.t.Well() }
