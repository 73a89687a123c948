package reykholt_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"northtable/input"
	"northtable/rules"
	rk "northtable/rules/reykholt"
)

// TestShots walks through moments a reviewer wants to see; with NORTHTABLE_SHOTS=DIR the
// screens are saved there as reykholt-NAME.png (1600x900).
func TestShots(t *testing.T) {
	t.Run("work time", func(t *testing.T) {
		// Round 2 of a 2-player game with workers on the board; a disc in hand over a space;
		// then a greenhouse's choice open in the prompt bar.
		g := game{Players: 2, Seed: 21}
		var gh rk.GreenhouseID
		g.Autoplay = autoplayUntil(t, g, 0, func(gm *rk.Game) bool {
			if gm.Round() < 2 || gm.Decision() != rk.DecideSeed {
				return false
			}
			n := map[rk.GreenhouseID]int{}
			for _, m := range gm.Legal() {
				if sd, ok := m.(rk.Seed); ok {
					if n[sd.GH]++; n[sd.GH] > 1 {
						gh = sd.GH
						return true
					}
				}
			}
			return false
		})
		r := newRun(t, g)
		require.True(t, r.settle())
		rc, ok := r.b.Where().GreenhouseRect(gh)
		require.True(t, ok)
		r.click(centre(rc))
		r.redraw()
		assert.Greater(t, len(r.b.Where().Buttons()), 1, "the greenhouse's choices")
		r.shot("work-seed-choice")
	})
	t.Run("dragging", func(t *testing.T) {
		g := game{Players: 3, Seed: 22}
		g.Autoplay = autoplayUntil(t, g, 0, func(gm *rk.Game) bool {
			return gm.Round() == 2 && gm.Decision() == rk.DecidePlace && gm.WorkersHome(gm.ToMove()) == 2
		})
		r := newRun(t, g)
		require.True(t, r.settle())
		var sp rk.SpaceID = -1
		for _, m := range r.real().Legal() {
			if p, ok := m.(rk.Place); ok {
				sp = p.Space
			}
		}
		require.GreaterOrEqual(t, int(sp), 0)
		from, ok := r.b.Where().WorkerHome()
		require.True(t, ok)
		to := centre(r.b.Where().SpaceRect(sp))
		r.step(input.Frame{X: from.X, Y: from.Y}, false)
		r.step(input.Frame{X: from.X, Y: from.Y, Down: true}, false)
		for i := 1; i <= 6; i++ {
			v := float64(i) / 6
			r.step(input.Frame{X: from.X + (to.X-from.X)*v, Y: from.Y + (to.Y-from.Y)*v, Down: true}, false)
		}
		r.shot("work-dragging-3p")
		r.step(input.Frame{X: to.X, Y: to.Y}, false)
		seat, _ := r.real().Occupant(sp)
		assert.NotEqual(t, -1, int(seat))
	})
	t.Run("tourism", func(t *testing.T) {
		// Four managers on the start table, front to back, in the first Tourism Time.
		g := game{Players: 4, Seed: 23}
		g.Autoplay = autoplayUntil(t, g, 0, func(gm *rk.Game) bool { return gm.Decision() == rk.DecideTourism })
		r := newRun(t, g)
		require.True(t, r.settle())
		for s := 0; s < 4; s++ {
			pos, _ := r.real().Position(rules.Seat(s))
			assert.Zero(t, pos, "all on the start table")
		}
		_, ok := r.button("Bonus: take ", true)
		assert.True(t, ok, "the Bonus with its goods")
		r.shot("tourism-stacked-4p")
	})
	t.Run("solo", func(t *testing.T) {
		g := game{Players: 1, Seed: 24}
		g.Autoplay = autoplayUntil(t, g, 0, func(gm *rk.Game) bool {
			return gm.Round() == 3 && gm.Decision() == rk.DecidePlace && gm.WorkersHome(gm.ToMove()) == 1
		})
		r := newRun(t, g)
		require.True(t, r.settle())
		r.shot("solo-work")
	})
	t.Run("end", func(t *testing.T) {
		g := game{Players: 2, Seed: 25}
		g.Autoplay = autoplayUntil(t, g, 0, func(gm *rk.Game) bool { return gm.Round() == 7 && gm.Decision() == rk.DecideTourism })
		r := newRun(t, g)
		playToTheEnd(t, r, 125)
		r.shot("end-2p")
	})
}
