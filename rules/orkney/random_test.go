package orkney_test

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"northtable/rules"
	"northtable/rules/bot"
	"northtable/rules/hex"
	"northtable/rules/orkney"
)

// moveBound is far above any real game: 60 placements, task choices, and each turn's actions.
const moveBound = 5000

// checkInvariants asserts what must hold in every state of every game. It runs millions of
// times, so it compares plainly and fails with t.Fatalf.
func checkInvariants(t testing.TB, g *orkney.Game) {
	t.Helper()
	fail := func(format string, args ...any) { t.Fatalf("invariant: "+format, args...) }
	n := g.Players()
	tiles := len(g.Placed()) + len(g.Discarded()) + g.RemovedCount()
	for s := 0; s < n; s++ {
		tiles += g.Player(rules.Seat(s)).TilesLeft
	}
	if _, ok := g.Revealed(); ok {
		tiles++
	}
	if tiles != orkney.NumTiles {
		fail("%d tiles instead of 63", tiles)
	}

	var onBoard [3]int
	for _, is := range g.Islands() {
		if len(is.Cells) > 4 {
			fail("island %v has %d tiles", is.ID, len(is.Cells))
		}
		if is.Complete {
			want := 3
			if is.Large {
				want = 4
			}
			if len(is.Cells) != want || is.Capacity != want {
				fail("complete island %v: %d tiles, capacity %d", is.ID, len(is.Cells), is.Capacity)
			}
		}
		used := 0
		for k, c := range is.Buildings {
			onBoard[k] += c
			used += c * orkney.Building(k).Space()
		}
		if used != is.Used || used > is.Capacity || (used > 0 && !is.Complete) {
			fail("island %v: used %d/%d, buildings %v, complete %v", is.ID, is.Used, is.Capacity, is.Buildings, is.Complete)
		}
	}
	supply := g.Supply()
	for k, start := range [3]int{18, 12, 6} {
		if supply[k]+onBoard[k] != start {
			fail("%d %vs in supply and %d on the board", supply[k], orkney.Building(k), onBoard[k])
		}
	}

	routes := make([]int, n)
	tokens := 0
	for _, p := range g.Placed() {
		if p.Route != rules.NoSeat {
			routes[p.Route]++
		}
		if p.FishToken {
			tokens++
		}
	}
	if g.FishOnBoard() != tokens {
		fail("FishOnBoard %d, tokens on tiles %d", g.FishOnBoard(), tokens)
	}
	held := 0
	for s := 0; s < n; s++ {
		pv := g.Player(rules.Seat(s))
		for r, v := range pv.Res {
			if v < 0 {
				fail("seat %d holds %d %v", s, v, orkney.Resource(r))
			}
		}
		if pv.RoutesLeft < 0 || pv.RoutesLeft+routes[s] != 20 {
			fail("seat %d: %d routes left, %d laid", s, pv.RoutesLeft, routes[s])
		}
		held += pv.FishTokens
	}
	if tokens+held > 18 {
		fail("%d fish tokens out of the pool", tokens+held)
	}

	res := g.Result()
	for _, sc := range res.Scores {
		sum := 0
		for _, c := range sc.Breakdown {
			sum += c.Points
		}
		if sum != sc.Total {
			fail("seat %d total %d, breakdown sums to %d", sc.Seat, sc.Total, sum)
		}
	}
	if len(res.Winners) == 0 {
		fail("no winner")
	}
	// Tiebreak names the chain's values exactly for seats that share their total (§8.4).
	for _, sc := range res.Scores {
		peers := 0
		for _, o := range res.Scores {
			if o.Seat != sc.Seat && o.Total == sc.Total {
				peers++
			}
		}
		if (peers > 0) != (sc.Tiebreak != "") {
			fail("seat %d with %d equal totals: tiebreak %q", sc.Seat, peers, sc.Tiebreak)
		}
	}
	// The top bar's round arithmetic stays in range (§4.1, §5.1).
	if turn := g.Turn(); turn < 0 || turn > g.TurnsPerSeat() || (g.Decision() != orkney.DecideTask && turn == 0) {
		fail("turn %d of %d", turn, g.TurnsPerSeat())
	}
	if g.TurnsPerSeat() != orkney.TurnsEach(n) {
		fail("%d turns per seat, %d for %d players", g.TurnsPerSeat(), orkney.TurnsEach(n), n)
	}
}

