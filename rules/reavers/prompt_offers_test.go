package reavers

import (
	"fmt"
	"sort"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Every decision whose prompt names an option says only the options its answers offer, and
// says in plain words why a usual option is missing: the answer list never silently drops a
// move its prompt names.
func TestPromptNamesOnlyOfferedMoves(t *testing.T) {
	hammers := poDice(poDie{Red, Hammer, 2})
	ships := poDice(poDie{Yellow, Ship, 3}, poDie{Red, Shield, 2})
	pillage := src{K: srcKeepPillage, A: 7} // KS08, Keep Wall
	tests := []struct {
		name  string
		area  Player
		frame frame
		prep  func(s *state)
		want  string
		moves []string // the kinds of the legal moves, sorted
	}{
		{"battle: every method", poBoth(ships, hammers), frame{Kind: fMethod}, poBattle("SB05"),
			"Sea Troll: pay the combination, fight against Defence 4 or retreat",
			[]string{"Combination", "Fight", "Retreat"}},
		{"battle: no combination", hammers, frame{Kind: fMethod}, poBattle("SB05"),
			"Sea Troll: fight against Defence 4 or retreat. You cannot pay Sea Troll's combination (3 Ship dice and 2 Shield dice): you need 3 more Ship dice and 2 more Shield dice",
			[]string{"Fight", "Retreat"}},
		{"battle: no Hammers", ships, frame{Kind: fMethod}, poBattle("SB05"),
			"Sea Troll: pay the combination or retreat. You have no Hammer dice to fight with",
			[]string{"Combination", "Retreat"}},
		{"battle: only retreat", poDice(poDie{Yellow, Ship, 1}), frame{Kind: fMethod}, poBattle("SB04"),
			"Retreat from Rival Jarl. You cannot pay Rival Jarl's combination (2 Ship dice and 2 Hammer dice): you need 1 more Ship die and 2 more Hammer dice; you have no Hammer dice to fight with",
			[]string{"Retreat"}},
		{"pillage: Hammers", hammers, frame{Kind: fPillage, Src: pillage}, nil,
			"Pillage against Defence " + fmt.Sprint(pillage.pillageDefence()) + ", or skip",
			[]string{"PillageCard", "Skip"}},
		{"pillage: no Hammers", ships, frame{Kind: fPillage, Src: pillage}, nil,
			"You have no Hammer dice to pillage Keep Wall (Defence 2): skip it",
			[]string{"Skip"}},
		{"pillage: a Village Wall, no Hammers", ships, frame{Kind: fPillage, Src: src{K: srcVillagePillage, A: int8(poVillage("VS05"))}}, nil,
			"You have no Hammer dice to pillage Village Wall (Defence 1): skip it",
			[]string{"Skip"}},
		{"subdue: both ways", poStock(hammers, Favour, 1), frame{Kind: fSubdue, A: 2}, nil,
			"Subdue a Territory by Force or in Peace, or stop (2 attempts left)",
			[]string{"Force", "Peace", "Stop"}},
		{"subdue: no Peace cost met", hammers, frame{Kind: fSubdue, A: 1}, poPoorTerritories,
			"Subdue a Territory by Force, or stop (1 attempt left). You cannot pay the Peace cost of any Territory left",
			[]string{"Force", "Stop"}},
		{"subdue: no Hammers", poStock(EmptyPlayer(), Favour, 1), frame{Kind: fSubdue, A: 1}, nil,
			"Subdue a Territory in Peace, or stop (1 attempt left). You have no Hammer dice to fight with",
			[]string{"Peace", "Stop"}},
		{"subdue: neither", EmptyPlayer(), frame{Kind: fSubdue, A: 1}, poPoorTerritories,
			"Stop (1 attempt left). You have no Hammer dice to fight with; you cannot pay the Peace cost of any Territory left",
			[]string{"Stop"}},
		{"after roll: Favour", poStock(hammers, Favour, 1), frame{Kind: fCombat, A: 5, B: 1, Dice: [NumCombatFaces]int8{2}}, nil,
			"4 successes against Defence 5: re-roll or accept defeat",
			[]string{"Accept", "Reroll"}},
		{"after roll: no Favour", hammers, frame{Kind: fCombat, A: 5, B: 1, Dice: [NumCombatFaces]int8{2}}, nil,
			"4 successes against Defence 5: accept defeat. A re-roll costs 1 Favour and you have 0",
			[]string{"Accept"}},
		{"after roll: an Artifact", poArtifact(hammers, "A07"), frame{Kind: fCombat, A: 5, B: 1, Dice: [NumCombatFaces]int8{2}}, nil,
			"4 successes against Defence 5: use an Artifact or accept defeat. A re-roll costs 1 Favour and you have 0",
			[]string{"Accept", "UseArtifact"}},
		{"journey: paid", poStock(EmptyPlayer(), Food, 2), frame{Kind: fJourney, A: int8(poJourney("J01"))}, nil,
			"Squall: " + Journeys[poJourney("J01")].Text,
			[]string{"PayJourney", "Suffer"}},
		{"journey: cannot pay", poStock(EmptyPlayer(), Food, 1), frame{Kind: fJourney, A: int8(poJourney("J01"))}, nil,
			"Squall: you cannot pay it (2 Food): you need 1 more Food. Suffer: " + Journeys[poJourney("J01")].Suffer.Words(),
			[]string{"Suffer"}},
		{"Reaver: every use", EmptyPlayer(), frame{Kind: fReaver, Card: Card{Deck: ReaverDeck, ID: int8(poReaver("T01"))}}, nil,
			"Rally, Specialise or Promote " + Reavers[poReaver("T01")].Name,
			[]string{"Promote", "Rally", "SpecialiseSlot"}},
		{"Reaver: every slot full", poFullSlots(), frame{Kind: fReaver, Card: Card{Deck: ReaverDeck, ID: int8(poReaver("T01"))}}, nil,
			"Rally or Promote " + Reavers[poReaver("T01")].Name + ". Every slot holds 3 Reavers",
			[]string{"Promote", "Rally"}},
		{"Sea Battle: nothing on display", EmptyPlayer(), frame{Kind: fTake, Loc: BattleAtSea}, nil,
			"Reveal the top of the deck. Nothing is left on display",
			[]string{"Take"}},
		{"take: nothing on display", EmptyPlayer(), frame{Kind: fTake, Loc: RecruitReavers}, nil,
			"Take the top 2 of the deck. Nothing is left on display",
			[]string{"Take"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g, err := New(Setup{Players: 2, Areas: []Player{tt.area, EmptyPlayer()},
				Stacks: [][StackSize]ReaverID{}, VillagePairs: [][StackSize]VillageID{}, KeepPairs: [][StackSize]KeepID{}, SeaBattles: []BattleID{}})
			require.NoError(t, err)
			if tt.prep != nil {
				tt.prep(&g.s)
			}
			g.s.NF = 0
			g.push(tt.frame)
			assert.Equal(t, tt.want, g.Prompt().Text)
			kinds := map[string]bool{}
			for _, m := range g.Legal() {
				kinds[fmt.Sprintf("%T", m)[len("reavers."):]] = true
			}
			var got []string
			for k := range kinds {
				got = append(got, k)
			}
			sort.Strings(got)
			assert.Equal(t, tt.moves, got)
		})
	}
}

// battle makes id the Sea Battle being fought.
func poBattle(id string) func(s *state) {
	return func(s *state) { s.Battle = poSeaBattle(id) }
}

// poPoorTerritories leaves only Food III, whose Peace costs 3 Favour.
func poPoorTerritories(s *state) {
	for k := range s.Tiles {
		s.Tiles[k] = 0
	}
	s.Tiles[poStack("FOOD3")] = 1
}

// poFullSlots is an area whose every Specialise slot holds 3 Reavers.
func poFullSlots() Player {
	p := EmptyPlayer()
	for sl := range p.Slots {
		for i := range p.Slots[sl] {
			p.Slots[sl][i] = poReaver("T01")
		}
	}
	return p
}

// poBoth is an area holding the dice of both.
func poBoth(a, b Player) Player {
	for c := range a.Dice {
		for f := range a.Dice[c] {
			a.Dice[c][f] += b.Dice[c][f]
		}
	}
	return a
}

// The group listing an answer's other payments names that answer, for each of the six
// payment moves, so two groups in one list never read alike.
func TestOthersLabelNamesItsAnswer(t *testing.T) {
	g, err := New(Setup{Players: 2})
	require.NoError(t, err)
	g.s.Loc = RaidVillages
	g.s.NF = 0
	g.push(frame{Kind: fJourney, A: int8(poJourney("J01"))})
	tests := []struct {
		move Payer
		want string
	}{
		{Activate{}, "Other ways to pay for Raid Villages… (3 more)"},
		{PayJourney{}, "Other ways to pay for Squall… (3 more)"},
		{Combination{}, "Other ways to pay the combination… (3 more)"},
		{Commit{}, "Other dice to commit… (3 more)"},
		{ChooseLoss{}, "Other dice to lose… (3 more)"},
		{Peace{Stack: poStack("FOOD2")}, "Other ways to pay Peace with Food II… (3 more)"},
	}
	for _, tt := range tests {
		assert.Equal(t, tt.want, g.OthersLabel(tt.move, 3), "%T", tt.move)
	}
	assert.Empty(t, g.OthersLabel(Retreat{}, 3), "a move that pays nothing has no other payments")
}

// poDie is n dice of colour c on face f.
type poDie struct {
	c Colour
	f Face
	n int8
}

// poDice is an empty area holding the dice.
func poDice(ds ...poDie) Player {
	p := EmptyPlayer()
	for _, d := range ds {
		p.Dice[d.c][d.f] += d.n
	}
	return p
}

// poStock is p with n tokens of kind t.
func poStock(p Player, t Token, n int) Player {
	p.Tokens[t] = int16(n)
	return p
}

// poArtifact is p with Artifact id in its first space.
func poArtifact(p Player, id string) Player {
	for a := range Artifacts {
		if Artifacts[a].ID == id {
			p.Artifacts[0] = ArtifactID(a)
		}
	}
	return p
}

// poJourney, poReaver, poSeaBattle, poStack and poVillage find cards and stacks by their ids.
func poJourney(id string) JourneyID  { return byID(id, JourneyByID, "Sea Journey") }
func poReaver(id string) ReaverID    { return byID(id, ReaverByID, "Reaver") }
func poSeaBattle(id string) BattleID { return byID(id, BattleByID, "Sea Battle") }
func poStack(id string) StackID      { return byID(id, StackByID, "Territory") }
func poVillage(id string) VillageID  { return byID(id, VillageByID, "Village Spoils") }

// byID is the id's index by find, failing the test run on an unknown id.
func byID[T any](id string, find func(string) (T, bool), what string) T {
	v, ok := find(id)
	if !ok {
		panic("no " + what + " " + id)
	}
	return v
}
