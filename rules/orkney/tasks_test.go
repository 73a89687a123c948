package orkney_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"northtable/rules"
	"northtable/rules/orkney"
)

// pathOf finds distinct complete islands, large (L) or small (S) as the pattern says, each
// joined to the next by a connection; it returns them and the connections between them.
func pathOf(t testing.TB, g *orkney.Game, pattern string) ([]orkney.IslandID, []orkney.ConnID) {
	t.Helper()
	complete := map[orkney.IslandID]bool{}
	for _, is := range g.Islands() {
		if is.Complete {
			complete[is.ID] = true
		}
	}
	type link struct {
		to   orkney.IslandID
		conn orkney.ConnID
	}
	adj := map[orkney.IslandID][]link{}
	for _, c := range g.Connections() {
		a, b := c.Ends[0], c.Ends[1]
		if complete[a] && complete[b] {
			adj[a] = append(adj[a], link{b, c.ID})
			adj[b] = append(adj[b], link{a, c.ID})
		}
	}
	want := func(i int, id orkney.IslandID) bool { return id.Large == (pattern[i] == 'L') }
	var isl []orkney.IslandID
	var conns []orkney.ConnID
	var dfs func() bool
	dfs = func() bool {
		if len(isl) == len(pattern) {
			return true
		}
		last := isl[len(isl)-1]
		for _, l := range adj[last] {
			if !want(len(isl), l.to) || contains(isl, l.to) {
				continue
			}
			isl, conns = append(isl, l.to), append(conns, l.conn)
			if dfs() {
				return true
			}
			isl, conns = isl[:len(isl)-1], conns[:len(conns)-1]
		}
		return false
	}
	for _, is := range g.Islands() {
		if is.Complete && want(0, is.ID) {
			isl, conns = []orkney.IslandID{is.ID}, nil
			if dfs() {
				return isl, conns
			}
		}
	}
	t.Fatalf("no path %q", pattern)
	return nil, nil
}

func contains[T comparable](xs []T, x T) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}

const (
	F = orkney.Farm
	V = orkney.Village
	K = orkney.Castle
)

func TestNetworkTasks(t *testing.T) {
	t.Parallel()
	base := richGame(t, len(richRows), orkney.Setup{})
	for _, tc := range []struct {
		name    string
		task    orkney.Task
		pattern string
		bld     [][]orkney.Building // per island on the path
		routes  []int               // indexes of path connections carrying seat 0's routes
		vp      int
	}{
		{"3 all three", 3, "LSS", [][]orkney.Building{{K}, {V}, {F}}, []int{0, 1}, 6},
		{"3 split networks", 3, "LSS", [][]orkney.Building{{K}, {V}, {F}}, []int{0}, 0},
		{"3 gap without building", 3, "LSSS", [][]orkney.Building{{K}, nil, {V}, {F}}, []int{0, 1, 2}, 0},
		{"4 castle three farms", 4, "LSSS", [][]orkney.Building{{K}, {F}, {F}, {F}}, []int{0, 1, 2}, 6},
		{"4 two farms", 4, "LSSS", [][]orkney.Building{{K}, {F}, {F}, {F}}, []int{0, 1}, 0},
		{"4 farms on a large island", 4, "LL", [][]orkney.Building{{K}, {F, F}}, []int{0}, 0},
		{"5 two villages two farms", 5, "SSSS", [][]orkney.Building{{V}, {V}, {F}, {F}}, []int{0, 1, 2}, 6},
		{"5 one village", 5, "SSSS", [][]orkney.Building{{V}, {F}, {F}, {F}}, []int{0, 1, 2}, 0},
		{"6 village four farms", 6, "SLL", [][]orkney.Building{{V}, {F, F}, {F, F}}, []int{0, 1}, 6},
		{"6 three farms", 6, "SLS", [][]orkney.Building{{V}, {F, F}, {F}}, []int{0, 1}, 0},
		{"2 largest", 2, "SSSS", [][]orkney.Building{{F}, {F}, {F}, {F}}, []int{0, 1}, 6},
		{"2 none", 2, "SSSS", [][]orkney.Building{{F}, {F}, {F}, {F}}, nil, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			isl, conns := pathOf(t, base, tc.pattern)
			var blds []orkney.SetupBuilding
			for i, bs := range tc.bld {
				for _, b := range bs {
					blds = append(blds, orkney.SetupBuilding{Island: isl[i], Kind: b})
				}
			}
			var routes []orkney.SetupRoute
			for _, i := range tc.routes {
				routes = append(routes, orkney.SetupRoute{Conn: conns[i], Seat: 0})
			}
			g := richGame(t, len(richRows), orkney.Setup{Buildings: blds, Routes: routes,
				Tasks: [][2]orkney.Task{{tc.task, 1}, {11, 10}}})
			task := g.Result().Scores[0].Breakdown[3]
			assert.Equal(t, orkney.CatTask, task.Name)
			assert.Equal(t, tc.task.String(), task.Note)
			assert.Equal(t, tc.vp, task.Points)
		})
	}
}

