package reavers

import "northtable/rules"

// do carries out a move validate accepted; run then carries the game on to the next decision.
func (g *Game) do(m rules.Move) {
	s := &g.s
	seat := int8(m.Seat())
	p := &s.Players[seat]
	switch m := m.(type) {
	case SelectLocation:
		g.pop()
		s.Taken[m.Loc] = seat
		s.Loc, s.Active = m.Loc, seat
		if s.Honour >= 0 && s.Sel == SelectionsPerRound-1 {
			g.past.honourAt = int8(m.Loc) + 1
		}
		g.emit(EvSelect, rules.Seat(seat), locBox(m.Loc))
		g.push(frame{Kind: fResponse, Seat: seat})
		if slot := Locations[m.Loc].Slot; slot != NoSlot {
			for i := range s.N {
				n := int8(0)
				for _, r := range s.Players[i].Slots[slot] {
					if r >= 0 {
						n++
					}
				}
				s.Snap[i] = n
			}
			g.push(frame{Kind: fSpecStep})
		}
	case UseAbility:
		f := g.top()
		r := &Reavers[f.Card.ID]
		f.B++
		g.emit(EvAbility, rules.Seat(seat), abilityBox(f.Card, m.Option))
		g.push(frame{Kind: fEffects, Seat: seat, Src: src{K: srcSpecialise, A: int8(r.Clan), B: r.Tier - 1, C: m.Option}})
	case Skip:
		f := g.top()
		if f.Kind == fSpecStep {
			f.B++
		} else {
			g.pop()
		}
		g.emit(EvSkip, rules.Seat(seat), nil)
	case Activate:
		f := g.top()
		f.B = 1
		g.activate(seat, m.Payment)
	case RestFood:
		g.top().B = 1
		g.emit(EvRest, rules.Seat(seat), nil)
		g.gainTokens(seat, Food, 2)
	case RestDie:
		g.top().B = 1
		g.emit(EvRest, rules.Seat(seat), nil)
		g.push(frame{Kind: fCapacity, Seat: seat})
		g.addDie(seat, m.Colour, m.Face, EvGainDie)
	case Take:
		loc := g.top().Loc
		g.pop()
		g.take(seat, loc, m.From)
	case Resolve:
		for i := range s.NPend {
			if s.Pend[i] == m.Card {
				g.takePending(int(i))
				break
			}
		}
		g.resolveCard(seat, m.Card)
	case Rally:
		r := ReaverID(g.top().Card.ID)
		g.pop()
		p.PileReavers |= 1 << r
		g.emit(EvRally, rules.Seat(seat), cardBox(Card{ReaverDeck, int8(r)}))
		g.push(frame{Kind: fCapacity, Seat: seat})
		rally := Reavers[r].Rally
		for i := len(rally) - 1; i >= 0; i-- {
			g.push(frame{Kind: fPlaceDie, Seat: seat, A: 1, B: int8(rally[i])})
		}
	case SpecialiseSlot:
		r := ReaverID(g.top().Card.ID)
		g.pop()
		for k := range p.Slots[m.Slot] {
			if p.Slots[m.Slot][k] == NoReaver {
				p.Slots[m.Slot][k] = r
				break
			}
		}
		g.emit(EvSpecialise, rules.Seat(seat), specialiseBox(r, m.Slot))
	case Promote:
		r := ReaverID(g.top().Card.ID)
		g.pop()
		if p.Leader != NoReaver {
			p.PileReavers |= 1 << p.Leader
		}
		p.Leader = r
		g.emit(EvPromote, rules.Seat(seat), cardBox(Card{ReaverDeck, int8(r)}))
		g.push(frame{Kind: fEffects, Seat: seat, Src: src{K: srcPromote, A: int8(Reavers[r].Clan)}})
	case PromoteDeck:
		n := g.top().A
		g.pop()
		g.drawPending(seat, m.Deck, int(n))
		if s.NPend > 0 {
			g.push(frame{Kind: fPending, Seat: seat})
		}
	case PlaceDie:
		g.top().A--
		g.addDie(seat, m.Colour, m.Face, EvGainDie)
	case DiscardDie:
		p.Dice[m.Colour][m.Face]--
		g.emit(EvDiscardDie, rules.Seat(seat), dieBox(m.Colour, m.Face))
	case StoreDie:
		p.Dice[m.Colour][m.Face]--
		p.Stored |= 1 << m.Space
		g.emit(EvStoreDie, rules.Seat(seat), artifactBox(p.Artifacts[m.Space], m.Space))
	case TakeReward:
		f := g.top()
		f.A--
		g.reward(seat, m)
	case PayJourney:
		j := JourneyID(g.top().A)
		g.pop()
		p.Pay(Journeys[j].Pay, m.Payment)
		g.emit(EvPayJourney, rules.Seat(seat), paymentBox(m.Payment, Journeys[j].Pay.Food, Journeys[j].Pay.Favour))
	case Suffer:
		j := g.top().A
		g.pop()
		g.emit(EvSuffer, rules.Seat(seat), nil)
		g.push(frame{Kind: fEffects, Seat: seat, Src: src{K: srcJourney, A: j}})
	case ChooseLoss:
		g.pop()
		g.lose(seat, m.Payment)
	case Combination:
		g.pop()
		p.Pay(Cost{Dice: Battles[s.Battle].Combination}, m.Payment)
		g.emit(EvCombination, rules.Seat(seat), paymentBox(m.Payment, 0, 0))
		g.endBattle(seat, true)
	case Fight:
		g.pop()
		g.push(frame{Kind: fCombat, Seat: seat, A: Battles[s.Battle].Defence + s.Raise, Src: src{K: srcSeaCombat}})
		g.emit(EvCombat, rules.Seat(seat), defenceBox(g.top().A))
	case Retreat:
		g.pop()
		g.emit(EvRetreat, rules.Seat(seat), nil)
		g.endBattle(seat, false)
	case Commit:
		f := g.top()
		n := p.CombatDice(m.Payment)
		p.Commit(m.Payment)
		g.past.committed[seat], g.past.commits = m.Payment, g.past.commits|1<<seat
		g.emit(EvCommit, rules.Seat(seat), paymentBox(m.Payment, 0, 0))
		f.B = 1
		for range n {
			f.Dice[g.rollCombat()]++
		}
		g.emit(EvCombatRoll, rules.Seat(seat), combatBox(f.Dice, g.successes(f), f.A))
	case Reroll:
		p.Tokens[Favour] -= RerollFavour
		g.emit(EvTokens, rules.Seat(seat), tokenBox(Favour, -RerollFavour))
		g.reroll(g.top(), m.Dice)
	case Accept:
		g.endCombat(false)
	case UseArtifact:
		g.useArtifact(seat, m)
	case Force:
		g.top().A--
		g.push(frame{Kind: fCombat, Seat: seat, A: int8(Territories[m.Stack].Defence()), Src: src{K: srcSubdueCombat, A: int8(m.Stack)}})
		g.emit(EvCombat, rules.Seat(seat), defenceBox(g.top().A))
	case Peace:
		g.top().A--
		c := Territories[m.Stack].Peace
		p.Pay(c, m.Payment)
		g.emit(EvPeace, rules.Seat(seat), paymentBox(m.Payment, c.Food, c.Favour))
		g.subdue(seat, m.Stack)
	case Stop:
		g.pop()
		g.emit(EvStop, rules.Seat(seat), nil)
	case ReplaceArtifact:
		a := ArtifactID(g.top().A)
		g.pop()
		for i := range p.Artifacts {
			if p.Artifacts[i] == m.Artifact {
				back := g.retireArtifact(seat, i)
				p.Artifacts[i] = a
				g.emit(EvArtifact, rules.Seat(seat), artifactBox(a, int8(i)))
				if back {
					g.push(frame{Kind: fCapacity, Seat: seat})
				}
				break
			}
		}
	case ArtifactToPile:
		a := ArtifactID(g.top().A)
		g.pop()
		p.PileArtifacts |= 1 << a
		g.emit(EvArtifactPile, rules.Seat(seat), artifactBox(a, -1))
	case TakeToken:
		u := Upgrade(g.top().A)
		g.pop()
		for i := range p.Upgrades {
			if !p.Upgrades[i].Present {
				p.Upgrades[i] = UpgradeToken{Present: true, Kind: u}
				g.emit(EvToken, rules.Seat(seat), upgradeBox(u, int8(i)))
				break
			}
		}
	case ReplaceToken:
		u := Upgrade(g.top().A)
		g.pop()
		p.PileUpgrades[p.Upgrades[m.Space].Kind]++
		p.Upgrades[m.Space] = UpgradeToken{Present: true, Kind: u}
		g.emit(EvToken, rules.Seat(seat), upgradeBox(u, m.Space))
	case TokenToPile:
		u := Upgrade(g.top().A)
		g.pop()
		p.PileUpgrades[u]++
		g.emit(EvToken, rules.Seat(seat), upgradeBox(u, -1))
	case TakeGlory:
		n := g.top().B
		g.pop()
		g.gainGlory(seat, int(n), "instead of the Ship Upgrade token")
	case PillageCard:
		x := g.top().Src
		g.pop()
		g.push(frame{Kind: fCombat, Seat: seat, A: x.pillageDefence(), Src: src{K: srcPillageCombat, A: x.A, B: int8(x.K)}})
		g.emit(EvCombat, rules.Seat(seat), defenceBox(g.top().A))
	case KeepProphecy:
		f := g.top()
		other := f.A
		if other == int8(m.Prophecy) {
			other = f.B
		}
		g.pop()
		p.Hand |= 1 << m.Prophecy
		s.Discard[ProphecyDeck].push(other)
		s.Known[seat] |= 1 << other
		g.emitPrivate(EvKeepProphecy, rules.Seat(seat), cardBox(Card{ProphecyDeck, int8(m.Prophecy)}))
	case Pass:
		g.pop()
		g.emit(EvPass, rules.Seat(seat), nil)
	}
}

