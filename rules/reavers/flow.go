package reavers

import "northtable/rules"

// The game's flow: a small stack of frames, each a plain value (kind, seat, location,
// counters), whose top is the pending decision or a step the engine carries out by itself.
// run steps the top frame until a decision waits for a move; a frame that finishes pops
// itself, a frame that needs more pushes frames above it, and the one below continues when
// they are done (spec §10.2 "Sub-decisions nest").

// fkind is a frame's kind.
type fkind int8

const (
	fSelect        fkind = iota // decision SelectLocation
	fSpecStep                   // the Specialise step; decision UseSpecialised at each snapshot card
	fResponse                   // the response step; decision ActivateOrRest for each position
	fTake                       // decision TakeReavers, TakeSpoils or BattleTarget (by Loc)
	fTrade                      // decision TradeReward: A rewards left, B = 1 for Horn of Plenty
	fJourney                    // decision JourneyChoice: A the Sea Journey
	fMethod                     // decision BattleMethod for the Sea Battle being faced
	fSubdue                     // decision SubdueAttempt: A attempts left
	fPending                    // the pending cards; decision NextCard while 2 or more wait
	fReaver                     // decision ReaverUse for Card, its Gain dice rolled
	fPromoteDeck                // decision PromoteDeck: A cards to draw
	fPlaceDie                   // decision PlaceDie: A dice left, B their colour (AnyColour)
	fCapacity                   // decision Capacity while more than 10 board dice
	fEffects                    // an Option of Src being carried out: A the next effect
	fLoss                       // decision ChooseLoss: A dice, B = 1 for Hammer dice only (J09)
	fCombat                     // decision CommitHammers (B = 0) or AfterRoll (B = 1)
	fPlaceArtifact              // decision PlaceArtifact: A the new Artifact
	fShipUpgrade                // decision ShipUpgradeCard: A the token kind, B its Glory
	fPillage                    // decision Pillage: Src the pillage reward
	fKeepProphecy               // decision KeepProphecy: A and B the two Prophecies drawn
	fWindow                     // decision ArtifactWindow after Loc
	fFinal                      // the final windows, seat by seat from the start player: A seats done
	fFinalWindow                // decision FinalWindow
)

// frame is one pending step. Only the fields its kind names are meaningful; the rest stay
// zero, so equal positions encode alike.
type frame struct {
	Kind    fkind
	Seat    int8
	Loc     Location
	A, B, C int8
	Card    Card
	Src     src
	Dice    [NumCombatFaces]int8 // fCombat: the Combat dice by face
}

// srcKind names the table an Option comes from, so a frame names its effects without
// pointers.
type srcKind int8

const (
	srcNone           srcKind = iota
	srcSpecialise             // Specialise[A][B][C]
	srcPromote                // Clans[A].Promote
	srcVillage                // VillageSpoilsKinds[A].Effects
	srcVillagePillage         // VillageSpoilsKinds[A].Pillage
	srcKeep                   // KeepSpoilsKinds[A].Effects
	srcKeepPillage            // KeepSpoilsKinds[A].Pillage
	srcJourney                // Journeys[A].Suffer
	srcBattle                 // Battles[A].Reward
	srcTerritory              // Territories[A].Reward
	srcArtifact               // Artifacts[A].Power
	// combat contexts (fCombat.Src): what a win gives
	srcSeaCombat     // the Sea Battle being faced
	srcSubdueCombat  // the top tile of stack A
	srcPillageCombat // the pillage of Src B (srcVillagePillage or srcKeepPillage) of kind A
	// a location's position bonus (Locations[A]), never in a frame
	srcPlace
)

// src names an Option of the tables (or a combat's context).
type src struct {
	K       srcKind
	A, B, C int8
}