func TestLargestNetworkAgainstOthers(t *testing.T) {
	t.Parallel()
	base := richGame(t, len(richRows), orkney.Setup{})
	isl, conns := pathOf(t, base, "SSSSS")
	var blds []orkney.SetupBuilding
	for _, id := range isl {
		blds = append(blds, orkney.SetupBuilding{Island: id, Kind: F})
	}
	for _, tc := range []struct {
		mine, theirs []int
		vp           int
	}{
		{[]int{0, 1}, []int{3}, 6},
		{[]int{0}, []int{3}, 6}, // ties fulfil
		{[]int{0}, []int{2, 3}, 0},
		{nil, nil, 0},
	} {
		var routes []orkney.SetupRoute
		for _, i := range tc.mine {
			routes = append(routes, orkney.SetupRoute{Conn: conns[i], Seat: 0})
		}
		for _, i := range tc.theirs {
			routes = append(routes, orkney.SetupRoute{Conn: conns[i], Seat: 1})
		}
		g := richGame(t, len(richRows), orkney.Setup{Buildings: blds, Routes: routes,
			Tasks: [][2]orkney.Task{{2, 1}, {11, 10}}})
		assert.Equal(t, tc.vp, g.Result().Scores[0].Breakdown[3].Points, "%v vs %v", tc.mine, tc.theirs)
	}
}

func TestTask1MostFish(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		mine, theirs []int
		vp           int
	}{
		{[]int{3}, []int{2}, 6},
		{[]int{2}, []int{1, 1}, 6}, // ties fulfil
		{[]int{1}, []int{3}, 0},
		{nil, nil, 0}, // must be above 0
	} {
		g := newGame(t, orkney.Setup{Players: 2, Stacks: [][]orkney.Tile{nil, nil}, SkipTaskChoice: true,
			FishPool: []int{}, FishHeld: [][]int{tc.mine, tc.theirs}, Tasks: [][2]orkney.Task{{1, 2}, {3, 4}}})
		assert.Equal(t, tc.vp, g.Result().Scores[0].Breakdown[3].Points, "%v vs %v", tc.mine, tc.theirs)
	}
}

func threshold(n, six, three int) int {
	switch {
	case n >= six:
		return 6
	case n >= three:
		return 3
	}
	return 0
}

func TestTasks7And8IslandCounts(t *testing.T) {
	t.Parallel()
	seenL, seenS := map[int]bool{}, map[int]bool{}
	for n := 0; n <= len(richRows); n++ {
		g := richGame(t, n, orkney.Setup{Players: 3, Tasks: [][2]orkney.Task{{7, 1}, {8, 2}, {3, 4}}})
		large, small := 0, 0
		for _, is := range g.Islands() {
			switch {
			case is.Complete && is.Large:
				large++
			case is.Complete:
				small++
			}
		}
		res := g.Result()
		assert.Equal(t, threshold(large, 11, 9), res.Scores[0].Breakdown[3].Points, "%d tiles, %d large", n, large)
		assert.Equal(t, threshold(small, 17, 15), res.Scores[1].Breakdown[3].Points, "%d tiles, %d small", n, small)
		seenL[threshold(large, 11, 9)] = true
		seenS[threshold(small, 17, 15)] = true
	}
	assert.Equal(t, map[int]bool{0: true, 3: true, 6: true}, seenL)
	assert.Equal(t, map[int]bool{0: true, 3: true, 6: true}, seenS)
	// The starting island counts for task 8: the start layout alone has one complete island.
	g := richGame(t, 0, orkney.Setup{})
	require.Len(t, g.Islands(), 4)
}

func TestTasks9to11BuildingCounts(t *testing.T) {
	t.Parallel()
	base := richGame(t, len(richRows), orkney.Setup{})
	var small, large []orkney.IslandID
	for _, is := range base.Islands() {
		switch {
		case is.Complete && is.Large:
			large = append(large, is.ID)
		case is.Complete:
			small = append(small, is.ID)
		}
	}
	require.GreaterOrEqual(t, len(small), 18)
	require.GreaterOrEqual(t, len(large), 11)
	all := append(append([]orkney.IslandID{}, small...), large...)
	for _, tc := range []struct {
		task orkney.Task
		kind orkney.Building
		on   []orkney.IslandID
		n    int
		vp   int
	}{
		{9, F, small, 15, 0}, {9, F, small, 16, 3}, {9, F, small, 17, 3}, {9, F, small, 18, 6},
		{10, V, all, 8, 0}, {10, V, all, 9, 3}, {10, V, all, 10, 3}, {10, V, all, 11, 6},
		{11, K, large, 3, 0}, {11, K, large, 4, 3}, {11, K, large, 5, 6}, {11, K, large, 6, 6},
	} {
		var blds []orkney.SetupBuilding
		for i := 0; i < tc.n; i++ {
			blds = append(blds, orkney.SetupBuilding{Island: tc.on[i], Kind: tc.kind})
		}
		// The builder does not matter: the counts are of the whole board.
		g := richGame(t, len(richRows), orkney.Setup{Buildings: blds, Tasks: [][2]orkney.Task{{tc.task, 1}, {2, 3}}})
		assert.Equal(t, tc.vp, g.Result().Scores[0].Breakdown[3].Points, "task %d with %d %vs", tc.task, tc.n, tc.kind)
	}
}