// activate pays the selected location's cost and starts its effect for seat (spec §5).
func (g *Game) activate(seat int8, pay Payment) {
	s := &g.s
	p := &s.Players[seat]
	loc := s.Loc
	info := &Locations[loc]
	if !info.Cost.IsFree() {
		p.Pay(info.Cost, pay)
	}
	g.emit(EvActivate, rules.Seat(seat), paymentBox(pay, info.Cost.Food, info.Cost.Favour))
	pos := Position(int(s.N), int(seat), int(s.Active))
	// Favour and Glory bonuses come as soon as the cost is paid (spec §5 "Timing of bonuses").
	if b := info.Bonus[pos-1]; b.N > 0 && (b.Kind == GainTokens || b.Kind == GainGlory) {
		g.effect(seat, b, src{K: srcPlace, A: int8(loc)})
	}
	switch loc {
	case RecruitReavers, RaidVillages, RaidKeeps:
		g.push(frame{Kind: fTake, Seat: seat, Loc: loc})
	case TradeWithVillages:
		if pos == 1 {
			if s.Start == seat {
				s.Start = (s.Start + 1) % s.N
			} else {
				s.Start = seat
			}
			g.emit(EvStartPlayer, rules.Seat(s.Start), nil)
		}
		g.push(frame{Kind: fTrade, Seat: seat, A: info.Times[pos-1]})
	case BattleAtSea:
		s.Raise = 0
		g.push(frame{Kind: fTake, Seat: seat, Loc: loc})
		id, ok := g.draw(SeaJourneyDeck)
		if !ok {
			return
		}
		s.Discard[SeaJourneyDeck].push(id)
		g.emit(EvJourney, rules.Seat(seat), cardBox(Card{SeaJourneyDeck, id}))
		j := &Journeys[id]
		// Unpayable, the journey is suffered, unless a free move (A10's Food) could first make
		// it payable: then the choice is asked (spec §10.7).
		if j.HasPayment() && (p.CanPay(j.Pay) || g.hasFreeMove(seat)) {
			g.push(frame{Kind: fJourney, Seat: seat, A: id})
			return
		}
		g.push(frame{Kind: fEffects, Seat: seat, Src: src{K: srcJourney, A: id}})
	case SubdueTerritories:
		g.push(frame{Kind: fSubdue, Seat: seat, A: info.Times[pos-1]})
	}
}

