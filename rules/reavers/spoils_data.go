package reavers

// Artifacts, Village Spoils and Keep Spoils (Reavers spec §2.6, §7.1–§7.3).

// Usable is when an Artifact's power may be used (Reavers spec §2.6, §7.2).
type Usable int8

// The Artifact windows.
const (
	// AfterLocation: in the window right after its owner activated or Rested at a selection of
	// Artifact.After.
	AfterLocation Usable = iota
	// AnyTime: at any decision of its owner (a free move, §10.3), and in the final window.
	AnyTime
	// InOwnCombat: at any decision of its owner inside their own combat, after a roll
	// (AfterRoll); never in the final window.
	InOwnCombat
)

// Artifact is one Artifact card (Reavers spec §7.2). Its die space holds one crew die of
// exactly HoldsColour showing HoldsFace (never a wild die in place of that face).
type Artifact struct {
	ID          string // "A01" … "A12"
	Name        string
	HoldsColour Colour
	HoldsFace   Face
	Usable      Usable
	After       Location // the location of an AfterLocation power; NoLocation otherwise
	Power       Option   // carried out when the card is discarded to the Glory pile
	Glory       int8     // scored at the end, in play or in the Glory pile
	Text        string   // the power in words
}

// ArtifactID indexes Artifacts: 0 is A01.
type ArtifactID int8

// NoArtifact marks "no Artifact".
const NoArtifact ArtifactID = -1

// NumArtifacts is the number of Artifact cards, one of each (Reavers spec §7.1).
const NumArtifacts = 12

// Artifacts is Reavers spec §7.2, indexed by ArtifactID.
var Artifacts = [NumArtifacts]Artifact{
	{"A01", "Horn of Plenty", Yellow, Chest, AfterLocation, TradeWithVillages, Option{only(TradeRewards, 2)}, 2,
		"Take 2 Trade rewards; the Start Player marker stays, and a Prophecy comes from the deck."},
	{"A02", "Golden Torc", Blue, Chest, AfterLocation, RaidVillages, Option{draw(VillageSpoilsDeck, 1)}, 2,
		"Draw 1 Village Spoils."},
	{"A03", "Raven Banner", Red, Shield, AfterLocation, RaidKeeps, Option{draw(KeepSpoilsDeck, 1)}, 2,
		"Draw 1 Keep Spoils."},
	{"A04", "Serpent Ring", Red, Ship, AfterLocation, RecruitReavers, Option{draw(ReaverDeck, 1)}, 2,
		"Draw 1 Reaver."},
	{"A05", "Dragon Prow", Yellow, Ship, AfterLocation, BattleAtSea, Option{glory(3)}, 1,
		"Gain 3 Glory."},
	{"A06", "Seer's Bones", Blue, Shield, AfterLocation, SubdueTerritories, Option{only(SubdueAttempts, 1)}, 2,
		"Make 1 Subdue attempt."},
	{"A07", "Thor's Amulet", Yellow, DoubleHammer, InOwnCombat, NoLocation, Option{only(ExtraSuccess, 1)}, 3,
		"In your own combat, after a roll: +1 success for the rest of this combat."},
	{"A08", "Odin's Drinking Horn", Blue, Hammer, InOwnCombat, NoLocation, Option{only(FreeReroll, 1)}, 2,
		"In your own combat, after a roll: re-roll any of your Combat dice without paying Favour."},
	{"A09", "Helm of Awe", Red, Clan, AnyTime, NoLocation, Option{discard(Terror, 2)}, 2,
		"Discard 2 Terror tokens (all, if you have fewer)."},
	{"A10", "Freyr's Runestone", Yellow, Clan, AnyTime, NoLocation, Option{gain(Food, 3)}, 1,
		"Gain 3 Food."},
	{"A11", "Frigg's Spindle", Blue, Clan, AnyTime, NoLocation, Option{gain(Favour, 2)}, 1,
		"Gain 2 Favour."},
	{"A12", "Valkyrie Feather", Red, Hammer, AnyTime, NoLocation, Option{chosen(1)}, 2,
		"Gain 1 die of any colour on a face you choose."},
}

// ArtifactByID finds an Artifact by its spec ID ("A07"); false for an unknown ID.
func ArtifactByID(id string) (ArtifactID, bool) {
	for i := range Artifacts {
		if Artifacts[i].ID == id {
			return ArtifactID(i), true
		}
	}
	return NoArtifact, false
}

