package reykholt

import "northtable/rules"

// Putting a move into an interface value allocates a copy of it, and a random playout lists
// thousands of moves a game. The common moves are boxed once, in package-wide read-only tables
// built when the package loads, and Legal hands out these boxes; rarer moves (payments, goods
// selections) are boxed as they come.

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
)

func init() {
	for _, n := range nodes {
		if len(n.kids) > maxParts {
			panic("reykholt: an effect with more parts than the move tables hold")
		}
	}
	for s := range maxSeats {
		by := rules.Seat(s)
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
