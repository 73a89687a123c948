package bot

import (
	"northtable/rules"
)

// rewards fills out[seat] with each seat's reward in [0, 1] for the game as it stands (over,
// or cut off and scored by Result as it stands): (1-margin) times its place's reward plus
// margin times its score margin's.
//
// A place is worth 1 for first and 0 for last, evenly between; seats that share a place
// (equal Rank after the game's tie chain) share the places they span, so a two-seat tie for
// first is worth ½ each in two players. The score margin is the seat's total against the
// best other seat's, (mine − best) / (|mine| + |best|), mapped from [−1, 1] to [0, 1]: it
// tells a narrow loss from a rout, so a seat that cannot win still plays on sensibly.
func rewards(g rules.Game, margin float64, out []float64) {
	res := g.Result()
	n := len(out)
	if n == 1 || len(res.Scores) != n {
		for i := range out {
			out[i] = 0.5
		}
		return
	}
	for i := range out {
		ri := res.Scores[i].Rank
		below, same := 0, 0 // seats ranked after i; seats sharing i's rank, i included
		best := 0
		first := true
		for j := range res.Scores {
			rj := res.Scores[j].Rank
			switch {
			case rj > ri:
				below++
			case rj == ri:
				same++
			}
			if j != i && (first || res.Scores[j].Total > best) {
				best, first = res.Scores[j].Total, false
			}
		}
		// Places spanned: below .. below+same-1 seats beaten; the mean is below+(same-1)/2.
		place := (float64(below) + float64(same-1)/2) / float64(n-1)
		mine := res.Scores[i].Total
		m := 0.5
		if d := abs(mine) + abs(best); d > 0 {
			m = (float64(mine-best)/float64(d) + 1) / 2
		}
		out[i] = (1-margin)*place + margin*m
	}
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
