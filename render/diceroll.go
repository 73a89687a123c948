package render

import (
	"image/color"
	"math"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"northtable/input"
)

// DiceRoll timing at normal speed, ticks (VISUAL.md §Motion: a dice roll 600 ms).
const (
	RollTumbleTicks = 30 // the first die tumbles this long before it lands
	RollStagger     = 4  // each further die lands this much later
	RollMaxStagger  = 16 // at most this much later than the first
	RollHoldTicks   = 36 // the landed results stay on show this long before the roll ends
)

// RollDie is one die of a DiceRoll: the face it lands on (the engine's result) and the faces it
// shows while it tumbles.
type RollDie struct {
	Die            // the result as it lands: Sprite is the rolled face
	Faces []string // the die's faces (sprite names) flashed while tumbling; empty: Sprite alone
	// At is where the die comes to rest (its centre), logical px, such as a tray's DieRect or a
	// combat panel's DieRect; zero lays the dice out in a row across the roll's Rect.
	At Point
	// Kept marks a die that is not rolled (kept from an earlier roll while the others are
	// rolled again): it lies at rest on its result from the start and takes no turn in the
	// landing order.
	Kept bool
}

// DiceRoll is a roll of N dice shown on the table: each die is thrown in, tumbles (turning,
// hopping, flashing faces from a fixed sequence of Seed, never the game's random source) and
// lands on its given result, one shortly after another; then the results stay readable for
// RollHoldTicks (with Caption under them) and the roll ends. It is drawn over a tray or a panel
// (Rect; Plate darkens it so the dice read over anything).
//
// Time is wall-clock time. A scene plays it by itself with Start and Tick (its render.Clock at
// Speed, the shell's animation-speed factor, scene.Context.AnimSpeed: 1 normal, 0.5 twice as
// fast, 0 or less no animation), where a press finishes it at once; or pushes it onto a Queue,
// which steps Update by the queue's own clock and speed and finishes it on Skip (it is an
// Animation and a Finisher). Either way the scene then shows the results in its own widget.
type DiceRoll struct {
	UI      *UI
	Rect    Rect      // logical px: the area the dice are thrown into (a tray's Well, a panel)
	Dice    []RollDie // the results, in order
	Size    float64   // a die's side, logical px; 0 uses 48
	Seed    uint64    // chooses the tumbling faces and throws; the same seed plays the same roll
	Speed   float64   // the duration factor for Tick (see the type's doc); Update ignores it
	Caption string    // words shown under the landed dice ("3 successes"); "" for none
	Plate   bool      // darken Rect under the dice while the roll shows
	// CaptionTop puts Caption in a small pill on Rect's top edge (a tray's title line, clear
	// of the dice landed in the tray) instead of under the dice.
	CaptionTop bool
	// CaptionRoom is the widest the top pill may be, logical px (0: no limit); words wider
	// are said as the count of dice instead ("3 dice rolled").
	CaptionRoom float64

	t     float64 // ticks played, at normal speed
	clock Clock
	op    ebiten.DrawImageOptions
}

// size is a die's side.
func (r *DiceRoll) size() float64 {
	if r.Size > 0 {
		return r.Size
	}
	return 48
}

// landsAt is when die i lands, ticks at normal speed from the roll's start: the k-th rolled
// die (not Kept) lands k staggers after the first; a kept die is at rest from the start.
func (r *DiceRoll) landsAt(i int) float64 {
	if r.Dice[i].Kept {
		return 0
	}
	k := 0
	for j := 0; j < i; j++ {
		if !r.Dice[j].Kept {
			k++
		}
	}
	return float64(RollTumbleTicks + min(k*RollStagger, RollMaxStagger))
}

// lastLanding is when the last rolled die lands, ticks at normal speed (0 when none is rolled).
func (r *DiceRoll) lastLanding() float64 {
	last := 0.0
	for i := range r.Dice {
		last = max(last, r.landsAt(i))
	}
	return last
}

