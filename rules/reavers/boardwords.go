package reavers

import (
	"math/bits"
	"strconv"

	"northtable/rules"
)

// PileLine is one line of a Glory pile's listing: the kind of thing and what the pile holds of
// it, in words ("Sea Battles won", "Raiders' Cove ×2 and The Kraken").
type PileLine struct{ Head, Text string }

// PileCount is the number of cards and tokens in the player's Glory pile (Reaver cards,
// Artifacts, Ship Upgrade tokens, Keep Spoils, Sea Battles won) and of Territory tiles in
// its row (spec §2.6, §5.6, §10.6: everything there is public).
func (p *Player) PileCount() (cards, tiles int) {
	cards = bits.OnesCount64(p.PileReavers) + bits.OnesCount16(p.PileArtifacts)
	for _, k := range p.PileUpgrades {
		cards += int(k)
	}
	for _, k := range p.PileKeep {
		cards += int(k)
	}
	for _, k := range p.PileBattles {
		cards += int(k)
	}
	for _, k := range p.PileTerritories {
		tiles += int(k)
	}
	return cards, tiles
}

// PileChipWords are the words of the chip on the player's board that opens their Glory pile:
// its labels with the counts (PileCount), longest first, for the board to show the first that
// fits its room, and its whole words for the hover.
func (p *Player) PileChipWords() (labels []string, whole string) {
	cards, tiles := p.PileCount()
	c, t := strconv.Itoa(cards), strconv.Itoa(tiles)
	return []string{"Glory pile " + c + " · Territories " + t, "Pile " + c + " · Territories " + t, "Pile " + c + " · Tiles " + t},
		"The Glory pile (" + c + ") and the Territories row (" + t + "): press to see them."
}

// PileLines lists the player's Glory pile by kind, in words: the Keep Spoils, the Sea Battles
// won, the Artifacts with their Glory, the Ship Upgrade tokens and the Reavers; a kind the pile
// holds none of has no line.
func (p *Player) PileLines() []PileLine {
	var out []PileLine
	add := func(head string, items []string) {
		if items != nil {
			out = append(out, PileLine{head, rules.List(items)})
		}
	}
	counted := func(items []string, name string, n int8) []string {
		switch {
		case n > 1:
			return append(items, name+" ×"+strconv.Itoa(int(n)))
		case n == 1:
			return append(items, name)
		}
		return items
	}
	var ks, bs, as, us, rs []string
	for k, n := range p.PileKeep {
		ks = counted(ks, KeepSpoilsKinds[k].Name, n)
	}
	add("Keep Spoils", ks)
	for k, n := range p.PileBattles {
		bs = counted(bs, Battles[k].Name, n)
	}
	add("Sea Battles won", bs)
	for a := 0; a < NumArtifacts; a++ {
		if p.PileArtifacts&(1<<a) != 0 {
			as = append(as, Artifacts[a].Name+" ("+strconv.Itoa(int(Artifacts[a].Glory))+" Glory)")
		}
	}
	add("Artifacts", as)
	for u, n := range p.PileUpgrades {
		us = counted(us, Upgrade(u).String(), n)
	}
	add("Ship Upgrade tokens", us)
	for r := 0; r < NumReavers; r++ {
		if p.PileReavers&(1<<r) != 0 {
			rs = append(rs, Reavers[r].Name)
		}
	}
	add("Reavers", rs)
	return out
}

// BoxCards are the Reaver cards of box i of the player's area (as BoxWords numbers them): 0
// the Leader, 1.. a Specialise slot's cards in the order they arrived (spec §2.5).
func (p *Player) BoxCards(i int) []ReaverID {
	var out []ReaverID
	if i == 0 {
		if p.Leader >= 0 {
			out = append(out, p.Leader)
		}
		return out
	}
	for _, id := range p.Slots[i-1] {
		if id >= 0 {
			out = append(out, id)
		}
	}
	return out
}

// BonusLine is one line of a location's position bonuses as its plaque prints it: the place
// ("1st", "Others") and what it gives ("2 rewards", "+2 Favour").
type BonusLine struct{ Place, Text string }

// placeWords name the selection order's places, first to fourth.
var placeWords = [4]string{"1st", "2nd", "3rd", "4th"}