// playChecked plays one random game, checking invariants after every turn when full is set
// and at the end always.
func playChecked(t testing.TB, players int, seed uint64, full bool) *orkney.Game {
	t.Helper()
	g := newGame(t, orkney.Setup{Players: players, Seed: seed})
	b := bot.NewRandom(seed)
	for i := 0; !g.Over(); i++ {
		if i >= moveBound {
			t.Fatalf("seed %d: game did not end within %d moves", seed, moveBound)
		}
		m := b.Choose(g)
		out, err := g.Apply(m)
		if err != nil {
			t.Fatalf("seed %d move %d %v: %v", seed, i, m, err)
		}
		if full {
			checkOutcome(t, g, m, out)
		}
		if _, end := m.(orkney.EndTurn); end && full {
			checkInvariants(t, g)
		}
	}
	checkInvariants(t, g)
	return g
}

func TestRandomGames(t *testing.T) {
	t.Parallel()
	const games = 2000
	for players := 2; players <= 5; players++ {
		t.Run(fmt.Sprintf("%dp", players), func(t *testing.T) {
			t.Parallel()
			discards := 0
			for i := 0; i < games; i++ {
				g := playChecked(t, players, uint64(1000*players+i), i < 100)
				discards += len(g.Discarded())
			}
			t.Logf("%d players: %d games, %d dead tiles", players, games, discards)
		})
	}
}

// candidates builds moves around the current state, legal or not.
func candidates(g *orkney.Game, rng *rand.Rand) []rules.Move {
	seats := []rules.Seat{g.ToMove(), rules.Seat(rng.IntN(g.Players())), rules.NoSeat}
	placed := g.Placed()
	islands := g.Islands()
	var out []rules.Move
	for _, s := range seats {
		for i := 0; i < 12; i++ {
			c := placed[rng.IntN(len(placed))].Cell.Neighbour(rng.IntN(7))
			out = append(out, orkney.PlaceTile{By: s, Cell: c, Rot: rng.IntN(8) - 1})
		}
		out = append(out, orkney.PlaceTile{By: s, Cell: hex.Axial{Q: rng.IntN(300) - 150, R: 7}, Rot: 1})
		for i := 0; i < 6; i++ {
			is := islands[rng.IntN(len(islands))].ID
			conn := placed[rng.IntN(len(placed))].Cell
			out = append(out,
				orkney.Build{By: s, Kind: orkney.Building(rng.IntN(4)), Island: is},
				orkney.PlaceRoute{By: s, Conn: conn, Island: is},
				orkney.ExtraRoute{By: s, Conn: conn},
				orkney.Exchange{By: s, Give: orkney.Resource(rng.IntN(5)), Get: orkney.Resource(rng.IntN(5))},
				orkney.ChooseTask{By: s, Task: orkney.Task(rng.IntN(13))},
			)
		}
		out = append(out, orkney.Build{By: s, Island: orkney.IslandID{Vertex: hex.Vertex{Q: 90, R: 3}}},
			orkney.Fish{By: s}, orkney.EndTurn{By: s})
	}
	return out
}

// sameMove reports whether m is the legal move l, reading A[x,x] ρ+3 as ρ.
func legalIndex(g *orkney.Game, legal []rules.Move, m rules.Move) bool {
	if pt, ok := m.(orkney.PlaceTile); ok {
		if tile, rev := g.Revealed(); rev && tile.Type == A && tile.Pieces[0].Res == tile.Pieces[1].Res && pt.Rot >= 3 && pt.Rot <= 5 {
			pt.Rot -= 3
			m = pt
		}
	}
	for _, l := range legal {
		if l == m {
			return true
		}
	}
	return false
}

