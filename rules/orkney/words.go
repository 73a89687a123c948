package orkney

import (
	"strconv"
	"strings"

	"northtable/rules"
)

// ruleBook is each rule's name in words and what it asks, in a sentence of our own for people
// at the table (CLARIFICATIONS 18): no rule codes, coordinates or Go names.
var ruleBook = rules.RuleBook{
	RuleK1: {Name: "Task choice", Help: "keep one of the two tasks you were dealt"},
	RuleT1: {Name: "Not now", Help: "that move is not possible at this point of the game"},
	RuleP0: {Name: "Free cell", Help: "a tile goes only where no tile lies yet"},
	RuleP1: {Name: "Contact", Help: "a new tile must touch a tile already on the table along a side"},
	RuleP2: {Name: "Edge match", Help: "land must meet land and sea meet sea along every side the new tile shares"},
	RuleP3: {Name: "Corner match", Help: "at every corner the new tile shares, land must meet land and sea meet sea"},
	RuleP4: {Name: "No sideways land", Help: "large land meets large land only head-on, never at an angle around a point"},
	RuleD1: {Name: "Dead tile", Help: "a tile that fits nowhere leaves the game"},
	RuleB1: {Name: "Complete island", Help: "buildings go only on finished islands"},
	RuleB2: {Name: "Space", Help: "an island holds buildings up to its number of tiles: a farm takes 2 spaces, a village 3, a castle 4"},
	RuleB3: {Name: "Supply", Help: "none of that building is left"},
	RuleB4: {Name: "Cost", Help: "you need the wood and stone the building costs"},
	RuleR1: {Name: "Free connection", Help: "each white line carries one trade route at most"},
	RuleR2: {Name: "Routes left", Help: "you have no trade routes left"},
	RuleR3: {Name: "Route credit", Help: "each new building gives one route touching its island, this turn only"},
	RuleR4: {Name: "Borders the island", Help: "the route must touch the island whose credit you spend"},
	RuleR5: {Name: "Cloth for route", Help: "an extra route costs " + strconv.Itoa(ExtraRouteCloth) + " cloth"},
	RuleX1: {Name: "Rate", Help: "trade for a different resource"},
	RuleX2: {Name: "Enough to give", Help: "a trade takes 2 cloth, 3 wood or 3 stone"},
	RuleF1: {Name: "Fish on board", Help: "there are no fish tokens on the table"},
	RuleF2: {Name: "Cloth for fishing", Help: "fishing costs " + strconv.Itoa(FishCloth) + " cloth"},
}

// RuleWords is what a player reads for a refusal under rule (one of the Rule constants, Orkney
// spec §5): the rule's name in words, a dash, and what it asks, e.g. "Edge match — land must
// meet land and sea meet sea along every side the new tile shares". It holds no rule code,
// coordinate or Go name (CLARIFICATIONS 18). Check and Apply fill rules.IllegalMoveError.Words
// with it, or with a sentence about the very case (e.g. "Cost — a village costs 2 wood and 2
// stone; you hold 1 wood and 2 stone"). An unknown rule reads "That move is not allowed now".
func RuleWords(rule string) string { return ruleBook.Words(rule) }

// RuleName is the rule's name in words without its code, e.g. "Edge match" for RuleP2
// (Orkney spec §5.3); "" for an unknown rule.
func RuleName(rule string) string { return ruleBook.Name(rule) }

// refuse is a refusal of rule with a developer's detail and, when say is not "", plain words
// about this very case after the rule's name in words (else Check fills RuleWords).
func refuse(rule, say, format string, args ...any) *rules.IllegalMoveError {
	e := rules.Illegal(rule, format, args...)
	if say != "" {
		e.Words = ruleBook.Name(rule) + " — " + say
	}
	return e
}

// nameOf is seat s's name for the log: names[s], or "Player s+1" when missing or empty.
func nameOf(names []string, s rules.Seat) string {
	if s >= 0 && int(s) < len(names) && names[s] != "" {
		return names[s]
	}
	return "Player " + strconv.Itoa(int(s)+1)
}

// Count is n and the noun for the log and results (Orkney spec §9), singular for 1: "1 tile", "2 tiles", "1 fish point", "0 fish
// points". The noun's plural adds "s".
func Count(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return strconv.Itoa(n) + " " + noun + "s"
}

