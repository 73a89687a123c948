package reavers

// Final scoring tables (Reavers spec §9) and the small functions that read them.

// TerrorLoss is the Glory lost at final scoring for t Terror tokens (Reavers spec §9 step 1):
// t(t+1)/2 up to 6 tokens (1, 3, 6, 10, 15, 21), then 6 more for each token beyond 6.
func TerrorLoss(t int) int {
	if t <= 0 {
		return 0
	}
	if t <= terrorSteepStart {
		return t * (t + 1) / 2
	}
	return terrorSteepStart*(terrorSteepStart+1)/2 + terrorSteep*(t-terrorSteepStart)
}

const (
	terrorSteepStart = 6 // the triangular losses stop here
	terrorSteep      = 6 // Glory lost per token beyond terrorSteepStart
)

// TokenScoring is one row of Reavers spec §9 step 2's table: every token of the kind scores
// the rate of the band its count falls in, and the player(s) holding the most (at least 1) each
// receive Majority.
type TokenScoring struct {
	Token    Token
	Rates    [3]int8 // per token, for 1–3, 4–5 and 6+ held
	Majority int8
}

// tokenBands are the lowest counts of the three rate bands.
var tokenBands = [3]int{1, 4, 6}

// TokenScorings is Reavers spec §9 step 2's table: Farm, Wall, Tower.
var TokenScorings = [3]TokenScoring{
	{Farm, [3]int8{1, 2, 3}, 3},
	{Wall, [3]int8{2, 3, 4}, 4},
	{Tower, [3]int8{3, 4, 5}, 5},
}

// Rate is the Glory per token for a player holding n tokens (0 for none).
func (s TokenScoring) Rate(n int) int {
	rate := 0
	for i, low := range tokenBands {
		if n >= low {
			rate = int(s.Rates[i])
		}
	}
	return rate
}

// Score is what n tokens score, without the majority bonus: n × Rate(n).
func (s TokenScoring) Score(n int) int { return n * s.Rate(n) }

// SetTable is a Keep Spoils kind's set values (Reavers spec §9 step 4): Values[k-1] is what
// a set of k cards scores; the largest set has len(Values) cards.
type SetTable struct {
	Set    SetKind
	Values []int16
}

// SetTables is Reavers spec §9 step 4's table: Armour, Treasure, Art and Finnish Linen.
var SetTables = [4]SetTable{
	{Armour, []int16{1, 2, 6, 12, 20, 30}},
	{Treasure, []int16{2, 4, 9, 16}},
	{Art, []int16{3, 6, 10}},
	{FinnishLinen, []int16{2, 6, 13, 24, 38, 57}},
}

// Score is what n cards of the kind score: as many largest sets as n allows, and the rest as
// one more set (7 Armour = 30 + 1 = 31).
func (t SetTable) Score(n int) int {
	if n <= 0 {
		return 0
	}
	largest := len(t.Values)
	total := (n / largest) * int(t.Values[largest-1])
	if rest := n % largest; rest > 0 {
		total += int(t.Values[rest-1])
	}
	return total
}

// Tapestry scoring (Reavers spec §9 step 4): each set of A, B and C scores TapestrySet; each
// Tapestry left over scores TapestryLeftover.
const (
	TapestrySet      = 15
	TapestryLeftover = 2
)

// TapestryScore is what a, b and c Tapestries of the three types score together
// (A, B, B, C, C = 15 + 2 + 2 = 19).
func TapestryScore(a, b, c int) int {
	sets := min(a, b, c)
	return sets*TapestrySet + (a+b+c-3*sets)*TapestryLeftover
}
