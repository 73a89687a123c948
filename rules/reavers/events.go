package reavers

import (
	"strconv"

	"northtable/rules"
)

// Event kinds (rules.Event.Kind) and their details: what the scene animates and the log tells.
// Only the name of a Prophecy drawn from a deck (EvProphecy; everyone sees EvProphecyDrawn)
// and the one kept of Runic Carvings (EvKeepProphecy) are private to their owner (spec §10.6).
const (
	EvStartingReavers = "starting-reavers" // nil: Seat draws its starting Reavers (setup step 7)
	EvRound           = "round"            // RoundDetail: a round begins (after setup or a cleanup)
	EvSelect          = "select"           // LocationDetail: Seat selects the location
	EvSelectionEnd    = "selection-end"    // LocationDetail: the selection is over
	EvAbility         = "ability"          // AbilityDetail: a Specialised card's option used
	EvSkip            = "skip"             // nil: an ability or a pillage declined
	EvActivate        = "activate"         // PaymentDetail: Seat activates, paying
	EvRest            = "rest"             // nil: Seat Rests (the reward follows)
	EvTake            = "take"             // TakeDetail: a stack, pair, Sea Battle or the deck
	EvDraw            = "draw"             // CardDetail: a card drawn face up from a deck
	EvResolve         = "resolve"          // CardDetail: a card starts resolving
	EvRoll            = "roll"             // DieDetail: a crew die gained rolled
	EvGainDie         = "gain-die"         // DieDetail: a crew die gained on a chosen or fixed face
	EvDieBack         = "die-back"         // DieDetail: a stored die back on the board
	EvDiscardDie      = "discard-die"      // DieDetail: a board die discarded (Capacity)
	EvStoreDie        = "store-die"        // ArtifactDetail: a board die stored on an Artifact
	EvTokens          = "tokens"           // TokenDetail: tokens gained (N > 0) or discarded
	EvGlory           = "glory"            // GloryDetail: Glory gained or lost
	EvRally           = "rally"            // CardDetail: the Reaver Rallied (to the Glory pile)
	EvSpecialise      = "specialise"       // SpecialiseDetail
	EvPromote         = "promote"          // CardDetail: the new Leader
	EvReshuffle       = "reshuffle"        // DeckDetail: a discard pile shuffled into a new draw pile
	EvProphecyDrawn   = "prophecy-drawn"   // nil: Seat draws a Prophecy from the deck (the card is told privately)
	EvProphecy        = "prophecy"         // CardDetail, private: the Prophecy drawn from the deck
	EvProphecyTaken   = "prophecy-taken"   // CardDetail: a face-up Prophecy taken at Trade
	EvKeepProphecy    = "keep-prophecy"    // CardDetail, private: the Prophecy kept of Runic Carvings
	EvStartPlayer     = "start-player"     // nil: Seat now holds the Start Player marker
	EvReward          = "reward"           // RewardDetail: a Trade reward taken
	EvJourney         = "journey"          // CardDetail: the Sea Journey revealed
	EvPayJourney      = "pay-journey"      // PaymentDetail
	EvSuffer          = "suffer"           // nil
	EvRaise           = "raise"            // nil: the Sea Battle's Defence +1 (J10)
	EvCombination     = "combination"      // PaymentDetail: a Sea Battle won by its combination
	EvCombat          = "combat"           // DefenceDetail: a combat begins
	EvCommit          = "commit"           // PaymentDetail: Hammer sources committed
	EvCombatRoll      = "combat-roll"      // CombatDetail: the Combat dice after a roll or re-roll
	EvExtraSuccess    = "extra-success"    // nil: Thor's Amulet's +1 success
	EvCombatEnd       = "combat-end"       // WinDetail
	EvRetreat         = "retreat"          // nil
	EvBattleWon       = "battle-won"       // CardDetail: the Sea Battle card to the Glory pile
	EvSubdued         = "subdued"          // StackDetail: a tile to the Territories row
	EvPeace           = "peace"            // PaymentDetail: a Peace cost paid
	EvStop            = "stop"             // nil: the Subdue attempts stopped
	EvLose            = "lose"             // PaymentDetail: crew dice lost
	EvArtifact        = "artifact"         // ArtifactDetail: an Artifact placed in a space
	EvArtifactPile    = "artifact-pile"    // ArtifactDetail: an Artifact to the Glory pile (Space -1: never in play)
	EvUseArtifact     = "use-artifact"     // ArtifactDetail: an Artifact's power used
	EvToken           = "token"            // UpgradeDetail: a Ship Upgrade token placed (Space -1: to the Glory pile)
	EvTradeDice       = "trade-dice"       // TradeDiceDetail: the new dice on Trade with Villages
	EvPass            = "pass"             // nil: a window closed
	EvCleanup         = "cleanup"          // nil: the face-up cards went to their discard piles and the displays were refilled
	EvGameOver        = "game-over"        // nil: final scoring done
)