// why is where an effect of src comes from in words, for the log ("from Keep Wall"); "" when
// it names nothing.
func (x src) why() string {
	switch x.K {
	case srcSpecialise:
		return "from a Specialised Reaver's ability"
	case srcPromote:
		return "from the Promote bonus"
	case srcVillage:
		return "from " + VillageSpoilsKinds[x.A].Name
	case srcVillagePillage:
		return "from pillaging " + VillageSpoilsKinds[x.A].Name
	case srcKeep:
		return "from " + KeepSpoilsKinds[x.A].Name
	case srcKeepPillage:
		return "from pillaging " + KeepSpoilsKinds[x.A].Name
	case srcJourney:
		return "from " + Journeys[x.A].Name
	case srcBattle:
		return "for winning " + Battles[x.A].Name
	case srcTerritory:
		return "from " + Territories[x.A].Name
	case srcArtifact:
		return "from " + Artifacts[x.A].Name
	case srcPlace:
		return "for the position at " + Location(x.A).String()
	}
	return ""
}

// option is the Option src names.
func (x src) option() Option {
	switch x.K {
	case srcSpecialise:
		return Specialise[x.A][x.B][x.C]
	case srcPromote:
		return Clans[x.A].Promote
	case srcVillage:
		return VillageSpoilsKinds[x.A].Effects
	case srcVillagePillage:
		return VillageSpoilsKinds[x.A].Pillage.Reward
	case srcKeep:
		return KeepSpoilsKinds[x.A].Effects
	case srcKeepPillage:
		return KeepSpoilsKinds[x.A].Pillage.Reward
	case srcJourney:
		return Journeys[x.A].Suffer
	case srcBattle:
		return Battles[x.A].Reward
	case srcTerritory:
		return Territories[x.A].Reward
	case srcArtifact:
		return Artifacts[x.A].Power
	}
	return nil
}

// pillageDefence is the Defence of a pillage source.
func (x src) pillageDefence() int8 {
	if x.K == srcVillagePillage {
		return VillageSpoilsKinds[x.A].Pillage.Defence
	}
	return KeepSpoilsKinds[x.A].Pillage.Defence
}

func (g *Game) top() *frame { return &g.s.Frames[g.s.NF-1] }

func (g *Game) push(f frame) {
	if g.s.NF == maxFrames {
		panic("reavers: the pending-decision stack is full")
	}
	g.s.Frames[g.s.NF] = f
	g.s.NF++
}

func (g *Game) pop() {
	g.s.NF--
	g.s.Frames[g.s.NF] = frame{}
}

// run carries the game forward from the top frame until a decision waits (or the game is
// over). Everything that involves no choice happens here, inside Apply.
func (g *Game) run() {
	for g.s.Phase != phaseOver {
		if g.s.NF == 0 {
			g.between()
			continue
		}
		if g.step() {
			return
		}
	}
}

// between starts what follows when no frame is pending: the next starting Reavers (setup step
// 7), the next selection, the end of a selection, the cleanup, the final windows.
func (g *Game) between() {
	s := &g.s
	if s.Phase == phaseSetup {
		if s.Setup < s.N {
			seat := (s.First + s.Setup) % s.N
			s.Setup++
			g.emit(EvStartingReavers, rules.Seat(seat), nil)
			g.drawPending(seat, ReaverDeck, DeckTake)
			g.push(frame{Kind: fPending, Seat: seat})
			return
		}
		s.Phase = phasePlay
		g.emit(EvRound, rules.NoSeat, roundBox(s.Round, s.Start))
	}
	if s.Loc != NoLocation {
		g.emit(EvSelectionEnd, rules.Seat(s.Active), locBox(s.Loc))
		s.Loc, s.Active = NoLocation, 0
		s.Snap = [MaxPlayers]int8{}
		s.Sel++
	}
	if s.Sel == SelectionsPerRound {
		if s.Round == Rounds {
			s.Sel++
			g.push(frame{Kind: fFinal})
			return
		}
		g.cleanup()
		return
	}
	if s.Sel > SelectionsPerRound {
		g.score()
		return
	}
	g.push(frame{Kind: fSelect, Seat: int8(g.Selector(int(s.Sel)))})
}

