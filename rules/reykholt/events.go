package reykholt

import (
	"strconv"

	"northtable/rules"
)

// Event kinds (rules.Event.Kind). Details are the comparable values below. No event is
// private: Reykholt has no hidden hands (spec §1).
const (
	EvPhase          = "phase"           // PhaseDetail: a phase begins
	EvPlace          = "place"           // PlaceDetail: a worker is placed
	EvPass           = "pass"            // nil: the worker stays home
	EvUseCard        = "use-card"        // CardDetail: an Any card is started
	EvGain           = "gain"            // GainDetail: goods from the supply
	EvPay            = "pay"             // GainDetail: goods given back
	EvTakeGreenhouse = "take-greenhouse" // GreenhouseDetail
	EvGiveGreenhouse = "give-greenhouse" // GreenhouseDetail
	EvSeed           = "seed"            // SeedDetail
	EvHarvest        = "harvest"         // HarvestDetail
	EvTakeCard       = "take-card"       // CardDetail
	EvShareCard      = "share-card"      // CardDetail (Other is the owner)
	EvAdvance        = "advance"         // MoveDetail: a paid advance
	EvBonus          = "bonus"           // MoveDetail: the Bonus advance
	EvStop           = "stop"            // nil
	EvHomecoming     = "homecoming"      // PhaseDetail: the round ends
	EvStartPlayer    = "start-player"    // nil: Seat is the new start player
	EvGameOver       = "game-over"       // nil
)

// PhaseDetail is the phase beginning (or, for EvHomecoming, the round ending) and the start
// player.
type PhaseDetail struct {
	Phase Phase
	Round int8
	Start rules.Seat
}

// PlaceDetail is the space a worker went to.
type PlaceDetail struct{ Space SpaceID }

// GainDetail is goods gained or given back; Card is the card that gave them, or NoCard.
type GainDetail struct {
	Goods Goods
	Card  CardID
}

// GreenhouseDetail is a greenhouse taken from, or given back to, Pile; FaceDown marks G17
// taken unseen; Card is the card whose effect took it, or NoCard.
type GreenhouseDetail struct {
	GH       GreenhouseID
	Pile     Pile
	FaceDown bool
	Card     CardID
	Returned Goods // a greenhouse given back: the goods it held, back to the supply
}

// SeedDetail is one seeding.
type SeedDetail struct {
	GH        GreenhouseID
	Good      Good
	Companion Good
}

// HarvestDetail is N goods of one type from a greenhouse into stock.
type HarvestDetail struct {
	GH   GreenhouseID
	Good Good
	N    int8
}

// CardDetail is a service card taken, started or shared; Other is the owner of a shared card.
type CardDetail struct {
	Card  CardID
	Other rules.Seat
}

// MoveDetail is a manager's step on the track: From and To are absolute positions (spec §7);
// Paid what an advance cost from stock; FromGH how many goods came from greenhouses (D5).
type MoveDetail struct {
	From, To int16
	Paid     Goods
	FromGH   int8
}

func (g *Game) emit(kind string, s rules.Seat, detail any) {
	g.evBuf = append(g.evBuf, rules.Event{Kind: kind, Seat: s, Detail: detail})
}

func itoa(n int) string { return strconv.Itoa(n) }

// countOf is "1 tomato", "3 tomatoes", "2 lettuce".
func countOf(n int, good Good) string {
	if n == 1 {
		return "1 " + good.String()
	}
	return itoa(n) + " " + good.Plural()
}

// GoodsWords lists goods in words, e.g. "2 tomatoes and 1 lettuce"; "nothing" when empty.
func GoodsWords(gs Goods) string {
	var parts []string
	for t := Good(0); t < NumGoods; t++ {
		if gs[t] > 0 {
			parts = append(parts, countOf(int(gs[t]), t))
		}
	}
	if len(parts) == 0 {
		return "nothing"
	}
	return rules.List(parts)
}

// TableWords names a position, e.g. "table 12" or "table 2 of lap 1"; "the start table" for 0.
func TableWords(pos int) string {
	if pos <= 0 {
		return "the start table"
	}
	t, lap, _, _ := TableAt(pos)
	if lap == 0 {
		return "table " + itoa(t)
	}
	return "table " + itoa(t) + " of lap " + itoa(lap)
}