// RoundDetail is the round beginning and the Start Player marker's holder.
type RoundDetail struct {
	Round int8
	Start rules.Seat
}

// LocationDetail names a location.
type LocationDetail struct{ Loc Location }

// AbilityDetail is the Specialised Reaver and the option used.
type AbilityDetail struct {
	Card   Card
	Option int8
}

// PaymentDetail is what a payment, commitment or loss consumed: dice and tokens, and the
// cost's Food and Favour.
type PaymentDetail struct {
	Payment      Payment
	Food, Favour int8
}

// TakeDetail is where a Take took from (the display place, or FromDeck) and the cards it
// took from a display (NoCard for an empty place and for the deck's unseen cards).
type TakeDetail struct {
	Loc   Location
	From  int8
	Cards [StackSize]Card
}

// CardDetail names a card.
type CardDetail struct{ Card Card }

// DieDetail is a crew die.
type DieDetail struct {
	Colour Colour
	Face   Face
}

// TokenDetail is N tokens of Token gained (negative: discarded or spent).
type TokenDetail struct {
	Token Token
	N     int8
}

// GloryDetail is N Glory gained (negative: lost), the track's new value and why, in words
// ("from Keep Wall"; "" when no card or rule is named).
type GloryDetail struct {
	N, Total int16
	Why      string
}

// SpecialiseDetail is a Reaver put in a Specialise slot.
type SpecialiseDetail struct {
	Reaver ReaverID
	Slot   Slot
}

// DeckDetail names a deck.
type DeckDetail struct{ Deck Deck }

// RewardDetail is a Trade reward taken (Index as in TakeReward).
type RewardDetail struct {
	Reward TradeReward
	Index  int8
}

// DefenceDetail is a combat's Defence.
type DefenceDetail struct{ Defence int8 }

// CombatDetail is the Combat dice by face after a roll, their successes and the Defence.
type CombatDetail struct {
	Dice      [NumCombatFaces]int8
	Successes int8
	Defence   int8
}

// WinDetail is a combat's end.
type WinDetail struct{ Won bool }

// StackDetail names a Territory stack.
type StackDetail struct{ Stack StackID }

// ArtifactDetail is an Artifact and its space (-1 when not in play).
type ArtifactDetail struct {
	Artifact ArtifactID
	Space    int8
}

// UpgradeDetail is a Ship Upgrade token and its space (-1: the Glory pile).
type UpgradeDetail struct {
	Upgrade Upgrade
	Space   int8
}

// TradeDiceDetail is the dice lying on Trade with Villages.
type TradeDiceDetail struct{ Dice [6]TradeDie }

func (g *Game) emit(kind string, s rules.Seat, detail any) {
	g.evBuf = append(g.evBuf, rules.Event{Kind: kind, Seat: s, Detail: detail})
}

func (g *Game) emitPrivate(kind string, s rules.Seat, detail any) {
	g.evBuf = append(g.evBuf, rules.Event{Kind: kind, Seat: s, Private: true, Detail: detail})
}

