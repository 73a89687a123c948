package reykholt

// The Northtable edition data (Reykholt spec §4–§7) as Go tables. Engine logic reads these
// tables and never names a space, card or table in code; the tests check their totals.

// Good is one of the five vegetables, in the canonical order (Reykholt spec §1).
type Good int8

// The five goods, in canonical order (also the order of GoodsCount and of the track's blocks).
const (
	Tomato Good = iota
	Lettuce
	Mushroom
	Cauliflower
	Carrot
	NumGoods = 5
)

// NoGood marks "no good" where a good is optional (a seeding without a companion).
const NoGood Good = -1

var goodNames = [NumGoods]string{"tomato", "lettuce", "mushroom", "cauliflower", "carrot"}
var goodPlurals = [NumGoods]string{"tomatoes", "lettuce", "mushrooms", "cauliflowers", "carrots"}

// String is the good's name in words, e.g. "tomato".
func (g Good) String() string {
	if g < 0 || g >= NumGoods {
		return "nothing"
	}
	return goodNames[g]
}

// Plural is the good's name for a count other than one, e.g. "tomatoes"; lettuce stays lettuce.
func (g Good) Plural() string {
	if g < 0 || g >= NumGoods {
		return "nothing"
	}
	return goodPlurals[g]
}

// Goods is an amount of each good, indexed by Good.
type Goods [NumGoods]int16

// Total is the number of goods of all types together.
func (g Goods) Total() int {
	t := 0
	for _, n := range g {
		t += int(n)
	}
	return t
}

// Column is one of the four columns of action spaces (Reykholt spec §1), left to right.
type Column int8

// The columns, left to right.
const (
	Property Column = iota
	Field
	Market
	TownHall
	NumColumns = 4
)

var columnNames = [NumColumns]string{"Property", "Field", "Market", "Town Hall"}

// String is the column's name, e.g. "Town Hall".
func (c Column) String() string {
	if c < 0 || c >= NumColumns {
		return "?"
	}
	return columnNames[c]
}

// Pile names one of the five greenhouse piles (Reykholt spec §5.2).
type Pile int8

// The piles: four fixed piles by parcel count, and the random pile.
const (
	Pile3 Pile = iota
	Pile4
	Pile5
	Pile6
	PileRandom
	NumPiles = 5
)

var pileNames = [NumPiles]string{"3-parcel pile", "4-parcel pile", "5-parcel pile", "6-parcel pile", "random pile"}

// String is the pile's name in words, e.g. "4-parcel pile".
func (p Pile) String() string {
	if p < 0 || p >= NumPiles {
		return "?"
	}
	return pileNames[p]
}

// pileSet is a set of piles as a bit mask (bit p for pile p).
type pileSet uint8

const allPiles pileSet = 1<<NumPiles - 1

func (s pileSet) has(p Pile) bool { return s&(1<<p) != 0 }

// goodSet is a set of goods as a bit mask (bit g for good g).
type goodSet uint8

const allGoods goodSet = 1<<NumGoods - 1

func (s goodSet) has(g Good) bool { return g >= 0 && s&(1<<g) != 0 }

func setOf(gs ...Good) goodSet {
	var s goodSet
	for _, g := range gs {
		s |= 1 << g
	}
	return s
}

// Greenhouse is one greenhouse card (Reykholt spec §5.1).
type Greenhouse struct {
	ID         string // "G01" … "G23"
	Pile       Pile   // its home pile
	Parcels    int    // 3..6
	Allowed    goodSet
	MinPlayers int // the card is used when MinPlayers ≤ the player count (solo: as 2 players)
}

// Allows reports whether good may be seeded into the greenhouse.
func (h Greenhouse) Allows(good Good) bool { return h.Allowed.has(good) }

// AllowedGoods lists the goods the greenhouse allows, in canonical order.
func (h Greenhouse) AllowedGoods() []Good {
	var out []Good
	for g := Good(0); g < NumGoods; g++ {
		if h.Allowed.has(g) {
			out = append(out, g)
		}
	}
	return out
}

// GreenhouseID indexes Greenhouses: 0 is G01, 22 is G23.
type GreenhouseID int8

// NoGreenhouse marks "no greenhouse".
const NoGreenhouse GreenhouseID = -1

// NumGreenhouses is the number of greenhouse cards (Reykholt spec §5.1).
const NumGreenhouses = 23

// g17 is the random pile's face-down start card (Reykholt spec §2 step 2).
const g17 GreenhouseID = 16