// step carries out the top frame's next step; it reports true when the frame is a decision
// waiting for a move.
func (g *Game) step() bool {
	s := &g.s
	f := g.top()
	switch f.Kind {
	case fSelect, fTrade, fJourney, fMethod, fReaver, fPromoteDeck, fLoss, fPlaceArtifact,
		fShipUpgrade, fPillage, fKeepProphecy:
		if f.Kind == fTrade && f.A <= 0 {
			g.pop()
			return false
		}
		if f.Kind == fLoss {
			return g.stepLoss(f)
		}
		return true
	case fSpecStep:
		slot := Locations[s.Loc].Slot
		for f.A < s.N {
			seat := (s.Active + f.A) % s.N
			if f.B < s.Snap[seat] {
				f.Seat = seat
				f.Card = Card{ReaverDeck, int8(s.Players[seat].Slots[slot][f.B])}
				return true
			}
			f.A, f.B = f.A+1, 0
		}
		g.pop()
		return false
	case fResponse:
		if f.B == 1 {
			seat := f.Seat
			f.B = 0
			f.A++
			if g.windowOpen(seat, s.Loc) {
				g.push(frame{Kind: fWindow, Seat: seat, Loc: s.Loc})
			}
			return false
		}
		if f.A >= s.N {
			g.pop()
			return false
		}
		f.Seat = (s.Active + f.A) % s.N
		return true
	case fTake:
		if !g.anyTake(f.Loc) {
			g.pop()
			return false
		}
		return true
	case fSubdue:
		if f.A <= 0 {
			g.pop()
			return false
		}
		return true
	case fPending:
		switch s.NPend {
		case 0:
			s.PendSeat = -1
			g.pop()
			return false
		case 1:
			c := s.Pend[0]
			g.takePending(0)
			g.resolveCard(f.Seat, c)
			return false
		}
		return true
	case fPlaceDie:
		if f.A <= 0 {
			g.pop()
			return false
		}
		return true
	case fCapacity:
		if s.Players[f.Seat].Dice.Count() <= DiceCapacity {
			g.pop()
			return false
		}
		return true
	case fEffects:
		opt := f.Src.option()
		if int(f.A) >= len(opt) {
			g.pop()
			return false
		}
		e := opt[f.A]
		f.A++
		g.effect(f.Seat, e, f.Src)
		return false
	case fCombat:
		if f.B == 0 {
			// A free move (a stored Hammer discarded in Capacity) can leave nothing to commit
			// after Combat was chosen: a fight without Combat dice is lost.
			if !s.Players[f.Seat].CanFight() {
				g.endCombat(false)
				return false
			}
			return true
		}
		if g.successes(f) >= int(f.A) {
			g.endCombat(true)
			return false
		}
		if g.afterRollMoves(f.Seat) {
			return true
		}
		g.endCombat(false)
		return false
	case fWindow:
		if !g.windowOpen(f.Seat, f.Loc) {
			g.pop()
			return false
		}
		return true
	case fFinal:
		for f.A < s.N {
			seat := (s.Start + f.A) % s.N
			f.A++
			if g.hasAnyTime(seat) {
				g.push(frame{Kind: fFinalWindow, Seat: seat})
				return false
			}
		}
		g.pop()
		return false
	case fFinalWindow:
		if !g.hasAnyTime(f.Seat) {
			g.pop()
			return false
		}
		return true
	}
	panic("reavers: unknown frame")
}

// stepLoss asks ChooseLoss when the choice matters, or when a free move could first change
// it (spec §10.7); otherwise the one choice is taken.
func (g *Game) stepLoss(f *frame) bool {
	p := &g.s.Players[f.Seat]
	n := int(f.A)
	hammer := f.B == 1
	if hammer && p.HammerLossMatters(n) || !hammer && p.LossMatters(n) || g.hasFreeMove(f.Seat) {
		return true
	}
	var one [1]Payment
	var got []Payment
	if hammer {
		got = p.AppendHammerLosses(n, one[:0])
	} else {
		got = p.AppendLosses(n, one[:0])
	}
	seat := f.Seat
	g.pop()
	if len(got) > 0 && got[0] != (Payment{}) {
		g.lose(seat, got[0])
	}
	return false
}

