package orkney

import (
	"strconv"
	"strings"

	"northtable/rules"
)

// Rule names as used in *rules.IllegalMoveError.Rule (Orkney spec §5).
const (
	RuleK1 = "K1 task choice"
	RuleT1 = "T1 pending decision"
	RuleP0 = "P0 free cell"
	RuleP1 = "P1 contact"
	RuleP2 = "P2 edge match"
	RuleP3 = "P3 corner match"
	RuleP4 = "P4 no sideways land"
	RuleD1 = "D1 dead tile" // automatic: the "discard" event, never an error
	RuleB1 = "B1 complete island"
	RuleB2 = "B2 space"
	RuleB3 = "B3 supply"
	RuleB4 = "B4 cost"
	RuleR1 = "R1 free connection"
	RuleR2 = "R2 routes left"
	RuleR3 = "R3 route credit"
	RuleR4 = "R4 borders the island"
	RuleR5 = "R5 cloth for route"
	RuleX1 = "X1 rate"
	RuleX2 = "X2 enough to give"
	RuleF1 = "F1 fish on board"
	RuleF2 = "F2 cloth for fishing"
)

// Tie-chain steps named in rules.Result.TieRule (Orkney spec §8.4 steps 2–5), in plain words
// for the results screen ("decided by a fulfilled task worth 6").
const (
	TieTask6     = "a fulfilled task worth 6"
	TieTask3     = "a fulfilled task worth 3"
	TieResources = "the most resources left"
	TieShared    = "a shared win" // step 5: nothing parted the tied seats
)

// Score categories, in display order (Orkney spec §8.2).
const (
	CatBuildings = "Buildings"
	CatRoutes    = "Trade routes"
	CatFish      = "Fish"
	CatTask      = "Task"
)

// Event kinds (rules.Event.Kind) of Orkney spec §5–§8; Describe words them (§9 event log).
const (
	EvReveal     = "reveal"      // Detail: Tile
	EvPlace      = "place"       // Detail: PlaceTile (rotation as stored)
	EvFishLaid   = "fish-laid"   // Detail: hex.Axial of the tile
	EvGain       = "gain"        // Detail: Gain
	EvComplete   = "complete"    // Detail: IslandID
	EvDiscard    = "discard"     // Detail: Tile (D1)
	EvBuild      = "build"       // Detail: Build
	EvRoute      = "route"       // Detail: ConnID; a route paid by a building's credit
	EvExtraRoute = "extra-route" // Detail: ConnID; a route bought for ExtraRouteCloth cloth
	EvExchange   = "exchange"    // Detail: Exchange
	EvFish       = "fish"        // Detail: int, tokens taken (public)
	EvFishValues = "fish-values" // Private to Seat; Detail: FishCatch, the values taken
	EvTurn       = "turn"        // Seat: the seat whose turn begins
	EvGameOver   = "game-over"   // Seat: NoSeat
	EvTask       = "task"        // a seat kept a task; Detail: nil (the task stays secret)
	EvTaskKept   = "task-kept"   // Private to Seat; Detail: Task, the task it kept
)

// FishCatch is the Detail of a private "fish-values" event (Orkney spec §7.4: only the fisher
// learns the values): the values of the N tokens taken, in Values[:N].
type FishCatch struct {
	N      int
	Values [maxFish]int8
}

// Points is the sum of the values taken (fish points, Orkney spec §1 Glossary).
func (c FishCatch) Points() int {
	sum := 0
	for _, v := range c.Values[:c.N] {
		sum += int(v)
	}
	return sum
}

// Gain is the Detail of a "gain" event: Seat gained N of Res, from a match on Island or (for
// cloth) from completing it.
type Gain struct {
	Res    Resource
	N      int
	Island IslandID
}

var resourceNames = [4]string{"blank", "wood", "stone", "cloth"}

// String names the resource: "wood", "stone", "cloth", "blank".
func (r Resource) String() string {
	if int(r) < len(resourceNames) {
		return resourceNames[r]
	}
	return "resource(" + strconv.Itoa(int(r)) + ")"
}

var buildingNames = [3]string{"farm", "village", "castle"}

// String names the building: "farm", "village", "castle".
func (b Building) String() string {
	if int(b) < len(buildingNames) {
		return buildingNames[b]
	}
	return "building(" + strconv.Itoa(int(b)) + ")"
}

// Cost is the wood and stone a building costs (Orkney spec §7.1): 1+1, 2+2, 3+3.
func (b Building) Cost() (wood, stone int) { return int(b) + 1, int(b) + 1 }

// Space is the island space a building takes (Orkney spec §7.1): 2, 3, 4.
func (b Building) Space() int { return int(b) + 2 }

