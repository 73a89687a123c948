package reavers_test

import (
	"image/png"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"northtable/input"
	"northtable/render"
	"northtable/rules"
	rv "northtable/rules/reavers"
	"northtable/scenes/reavers"
)

// rollingTake is a move of the pending decision (taking Reavers, resolving the next card) whose
// card rolls two or more Gain dice at once, and the faces the engine rolls them to (atlas
// sprite names, in the events' order).
func rollingTake(g *rv.Game) (rules.Move, []string, bool) {
	if k := g.Decision(); k != rv.DecideTakeReavers && k != rv.DecideNextCard {
		return nil, nil, false
	}
	for _, m := range g.Legal() {
		c := g.Copy()
		out, err := c.Apply(m)
		if err != nil {
			continue
		}
		var faces []string
		for _, e := range out.Events {
			if d, ok := e.Detail.(rv.DieDetail); ok && e.Kind == rv.EvRoll {
				faces = append(faces, render.CrewDieSprites[d.Colour][d.Face])
			}
		}
		if len(faces) >= 2 {
			return m, faces, true
		}
	}
	return nil, nil, false
}

// A Reaver card's Gain dice are rolled in the gaining seat's tray: they tumble through other
// faces, land on the engine's results, stay readable, then lie in the tray.
func TestGainRollAnimatesAndLands(t *testing.T) {
	r := openAt(t, 3, func(g *rv.Game) bool { _, _, ok := rollingTake(g); return ok })
	m, faces, ok := rollingTake(r.real())
	require.True(t, ok)
	seat := m.Seat()
	trayBefore := len(r.b.Where().Seats().Tray(seat).Dice())
	r.answer(m)

	rolls := r.b.Where().Motion().Rolls()
	require.Len(t, rolls, 1, "the Gain dice are rolled")
	roll := rolls[0]
	assert.Equal(t, seat, roll.Seat)
	assert.False(t, roll.Combat)
	assert.Equal(t, faces, roll.Results, "the dice land on the engine's faces")
	assert.False(t, roll.Landed)
	assert.Equal(t, trayBefore+len(faces), len(r.b.Where().Seats().Tray(seat).Dice()), "the tray keeps the rolled dice's places")
	assert.Equal(t, len(faces), r.b.Where().Seats().Tray(seat).Incoming(), "the dice in the air are not drawn in the tray yet")
	assert.False(t, r.tbl.Ready(), "the board waits for the roll")

	tumbled, kept := false, false
	for i := 0; i < 600 && len(r.b.Where().Motion().Rolls()) > 0; i++ {
		cur := r.b.Where().Motion().Rolls()[0]
		if i == 14 {
			r.keep("gain-roll-tumbling")
		}
		if cur.Landed && !kept {
			r.rest(true)
			r.rest(true)
			r.keep("gain-roll-landed")
			kept = true
		}
		if !cur.Landed {
			for k := range cur.Showing {
				if cur.Showing[k] != cur.Results[k] {
					tumbled = true
				}
			}
		} else {
			assert.Equal(t, faces, cur.Showing, "landed, each die shows its result")
		}
		r.rest(true)
	}
	assert.True(t, tumbled, "the dice tumbled through other faces first")
	require.Empty(t, r.b.Where().Motion().Rolls(), "the roll ended by itself")
	assert.Equal(t, trayBefore+len(faces), len(r.b.Where().Seats().Tray(seat).Dice()), "the rolled dice lie in the tray")
	assert.Zero(t, r.b.Where().Seats().Tray(seat).Incoming(), "every rolled die lies in its place")
	require.True(t, r.settle())
}

// A press skips the roll: every die lands at once and the tray holds them.
func TestGainRollSkippedByAPress(t *testing.T) {
	r := openAt(t, 3, func(g *rv.Game) bool { _, _, ok := rollingTake(g); return ok })
	m, faces, ok := rollingTake(r.real())
	require.True(t, ok)
	seat := m.Seat()
	trayBefore := len(r.b.Where().Seats().Tray(seat).Dice())
	r.answer(m)
	require.Len(t, r.b.Where().Motion().Rolls(), 1)
	r.rest(true)
	r.rest(true)
	require.NotEmpty(t, r.b.Where().Motion().Rolls(), "still rolling a few ticks in")

	p := centre(r.b.Where().Seats().SeatRect(seat))
	moves := r.tbl.Moves()
	r.step(input.Frame{X: p.X, Y: p.Y, Down: true}, true)
	assert.Empty(t, r.b.Where().Motion().Rolls(), "the press ended the roll")
	assert.Equal(t, trayBefore+len(faces), len(r.b.Where().Seats().Tray(seat).Dice()), "the dice landed in the tray")
	assert.Zero(t, r.b.Where().Seats().Tray(seat).Incoming(), "and lie in their places")
	r.step(input.Frame{X: p.X, Y: p.Y}, true)
	assert.Equal(t, moves, r.tbl.Moves(), "the press played nothing")
}