var (
	tlmc = setOf(Tomato, Lettuce, Mushroom, Cauliflower)
	tlm  = setOf(Tomato, Lettuce, Mushroom)
	tl   = setOf(Tomato, Lettuce)
)

// Greenhouses is the card list of Reykholt spec §5.1, indexed by GreenhouseID.
var Greenhouses = [NumGreenhouses]Greenhouse{
	{"G01", Pile3, 3, allGoods, 1}, {"G02", Pile3, 3, allGoods, 1}, {"G03", Pile3, 3, allGoods, 3}, {"G04", Pile3, 3, allGoods, 4},
	{"G05", Pile4, 4, tlmc, 1}, {"G06", Pile4, 4, tlmc, 1}, {"G07", Pile4, 4, tlmc, 3}, {"G08", Pile4, 4, tlmc, 4},
	{"G09", Pile5, 5, tlm, 1}, {"G10", Pile5, 5, tlm, 1}, {"G11", Pile5, 5, tlm, 3}, {"G12", Pile5, 5, tlm, 4},
	{"G13", Pile6, 6, tl, 1}, {"G14", Pile6, 6, tl, 1}, {"G15", Pile6, 6, tl, 3}, {"G16", Pile6, 6, tl, 4},
	{"G17", PileRandom, 4, allGoods, 1},
	{"G18", PileRandom, 3, tlmc, 1},
	{"G19", PileRandom, 4, setOf(Lettuce, Mushroom, Cauliflower, Carrot), 1},
	{"G20", PileRandom, 5, setOf(Tomato, Lettuce, Cauliflower), 1},
	{"G21", PileRandom, 6, tlm, 1},
	{"G22", PileRandom, 5, allGoods, 3},
	{"G23", PileRandom, 6, allGoods, 4},
}

// soloRemoved are the cards solo setup removes from the 2-player set (Reykholt spec §2 step 2).
var soloRemoved = [...]GreenhouseID{1, 13} // G02, G14

// CardKind is how a service card works (Reykholt spec §6.1).
type CardKind int8

// The kinds of service card.
const (
	Once    CardKind = iota // carried out in full when taken
	Ongoing                 // changes a rule or fires on a condition
	Any                     // started by its holder once per round in their own turn
)

var cardKindNames = [...]string{"Once", "Ongoing", "Any time"}

// String is the kind's badge text: "Once", "Ongoing" or "Any time".
func (k CardKind) String() string { return cardKindNames[k] }

// CardID indexes Cards: A1..A8 are 0..7, then B1..B7, C1..C7, D1..D7, E1..E7.
type CardID int8

// NoCard marks "no card".
const NoCard CardID = -1

// NumCards is the number of service cards in the five sets (Reykholt spec §6.3).
const NumCards = 36

// Card is one service card (Reykholt spec §6.3). Text is our own wording for the card face.
type Card struct {
	ID     string // "A1" … "E7"
	Set    byte   // 'A'..'E'
	Name   string
	Kind   CardKind
	Text   string
	effect int16 // root node of the Once or Any effect; -1 for Ongoing cards
}

// The ongoing cards the engine consults by role (their effects are rules, not nodes). Each is
// looked up by its printed id when the tables are built, so the engine names no card in logic.
var (
	cardMarketTomato   = cardByCode("A4") // Market placement → 1 tomato
	cardDoubleHarvest  = cardByCode("A5") // Harvest Time: one greenhouse gives 2
	cardPropertyFlag   = cardByCode("A6") // Property flag limit 2
	cardMushroomSoup   = cardByCode("A7") // mushroom tables cost 1 less
	cardBothOptions    = cardByCode("B3") // Market OR → both
	cardBakersDozen    = cardByCode("B4") // Market gives 2 of a type → +1
	cardWeeklyLettuce  = cardByCode("B6") // Harvest Time +1 lettuce
	cardFairTrade      = cardByCode("B7") // exchange → +1 tomato
	cardCompanion      = cardByCode("C3") // companion parcel
	cardSecondPass     = cardByCode("C4") // Field placement → harvest 1
	cardFertileCorners = cardByCode("C5") // 3-parcel greenhouses give 2
	cardSmallPlots     = cardByCode("C7") // seed at least 2 → at least 1
	cardTomatoFeast    = cardByCode("D1") // tomato tables cost 1 less
	cardChefsSwap      = cardByCode("D2") // 2 tomatoes for 1 demanded good
	cardSetMenu        = cardByCode("D3") // tables of 4+ cost 1 less
	cardFarmToTable    = cardByCode("D5") // up to 2 goods from greenhouses
	cardPhotoSpot      = cardByCode("D6") // Bonus → +1 of the table's type
	cardCouncilSeat    = cardByCode("E3") // Town Hall flag limit 2
	cardStreetParty    = cardByCode("E4") // same row → 1 mushroom
	cardScrapDealer    = cardByCode("E6") // greenhouse discarded → tomato + lettuce
	cardLandSurvey     = cardByCode("E7") // greenhouse via Property → 1 allowed good
)

