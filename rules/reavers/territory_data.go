package reavers

// Territory tiles in nine stacks (Reavers spec §5.6, §7.7).

// TerritoryType is one of the three Territory types, named for what subduing gives most.
type TerritoryType int8

// The Territory types, in the spec's order.
const (
	FoodTerritory TerritoryType = iota
	FavourTerritory
	DiceTerritory
	NumTerritoryTypes = 3
)

var territoryTypeNames = [NumTerritoryTypes]string{"Food", "Favour", "Dice"}

// String is the type's name ("Favour").
func (t TerritoryType) String() string {
	if t < 0 || t >= NumTerritoryTypes {
		return "?"
	}
	return territoryTypeNames[t]
}

// Territory is one Territory stack (Reavers spec §7.7): TilesPerStack identical tiles of one
// type and level. Defence equals the level.
type Territory struct {
	ID     string // "FOOD1" … "DICE3"
	Name   string // "Food II"
	Type   TerritoryType
	Level  int8 // 1..3
	Peace  Cost // paid for a Peace success
	Reward Option
	Text   string // the reward in words
}

// Defence is the tile's Defence against Force: its level (Reavers spec §7.7).
func (t Territory) Defence() int { return int(t.Level) }

// StackID indexes Territories: type·3 + level−1, so 0 is FOOD1 and 8 is DICE3.
type StackID int8

// The Territory counts (Reavers spec §2, §3 step 4, §7.7).
const (
	NumStacks      = 9
	TilesPerStack  = 4
	NumTerritories = NumStacks * TilesPerStack
	MaxLevel       = 3
)

// Territories is Reavers spec §7.7, indexed by StackID. "Die" is one die of any colour on a
// chosen face.
var Territories = [NumStacks]Territory{
	{"FOOD1", "Food I", FoodTerritory, 1, Cost{Favour: 1}, Option{gain(Food, 3), glory(1)}, "3 Food and 1 Glory."},
	{"FOOD2", "Food II", FoodTerritory, 2, Cost{Favour: 2}, Option{gain(Food, 5), glory(2)}, "5 Food and 2 Glory."},
	{"FOOD3", "Food III", FoodTerritory, 3, Cost{Favour: 3}, Option{gain(Food, 7), glory(3)}, "7 Food and 3 Glory."},
	{"FAV1", "Favour I", FavourTerritory, 1, Cost{Dice: Needs{NeedAny: 2}}, Option{gain(Favour, 1), glory(2)}, "1 Favour and 2 Glory."},
	{"FAV2", "Favour II", FavourTerritory, 2, Cost{Dice: Needs{NeedAny: 3}}, Option{gain(Favour, 2), glory(3)}, "2 Favour and 3 Glory."},
	{"FAV3", "Favour III", FavourTerritory, 3, Cost{Dice: Needs{NeedAny: 4}}, Option{gain(Favour, 3), glory(4)}, "3 Favour and 4 Glory."},
	{"DICE1", "Dice I", DiceTerritory, 1, Cost{Food: 3}, Option{chosen(1), glory(1)}, "1 die and 1 Glory."},
	{"DICE2", "Dice II", DiceTerritory, 2, Cost{Food: 5}, Option{chosen(2), glory(2)}, "2 dice and 2 Glory."},
	{"DICE3", "Dice III", DiceTerritory, 3, Cost{Food: 7}, Option{chosen(3), glory(3)}, "3 dice and 3 Glory."},
}

// StackByID finds a Territory stack by its spec ID ("FOOD2"); false for an unknown ID.
func StackByID(id string) (StackID, bool) {
	for i := range Territories {
		if Territories[i].ID == id {
			return StackID(i), true
		}
	}
	return -1, false
}
