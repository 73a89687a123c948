package orkney_test

import (
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"northtable/rules"
	"northtable/rules/bot"
	"northtable/rules/hex"
	"northtable/rules/orkney"
)

// The search contract (rules.Game.AppendLegal, Allowed): the legal moves listed into a buffer
// are Legal's, and Allowed is Check without words, on legal and refused moves alike.

// searchCandidates is every legal move of g and many refused ones: each move kind from the
// seat to move and from the next seat, tiles at every cell within two steps of the layout in every rotation
// (out-of-range ones included), buildings of every kind on every island and nowhere, routes
// on every tile for every island, every exchange, fishing, ending the turn, every task, and no
// move at all.
func searchCandidates(g *orkney.Game) []rules.Move {
	out := g.Legal()
	s := g.ToMove()
	if s == rules.NoSeat {
		s = 0
	}
	for _, by := range []rules.Seat{s, (s + 1) % rules.Seat(g.Seats())} {
		out = append(out, nil, orkney.Fish{By: by}, orkney.EndTurn{By: by})
		for t := 0; t <= orkney.NumTasks+1; t++ {
			out = append(out, orkney.ChooseTask{By: by, Task: orkney.Task(t)})
		}
		cells := map[hex.Axial]bool{}
		conns := []hex.Axial{{Q: 40, R: 40}}
		for _, p := range g.Placed() {
			conns = append(conns, p.Cell)
			cells[p.Cell] = true
			for d := range 6 {
				cells[p.Cell.Neighbour(d)] = true
				cells[p.Cell.Neighbour(d).Neighbour(d)] = true // out of contact: P1
			}
		}
		for c := range cells {
			for rot := -1; rot <= 6; rot++ {
				out = append(out, orkney.PlaceTile{By: by, Cell: c, Rot: rot})
			}
		}
		islands := []orkney.IslandID{{}}
		for _, is := range g.Islands() {
			islands = append(islands, is.ID)
		}
		for _, id := range islands {
			for k := orkney.Farm; k <= orkney.Castle+1; k++ {
				out = append(out, orkney.Build{By: by, Kind: k, Island: id})
			}
			for _, c := range conns {
				out = append(out, orkney.PlaceRoute{By: by, Conn: c, Island: id})
			}
		}
		for _, c := range conns {
			out = append(out, orkney.ExtraRoute{By: by, Conn: c})
		}
		for give := orkney.Blank; give <= orkney.Cloth; give++ {
			for get := orkney.Blank; get <= orkney.Cloth; get++ {
				out = append(out, orkney.Exchange{By: by, Give: give, Get: get})
			}
		}
	}
	return out
}

// searchGames plays random games (2 to 5 players) and calls visit at every position, the
// final one included.
func searchGames(t *testing.T, visit func(g *orkney.Game, step int)) {
	for seed := uint64(1); seed <= 4; seed++ {
		g, err := orkney.New(orkney.Setup{Players: int(seed) + 1, Seed: seed})
		require.NoError(t, err)
		b := bot.NewRandom(seed)
		for step := 0; ; step++ {
			visit(g, step)
			if g.Over() {
				break
			}
			_, err := g.Apply(b.Choose(g))
			require.NoError(t, err)
		}
	}
}

func TestAppendLegalAgreesWithLegal(t *testing.T) {
	t.Parallel()
	prefix := rules.Move(orkney.EndTurn{By: 3})
	buf := make([]rules.Move, 0, 4)
	searchGames(t, func(g *orkney.Game, step int) {
		legal := g.Legal()
		if g.Over() {
			require.Empty(t, legal)
		} else {
			require.NotEmpty(t, legal)
		}
		fresh := g.AppendLegal(nil)
		require.True(t, slices.Equal(legal, fresh), "step %d: Legal %v, AppendLegal %v", step, legal, fresh)
		got := g.AppendLegal([]rules.Move{prefix})
		require.Equal(t, prefix, got[0], "AppendLegal keeps what dst held")
		require.True(t, slices.Equal(legal, got[1:]), "step %d: Legal %v, AppendLegal %v", step, legal, got[1:])
		buf = g.AppendLegal(buf[:0])
		require.True(t, slices.Equal(legal, buf), "step %d: Legal %v, into a reused buffer %v", step, legal, buf)
	})
}

func TestAllowedAgreesWithCheck(t *testing.T) {
	t.Parallel()
	refusedBy := map[string]int{}
	searchGames(t, func(g *orkney.Game, step int) {
		for _, m := range g.Legal() {
			require.True(t, g.Allowed(m), "legal %v", m)
		}
		if step%10 != 0 && !g.Over() {
			return
		}
		before := g.Hash()
		for _, m := range searchCandidates(g) {
			err := g.Check(m)
			require.Equal(t, err == nil, g.Allowed(m), "%v: Check says %v", m, err)
			if err != nil {
				var ill *rules.IllegalMoveError
				require.ErrorAs(t, err, &ill)
				require.NotEmpty(t, ill.Words, "%v", m)
				refusedBy[ill.Rule]++
			}
		}
		require.Equal(t, before, g.Hash(), "Allowed and Check change nothing")
	})
	// The candidates reach refusals of every kind of decision, so the agreement is tested on
	// the cheap path of each rule family, not only on the pending-decision check.
	for _, rule := range []string{orkney.RuleT1, orkney.RuleK1, orkney.RuleP0, orkney.RuleP1, orkney.RuleP2,
		orkney.RuleP3, orkney.RuleB1, orkney.RuleR1, orkney.RuleR3, orkney.RuleX1, orkney.RuleX2} {
		assert.Positive(t, refusedBy[rule], "no candidate was refused under %s", rule)
	}
}

// TestSearchCallsDoNotAllocate lists the legal moves into a buffer with room, and asks Allowed
// of legal and refused moves, at a task choice, a placement and an action decision: nothing is
// allocated. (Not parallel: AllocsPerRun counts every allocation of the process.)
func TestSearchCallsDoNotAllocate(t *testing.T) {
	task, err := orkney.New(orkney.Setup{Players: 3, Seed: 5})
	require.NoError(t, err)
	require.Equal(t, orkney.DecideTask, task.Decision())
	action := midGame(t)
	b := bot.NewRandom(3)
	for action.Decision() != orkney.DecideAction || len(action.Legal()) < 4 {
		_, err := action.Apply(b.Choose(action))
		require.NoError(t, err)
	}
	for _, g := range []*orkney.Game{task, midGame(t), lateGame(t), action} {
		buf := make([]rules.Move, 0, 512)
		buf = g.AppendLegal(buf[:0]) // the first listing may box new moves into the shared tables
		require.NotEmpty(t, buf)
		assert.Zero(t, testing.AllocsPerRun(20, func() { buf = g.AppendLegal(buf[:0]) }), "AppendLegal at %v", g.Decision())
		cands := searchCandidates(g)
		allowed := 0
		assert.Zero(t, testing.AllocsPerRun(5, func() {
			allowed = 0
			for _, m := range cands {
				if g.Allowed(m) {
					allowed++
				}
			}
		}), "Allowed at %v", g.Decision())
		assert.Less(t, allowed, len(cands), "some candidates are refused")
		assert.GreaterOrEqual(t, allowed, len(buf), "every legal move is allowed")
	}
}
