package reavers

import (
	"northtable/rules"
)

// The decision kinds (rules.Prompt.Kind), the names of Reavers spec §10.2.
const (
	DecideSelect        rules.PromptKind = "SelectLocation"
	DecideSpecialised   rules.PromptKind = "UseSpecialised"
	DecideActivate      rules.PromptKind = "ActivateOrRest"
	DecideTakeReavers   rules.PromptKind = "TakeReavers"
	DecideTakeSpoils    rules.PromptKind = "TakeSpoils"
	DecideNextCard      rules.PromptKind = "NextCard"
	DecideReaverUse     rules.PromptKind = "ReaverUse"
	DecidePromoteDeck   rules.PromptKind = "PromoteDeck"
	DecidePlaceDie      rules.PromptKind = "PlaceDie"
	DecideCapacity      rules.PromptKind = "Capacity"
	DecideTradeReward   rules.PromptKind = "TradeReward"
	DecideJourney       rules.PromptKind = "JourneyChoice"
	DecideLoss          rules.PromptKind = "ChooseLoss"
	DecideBattleTarget  rules.PromptKind = "BattleTarget"
	DecideBattleMethod  rules.PromptKind = "BattleMethod"
	DecideCommit        rules.PromptKind = "CommitHammers"
	DecideAfterRoll     rules.PromptKind = "AfterRoll"
	DecideSubdue        rules.PromptKind = "SubdueAttempt"
	DecidePlaceArtifact rules.PromptKind = "PlaceArtifact"
	DecideShipUpgrade   rules.PromptKind = "ShipUpgradeCard"
	DecidePillage       rules.PromptKind = "Pillage"
	DecideKeepProphecy  rules.PromptKind = "KeepProphecy"
	DecideWindow        rules.PromptKind = "ArtifactWindow"
	DecideFinalWindow   rules.PromptKind = "FinalWindow"
)

// Decision is the kind of the pending decision; "" when the game is over.
func (g *Game) Decision() rules.PromptKind {
	if g.s.Phase == phaseOver || g.s.NF == 0 {
		return ""
	}
	f := g.top()
	switch f.Kind {
	case fSelect:
		return DecideSelect
	case fSpecStep:
		return DecideSpecialised
	case fResponse:
		return DecideActivate
	case fTake:
		switch f.Loc {
		case RecruitReavers:
			return DecideTakeReavers
		case BattleAtSea:
			return DecideBattleTarget
		}
		return DecideTakeSpoils
	case fTrade:
		return DecideTradeReward
	case fJourney:
		return DecideJourney
	case fMethod:
		return DecideBattleMethod
	case fSubdue:
		return DecideSubdue
	case fPending:
		return DecideNextCard
	case fReaver:
		return DecideReaverUse
	case fPromoteDeck:
		return DecidePromoteDeck
	case fPlaceDie:
		return DecidePlaceDie
	case fCapacity:
		return DecideCapacity
	case fLoss:
		return DecideLoss
	case fCombat:
		if f.B == 0 {
			return DecideCommit
		}
		return DecideAfterRoll
	case fPlaceArtifact:
		return DecidePlaceArtifact
	case fShipUpgrade:
		return DecideShipUpgrade
	case fPillage:
		return DecidePillage
	case fKeepProphecy:
		return DecideKeepProphecy
	case fWindow:
		return DecideWindow
	case fFinalWindow:
		return DecideFinalWindow
	}
	return ""
}

// ToMove is the seat whose decision is pending; NoSeat when the game is over.
func (g *Game) ToMove() rules.Seat {
	if g.s.Phase == phaseOver || g.s.NF == 0 {
		return rules.NoSeat
	}
	return rules.Seat(g.top().Seat)
}

// Check answers what Apply would answer for m and changes nothing: nil, or a
// *rules.IllegalMoveError in plain words (made only for a refusal).
func (g *Game) Check(m rules.Move) error {
	if err := g.refusalOf(m); err != nil {
		return err
	}
	return nil
}

// Allowed reports whether Check(m) would be nil, building no words and allocating nothing.
func (g *Game) Allowed(m rules.Move) bool { return g.validate(m, nil) == "" }

func (g *Game) refusalOf(m rules.Move) *rules.IllegalMoveError {
	var r rules.Refusal
	if g.validate(m, &r) == "" {
		return nil
	}
	return r.Err
}