func TestTieChain(t *testing.T) {
	t.Parallel()
	base := richGame(t, len(richRows), orkney.Setup{})
	var small []orkney.IslandID
	for _, is := range base.Islands() {
		if is.Complete && !is.Large {
			small = append(small, is.ID)
		}
	}
	farms := func(n int) []orkney.SetupBuilding {
		var out []orkney.SetupBuilding
		for i := 0; i < n; i++ {
			out = append(out, orkney.SetupBuilding{Island: small[i], Kind: F})
		}
		return out
	}
	for _, tc := range []struct {
		name    string
		s       orkney.Setup
		totals  []int
		winners []rules.Seat
		ranks   []int
		rule    string
	}{
		{"unique top", orkney.Setup{Tasks: [][2]orkney.Task{{7, 1}, {11, 2}}},
			[]int{6, 0}, []rules.Seat{0}, []int{1, 2}, ""},
		{"step 2 task worth 6", orkney.Setup{Tasks: [][2]orkney.Task{{7, 1}, {11, 2}},
			FishPool: []int{}, FishHeld: [][]int{nil, {3, 3, 3, 3, 3, 3}}, Resources: [][4]int{{}, {0, 5, 5, 5}}},
			[]int{6, 6}, []rules.Seat{0}, []int{1, 2}, orkney.TieTask6},
		{"step 3 task worth 3", orkney.Setup{Tasks: [][2]orkney.Task{{11, 1}, {9, 2}}, Buildings: farms(16),
			FishPool: []int{}, FishHeld: [][]int{{3, 3, 3}, nil}, Resources: [][4]int{{0, 9, 0, 0}, {}}},
			[]int{3, 3}, []rules.Seat{1}, []int{2, 1}, orkney.TieTask3},
		{"step 4 resources", orkney.Setup{Tasks: [][2]orkney.Task{{11, 1}, {10, 2}},
			Resources: [][4]int{{0, 1, 1, 1}, {0, 0, 0, 4}}},
			[]int{0, 0}, []rules.Seat{1}, []int{2, 1}, orkney.TieResources},
		{"step 5 shared", orkney.Setup{Tasks: [][2]orkney.Task{{11, 1}, {10, 2}},
			Resources: [][4]int{{0, 1, 1, 1}, {0, 3, 0, 0}}},
			[]int{0, 0}, []rules.Seat{0, 1}, []int{1, 1}, orkney.TieShared},
		{"three seats, two share after step 2", orkney.Setup{Players: 3, Tasks: [][2]orkney.Task{{7, 1}, {11, 2}, {8, 3}},
			FishPool: []int{}, FishHeld: [][]int{nil, {3, 3, 3, 3, 3, 3}, nil}},
			[]int{6, 6, 6}, []rules.Seat{0, 2}, []int{1, 3, 1}, orkney.TieShared},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := richGame(t, len(richRows), tc.s)
			apply(t, g, orkney.EndTurn{By: 0})
			require.True(t, g.Over())
			res := g.Result()
			for s, want := range tc.totals {
				assert.Equal(t, want, res.Scores[s].Total, "seat %d", s)
				assert.Equal(t, tc.ranks[s], res.Scores[s].Rank, "seat %d", s)
			}
			assert.Equal(t, tc.winners, res.Winners)
			assert.Equal(t, tc.rule, res.TieRule)
		})
	}
}

func TestResultCategories(t *testing.T) {
	t.Parallel()
	g := newGame(t, orkney.Setup{Players: 3, Seed: 5})
	for _, sc := range g.Result().Scores {
		var names []string
		sum := 0
		for _, c := range sc.Breakdown {
			names = append(names, c.Name)
			sum += c.Points
		}
		assert.Equal(t, []string{"Buildings", "Trade routes", "Fish", "Task"}, names)
		assert.Equal(t, sc.Total, sum)
	}
}

func TestTaskNames(t *testing.T) {
	t.Parallel()
	seen := map[string]bool{}
	for k := orkney.Task(1); k <= orkney.NumTasks; k++ {
		assert.NotEmpty(t, k.String())
		assert.NotEmpty(t, k.Describe())
		assert.False(t, seen[k.String()])
		seen[k.String()] = true
	}
	assert.Equal(t, "Largest network", orkney.Task(2).String())
}
