package reykholt

import (
	"northtable/rules"
)

// Putting a move into an interface value allocates a copy of it, and a random playout lists
// thousands of moves a game. Every move Legal can list is boxed once, in package-wide
// read-only tables built when the package loads, and AppendLegal hands out these boxes, so
// listing the legal moves allocates nothing. Event details are shared the same way when their
// kinds are few, and through a rules.BoxCache (a table of recently boxed values) otherwise.

const maxParts = 4 // parts of an "and" or "OR" in the edition's data

var (
	placeBox   [maxSeats][24]rules.Move
	passBox    [maxSeats]rules.Move
	doneBox    [maxSeats]rules.Move
	bonusBox   [maxSeats]rules.Move
	stopBox    [maxSeats]rules.Move
	resolveBox [maxSeats][maxParts]rules.Move
	branchBox  [maxSeats][maxParts]rules.Move
	pileBox    [maxSeats][NumPiles]rules.Move
	cardBox    [maxSeats][NumCards]rules.Move
	useBox     [maxSeats][NumCards]rules.Move
	giveBox    [maxSeats][NumGreenhouses]rules.Move
	doubleBox  [maxSeats][NumGreenhouses]rules.Move
	pickBox    [maxSeats][NumGreenhouses][NumGoods]rules.Move
	harvestBox [maxSeats][NumGreenhouses][NumGoods]rules.Move
	// seedBox: companion index 0 is none, 1..3 mushroom, cauliflower, carrot.
	seedBox [maxSeats][NumGreenhouses][NumGoods][4]rules.Move
	// advanceBoxes by swap and FromGH, each greenhouse index shifted by one (0 is none).
	advanceBoxes [maxSeats][2][NumGreenhouses + 1][NumGreenhouses + 1]rules.Move
	// selectGoods[n] is every choice of n goods in eachGoods order, up to the largest count
	// an effect takes or gives back; selectBox[s][n][i] is SelectGoods{s, selectGoods[n][i]}.
	selectGoods [][]Goods
	selectBox   [maxSeats][][]rules.Move
)

// advanceBox is Advance{s, swap, {a, b}} as a rules.Move, shared (a and b are greenhouses or
// NoGreenhouse).
func advanceBox(s int8, swap bool, a, b GreenhouseID) rules.Move {
	w := 0
	if swap {
		w = 1
	}
	return advanceBoxes[s][w][a+1][b+1]
}

func init() {
	for _, n := range nodes {
		if len(n.kids) > maxParts {
			panic("reykholt: an effect with more parts than the move tables hold")
		}
	}
	most := 0 // the largest count of goods an effect takes or gives back
	for _, n := range nodes {
		if n.op == opChoose || n.op == opPayGoods {
			most = max(most, int(n.n))
		}
	}
	selectGoods = make([][]Goods, most+1)
	for n := range selectGoods {
		eachGoods(n, func(gs Goods) { selectGoods[n] = append(selectGoods[n], gs) })
	}
	for s := range maxSeats {
		by := rules.Seat(s)
		selectBox[s] = make([][]rules.Move, len(selectGoods))
		for n, all := range selectGoods {
			for _, gs := range all {
				selectBox[s][n] = append(selectBox[s][n], SelectGoods{By: by, Goods: gs})
			}
		}
		for w, swap := range [2]bool{false, true} {
			for a := NoGreenhouse; a < NumGreenhouses; a++ {
				for b := NoGreenhouse; b < NumGreenhouses; b++ {
					advanceBoxes[s][w][a+1][b+1] = Advance{By: by, Swap: swap, FromGH: [2]GreenhouseID{a, b}}
				}
			}
		}
		for i := range placeBox[s] {
			placeBox[s][i] = Place{By: by, Space: SpaceID(i)}
		}
		passBox[s], doneBox[s], bonusBox[s], stopBox[s] = Pass{By: by}, Done{By: by}, Bonus{By: by}, Stop{By: by}
		for i := range maxParts {
			resolveBox[s][i] = Resolve{By: by, Part: int8(i)}
			branchBox[s][i] = Branch{By: by, Part: int8(i)}
		}
		for p := range NumPiles {
			pileBox[s][p] = ChoosePile{By: by, Pile: Pile(p)}
		}
		for c := range NumCards {
			cardBox[s][c] = ChooseCard{By: by, Card: CardID(c)}
			useBox[s][c] = UseCard{By: by, Card: CardID(c)}
		}
		for h := range NumGreenhouses {
			gh := GreenhouseID(h)
			giveBox[s][h] = GiveGreenhouse{By: by, GH: gh}
			doubleBox[s][h] = Double{By: by, GH: gh}
			for t := range NumGoods {
				good := Good(t)
				pickBox[s][h][t] = Pick{By: by, GH: gh, Good: good}
				harvestBox[s][h][t] = Harvest{By: by, GH: gh, Good: good}
				seedBox[s][h][t][0] = Seed{By: by, GH: gh, Good: good, Companion: NoGood}
				for c := Mushroom; c <= Carrot; c++ {
					seedBox[s][h][t][c-Mushroom+1] = Seed{By: by, GH: gh, Good: good, Companion: c}
				}
			}
		}
	}
}

// Event details with too many values for a table go through a rules.BoxCache of the values
// boxed last; the same gains, payments and phase changes recur from game to game, so most are
// found.

// goodsHash mixes gs into h.
func goodsHash(h uint64, gs Goods) uint64 {
	for _, n := range gs {
		h = rules.Mix(h, int(n))
	}
	return h
}

var (
	gainCache  rules.BoxCache[GainDetail]
	ghCache    rules.BoxCache[GreenhouseDetail]
	moveCache  rules.BoxCache[MoveDetail]
	phaseCache rules.BoxCache[PhaseDetail]
	cardCache  rules.BoxCache[CardDetail]
	seedCache  rules.BoxCache[SeedDetail]
	harvCache  rules.BoxCache[HarvestDetail]
)

// gainBox and the functions below are an event's detail, boxed, shared when the cache holds it.
func gainBox(d GainDetail) any {
	return gainCache.Get(d, goodsHash(rules.Mix(1, int(d.Card)), d.Goods))
}

func ghBox(d GreenhouseDetail) any {
	f := 0
	if d.FaceDown {
		f = 1
	}
	return ghCache.Get(d, goodsHash(rules.Mix(rules.Mix(rules.Mix(rules.Mix(2, int(d.GH)), int(d.Pile)), f), int(d.Card)), d.Returned))
}

func moveBox(d MoveDetail) any {
	return moveCache.Get(d, goodsHash(rules.Mix(rules.Mix(rules.Mix(3, int(d.From)), int(d.To)), int(d.FromGH)), d.Paid))
}

func phaseBox(d PhaseDetail) any {
	return phaseCache.Get(d, rules.Mix(rules.Mix(rules.Mix(4, int(d.Phase)), int(d.Round)), int(d.Start)))
}

func cardDetailBox(d CardDetail) any {
	return cardCache.Get(d, rules.Mix(rules.Mix(5, int(d.Card)), int(d.Other)))
}

func seedDetailBox(d SeedDetail) any {
	return seedCache.Get(d, rules.Mix(rules.Mix(rules.Mix(6, int(d.GH)), int(d.Good)), int(d.Companion)))
}

func harvestDetailBox(d HarvestDetail) any {
	return harvCache.Get(d, rules.Mix(rules.Mix(rules.Mix(7, int(d.GH)), int(d.Good)), int(d.N)))
}
