package reavers

// Prophecy cards (Reavers spec §7.6).

// Measure is what a Prophecy's condition counts (Reavers spec §7.6). Cards count everything the
// player owns, in play and in the Glory pile; tokens are those held at final scoring.
type Measure int8

// The measures of the Prophecy conditions.
const (
	WonBattles       Measure = iota // Sea Battle cards won, of the kinds in Condition.Battles
	TerritoryTiles                  // Territory tiles in the Territories row
	TerritoryTypes                  // different Territory types among those tiles (0..3)
	TokensHeld                      // tokens of Condition.Token
	KeepCards                       // Keep Spoils cards of Condition.Set
	ArtifactCards                   // Artifact cards, in play or in the Glory pile
	UpgradeTokens                   // Ship Upgrade tokens, in play or in the Glory pile
	CrewDice                        // crew dice on the board and on Artifacts (never tokens)
	SpecialisedCards                // Reavers in the four Specialise slots together
	TapestrySets                    // complete Tapestry sets (A + B + C)
	NumMeasures
)

// Condition is a Prophecy's test: the Measure compared with N, at least N or (AtMost) at most N.
type Condition struct {
	Measure Measure
	N       int8
	AtMost  bool
	Token   Token   // TokensHeld
	Set     SetKind // KeepCards
	Battles uint16  // WonBattles: a set of BattleIDs, bit i for Battles[i]
}

// Holds reports whether a measured value meets the condition.
func (c Condition) Holds(value int) bool {
	if c.AtMost {
		return value <= int(c.N)
	}
	return value >= int(c.N)
}

// Prophecy is one Prophecy card (Reavers spec §7.6): Glory if Condition holds at final scoring.
type Prophecy struct {
	ID        string // "PR01" … "PR18"
	Name      string
	Condition Condition
	Glory     int8
	Text      string // the condition in words
}

// ProphecyID indexes Prophecies: 0 is PR01.
type ProphecyID int8

// NumProphecies is the number of Prophecy cards, one of each (Reavers spec §2, §7.6).
const NumProphecies = 18

// battleSet is the set of the Sea Battle kinds named by their spec IDs; an unknown ID is a
// mistake in the tables and stops the package from loading.
func battleSet(ids ...string) uint16 {
	var s uint16
	for _, code := range ids {
		id, ok := BattleByID(code)
		if !ok {
			panic("reavers: no Sea Battle " + code)
		}
		s |= 1 << id
	}
	return s
}

const allBattles uint16 = 1<<NumBattleKinds - 1

func atLeast(m Measure, n int8) Condition { return Condition{Measure: m, N: n} }
func tokensAtLeast(t Token, n int8) Condition {
	return Condition{Measure: TokensHeld, Token: t, N: n}
}
func keepAtLeast(s SetKind, n int8) Condition { return Condition{Measure: KeepCards, Set: s, N: n} }

// Prophecies is Reavers spec §7.6, indexed by ProphecyID.
var Prophecies = [NumProphecies]Prophecy{
	{"PR01", "Lord of the Whale Road", Condition{Measure: WonBattles, N: 3, Battles: allBattles}, 6, "At least 3 Sea Battle cards."},
	{"PR02", "Troll-Bane", Condition{Measure: WonBattles, N: 1, Battles: battleSet("SB05")}, 4, "At least 1 Sea Troll card."},
	{"PR03", "Serpent-Slayer", Condition{Measure: WonBattles, N: 1, Battles: battleSet("SB07", "SB08")}, 5, "At least 1 Kraken or Spawn of Jormungandr card."},
	{"PR04", "Conqueror", atLeast(TerritoryTiles, 4), 6, "At least 4 Territory tiles."},
	{"PR05", "Land-Taker", atLeast(TerritoryTypes, 3), 5, "Territory tiles of all 3 types."},
	{"PR06", "Fields of Plenty", tokensAtLeast(Farm, 3), 5, "At least 3 Farm tokens."},
	{"PR07", "Stonemason", tokensAtLeast(Wall, 3), 6, "At least 3 Wall tokens."},
	{"PR08", "Watchtowers", tokensAtLeast(Tower, 2), 6, "At least 2 Tower tokens."},
	{"PR09", "Gold-Hoard", keepAtLeast(Treasure, 3), 5, "At least 3 Treasure cards."},
	{"PR10", "Patron of Art", keepAtLeast(Art, 2), 5, "At least 2 Art cards."},
	{"PR11", "Relic-Keeper", atLeast(ArtifactCards, 4), 6, "At least 4 Artifact cards."},
	{"PR12", "Shipwright", atLeast(UpgradeTokens, 3), 5, "At least 3 Ship Upgrade tokens, in play or in your Glory pile."},
	{"PR13", "Favoured of the Gods", tokensAtLeast(Favour, 5), 5, "At least 5 Favour tokens."},
	{"PR14", "Dread Name", tokensAtLeast(Terror, 4), 7, "At least 4 Terror tokens."},
	{"PR15", "Honest Raider", Condition{Measure: TokensHeld, Token: Terror, N: 0, AtMost: true}, 5, "No Terror tokens."},
	{"PR16", "Full Benches", atLeast(CrewDice, 9), 5, "At least 9 crew dice, on your board and your Artifacts."},
	{"PR17", "Master of Many", atLeast(SpecialisedCards, 6), 6, "At least 6 Reavers in your Specialise slots."},
	{"PR18", "Weaver's Eye", atLeast(TapestrySets, 1), 5, "At least 1 complete Tapestry set (A, B and C)."},
}

// ProphecyByID finds a Prophecy by its spec ID ("PR07"); false for an unknown ID.
func ProphecyByID(id string) (ProphecyID, bool) {
	for i := range Prophecies {
		if Prophecies[i].ID == id {
			return ProphecyID(i), true
		}
	}
	return -1, false
}