// successes is the combat's total: the Combat dice's faces and its extra successes.
func (g *Game) successes(f *frame) int {
	n := int(f.C)
	for face, k := range f.Dice {
		n += int(k) * CombatFace(face).Successes()
	}
	return n
}

// afterRollMoves reports whether a combatant below the Defence has any move but Accept (spec
// §10.2 AfterRoll): Favour for a re-roll, Thor's Amulet or Odin's Drinking Horn, or a free
// move.
func (g *Game) afterRollMoves(seat int8) bool {
	p := &g.s.Players[seat]
	if p.Tokens[Favour] >= RerollFavour {
		return true
	}
	for _, a := range p.Artifacts {
		if a >= 0 && Artifacts[a].Usable == InOwnCombat {
			return true
		}
	}
	return g.hasFreeMove(seat)
}

// hasFreeMove reports whether seat could make a free move now (spec §10.3): store a board die
// on an empty matching Artifact, or use an ANY Artifact.
func (g *Game) hasFreeMove(seat int8) bool {
	p := &g.s.Players[seat]
	for i, a := range p.Artifacts {
		if a < 0 {
			continue
		}
		art := &Artifacts[a]
		if art.Usable == AnyTime {
			return true
		}
		if p.Stored&(1<<i) == 0 && p.Dice[art.HoldsColour][art.HoldsFace] > 0 {
			return true
		}
	}
	return false
}

// hasAnyTime reports whether seat has an ANY Artifact (not a combat one) in play.
func (g *Game) hasAnyTime(seat int8) bool {
	for _, a := range g.s.Players[seat].Artifacts {
		if a >= 0 && Artifacts[a].Usable == AnyTime {
			return true
		}
	}
	return false
}

// windowOpen reports whether seat has an Artifact usable after loc in play (spec §2.6).
func (g *Game) windowOpen(seat int8, loc Location) bool {
	for _, a := range g.s.Players[seat].Artifacts {
		if a >= 0 && Artifacts[a].Usable == AfterLocation && Artifacts[a].After == loc {
			return true
		}
	}
	return false
}

// anyTake reports whether the Take decision of loc has anything to take.
func (g *Game) anyTake(loc Location) bool {
	for i := range g.DisplaySize(loc) {
		if g.displayFull(loc, int8(i)) {
			return true
		}
	}
	return g.canDraw(takeDeck(loc))
}

// takeDeck is the deck a Take at loc draws from.
func takeDeck(loc Location) Deck {
	if loc == BattleAtSea {
		return SeaBattleDeck
	}
	return Locations[loc].Takes
}

// displayFull reports whether place i of loc's display holds a card (a stack or pair: at
// least one).
func (g *Game) displayFull(loc Location, i int8) bool {
	s := &g.s
	if i < 0 || int(i) >= g.DisplaySize(loc) {
		return false
	}
	switch loc {
	case RecruitReavers:
		return s.Stacks[i][0] >= 0 || s.Stacks[i][1] >= 0
	case RaidVillages:
		return s.VPairs[i][0] >= 0 || s.VPairs[i][1] >= 0
	case RaidKeeps:
		return s.KPairs[i][0] >= 0 || s.KPairs[i][1] >= 0
	case BattleAtSea:
		return s.Battles[i] >= 0
	case TradeWithVillages:
		return s.Visions[i] >= 0
	}
	return false
}

// canDraw reports whether deck d can give a card (its draw pile, or its discard pile to
// reshuffle).
func (g *Game) canDraw(d Deck) bool {
	return d >= 0 && (g.s.Draw[d].n > 0 || g.s.Discard[d].n > 0)
}