// Boxes of the details: tables for the few-valued ones, caches for the others, so reporting
// events allocates almost nothing in a playout.

var (
	locBoxes   [NumLocations]any
	deckBoxes  [NumDecks]any
	cardBoxes  [NumDecks][maxPile]any
	dieBoxes   [NumColours][NumFaces]any
	winBoxes   [2]any
	stackBoxes [NumStacks]any
	defBoxes   [16]any

	tokenCache   rules.BoxCache[TokenDetail]
	gloryCache   rules.BoxCache[GloryDetail]
	payCache     rules.BoxCache[PaymentDetail]
	tradeCache   rules.BoxCache[TradeDiceDetail]
	combatCache  rules.BoxCache[CombatDetail]
	miscCache    rules.BoxCache[AbilityDetail]
	artCache     rules.BoxCache[ArtifactDetail]
	upgradeCache rules.BoxCache[UpgradeDetail]
	specCache    rules.BoxCache[SpecialiseDetail]
	takeCache    rules.BoxCache[TakeDetail]
	rewardCache  rules.BoxCache[RewardDetail]
	roundCache   rules.BoxCache[RoundDetail]
)

func init() {
	for l := range locBoxes {
		locBoxes[l] = LocationDetail{Location(l)}
	}
	for d := range deckBoxes {
		deckBoxes[d] = DeckDetail{Deck(d)}
		for i := range cardBoxes[d] {
			cardBoxes[d][i] = CardDetail{Card{Deck(d), int8(i)}}
		}
	}
	for c := range dieBoxes {
		for f := range dieBoxes[c] {
			dieBoxes[c][f] = DieDetail{Colour(c), Face(f)}
		}
	}
	winBoxes[0], winBoxes[1] = WinDetail{false}, WinDetail{true}
	for t := range stackBoxes {
		stackBoxes[t] = StackDetail{StackID(t)}
	}
	for d := range defBoxes {
		defBoxes[d] = DefenceDetail{int8(d)}
	}
}

func locBox(l Location) any { return locBoxes[l] }
func deckBox(d Deck) any    { return deckBoxes[d] }
func cardBox(c Card) any    { return cardBoxes[c.Deck][c.ID] }
func dieBox(c Colour, f Face) any {
	return dieBoxes[c][f]
}
func winBox(w bool) any {
	if w {
		return winBoxes[1]
	}
	return winBoxes[0]
}
func stackBox(t StackID) any { return stackBoxes[t] }
func defenceBox(d int8) any {
	if d >= 0 && int(d) < len(defBoxes) {
		return defBoxes[d]
	}
	return DefenceDetail{d}
}
func tokenBox(t Token, n int) any {
	return tokenCache.Get(TokenDetail{t, int8(n)}, rules.Mix(rules.Mix(1, int(t)), n))
}
func gloryBox(n, total int, why string) any {
	h := rules.Mix(rules.Mix(2, n), total)
	for i := 0; i < len(why); i++ {
		h = rules.Mix(h, int(why[i]))
	}
	return gloryCache.Get(GloryDetail{int16(n), int16(total), why}, h)
}
func paymentBox(p Payment, food, favour int8) any {
	return payCache.Get(PaymentDetail{p, food, favour}, rules.Mix(rules.Mix(payHash(p), int(food)), int(favour)))
}
func tradeBox(d [6]TradeDie) any {
	h := uint64(3)
	for _, x := range d {
		v := int(x.Colour)*8 + int(x.Face)
		if !x.Present {
			v = 99
		}
		h = rules.Mix(h, v)
	}
	return tradeCache.Get(TradeDiceDetail{d}, h)
}
func combatBox(d [NumCombatFaces]int8, succ int, def int8) any {
	h := rules.Mix(rules.Mix(rules.Mix(rules.Mix(rules.Mix(4, int(d[0])), int(d[1])), int(d[2])), succ), int(def))
	return combatCache.Get(CombatDetail{d, int8(succ), def}, h)
}
func abilityBox(c Card, opt int8) any {
	return miscCache.Get(AbilityDetail{c, opt}, rules.Mix(rules.Mix(5, int(c.ID)), int(opt)))
}
func artifactBox(a ArtifactID, space int8) any {
	return artCache.Get(ArtifactDetail{a, space}, rules.Mix(rules.Mix(6, int(a)), int(space)))
}
func upgradeBox(u Upgrade, space int8) any {
	return upgradeCache.Get(UpgradeDetail{u, space}, rules.Mix(rules.Mix(7, int(u)), int(space)))
}
func specialiseBox(r ReaverID, sl Slot) any {
	return specCache.Get(SpecialiseDetail{r, sl}, rules.Mix(rules.Mix(8, int(r)), int(sl)))
}
func takeBox(l Location, from int8, cards [StackSize]Card) any {
	h := rules.Mix(rules.Mix(9, int(l)), int(from))
	for _, c := range cards {
		h = rules.Mix(rules.Mix(h, int(c.Deck)), int(c.ID))
	}
	return takeCache.Get(TakeDetail{l, from, cards}, h)
}
func rewardBox(rw TradeReward, i int8) any {
	return rewardCache.Get(RewardDetail{rw, i}, rules.Mix(rules.Mix(10, int(rw)), int(i)))
}
func roundBox(r, start int8) any {
	return roundCache.Get(RoundDetail{r, rules.Seat(start)}, rules.Mix(rules.Mix(11, int(r)), int(start)))
}