// Apply carries out a legal move, then everything that follows without a choice. An illegal
// move returns *rules.IllegalMoveError and changes nothing. Outcome.Final marks an undo
// boundary (spec §10.5): the move rolled, drew, revealed or reshuffled, or the next decision
// belongs to another seat, or the game ended. Outcome.Events is the game's own buffer, valid
// until the next Apply.
func (g *Game) Apply(m rules.Move) (rules.Outcome, error) {
	if g.validate(m, nil) != "" {
		return rules.Outcome{}, g.refusalOf(m)
	}
	g.evBuf = g.evBuf[:0]
	g.revealed = false
	mover := m.Seat()
	g.do(m)
	g.run()
	g.handed = g.ToMove() != mover
	final := g.revealed || g.Over() || g.handed
	return rules.Outcome{Final: final, Events: g.evBuf}, nil
}

// FinalWords says what made the last applied move an undo boundary (record.FinalWorder, spec
// §10.5), for the mover; "" when the move was not final.
func (g *Game) FinalWords() string {
	switch {
	case g.revealed:
		return "dice were rolled or a card was revealed"
	case g.Over():
		return "the game ended"
	case g.handed:
		return "the next decision is another player's"
	}
	return ""
}

// Revealed reports whether the last applied move rolled, drew, revealed or reshuffled.
func (g *Game) Revealed() bool { return g.revealed }

// Legal lists every legal move for the pending decision and the free moves of its seat, in a
// stable order.
func (g *Game) Legal() []rules.Move { return g.AppendLegal(make([]rules.Move, 0, 32)) }

// AppendLegal appends every legal move to dst, in Legal's order: the moves are shared boxes,
// and payments are listed into a buffer the game keeps, so nothing is allocated once dst and
// that buffer have room (the first listing of a payment not seen before boxes it).
func (g *Game) AppendLegal(dst []rules.Move) []rules.Move {
	g.candidates(func(m rules.Move) {
		if g.validate(m, nil) == "" {
			dst = append(dst, m)
		}
	})
	return dst
}

// deny is the refusal of rule with plain words say ("" for the rule's help) and a detail.
func deny(r *rules.Refusal, rule, say, format string, args ...any) string {
	if r == nil {
		return rule
	}
	return r.Deny(rule, func() *rules.IllegalMoveError { return refuse(rule, say, format, args...) })
}

