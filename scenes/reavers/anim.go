package reavers

import (
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"northtable/render"
	"northtable/rules"
	rv "northtable/rules/reavers"
	"northtable/scenes/table"
)

// The longship's motion (Reavers spec §11 "Board": a selection is seen being made). When a
// location is selected by a click, by another seat, by a computer player or for the Honour
// Ship, the pawn glides in a low hop from the selector's board (where the board draws it while
// the seat selects) onto the location's spot: a render.Glide on the shell's animation queue,
// played at the animation-speed setting, skipped by a press, Space or the curtain, and holding
// input and computer moves until it lands. Meanwhile the location leaves its spot empty. A
// pawn dropped there by a drag is already there: it does not glide. With animations off (the
// setting, screenshots) nothing is pushed and the pawn stands on its spot at once.

// glideTicks is how long the longship takes from its board to a location, ticks at normal
// speed (0.4 s).
const glideTicks = 24

// glideHop is the height of the longship's hop half-way, logical px.
const glideHop = 60.0

// homeSize and spotSize are the longship's drawn width on its board and on a location's spot,
// logical px (view_seats.go draws it at its home, render.LocationBoard on a spot).
const (
	homeSize = 40.0
	spotSize = 54.0
)

// motion keeps the longship in flight: the location it is bound for, left empty until it
// lands, and the location a drag has just dropped a pawn on (which needs no glide); and the
// words of the last round end shown.
type motion struct {
	*pos
	vw      *view
	pk      *picker     // the picks shown again on a tray a roll filled
	rolls   rolls       // the dice in the air (anim_roll.go)
	landing rv.Location // the location a gliding pawn is bound for, or NoLocation
	dropped rv.Location // the location the viewer's last drag dropped the pawn on, or NoLocation
	glide   *render.Glide
	pawn    render.Pawn
	news    string // the last round end's news, as shown (anim_cleanup.go)
	// gliding are the glides handed to the shell's queue that have not landed, in the order
	// pushed, and banner the round end's banner on show or waiting (anim_cleanup.go): the board's
	// own record of its animations, so it never looks into the queue
	gliding []*render.Glide
	banner  *cleanupAnim
}

// selectGlide is a selection a move made, as the board before the move showed it: who
// selected, where, with which pawn.
type selectGlide struct {
	seat rules.Seat
	loc  rv.Location
	pawn render.Pawn
	from render.Point
}

// planGlides finds the selections among a move's events; old is the position before the move
// (whose selection it was: a 3-player fourth selection places the Honour Ship). None when
// nothing is animated or the viewer's drag put the pawn there already.
func (mo *motion) planGlides(old *rv.Game, ch table.Change) []selectGlide {
	dropped := mo.dropped
	mo.dropped = rv.NoLocation
	if ch.Kind != table.Moved || mo.t.Instant() || mo.ui == nil {
		return nil
	}
	var out []selectGlide
	for _, e := range ch.Events {
		d, ok := e.Detail.(rv.LocationDetail)
		if e.Kind != rv.EvSelect || !ok || e.Seat < 0 || int(e.Seat) >= mo.n {
			continue
		}
		if d.Loc == dropped {
			continue
		}
		pw := mo.selectingPawn(old, e.Seat) // the Honour Ship in a 3-player fourth selection (spec §4.1)
		out = append(out, selectGlide{seat: e.Seat, loc: d.Loc, pawn: pw, from: pawnHomeOf(int(e.Seat), mo.n)})
	}
	return out
}

// pushGlides puts the longships' glides on the shell's queue, once the board shows the new
// position; the locations they are bound for stay empty until they land.
func (mo *motion) pushGlides(gs []selectGlide) {
	for _, g := range gs {
		l := g.loc
		pw := g.pawn
		a := &render.Glide{From: g.from, Hop: glideHop, Tween: render.Tween{From: 0, To: 1, Ticks: glideTicks, Ease: render.EaseInOutCubic}}
		a.Target = func() render.Point { return mo.vw.locs.SpotCentre(int(l), 0) }
		a.Paint = func(dst *ebiten.Image, at render.Point, v float64) {
			if mo.ui != nil {
				mo.ui.DrawPawn(dst, pw, at, homeSize+(spotSize-homeSize)*v, 1)
			}
		}
		a.Done = func() { mo.landed(a) }
		mo.landing, mo.glide, mo.pawn = l, a, pw
		mo.gliding = append(mo.gliding, a) // before Push: with animations off it lands at once
		mo.t.Anims().Push(a)
		mo.hideLanding()
	}
}

// landed stands the pawn on its spot: the location is drawn with it again.
func (mo *motion) landed(a *render.Glide) {
	if i := slices.Index(mo.gliding, a); i >= 0 {
		mo.gliding = slices.Delete(mo.gliding, i, i+1)
	}
	if mo.glide != a {
		return
	}
	mo.landing, mo.glide = rv.NoLocation, nil
	mo.version++ // the cached layer draws the location again
	mo.vw.fillLocations()
	mo.hideLanding()
}

// hideLanding leaves the spot of the location a pawn is gliding to empty (fillLocations,
// run before it, has stood every pawn, the Honour Ship among them, on its location).
func (mo *motion) hideLanding() {
	if l := mo.landing; l >= 0 && int(l) < len(mo.vw.locs.Locations) {
		mo.vw.locs.Locations[l].Pawns = nil
	}
}