// draw takes the top card of deck d's draw pile, reshuffling the discard pile into a new draw
// pile first when it is empty (spec §2.7); ok is false when both are empty. The move drawing
// is final.
func (g *Game) draw(d Deck) (id int8, ok bool) {
	s := &g.s
	dp := &s.Draw[d]
	if dp.n == 0 {
		dis := &s.Discard[d]
		if dis.n == 0 {
			return -1, false
		}
		for dis.n > 0 {
			dp.push(dis.pop())
		}
		if d == ProphecyDeck {
			s.Known = [MaxPlayers]uint32{}
		}
		g.shuffle(dp.c[:dp.n])
		g.emit(EvReshuffle, rules.NoSeat, deckBox(d))
	}
	g.revealed = true
	return dp.pop(), true
}

// drawPending draws up to n cards of deck d into seat's pending cards.
func (g *Game) drawPending(seat int8, d Deck, n int) {
	for range n {
		id, ok := g.draw(d)
		if !ok {
			return
		}
		g.emit(EvDraw, rules.Seat(seat), cardBox(Card{d, id}))
		g.addPending(seat, Card{d, id})
	}
}

func (g *Game) addPending(seat int8, c Card) {
	s := &g.s
	if s.NPend == maxPending {
		panic("reavers: too many pending cards")
	}
	s.Pend[s.NPend] = c
	s.NPend++
	s.PendSeat = seat
}

// takePending removes pending card i, keeping the others in order.
func (g *Game) takePending(i int) {
	s := &g.s
	copy(s.Pend[i:s.NPend], s.Pend[i+1:s.NPend])
	s.NPend--
	s.Pend[s.NPend] = Card{}
}

// drawProphecy draws a Prophecy into seat's hand, a private event of its owner (spec §10.6).
func (g *Game) drawProphecy(seat int8) {
	id, ok := g.draw(ProphecyDeck)
	if !ok {
		return
	}
	g.s.Players[seat].Hand |= 1 << id
	g.emit(EvProphecyDrawn, rules.Seat(seat), nil)
	g.emitPrivate(EvProphecy, rules.Seat(seat), cardBox(Card{ProphecyDeck, id}))
}

// resolveCard starts resolving one of seat's cards (spec §5 "Gained cards", §6.1, §7.1, §7.3).
func (g *Game) resolveCard(seat int8, c Card) {
	s := &g.s
	p := &s.Players[seat]
	g.emit(EvResolve, rules.Seat(seat), cardBox(c))
	switch c.Deck {
	case ReaverDeck:
		g.push(frame{Kind: fReaver, Seat: seat, Card: c})
		g.push(frame{Kind: fCapacity, Seat: seat})
		for _, col := range Reavers[c.ID].Gain {
			g.addDie(seat, col, g.rollFace(col), EvRoll)
		}
	case VillageSpoilsDeck:
		v := &VillageSpoilsKinds[c.ID]
		if v.Artifact == NoArtifact {
			s.Discard[VillageSpoilsDeck].push(c.ID)
		}
		if v.Pillage.Defence > 0 {
			g.push(frame{Kind: fPillage, Seat: seat, Src: src{K: srcVillagePillage, A: c.ID}})
		}
		g.push(frame{Kind: fEffects, Seat: seat, Src: src{K: srcVillage, A: c.ID}})
	case KeepSpoilsDeck:
		k := &KeepSpoilsKinds[c.ID]
		if k.Kept {
			p.PileKeep[c.ID]++
		} else {
			s.Discard[KeepSpoilsDeck].push(c.ID)
		}
		if k.Pillage.Defence > 0 {
			g.push(frame{Kind: fPillage, Seat: seat, Src: src{K: srcKeepPillage, A: c.ID}})
		}
		g.push(frame{Kind: fEffects, Seat: seat, Src: src{K: srcKeep, A: c.ID}})
	}
}

// addDie puts a die on seat's board (capacity is the caller's frame to push).
func (g *Game) addDie(seat int8, c Colour, f Face, kind string) {
	g.s.Players[seat].Dice[c][f]++
	g.emit(kind, rules.Seat(seat), dieBox(c, f))
}

// gainTokens adds n tokens of t (n < 0 removes, down to 0).
func (g *Game) gainTokens(seat int8, t Token, n int) {
	p := &g.s.Players[seat]
	if n < 0 {
		n = -min(-n, int(p.Tokens[t]))
		if n == 0 {
			return
		}
	}
	p.Tokens[t] += int16(n)
	g.emit(EvTokens, rules.Seat(seat), tokenBox(t, n))
}

