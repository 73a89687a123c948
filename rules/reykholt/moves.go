package reykholt

import (
	"fmt"

	"northtable/rules"
)

// The moves, one value type per decision kind (Reykholt spec §10.2). Each carries its seat.

// Place puts a worker on an action space and resolves it (Work Time, spec §3.1–§3.2).
type Place struct {
	By    rules.Seat
	Space SpaceID
}

// Pass leaves the worker at home; legal only when no Place is (spec §3.1).
type Pass struct{ By rules.Seat }

// UseCard starts an Any card (spec §6.1), before placing or before stopping.
type UseCard struct {
	By   rules.Seat
	Card CardID
}

// Resolve picks the next unresolved action of an "and" (spec §3.2); Part indexes its actions.
type Resolve struct {
	By   rules.Seat
	Part int8
}

// Branch picks the one branch of an "OR" that happens (spec §3.2).
type Branch struct {
	By   rules.Seat
	Part int8
}

// SelectGoods answers a choose-goods or a give-back-goods decision with amounts per good
// (spec §4.3).
type SelectGoods struct {
	By    rules.Seat
	Goods Goods
}

// GiveGreenhouse gives back one owned greenhouse, the left side of an exchange (spec §4.3).
type GiveGreenhouse struct {
	By rules.Seat
	GH GreenhouseID
}

// ChoosePile takes the top greenhouse of a pile a TakeGH lists (spec §5.2).
type ChoosePile struct {
	By   rules.Seat
	Pile Pile
}

// Seed makes one seeding: Good from stock onto the empty greenhouse GH, its other parcels
// filled from the supply; Companion (C3 only, 5+ parcels) is NoGood or the good of the last
// parcel (spec §4.3).
type Seed struct {
	By        rules.Seat
	GH        GreenhouseID
	Good      Good
	Companion Good
}

// Harvest takes one good of type Good off the greenhouse GH into stock (spec §4.3).
type Harvest struct {
	By   rules.Seat
	GH   GreenhouseID
	Good Good
}

// Done ends a Seed or Harvest step once its minimum is met (spec §10.2).
type Done struct{ By rules.Seat }

// ChooseCard takes a display card (TakeCard, spec §6.2) or shares a neighbour's card
// (ShareCard, spec §6.4).
type ChooseCard struct {
	By   rules.Seat
	Card CardID
}

// Pick chooses the good a mixed greenhouse gives in Harvest Time (spec §3.3).
type Pick struct {
	By   rules.Seat
	GH   GreenhouseID
	Good Good
}

// Double chooses the greenhouse card A5 doubles in Harvest Time (spec §3.3, §6.3).
type Double struct {
	By rules.Seat
	GH GreenhouseID
}

// Advance moves the manager to the next table, paying its cost after the player's modifiers
// (spec §3.4): Swap pays 2 tomatoes in place of 1 demanded good (card D2); FromGH lists up to
// 2 greenhouses a demanded good comes from instead of stock (card D5), NoGreenhouse-padded,
// sorted with the real ones first in ascending order. The rest comes from stock.
type Advance struct {
	By     rules.Seat
	Swap   bool
	FromGH [2]GreenhouseID
}

// Bonus is the round's mandatory advance that gives the table's goods (spec §3.4).
type Bonus struct{ By rules.Seat }

// Stop ends the Tourism turn; legal once the Bonus is used (spec §3.4).
type Stop struct{ By rules.Seat }

func who(s rules.Seat) string { return fmt.Sprintf("Player %d", int(s)+1) }

// Seat is the seat making the move.
func (m Place) Seat() rules.Seat { return m.By }

// String describes the move for developers, e.g. "Player 1 places on space 5".
func (m Place) String() string { return fmt.Sprintf("%s places on space %d", who(m.By), m.Space) }

// Seat is the seat making the move.
func (m Pass) Seat() rules.Seat { return m.By }

// String describes the move for developers.
func (m Pass) String() string { return who(m.By) + " passes" }

// Seat is the seat making the move.
func (m UseCard) Seat() rules.Seat { return m.By }