// Cards is the card list of Reykholt spec §6.3, indexed by CardID; effects are filled in by
// the effect tables (effects_data.go).
var Cards = [NumCards]Card{
	{"A1", 'A', "Welcome Basket", Once, "Take 1 tomato, 1 lettuce and 1 mushroom.", -1},
	{"A2", 'A', "Garden Shed", Once, "Take the top greenhouse of the 3-parcel pile.", -1},
	{"A3", 'A', "Sowing Day", Once, "Seed 1 time.", -1},
	{"A4", 'A', "Friendly Grocer", Ongoing, "Whenever you place a worker on a Market space, take 1 tomato after it.", -1},
	{"A5", 'A', "Extra Pickers", Ongoing, "In Harvest Time one of your greenhouses holding 2 or more goods gives you 2 goods instead of 1.", -1},
	{"A6", 'A', "Land Registry", Ongoing, "You may use 2 flag spaces of the Property column each round.", -1},
	{"A7", 'A', "Mushroom Soup", Ongoing, "Tables that want mushrooms cost you 1 mushroom less.", -1},
	{"A8", 'A', "Swap Box", Any, "Give back 1 good and take 1 good of another type.", -1},

	{"B1", 'B', "Wholesale Crate", Once, "Take 2 tomatoes and 2 lettuce.", -1},
	{"B2", 'B', "Rare Stall", Once, "Take 1 cauliflower and 1 carrot.", -1},
	{"B3", 'B', "Both, Please", Ongoing, "On a Market space that offers a choice, you take both.", -1},
	{"B4", 'B', "Baker's Dozen", Ongoing, "Whenever a Market space gives you 2 goods of one type, take 1 more of it.", -1},
	{"B5", 'B', "Trader's Scales", Any, "Give back 2 goods of any types and take 1 cauliflower or 1 carrot.", -1},
	{"B6", 'B', "Weekly Delivery", Ongoing, "In Harvest Time you also take 1 lettuce.", -1},
	{"B7", 'B', "Fair Trade", Ongoing, "Whenever you make an exchange on a space or card, take 1 tomato after it.", -1},

	{"C1", 'C', "Seed Drill", Once, "Seed 1 or 2 times.", -1},
	{"C2", 'C', "Early Crop", Once, "Harvest from up to 3 different greenhouses, 1 good from each.", -1},
	{"C3", 'C', "Companion Planting", Ongoing, "Seeding a greenhouse of 5 or more parcels, you may put a mushroom, cauliflower or carrot on its last parcel.", -1},
	{"C4", 'C', "Second Pass", Ongoing, "Whenever you place a worker on a Field space, harvest 1 time after it.", -1},
	{"C5", 'C', "Fertile Corners", Ongoing, "In Harvest Time each of your 3-parcel greenhouses holding 2 or more goods gives you 2 goods.", -1},
	{"C6", 'C', "Kitchen Garden", Any, "Harvest 1 time.", -1},
	{"C7", 'C', "Small Plots", Ongoing, "\"Seed at least 2 times\" is \"seed at least 1 time\" for you.", -1},

	{"D1", 'D', "Tomato Feast", Ongoing, "Tables that want tomatoes cost you 1 tomato less.", -1},
	{"D2", 'D', "Chef's Swap", Ongoing, "At a table that does not want tomatoes you may pay 2 tomatoes in place of 1 of its goods.", -1},
	{"D3", 'D', "Set Menu", Ongoing, "Tables that cost 4 or more cost you 1 good less.", -1},
	{"D4", 'D', "Coach Party", Once, "Take 2 goods of the type the table just ahead of your manager wants.", -1},
	{"D5", 'D', "Farm to Table", Ongoing, "Once a round, up to 2 of the goods you pay for a table may come from your greenhouses.", -1},
	{"D6", 'D', "Photo Spot", Ongoing, "Whenever you use the Bonus, take 1 more good of the type of the table you reach.", -1},
	{"D7", 'D', "Travel Agent", Any, "Give back 1 good and take 1 good of the type the table just ahead of your manager wants.", -1},

	{"E1", 'E', "Building Permit", Once, "Take the top greenhouse of any pile.", -1},
	{"E2", 'E', "Renovation Grant", Any, "Give back 1 of your greenhouses and take the top greenhouse of any pile.", -1},
	{"E3", 'E', "Council Seat", Ongoing, "You may use 2 flag spaces of the Town Hall column each round.", -1},
	{"E4", 'E', "Street Party", Ongoing, "Whenever you place a worker in a row where one of your workers already stands, take 1 mushroom after it.", -1},
	{"E5", 'E', "Civic Grant", Once, "Take 3 goods of 3 different types of your choice.", -1},
	{"E6", 'E', "Scrap Dealer", Ongoing, "Whenever you give back a greenhouse, take 1 tomato and 1 lettuce after it.", -1},
	{"E7", 'E', "Land Survey", Ongoing, "Whenever you take a greenhouse on a Property space, take 1 good it allows, your choice.", -1},
}