// Total is the roll's length at normal speed, ticks: the last die's landing and the hold.
func (r *DiceRoll) Total() int {
	if len(r.Dice) == 0 {
		return 0
	}
	return int(r.lastLanding()) + RollHoldTicks
}

// Start begins the roll at now (the tick's time, scene.Context.Now), for Tick.
func (r *DiceRoll) Start(now time.Time) {
	r.t = 0
	r.clock = Clock{}
	r.clock.Start(now)
	if r.Speed <= 0 {
		r.Finish()
	}
}

// Tick moves the roll on by the wall-clock time since the last tick at Speed and reports
// whether it has ended. A press (p.Pressed) finishes it at once; the press is left to the
// scene, so it may also count as input, as the table shell's skip does. p may be nil.
func (r *DiceRoll) Tick(now time.Time, p *input.Pointer) (done bool) {
	if r.Speed <= 0 || (p != nil && p.Pressed()) {
		r.Finish()
		return true
	}
	el := r.clock.Elapsed(now)
	r.t = min(float64(r.Total()), r.t+float64(el)/float64(TickTime)/r.Speed)
	return r.Done()
}

// Update advances the roll one tick at normal speed and reports whether it has ended
// (Animation: a Queue applies its speed and clock).
func (r *DiceRoll) Update() bool {
	r.t = min(float64(r.Total()), r.t+1)
	return r.Done()
}

// Finish ends the roll at once, every die on its result (Finisher).
func (r *DiceRoll) Finish() { r.t = float64(r.Total()) }

// Done reports whether the roll has ended.
func (r *DiceRoll) Done() bool { return r.t >= float64(r.Total()) }

// Landed reports whether die i is at rest on its result.
func (r *DiceRoll) Landed(i int) bool { return r.t >= r.landsAt(i) }

// AllLanded reports whether every die is at rest (the results are readable).
func (r *DiceRoll) AllLanded() bool { return len(r.Dice) == 0 || r.t >= r.lastLanding() }

// Showing is the face sprite die i shows now: one of its Faces while it tumbles, its result
// (Sprite) from just before it lands.
func (r *DiceRoll) Showing(i int) string {
	d := &r.Dice[i]
	l := r.landsAt(i)
	if l <= 0 {
		return d.Sprite
	}
	u := min(1, r.t/l)
	if u >= 0.88 || len(d.Faces) == 0 {
		return d.Sprite
	}
	// faces flash quickly at first and slower as the die loses speed
	k := int((1 - (1-u)*(1-u)) * l / 3)
	j := int(mixBits(r.Seed, uint64(i), uint64(k)) % uint64(len(d.Faces)))
	if d.Faces[j] == d.Sprite && u > 0.6 {
		j = (j + 1) % len(d.Faces) // the result comes up only as the die settles
	}
	return d.Faces[j]
}

// mixBits is a SplitMix64 step over a, b and c: the roll's fixed sequence of tumbles.
func mixBits(a, b, c uint64) uint64 {
	z := a ^ (b+1)*0x9E3779B97F4A7C15 ^ (c+1)*0xBF58476D1CE4E5B9
	z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9
	z = (z ^ (z >> 27)) * 0x94D049BB133111EB
	return z ^ (z >> 31)
}

// unit is a fixed number in [0, 1) for die i and salt k.
func (r *DiceRoll) unit(i, k int) float64 {
	return float64(mixBits(r.Seed, uint64(i)+101, uint64(k)+57)>>11) / (1 << 53)
}

// Rest is where die i comes to rest (its centre), logical px.
func (r *DiceRoll) Rest(i int) Point {
	d := &r.Dice[i]
	if d.At != (Point{}) {
		return d.At
	}
	s := r.size()
	gap := s * 0.35
	perRow := max(1, int((r.Rect.W-gap)/(s+gap)))
	n := len(r.Dice)
	rows := (n + perRow - 1) / perRow
	row, col := i/perRow, i%perRow
	inRow := min(perRow, n-row*perRow)
	w := float64(inRow)*s + float64(inRow-1)*gap
	h := float64(rows)*s + float64(rows-1)*gap
	cap := 0.0
	if r.Caption != "" && !r.CaptionTop {
		cap = 30
	}
	return Point{
		X: r.Rect.X + (r.Rect.W-w)/2 + float64(col)*(s+gap) + s/2,
		Y: r.Rect.Y + (r.Rect.H-h-cap)/2 + float64(row)*(s+gap) + s/2,
	}
}

