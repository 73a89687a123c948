package reavers

// Reaver cards, clans and Specialise abilities (Reavers spec §6).

// ClanID is one of the three Reaver clans (Reavers spec §1 "Clan", §6.2), by card colour.
type ClanID int8

// The clans, in the order of the spec's card list (§6.5): magenta, purple, teal.
const (
	Magenta  ClanID = iota // keep clan: red dice, keep icon
	Purple                 // village clan: yellow dice, village icon
	Teal                   // sea clan: blue dice, wave icon
	NumClans = 3
)

// NoClan marks "no Leader yet", so no wild dice (Reavers spec §2.4).
const NoClan ClanID = -1

// ClanInfo is a clan's row of Reavers spec §6.2.
type ClanInfo struct {
	Name    string // "Magenta"
	Kind    string // "keep clan"
	Colour  Colour // its dice and wild icon: a Leader of this clan makes Colour's Clan face wild
	Letter  byte   // the first letter of its cards' IDs: 'M', 'P', 'T'
	Promote Option // the Promote bonus
	Text    string // the Promote bonus in words
}

// Clans is Reavers spec §6.2, indexed by ClanID.
var Clans = [NumClans]ClanInfo{
	Magenta: {"Magenta", "keep clan", Red, 'M', Option{gain(Favour, 2)}, "Gain 2 Favour."},
	Purple:  {"Purple", "village clan", Yellow, 'P', Option{gain(Food, 4)}, "Gain 4 Food."},
	Teal: {"Teal", "sea clan", Blue, 'T', Option{only(DrawSpoilsChoice, 1)},
		"Draw a card from the Keep Spoils or the Village Spoils deck, your choice."},
}

// String is the clan's colour name ("Teal").
func (c ClanID) String() string {
	if c < 0 || c >= NumClans {
		return "no clan"
	}
	return Clans[c].Name
}

// WildFace reports whether a die of colour c showing face f is wild for a player whose Leader
// is of clan c (Reavers spec §2.4): only the Leader clan's own icon is wild; NoClan has none.
func (c ClanID) WildFace(col Colour, f Face) bool {
	return c >= 0 && c < NumClans && f == Clan && col == Clans[c].Colour
}

// MaxTier is the highest Reaver tier; a tier-N card gains N dice (Reavers spec §6.1).
const MaxTier = 3

// TierCounts is how many cards each clan has of tiers 1, 2 and 3 (Reavers spec §6.4).
var TierCounts = [MaxTier]int{6, 5, 4}

// Specialise is the ability of a Specialised Reaver by clan and tier (Reavers spec §6.3):
// Specialise[clan][tier-1] lists the options, one of which its owner chooses (or skips the card)
// each time the slot's location is selected. "Die" is one die of any colour on a chosen face;
// Option.Words says an option in words.
var Specialise = [NumClans][MaxTier][]Option{
	Magenta: {
		{{chosen(1), gain(Favour, 1)}, {chosen(1), glory(2)}},
		{{chosen(2)}, {chosen(1), gain(Favour, 2)}},
		{{glory(2), draw(ReaverDeck, 1)}, {chosen(2), draw(KeepSpoilsDeck, 1)}},
	},
	Purple: {
		{{gain(Food, 2), gain(Favour, 1)}, {gain(Food, 2), glory(2)}},
		{{gain(Food, 2), draw(KeepSpoilsDeck, 1)}, {gain(Food, 2), draw(VillageSpoilsDeck, 1)}},
		{{gain(Food, 3), gain(Farm, 1)}, {gain(Food, 2), gain(Wall, 1)}, {gain(Tower, 1)}},
	},
	Teal: {
		{{chosen(1), glory(2)}, {draw(VillageSpoilsDeck, 1)}},
		{{draw(ReaverDeck, 1)}, {draw(KeepSpoilsDeck, 1), draw(ProphecyDeck, 1)}},
		{{draw(VillageSpoilsDeck, 1), draw(ProphecyDeck, 1)}, {chosen(1), discard(Terror, 1)}},
	},
}

// Reaver is one Reaver card (Reavers spec §6.5). Gain dice are rolled; Rally dice are placed
// on chosen faces, AnyColour being "a die of any colour" (§6.4).
type Reaver struct {
	ID    string // "M01" … "M15", "P01" … "P15", "T01" … "T15"
	Name  string
	Clan  ClanID
	Tier  int8     // 1..3
	Gain  []Colour // Tier dice, rolled when the card is gained
	Rally []Colour // 2 dice on chosen faces
}

// Ability is the card's Specialise options (Reavers spec §6.3: by clan and tier only).
func (r Reaver) Ability() []Option { return Specialise[r.Clan][r.Tier-1] }

// ReaverID indexes Reavers: 0 is M01, 15 is P01, 30 is T01.
type ReaverID int8

// NoReaver marks "no Reaver card" (an empty Leader slot).
const NoReaver ReaverID = -1

// NumReavers is the number of Reaver cards (Reavers spec §2, §6.5).
const NumReavers = 45

// One-letter colours for the card list, as Reavers spec §6.4 writes them (Y, B, R, *).
const (
	cY = Yellow
	cB = Blue
	cR = Red
	cX = AnyColour
)

func cs(c ...Colour) []Colour { return c }

