package reavers_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"northtable/input"
	"northtable/render"
	"northtable/rules"
	rv "northtable/rules/reavers"
)

// selecting is a position where a seat selects a location.
func selecting(g *rv.Game) bool { return g.Decision() == rv.DecideSelect }

// freeLocation is a location not yet selected this round.
func freeLocation(t *testing.T, g *rv.Game) rv.Location {
	t.Helper()
	for l := rv.Location(0); l < rv.NumLocations; l++ {
		if g.SelectedBy(l) == rules.NoSeat {
			return l
		}
	}
	require.FailNow(t, "every location is taken")
	return rv.NoLocation
}

// A location selected by a click: the longship glides from the selector's board onto the
// location's spot, the spot left empty until it lands, the board waiting; then it stands there.
func TestLongshipGlidesToTheLocationClicked(t *testing.T) {
	r := openAt(t, 3, selecting)
	g := r.real()
	seat := g.ToMove()
	_, home, ok := r.b.Where().PawnHome()
	require.True(t, ok, "the selector's longship stands on its board")
	l := freeLocation(t, g)
	moves := r.tbl.Moves()
	r.click(centre(r.b.Where().Locations().LocationRect(int(l))))
	require.Equal(t, moves+1, r.tbl.Moves(), "the click selected the location")
	require.Equal(t, seat, r.real().SelectedBy(l))

	gl := r.b.Where().Motion().LongshipGlides()
	require.Len(t, gl, 1, "the longship glides")
	assert.Equal(t, l, gl[0].Loc)
	assert.Equal(t, home, gl[0].From, "from where it stood on its board")
	c := r.b.Where().Locations().LocationRect(int(l))
	assert.True(t, c.Contains(gl[0].To.X, gl[0].To.Y), "to a spot on the location")
	assert.Equal(t, render.PawnSprites[r.tbl.Colour(seat)%render.NumPlayerColours], gl[0].Sprite, "the selector's own longship")
	assert.Zero(t, len(r.b.Where().Locations().Locations[l].Pawns), "the spot is empty while the pawn is on its way")
	assert.False(t, r.tbl.Ready(), "the board waits for the longship")

	last, mid := -1.0, false
	for i := 0; i < 300 && len(r.b.Where().Motion().LongshipGlides()) > 0; i++ {
		p := r.b.Where().Motion().LongshipGlides()[0].Progress
		assert.GreaterOrEqual(t, p, last, "the longship only goes forward")
		last = p
		if p > 0.35 && p < 0.75 && !mid {
			mid = true
			r.keep("glide-midway")
		}
		r.rest(true)
	}
	assert.True(t, mid, "the longship was seen half-way")
	require.Empty(t, r.b.Where().Motion().LongshipGlides(), "the longship landed by itself")
	assert.Equal(t, 1, len(r.b.Where().Locations().Locations[l].Pawns), "it stands on the location")
	r.keep("glide-landed")
	require.True(t, r.settle(), "the board takes input again")
}

// A press lands the gliding longship at once, and plays nothing.
func TestLongshipGlideSkippedByAPress(t *testing.T) {
	r := openAt(t, 3, selecting)
	l := freeLocation(t, r.real())
	r.click(centre(r.b.Where().Locations().LocationRect(int(l))))
	require.Len(t, r.b.Where().Motion().LongshipGlides(), 1)
	moves := r.tbl.Moves()
	p := centre(r.b.Where().Seats().SeatRect(0))
	r.step(input.Frame{X: p.X, Y: p.Y, Down: true}, true)
	r.step(input.Frame{X: p.X, Y: p.Y}, true)
	assert.Empty(t, r.b.Where().Motion().LongshipGlides(), "the press landed the longship")
	assert.Equal(t, 1, len(r.b.Where().Locations().Locations[l].Pawns))
	assert.Equal(t, moves, r.tbl.Moves(), "the press played nothing")
}

// A longship dragged onto a location is already there: it does not glide.
func TestDraggedLongshipDoesNotGlide(t *testing.T) {
	r := openAt(t, 3, selecting)
	l := freeLocation(t, r.real())
	_, home, ok := r.b.Where().PawnHome()
	require.True(t, ok)
	moves := r.tbl.Moves()
	r.drag(home, centre(r.b.Where().Locations().LocationRect(int(l))))
	require.Equal(t, moves+1, r.tbl.Moves(), "the drop selected the location")
	assert.Empty(t, r.b.Where().Motion().LongshipGlides(), "no glide after a drop")
	assert.Equal(t, 1, len(r.b.Where().Locations().Locations[l].Pawns), "the pawn stands where it was dropped")
}

// With animations off the longship stands on the location at once.
func TestLongshipInstantWithAnimationsOff(t *testing.T) {
	seed, n := find(t, 3, selecting)
	r := newRun(t, 3, seed, n)
	r.ctx.AnimSpeed = 0
	require.True(t, r.settle())
	l := freeLocation(t, r.real())
	r.click(centre(r.b.Where().Locations().LocationRect(int(l))))
	assert.Empty(t, r.b.Where().Motion().LongshipGlides(), "nothing glides")
	assert.Equal(t, 1, len(r.b.Where().Locations().Locations[l].Pawns), "the pawn stands there at once")
	r.rest(true)
	assert.True(t, r.tbl.Ready(), "the board takes input at once")
}

// The fourth selection of a 3-player round places the Honour Ship: it is the Honour Ship
// that glides.
func TestHonourShipGlides(t *testing.T) {
	r := openAt(t, 3, func(g *rv.Game) bool { return selecting(g) && g.Selection() == 3 })
	l := freeLocation(t, r.real())
	r.click(centre(r.b.Where().Locations().LocationRect(int(l))))
	gl := r.b.Where().Motion().LongshipGlides()
	require.Len(t, gl, 1)
	assert.Equal(t, render.SpriteHonourShip, gl[0].Sprite)
	for i := 0; i < 300 && len(r.b.Where().Motion().LongshipGlides()) > 0; i++ {
		r.rest(true)
	}
	assert.Equal(t, 1, len(r.b.Where().Locations().Locations[l].Pawns))
	assert.Equal(t, render.SpriteHonourShip, r.b.Where().Locations().Locations[l].Pawns[0].Sprite, "the Honour Ship stands there, not its holder's longship")
	r.keep("honour-ship-landed")
}