// pose is where die i is drawn now: its centre, turn (radians), height above the table
// (logical px) and size factor.
func (r *DiceRoll) pose(i int) (c Point, turn, lift, scale float64) {
	rest := r.Rest(i)
	l := r.landsAt(i)
	s := r.size()
	if r.t >= l {
		if r.Dice[i].Kept {
			return rest, 0, 0, 1
		}
		// a small settle after landing
		v := min(1, (r.t-l)/8)
		return rest, 0, 0, 1 + 0.08*math.Sin(math.Pi*v)
	}
	u := r.t / l
	e := EaseOutCubic(u)
	// thrown in from the lower left of the area, spread by the die's own numbers
	from := Point{X: r.Rect.X + s*0.6 + r.unit(i, 1)*r.Rect.W*0.2, Y: r.Rect.Bottom() - s*0.4 - r.unit(i, 2)*r.Rect.H*0.3}
	if from.X > rest.X-s {
		from.X = rest.X - s*(1.5+r.unit(i, 3))
	}
	c = Point{X: from.X + (rest.X-from.X)*e, Y: from.Y + (rest.Y-from.Y)*e}
	lift = s * 0.9 * math.Abs(math.Sin(2.5*math.Pi*u)) * (1 - u)
	dir := 1.0
	if r.unit(i, 4) < 0.5 {
		dir = -1
	}
	turn = dir * (1 - e) * (2.2 + 1.6*r.unit(i, 5)) * math.Pi
	return c, turn, lift, 1 + lift/s*0.25
}

// Draw draws the roll as it is now: the plate, each die tumbling or at rest, and the caption
// once every die has landed (Animation).
func (r *DiceRoll) Draw(dst *ebiten.Image) {
	ui := r.UI
	if ui == nil || len(r.Dice) == 0 {
		return
	}
	p := ui.P
	p.SetScale(ScaleOf(dst))
	if r.Plate {
		ui.fillRound(dst, r.Rect, 10, WithAlpha(Ink, 0.55))
	}
	s := r.size()
	for i := range r.Dice {
		c, turn, lift, k := r.pose(i)
		side := s * k
		if !r.Landed(i) {
			// the shadow on the table under the die, smaller and fainter as it rises
			sh := 1 - min(0.6, lift/s)
			p.Disc(Point{X: c.X + 2, Y: c.Y + 4}, side*0.4*sh, Ink, float32(0.22*sh))
			p.Flush(dst)
			r.drawTumbling(dst, &r.Dice[i].Die, r.Showing(i), Point{X: c.X, Y: c.Y - lift}, side, turn)
			continue
		}
		ui.drawDieScaled(dst, &r.Dice[i].Die, Rect{X: c.X - s/2, Y: c.Y - s/2, W: s, H: s}, 1, markNone, glowNone, k)
	}
	switch {
	case r.Caption == "" || !r.AllLanded():
	case r.CaptionTop:
		f, s := ui.Fonts.SmallBold, r.Caption
		if r.CaptionRoom > 0 && TextWidth(s, f)+20 > r.CaptionRoom {
			s = itoa(len(r.Dice)) + " " + plural(len(r.Dice), "die", "dice") + " rolled"
		}
		w := TextWidth(s, f) + 20
		pill := Rect{X: r.Rect.X + (r.Rect.W-w)/2, Y: r.Rect.Y + 1, W: w, H: 22}
		ui.RoundRect(dst, pill, 11, Ink)
		p.TextMid(dst, s, f, pill.X+pill.W/2, pill.Y+pill.H/2, Sand, AlignCenter)
	default:
		last := r.Rest(len(r.Dice) - 1)
		cx, _ := r.Rect.Centre()
		f := ui.Fonts.BodyBold
		a := float32(min(1, (r.t-r.lastLanding())/6))
		ui.pill(dst, r.Caption, f, cx, last.Y+s/2+20, fade(Ink, a), fade(Sand, a))
	}
}