// BonusLines are the location's position bonuses (spec §4.2, §5): the Trade rewards or Subdue
// attempts by place, or the Favour, Glory or cards of the first places ("+draw 2 more").
func (info *LocationInfo) BonusLines() []BonusLine {
	if info.Times[0] > 0 {
		noun := " rewards"
		if info.Slot == TerritoriesSlot {
			noun = " attempts"
		}
		return []BonusLine{{"1st", strconv.Itoa(int(info.Times[0])) + noun},
			{"2nd", strconv.Itoa(int(info.Times[1])) + noun},
			{"Others", strconv.Itoa(int(info.Times[2])) + noun[:len(noun)-1]}}
	}
	var out []BonusLine
	for i, e := range info.Bonus {
		if e.N != 0 {
			text := "+" + e.Words()
			if e.Kind == Draw { // the column says which Spoils: "+draw 2 more"
				text = "+draw " + strconv.Itoa(int(e.N)) + " more"
			}
			out = append(out, BonusLine{placeWords[i], text})
		}
	}
	return out
}

// StatusWords is the board's status line (spec §11 "Board"): the round of Rounds, the
// selection of SelectionsPerRound while seats select, else the location being activated, then
// who holds the Start Player marker and the Honour Ship; names are the seats' names.
func (g *Game) StatusWords(names []string) string {
	if g.Over() {
		return "Final scoring"
	}
	s := "Round " + strconv.Itoa(g.Round()) + " of " + strconv.Itoa(g.Rounds())
	if g.InSetup() {
		s = "Setting up: the starting Reavers"
	} else if g.Decision() == DecideSelect {
		s += " · selection " + strconv.Itoa(g.Selection()+1) + " of " + strconv.Itoa(SelectionsPerRound)
	} else if l := g.Location(); l >= 0 {
		s += " · " + l.String()
	}
	s += " · Start player: " + nameOf(names, g.StartPlayer())
	if h := g.HonourShip(); h >= 0 {
		s += " · Honour Ship: " + nameOf(names, h)
	}
	return s
}

// CleanupWords is what the round that just ended changed (spec §4.5), as a heading ("Round 2
// ends") and a line ("The displays are refilled · Bjørn starts round 3 · the Honour Ship
// passes to Cait"), for the game as the round after it starts; names are the seats' names.
func (g *Game) CleanupWords(names []string) (heading, line string) {
	r := g.Round()
	heading = "Round " + strconv.Itoa(r-1) + " ends"
	line = "The displays are refilled · " + nameOf(names, g.StartPlayer()) + " starts round " + strconv.Itoa(r)
	if h := g.HonourShip(); h >= 0 && int(h) < len(names) {
		line += " · the Honour Ship passes to " + nameOf(names, h)
	}
	return heading, line
}

// DieName is a crew die as the board names it on hover ("A blue die showing Hammer"), wild
// adding that it counts as any face (spec §2.1: a Leader's clan makes some faces wild).
func DieName(c Colour, f Face, wild bool) string {
	s := "A " + c.String() + " die showing " + c.FaceName(f)
	if wild {
		s += " (wild: it counts as any face)"
	}
	return s
}

// The labels a board shows as given (spec §11 "Board", "Player boards"), so that it words none
// of them: a seat's dice tray, its empty Leader box and Artifact space, a die stored on an
// Artifact, the Trade display's face-up Prophecies, a deck's draw and discard piles.
const (
	CrewDiceLabel  = "Crew dice"
	LeaderLabel    = "Leader"
	NoLeaderLabel  = "No Leader yet"
	ArtifactLabel  = "Artifact"
	StoredLabel    = "stored"
	GloryLabel     = "Glory"
	ProphecyLabel  = "Prophecies"
	DeckLabel      = "deck"
	DiscardLabel   = "discard"
	FreeCostLabel  = "Free"
	MetLabel       = "Met now"
	NotMetLabel    = "Not met yet"
	EmptyPileLabel = "Nothing in the Glory pile yet."
	NoTilesLabel   = "No Territory subdued yet."
)

// MetWords is a Prophecy's state on its owner's card: met now (Player.ProphecyMet) or not yet.
func MetWords(met bool) string {
	if met {
		return MetLabel
	}
	return NotMetLabel
}

// PileTitles are the titles of the popover listing player name's Glory pile and of its
// Territories row of tiles tiles (spec §10.6: both public).
func PileTitles(name string, tiles int) (pile, row string) {
	return name + "'s Glory pile", "Territories row (" + strconv.Itoa(tiles) + ")"
}

// HonourShipWords and StartPlayerWords say who holds the Honour Ship and the Start Player
// marker (spec §4.4), the words of the markers beside a board's Glory.
func HonourShipWords(name string) string { return name + " holds the Honour Ship." }

// StartPlayerWords says player name holds the Start Player marker (HonourShipWords).
func StartPlayerWords(name string) string { return name + " holds the Start Player marker." }