// take carries out a Take at loc: a stack, pair or Sea Battle card, or the deck (spec §5.1,
// §5.3, §5.4, §5.5).
func (g *Game) take(seat int8, loc Location, from int8) {
	s := &g.s
	cards := [StackSize]Card{NoCard, NoCard}
	if from != FromDeck {
		cards = g.DisplayCards(loc, from)
	}
	g.emit(EvTake, rules.Seat(seat), takeBox(loc, from, cards))
	switch loc {
	case BattleAtSea:
		if from == FromDeck {
			id, _ := g.draw(SeaBattleDeck)
			s.Battle, s.BattleAt = BattleID(id), FromDeck
			g.emit(EvDraw, rules.Seat(seat), cardBox(Card{SeaBattleDeck, id}))
		} else {
			s.Battle, s.BattleAt = s.Battles[from], from
		}
		g.push(frame{Kind: fMethod, Seat: seat})
		return
	case RecruitReavers:
		if from == FromDeck {
			g.drawPending(seat, ReaverDeck, DeckTake)
		} else {
			for k := range StackSize {
				if r := s.Stacks[from][k]; r >= 0 {
					g.addPending(seat, Card{ReaverDeck, int8(r)})
					s.Stacks[from][k] = NoReaver
				}
			}
		}
	case RaidVillages, RaidKeeps:
		d := Locations[loc].Takes
		if from == FromDeck {
			g.drawPending(seat, d, DeckTake)
		} else {
			for k := range StackSize {
				if loc == RaidVillages {
					if v := s.VPairs[from][k]; v >= 0 {
						g.addPending(seat, Card{d, int8(v)})
						s.VPairs[from][k] = -1
					}
				} else if c := s.KPairs[from][k]; c >= 0 {
					g.addPending(seat, Card{d, int8(c)})
					s.KPairs[from][k] = -1
				}
			}
		}
		// Bonus cards are drawn right after the main cards and join them (spec §5).
		pos := Position(int(s.N), int(seat), int(s.Active))
		if b := Locations[loc].Bonus[pos-1]; b.Kind == Draw && b.N > 0 {
			g.drawPending(seat, b.Deck, int(b.N))
		}
	}
	if s.NPend > 0 {
		g.push(frame{Kind: fPending, Seat: seat})
	}
}

