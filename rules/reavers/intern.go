package reavers

import (
	"sync"

	"northtable/rules"
)

// Putting a move into an interface value allocates a copy of it, and a random playout lists
// thousands of moves a game. Every move without a payment is boxed once, in package-wide
// read-only tables built when the package loads; the moves carrying a payment or a selection
// of Combat dice go through a rules.BoxCache of the values boxed last.

var (
	selectBox      [MaxPlayers][NumLocations]rules.Move
	abilityBoxes   [MaxPlayers][3]rules.Move
	restDieBox     [MaxPlayers][NumColours][NumFaces]rules.Move
	placeDieBox    [MaxPlayers][NumColours][NumFaces]rules.Move
	discardDieBox  [MaxPlayers][NumColours][NumFaces]rules.Move
	storeBox       [MaxPlayers][NumColours][NumFaces][ArtifactSpaces]rules.Move
	takeBoxes      [MaxPlayers][maxDisplay + 1]rules.Move // index from+1
	resolveBox     [MaxPlayers][NumDecks][maxPile]rules.Move
	specialiseBox_ [MaxPlayers][NumSlots]rules.Move
	promoteDeckBox [MaxPlayers][NumDecks]rules.Move
	rewardBoxes    [MaxPlayers][NumTradeRewards][7]rules.Move // index Index+1
	forceBox       [MaxPlayers][NumStacks]rules.Move
	replaceArtBox  [MaxPlayers][NumArtifacts]rules.Move
	useArtBox      [MaxPlayers][NumArtifacts]rules.Move
	replaceTokBox  [MaxPlayers][UpgradeSpaces]rules.Move
	keepProphBox   [MaxPlayers][NumProphecies]rules.Move
	plainBox       [MaxPlayers][numPlain]rules.Move

	activateCache memo[Activate]
	journeyCache  memo[PayJourney]
	lossCache     memo[ChooseLoss]
	combCache     memo[Combination]
	commitCache   memo[Commit]
	peaceCache    memo[Peace]
	rerollCache   memo[Reroll]
	hornCache     memo[UseArtifact]
)

// memo shares the boxes of moves with too many values for a table (a payment, a selection of
// Combat dice): a map of every value boxed so far, safe for concurrent use. One position can
// list hundreds of payments (Favour III's 4 any dice), more than a direct-mapped
// rules.BoxCache keeps apart, so the map keeps them all; it starts afresh past memoLimit
// values, which bounds its memory.
type memo[T interface {
	comparable
	rules.Move
}] struct {
	mu sync.Mutex
	m  map[T]rules.Move
}

const memoLimit = 1 << 16

// Get is v boxed, the same box every time while the memo holds it.
func (c *memo[T]) Get(v T, _ uint64) rules.Move {
	c.mu.Lock()
	defer c.mu.Unlock()
	if b, ok := c.m[v]; ok {
		return b
	}
	if c.m == nil || len(c.m) >= memoLimit {
		c.m = make(map[T]rules.Move, 256)
	}
	b := rules.Move(v)
	c.m[v] = b
	return b
}

// The moves with nothing but a seat, indexing plainBox.
const (
	plSkip = iota
	plRestFood
	plRally
	plPromote
	plSuffer
	plFight
	plRetreat
	plAccept
	plStop
	plArtToPile
	plTakeToken
	plTokenToPile
	plTakeGlory
	plPillage
	plPass
	numPlain
)

func init() {
	for s := range MaxPlayers {
		by := rules.Seat(s)
		plainBox[s] = [numPlain]rules.Move{Skip{by}, RestFood{by}, Rally{by}, Promote{by}, Suffer{by}, Fight{by},
			Retreat{by}, Accept{by}, Stop{by}, ArtifactToPile{by}, TakeToken{by}, TokenToPile{by}, TakeGlory{by},
			PillageCard{by}, Pass{by}}
		for l := range NumLocations {
			selectBox[s][l] = SelectLocation{by, Location(l)}
		}
		for i := range abilityBoxes[s] {
			abilityBoxes[s][i] = UseAbility{by, int8(i)}
		}
		for c := range NumColours {
			for f := range NumFaces {
				col, face := Colour(c), Face(f)
				restDieBox[s][c][f] = RestDie{by, col, face}
				placeDieBox[s][c][f] = PlaceDie{by, col, face}
				discardDieBox[s][c][f] = DiscardDie{by, col, face}
				for i := range ArtifactSpaces {
					storeBox[s][c][f][i] = StoreDie{by, col, face, int8(i)}
				}
			}
		}
		for i := range takeBoxes[s] {
			takeBoxes[s][i] = Take{by, int8(i - 1)}
		}
		for d := range NumDecks {
			for i := range maxPile {
				resolveBox[s][d][i] = Resolve{by, Card{Deck(d), int8(i)}}
			}
			promoteDeckBox[s][d] = PromoteDeck{by, Deck(d)}
		}
		for sl := range NumSlots {
			specialiseBox_[s][sl] = SpecialiseSlot{by, Slot(sl)}
		}
		for rw := range NumTradeRewards {
			for i := range rewardBoxes[s][rw] {
				rewardBoxes[s][rw][i] = TakeReward{by, TradeReward(rw), int8(i - 1)}
			}
		}
		for t := range NumStacks {
			forceBox[s][t] = Force{by, StackID(t)}
		}
		for a := range NumArtifacts {
			replaceArtBox[s][a] = ReplaceArtifact{by, ArtifactID(a)}
			useArtBox[s][a] = UseArtifact{By: by, Artifact: ArtifactID(a)}
		}
		for i := range UpgradeSpaces {
			replaceTokBox[s][i] = ReplaceToken{by, int8(i)}
		}
		for p := range NumProphecies {
			keepProphBox[s][p] = KeepProphecy{by, ProphecyID(p)}
		}
	}
}

