package reykholt

// Effects are trees of the primitives of Reykholt spec §4.3, stored as nodes in one table and
// built once when the package loads. A space or card refers to its root node.

type op int8

const (
	opTake      op = iota // goods from the supply
	opTakeAhead           // n goods of the type of the table just ahead (D4)
	opChoose              // n goods of types chosen within a rule
	opTakeGH              // the top greenhouse of one listed pile
	opSeed                // Seed(min,max)
	opHarvest             // Harvest(g,p)
	opEx                  // exchange: kids[0] is paid, then kids[1] received
	opPayGoods            // n goods from stock, any types (the left side of an exchange)
	opPayGH               // 1 owned greenhouse (the left side of an exchange)
	opTakeCard            // §6.2
	opShareCard           // §6.4
	opAnd                 // every possible part, in any order
	opOr                  // exactly one possible branch
)

// choiceRule restricts the types of an opChoose.
type choiceRule int8

const (
	chooseOther     choiceRule = iota // 1 good of another type than the one just given back
	chooseDifferent                   // n goods of n different types
	chooseOneOf                       // 1 good among the node's goods set
	chooseAllowed                     // 1 good the greenhouse just taken allows (E7)
)

type node struct {
	op       op
	goods    Goods // opTake
	n        int8  // opTakeAhead, opChoose, opPayGoods counts
	min, max int8  // opSeed (max < 0: no upper limit); opHarvest g, p
	piles    pileSet
	rule     choiceRule
	set      goodSet // chooseOneOf
	kids     []int16
	text     string // the effect in words, e.g. "Seed 1 or 2 times"
}

var nodes []node

func add(n node) int16 {
	nodes = append(nodes, n)
	return int16(len(nodes) - 1)
}

func take(text string, gs ...Good) int16 {
	var g Goods
	for _, x := range gs {
		g[x]++
	}
	return add(node{op: opTake, goods: g, text: text})
}

func takeGH(text string, ps ...Pile) int16 {
	var s pileSet
	for _, p := range ps {
		s |= 1 << p
	}
	return add(node{op: opTakeGH, piles: s, text: text})
}

func seed(text string, min, max int8) int16 {
	return add(node{op: opSeed, min: min, max: max, text: text})
}

func harvest(text string, g, p int8) int16 {
	return add(node{op: opHarvest, min: g, max: p, text: text})
}

func payGoods(n int8) int16 { return add(node{op: opPayGoods, n: n}) }

func payGH() int16 { return add(node{op: opPayGH}) }

func exchange(text string, give, get int16) int16 {
	return add(node{op: opEx, kids: []int16{give, get}, text: text})
}

func choose(text string, n int8, rule choiceRule, set goodSet) int16 {
	return add(node{op: opChoose, n: n, rule: rule, set: set, text: text})
}

func and(text string, kids ...int16) int16 { return add(node{op: opAnd, kids: kids, text: text}) }

func or(text string, kids ...int16) int16 { return add(node{op: opOr, kids: kids, text: text}) }

var allFixed = []Pile{Pile3, Pile4, Pile5, Pile6, PileRandom}

// The board sides' spaces (Reykholt spec §4.1, §4.2), row by row.
var sides [2][]Space

// Trigger effects (run after a space or card is finished, §6.1).
var (
	nodeSecondPass int16 // C4: harvest 1 time
	nodeLandSurvey int16 // E7: 1 good the greenhouse allows
)

