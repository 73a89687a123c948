package orkney

import (
	"slices"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"northtable/render"
	"northtable/rules"
	"northtable/rules/hex"
	ork "northtable/rules/orkney"
)

// Animation durations in ticks at 60 per second at normal speed (VISUAL.md Motion and
// feedback); the shell's queue (table.Table.Anims) applies the animation-speed setting.
const (
	snapTicks    = 7  // a snapped tile, 120 ms
	glideTicks   = 15 // an illegal drop gliding back, 250 ms
	flyTicks     = 18 // a computer seat's tile flying in from its panel
	fishTicks    = 15 // a fish token laid
	gainTicks    = 10 // stagger between floating gains
	buildTicks   = 14 // a building set down
	discardTicks = 48 // a dead tile shown before it leaves
	floatTicks   = 66 // how long a floating "+2 wood" stays
	camTicks     = 18 // the camera framing the layout again after a move, 300 ms
)

// Every animation below is a small value with its own Update and Draw (render.Animation),
// played by the shell's render.Queue; they draw on the whole screen with the board's camera of
// the moment, so they stay on their cells while the camera glides.

// spot is something the board draws in place that an animation may stand in for until it ends:
// the tile on a cell, the fish token on a cell, or the revealed tile in its slot.
type spot struct {
	part part
	cell hex.Axial
}

// part names what a spot is.
type part int

const (
	partTile  part = iota // the placed tile on cell
	partToken             // the fish token on cell
	partSlot              // the revealed tile in the right column
)

// standIn is an animation that draws something in place of a spot until it ends.
type standIn interface {
	render.Animation
	standsFor(s spot) bool
}

// cellGlide is a tile moving from a screen point into its cell as the camera is now, growing
// as it goes (render.Glide painting the tile): a dropped tile snapping in, or a computer seat's
// tile flying in from its panel.
type cellGlide struct {
	render.Glide
	cell hex.Axial
}

func (a *cellGlide) standsFor(s spot) bool { return s == spot{part: partTile, cell: a.cell} }

// slotGlide is a tile leaving the slot or coming back to it (render.Glide painting the tile):
// the tile in hand going back after an illegal drop or Esc, or a dead tile sinking out.
type slotGlide struct{ render.Glide }

func (a *slotGlide) standsFor(s spot) bool { return s.part == partSlot }

// fishLaid is a fish token dropping onto the tile on cell.
type fishLaid struct {
	render.Drop
	cell hex.Axial
}

func (a *fishLaid) standsFor(s spot) bool { return s == spot{part: partToken, cell: a.cell} }

// motion turns a move's events into the animation values above, pushed to the shell's queue,
// and tells the other roles what an animation stands in for.
type motion struct {
	*pos
	vw     *view                    // the camera of the moment, the tile's drawing
	md     *modes                   // the discard's words in the toast
	stands render.InFlight[standIn] // the stand-ins pushed that have not ended
}

// stand pushes a onto the shell's queue as a stand-in: the board leaves its spot undrawn until
// a ends.
func (b *motion) stand(a standIn) { b.stands.Push(b.t.Anims(), a) }

// hidden reports whether a stand-in still to end stands in for s, so the board must not draw
// it.
func (b *motion) hidden(s spot) bool {
	return slices.ContainsFunc(b.stands.All(), func(a standIn) bool { return a.standsFor(s) })
}

// animate queues the visible consequences of a move's events (Orkney spec §9 Placing tiles:
// snap, gains, completions, fish laid, discards). from is the drop point of a dragged tile.
func (b *motion) animate(seat rules.Seat, evs []rules.Event, from *pt) {
	q := b.t.Anims()
	for _, e := range evs {
		switch e.Kind {
		case "place":
			m, ok := e.Detail.(ork.PlaceTile)
			if !ok {
				continue
			}
			tv, ok := b.geo.tileAt(m.Cell)
			if !ok {
				continue
			}
			b.stand(b.flyIn(seat, m.Cell, tv, from))
		case "fish-laid":
			if c, ok := e.Detail.(hex.Axial); ok {
				b.stand(b.fishLaid(c))
			}
		case "gain":
			if gn, ok := e.Detail.(ork.Gain); ok {
				b.pushGain(islandPoint(gn.Island), "+"+strconv.Itoa(gn.N)+" "+gn.Res.String(), "res/"+gn.Res.String())
			}
		case "complete":
			if id, ok := e.Detail.(ork.IslandID); ok {
				b.pushGain(islandPoint(id).Add(pt{Y: -hexSize * 0.45}), "island complete", "")
			}
		case "build":
			if m, ok := e.Detail.(ork.Build); ok {
				at := islandPoint(m.Island)
				q.Push(&render.Ripple{Tween: render.Tween{Ticks: buildTicks}, UI: b.kit, Size: b.zoomed(hexSize),
					At: func() pt { return b.vw.hm.Cam.ToScreen(at) }})
				b.pushGain(islandPoint(m.Island), "+"+strconv.Itoa(m.Kind.VP())+" VP", "")
			}
		case "discard":
			b.md.say(b.t.Describe(e), true)
			if t, ok := e.Detail.(ork.Tile); ok {
				b.stand(b.discarded(t))
			}
		}
	}
}