// gainGlory moves seat n spaces on the Glory track, never below GloryFloor (spec §7.4).
func (g *Game) gainGlory(seat int8, n int, why string) {
	p := &g.s.Players[seat]
	if n < 0 {
		n = -min(-n, int(p.Glory)-GloryFloor)
		if n == 0 {
			return
		}
	}
	p.Glory += int16(n)
	g.emit(EvGlory, rules.Seat(seat), gloryBox(n, int(p.Glory), why))
}

// effect carries out one effect for seat (spec §5–§7; the closed set of EffectKind).
func (g *Game) effect(seat int8, e Effect, from src) {
	s := &g.s
	switch e.Kind {
	case GainTokens:
		g.gainTokens(seat, e.Token, int(e.N))
	case DiscardTokens:
		g.gainTokens(seat, e.Token, -int(e.N))
	case GainGlory:
		g.gainGlory(seat, int(e.N), from.why())
	case LoseGlory:
		g.gainGlory(seat, -int(e.N), from.why())
	case RollDice:
		g.push(frame{Kind: fCapacity, Seat: seat})
		for range e.N {
			g.addDie(seat, e.Colour, g.rollFace(e.Colour), EvRoll)
		}
	case ChooseDice:
		g.push(frame{Kind: fCapacity, Seat: seat})
		g.push(frame{Kind: fPlaceDie, Seat: seat, A: e.N, B: int8(e.Colour)})
	case FixedDice:
		g.push(frame{Kind: fCapacity, Seat: seat})
		for range e.N {
			g.addDie(seat, e.Colour, e.Face, EvGainDie)
		}
	case Draw:
		if e.Deck == ProphecyDeck {
			for range e.N {
				g.drawProphecy(seat)
			}
			return
		}
		g.drawPending(seat, e.Deck, int(e.N))
		if s.NPend > 0 {
			g.push(frame{Kind: fPending, Seat: seat})
		}
	case DrawSpoilsChoice:
		g.push(frame{Kind: fPromoteDeck, Seat: seat, A: e.N})
	case LoseDice:
		g.push(frame{Kind: fLoss, Seat: seat, A: e.N})
	case LoseHammerDie:
		g.push(frame{Kind: fLoss, Seat: seat, A: e.N, B: 1})
	case RaiseDefence:
		s.Raise += e.N
		g.emit(EvRaise, rules.Seat(seat), nil)
	case ShipUpgradeCard:
		g.push(frame{Kind: fShipUpgrade, Seat: seat, A: int8(e.Upgrade), B: e.N})
	case PlaceArtifact:
		a := VillageSpoilsKinds[from.A].Artifact
		g.placeArtifact(seat, a)
	case ProphecyKeep:
		var got [2]int8
		k := 0
		for range e.N {
			if k == len(got) {
				break
			}
			id, ok := g.draw(ProphecyDeck)
			if !ok {
				break
			}
			got[k] = id
			k++
			g.emit(EvProphecyDrawn, rules.Seat(seat), nil)
			g.emitPrivate(EvProphecy, rules.Seat(seat), cardBox(Card{ProphecyDeck, id}))
		}
		switch k {
		case 1:
			s.Players[seat].Hand |= 1 << got[0]
		case 2:
			g.push(frame{Kind: fKeepProphecy, Seat: seat, A: got[0], B: got[1]})
		}
	case TradeRewards:
		g.push(frame{Kind: fTrade, Seat: seat, A: e.N, B: 1})
	case SubdueAttempts:
		g.push(frame{Kind: fSubdue, Seat: seat, A: e.N})
	case ExtraSuccess:
		if c := g.combatFrame(seat); c != nil {
			c.C += e.N
			g.emit(EvExtraSuccess, rules.Seat(seat), nil)
		}
	case FreeReroll:
		// carried out by the UseArtifact move itself, which names the dice (spec §10.7)
	}
}