// Accepts reports whether a crew die of colour c showing face f may be stored on the Artifact
// (Reavers spec §2.6: exactly the printed colour and face).
func (a Artifact) Accepts(c Colour, f Face) bool { return c == a.HoldsColour && f == a.HoldsFace }

// Pillage is a Spoils card's optional pillage (Reavers spec §7.1, §7.3): a combat against
// Defence whose success gives Reward. Defence 0 is "no pillage".
type Pillage struct {
	Defence int8
	Reward  Option
}

// VillageSpoils is one kind of Village Spoils card (Reavers spec §7.1): an Artifact (one copy,
// Artifact set) or VS01–VS09. Every kind but an Artifact goes to the Village Spoils discard
// pile once resolved.
type VillageSpoils struct {
	ID       string // "A01" … "A12", "VS01" … "VS09"
	Name     string
	Copies   int
	Artifact ArtifactID // the Artifact this card is, or NoArtifact
	Effects  Option     // carried out in order when the card is resolved
	Pillage  Pillage    // after Effects, the owner may pillage
	Text     string     // the resolution in words
}

// VillageID indexes VillageSpoilsKinds: 0..11 are A01..A12, 12 is VS01, 20 is VS09.
type VillageID int8

// NumVillageKinds is the number of Village Spoils kinds (12 Artifacts and VS01–VS09).
const NumVillageKinds = NumArtifacts + 9

// NumVillageSpoils is the number of Village Spoils cards (Reavers spec §2, §7.1).
const NumVillageSpoils = 40

// ShipUpgradeGlory is the Glory a Ship Upgrade card gives in place of its token (§7.1).
const ShipUpgradeGlory = 3

func artifactCard(id ArtifactID) VillageSpoils {
	a := Artifacts[id]
	return VillageSpoils{a.ID, a.Name, 1, id, Option{only(PlaceArtifact, 1)}, Pillage{},
		"Place this Artifact in front of you."}
}

func shipUpgrade(u Upgrade) Option {
	return Option{{Kind: ShipUpgradeCard, Upgrade: u, N: ShipUpgradeGlory}}
}

// VillageSpoilsKinds is Reavers spec §7.1, indexed by VillageID.
var VillageSpoilsKinds = [NumVillageKinds]VillageSpoils{
	artifactCard(0), artifactCard(1), artifactCard(2), artifactCard(3), artifactCard(4), artifactCard(5),
	artifactCard(6), artifactCard(7), artifactCard(8), artifactCard(9), artifactCard(10), artifactCard(11),
	{"VS01", "Ship Upgrade: Shield", 3, NoArtifact, shipUpgrade(UpgradeShield), Pillage{},
		"Take a Shield token, or gain 3 Glory."},
	{"VS02", "Ship Upgrade: Chest", 3, NoArtifact, shipUpgrade(UpgradeChest), Pillage{},
		"Take a Chest token, or gain 3 Glory."},
	{"VS03", "Ship Upgrade: Ship-or-Hammer", 3, NoArtifact, shipUpgrade(UpgradeShipOrHammer), Pillage{},
		"Take a Ship-or-Hammer token, or gain 3 Glory."},
	{"VS04", "Farm", 6, NoArtifact, Option{gain(Farm, 1), gain(Food, 1)}, Pillage{},
		"Gain 1 Farm token and 1 Food."},
	{"VS05", "Village Wall", 5, NoArtifact, Option{gain(Favour, 1)}, Pillage{1, Option{gain(Wall, 1)}},
		"Gain 1 Favour; then you may pillage: Combat against Defence 1, a success gives 1 Wall token."},
	{"VS06", "Bundle of Swords", 2, NoArtifact, Option{fixed(Red, Hammer, 2)}, Pillage{},
		"Gain 2 red dice showing Hammer."},
	{"VS07", "Bundle of Bows and Arrows", 2, NoArtifact, Option{fixed(Blue, Hammer, 2)}, Pillage{},
		"Gain 2 blue dice showing Hammer."},
	{"VS08", "Bundle of Axes and Spears", 2, NoArtifact, Option{fixed(Yellow, DoubleHammer, 1)}, Pillage{},
		"Gain 1 yellow die showing Double Hammer."},
	{"VS09", "Runic Carvings", 2, NoArtifact, Option{only(ProphecyKeep, 2)}, Pillage{},
		"Draw 2 Prophecies and keep 1; the other goes to the Prophecy discard pile."},
}