// flyIn is tv's tile going into cell: snapping in from from, the point it was dropped at, or
// flying in from seat's panel (from nil), growing from half its size.
func (b *motion) flyIn(seat rules.Seat, cell hex.Axial, tv *tileView, from *pt) *cellGlide {
	a := &cellGlide{render.Glide{Tween: render.Tween{Ticks: snapTicks}}, cell}
	grow := 1.0
	if from != nil {
		a.From = *from
	} else {
		r := seatRect(int(seat), b.n)
		a.From, a.Tween.Ticks, grow = pt{X: r.Right() - 40, Y: r.Y + r.H/2}, flyTicks, 0.5
	}
	tile, rot := tv.tile, tv.rot
	a.Target = func() pt { return b.vw.hm.Cam.ToScreen(world.Centre(cell)) }
	a.Paint = func(dst *ebiten.Image, c pt, v float64) {
		b.vw.drawTile(dst, tile, rot, c, hexSize*b.vw.hm.Cam.Zoom*(grow+(1-grow)*v), 1)
	}
	return a
}

// fishLaid is the fish token laid on the tile on cell, dropping onto its place.
func (b *motion) fishLaid(cell hex.Axial) *fishLaid {
	at := func() (pt, bool) {
		tv, ok := b.geo.tileAt(cell)
		if !ok {
			return pt{}, false
		}
		return b.vw.hm.Cam.ToScreen(tv.fishAt), true
	}
	return &fishLaid{render.Drop{Tween: render.Tween{Ticks: fishTicks}, UI: b.kit, Sprite: "fish/token", At: at, Size: b.zoomed(tokenWorld)}, cell}
}

// zoomed is a size of w world units on the screen, asked as the camera is at the moment.
func (b *motion) zoomed(w float64) func() float64 {
	return func() float64 { return w * b.vw.hm.Cam.Zoom }
}

// pushGain queues a floating gain label rising from the world point at, after the gains
// queued before it.
func (b *motion) pushGain(at pt, text, icon string) {
	q := b.t.Anims()
	f := &render.Floater{UI: b.kit, Text: text, Icon: icon, Ticks: floatTicks, At: func() pt { return b.vw.hm.Cam.ToScreen(at) }}
	q.Push(&render.Stagger{Tween: render.Tween{Ticks: gainTicks}, Note: f, Queue: q})
}

// glideBack animates tile t, turned rot, from the screen point s back to its slot in the panel.
func (b *motion) glideBack(t ork.Tile, rot int, s pt) {
	b.stand(&slotGlide{render.Glide{From: s, To: slotCentre, Tween: render.Tween{Ticks: glideTicks},
		Paint: func(dst *ebiten.Image, c pt, _ float64) { b.vw.drawTile(dst, t, rot, c, slotSize, 1) }}})
}

// discarded is dead tile t shown sinking out of its slot, fading as it goes (Orkney spec §9
// Placing tiles).
func (b *motion) discarded(t ork.Tile) *slotGlide {
	return &slotGlide{render.Glide{From: slotCentre, To: slotCentre.Add(pt{Y: 40}),
		Tween: render.Tween{Ticks: discardTicks, Ease: func(v float64) float64 { return v }},
		Paint: func(dst *ebiten.Image, c pt, v float64) {
			b.vw.drawTile(dst, t, 0, c, slotSize, float32(1-v))
			b.gx.TextMid(dst, "No place fits: discarded", b.kit.Fonts.BodyBold, slotCentre.X, slotRect.Bottom()-20, render.Accent, render.AlignCenter)
		}}}
}