// validate is the rule m breaks now (an Err constant), or "" when m is legal. It changes
// nothing; only when r is not nil does it make words, into r. Precedence (spec §10.7): game
// over, not the seat's decision, a move of another decision; then the most specific rule,
// ErrNoSuchOption last.
func (g *Game) validate(m rules.Move, r *rules.Refusal) string {
	s := &g.s
	if s.Phase == phaseOver {
		return deny(r, ErrGameOver, "", "the game is over")
	}
	if m == nil || m.Seat() != g.ToMove() {
		return deny(r, ErrNotYourDecision, "", "the decision is seat %d's", g.ToMove())
	}
	seat := int8(m.Seat())
	p := &s.Players[seat]
	f := g.top()
	wrong := func() string {
		return deny(r, ErrWrongDecision, "", "%T does not answer decision frame %d", m, f.Kind)
	}
	// Free moves first (spec §10.3): allowed at any decision of the seat, only capacity moves
	// while Capacity is pending.
	switch m := m.(type) {
	case StoreDie:
		return g.storeRule(p, m, r)
	case UseArtifact:
		if f.Kind == fCapacity {
			return wrong()
		}
		return g.artifactRule(seat, m, r)
	}
	switch f.Kind {
	case fSelect:
		m, ok := m.(SelectLocation)
		if !ok {
			return wrong()
		}
		if m.Loc < 0 || m.Loc >= NumLocations {
			return deny(r, ErrNoSuchOption, "", "that location is not offered")
		}
		if s.Taken[m.Loc] >= 0 {
			if r == nil {
				return ErrLocationTaken
			}
			return deny(r, ErrLocationTaken, g.takenBy(m.Loc, m.By), "%s was selected this round", m.Loc)
		}
		return ""
	case fSpecStep:
		switch m := m.(type) {
		case UseAbility:
			if m.Option < 0 || int(m.Option) >= len(Reavers[f.Card.ID].Ability()) {
				return deny(r, ErrNoSuchOption, "", "that option is not offered")
			}
			return ""
		case Skip:
			return ""
		}
		return wrong()
	case fResponse:
		switch m := m.(type) {
		case Activate:
			c := Locations[s.Loc].Cost
			if rule := p.CheckPayment(c, m.Payment); rule != "" {
				return deny(r, rule, "", "the payment for %s", s.Loc)
			}
			return ""
		case RestFood:
			return ""
		case RestDie:
			if !HasFace(m.Colour, m.Face) {
				return deny(r, ErrBadFace, "", "a %s die has no face %d", m.Colour, m.Face)
			}
			return ""
		}
		return wrong()
	case fTake:
		m, ok := m.(Take)
		if !ok {
			return wrong()
		}
		return g.takeRule(f.Loc, m.From, r)
	case fTrade:
		m, ok := m.(TakeReward)
		if !ok {
			return wrong()
		}
		return g.rewardRule(m, f.B == 1, r)
	case fJourney:
		switch m := m.(type) {
		case PayJourney:
			if rule := p.CheckPayment(Journeys[f.A].Pay, m.Payment); rule != "" {
				return deny(r, rule, "", "the journey payment")
			}
			return ""
		case Suffer:
			return ""
		}
		return wrong()
	case fLoss:
		m, ok := m.(ChooseLoss)
		if !ok {
			return wrong()
		}
		var rule string
		if f.B == 1 {
			rule = p.CheckHammerLoss(int(f.A), m.Payment)
		} else {
			rule = p.CheckLoss(int(f.A), m.Payment)
		}
		if rule != "" {
			return deny(r, rule, "", "a loss of %d dice", f.A)
		}
		return ""
	case fMethod:
		switch m := m.(type) {
		case Combination:
			if rule := p.CheckPayment(Cost{Dice: Battles[s.Battle].Combination}, m.Payment); rule != "" {
				return deny(r, rule, "", "the combination")
			}
			return ""
		case Fight:
			if !p.CanFight() {
				return deny(r, ErrNoCombatDice, "", "no Hammer source")
			}
			return ""
		case Retreat:
			return ""
		}
		return wrong()
	case fCombat:
		if f.B == 0 {
			m, ok := m.(Commit)
			if !ok {
				return wrong()
			}
			if rule := p.CheckCommitment(m.Payment); rule != "" {
				return deny(r, rule, "", "the commitment")
			}
			return ""
		}
		switch m := m.(type) {
		case Reroll:
			return g.rerollRule(f, m.Dice, true, p, r)
		case Accept:
			return ""
		}
		return wrong()
	case fSubdue:
		switch m := m.(type) {
		case Force:
			if m.Stack < 0 || m.Stack >= NumStacks {
				return deny(r, ErrNoSuchOption, "", "that Territory stack is not offered")
			}
			if s.Tiles[m.Stack] == 0 {
				return deny(r, ErrEmptySource, "", "Territory stack %d is empty", m.Stack)
			}
			if !p.CanFight() {
				return deny(r, ErrNoCombatDice, "", "no Hammer source")
			}
			return ""
		case Peace:
			if m.Stack < 0 || m.Stack >= NumStacks {
				return deny(r, ErrNoSuchOption, "", "that Territory stack is not offered")
			}
			if s.Tiles[m.Stack] == 0 {
				return deny(r, ErrEmptySource, "", "Territory stack %d is empty", m.Stack)
			}
			if rule := p.CheckPayment(Territories[m.Stack].Peace, m.Payment); rule != "" {
				return deny(r, rule, "", "the Peace payment")
			}
			return ""
		case Stop:
			return ""
		}
		return wrong()
	case fPending:
		m, ok := m.(Resolve)
		if !ok {
			return wrong()
		}
		for _, c := range s.Pend[:s.NPend] {
			if c == m.Card {
				return ""
			}
		}
		return deny(r, ErrNoSuchOption, "", "that card is not offered")
	case fReaver:
		switch m := m.(type) {
		case Rally, Promote:
			return ""
		case SpecialiseSlot:
			if m.Slot < 0 || m.Slot >= NumSlots {
				return deny(r, ErrNoSuchOption, "", "that slot is not offered")
			}
			if p.Slots[m.Slot][SlotCapacity-1] != NoReaver {
				return deny(r, ErrSlotFull, "", "the %s slot holds 3 cards", m.Slot)
			}
			return ""
		}
		return wrong()
	case fPromoteDeck:
		m, ok := m.(PromoteDeck)
		if !ok {
			return wrong()
		}
		if m.Deck != KeepSpoilsDeck && m.Deck != VillageSpoilsDeck {
			return deny(r, ErrNoSuchOption, "", "that deck is not offered")
		}
		return ""
	case fPlaceDie:
		m, ok := m.(PlaceDie)
		if !ok {
			return wrong()
		}
		if c := Colour(f.B); c != AnyColour && m.Colour != c || !HasFace(m.Colour, m.Face) {
			return deny(r, ErrBadFace, "", "a %s die on face %d", m.Colour, m.Face)
		}
		return ""
	case fCapacity:
		m, ok := m.(DiscardDie)
		if !ok {
			return wrong()
		}
		if !HasFace(m.Colour, m.Face) {
			return deny(r, ErrBadFace, "", "a %s die has no face %d", m.Colour, m.Face)
		}
		if p.Dice[m.Colour][m.Face] == 0 {
			return deny(r, ErrNoSuchOption, "", "that die is not offered")
		}
		return ""
	case fPlaceArtifact:
		switch m := m.(type) {
		case ReplaceArtifact:
			for _, a := range p.Artifacts {
				if a >= 0 && a == m.Artifact {
					return ""
				}
			}
			return deny(r, ErrNoSuchOption, "", "that Artifact is not offered")
		case ArtifactToPile:
			return ""
		}
		return wrong()
	case fShipUpgrade:
		full := true
		for _, t := range p.Upgrades {
			full = full && t.Present
		}
		switch m := m.(type) {
		case TakeToken:
			if full {
				return deny(r, ErrNoSpace, "", "3 Ship Upgrade tokens in play")
			}
			return ""
		case ReplaceToken:
			if !full || m.Space < 0 || m.Space >= UpgradeSpaces {
				return deny(r, ErrNoSuchOption, "", "that token is not offered")
			}
			return ""
		case TokenToPile:
			if !full {
				return deny(r, ErrNoSuchOption, "", "sending the token to the Glory pile is not offered")
			}
			return ""
		case TakeGlory:
			return ""
		}
		return wrong()
	case fPillage:
		switch m.(type) {
		case PillageCard:
			if !p.CanFight() {
				return deny(r, ErrNoCombatDice, "", "no Hammer source")
			}
			return ""
		case Skip:
			return ""
		}
		return wrong()
	case fKeepProphecy:
		m, ok := m.(KeepProphecy)
		if !ok {
			return wrong()
		}
		if int8(m.Prophecy) != f.A && int8(m.Prophecy) != f.B || m.Prophecy < 0 {
			return deny(r, ErrNoSuchOption, "", "that Prophecy is not offered")
		}
		return ""
	case fWindow, fFinalWindow:
		if _, ok := m.(Pass); ok {
			return ""
		}
		return wrong()
	}
	return wrong()
}