// listInts is "3", "3 and 1", "3, 1 and 2".
func listInts(vs []int8) string {
	var b strings.Builder
	for i, v := range vs {
		switch {
		case i == 0:
		case i == len(vs)-1:
			b.WriteString(" and ")
		default:
			b.WriteString(", ")
		}
		b.WriteString(strconv.Itoa(int(v)))
	}
	return b.String()
}

// Describe is the log line (Orkney spec §9) for an event of this game in plain words (rules.Game), with seat
// names from names (a missing name reads "Player s+1"), e.g. "Ann gains 2 wood" or "Ann goes
// fishing and takes 3 tokens". Every event kind of this package is logged except "reveal",
// whose tile the following "place" or "discard" line names; other kinds give "". A private
// event's line may name hidden values: show it only where e.VisibleTo allows.
func (g *Game) Describe(e rules.Event, names []string) string {
	who := nameOf(names, e.Seat)
	switch e.Kind {
	case EvTurn:
		return who + "'s turn"
	case EvPlace:
		if m, ok := e.Detail.(PlaceTile); ok {
			if t := g.tileAt(m.Cell); t >= 0 {
				return who + " places " + tileByID(int(g.placed[t].id)).Describe()
			}
		}
		return who + " places a tile"
	case EvFishLaid:
		return "A fish token is laid face down on the new tile"
	case EvGain:
		if gn, ok := e.Detail.(Gain); ok {
			if gn.N == 1 && gn.Res == Cloth {
				return who + " gains 1 cloth for completing the island"
			}
			return who + " gains " + strconv.Itoa(gn.N) + " " + gn.Res.String() + " for a matching piece"
		}
		return who + " gains resources"
	case EvComplete:
		if id, ok := e.Detail.(IslandID); ok {
			return who + " completes a " + islandSize(id) + " island"
		}
		return who + " completes an island"
	case EvDiscard:
		if t, ok := e.Detail.(Tile); ok {
			return "Dead tile — no place fits " + t.Describe() + ", so it leaves the game"
		}
		return "Dead tile — no place fits the tile, so it leaves the game"
	case EvBuild:
		if m, ok := e.Detail.(Build); ok {
			return who + " builds a " + m.Kind.String() + " (+" + strconv.Itoa(m.Kind.VP()) + " VP)"
		}
		return who + " builds"
	case EvRoute:
		return who + " lays a trade route"
	case EvExtraRoute:
		return who + " buys an extra trade route for " + strconv.Itoa(ExtraRouteCloth) + " cloth"
	case EvExchange:
		if m, ok := e.Detail.(Exchange); ok {
			return who + " trades " + strconv.Itoa(rate(m.Give)) + " " + m.Give.String() + " for 1 " + m.Get.String()
		}
		return who + " trades"
	case EvFish:
		n, _ := e.Detail.(int)
		return who + " goes fishing and takes " + Count(n, "token")
	case EvFishValues:
		if c, ok := e.Detail.(FishCatch); ok && c.N > 0 {
			return who + " catches fish worth " + listInts(c.Values[:c.N]) + ": " + Count(c.Points(), "fish point")
		}
		return who + " catches no fish"
	case EvTask:
		return who + " keeps a secret task"
	case EvTaskKept:
		if t, ok := e.Detail.(Task); ok && t != 0 {
			return who + " keeps the task " + t.String() + "; the other one is set aside unseen"
		}
		return who + " keeps a secret task"
	case EvGameOver:
		return "The last tile is down: the game is over"
	}
	return ""
}

// refusal receives the refusal of a legality test (check and the check… tests). A nil *refusal
// asks only for the rule broken: the test then builds no detail and no words, so Allowed and
// the listing of legal moves allocate nothing, and the words are made only for a refusal that
// is shown (Check, Apply).
type refusal struct{ err *rules.IllegalMoveError }

// deny is a failed test's answer: rule, and, when r wants it, the refusal that says makes
// (called only then, so a cheap test never formats anything).
func (r *refusal) deny(rule string, says func() *rules.IllegalMoveError) string {
	if r != nil {
		r.err = says()
	}
	return rule
}