// VP is what a building scores at once (Orkney spec §7.1): 1, 3, 6.
func (b Building) VP() int { return [3]int{1, 3, 6}[b] }

// supplyStart is the building supply at setup (Orkney spec §4.2 step 6).
var supplyStart = [3]int{18, 12, 6}

// String names the tile type "A".."E".
func (t TileType) String() string { return string(rune('A' + int(t))) }

// Describe names the tile for people, e.g. "a wood–stone tile with a fish"; the log uses it
// instead of the spec notation of String.
func (t Tile) Describe() string {
	s := "a " + t.Pieces[0].Res.String() + "–" + t.Pieces[1].Res.String() + " tile"
	if t.Fish {
		s += " with a fish"
	}
	return s
}

// islandSize is "small" or "large".
func islandSize(id IslandID) string {
	if id.Large {
		return "large"
	}
	return "small"
}

// String gives the tile in the spec's notation, e.g. "C[stone,wood] fish" (Orkney spec §3.2).
func (t Tile) String() string {
	var b strings.Builder
	b.WriteString(t.Type.String())
	b.WriteByte('[')
	b.WriteString(t.Pieces[0].Res.String())
	b.WriteByte(',')
	b.WriteString(t.Pieces[1].Res.String())
	b.WriteByte(']')
	if t.Fish {
		b.WriteString(" fish")
	}
	return b.String()
}

// NumTasks is the number of task tiles (Orkney spec §8.3).
const NumTasks = 11

var taskNames = [NumTasks + 1]string{
	"", "Most fish", "Largest network", "Castle, village, farm", "Castle and farms",
	"Villages and farms", "Village and farms", "Large islands", "Small islands",
	"Farms", "Villages", "Castles",
}

var taskTexts = [NumTasks + 1]string{
	"",
	"Worth 6 if your fish points are above zero and nobody holds more (ties count).",
	"Worth 6 if your biggest network of routes is at least as long as anyone else's.",
	"Worth 6 if one of your networks links a castle, a village and a farm.",
	"Worth 6 if one of your networks links a castle and three farms.",
	"Worth 6 if one of your networks links two villages and two farms.",
	"Worth 6 if one of your networks links a village and four farms.",
	"Counts finished large islands on the table: 11 or more give 6, 9 or more give 3.",
	"Counts finished small islands on the table, the first one too: 17 or more give 6, 15 or more give 3.",
	"Counts farms on the table: 18 give 6, 16 or more give 3.",
	"Counts villages on the table: 11 or more give 6, 9 or more give 3.",
	"Counts castles on the table: 5 or more give 6, 4 give 3.",
}

// String is the task's short name, e.g. "Largest network"; "" for 0.
func (t Task) String() string {
	if int(t) < len(taskNames) {
		return taskNames[t]
	}
	return "task(" + strconv.Itoa(int(t)) + ")"
}

// Describe is one sentence explaining when the task pays (Orkney spec §8.3, our own words).
func (t Task) Describe() string {
	if int(t) < len(taskTexts) {
		return taskTexts[t]
	}
	return ""
}

// String names the decision: "none", "choose task", "place tile", "action".
func (d Decision) String() string {
	switch d {
	case DecideTask:
		return "choose task"
	case DecidePlaceTile:
		return "place tile"
	case DecideAction:
		return "action"
	default:
		return "none"
	}
}

// Describe says in plain words what the decision waits for, e.g. "both tiles must be placed first".
func (d Decision) Describe() string {
	switch d {
	case DecideTask:
		return "everyone must keep a task first"
	case DecidePlaceTile:
		return "both tiles must be placed first"
	case DecideAction:
		return "both tiles are already placed"
	default:
		return "the game is over"
	}
}

// moveVerb names what a move does, for messages: "build", "place a tile" ...
func moveVerb(m rules.Move) string {
	switch m := m.(type) {
	case ChooseTask:
		return "choose a task"
	case PlaceTile:
		return "place a tile"
	case Build:
		return "build a " + m.Kind.String()
	case PlaceRoute:
		return "lay a route"
	case ExtraRoute:
		return "buy an extra route"
	case Exchange:
		return "trade"
	case Fish:
		return "go fishing"
	case EndTurn:
		return "end the turn"
	default:
		return "make that move"
	}
}

// String formats the island id: "vertex (q,r,N)" for a small island, "edge (q,r,d)" for a large one.
func (id IslandID) String() string {
	if id.Large {
		return "edge " + id.Edge.String()
	}
	return "vertex " + id.Vertex.String()
}

func seatName(s int) string { return "Player " + strconv.Itoa(s+1) }