// storeRule is the rule storing m breaks (spec §2.6, §10.4).
func (g *Game) storeRule(p *Player, m StoreDie, r *rules.Refusal) string {
	if m.Space < 0 || m.Space >= ArtifactSpaces || p.Artifacts[m.Space] < 0 {
		return deny(r, ErrNoSuchOption, "", "no Artifact in space %d", m.Space)
	}
	if p.Stored&(1<<m.Space) != 0 {
		return deny(r, ErrArtifactOccupied, "", "space %d holds a die", m.Space)
	}
	if !Artifacts[p.Artifacts[m.Space]].Accepts(m.Colour, m.Face) {
		return deny(r, ErrArtifactMismatch, "", "Artifact %d holds no %s %s", p.Artifacts[m.Space], m.Colour, m.Face)
	}
	if p.Dice[m.Colour][m.Face] == 0 {
		return deny(r, ErrNoSuchOption, "", "no %s %s on the board", m.Colour, m.Face)
	}
	return ""
}

// artifactRule is the rule using an Artifact breaks now (spec §2.6, §10.3, §10.7).
func (g *Game) artifactRule(seat int8, m UseArtifact, r *rules.Refusal) string {
	p := &g.s.Players[seat]
	f := g.top()
	held := false
	for _, a := range p.Artifacts {
		held = held || a >= 0 && a == m.Artifact
	}
	if !held {
		return deny(r, ErrNoSuchOption, "", "Artifact %d is not in play", m.Artifact)
	}
	art := &Artifacts[m.Artifact]
	reroll := false
	for _, e := range art.Power {
		reroll = reroll || e.Kind == FreeReroll
	}
	switch art.Usable {
	case AnyTime:
	case InOwnCombat:
		if f.Kind != fCombat || f.B != 1 {
			return deny(r, ErrArtifactTiming, "", "Artifact %d works only in its owner's combat after a roll", m.Artifact)
		}
	case AfterLocation:
		if f.Kind != fWindow || f.Loc != art.After {
			return deny(r, ErrArtifactTiming, "", "Artifact %d works only right after %s", m.Artifact, art.After)
		}
	}
	if reroll {
		return g.rerollRule(f, m.Dice, false, p, r)
	}
	if m.Dice != [NumCombatFaces]int8{} {
		return deny(r, ErrNoSuchOption, "", "Artifact %d re-rolls no dice", m.Artifact)
	}
	return ""
}