// combatFrame is seat's combat in progress, nil when none.
func (g *Game) combatFrame(seat int8) *frame {
	for i := int(g.s.NF) - 1; i >= 0; i-- {
		if f := &g.s.Frames[i]; f.Kind == fCombat && f.Seat == seat {
			return f
		}
	}
	return nil
}

// placeArtifact puts a gained Artifact into play, or asks PlaceArtifact with 4 in play (spec
// §2.6).
func (g *Game) placeArtifact(seat int8, a ArtifactID) {
	p := &g.s.Players[seat]
	for i := range p.Artifacts {
		if p.Artifacts[i] == NoArtifact {
			p.Artifacts[i] = a
			p.Stored &^= 1 << i
			g.emit(EvArtifact, rules.Seat(seat), artifactBox(a, int8(i)))
			return
		}
	}
	g.push(frame{Kind: fPlaceArtifact, Seat: seat, A: int8(a)})
}

// retireArtifact takes the Artifact in space i out of play to the Glory pile; its stored die
// goes to the board (the caller then pushes Capacity). It reports whether a die came back.
func (g *Game) retireArtifact(seat int8, i int) bool {
	p := &g.s.Players[seat]
	a := p.Artifacts[i]
	p.PileArtifacts |= 1 << a
	p.Artifacts[i] = NoArtifact
	back := p.Stored&(1<<i) != 0
	p.Stored &^= 1 << i
	g.emit(EvArtifactPile, rules.Seat(seat), artifactBox(a, int8(i)))
	if back {
		g.addDie(seat, Artifacts[a].HoldsColour, Artifacts[a].HoldsFace, EvDieBack)
	}
	return back
}

// endCombat finishes the top combat frame and gives what its context gives (spec §8, §5.3,
// §5.6, §7.1, §7.3).
func (g *Game) endCombat(win bool) {
	f := *g.top()
	g.pop()
	g.emit(EvCombatEnd, rules.Seat(f.Seat), winBox(win))
	switch f.Src.K {
	case srcSeaCombat:
		g.endBattle(f.Seat, win)
	case srcSubdueCombat:
		if win {
			g.subdue(f.Seat, StackID(f.Src.A))
		}
	case srcPillageCombat:
		if win {
			g.push(frame{Kind: fEffects, Seat: f.Seat, Src: src{K: srcKind(f.Src.B), A: f.Src.A}})
		}
	}
}

// endBattle ends the Sea Battle being faced: a win puts the card in the Glory pile and gives
// its reward; a loss leaves a display card and discards a deck card (spec §5.3 step 3).
func (g *Game) endBattle(seat int8, win bool) {
	s := &g.s
	b := s.Battle
	at := s.BattleAt
	s.Battle, s.BattleAt = -1, 0
	if b < 0 {
		return
	}
	if win {
		if at != FromDeck {
			s.Battles[at] = -1
		}
		s.Players[seat].PileBattles[b]++
		g.emit(EvBattleWon, rules.Seat(seat), cardBox(Card{SeaBattleDeck, int8(b)}))
		g.push(frame{Kind: fEffects, Seat: seat, Src: src{K: srcBattle, A: int8(b)}})
		return
	}
	if at == FromDeck {
		s.Discard[SeaBattleDeck].push(int8(b))
	}
}

// subdue puts the top tile of stack t in seat's Territories row and gives its reward (spec
// §5.6: each success resolves at once).
func (g *Game) subdue(seat int8, t StackID) {
	s := &g.s
	s.Tiles[t]--
	s.Players[seat].PileTerritories[t]++
	g.emit(EvSubdued, rules.Seat(seat), stackBox(t))
	g.push(frame{Kind: fEffects, Seat: seat, Src: src{K: srcTerritory, A: int8(t)}})
}

// lose takes the crew dice pay names from seat (a loss, spec §2.3).
func (g *Game) lose(seat int8, pay Payment) {
	g.s.Players[seat].Lose(pay)
	g.emit(EvLose, rules.Seat(seat), paymentBox(pay, 0, 0))
}