func cardByCode(code string) CardID {
	for i := range Cards {
		if Cards[i].ID == code {
			return CardID(i)
		}
	}
	panic("reykholt: no card " + code)
}

// Sets lists the service-card sets in order ("A".."E").
var Sets = [...]byte{'A', 'B', 'C', 'D', 'E'}

// SetCards lists the cards of set ('A'..'E') in id order; nil for an unknown set.
func SetCards(set byte) []CardID {
	var out []CardID
	for i := range Cards {
		if Cards[i].Set == set {
			out = append(out, CardID(i))
		}
	}
	return out
}

// SetNames are the sets' themes (Reykholt spec §6.3).
var SetNames = map[byte]string{'A': "First harvest", 'B': "Market", 'C': "Field", 'D': "Tourism", 'E': "Town Hall"}

// Space is one action space of a board side (Reykholt spec §4).
type Space struct {
	ID     string // "P1" … "T6" (3–4 players) or "p1" … "t4" (1–2 players)
	Row    int    // 1-based, from the top
	Column Column
	Flag   bool
	Text   string // the effect in our own words, for the board and prompts
	effect int16  // root node
}

// Side is one side of the board.
type Side int8

// The board sides (Reykholt spec §2).
const (
	SideLarge Side = iota // 3–4 players, 6 rows
	SideSmall             // 1–2 players, 4 rows
)

// Rows is the number of rows of the side.
func (s Side) Rows() int { return len(sides[s]) / NumColumns }

// Spaces lists the side's action spaces row by row, left to right (the SpaceID order).
func (s Side) Spaces() []Space { return sides[s] }

// SpaceID indexes a side's Spaces: row-major, (Row−1)·4 + Column.
type SpaceID int8

// NoSpace marks "no space".
const NoSpace SpaceID = -1

// The track (Reykholt spec §7).
const (
	TrackTables = 30 // printed tables 1..30 after the start table 0
	LapBonus    = 6  // each lap adds 6 to every table's amount
	SoloGoal    = 21 // solo: reach this position by the end of round 5 (spec §9)
)

// TableAt is the printed table, lap, demanded good and amount (before any card) of the
// absolute position pos ≥ 1 (Reykholt spec §7); pos 0 is the start table (table 0, lap 0,
// amount 0).
func TableAt(pos int) (table, lap int, good Good, amount int) {
	if pos <= 0 {
		return 0, 0, NoGood, 0
	}
	table = (pos-1)%TrackTables + 1
	lap = (pos - 1) / TrackTables
	good = Good((table - 1) % NumGoods)
	amount = (table+4)/5 + LapBonus*lap
	return table, lap, good, amount
}

// The per-count setup of Reykholt spec §2.
type countSetup struct {
	side      Side
	covered   int   // row covered for 3 players (1-based), 0 for none
	blocked   []int // space indexes blocked in solo
	display   int
	rounds    int
	cardsUsed int // greenhouse min-player threshold
}

var setups = [5]countSetup{
	1: {SideSmall, 0, []int{0, 4}, 3, 5, 2}, // p1, p2 blocked
	2: {SideSmall, 0, nil, 5, 7, 2},
	3: {SideLarge, 1, nil, 5, 7, 3},
	4: {SideLarge, 0, nil, 5, 7, 4},
}

// goodsStackStart is the goods stack from the bottom: mushroom, lettuce, tomato on top
// (Reykholt spec §2 step 4).
var goodsStackStart = [3]Good{Mushroom, Lettuce, Tomato}

// WorkersPerPlayer is the number of placement turns each player takes a round (Reykholt spec §2).
const WorkersPerPlayer = 3
