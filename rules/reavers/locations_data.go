package reavers

// The six Action Locations, the Specialise slots, the per-count setup and the fixed limits of
// Reavers (Reavers spec §2–§5).

// Location is one of the six Action Locations, in the order of Reavers spec §1 and §5.
type Location int8

// The locations.
const (
	RecruitReavers Location = iota
	TradeWithVillages
	BattleAtSea
	RaidVillages
	RaidKeeps
	SubdueTerritories
	NumLocations = 6
)

// NoLocation marks "no location".
const NoLocation Location = -1

// Slot is one of a player's four Specialise slots (Reavers spec §1), in the spec's order.
type Slot int8

// The Specialise slots.
const (
	SeaSlot Slot = iota
	VillagesSlot
	KeepsSlot
	TerritoriesSlot
	NumSlots = 4
)

// NoSlot marks a location without a Specialise slot (Recruit Reavers, Trade with Villages).
const NoSlot Slot = -1

var slotNames = [NumSlots]string{"Sea", "Villages", "Keeps", "Territories"}

// String is the slot's label ("Keeps").
func (s Slot) String() string {
	if s < 0 || s >= NumSlots {
		return "no slot"
	}
	return slotNames[s]
}

// Location returns the location whose selection fires the slot's cards; NoLocation for NoSlot.
func (s Slot) Location() Location {
	if s < 0 || s >= NumSlots {
		return NoLocation
	}
	for l := Location(0); l < NumLocations; l++ {
		if Locations[l].Slot == s {
			return l
		}
	}
	return NoLocation
}

// LocationInfo is one row of Reavers spec §5's table.
type LocationInfo struct {
	Name string
	Slot Slot // the Specialise slot it fires, or NoSlot
	Cost Cost // what each activator pays; zero for the locations always activatable
	// Times is, by position 1..4 (index 0..3), how many Trade rewards or Subdue attempts each
	// activator takes (§5.2, §5.6); 0 where the location has no count.
	Times [4]int8
	// Bonus is, by position 1..4, what the activator gains besides: Favour or Glory as soon as
	// the cost is paid, or Draw cards right after the main cards (§5 "Timing of bonuses"). The
	// zero Effect (N = 0) is no bonus.
	Bonus [4]Effect
	// Takes is the deck the activator's main cards come from (Battle at Sea: its Sea Battle,
	// after a Sea Journey that is always drawn), or -1 where no card is taken (Trade, Subdue).
	Takes Deck
	Text  string // what each activator does, in words
}

// noDeck marks a location whose activation takes no cards from a deck.
const noDeck Deck = -1

// Locations is Reavers spec §5's table, indexed by Location.
var Locations = [NumLocations]LocationInfo{
	RecruitReavers: {Name: "Recruit Reavers", Slot: NoSlot,
		Bonus: [4]Effect{gain(Favour, 2)}, Takes: ReaverDeck,
		Text: "Take one stack of 2 Reavers or the top 2 Reaver cards."},
	TradeWithVillages: {Name: "Trade with Villages", Slot: NoSlot,
		Times: [4]int8{3, 2, 1, 1}, Takes: noDeck,
		Text: "Take your Trade rewards; in position 1 take or pass on the Start Player marker."},
	BattleAtSea: {Name: "Battle at Sea", Slot: SeaSlot, Cost: Cost{Food: 4},
		Bonus: [4]Effect{glory(2)}, Takes: SeaBattleDeck,
		Text: "Face a Sea Journey, then fight one Sea Battle."},
	RaidVillages: {Name: "Raid Villages", Slot: VillagesSlot, Cost: Cost{Food: 1, Dice: Needs{NeedChest: 2}},
		Bonus: [4]Effect{draw(VillageSpoilsDeck, 2), draw(VillageSpoilsDeck, 1)}, Takes: VillageSpoilsDeck,
		Text: "Take one linked pair or the top 2 Village Spoils."},
	RaidKeeps: {Name: "Raid Keeps", Slot: KeepsSlot, Cost: Cost{Food: 2, Dice: Needs{NeedShield: 2}},
		Bonus: [4]Effect{draw(KeepSpoilsDeck, 2), draw(KeepSpoilsDeck, 1)}, Takes: KeepSpoilsDeck,
		Text: "Take one linked pair or the top 2 Keep Spoils."},
	SubdueTerritories: {Name: "Subdue Territories", Slot: TerritoriesSlot,
		Times: [4]int8{3, 2, 1, 1}, Takes: noDeck,
		Text: "Make your Subdue attempts, by Force or in Peace."},
}

// String is the location's name ("Raid Keeps").
func (l Location) String() string {
	if l < 0 || l >= NumLocations {
		return "no location"
	}
	return Locations[l].Name
}

// FillOrder is the order displays are filled at setup and cleanup (Reavers spec §3 step 5,
// §4.5 step 5); it differs from the location order.
var FillOrder = [5]Location{RecruitReavers, RaidVillages, RaidKeeps, BattleAtSea, TradeWithVillages}

