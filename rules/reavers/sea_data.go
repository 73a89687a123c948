package reavers

// Sea Journey and Sea Battle cards (Reavers spec §5.3, §7.4, §7.5).

// Journey is one kind of Sea Journey card (Reavers spec §7.4). With a payment its owner pays
// Pay or suffers Suffer (suffering when unable to pay); a card without a payment (Pay zero)
// simply applies Suffer.
type Journey struct {
	ID     string // "J01" … "J14"
	Name   string
	Copies int
	Pay    Cost   // zero: no payment offered
	Suffer Option // what happens when not paid, or always for a card without a payment
	Text   string
}

// HasPayment reports whether the card offers a payment.
func (j Journey) HasPayment() bool { return !j.Pay.IsFree() }

// JourneyID indexes Journeys: 0 is J01.
type JourneyID int8

// NumJourneyKinds and NumJourneys are the Sea Journey kinds and cards (Reavers spec §7.4).
const (
	NumJourneyKinds = 14
	NumJourneys     = 16
)

// Journeys is Reavers spec §7.4, indexed by JourneyID.
var Journeys = [NumJourneyKinds]Journey{
	{"J01", "Squall", 2, Cost{Food: 2}, Option{only(LoseDice, 1)},
		"Pay 2 Food, or lose 1 crew die of your choice."},
	{"J02", "Fog Bank", 1, Cost{Favour: 1}, Option{loseGlory(2)},
		"Pay 1 Favour, or lose 2 Glory."},
	{"J03", "Becalmed", 1, Cost{Food: 2}, Option{only(LoseDice, 2)},
		"Pay 2 Food, or lose 2 crew dice of your choice."},
	{"J04", "Rough Seas", 2, Cost{Dice: Needs{NeedShip: 1}}, Option{gain(Terror, 1)},
		"Pay 1 Ship die, or gain 1 Terror."},
	{"J05", "Rocky Shoals", 1, Cost{Dice: Needs{NeedShip: 1}}, Option{only(LoseDice, 2)},
		"Pay 1 Ship die, or lose 2 crew dice of your choice."},
	{"J06", "Mutinous Mutters", 1, Cost{Food: 3}, Option{gain(Terror, 1)},
		"Pay 3 Food, or gain 1 Terror."},
	{"J07", "Leviathan's Wake", 1, Cost{Dice: Needs{NeedShield: 1}}, Option{loseGlory(3)},
		"Pay 1 Shield die, or lose 3 Glory."},
	{"J08", "Ghost Lights", 1, Cost{Dice: Needs{NeedAny: 1}}, Option{gain(Terror, 1)},
		"Pay 1 die of any face, or gain 1 Terror."},
	{"J09", "Frozen Spray", 1, Cost{Favour: 1}, Option{only(LoseHammerDie, 1)},
		"Pay 1 Favour, or lose 1 die showing Hammer or Double Hammer."},
	{"J10", "Raiders' Taunt", 1, Cost{Food: 2}, Option{only(RaiseDefence, 1)},
		"Pay 2 Food, or your Sea Battle this activation has Defence +1 if you fight it."},
	{"J11", "Favourable Winds", 1, Cost{}, Option{gain(Favour, 1)}, "Gain 1 Favour."},
	{"J12", "Drifting Wreckage", 1, Cost{}, Option{draw(VillageSpoilsDeck, 1)}, "Draw 1 Village Spoils."},
	{"J13", "Fishing Grounds", 1, Cost{}, Option{gain(Food, 3)}, "Gain 3 Food."},
	{"J14", "Whale Road", 1, Cost{}, Option{chosen(1)}, "Gain 1 die of any colour on a face you choose."},
}

// JourneyByID finds a Sea Journey kind by its spec ID ("J10"); false for an unknown ID.
func JourneyByID(id string) (JourneyID, bool) {
	for i := range Journeys {
		if Journeys[i].ID == id {
			return JourneyID(i), true
		}
	}
	return -1, false
}

// JourneyCards lists the 16 cards of the Sea Journey deck by kind, every copy once, in ID order.
func JourneyCards() []JourneyID {
	out := make([]JourneyID, 0, NumJourneys)
	for i := range Journeys {
		for range Journeys[i].Copies {
			out = append(out, JourneyID(i))
		}
	}
	return out
}

// Battle is one kind of Sea Battle card (Reavers spec §7.5): won by paying Combination (dice
// of any colour, wild dice and Ship Upgrade tokens helping) or by Combat against Defence.
type Battle struct {
	ID          string // "SB01" … "SB08"
	Name        string
	Copies      int
	Defence     int8
	Combination Needs
	Reward      Option // gained on a win; the card then goes to the winner's Glory pile
	Text        string // the reward in words
}

// BattleID indexes Battles: 0 is SB01.
type BattleID int8

// NumBattleKinds and NumBattles are the Sea Battle kinds and cards (Reavers spec §7.5).
const (
	NumBattleKinds = 8
	NumBattles     = 24
)

func ships(ship, other int8, n Need) Needs {
	var out Needs
	out[NeedShip] = ship
	out[n] += other
	return out
}

// Battles is Reavers spec §7.5, indexed by BattleID.
var Battles = [NumBattleKinds]Battle{
	{"SB01", "Coastal Raiders", 3, 2, ships(2, 1, NeedShield), Option{glory(4), gain(Favour, 1)}, "4 Glory and 1 Favour."},
	{"SB02", "Pirate Knarr", 3, 2, ships(2, 1, NeedChest), Option{glory(4), gain(Food, 2)}, "4 Glory and 2 Food."},
	{"SB03", "Draugr Longship", 3, 3, ships(2, 2, NeedShield), Option{glory(6), draw(KeepSpoilsDeck, 1)}, "6 Glory and draw 1 Keep Spoils."},
	{"SB04", "Rival Jarl", 3, 3, ships(2, 2, NeedHammer), Option{glory(6), draw(VillageSpoilsDeck, 1)}, "6 Glory and draw 1 Village Spoils."},
	{"SB05", "Sea Troll", 4, 4, ships(3, 2, NeedShield), Option{glory(9)}, "9 Glory."},
	{"SB06", "Frost Giant's Raft", 2, 4, ships(3, 2, NeedChest), Option{glory(8), draw(ProphecyDeck, 1)}, "8 Glory and draw 1 Prophecy."},
	{"SB07", "Kraken", 4, 5, ships(3, 3, NeedShield), Option{glory(12)}, "12 Glory."},
	{"SB08", "Spawn of Jormungandr", 2, 6, ships(4, 3, NeedShield), Option{glory(15), gain(Favour, 1)}, "15 Glory and 1 Favour."},
}

// BattleByID finds a Sea Battle kind by its spec ID ("SB05"); false for an unknown ID.
func BattleByID(id string) (BattleID, bool) {
	for i := range Battles {
		if Battles[i].ID == id {
			return BattleID(i), true
		}
	}
	return -1, false
}

// BattleCards lists the 24 cards of the Sea Battle deck by kind, every copy once, in ID order.
func BattleCards() []BattleID {
	out := make([]BattleID, 0, NumBattles)
	for i := range Battles {
		for range Battles[i].Copies {
			out = append(out, BattleID(i))
		}
	}
	return out
}