// rerollRule is the rule a re-roll of sel breaks (spec §8 step 4, §10.7): empty first, then
// Favour (when paid), then dice the combat does not have.
func (g *Game) rerollRule(f *frame, sel [NumCombatFaces]int8, paid bool, p *Player, r *rules.Refusal) string {
	n := 0
	for _, k := range sel {
		if k < 0 {
			return deny(r, ErrNoSuchOption, "", "a negative re-roll")
		}
		n += int(k)
	}
	if n == 0 {
		return deny(r, ErrEmptyReroll, "", "no Combat dice named")
	}
	if paid && p.Tokens[Favour] < RerollFavour {
		return deny(r, ErrNoFavour, "", "no Favour")
	}
	for face, k := range sel {
		if k > f.Dice[face] {
			return deny(r, ErrNoSuchOption, "", "more dice than the roll has")
		}
	}
	return ""
}

// takeRule is the rule taking from place from of loc breaks.
func (g *Game) takeRule(loc Location, from int8, r *rules.Refusal) string {
	if from == FromDeck {
		if !g.canDraw(takeDeck(loc)) {
			return deny(r, ErrEmptySource, "", "the %s deck is empty", takeDeck(loc))
		}
		return ""
	}
	if from < 0 || int(from) >= g.DisplaySize(loc) {
		return deny(r, ErrNoSuchOption, "", "no place %d", from)
	}
	if !g.displayFull(loc, from) {
		return deny(r, ErrEmptySource, "", "place %d is empty", from)
	}
	return ""
}

// rewardRule is the rule a Trade reward breaks.
func (g *Game) rewardRule(m TakeReward, horn bool, r *rules.Refusal) string {
	s := &g.s
	switch m.Reward {
	case VillageDieReward:
		if m.Index < 0 || int(m.Index) >= len(s.Trade) {
			return deny(r, ErrNoSuchOption, "", "no Trade die place %d", m.Index)
		}
		if !s.Trade[m.Index].Present {
			return deny(r, ErrEmptySource, "", "Trade die place %d is empty", m.Index)
		}
		return ""
	case Provisions, Offering:
		if m.Index != 0 {
			return deny(r, ErrNoSuchOption, "", "reward %d takes no index", m.Reward)
		}
		return ""
	case ProphecyReward:
		if m.Index == FromDeck {
			if !g.canDraw(ProphecyDeck) {
				return deny(r, ErrEmptySource, "", "the Prophecy deck is empty")
			}
			return ""
		}
		if horn || m.Index < 0 || int(m.Index) >= g.DisplaySize(TradeWithVillages) {
			return deny(r, ErrNoSuchOption, "", "no Prophecy place %d", m.Index)
		}
		if s.Visions[m.Index] < 0 {
			return deny(r, ErrEmptySource, "", "Prophecy place %d is empty", m.Index)
		}
		return ""
	}
	return deny(r, ErrNoSuchOption, "", "no Trade reward %d", m.Reward)
}

// takenBy says who took location l this round, as seat by reads it: "you took Raid Keeps this
// round", "another player took it with the Honour Ship this round" (a board names the
// player on the location itself).
func (g *Game) takenBy(l Location, by rules.Seat) string {
	who := "another player took " + l.String()
	if rules.Seat(g.s.Taken[l]) == by {
		who = "you took " + l.String()
	}
	if g.HonourLocation() == l {
		who += " with the Honour Ship"
	}
	return who + " this round"
}