func plain(s int8, k int) rules.Move { return plainBox[s][k] }

func diceHash(h uint64, d [NumCombatFaces]int8) uint64 {
	for _, k := range d {
		h = rules.Mix(h, int(k))
	}
	return h
}

// candidates offers every move of the pending decision and the seat's free moves that might
// be legal, in a stable order; AppendLegal keeps those validate accepts, so Legal and Apply
// agree by construction.
func (g *Game) candidates(yield func(rules.Move)) {
	s := &g.s
	if s.Phase == phaseOver || s.NF == 0 {
		return
	}
	f := g.top()
	seat := f.Seat
	by := rules.Seat(seat)
	p := &s.Players[seat]
	switch f.Kind {
	case fSelect:
		for l := range NumLocations {
			yield(selectBox[seat][l])
		}
	case fSpecStep:
		for i := range Reavers[f.Card.ID].Ability() {
			yield(abilityBoxes[seat][i])
		}
		yield(plain(seat, plSkip))
	case fResponse:
		c := Locations[s.Loc].Cost
		g.payBuf = p.AppendPayments(c, g.payBuf[:0])
		for _, pay := range g.payBuf {
			m := Activate{by, pay}
			yield(activateCache.Get(m, rules.Mix(payHash(pay), int(seat))))
		}
		yield(plain(seat, plRestFood))
		g.eachFace(AnyColour, func(c Colour, fc Face) { yield(restDieBox[seat][c][fc]) })
	case fTake:
		for i := range g.DisplaySize(f.Loc) {
			yield(takeBoxes[seat][i+1])
		}
		yield(takeBoxes[seat][0])
	case fTrade:
		for i := range s.Trade {
			if s.Trade[i].Present {
				yield(rewardBoxes[seat][VillageDieReward][i+1])
			}
		}
		yield(rewardBoxes[seat][Provisions][1])
		yield(rewardBoxes[seat][Offering][1])
		if f.B == 0 {
			for i := range g.DisplaySize(TradeWithVillages) {
				yield(rewardBoxes[seat][ProphecyReward][i+1])
			}
		}
		yield(rewardBoxes[seat][ProphecyReward][0])
	case fJourney:
		g.payBuf = p.AppendPayments(Journeys[f.A].Pay, g.payBuf[:0])
		for _, pay := range g.payBuf {
			m := PayJourney{by, pay}
			yield(journeyCache.Get(m, rules.Mix(payHash(pay), int(seat))))
		}
		yield(plain(seat, plSuffer))
	case fLoss:
		if f.B == 1 {
			g.payBuf = p.AppendHammerLosses(int(f.A), g.payBuf[:0])
		} else {
			g.payBuf = p.AppendLosses(int(f.A), g.payBuf[:0])
		}
		for _, pay := range g.payBuf {
			m := ChooseLoss{by, pay}
			yield(lossCache.Get(m, rules.Mix(payHash(pay), int(seat))))
		}
	case fMethod:
		g.payBuf = p.AppendPayments(Cost{Dice: Battles[s.Battle].Combination}, g.payBuf[:0])
		for _, pay := range g.payBuf {
			m := Combination{by, pay}
			yield(combCache.Get(m, rules.Mix(payHash(pay), int(seat))))
		}
		yield(plain(seat, plFight))
		yield(plain(seat, plRetreat))
	case fCombat:
		if f.B == 0 {
			g.payBuf = p.AppendCommitments(g.payBuf[:0])
			for _, pay := range g.payBuf {
				m := Commit{by, pay}
				yield(commitCache.Get(m, rules.Mix(payHash(pay), int(seat))))
			}
			break
		}
		if p.Tokens[Favour] >= RerollFavour {
			g.eachSelection(f.Dice, func(sel [NumCombatFaces]int8) {
				m := Reroll{by, sel}
				yield(rerollCache.Get(m, diceHash(rules.Mix(1, int(seat)), sel)))
			})
		}
		for _, a := range p.Artifacts {
			if a < 0 || Artifacts[a].Usable != InOwnCombat {
				continue
			}
			if Artifacts[a].Power[0].Kind == FreeReroll {
				g.eachSelection(f.Dice, func(sel [NumCombatFaces]int8) {
					m := UseArtifact{by, a, sel}
					yield(hornCache.Get(m, diceHash(rules.Mix(rules.Mix(2, int(seat)), int(a)), sel)))
				})
			} else {
				yield(useArtBox[seat][a])
			}
		}
		yield(plain(seat, plAccept))
	case fSubdue:
		for t := range StackID(NumStacks) {
			if s.Tiles[t] == 0 {
				continue
			}
			yield(forceBox[seat][t])
			g.payBuf = p.AppendPayments(Territories[t].Peace, g.payBuf[:0])
			for _, pay := range g.payBuf {
				m := Peace{by, t, pay}
				yield(peaceCache.Get(m, rules.Mix(rules.Mix(payHash(pay), int(seat)), int(t))))
			}
		}
		yield(plain(seat, plStop))
	case fPending:
		for i, c := range s.Pend[:s.NPend] {
			dup := false
			for _, d := range s.Pend[:i] {
				dup = dup || d == c
			}
			if !dup {
				yield(resolveBox[seat][c.Deck][c.ID])
			}
		}
	case fReaver:
		yield(plain(seat, plRally))
		for sl := range NumSlots {
			yield(specialiseBox_[seat][sl])
		}
		yield(plain(seat, plPromote))
	case fPromoteDeck:
		yield(promoteDeckBox[seat][KeepSpoilsDeck])
		yield(promoteDeckBox[seat][VillageSpoilsDeck])
	case fPlaceDie:
		g.eachFace(Colour(f.B), func(c Colour, fc Face) { yield(placeDieBox[seat][c][fc]) })
	case fCapacity:
		for c := range NumColours {
			for fc := range NumFaces {
				if p.Dice[c][fc] > 0 {
					yield(discardDieBox[seat][c][fc])
				}
			}
		}
	case fPlaceArtifact:
		for _, a := range p.Artifacts {
			if a >= 0 {
				yield(replaceArtBox[seat][a])
			}
		}
		yield(plain(seat, plArtToPile))
	case fShipUpgrade:
		yield(plain(seat, plTakeToken))
		for i := range UpgradeSpaces {
			yield(replaceTokBox[seat][i])
		}
		yield(plain(seat, plTokenToPile))
		yield(plain(seat, plTakeGlory))
	case fPillage:
		yield(plain(seat, plPillage))
		yield(plain(seat, plSkip))
	case fKeepProphecy:
		yield(keepProphBox[seat][f.A])
		yield(keepProphBox[seat][f.B])
	case fWindow, fFinalWindow:
		yield(plain(seat, plPass))
	}
	// Free moves (spec §10.3): storing a die, an ANY Artifact; in a window its own Artifacts.
	for i, a := range p.Artifacts {
		if a < 0 {
			continue
		}
		art := &Artifacts[a]
		if p.Stored&(1<<i) == 0 && p.Dice[art.HoldsColour][art.HoldsFace] > 0 {
			yield(storeBox[seat][art.HoldsColour][art.HoldsFace][i])
		}
		if art.Usable == AnyTime || art.Usable == AfterLocation && f.Kind == fWindow {
			yield(useArtBox[seat][a])
		}
	}
}

// eachFace calls fn with every colour (the one given, or all for AnyColour) and every face it
// has.
func (g *Game) eachFace(col Colour, fn func(Colour, Face)) {
	for c := range Colour(NumColours) {
		if col != AnyColour && c != col {
			continue
		}
		for f := range Face(NumFaces) {
			if HasFace(c, f) {
				fn(c, f)
			}
		}
	}
}

// eachSelection calls fn with every non-empty selection of the Combat dice (counts by face).
func (g *Game) eachSelection(d [NumCombatFaces]int8, fn func([NumCombatFaces]int8)) {
	for a := int8(0); a <= d[0]; a++ {
		for b := int8(0); b <= d[1]; b++ {
			for c := int8(0); c <= d[2]; c++ {
				if a+b+c > 0 {
					fn([NumCombatFaces]int8{a, b, c})
				}
			}
		}
	}
}
