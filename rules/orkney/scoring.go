package orkney

import (
	"strconv"
	"strings"

	"northtable/rules"
)

// routeVP scores one route between islands a and b (Orkney spec §8.2): every farm on one end
// counts 1 per village and 2 per castle on the other.
func (g *Game) routeVP(a, b int) int {
	x, y := &g.islands[a].bld, &g.islands[b].bld
	return int(x[Farm])*(int(y[Village])+2*int(y[Castle])) + int(y[Farm])*(int(x[Village])+2*int(x[Castle]))
}

func (g *Game) hasBuilding(i int) bool {
	b := &g.islands[i].bld
	return b[0]+b[1]+b[2] > 0
}

// network is one connected part of a seat's network graph (Orkney spec §8.3).
type network struct {
	size int    // routes
	bld  [3]int // buildings on its distinct islands
}

// networks returns seat s's networks: components of its routes whose two islands both carry a
// building.
func (g *Game) networks(s int) []network {
	var parent [maxIslands]int16
	for i := range parent {
		parent[i] = int16(i)
	}
	find := func(i int) int {
		for int(parent[i]) != i {
			parent[i] = parent[parent[i]]
			i = int(parent[i])
		}
		return i
	}
	var inNet [maxIslands]bool
	var size [maxIslands]int
	any := false
	for t := 0; t < int(g.nPlaced); t++ {
		p := &g.placed[t]
		if int(p.route) != s {
			continue
		}
		a, b := int(p.isl[0]), int(p.isl[1])
		if !g.hasBuilding(a) || !g.hasBuilding(b) {
			continue
		}
		inNet[a], inNet[b], any = true, true, true
		if ra, rb := find(a), find(b); ra != rb {
			parent[rb] = int16(ra)
		}
	}
	if !any {
		return nil
	}
	for t := 0; t < int(g.nPlaced); t++ {
		p := &g.placed[t]
		if int(p.route) == s && inNet[p.isl[0]] && inNet[p.isl[1]] {
			size[find(int(p.isl[0]))]++
		}
	}
	var out []network
	var idx [maxIslands]int
	for i := range idx {
		idx[i] = -1
	}
	for i := 0; i < int(g.nIsl); i++ {
		if !inNet[i] {
			continue
		}
		r := find(i)
		if idx[r] < 0 {
			idx[r] = len(out)
			out = append(out, network{size: size[r]})
		}
		n := &out[idx[r]]
		for k := range n.bld {
			n.bld[k] += int(g.islands[i].bld[k])
		}
	}
	return out
}

func (g *Game) fishPoints(s int) int {
	sum := 0
	p := &g.pl[s]
	for _, v := range p.fish[:p.nFish] {
		sum += int(v)
	}
	return sum
}

func largest(nets []network) int {
	m := 0
	for _, n := range nets {
		m = max(m, n.size)
	}
	return m
}