// Reavers is the card list of Reavers spec §6.5, indexed by ReaverID, in the spec's order.
var Reavers = [NumReavers]Reaver{
	{"M01", "Sigurd Shieldwall", Magenta, 1, cs(cR), cs(cR, cR)},
	{"M02", "Thyra Iron-Maid", Magenta, 1, cs(cR), cs(cR, cY)},
	{"M03", "Ulf Gatebreaker", Magenta, 1, cs(cR), cs(cR, cB)},
	{"M04", "Vigdis Spear-Wife", Magenta, 1, cs(cY), cs(cR, cR)},
	{"M05", "Yngvar Ram-Horn", Magenta, 1, cs(cB), cs(cR, cR)},
	{"M06", "Grim Wallbreaker", Magenta, 1, cs(cR), cs(cY, cB)},
	{"M07", "Asgeir Siege-Master", Magenta, 2, cs(cR, cR), cs(cR, cX)},
	{"M08", "Brynja Helm-Splitter", Magenta, 2, cs(cR, cY), cs(cR, cX)},
	{"M09", "Einar Tower-Climber", Magenta, 2, cs(cR, cB), cs(cR, cX)},
	{"M10", "Orm Hammer-Fist", Magenta, 2, cs(cR, cR), cs(cY, cX)},
	{"M11", "Knut the Grim", Magenta, 2, cs(cY, cB), cs(cR, cX)},
	{"M12", "Halfdan Ironside", Magenta, 3, cs(cR, cR, cR), cs(cX, cX)},
	{"M13", "Freydis Bloodaxe", Magenta, 3, cs(cR, cR, cY), cs(cX, cX)},
	{"M14", "Ingrid Keep-Warden", Magenta, 3, cs(cR, cR, cB), cs(cX, cX)},
	{"M15", "Sten Oathsworn", Magenta, 3, cs(cR, cY, cB), cs(cX, cX)},

	{"P01", "Arne the Ploughman", Purple, 1, cs(cY), cs(cY, cY)},
	{"P02", "Bodil Hearthkeeper", Purple, 1, cs(cY), cs(cY, cB)},
	{"P03", "Dag Longstride", Purple, 1, cs(cY), cs(cY, cR)},
	{"P04", "Eir Herb-Wife", Purple, 1, cs(cB), cs(cY, cY)},
	{"P05", "Gunnar Goatherd", Purple, 1, cs(cR), cs(cY, cY)},
	{"P06", "Frode Net-Mender", Purple, 1, cs(cY), cs(cB, cR)},
	{"P07", "Hild Sickle-Hand", Purple, 2, cs(cY, cY), cs(cY, cX)},
	{"P08", "Ketil Flint", Purple, 2, cs(cY, cB), cs(cY, cX)},
	{"P09", "Olaf Axe-Swinger", Purple, 2, cs(cY, cR), cs(cY, cX)},
	{"P10", "Ragna Stone-Stacker", Purple, 2, cs(cY, cY), cs(cB, cX)},
	{"P11", "Magna Smith-Daughter", Purple, 2, cs(cB, cR), cs(cY, cX)},
	{"P12", "Jorunn Grain-Queen", Purple, 3, cs(cY, cY, cY), cs(cX, cX)},
	{"P13", "Ivar Oakheart", Purple, 3, cs(cY, cY, cB), cs(cX, cX)},
	{"P14", "Njal Barley-Beard", Purple, 3, cs(cY, cY, cR), cs(cX, cX)},
	{"P15", "Leif the Tall", Purple, 3, cs(cY, cB, cR), cs(cX, cX)},

	{"T01", "Aslaug Wave-Singer", Teal, 1, cs(cB), cs(cB, cB)},
	{"T02", "Bjorn Salt-Beard", Teal, 1, cs(cB), cs(cB, cR)},
	{"T03", "Gyda Tide-Reader", Teal, 1, cs(cB), cs(cB, cY)},
	{"T04", "Harald Oar-Breaker", Teal, 1, cs(cR), cs(cB, cB)},
	{"T05", "Kari Whale-Rider", Teal, 1, cs(cY), cs(cB, cB)},
	{"T06", "Vali Driftwood", Teal, 1, cs(cB), cs(cR, cY)},
	{"T07", "Lodin Loki-Touched", Teal, 2, cs(cB, cB), cs(cB, cX)},
	{"T08", "Mord Storm-Born", Teal, 2, cs(cB, cR), cs(cB, cX)},
	{"T09", "Nanna Sail-Stitcher", Teal, 2, cs(cB, cY), cs(cB, cX)},
	{"T10", "Ranveig Ran's-Daughter", Teal, 2, cs(cB, cB), cs(cR, cX)},
	{"T11", "Torstein Deep-Diver", Teal, 2, cs(cR, cY), cs(cB, cX)},
	{"T12", "Odd Kraken-Eye", Teal, 3, cs(cB, cB, cB), cs(cX, cX)},
	{"T13", "Skarde Sea-Wolf", Teal, 3, cs(cB, cB, cR), cs(cX, cX)},
	{"T14", "Solveig Fair-Wind", Teal, 3, cs(cB, cB, cY), cs(cX, cX)},
	{"T15", "Unn the Navigator", Teal, 3, cs(cB, cR, cY), cs(cX, cX)},
}

// ReaverByID finds a Reaver card by its spec ID ("M07"); false for an unknown ID.
func ReaverByID(id string) (ReaverID, bool) {
	for i := range Reavers {
		if Reavers[i].ID == id {
			return ReaverID(i), true
		}
	}
	return NoReaver, false
}