func checkAgreement(t testing.TB, g *orkney.Game, rng *rand.Rand) {
	t.Helper()
	legal := g.Legal()
	seen := make(map[rules.Move]bool, len(legal))
	for _, m := range legal {
		if seen[m] {
			t.Fatalf("duplicate legal move %v", m)
		}
		seen[m] = true
		if m.Seat() != g.ToMove() {
			t.Fatalf("legal move %v is not by seat %d", m, g.ToMove())
		}
		if err := g.Check(m); err != nil {
			t.Fatalf("Check refuses legal %v: %v", m, err)
		}
		if _, err := g.Copy().Apply(m); err != nil {
			t.Fatalf("Apply refuses legal %v: %v", m, err)
		}
	}
	if !g.Over() {
		v := g.SeatView(g.ToMove())
		vl := v.Legal()
		if len(vl) != len(legal) {
			t.Fatalf("the mover's view lists %d moves, the game %d", len(vl), len(legal))
		}
		for i := range vl {
			if vl[i] != legal[i] {
				t.Fatalf("the mover's view lists %v where the game lists %v", vl[i], legal[i])
			}
		}
	}
	before := g.Hash()
	for _, m := range candidates(g, rng) {
		isLegal := legalIndex(g, legal, m)
		err := g.Check(m)
		if isLegal != (err == nil) {
			t.Fatalf("%v: listed legal %v but Check says %v", m, isLegal, err)
		}
		if isLegal {
			continue
		}
		_, err2 := g.Apply(m)
		if err2 == nil || err2.Error() != err.Error() {
			t.Fatalf("%v: Check says %v, Apply %v", m, err, err2)
		}
		ill, ok := err2.(*rules.IllegalMoveError)
		if !ok || ill.Rule == "" || ill.Detail == "" || ill.Words != err.(*rules.IllegalMoveError).Words {
			t.Fatalf("%v: refused with %T %v", m, err2, err2)
		}
		requirePlainWords(t, ill.Words)
		if g.Hash() != before {
			t.Fatalf("refused %v changed the state", m)
		}
	}
}

func TestLegalApplyAgreement(t *testing.T) {
	t.Parallel()
	for players := 2; players <= 5; players++ {
		t.Run(fmt.Sprintf("%dp", players), func(t *testing.T) {
			t.Parallel()
			for i := 0; i < 12; i++ {
				seed := uint64(500*players + i)
				g := newGame(t, orkney.Setup{Players: players, Seed: seed})
				b := bot.NewRandom(seed)
				rng := rand.New(rand.NewPCG(seed, 3))
				for !g.Over() {
					checkAgreement(t, g, rng)
					apply(t, g, b.Choose(g))
				}
				checkAgreement(t, g, rng)
			}
		})
	}
}

func TestDeterminism(t *testing.T) {
	t.Parallel()
	for players := 2; players <= 5; players++ {
		seed := uint64(77 + players)
		g1 := newGame(t, orkney.Setup{Players: players, Seed: seed})
		g2 := newGame(t, orkney.Setup{Players: players, Seed: seed})
		require.Equal(t, g1.Hash(), g2.Hash())
		other := newGame(t, orkney.Setup{Players: players, Seed: seed + 1000})
		assert.NotEqual(t, g1.Hash(), other.Hash())
		b := bot.NewRandom(seed)
		for !g1.Over() {
			m := b.Choose(g1)
			o1 := apply(t, g1, m)
			o2 := apply(t, g2, m)
			require.Equal(t, o1, o2)
			require.Equal(t, g1.Hash(), g2.Hash())
			require.Equal(t, g1.Hash(), g1.Clone().Hash())
		}
		assert.Equal(t, g1.Result(), g2.Result())
	}
}

func TestCloneIsDeep(t *testing.T) {
	t.Parallel()
	g := newGame(t, orkney.Setup{Players: 3, Seed: 9})
	b := bot.NewRandom(9)
	for i := 0; i < 40; i++ {
		apply(t, g, b.Choose(g))
	}
	h := g.Hash()
	c := g.Clone()
	require.NoError(t, bot.Playout(c, bot.NewRandom(1), moveBound))
	assert.Equal(t, h, g.Hash(), "playing the clone left the original alone")
	assert.True(t, c.Over())
	assert.False(t, g.Over())
}

func TestRandomBotUsesEveryKind(t *testing.T) {
	t.Parallel()
	kinds := map[string]int{}
	for seed := uint64(1); seed <= 20; seed++ {
		g := newGame(t, orkney.Setup{Players: 3, Seed: seed})
		b := bot.NewRandom(seed)
		for !g.Over() {
			m := b.Choose(g)
			kinds[fmt.Sprintf("%T", m)]++
			apply(t, g, m)
		}
	}
	for _, k := range []string{"ChooseTask", "PlaceTile", "Build", "PlaceRoute", "ExtraRoute", "Exchange", "Fish", "EndTurn"} {
		assert.Positive(t, kinds["orkney."+k], k)
	}
}