func anyNet(nets []network, castles, villages, farms int) bool {
	for _, n := range nets {
		if n.bld[Castle] >= castles && n.bld[Village] >= villages && n.bld[Farm] >= farms {
			return true
		}
	}
	return false
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

// taskVP scores every seat's chosen task (Orkney spec §8.3).
func (g *Game) taskVP() [maxSeats]int {
	var out [maxSeats]int
	var fishPts, big [maxSeats]int
	var nets [maxSeats][]network
	for s := 0; s < g.n; s++ {
		fishPts[s] = g.fishPoints(s)
		nets[s] = g.networks(s)
		big[s] = largest(nets[s])
	}
	var large, small int
	var onBoard [3]int
	for i := 0; i < int(g.nIsl); i++ {
		is := &g.islands[i]
		if is.dead {
			continue
		}
		if is.complete {
			if is.large {
				large++
			} else {
				small++
			}
		}
		for k := range onBoard {
			onBoard[k] += int(is.bld[k])
		}
	}
	for s := 0; s < g.n; s++ {
		top := func(v [maxSeats]int) bool {
			if v[s] == 0 {
				return false
			}
			for o := 0; o < g.n; o++ {
				if v[o] > v[s] {
					return false
				}
			}
			return true
		}
		ok := false
		switch g.pl[s].task {
		case 1:
			ok = top(fishPts)
		case 2:
			ok = top(big)
		case 3:
			ok = anyNet(nets[s], 1, 1, 1)
		case 4:
			ok = anyNet(nets[s], 1, 0, 3)
		case 5:
			ok = anyNet(nets[s], 0, 2, 2)
		case 6:
			ok = anyNet(nets[s], 0, 1, 4)
		case 7:
			out[s] = threshold(large, 11, 9)
		case 8:
			out[s] = threshold(small, 17, 15)
		case 9:
			out[s] = threshold(onBoard[Farm], 18, 16)
		case 10:
			out[s] = threshold(onBoard[Village], 11, 9)
		case 11:
			out[s] = threshold(onBoard[Castle], 5, 4)
		}
		if ok {
			out[s] = 6
		}
	}
	return out
}

// RouteVP is seat s's trade-route score (Orkney spec §8.2).
func (g *Game) RouteVP(s rules.Seat) int {
	sum := 0
	for t := 0; t < int(g.nPlaced); t++ {
		p := &g.placed[t]
		if p.route >= 0 && rules.Seat(p.route) == s {
			sum += g.routeVP(int(p.isl[0]), int(p.isl[1]))
		}
	}
	return sum
}

// Result scores every seat (Orkney spec §8.2) as if the game ended now and ranks them by the
// tie chain of §8.4. Categories, in order: "Buildings", "Trade routes", "Fish", "Task". In a
// view before the end, seats whose fish values and task are hidden score 0 in "Fish" and
// "Task" (noted "hidden").
func (g *Game) Result() rules.Result {
	tasks := g.taskVP()
	type key struct{ total, tier, res int }
	keys := make([]key, g.n)
	res := rules.Result{Scores: make([]rules.Score, g.n)}
	over := g.dec == DecideNone
	for s := 0; s < g.n; s++ {
		p := &g.pl[s]
		fp := g.fishPoints(s)
		fish, task := FishVP(fp), tasks[s]
		fishNote, taskNote := fishWords(fp), p.task.String()
		if g.view && !over && rules.Seat(s) != g.viewer {
			fish, task, fishNote, taskNote = 0, 0, "hidden", "hidden"
		} else if over && task == 0 {
			taskNote += ": not fulfilled" // a bare 0 beside the task's name reads as a count
		}
		cats := []rules.Category{
			{Name: CatBuildings, Points: p.vp},
			{Name: CatRoutes, Points: g.RouteVP(rules.Seat(s))},
			{Name: CatFish, Points: fish, Note: fishNote},
			{Name: CatTask, Points: task, Note: taskNote},
		}
		total := 0
		for _, c := range cats {
			total += c.Points
		}
		tier := 0
		switch task {
		case 6:
			tier = 2
		case 3:
			tier = 1
		}
		keys[s] = key{total, tier, p.res[Wood] + p.res[Stone] + p.res[Cloth]}
		res.Scores[s] = rules.Score{Seat: rules.Seat(s), Total: total, Breakdown: cats}
	}
	better := func(a, b key) bool {
		if a.total != b.total {
			return a.total > b.total
		}
		if a.tier != b.tier {
			return a.tier > b.tier
		}
		return a.res > b.res
	}
	for s := range keys {
		res.Scores[s].Tiebreak = tiebreakWords(keys[s].tier, keys[s].res, s, func(o int) (bool, bool) {
			return keys[o].total == keys[s].total, keys[o].tier == keys[s].tier
		}, g.n)
		rank := 1
		for o := range keys {
			if better(keys[o], keys[s]) {
				rank++
			}
		}
		res.Scores[s].Rank = rank
		if rank == 1 {
			res.Winners = append(res.Winners, rules.Seat(s))
		}
	}
	// Which step of the chain decided (Orkney spec §8.4).
	best := keys[res.Winners[0]]
	var tied, tiers []key
	for _, k := range keys {
		if k.total == best.total {
			tied = append(tied, k)
			if k.tier == best.tier {
				tiers = append(tiers, k)
			}
		}
	}
	switch {
	case len(tied) == 1:
	case len(res.Winners) > 1:
		res.TieRule = TieShared
	case len(tiers) > 1:
		res.TieRule = TieResources
	case best.tier == 2:
		res.TieRule = TieTask6
	default:
		res.TieRule = TieTask3
	}
	return res
}

// fishWords is the Fish category's note (Orkney spec §8.2): how fish points turn into VP, e.g.
// "25 fish points ÷ 3" (rounded down: 8) or "no fish points".
func fishWords(points int) string {
	if points == 0 {
		return "no fish points"
	}
	return Count(points, "fish point") + " ÷ " + strconv.Itoa(FishPointsPerVP)
}

// tiebreakWords is Score.Tiebreak for seat s (Orkney spec §8.4): the values of the tie chain
// that placed s among the other seats of equal total, e.g. "task worth 6 fulfilled" when the
// task step set them apart, "9 resources left" when resources were compared (with seats of
// the same task step), both when both steps were needed; "" when no other seat has s's total.
// peer(o) reports whether o has s's total and whether it also has s's task step.
func tiebreakWords(tier, resLeft, s int, peer func(o int) (sameTotal, sameTier bool), n int) string {
	tierDiffers, tierShared := false, false
	for o := 0; o < n; o++ {
		if o == s {
			continue
		}
		total, sameTier := peer(o)
		if !total {
			continue
		}
		if sameTier {
			tierShared = true
		} else {
			tierDiffers = true
		}
	}
	var parts []string
	if tierDiffers {
		parts = append(parts, [3]string{"task not fulfilled", "task worth 3 fulfilled", "task worth 6 fulfilled"}[tier])
	}
	if tierShared {
		parts = append(parts, Count(resLeft, "resource")+" left")
	}
	return strings.Join(parts, ", ")
}