// String describes the move for developers.
func (m UseCard) String() string { return fmt.Sprintf("%s uses %s", who(m.By), cardCode(m.Card)) }

// Seat is the seat making the move.
func (m Resolve) Seat() rules.Seat { return m.By }

// String describes the move for developers.
func (m Resolve) String() string { return fmt.Sprintf("%s resolves part %d", who(m.By), m.Part) }

// Seat is the seat making the move.
func (m Branch) Seat() rules.Seat { return m.By }

// String describes the move for developers.
func (m Branch) String() string { return fmt.Sprintf("%s takes branch %d", who(m.By), m.Part) }

// Seat is the seat making the move.
func (m SelectGoods) Seat() rules.Seat { return m.By }

// String describes the move for developers.
func (m SelectGoods) String() string { return fmt.Sprintf("%s selects %v", who(m.By), m.Goods) }

// Seat is the seat making the move.
func (m GiveGreenhouse) Seat() rules.Seat { return m.By }

// String describes the move for developers.
func (m GiveGreenhouse) String() string { return who(m.By) + " gives back " + ghCode(m.GH) }

// Seat is the seat making the move.
func (m ChoosePile) Seat() rules.Seat { return m.By }

// String describes the move for developers.
func (m ChoosePile) String() string { return who(m.By) + " takes from the " + m.Pile.String() }

// Seat is the seat making the move.
func (m Seed) Seat() rules.Seat { return m.By }

// String describes the move for developers.
func (m Seed) String() string {
	s := fmt.Sprintf("%s seeds %s with %s", who(m.By), ghCode(m.GH), m.Good)
	if m.Companion != NoGood {
		s += " and a " + m.Companion.String()
	}
	return s
}

// Seat is the seat making the move.
func (m Harvest) Seat() rules.Seat { return m.By }

// String describes the move for developers.
func (m Harvest) String() string {
	return fmt.Sprintf("%s harvests a %s from %s", who(m.By), m.Good, ghCode(m.GH))
}

// Seat is the seat making the move.
func (m Done) Seat() rules.Seat { return m.By }

// String describes the move for developers.
func (m Done) String() string { return who(m.By) + " is done" }

// Seat is the seat making the move.
func (m ChooseCard) Seat() rules.Seat { return m.By }

// String describes the move for developers.
func (m ChooseCard) String() string { return who(m.By) + " chooses " + cardCode(m.Card) }

// Seat is the seat making the move.
func (m Pick) Seat() rules.Seat { return m.By }

// String describes the move for developers.
func (m Pick) String() string {
	return fmt.Sprintf("%s picks %s from %s", who(m.By), m.Good, ghCode(m.GH))
}

// Seat is the seat making the move.
func (m Double) Seat() rules.Seat { return m.By }

// String describes the move for developers.
func (m Double) String() string { return who(m.By) + " doubles " + ghCode(m.GH) }

// Seat is the seat making the move.
func (m Advance) Seat() rules.Seat { return m.By }

// String describes the move for developers.
func (m Advance) String() string {
	s := who(m.By) + " advances"
	if m.Swap {
		s += " paying 2 tomatoes for 1"
	}
	for _, h := range m.FromGH {
		if h != NoGreenhouse {
			s += " with a good from " + ghCode(h)
		}
	}
	return s
}

// Seat is the seat making the move.
func (m Bonus) Seat() rules.Seat { return m.By }

// String describes the move for developers.
func (m Bonus) String() string { return who(m.By) + " uses the Bonus" }

// Seat is the seat making the move.
func (m Stop) Seat() rules.Seat { return m.By }

// String describes the move for developers.
func (m Stop) String() string { return who(m.By) + " stops" }

func cardCode(c CardID) string {
	if c < 0 || c >= NumCards {
		return "no card"
	}
	return Cards[c].ID
}

func ghCode(h GreenhouseID) string {
	if h < 0 || h >= NumGreenhouses {
		return "no greenhouse"
	}
	return Greenhouses[h].ID
}
