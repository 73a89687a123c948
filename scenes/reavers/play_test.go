package reavers_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"northtable/render"
	"northtable/rules"
	"northtable/rules/bot"
	rv "northtable/rules/reavers"
	"northtable/rules/record"
	"northtable/scenes/scene"
	"northtable/scenes/table"
)

// autoplayUntil is the number of random-bot moves (table.New's autoplay with seed) after which
// want holds first, or -1 when the game ends before.
func autoplayUntil(t *testing.T, players int, seed uint64, want func(*rv.Game) bool) int {
	t.Helper()
	seats := make([]scene.Seat, players)
	for i := range seats {
		seats[i] = scene.Seat{Name: "P", Colour: i}
	}
	m, err := record.Start(rv.Definition{}, table.NewSetup(seats, seed, nil))
	require.NoError(t, err)
	auto := bot.NewRandom(seed)
	for n := 0; ; n++ {
		g := m.Game().(*rv.Game)
		if want(g) {
			return n
		}
		if g.Over() {
			return -1
		}
		_, err := m.Apply(auto.Choose(g))
		require.NoError(t, err)
	}
}

// find is the first seed from 1 whose random game reaches want, and the moves to it.
func find(t *testing.T, players int, want func(*rv.Game) bool) (uint64, int) {
	t.Helper()
	for seed := uint64(1); seed < 60; seed++ {
		if n := autoplayUntil(t, players, seed, want); n >= 0 {
			return seed, n
		}
	}
	require.FailNow(t, "no random game reaches the position")
	return 0, 0
}

func hasMove[M rules.Move](g *rv.Game) bool {
	for _, m := range g.Legal() {
		if _, ok := m.(M); ok {
			return true
		}
	}
	return false
}

// A combat after a roll is fought on the combat panel: a die picked and re-rolled for 1 Favour.
func TestCombatRerollOnThePanel(t *testing.T) {
	r := openAt(t, 3, func(g *rv.Game) bool { return g.Decision() == rv.DecideAfterRoll && hasMove[rv.Reroll](g) })
	g := r.real()
	seat := g.ToMove()
	favour := g.Player(seat).Tokens[rv.Favour]
	in := g.Info()
	require.Contains(t, []rules.PromptKind{rv.DecideCommit, rv.DecideAfterRoll}, in.Kind, "a combat is being fought")
	succ, def := in.Successes, in.Defence
	assert.Less(t, succ, def, "the roll fell short")

	cp, ok := r.b.Where().Combat()
	require.True(t, ok)
	require.NotEmpty(t, cp.Dice, "the combat panel shows the Combat dice")
	r.click(centre(cp.DieRect(0)))
	r.rest(true)
	cp, ok = r.b.Where().Combat()
	require.True(t, ok)
	btn := cp.ButtonRect(render.TapReroll, 0)
	moves := r.tbl.Moves()
	r.click(centre(btn))
	require.Equal(t, moves+1, r.tbl.Moves(), "the re-roll was played")
	assert.Equal(t, favour-1, r.real().Player(seat).Tokens[rv.Favour], "the re-roll cost 1 Favour")
}

// A Subdue attempt in Peace and one by Force are made through the decision panel, and the
// attempts left are said.
func TestSubdueByForceAndInPeace(t *testing.T) {
	for _, c := range []struct {
		name string
		want func(*rv.Game) bool
		pick func(rules.Move) bool
	}{
		{"Force", hasMove[rv.Force], func(m rules.Move) bool { _, ok := m.(rv.Force); return ok }},
		{"Peace", hasMove[rv.Peace], func(m rules.Move) bool { _, ok := m.(rv.Peace); return ok }},
	} {
		t.Run(c.name, func(t *testing.T) {
			r := openAt(t, 3, func(g *rv.Game) bool { return g.Decision() == rv.DecideSubdue && c.want(g) })
			left := r.real().Info().Left
			require.Positive(t, left)
			assert.Contains(t, r.b.Where().Answers().Title, "left)", "the attempts left are said")
			for _, m := range r.real().Legal() {
				if c.pick(m) {
					r.answer(m)
					return
				}
			}
		})
	}
}

// "Stop subduing" stands on every page of a Subdue decision whose answers page, so a player
// never pages on to find how to stop; it is taken from the last page.
func TestStopSubduingOnEveryPage(t *testing.T) {
	r := openAt(t, 3, func(g *rv.Game) bool {
		groups := map[rules.Move]bool{}
		for _, m := range g.Legal() {
			groups[rv.GroupKey(m)] = true
		}
		return g.Decision() == rv.DecideSubdue && len(groups) >= 9
	})
	pages := 0
	for range 10 {
		r.rest(true)
		pages++
		var stop, next *table.AnswerButton
		as := r.b.Where().Answers().Buttons
		for i := range as {
			if _, ok := as[i].Move().(rv.Stop); ok {
				stop = &as[i]
			} else if strings.HasPrefix(as[i].Label, "Next") {
				next = &as[i]
			}
		}
		require.NotNil(t, stop, "page %d offers to stop: %v", pages, as)
		assert.Equal(t, "Stop subduing", stop.Label)
		if next == nil || !next.Enabled {
			break
		}
		r.turnPage(next.Rect)
	}
	require.Greater(t, pages, 1, "the decision's answers page")
	r.answer(rv.Stop{By: r.real().ToMove()})
}

// A gained Reaver is Rallied, Specialised or Promoted through the decision panel.
func TestReaverUses(t *testing.T) {
	seed, n := find(t, 3, func(g *rv.Game) bool {
		return g.Decision() == rv.DecideReaverUse && hasMove[rv.Rally](g) && hasMove[rv.SpecialiseSlot](g) && hasMove[rv.Promote](g)
	})
	for _, kind := range []string{"Rally", "Specialise", "Promote"} {
		t.Run(kind, func(t *testing.T) {
			r := newRun(t, 3, seed, n)
			require.True(t, r.settle())
			for _, m := range r.real().Legal() {
				_, rally := m.(rv.Rally)
				_, spec := m.(rv.SpecialiseSlot)
				_, prom := m.(rv.Promote)
				if rally && kind == "Rally" || spec && kind == "Specialise" || prom && kind == "Promote" {
					r.answer(m)
					return
				}
			}
			require.FailNow(t, "no such use")
		})
	}
}