// A combat's re-roll tumbles only the dice picked, over the combat panel, and lands on the
// engine's faces; the kept dice lie still.
func TestCombatRerollRolls(t *testing.T) {
	r := openAt(t, 3, func(g *rv.Game) bool {
		in := g.Info()
		total := 0
		for _, k := range in.Dice {
			total += int(k)
		}
		return g.Decision() == rv.DecideAfterRoll && hasMove[rv.Reroll](g) && total >= 2
	})
	cp, ok := r.b.Where().Combat()
	require.True(t, ok)
	r.click(centre(cp.DieRect(0)))
	r.rest(true)
	cp, _ = r.b.Where().Combat()
	btn := cp.ButtonRect(render.TapReroll, 0)
	moves := r.tbl.Moves()
	r.click(centre(btn))
	require.Equal(t, moves+1, r.tbl.Moves(), "the re-roll was played")

	rolls := r.b.Where().Motion().Rolls()
	require.Len(t, rolls, 1)
	roll := rolls[0]
	assert.True(t, roll.Combat)
	kept := 0
	for _, k := range roll.Kept {
		if k {
			kept++
		}
	}
	assert.Equal(t, len(roll.Results)-1, kept, "one die is rolled again, the others kept")
	// the results are the engine's Combat dice after the re-roll
	var got [rv.NumCombatFaces]int8
	for _, s := range roll.Results {
		for f, name := range render.CombatDieSprites {
			if s == name {
				got[f]++
			}
		}
	}
	g := r.real()
	if g.Decision() == rv.DecideAfterRoll {
		assert.Equal(t, g.Info().Dice, got, "the dice land on the engine's faces")
	}
	for i := 0; i < 600 && len(r.b.Where().Motion().Rolls()) > 0; i++ {
		if i == 12 {
			r.keep("combat-reroll-tumbling")
		}
		if cur := r.b.Where().Motion().Rolls()[0]; cur.Landed {
			assert.Equal(t, cur.Results, cur.Showing)
		}
		r.rest(true)
	}
	r.keep("combat-reroll-after")
	require.Empty(t, r.b.Where().Motion().Rolls(), "the roll ended")
}

// The first roll of a combat, after the Hammer sources are committed, is shown on the combat
// panel even when it ends the fight at once.
func TestCombatRollShown(t *testing.T) {
	r := openAt(t, 3, func(g *rv.Game) bool { return g.Decision() == rv.DecideCommit })
	var commit rules.Move
	for _, m := range r.real().Legal() {
		if c, ok := m.(rv.Commit); ok {
			pl := r.real().Player(c.By)
			if pl.CombatDice(c.Payment) > 0 {
				commit = m
				break
			}
		}
	}
	require.NotNil(t, commit)
	r.answer(commit)
	rolls := r.b.Where().Motion().Rolls()
	require.Len(t, rolls, 1, "the Combat dice are rolled")
	assert.True(t, rolls[0].Combat)
	assert.False(t, rolls[0].Landed)
	for _, k := range rolls[0].Kept {
		assert.False(t, k, "every die is rolled")
	}
	for i := 0; i < 600 && len(r.b.Where().Motion().Rolls()) > 0; i++ {
		if i == 12 {
			r.keep("combat-roll-tumbling")
		}
		if i == 40 {
			r.keep("combat-roll-landed")
		}
		r.rest(true)
	}
	require.Empty(t, r.b.Where().Motion().Rolls())
}

// keep writes the table as drawn now to $NORTHTABLE_SHOTS/name.png when that is set (pictures
// of the rolls and picks to look at); nothing otherwise.
func (r *run) keep(name string) {
	r.t.Helper()
	dir := os.Getenv("NORTHTABLE_SHOTS")
	if dir == "" {
		return
	}
	require.NoError(r.t, os.MkdirAll(dir, 0o755))
	f, err := os.Create(filepath.Join(dir, name+".png"))
	require.NoError(r.t, err)
	defer f.Close()
	require.NoError(r.t, png.Encode(f, r.shot()))
}

// tradeRolling is a move of the pending decision after which new dice are rolled onto Trade
// with Villages (the round's cleanup).
func tradeRolling(g *rv.Game) (rules.Move, bool) { return eventMove(g, rv.EvTradeDice) }

// The Trade dice rolled at a new round tumble over the Trade location and land on the dice
// the location then shows.
func TestTradeDiceRolled(t *testing.T) {
	r := openAt(t, 3, func(g *rv.Game) bool { _, ok := tradeRolling(g); return ok })
	m, ok := tradeRolling(r.real())
	require.True(t, ok)
	r.answer(m)
	var roll *reavers.Roll
	for _, w := range r.b.Where().Motion().Rolls() {
		if !w.Combat && w.Seat == rules.NoSeat {
			roll = &w
		}
	}
	require.NotNil(t, roll, "the Trade dice are rolled")
	var want []string
	for _, d := range r.real().TradeDice() {
		if d.Present {
			want = append(want, render.CrewDieSprites[d.Colour][d.Face])
		}
	}
	assert.Equal(t, want, roll.Results, "they land on the dice lying on Trade")
	for i := 0; i < 900 && len(r.b.Where().Motion().Rolls()) > 0; i++ {
		if i == 14 {
			r.keep("trade-roll-tumbling")
		}
		r.rest(true)
	}
	require.Empty(t, r.b.Where().Motion().Rolls())
}

// With animations off nothing is thrown: the rolled dice lie in the tray at once and the board
// takes input again.
func TestRollsOffWithAnimationsOff(t *testing.T) {
	seed, n := find(t, 3, func(g *rv.Game) bool { _, _, ok := rollingTake(g); return ok })
	r := newRun(t, 3, seed, n)
	r.ctx.AnimSpeed = 0
	require.True(t, r.settle())
	m, faces, ok := rollingTake(r.real())
	require.True(t, ok)
	seat := m.Seat()
	trayBefore := len(r.b.Where().Seats().Tray(seat).Dice())
	r.answer(m)
	assert.Empty(t, r.b.Where().Motion().Rolls(), "no roll is shown")
	assert.Equal(t, trayBefore+len(faces), len(r.b.Where().Seats().Tray(seat).Dice()))
	assert.Zero(t, r.b.Where().Seats().Tray(seat).Incoming(), "the dice lie in their places at once")
	r.rest(true)
	assert.True(t, r.tbl.Ready(), "the board takes input at once")
}