func init() {
	swap := func() int16 {
		return exchange("Give back 1 good and take 1 good of another type", payGoods(1),
			choose("Take 1 good of another type", 1, chooseOther, allGoods))
	}
	reGH := func() int16 {
		return exchange("Give back 1 of your greenhouses and take the top greenhouse of any pile", payGH(),
			takeGH("Take the top greenhouse of any pile", allFixed...))
	}
	sp := func(id string, row int, col Column, flag bool, eff int16) Space {
		return Space{ID: id, Row: row, Column: col, Flag: flag, Text: nodes[eff].text, effect: eff}
	}
	sides[SideLarge] = []Space{
		sp("P1", 1, Property, true, takeGH("Take the top greenhouse of the random pile", PileRandom)),
		sp("F1", 1, Field, false, seed("Seed at least 2 times", 2, -1)),
		sp("M1", 1, Market, false, take("Take 1 mushroom and 1 cauliflower", Mushroom, Cauliflower)),
		sp("T1", 1, TownHall, true, add(node{op: opTakeCard, text: "Take 1 service card"})),
		sp("P2", 2, Property, true, takeGH("Take the top greenhouse of the 3-parcel pile", Pile3)),
		sp("F2", 2, Field, false, seed("Seed 1 or 2 times", 1, 2)),
		sp("M2", 2, Market, false, take("Take 2 tomatoes", Tomato, Tomato)),
		sp("T2", 2, TownHall, true, add(node{op: opTakeCard, text: "Take 1 service card"})),
		sp("P3", 3, Property, true, takeGH("Take the top greenhouse of the 4-parcel pile", Pile4)),
		sp("F3", 3, Field, false, harvest("Harvest 1 good from each of up to 2 greenhouses", 2, 1)),
		sp("M3", 3, Market, false, take("Take 2 lettuce", Lettuce, Lettuce)),
		sp("T3", 3, TownHall, true, add(node{op: opShareCard, text: "Share a service card of a neighbour"})),
		sp("P4", 4, Property, true, takeGH("Take the top greenhouse of the 5-parcel pile", Pile5)),
		sp("F4", 4, Field, false, and("Seed 1 time and harvest 1 time, in either order",
			seed("Seed 1 time", 1, 1), harvest("Harvest 1 time", 1, 1))),
		sp("M4", 4, Market, false, take("Take 1 tomato and 1 lettuce", Tomato, Lettuce)),
		sp("T4", 4, TownHall, false, reGH()),
		sp("P5", 5, Property, false, takeGH("Take the top greenhouse of the 6-parcel pile", Pile6)),
		sp("F5", 5, Field, false, harvest("Harvest 1 or 2 goods from one greenhouse", 1, 2)),
		sp("M5", 5, Market, false, take("Take 1 carrot", Carrot)),
		sp("T5", 5, TownHall, false, swap()),
		sp("P6", 6, Property, false, or("Give back a greenhouse for the top of the random pile, or take 1 tomato",
			exchange("Give back 1 of your greenhouses and take the top greenhouse of the random pile", payGH(),
				takeGH("Take the top greenhouse of the random pile", PileRandom)),
			take("Take 1 tomato", Tomato))),
		sp("F6", 6, Field, false, seed("Seed 1 time", 1, 1)),
		sp("M6", 6, Market, false, or("Take 1 mushroom or 1 cauliflower",
			take("Take 1 mushroom", Mushroom), take("Take 1 cauliflower", Cauliflower))),
		sp("T6", 6, TownHall, false, take("Take 1 lettuce and 1 mushroom", Lettuce, Mushroom)),
	}
	sides[SideSmall] = []Space{
		sp("p1", 1, Property, true, takeGH("Take the top greenhouse of the 3- or the 4-parcel pile", Pile3, Pile4)),
		sp("f1", 1, Field, false, seed("Seed at least 2 times", 2, -1)),
		sp("m1", 1, Market, false, take("Take 2 tomatoes", Tomato, Tomato)),
		sp("t1", 1, TownHall, true, add(node{op: opTakeCard, text: "Take 1 service card"})),
		sp("p2", 2, Property, true, takeGH("Take the top greenhouse of the 5- or the 6-parcel pile", Pile5, Pile6)),
		sp("f2", 2, Field, false, seed("Seed 1 or 2 times", 1, 2)),
		sp("m2", 2, Market, false, take("Take 1 lettuce and 1 mushroom", Lettuce, Mushroom)),
		sp("t2", 2, TownHall, true, add(node{op: opTakeCard, text: "Take 1 service card"})),
		sp("p3", 3, Property, false, takeGH("Take the top greenhouse of the random pile", PileRandom)),
		sp("f3", 3, Field, false, harvest("Harvest 1 good from each of up to 2 greenhouses", 2, 1)),
		sp("m3", 3, Market, false, or("Take 1 cauliflower or 1 carrot",
			take("Take 1 cauliflower", Cauliflower), take("Take 1 carrot", Carrot))),
		sp("t3", 3, TownHall, false, swap()),
		sp("p4", 4, Property, false, reGH()),
		sp("f4", 4, Field, false, and("Seed 1 time and harvest 1 time, in either order",
			seed("Seed 1 time", 1, 1), harvest("Harvest 1 time", 1, 1))),
		sp("m4", 4, Market, false, take("Take 1 tomato and 1 lettuce", Tomato, Lettuce)),
		sp("t4", 4, TownHall, false, take("Take 1 mushroom", Mushroom)),
	}

	// Once and Any cards (Reykholt spec §6.3).
	eff := map[string]int16{
		"A1": take("Take 1 tomato, 1 lettuce and 1 mushroom", Tomato, Lettuce, Mushroom),
		"A2": takeGH("Take the top greenhouse of the 3-parcel pile", Pile3),
		"A3": seed("Seed 1 time", 1, 1),
		"A8": swap(),
		"B1": take("Take 2 tomatoes and 2 lettuce", Tomato, Tomato, Lettuce, Lettuce),
		"B2": take("Take 1 cauliflower and 1 carrot", Cauliflower, Carrot),
		"B5": exchange("Give back 2 goods and take 1 cauliflower or 1 carrot", payGoods(2),
			choose("Take 1 cauliflower or 1 carrot", 1, chooseOneOf, setOf(Cauliflower, Carrot))),
		"C1": seed("Seed 1 or 2 times", 1, 2),
		"C2": harvest("Harvest 1 good from each of up to 3 greenhouses", 3, 1),
		"C6": harvest("Harvest 1 time", 1, 1),
		"D4": add(node{op: opTakeAhead, n: 2, text: "Take 2 goods of the type the next table wants"}),
		"D7": exchange("Give back 1 good and take 1 good of the type the next table wants", payGoods(1),
			add(node{op: opTakeAhead, n: 1, text: "Take 1 good of the type the next table wants"})),
		"E1": takeGH("Take the top greenhouse of any pile", allFixed...),
		"E2": reGH(),
		"E5": choose("Take 3 goods of 3 different types", 3, chooseDifferent, allGoods),
	}
	for code, root := range eff {
		id := cardByCode(code)
		if Cards[id].Kind == Ongoing {
			panic("reykholt: effect for ongoing card " + code)
		}
		Cards[id].effect = root
	}
	for i := range Cards {
		if Cards[i].Kind != Ongoing && Cards[i].effect < 0 {
			panic("reykholt: no effect for card " + Cards[i].ID)
		}
	}
	nodeSecondPass = harvest("Harvest 1 time", 1, 1)
	nodeLandSurvey = choose("Take 1 good the new greenhouse allows", 1, chooseAllowed, allGoods)
}
