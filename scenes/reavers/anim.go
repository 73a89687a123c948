package reavers

import (
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"northtable/render"
	"northtable/rules"
	rv "northtable/rules/reavers"
	"northtable/scenes/table"
)

// A selection is seen being made (Reavers spec §11 "Board"): the pawn glides in a low hop
// from the selector's board onto the location's spot, left empty until it lands (a pawn a
// drag dropped there is there already). A round's end is seen too (spec §4.5, §11 "Cleanup
// visibly"): a banner names what changed while the refilled displays fade in under it.

// The longship's glide: its length, ticks at normal speed (0.4 s); the height of its hop
// half-way, and its drawn width on its board and on a location's spot, logical px.
const (
	glideTicks = 24
	glideHop   = 60.0
	homeSize   = 34.0
	spotSize   = 54.0
)

// motion keeps the board's own record of the animations it pushed, so it never looks into the
// shell's queue: the longships in flight, the rolls, the round end's banner; and the location
// a drag has just dropped a pawn on (which needs no glide).
type motion struct {
	*pos
	vw      *view
	pk      *picker // the picks shown again on a tray a roll filled
	rolls   rolls
	gliding []*glide // pushed and not landed, in the order pushed
	dropped rv.Location
	banner  *render.Banner // the last round end's banner
	news    string         // the last round end's news, as shown
}

// glide is a pawn gliding to location loc.
type glide struct {
	render.Glide
	loc  rv.Location
	pawn render.Pawn
}

// plan is what a move changed that the motion shows: its longships' glides and its rolls.
type plan struct {
	glides []*glide
	rolls  []*rollAnim
}

// plan makes the glides and rolls of a move; old is the position before it. It runs before the
// trays are refilled, so the dice in the air are left out of them.
func (mo *motion) plan(old *rv.Game, ch table.Change) plan {
	return plan{mo.planGlides(old, ch), mo.showRolls(old, ch)}
}

// rolling reports whether dice are in the air, or about to be with pl: the answers wait.
func (mo *motion) rolling(pl plan) bool { return len(pl.rolls) > 0 || mo.rolls.flying.Len() > 0 }

// push shows pl on the shell's queue, after the round end's banner when ch ended a round.
func (mo *motion) push(pl plan, ch table.Change) {
	mo.pushCleanup(ch)
	mo.pushGlides(pl.glides)
	mo.pushRolls(pl.rolls)
}

// planGlides makes the glides of the selections among a move's events; old is the position
// before the move (whose selection it was: a 3-player fourth selection places the Honour Ship,
// spec §4.1).
func (mo *motion) planGlides(old *rv.Game, ch table.Change) []*glide {
	dropped := mo.dropped
	mo.dropped = rv.NoLocation
	if ch.Kind != table.Moved || mo.t.Instant() || mo.ui == nil {
		return nil
	}
	var out []*glide
	for _, e := range ch.Events {
		d, ok := e.Detail.(rv.LocationDetail)
		if e.Kind != rv.EvSelect || !ok || e.Seat < 0 || int(e.Seat) >= mo.n || d.Loc == dropped {
			continue
		}
		g := &glide{loc: d.Loc, pawn: mo.selectingPawn(old, e.Seat)}
		g.Glide = render.Glide{From: pawnHomeOf(int(e.Seat), mo.n), Hop: glideHop, Done: func() { mo.landed(g) },
			Tween: render.Tween{To: 1, Ticks: glideTicks, Ease: render.EaseInOutCubic}}
		g.Target = func() render.Point { return mo.vw.locs.SpotCentre(int(g.loc), 0) }
		g.Paint = func(dst *ebiten.Image, at render.Point, v float64) {
			mo.ui.DrawPawn(dst, g.pawn, at, homeSize+(spotSize-homeSize)*v, 1)
		}
		out = append(out, g)
	}
	return out
}

// pushGlides puts the glides on the shell's queue once the board shows the new position.
func (mo *motion) pushGlides(gs []*glide) {
	for _, g := range gs {
		mo.gliding = append(mo.gliding, g) // before Push: with animations off it lands at once
		mo.t.Anims().Push(g)
	}
	mo.hideLanding()
}

// landed stands the pawn on its spot: the location is drawn with it again.
func (mo *motion) landed(g *glide) {
	mo.gliding = slices.DeleteFunc(mo.gliding, func(x *glide) bool { return x == g })
	mo.version++ // the cached layer draws the location again
	mo.vw.fillLocations()
	mo.hideLanding()
}

// hideLanding leaves empty the spots of the locations pawns are gliding to (fillLocations, run
// before it, has stood every pawn on its location).
func (mo *motion) hideLanding() {
	for _, g := range mo.gliding {
		mo.vw.locs.Locations[g.loc].Pawns = nil
	}
}

// pushCleanup shows what the end of a round changed, when the move ended one: a banner over
// the location board, or with animations off a toast, so cleanup is never silent.
func (mo *motion) pushCleanup(ch table.Change) {
	if ch.Kind != table.Moved || !slices.ContainsFunc(ch.Events, func(e rules.Event) bool { return e.Kind == rv.EvCleanup }) {
		return
	}
	heading, line := mo.g.CleanupWords(mo.t.Names())
	mo.news = heading + ": " + line
	if mo.t.Instant() || mo.ui == nil {
		mo.t.Say(mo.news, false)
		return
	}
	w := min(max(560, render.TextWidth(line, mo.ui.Fonts.Body)+80), locRect.W-24)
	mo.banner = &render.Banner{UI: mo.ui, Text: heading, Sub: line, // over the empty pawn spots, clear of the displays
		Rect: render.Rect{X: locRect.X + (locRect.W-w)/2, Y: locRect.Bottom() - 128, W: w, H: 120}}
	for l := range rv.Location(rv.NumLocations) {
		if l != rv.SubdueTerritories { // the Territory stacks are not refilled
			mo.banner.Reveal = append(mo.banner.Reveal, mo.vw.locs.ContentRect(int(l)).Inset(-2))
		}
	}
	mo.t.Anims().Push(mo.banner)
}