// rollTrade puts 2 yellow, 2 blue and 2 red dice, rolled, on Trade with Villages (spec §3
// step 6, §4.5 step 4).
func (g *Game) rollTrade() {
	s := &g.s
	k := 0
	for c := range Colour(NumColours) {
		for range TradeDice[c] {
			s.Trade[k] = TradeDie{Present: true, Colour: c, Face: g.rollFace(c)}
			k++
		}
	}
	for ; k < len(s.Trade); k++ {
		s.Trade[k] = TradeDie{}
	}
	g.emit(EvTradeDice, rules.NoSeat, tradeBox(s.Trade))
}

// refill fills the empty places of loc's display from its deck (spec §3 step 5, §4.5 step 5).
func (g *Game) refill(loc Location) {
	s := &g.s
	n := g.DisplaySize(loc)
	fill := func(d Deck, slot *int8) {
		if *slot >= 0 {
			return
		}
		if id, ok := g.draw(d); ok {
			*slot = id
		}
	}
	for i := range n {
		switch loc {
		case RecruitReavers:
			for k := range StackSize {
				fill(ReaverDeck, (*int8)(&s.Stacks[i][k]))
			}
		case RaidVillages:
			for k := range StackSize {
				fill(VillageSpoilsDeck, (*int8)(&s.VPairs[i][k]))
			}
		case RaidKeeps:
			for k := range StackSize {
				fill(KeepSpoilsDeck, (*int8)(&s.KPairs[i][k]))
			}
		case BattleAtSea:
			fill(SeaBattleDeck, (*int8)(&s.Battles[i]))
		case TradeWithVillages:
			fill(ProphecyDeck, (*int8)(&s.Visions[i]))
		}
	}
}

// cleanup ends a round before the sixth (spec §4.5).
func (g *Game) cleanup() {
	s := &g.s
	// Step 1.
	s.Round++
	g.past.honourAt = 0
	if s.Honour >= 0 {
		s.Honour = (s.Honour + 1) % s.N
	}
	// Step 2: Territory Glory.
	for seat := range s.N {
		t := 0
		for _, k := range s.Players[seat].PileTerritories {
			t += int(k)
		}
		if t > 0 {
			g.gainGlory(seat, t*TerritoryGlory, "for the Territories in the Glory pile")
		}
	}
	// Step 3: Ship Upgrade tokens face up.
	for seat := range s.N {
		for i := range s.Players[seat].Upgrades {
			s.Players[seat].Upgrades[i].Used = false
		}
	}
	// Step 4: new Trade dice.
	g.rollTrade()
	// Step 5: face-up cards to their discard piles, displays refilled.
	for i := range maxDisplay {
		for k := range StackSize {
			if r := s.Stacks[i][k]; r >= 0 {
				s.Discard[ReaverDeck].push(int8(r))
			}
			if v := s.VPairs[i][k]; v >= 0 {
				s.Discard[VillageSpoilsDeck].push(int8(v))
			}
			if c := s.KPairs[i][k]; c >= 0 {
				s.Discard[KeepSpoilsDeck].push(int8(c))
			}
		}
		if b := s.Battles[i]; b >= 0 {
			s.Discard[SeaBattleDeck].push(int8(b))
		}
	}
	for _, p := range s.Visions {
		if p >= 0 {
			s.Discard[ProphecyDeck].push(int8(p))
			for i := range s.Known {
				s.Known[i] |= 1 << p
			}
		}
	}
	g.clearDisplays()
	for _, l := range FillOrder {
		g.refill(l)
	}
	g.emit(EvCleanup, rules.NoSeat, nil)
	// Step 6: pawns home.
	for l := range s.Taken {
		s.Taken[l] = -1
	}
	s.Sel = 0
	s.Order = s.Start
	g.emit(EvRound, rules.NoSeat, roundBox(s.Round, s.Start))
}

// score runs final scoring (spec §9) and ends the game.
func (g *Game) score() {
	g.s.Phase = phaseOver
	g.emit(EvGameOver, rules.NoSeat, nil)
}
