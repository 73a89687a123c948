package orkney_test

import (
	"fmt"
	"math/rand/v2"

	"northtable/rules"
	"northtable/rules/hex"
	"northtable/rules/orkney"
)

// moveBound is far above any real game: 60 placements, task choices, and each turn's actions.
const moveBound = 5000

// invariantError is the first thing wrong with g in any state of any game, or nil (the
// standing, resultError, only once the game is over). It runs millions of times, so it
// compares plainly.
func invariantError(g *orkney.Game) error {
	fail := func(format string, args ...any) error { return fmt.Errorf("invariant: "+format, args...) }
	n := g.Players()
	tiles := len(g.Placed()) + len(g.Discarded()) + g.RemovedCount()
	for s := 0; s < n; s++ {
		tiles += g.Player(rules.Seat(s)).TilesLeft
	}
	if _, ok := g.Revealed(); ok {
		tiles++
	}
	if tiles != orkney.NumTiles {
		return fail("%d tiles instead of 63", tiles)
	}

	var onBoard [3]int
	for _, is := range g.Islands() {
		if len(is.Cells) > 4 {
			return fail("island %v has %d tiles", is.ID, len(is.Cells))
		}
		if is.Complete {
			want := 3
			if is.Large {
				want = 4
			}
			if len(is.Cells) != want || is.Capacity != want {
				return fail("complete island %v: %d tiles, capacity %d", is.ID, len(is.Cells), is.Capacity)
			}
		}
		used := 0
		for k, c := range is.Buildings {
			onBoard[k] += c
			used += c * orkney.Building(k).Space()
		}
		if used != is.Used || used > is.Capacity || (used > 0 && !is.Complete) {
			return fail("island %v: used %d/%d, buildings %v, complete %v", is.ID, is.Used, is.Capacity, is.Buildings, is.Complete)
		}
	}
	supply := g.Supply()
	for k, start := range [3]int{18, 12, 6} {
		if supply[k]+onBoard[k] != start {
			return fail("%d %vs in supply and %d on the board", supply[k], orkney.Building(k), onBoard[k])
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
		return fail("FishOnBoard %d, tokens on tiles %d", g.FishOnBoard(), tokens)
	}
	held := 0
	for s := 0; s < n; s++ {
		pv := g.Player(rules.Seat(s))
		for r, v := range pv.Res {
			if v < 0 {
				return fail("seat %d holds %d %v", s, v, orkney.Resource(r))
			}
		}
		if pv.RoutesLeft < 0 || pv.RoutesLeft+routes[s] != 20 {
			return fail("seat %d: %d routes left, %d laid", s, pv.RoutesLeft, routes[s])
		}
		held += pv.FishTokens
	}
	if tokens+held > 18 {
		return fail("%d fish tokens out of the pool", tokens+held)
	}

	// The top bar's round arithmetic stays in range (§4.1, §5.1).
	if turn := g.Turn(); turn < 0 || turn > g.TurnsPerSeat() || (g.Decision() != orkney.DecideTask && turn == 0) {
		return fail("turn %d of %d", turn, g.TurnsPerSeat())
	}
	if g.TurnsPerSeat() != orkney.TurnsEach(n) {
		return fail("%d turns per seat, %d for %d players", g.TurnsPerSeat(), orkney.TurnsEach(n), n)
	}
	if g.Over() {
		return resultError(g)
	}
	return nil
}

// resultError is the first thing wrong with g's standing, or nil: breakdowns add up, there is
// a winner, and tiebreaks are named exactly for seats that share their total. Scoring is the
// costly part of the invariants, so it runs at the end of each turn and of the game.
func resultError(g *orkney.Game) error {
	fail := func(format string, args ...any) error { return fmt.Errorf("result: "+format, args...) }
	res := g.Result()
	for _, sc := range res.Scores {
		sum := 0
		for _, c := range sc.Breakdown {
			sum += c.Points
		}
		if sum != sc.Total {
			return fail("seat %d total %d, breakdown sums to %d", sc.Seat, sc.Total, sum)
		}
	}
	if len(res.Winners) == 0 {
		return fail("no winner")
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
			return fail("seat %d with %d equal totals: tiebreak %q", sc.Seat, peers, sc.Tiebreak)
		}
	}
	return nil
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
	for i := 0; i < 8; i++ {
		out = append(out, illegalFrom(g, byte(rng.IntN(256))))
	}
	return out
}

// illegalFrom builds a move that is probably illegal now, from one byte: far cells, another
// seat's turn end or fishing, resources, buildings and tasks out of range.
func illegalFrom(g *orkney.Game, b byte) rules.Move {
	s := g.ToMove()
	other := rules.Seat((int(s) + 1 + int(b>>4)%4) % g.Players())
	switch b & 7 {
	case 0:
		return orkney.PlaceTile{By: s, Cell: hex.Axial{Q: int(b) - 128, R: 40}, Rot: int(b>>3) % 8}
	case 1:
		return orkney.EndTurn{By: other}
	case 2:
		return orkney.Exchange{By: s, Give: orkney.Resource(b % 5), Get: orkney.Resource(b >> 5)}
	case 3:
		return orkney.Build{By: s, Kind: orkney.Building(b % 4), Island: orkney.IslandID{Vertex: hex.Vertex{Q: int(b >> 4), R: 1}}}
	case 4:
		return orkney.ChooseTask{By: s, Task: orkney.Task(b % 13)}
	case 5:
		return orkney.ExtraRoute{By: s, Conn: hex.Axial{Q: int(b>>3) - 16, R: 2}}
	case 6:
		return orkney.Fish{By: other}
	}
	return orkney.PlaceRoute{By: s, Conn: hex.Axial{}, Island: orkney.IslandID{Large: true, Edge: hex.Edge{D: int(b) % 6}}}
}

// canonical is the placement Legal lists for m: Legal lists a symmetric type-A tile (both
// pieces of one resource) only in rotations 0..2, and Check accepts ρ+3 as ρ.
func canonical(g *orkney.Game, m rules.Move) rules.Move {
	if pt, ok := m.(orkney.PlaceTile); ok {
		if tile, rev := g.Revealed(); rev && tile.Type == A && tile.Pieces[0].Res == tile.Pieces[1].Res && pt.Rot >= 3 && pt.Rot <= 5 {
			pt.Rot -= 3
			return pt
		}
	}
	return m
}
