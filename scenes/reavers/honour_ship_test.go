package reavers_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"northtable/render"
	rv "northtable/rules/reavers"
)

// In a 3-player round's fourth selection the pawn at home, the one a drag lifts, is the
// Honour Ship its holder places, not the holder's longship; before it, the longship.
func TestHonourShipAtHome(t *testing.T) {
	seed, n := find(t, 3, func(g *rv.Game) bool { return selecting(g) && g.Selection() == 3 })
	r := newRun(t, 3, seed, n)
	require.True(t, r.settle())
	_, _, ok := r.b.Where().PawnHome()
	require.True(t, ok, "the viewer selects")
	assert.Equal(t, render.SpriteHonourShip, r.pawnSprite())
	assert.Contains(t, r.tbl.BarText(), "drag the Honour Ship onto it", "the prompt names the pawn")
	r.keep("honour-ship-home")

	seed, n = find(t, 3, func(g *rv.Game) bool { return selecting(g) && g.Selection() == 0 })
	r = newRun(t, 3, seed, n)
	require.True(t, r.settle())
	assert.NotEqual(t, render.SpriteHonourShip, r.pawnSprite(), "the first selection is the seat's own longship")
}

// With 3 players the location the Honour Ship took shows the Honour Ship, not its holder's
// longship, which stands on the holder's own selection.
func TestHonourShipOnItsLocation(t *testing.T) {
	r := openAt(t, 3, func(g *rv.Game) bool { return g.HonourLocation() != rv.NoLocation })
	g := r.real()
	hl := g.HonourLocation()
	pw := r.b.Where().Locations().Locations[hl].Pawns
	require.Len(t, pw, 1)
	assert.Equal(t, render.SpriteHonourShip, pw[0].Sprite)
	own := 0
	for l := rv.Location(0); l < rv.NumLocations; l++ {
		if l != hl && g.SelectedBy(l) == g.HonourShip() {
			own++
			p := r.b.Where().Locations().Locations[l].Pawns
			require.Len(t, p, 1)
			assert.NotEqual(t, render.SpriteHonourShip, p[0].Sprite, "the holder's own longship on %v", l)
		}
	}
	assert.Equal(t, 1, own, "the holder took one location with its own pawn")
}

// pawnSprite is the sprite of the pawn the selecting seat lifts.
func (r *run) pawnSprite() string {
	pw, _, _ := r.b.Where().PawnHome()
	return pw.Sprite
}