// GreenhouseWords describes a greenhouse card, e.g. "a 4-parcel greenhouse for tomato,
// lettuce, mushroom and cauliflower".
func GreenhouseWords(h GreenhouseID) string {
	gh := Greenhouses[h]
	var names []string
	for _, t := range gh.AllowedGoods() {
		names = append(names, t.String())
	}
	list := rules.List(names)
	if len(names) == NumGoods {
		list = "any vegetable"
	}
	return "a " + itoa(gh.Parcels) + "-parcel greenhouse for " + list
}

func nameOf(names []string, s rules.Seat) string {
	if int(s) >= 0 && int(s) < len(names) && names[s] != "" {
		return names[s]
	}
	return "Player " + itoa(int(s)+1)
}

// Describe is the log line for an event, in plain words with the players' names; "" for
// events that are not logged.
func (g *Game) Describe(e rules.Event, names []string) string {
	who := nameOf(names, e.Seat)
	switch d := e.Detail.(type) {
	case PhaseDetail:
		if e.Kind == EvHomecoming {
			return homecomingWords(g.solo, int(d.Round), int(g.rounds))
		}
		if d.Phase == PhaseWork {
			return "Round " + itoa(int(d.Round)) + ": Work Time — " + nameOf(names, d.Start) + " places first"
		}
		return d.Phase.String()
	case PlaceDetail:
		return who + " places a worker on " + g.SpaceWords(d.Space)
	case GainDetail:
		verb := " takes "
		if e.Kind == EvPay {
			verb = " gives back "
		}
		line := who + verb + GoodsWords(d.Goods)
		if d.Card != NoCard {
			line += " (" + Cards[d.Card].Name + ")"
		}
		return line
	case GreenhouseDetail:
		if e.Kind == EvGiveGreenhouse {
			return who + " gives back " + GreenhouseWords(d.GH) + " to the " + d.Pile.String()
		}
		line := who + " takes " + GreenhouseWords(d.GH) + " from the " + d.Pile.String()
		if d.FaceDown {
			line = who + " takes the face-down card of the random pile: " + GreenhouseWords(d.GH)
		}
		return line
	case SeedDetail:
		line := who + " seeds " + Greenhouses[d.GH].Parcels2() + " with " + Good(d.Good).Plural()
		if d.Companion != NoGood {
			line += " and a " + d.Companion.String() + " on the last parcel"
		}
		return line
	case HarvestDetail:
		return who + " harvests " + countOf(int(d.N), d.Good)
	case CardDetail:
		switch e.Kind {
		case EvUseCard:
			return who + " uses " + Cards[d.Card].Name
		case EvShareCard:
			return who + " shares " + Cards[d.Card].Name + " with " + nameOf(names, d.Other)
		}
		return who + " takes the service card " + Cards[d.Card].Name
	case MoveDetail:
		if e.Kind == EvBonus {
			return who + " uses the Bonus and moves to " + TableWords(int(d.To))
		}
		line := who + " pays " + GoodsWords(d.Paid)
		if d.FromGH > 0 {
			line += " (and " + countGoods(int(d.FromGH)) + " from greenhouses)"
		}
		return line + " and moves to " + TableWords(int(d.To))
	}
	switch e.Kind {
	case EvPass:
		return who + " has nowhere to go: the worker stays home"
	case EvStop:
		return who + " stops"
	case EvStartPlayer:
		return who + " is the new start player"
	case EvGameOver:
		return "The game is over"
	}
	return ""
}

// Parcels2 is the card's size in words, e.g. "the 4-parcel greenhouse".
func (h Greenhouse) Parcels2() string { return "the " + itoa(h.Parcels) + "-parcel greenhouse" }

// homecomingWords is Homecoming's log line for the end of round r of rounds: every worker goes
// home, but in the solo game (spec §9) only the workers placed the round before go home, while
// this round's stay on their spaces and block them until the next Homecoming.
func homecomingWords(solo bool, r, rounds int) string {
	switch {
	case !solo || r == rounds:
		return "Homecoming: the workers go home and round " + itoa(r) + " ends"
	case r == 1:
		return "Homecoming: round 1 ends; its workers stay on their spaces and block them for round 2"
	}
	return "Homecoming: round " + itoa(r-1) + "'s workers go home; round " + itoa(r) + "'s stay on their spaces and block them for round " + itoa(r+1)
}