// reward carries out one Trade reward (spec §5.2); validate keeps Horn of Plenty's (A01) to
// the deck for a Prophecy.
func (g *Game) reward(seat int8, m TakeReward) {
	s := &g.s
	p := &s.Players[seat]
	g.emit(EvReward, rules.Seat(seat), rewardBox(m.Reward, m.Index))
	switch m.Reward {
	case VillageDieReward:
		d := s.Trade[m.Index]
		s.Trade[m.Index] = TradeDie{}
		g.push(frame{Kind: fCapacity, Seat: seat})
		g.addDie(seat, d.Colour, d.Face, EvGainDie)
	case Provisions, Offering:
		for _, e := range TradeRewardsMenu[m.Reward].Gain {
			g.effect(seat, e, src{})
		}
	case ProphecyReward:
		if m.Index == FromDeck {
			g.drawProphecy(seat)
			return
		}
		id := s.Visions[m.Index]
		s.Visions[m.Index] = -1
		p.Hand |= 1 << id
		g.emit(EvProphecyTaken, rules.Seat(seat), cardBox(Card{ProphecyDeck, int8(id)}))
	}
}

// reroll rolls again sel[f] of the combat's dice showing face f.
func (g *Game) reroll(f *frame, sel [NumCombatFaces]int8) {
	n := 0
	for face, k := range sel {
		f.Dice[face] -= k
		n += int(k)
	}
	for range n {
		f.Dice[g.rollCombat()]++
	}
	g.emit(EvCombatRoll, rules.Seat(f.Seat), combatBox(f.Dice, g.successes(f), f.A))
}

// useArtifact discards the Artifact to the Glory pile and carries out its power (spec §2.6):
// its stored die comes to the board first, so Capacity is answered before the power's own
// decisions.
func (g *Game) useArtifact(seat int8, m UseArtifact) {
	p := &g.s.Players[seat]
	back := false
	for i := range p.Artifacts {
		if p.Artifacts[i] == m.Artifact {
			g.emit(EvUseArtifact, rules.Seat(seat), artifactBox(m.Artifact, int8(i)))
			back = g.retireArtifact(seat, i)
			break
		}
	}
	for _, e := range Artifacts[m.Artifact].Power {
		switch e.Kind {
		case FreeReroll:
			if c := g.combatFrame(seat); c != nil {
				g.reroll(c, m.Dice)
			}
		case ExtraSuccess:
			g.effect(seat, e, src{})
		default:
			g.push(frame{Kind: fEffects, Seat: seat, Src: src{K: srcArtifact, A: int8(m.Artifact)}})
		}
		if e.Kind != FreeReroll && e.Kind != ExtraSuccess {
			break // the whole power runs from the frame
		}
	}
	if back {
		g.push(frame{Kind: fCapacity, Seat: seat})
	}
}
