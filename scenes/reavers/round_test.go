package reavers_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"northtable/rules"
	rv "northtable/rules/reavers"
)

// A whole round of a 3-player game played on the board: four selections, by a click on the
// location and by dragging the longship in turn (the fourth by the Honour Ship's holder), each
// followed by every player in position order activating or Resting on the decision panel. Each
// activation gets what the location gives its position (spec §5: the Favour or Glory bonus,
// said in the log; the number of Trade rewards or Subdue attempts), each Rest its 2 Food or its
// die.
func TestFullRoundOfActivationsAndRests(t *testing.T) {
	const players = 3
	r := newRun(t, players, 7, 0)
	r.hurry = true
	r.untilSelect()
	round := r.real().Round()
	locs := []rv.Location{rv.RecruitReavers, rv.TradeWithVillages, rv.SubdueTerritories, rv.BattleAtSea}
	var rests, activations, bonuses int
	for k, l := range locs {
		g := r.real()
		require.Equal(t, rv.DecideSelect, g.Decision(), "selection %d", k+1)
		sel := g.ToMove()
		if k%2 == 0 {
			r.click(centre(r.b.Where().Locations().LocationRect(int(l))))
		} else {
			_, home, ok := r.b.Where().PawnHome()
			require.True(t, ok, "the selecting seat's longship waits on its board")
			r.drag(home, centre(r.b.Where().Locations().LocationRect(int(l))))
		}
		require.True(t, r.settle())
		require.Equal(t, sel, r.real().SelectedBy(l), "selection %d chose %v", k+1, l)

		var order []int
		for r.real().Round() == round && r.real().Decision() != rv.DecideSelect {
			g := r.real()
			if g.Decision() != rv.DecideActivate {
				r.answer(firstOffered(g)) // Specialised abilities, rewards, cards: the first answer
				require.True(t, r.settle())
				continue
			}
			seat := g.ToMove()
			require.Equal(t, sel, g.Active(), "the selector is the active player")
			require.Equal(t, l, g.Location())
			pos := rv.Position(players, int(seat), int(sel))
			order = append(order, pos)
			before := g.Player(seat)
			logged := len(r.tbl.Log())
			// The selector activates whenever it can, the others on every second selection;
			// the rest Rest, for 2 Food and for a die in turn.
			act, canAct := r.panelMove(func(m rules.Move) bool { _, ok := m.(rv.Activate); return ok })
			if canAct && (pos == 1 || k%2 == 1) {
				r.answer(act)
				activations++
				if checkPositionBonus(t, r, l, seat, pos, before, logged) {
					bonuses++
				}
			} else {
				rest := rules.Move(rv.RestFood{By: seat})
				if rests%2 == 1 {
					rest = firstOf[rv.RestDie](t, g)
				}
				r.answer(rest)
				rests++
				after := r.real().Player(seat)
				if _, food := rest.(rv.RestFood); food {
					assert.Equal(t, before.Tokens[rv.Food]+2, after.Tokens[rv.Food], "a Rest for Food gives 2 Food")
				} else {
					d := rest.(rv.RestDie)
					assert.Equal(t, before.Dice.Count()+1, after.Dice.Count(), "a Rest for a die gives one die")
					assert.Equal(t, before.Dice[d.Colour][d.Face]+1, after.Dice[d.Colour][d.Face], "on the face chosen")
				}
			}
			require.True(t, r.settle())
		}
		t.Logf("selection %d: %v by seat %d, positions %v", k+1, l, sel, order)
		assert.Equal(t, []int{1, 2, 3}, order, "selection %d of %v: every player decides, in position order", k+1, l)
	}
	assert.Equal(t, round+1, r.real().Round(), "after four selections the round is over")
	assert.Equal(t, rv.DecideSelect, r.real().Decision(), "the next round begins with a selection")
	assert.Positive(t, rests, "some players Rested")
	assert.GreaterOrEqual(t, activations, len(locs), "every selector activated")
	assert.Positive(t, bonuses, "some position bonus was given")
	t.Logf("%d activations (%d with a Favour or Glory bonus), %d Rests", activations, bonuses, rests)
}

// checkPositionBonus checks, right after seat activated location l from position pos, what the
// location gives that position (spec §5): Favour or Glory at once, said in the log; or the
// Trade rewards or Subdue attempts it may take.
// It reports whether the position had a bonus of Favour or Glory.
func checkPositionBonus(t *testing.T, r *run, l rv.Location, seat rules.Seat, pos int, before rv.Player, logged int) bool {
	t.Helper()
	g := r.real()
	info := rv.Locations[l]
	after := g.Player(seat)
	b := info.Bonus[pos-1]
	var lines []string
	for _, ln := range r.tbl.Log()[logged:] {
		lines = append(lines, ln.Text)
	}
	said := strings.Join(lines, "\n")
	switch l {
	case rv.TradeWithVillages:
		require.Equal(t, rv.DecideTradeReward, g.Decision(), "%v activated: its Trade rewards", l)
		assert.Equal(t, int(info.Times[pos-1]), g.Info().Left, "position %d takes %d Trade rewards", pos, info.Times[pos-1])
	case rv.SubdueTerritories:
		require.Equal(t, rv.DecideSubdue, g.Decision(), "%v activated: its Subdue attempts", l)
		assert.Equal(t, int(info.Times[pos-1]), g.Info().Left, "position %d makes %d Subdue attempts", pos, info.Times[pos-1])
	}
	switch b.Kind {
	case rv.GainTokens:
		if b.N == 0 {
			break
		}
		assert.Equal(t, before.Tokens[b.Token]+int16(b.N), after.Tokens[b.Token], "position %d at %v gains %s", pos, l, b.Words())
		assert.Contains(t, said, r.tbl.Name(seat)+" gains "+b.Words(), "the bonus is said in the log")
		return true
	case rv.GainGlory:
		if b.N == 0 {
			break
		}
		// A Sea Journey drawn after the bonus may already have cost Glory: the log says the gain.
		assert.Contains(t, said, r.tbl.Name(seat)+" gains "+b.Words(), "position %d at %v gains %s, said in the log", pos, l, b.Words())
		return true
	}
	if l == rv.RecruitReavers {
		assert.Equal(t, before.Tokens[rv.Favour], after.Tokens[rv.Favour], "position %d at %v gains no Favour", pos, l)
	}
	return false
}

// firstOf is the first legal move of type M.
func firstOf[M rules.Move](t *testing.T, g *rv.Game) M {
	t.Helper()
	for _, m := range g.Legal() {
		if x, ok := m.(M); ok {
			return x
		}
	}
	var zero M
	require.FailNow(t, "no such legal move", "%T", zero)
	return zero
}