// TradeReward is an option of Trade with Villages' menu (Reavers spec §5.2); the same option
// may be taken repeatedly.
type TradeReward int8

// The Trade rewards.
const (
	VillageDieReward TradeReward = iota // one die lying on the location, with its rolled face
	Provisions                          // 2 Food
	Offering                            // 1 Favour
	ProphecyReward                      // a face-up Prophecy of the display, or the deck's top
	NumTradeRewards  = 4
)

// TradeRewardInfo is one row of the Trade menu.
type TradeRewardInfo struct {
	Name string
	Gain Option // what the reward gives where it is a plain gain; empty for a die or a Prophecy
	Text string
}

// TradeRewardsMenu is Reavers spec §5.2's menu, indexed by TradeReward.
var TradeRewardsMenu = [NumTradeRewards]TradeRewardInfo{
	VillageDieReward: {"Village die", nil, "One die lying on this location, with its rolled face."},
	Provisions:       {"Provisions", Option{gain(Food, 2)}, "2 Food."},
	Offering:         {"Offering", Option{gain(Favour, 1)}, "1 Favour."},
	ProphecyReward:   {"Prophecy", nil, "One Prophecy card: a face-up one from this location, or the top of the deck."},
}

// TradeDice is how many dice of each colour are rolled onto Trade with Villages at setup and
// in every cleanup (Reavers spec §3 step 6, §4.5 step 4), indexed by Colour.
var TradeDice = [NumColours]int{2, 2, 2}

// RestOptions are the two Rest rewards, exactly one of which a resting player takes (Reavers
// spec §4.3): 2 Food, or one die of any colour on the face its owner picks.
var RestOptions = [2]Option{{gain(Food, 2)}, {chosen(1)}}

// CountSetup is one column of Reavers spec §3's setup table.
type CountSetup struct {
	Players       int
	TwoPlayerSide bool    // the board's 2-player side (artwork only)
	Pawns         int     // Longship pawns per player
	HonourShip    bool    // the Honour Ship is used (3 players)
	Food          []int8  // starting Food by seat from the start player
	Favour        int8    // starting Favour per player
	Stacks        int     // Recruit Reavers: stacks of 2
	Pairs         int     // Raid Villages and Raid Keeps: linked pairs each
	Battles       int     // Battle at Sea: face-up Sea Battles
	Prophecies    int     // Trade with Villages: face-up Prophecies
	Selectors     [4]int8 // who makes selections 1..4, as an offset from the start player; -1 = the Honour Ship holder (§4.1)
}

// HonourSelector marks the selection made by the Honour Ship's holder (Reavers spec §4.1).
const HonourSelector = -1

// Setups is Reavers spec §3's table and §4.1's selection order, indexed by player count (2..4).
var Setups = [5]CountSetup{
	2: {Players: 2, TwoPlayerSide: true, Pawns: 2, Food: []int8{4, 5}, Favour: 1,
		Stacks: 3, Pairs: 3, Battles: 3, Prophecies: 2, Selectors: [4]int8{0, 1, 0, 1}},
	3: {Players: 3, Pawns: 1, HonourShip: true, Food: []int8{4, 5, 6}, Favour: 1,
		Stacks: 3, Pairs: 3, Battles: 3, Prophecies: 3, Selectors: [4]int8{0, 1, 2, HonourSelector}},
	4: {Players: 4, Pawns: 1, Food: []int8{4, 5, 6, 7}, Favour: 1,
		Stacks: 4, Pairs: 4, Battles: 4, Prophecies: 3, Selectors: [4]int8{0, 1, 2, 3}},
}

// The fixed numbers of the game (Reavers spec §2, §4, §8, §4.5).
const (
	MinPlayers         = 2
	MaxPlayers         = 4
	Rounds             = 6  // rounds 1..6
	SelectionsPerRound = 4  // selections per round; two locations stay empty
	DiceCapacity       = 10 // board dice a player may keep after an effect (§2.2)
	SlotCapacity       = 3  // Reavers per Specialise slot
	ArtifactSpaces     = 4  // Artifacts in play
	UpgradeSpaces      = 3  // Ship Upgrade tokens in play
	StackSize          = 2  // Reavers per Recruit stack, Spoils per linked pair
	DeckTake           = 2  // cards taken from a deck in place of a stack or pair
	RerollFavour       = 1  // Favour per combat re-roll (§8 step 4)
	TerritoryGlory     = 1  // Glory per held Territory tile in cleanup (§4.5 step 2)
	TerritoryRounds    = 5  // territories pay in the cleanups of rounds 1..5
	GloryFloor         = 0  // Glory on the track never goes below this during play
	NonActivePosition  = 4  // with 2 players the non-active player is position 4 (§1)
)

// Position is a player's position at a selection (Reavers spec §1): 1 for the active player,
// then 2, 3, 4 clockwise; with 2 players the other player is always position 4.
func Position(players, seat, active int) int {
	if seat == active {
		return 1
	}
	if players == 2 {
		return NonActivePosition
	}
	return (seat-active+players)%players + 1
}