// payHash mixes a payment into a BoxCache hash.
func payHash(p Payment) uint64 {
	h := uint64(12)
	for c := range p.Board {
		for f := range p.Board[c] {
			h = rules.Mix(h, int(p.Board[c][f]))
		}
	}
	h = rules.Mix(h, int(p.Stored))
	for _, t := range p.Tokens {
		h = rules.Mix(h, int(t))
	}
	return h
}

// Code is the card's spec ID ("M07", "VS05", "KS08", "J10", "SB05", "PR03"), "?" for no card.
func (c Card) Code() string {
	if id, _, ok := c.label(); ok {
		return id
	}
	return "?"
}

// Name is the card's name in words ("Asgeir Siege-Master", "Keep Wall"), "a card" for none.
func (c Card) Name() string {
	if _, name, ok := c.label(); ok {
		return name
	}
	return "a card"
}

// label is the card's spec ID and name from its deck's table; ok is false for no card.
func (c Card) label() (id, name string, ok bool) {
	in := func(n int) bool { return c.ID >= 0 && int(c.ID) < n }
	switch {
	case c.Deck == ReaverDeck && in(NumReavers):
		r := Reavers[c.ID]
		return r.ID, r.Name, true
	case c.Deck == VillageSpoilsDeck && in(NumVillageKinds):
		v := VillageSpoilsKinds[c.ID]
		return v.ID, v.Name, true
	case c.Deck == KeepSpoilsDeck && in(NumKeepKinds):
		k := KeepSpoilsKinds[c.ID]
		return k.ID, k.Name, true
	case c.Deck == SeaJourneyDeck && in(NumJourneyKinds):
		j := Journeys[c.ID]
		return j.ID, j.Name, true
	case c.Deck == SeaBattleDeck && in(NumBattleKinds):
		b := Battles[c.ID]
		return b.ID, b.Name, true
	case c.Deck == ProphecyDeck && in(NumProphecies):
		pr := Prophecies[c.ID]
		return pr.ID, pr.Name, true
	}
	return "", "", false
}

func nameOf(names []string, s rules.Seat) string {
	if s >= 0 && int(s) < len(names) && names[s] != "" {
		return names[s]
	}
	return "Player " + strconv.Itoa(int(s)+1)
}

// dieWords is a die in words ("a red Hammer").
func dieWords(c Colour, f Face) string { return "a " + c.String() + " " + c.FaceName(f) }