// VillageByID finds a Village Spoils kind by its spec ID ("VS05", "A03"); false for an
// unknown ID.
func VillageByID(id string) (VillageID, bool) {
	for i := range VillageSpoilsKinds {
		if VillageSpoilsKinds[i].ID == id {
			return VillageID(i), true
		}
	}
	return -1, false
}

// VillageSpoilsCards lists the 40 cards of the Village Spoils deck by kind, every copy once,
// in ID order (the order before the setup shuffle).
func VillageSpoilsCards() []VillageID {
	out := make([]VillageID, 0, NumVillageSpoils)
	for i := range VillageSpoilsKinds {
		for range VillageSpoilsKinds[i].Copies {
			out = append(out, VillageID(i))
		}
	}
	return out
}

// SetKind is the final-scoring family of a Keep Spoils card (Reavers spec §9 step 4).
type SetKind int8

// The Keep Spoils set kinds; NoSet for Keep Wall and Tower, which score nothing themselves.
const (
	Armour SetKind = iota
	Treasure
	Art
	FinnishLinen
	TapestryA
	TapestryB
	TapestryC
	NumSetKinds = 7
	NoSet       = SetKind(-1)
)

// KeepSpoils is one kind of Keep Spoils card (Reavers spec §7.3).
type KeepSpoils struct {
	ID      string // "KS01" … "KS09"
	Name    string
	Copies  int
	Set     SetKind // its scoring family, or NoSet
	Kept    bool    // goes to the owner's Glory pile; otherwise to the Keep Spoils discard pile
	Effects Option  // carried out in order when the card is resolved
	Pillage Pillage // after Effects, the owner may pillage
	Text    string
}

// KeepID indexes KeepSpoilsKinds: 0 is KS01.
type KeepID int8

// NumKeepKinds is the number of Keep Spoils kinds (KS01–KS09).
const NumKeepKinds = 9

// NumKeepSpoils is the number of Keep Spoils cards (Reavers spec §2, §7.3).
const NumKeepSpoils = 40

// KeepSpoilsKinds is Reavers spec §7.3, indexed by KeepID.
var KeepSpoilsKinds = [NumKeepKinds]KeepSpoils{
	{"KS01", "Armour", 8, Armour, true, nil, Pillage{}, "Put it in your Glory pile."},
	{"KS02", "Treasure", 6, Treasure, true, nil, Pillage{}, "Put it in your Glory pile."},
	{"KS03", "Art", 5, Art, true, nil, Pillage{}, "Put it in your Glory pile."},
	{"KS04", "Finnish Linen", 6, FinnishLinen, true, Option{gain(Terror, 1)}, Pillage{},
		"Put it in your Glory pile and gain 1 Terror token."},
	{"KS05", "Tapestry A", 2, TapestryA, true, nil, Pillage{}, "Put it in your Glory pile."},
	{"KS06", "Tapestry B", 2, TapestryB, true, nil, Pillage{}, "Put it in your Glory pile."},
	{"KS07", "Tapestry C", 2, TapestryC, true, nil, Pillage{}, "Put it in your Glory pile."},
	{"KS08", "Keep Wall", 5, NoSet, false, Option{gain(Favour, 2)}, Pillage{2, Option{gain(Favour, 1), gain(Wall, 1)}},
		"Gain 2 Favour; then you may pillage: Combat against Defence 2, a success gives 1 Favour and 1 Wall token."},
	{"KS09", "Tower", 4, NoSet, false, Option{roll(Red, 2)}, Pillage{3, Option{glory(3), gain(Tower, 1)}},
		"Gain 2 red dice, rolled; then you may pillage: Combat against Defence 3, a success gives 3 Glory and 1 Tower token."},
}

// KeepByID finds a Keep Spoils kind by its spec ID ("KS08"); false for an unknown ID.
func KeepByID(id string) (KeepID, bool) {
	for i := range KeepSpoilsKinds {
		if KeepSpoilsKinds[i].ID == id {
			return KeepID(i), true
		}
	}
	return -1, false
}

// KeepSpoilsCards lists the 40 cards of the Keep Spoils deck by kind, every copy once, in ID
// order (the order before the setup shuffle).
func KeepSpoilsCards() []KeepID {
	out := make([]KeepID, 0, NumKeepSpoils)
	for i := range KeepSpoilsKinds {
		for range KeepSpoilsKinds[i].Copies {
			out = append(out, KeepID(i))
		}
	}
	return out
}
