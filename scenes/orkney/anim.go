package orkney

import (
	"image/color"
	"math"
	"strconv"

	"northtable/render"
	"northtable/rules"
	"northtable/rules/hex"
	ork "northtable/rules/orkney"
)

// Animation durations in ticks at 60 per second (VISUAL.md Motion and feedback).
const (
	snapTicks    = 7  // a snapped tile, 120 ms
	glideTicks   = 15 // an illegal drop gliding back, 250 ms
	flyTicks     = 18 // a computer seat's tile flying in from its panel
	fishTicks    = 15 // a fish token laid
	gainTicks    = 10 // stagger between floating gains
	buildTicks   = 14 // a building set down
	discardTicks = 48 // a dead tile shown before it leaves
	floatTicks   = 66 // how long a floating "+2 wood" stays
)

type animKind int

const (
	animSnap    animKind = iota // tile from a drop point (screen) into its cell
	animFly                     // tile from a seat panel (screen) into its cell
	animGlide                   // tile from a drop point back to the panel slot
	animFish                    // a fish token laid on cell
	animGain                    // spawns a floating gain at an island
	animBuild                   // a building set down at an island
	animDiscard                 // a dead tile shown in the slot, then gone
)

// anim is one queued animation.
type anim struct {
	kind    animKind
	t, dur  int
	from    pt // screen px
	cell    hex.Axial
	tile    ork.Tile
	rot     int
	at      pt // world point (islands)
	text    string
	res     ork.Resource
	hasIcon bool
	clr     color.RGBA
}

// progress is the eased progress 0..1 (ease-out cubic).
func (a *anim) progress() float64 {
	if a.dur <= 0 {
		return 1
	}
	return render.EaseOutCubic(math.Min(1, float64(a.t)/float64(a.dur)))
}

// animQueue plays animations one after another; input waits until it is empty.
type animQueue struct{ q []anim }

func (a *animQueue) idle() bool  { return len(a.q) == 0 }
func (a *animQueue) push(x anim) { a.q = append(a.q, x) }
func (a *animQueue) finish()     { a.q = a.q[:0] }
func (a *animQueue) head() *anim { return &a.q[0] }
func (a *animQueue) pop()        { a.q = append(a.q[:0], a.q[1:]...) }

// hidesTile reports whether the tile on cell c is still flying in and must not be drawn in place.
func (a *animQueue) hidesTile(c hex.Axial) bool {
	for i := range a.q {
		if (a.q[i].kind == animSnap || a.q[i].kind == animFly) && a.q[i].cell == c {
			return true
		}
	}
	return false
}

// hidesToken reports whether the fish token on cell c is still to be laid.
func (a *animQueue) hidesToken(c hex.Axial) bool {
	for i := range a.q {
		if a.q[i].kind == animFish && a.q[i].cell == c {
			return true
		}
	}
	return false
}

// hidesSlot reports whether the revealed tile must not be drawn in its slot (it is gliding back
// or a dead tile is shown there).
func (a *animQueue) hidesSlot() bool {
	for i := range a.q {
		if a.q[i].kind == animGlide || a.q[i].kind == animDiscard {
			return true
		}
	}
	return false
}

// floater is a floating gain ("+2 wood") rising from an island; it never blocks input.
type floater struct {
	text    string
	res     ork.Resource
	hasIcon bool
	at      pt // world
	t       int
	clr     color.RGBA
}

// animate queues the visible consequences of a move's events (Orkney spec §9 Placing tiles:
// snap, gains, completions, fish laid, discards). from is the drop point of a dragged tile.
func (b *Board) animate(seat rules.Seat, evs []rules.Event, from *pt) {
	if b.instant() {
		for _, e := range evs {
			if e.Kind == "discard" {
				b.say(b.t.Describe(e), true)
			}
		}
		return
	}
	for _, e := range evs {
		switch e.Kind {
		case "place":
			m, ok := e.Detail.(ork.PlaceTile)
			if !ok {
				continue
			}
			tv, ok := b.view.tileAt(m.Cell)
			if !ok {
				continue
			}
			if from != nil {
				b.anims.push(anim{kind: animSnap, dur: b.ticks(snapTicks), from: *from, cell: m.Cell, tile: tv.tile, rot: tv.rot})
			} else {
				r := seatRect(int(seat), b.n)
				b.anims.push(anim{kind: animFly, dur: b.ticks(flyTicks), from: pt{X: r.Right() - 40, Y: r.Y + r.H/2}, cell: m.Cell, tile: tv.tile, rot: tv.rot})
			}
		case "fish-laid":
			if c, ok := e.Detail.(hex.Axial); ok {
				b.anims.push(anim{kind: animFish, dur: b.ticks(fishTicks), cell: c})
			}
		case "gain":
			if gn, ok := e.Detail.(ork.Gain); ok {
				at := islandPoint(gn.Island)
				b.anims.push(anim{kind: animGain, dur: b.ticks(gainTicks), at: at, res: gn.Res, hasIcon: true,
					text: "+" + strconv.Itoa(gn.N) + " " + gn.Res.String(), clr: resColour(gn.Res)})
			}
		case "complete":
			if id, ok := e.Detail.(ork.IslandID); ok {
				b.anims.push(anim{kind: animGain, dur: b.ticks(gainTicks), at: add(islandPoint(id), pt{Y: -hexSize * 0.45}),
					text: "island complete", clr: render.Foam})
			}
		case "build":
			if m, ok := e.Detail.(ork.Build); ok {
				b.anims.push(anim{kind: animBuild, dur: b.ticks(buildTicks), at: islandPoint(m.Island)})
				b.anims.push(anim{kind: animGain, dur: b.ticks(gainTicks), at: islandPoint(m.Island),
					text: "+" + strconv.Itoa(m.Kind.VP()) + " VP", clr: b.colourOf(seat)})
			}
		case "discard":
			b.say(b.t.Describe(e), true)
			if t, ok := e.Detail.(ork.Tile); ok {
				b.anims.push(anim{kind: animDiscard, dur: b.ticks(discardTicks), tile: t})
			}
		}
	}
}

// instant reports whether animations are skipped (screenshot mode or animation speed 0).
func (b *Board) instant() bool { return b.t.Instant() }

// ticks scales a duration given at normal speed by the animation-speed setting (at least 1).
func (b *Board) ticks(normal int) int { return max(1, b.t.Ticks(normal)) }

// stepAnims advances the queue head and the floaters by one tick.
func (b *Board) stepAnims() {
	for i := 0; i < len(b.floaters); {
		b.floaters[i].t++
		if b.floaters[i].t >= floatTicks {
			b.floaters = append(b.floaters[:i], b.floaters[i+1:]...)
			continue
		}
		i++
	}
	if b.anims.idle() {
		return
	}
	h := b.anims.head()
	if h.t == 0 && h.kind == animGain {
		b.floaters = append(b.floaters, floater{text: h.text, res: h.res, hasIcon: h.hasIcon, at: h.at, clr: h.clr})
	}
	h.t++
	if h.t >= h.dur {
		b.anims.pop()
	}
}

// skipAnims ends every running animation at once (Space).
func (b *Board) skipAnims() {
	b.anims.finish()
	b.floaters = b.floaters[:0]
}