// paidWords is what a payment, commitment or loss of seat consumed, in plain words: the cost's
// Food and Favour, then the dice and tokens as Player.PaymentWords says them (a stored die
// named with its Artifact, which the move left in play).
func (g *Game) paidWords(seat rules.Seat, d PaymentDetail) string {
	var parts []string
	if d.Food > 0 {
		parts = append(parts, strconv.Itoa(int(d.Food))+" Food")
	}
	if d.Favour > 0 {
		parts = append(parts, strconv.Itoa(int(d.Favour))+" Favour")
	}
	if d.Payment != (Payment{}) {
		p := g.s.Players[0]
		if seat >= 0 && int(seat) < int(g.s.N) {
			p = g.s.Players[seat]
		}
		p.Stored |= d.Payment.Stored
		parts = append(parts, p.PaymentWords(d.Payment))
	}
	if len(parts) == 0 {
		return "nothing"
	}
	return rules.List(parts)
}

// Describe is the log line of an event in plain words (rules.Game); "" for events that are
// not logged. A private event's line names the card; the log shows it only to its seat.
func (g *Game) Describe(e rules.Event, names []string) string {
	who := nameOf(names, e.Seat)
	switch d := e.Detail.(type) {
	case RoundDetail:
		return "Round " + strconv.Itoa(int(d.Round)) + " begins; " + nameOf(names, d.Start) + " is the start player"
	case LocationDetail:
		switch e.Kind {
		case EvSelect:
			return who + " selects " + d.Loc.String()
		}
		return ""
	case AbilityDetail:
		r := &Reavers[d.Card.ID]
		return who + "'s " + r.Name + ": " + r.Ability()[d.Option].Words()
	case PaymentDetail:
		paid := g.paidWords(e.Seat, d)
		switch e.Kind {
		case EvActivate:
			if paid == "nothing" {
				return who + " activates"
			}
			return who + " activates, paying " + paid
		case EvPayJourney:
			return who + " pays " + paid + " for the journey"
		case EvCombination:
			return who + " wins the Sea Battle with " + paid
		case EvCommit:
			return who + " commits " + paid
		case EvPeace:
			return who + " makes peace, paying " + paid
		case EvLose:
			return who + " loses " + paid
		}
	case TakeDetail:
		if d.From == FromDeck {
			if d.Loc >= 0 && d.Loc < NumLocations && Locations[d.Loc].Takes >= 0 {
				return who + " takes the top of the " + Locations[d.Loc].Takes.String() + " deck"
			}
			return who + " takes from the deck"
		}
		var names []string
		for _, c := range d.Cards {
			if c != NoCard {
				names = append(names, c.Name())
			}
		}
		if len(names) == 0 {
			return who + " takes from the display"
		}
		if d.Loc == BattleAtSea {
			return who + " faces " + rules.List(names)
		}
		return who + " takes " + rules.List(names)
	case CardDetail:
		name := d.Card.Name()
		switch e.Kind {
		case EvDraw:
			return who + " draws " + name
		case EvResolve:
			return who + " resolves " + name
		case EvRally:
			return who + " rallies " + name
		case EvPromote:
			return who + " promotes " + name + " to Leader"
		case EvProphecy:
			return who + " draws the Prophecy " + name
		case EvProphecyTaken:
			return who + " takes the Prophecy " + name
		case EvKeepProphecy:
			return who + " keeps the Prophecy " + name
		case EvJourney:
			return who + " meets " + name + ": " + Journeys[d.Card.ID].Text
		case EvBattleWon:
			return who + " wins " + name
		}
	case DieDetail:
		die := dieWords(d.Colour, d.Face)
		switch e.Kind {
		case EvRoll:
			return who + " rolls " + die
		case EvGainDie:
			return who + " gains " + die
		case EvDieBack:
			return who + "'s " + d.Colour.String() + " " + d.Colour.FaceName(d.Face) + " returns to the board"
		case EvDiscardDie:
			return who + " discards " + die
		}
	case TokenDetail:
		if d.N >= 0 {
			return who + " gains " + tokenWords(d.Token, d.N)
		}
		return who + " gives up " + tokenWords(d.Token, -d.N)
	case GloryDetail:
		why := ""
		if d.Why != "" {
			why = " " + d.Why
		}
		if d.N >= 0 {
			return who + " gains " + strconv.Itoa(int(d.N)) + " Glory" + why + " (now " + strconv.Itoa(int(d.Total)) + ")"
		}
		return who + " loses " + strconv.Itoa(int(-d.N)) + " Glory" + why + " (now " + strconv.Itoa(int(d.Total)) + ")"
	case SpecialiseDetail:
		return who + " specialises " + Reavers[d.Reaver].Name + " in the " + d.Slot.String() + " slot"
	case DeckDetail:
		return "The " + d.Deck.String() + " discard pile is shuffled into a new draw pile"
	case RewardDetail:
		switch d.Reward {
		case VillageDieReward:
			return who + " takes a Village die"
		case ProphecyReward:
			return ""
		}
		return who + " takes " + TradeRewardsMenu[d.Reward].Name
	case DefenceDetail:
		return who + " fights against Defence " + strconv.Itoa(int(d.Defence))
	case CombatDetail:
		return who + " rolls " + combatWords(d.Dice) + ": " + count(d.Successes, "success", "successes") + " against Defence " + strconv.Itoa(int(d.Defence))
	case WinDetail:
		if d.Won {
			return who + " wins the fight"
		}
		return who + " loses the fight"
	case StackDetail:
		return who + " subdues " + Territories[d.Stack].Name
	case ArtifactDetail:
		name := "an Artifact"
		if d.Artifact >= 0 {
			name = Artifacts[d.Artifact].Name
		}
		switch e.Kind {
		case EvStoreDie:
			return who + " stores a die on " + name
		case EvArtifact:
			return who + " places " + name
		case EvArtifactPile:
			return who + " puts " + name + " in the Glory pile"
		case EvUseArtifact:
			return who + " uses " + name + ": " + Artifacts[d.Artifact].Text
		}
	case UpgradeDetail:
		if d.Space < 0 {
			return who + " puts a " + d.Upgrade.String() + " token in the Glory pile"
		}
		return who + " takes a " + d.Upgrade.String() + " token"
	case TradeDiceDetail:
		var parts []string
		for _, x := range d.Dice {
			if x.Present {
				parts = append(parts, dieWords(x.Colour, x.Face))
			}
		}
		return "New dice on Trade with Villages: " + rules.List(parts)
	case nil:
		switch e.Kind {
		case EvProphecyDrawn:
			return who + " draws a Prophecy card"
		case EvStartingReavers:
			return who + " draws the starting Reavers"
		case EvRest:
			return who + " rests"
		case EvSkip:
			return who + " skips"
		case EvStartPlayer:
			return who + " takes the Start Player marker"
		case EvSuffer:
			return who + " suffers the journey"
		case EvRaise:
			return "The Sea Battle's Defence rises by 1"
		case EvExtraSuccess:
			return who + " gains a success"
		case EvRetreat:
			return who + " retreats"
		case EvStop:
			return who + " stops subduing"
		case EvPass:
			return who + " passes"
		case EvGameOver:
			return "The game is over"
		case EvCleanup:
			return "Cleanup: the cards left on the board are discarded and the displays refilled"
		}
	}
	return ""
}

// combatWords is Combat dice by face in words ("2 Double Axes and 1 Blank").
func combatWords(d [NumCombatFaces]int8) string {
	var parts []string
	for f, n := range d {
		if n == 0 {
			continue
		}
		w := CombatFace(f).String()
		if n > 1 {
			w += "s"
		}
		parts = append(parts, strconv.Itoa(int(n))+" "+w)
	}
	if len(parts) == 0 {
		return "no dice"
	}
	return rules.List(parts)
}