// LandOn throws the roll into tray t as t is laid out now (call it before each Draw: the tray
// may change size while the dice are in the air): Rect becomes the tray's, and each die lands,
// at the tray's die size, on a tray die of the same look (Sprite and Colour) marked Incoming,
// the k-th die of a look on the k-th such place. A die with no such place keeps its At.
func (r *DiceRoll) LandOn(t *DiceTray) {
	r.Rect = t.Rect
	same := func(a, b *Die) bool { return a.Sprite == b.Sprite && a.Colour == b.Colour }
	for i := range r.Dice {
		k := 0 // the dice of this look before i, each landing on its own place
		for j := range i {
			if same(&r.Dice[j].Die, &r.Dice[i].Die) {
				k++
			}
		}
		for j := range t.Dice {
			if !t.Dice[j].Incoming || !same(&t.Dice[j], &r.Dice[i].Die) {
				continue
			}
			if k > 0 {
				k--
				continue
			}
			if dr, ok := t.DieRect(j); ok {
				x, y := dr.Centre()
				r.Dice[i].At, r.Size = Point{X: x, Y: y}, dr.W
			}
			break
		}
	}
}

// drawTumbling draws a die in the air: a rounded body turned by turn (triangles, as the
// rounded-rectangle skins do not turn) in its colour with its rim, the face sprite turned with
// it.
func (r *DiceRoll) drawTumbling(dst *ebiten.Image, d *Die, face string, c Point, side, turn float64) {
	ui := r.UI
	p := ui.P
	if d.Colour.A > 0 {
		roundedSquare(p, c, side/2, side*dieRadiusK, turn, mix(d.Colour, Ink, 0.4))
		roundedSquare(p, c, side/2-1.5, side*dieRadiusK-1, turn, d.Colour)
		p.Flush(dst)
		side *= 1 - 2*dieGlyphPad
	}
	img := ui.Sprite(face)
	if img == nil {
		return
	}
	b := img.Bounds()
	sc := side / float64(max(b.Dx(), b.Dy())) * p.Scale()
	r.op.GeoM.Reset()
	r.op.GeoM.Translate(-float64(b.Dx())/2, -float64(b.Dy())/2)
	r.op.GeoM.Scale(sc, sc)
	r.op.GeoM.Rotate(turn)
	r.op.GeoM.Translate(c.X*p.Scale(), c.Y*p.Scale())
	r.op.ColorScale.Reset()
	r.op.Filter = ebiten.FilterLinear
	dst.DrawImage(img, &r.op)
}

// roundedSquare queues a square of half-side h with corners of radius rad, centred at c and
// turned by turn radians, filled with clr.
func roundedSquare(p *Painter, c Point, h, rad, turn float64, clr color.RGBA) {
	const per = 4 // segments per corner
	rad = max(0, min(rad, h))
	sin, cos := math.Sincos(turn)
	at := func(x, y float64) Point { return Point{X: c.X + x*cos - y*sin, Y: c.Y + x*sin + y*cos} }
	var pts [4 * (per + 1)]Point
	n := 0
	for corner := 0; corner < 4; corner++ {
		cx, cy := h-rad, h-rad
		switch corner {
		case 1:
			cx = -cx
		case 2:
			cx, cy = -cx, -cy
		case 3:
			cy = -cy
		}
		base := float64(corner) * math.Pi / 2
		for k := 0; k <= per; k++ {
			a := base + float64(k)*math.Pi/2/per
			pts[n] = at(cx+rad*math.Cos(a), cy+rad*math.Sin(a))
			n++
		}
	}
	for i := 0; i < n; i++ {
		q := pts[(i+1)%n]
		p.Quad(c, pts[i], q, q, clr, 1)
	}
}
