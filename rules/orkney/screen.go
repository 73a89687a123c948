package orkney

import "northtable/rules"

// Facts the board shows that are rules, given here so the scene restates none of them.

// TrackSpaces is the length of the score track: spaces 0–29, a score past 29 shown with a 30+
// or 60+ badge (Orkney spec §9 "Always visible").
const TrackSpaces = 30

// ExchangeGets is how many of the resource asked for one exchange gives: every trade of the
// table gets 1 (Orkney spec §7.3 "get 1 of").
const ExchangeGets = 1

// WhyNone is why like's seat may make no move of like's kind now, in the words Check gives
// (rules.Explain), or "" when the move asked about is legal: the answer a board shows on a
// greyed button. The kind is a button's: a Build of like's building kind on any island, a
// PlaceRoute or an ExtraRoute on any connection, like itself for every other move (its island
// and connection are not read). Check is asked about the move of that kind whose refusal names
// what stands in the way: a build on a complete island refused for something other than its
// space, so a rule of the seat's (the decision, the supply, the cost) is named, else on the
// first complete island; a route on the first free connection, spending the seat's first
// credit (Orkney spec §5.2, §6, §7).
func (g *Game) WhyNone(like rules.Move) string {
	switch m := like.(type) {
	case Build:
		like = Build{By: m.By, Kind: m.Kind}
		first := true
		for i := 0; i < int(g.nIsl); i++ {
			if is := &g.islands[i]; is.dead || !is.complete {
				continue
			}
			b := Build{By: m.By, Kind: m.Kind, Island: g.islandID(i)}
			if first {
				like, first = b, false
			}
			if rule := g.check(b, nil); rule != "" && rule != RuleB2 {
				like = b
				break
			}
		}
	case PlaceRoute:
		return g.WhyNoRoute(m.By, g.firstFree())
	case ExtraRoute:
		like = ExtraRoute{By: m.By, Conn: g.firstFree()}
	}
	return rules.Explain(g.Check(like))
}

// WhyNoRoute is why seat may lay no route with a route credit on connection c, in the words
// Check gives, or "" when it may: Check of that route spending the seat's first credit (Orkney
// spec §7.2).
func (g *Game) WhyNoRoute(seat rules.Seat, c ConnID) string {
	m := PlaceRoute{By: seat, Conn: c}
	if cr := g.Player(seat).Credits; len(cr) > 0 {
		m.Island = cr[0].Island
	}
	return rules.Explain(g.Check(m))
}

// firstFree is the first placed tile's connection without a route, or the first placed tile's
// when every one carries a route.
func (g *Game) firstFree() ConnID {
	for t := 0; t < int(g.nPlaced); t++ {
		if g.placed[t].route < 0 {
			return g.placed[t].cell
		}
	}
	return g.placed[0].cell
}

// What made a move an undo boundary, for the mover (FinalWords; Orkney spec §5.2).
const (
	whyTaskKept  = "your task was chosen and the other one went back"
	whyTileShown = "the second tile was shown"
	whyFishSeen  = "you have seen the fish you caught"
	whyTurnEnded = "your turn ended"
	whyGameEnded = "the game ended"
)

// FinalWords says what made the last applied move an undo boundary (record.FinalWorder, Orkney
// spec §5.2): the task kept, the second tile shown, the fish seen, the end of the turn or of
// the game; "" when the move was not final. A greyed Undo reads "Your last move stays — …".
func (g *Game) FinalWords() string { return g.finalWhy }
