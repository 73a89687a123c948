package reavers

import (
	"math/bits"
	"strconv"
	"strings"

	"northtable/rules"
)

// The words of the board (Reavers spec §11 "Decisions": every answer in the player's words,
// never a rule code): each move as its button reads (Label, and ShortLabel for a button too
// narrow), the dice and costs, and why a pick of dice pays nothing. The cards' and pieces'
// words are in cardwords.go. A board words none of them itself.

// DieWords is one crew die in words: "a red Hammer".
func DieWords(c Colour, f Face) string { return dieWords(c, f) }

// CombatWords is Combat dice by face in words: "2 Double Axes and 1 Blank"; "no dice" for none.
func CombatWords(d [NumCombatFaces]int8) string { return combatWords(d) }

// DiceCount is n dice counted: "1 die", "3 dice".
func DiceCount(n int) string {
	if n == 1 {
		return "1 die"
	}
	return strconv.Itoa(n) + " dice"
}

// CombatDiceCount is n Combat dice counted: "1 Combat die", "3 Combat dice".
func CombatDiceCount(n int) string {
	if n == 1 {
		return "1 Combat die"
	}
	return strconv.Itoa(n) + " Combat dice"
}

// Words is a dice requirement in words, the dice counted as dice as every cost and payment
// says them: "2 Chest dice", "1 Shield die and 2 dice of any face"; "" for none. A Ship
// Upgrade token or wild die meets a requirement too (spec §2.3), but the cost is printed in dice.
func (n Needs) Words() string {
	var parts []string
	for k, c := range n {
		if c == 0 {
			continue
		}
		if Need(k) == NeedAny {
			parts = append(parts, count(c, "die of any face", "dice of any face"))
			continue
		}
		w := Need(k).String()
		parts = append(parts, count(c, w+" die", w+" dice"))
	}
	return rules.List(parts)
}

// StockWords are the cost's Food and Favour in words ("4 Food", "1 Favour"), none when it
// asks neither: what the stocks pay, beside the dice a Payment names.
func (c Cost) StockWords() []string {
	var parts []string
	if c.Food > 0 {
		parts = append(parts, strconv.Itoa(int(c.Food))+" Food")
	}
	if c.Favour > 0 {
		parts = append(parts, strconv.Itoa(int(c.Favour))+" Favour")
	}
	return parts
}

// Words is the cost in words: "4 Food", "1 Food and 2 Chest dice", "free".
func (c Cost) Words() string {
	parts := c.StockWords()
	if n := c.Dice.Words(); n != "" {
		parts = append(parts, n)
	}
	if len(parts) == 0 {
		return "free"
	}
	return rules.List(parts)
}

// RestFoodWords is the Rest for Food in words (spec §4.3): "Rest: take 2 Food".
var RestFoodWords = "Rest: take " + RestOptions[0].Words()

// RerollPrice is what a combat re-roll costs in words (spec §8 step 4): "1 Favour".
var RerollPrice = strconv.Itoa(RerollFavour) + " Favour"

// ListLabel is the caption of a choice of dice (Rest's die, a new die's colour and face, the
// die to discard), offered as the dice themselves, and whether m is such a choice. A new die's
// caption is "": the decision's prompt ("Choose a colour and face for your new die") already
// asks for it, and a caption under it would say it twice.
func ListLabel(m rules.Move) (string, bool) {
	switch m.(type) {
	case RestDie:
		return "Rest: take one die of your choice…", true
	case PlaceDie:
		return "", true
	case DiscardDie:
		return "Choose a die to discard…", true
	}
	return "", false
}

// Label is move m in the player's words, as its button and its tip read (the whole form):
// "Activate, paying 1 Food and 2 yellow Chest dice", "Commit 1 red Hammer die (1 Combat die)".
func (g *Game) Label(m rules.Move) string {
	if p, ok := m.(Payer); ok {
		return g.payLabel(p)
	}
	switch m := m.(type) {
	case SelectLocation:
		return m.Loc.String()
	case UseAbility:
		if c := g.Info().Card; c.Deck == ReaverDeck {
			ab := Reavers[c.ID].Ability()
			if int(m.Option) < len(ab) {
				return "Use: " + ab[m.Option].Words()
			}
		}
		return "Use option " + strconv.Itoa(int(m.Option)+1)
	case Skip:
		if g.Decision() == DecidePillage {
			return "Don't pillage"
		}
		return "Skip the ability"
	case RestFood:
		return RestFoodWords
	case RestDie:
		return "Rest: take " + DieWords(m.Colour, m.Face)
	case Take:
		return g.takeLabel(m)
	case Resolve:
		return "Resolve " + m.Card.Name() + " next"
	case Rally:
		n := 2
		if c := g.Info().Card; c.Deck == ReaverDeck {
			n = len(Reavers[c.ID].Rally)
		}
		return "Rally " + g.cardName() + " for " + DiceCount(n)
	case SpecialiseSlot:
		return SpecialiseLabel(m.Slot)
	case Promote:
		return "Promote " + g.cardName() + " to Leader"
	case PromoteDeck:
		return "Draw from the " + m.Deck.String() + " deck"
	case PlaceDie:
		return "Take " + DieWords(m.Colour, m.Face)
	case DiscardDie:
		return "Discard " + DieWords(m.Colour, m.Face)
	case StoreDie:
		name := "Artifact " + strconv.Itoa(int(m.Space)+1)
		if m.Space >= 0 && m.Space < ArtifactSpaces {
			if a := g.s.Players[m.By].Artifacts[m.Space]; a >= 0 {
				name = Artifacts[a].Name
			}
		}
		return "Store " + DieWords(m.Colour, m.Face) + " on " + name
	case TakeReward:
		return g.rewardLabel(m)
	case Suffer:
		if f := g.top(); f != nil && f.Kind == fJourney {
			return "Suffer: " + Journeys[f.A].Suffer.Words()
		}
		return "Suffer"
	case Fight:
		return "Fight by Combat"
	case Retreat:
		return "Retreat"
	case Reroll:
		return "Re-roll " + CombatWords(m.Dice) + " for " + RerollPrice
	case Accept:
		if in := g.Info(); in.Kind == DecideAfterRoll && in.Successes >= in.Defence {
			return "Accept the victory"
		}
		return "Accept defeat"
	case UseArtifact:
		a := Artifacts[m.Artifact]
		if m.Dice != ([NumCombatFaces]int8{}) {
			return "Use " + a.Name + ": re-roll " + CombatWords(m.Dice)
		}
		return "Use " + a.Name + ": " + a.Text
	case Force:
		t := Territories[m.Stack]
		return "Force " + t.Name + " (Defence " + strconv.Itoa(t.Defence()) + ")"
	case Stop:
		return "Stop subduing"
	case ReplaceArtifact:
		return "Retire " + Artifacts[m.Artifact].Name
	case ArtifactToPile:
		return "Put the new Artifact in your Glory pile"
	case TakeToken:
		return "Take the token"
	case ReplaceToken:
		if m.Space >= 0 && m.Space < UpgradeSpaces {
			return "Replace your " + g.s.Players[m.By].Upgrades[m.Space].Kind.String() + " token"
		}
		return "Replace a token"
	case TokenToPile:
		return "Put the token in your Glory pile"
	case TakeGlory:
		return "Take the Glory instead"
	case PillageCard:
		return "Pillage"
	case KeepProphecy:
		return "Keep " + Prophecies[m.Prophecy].Name
	case Pass:
		return "Pass"
	}
	return "Play"
}

// Declines reports whether m ends or declines its decision rather than choosing within it
// (spec §10.2: Skip, Retreat, Accept, Stop, the new Artifact or token to the Glory pile, Pass):
// a board keeps such an answer in sight however many answers the decision offers.
func Declines(m rules.Move) bool {
	switch m.(type) {
	case Skip, Retreat, Accept, Stop, ArtifactToPile, TokenToPile, Pass:
		return true
	}
	return false
}

// SpecialiseLabel is a Specialise answer's words: the slot and the location whose activation
// fires it (spec §1 "Specialise slot"), "Specialise: Sea slot (Battle at Sea)".
func SpecialiseLabel(sl Slot) string {
	w := "Specialise: " + sl.String() + " slot"
	if l := sl.Location(); l >= 0 {
		return w + " (" + l.String() + ")"
	}
	return w
}

// cardName is the name of the card the decision is about.
func (g *Game) cardName() string {
	c := g.Info().Card
	if c == NoCard {
		return "the Reaver"
	}
	return c.Name()
}

// payLabel is a payment's whole words: its verb, the cost's Food and Favour, the dice and
// tokens it spends, and for a commitment the Combat dice they give.
func (g *Game) payLabel(m Payer) string {
	c, _ := m.cost(g)
	parts := c.StockWords()
	pay := m.Paid()
	if pay != (Payment{}) || len(parts) == 0 {
		p := g.s.Players[m.Seat()]
		parts = append(parts, p.PaymentWords(pay))
	}
	return m.verb(g) + " " + rules.List(parts) + m.gives(g)
}

// ShortLabel is a payment answer's short words, for a button too narrow for Label: the Food and
// Favour of its cost and how many dice and tokens it spends ("Commit 4 dice (5 Combat dice)",
// "Activate, paying 4 Food and 3 dice"); "" for a move paying nothing.
func (g *Game) ShortLabel(m rules.Move) string {
	p, ok := m.(Payer)
	if !ok {
		return ""
	}
	c, _ := p.cost(g)
	pay := p.Paid()
	parts := c.StockWords()
	if n := bits.OnesCount8(pay.Stored) + pay.Board.Count(); n > 0 {
		parts = append(parts, DiceCount(n))
	}
	if w := tokenCount(pay); w != "" {
		parts = append(parts, w)
	}
	d := "nothing"
	if len(parts) > 0 {
		d = rules.List(parts)
	}
	return p.verb(g) + " " + d + p.gives(g)
}

// tokenCount counts the tokens a payment spends ("1 token", "3 tokens"; "" for none).
func tokenCount(pay Payment) string {
	n := 0
	for _, k := range pay.Tokens {
		n += max(0, int(k))
	}
	if n == 0 {
		return ""
	}
	return count(int8(n), "token", "tokens")
}

// AltLabel is an alternative payment's words in a list whose title already says the answer:
// what it spends without the verb, the dice named by colour and face ("2 blue Wave, 1 blue
// Hammer and 1 red Hammer (4 Combat dice)", the Combat dice of a commitment counted when
// withCount); "" for a move paying nothing. It is the short form of a narrow list, so its dice
// go uncounted as dice (the whole form, Label, says "2 blue Wave dice"): with "die" on each
// kind a commitment of three kinds no longer fits the list.
func (g *Game) AltLabel(m rules.Move, withCount bool) string {
	p, ok := m.(Payer)
	if !ok {
		return ""
	}
	c, _ := p.cost(g)
	pl := g.s.Players[m.Seat()]
	pay := p.Paid()
	parts := c.StockWords()
	for col := range Colour(NumColours) {
		for fc := range Face(NumFaces) {
			if n := pay.Board[col][fc]; n > 0 {
				parts = append(parts, strconv.Itoa(int(n))+" "+col.String()+" "+col.FaceName(fc))
			}
		}
	}
	for i := range ArtifactSpaces {
		if pay.Stored&(1<<i) == 0 {
			continue
		}
		if col, fc, ok := pl.StoredDie(i); ok {
			parts = append(parts, "the "+col.String()+" "+col.FaceName(fc)+" on "+Artifacts[pl.Artifacts[i]].Name)
		}
	}
	if w := tokenCount(pay); w != "" {
		parts = append(parts, w)
	}
	w := "Nothing"
	if len(parts) > 0 {
		w = rules.List(parts)
	}
	w = strings.ToUpper(w[:1]) + w[1:]
	if withCount {
		w += p.gives(g)
	}
	return w
}

// PickedLabel is the short words of a payment answer paying the n dice picked by hand and the
// Food and Favour of its cost: "Activate, paying 1 Food and the 2 dice picked".
func (g *Game) PickedLabel(m Payer, n int) string {
	c, _ := m.cost(g)
	return m.verb(g) + " " + rules.List(append(c.StockWords(), "the "+DiceCount(n)+" picked"))
}

// PickWaitLabel is the words of a payment answer whose picked dice do not pay yet (its
// button waits): "Activate, paying 1 Food and the dice picked".
func (g *Game) PickWaitLabel(m Payer) string {
	c, _ := m.cost(g)
	return m.verb(g) + " " + rules.List(append(c.StockWords(), "the dice picked"))
}

// PickRefusal says in words why the board dice pick pay none of the moves of one payment
// answer (alts, sharing a GroupKey): the dice short or over the cost, a die no commitment or
// loss may take ("You cannot commit a blue Ship: only Hammer, Double Hammer and wild dice
// fight"); "" when one of them spends exactly pick.
func (g *Game) PickRefusal(alts []rules.Move, pick Pool) string {
	if len(alts) == 0 {
		return "Nothing to pay now"
	}
	if _, ok := MatchPick(alts, pick, Payment{}); ok {
		return ""
	}
	m0, ok := alts[0].(Payer)
	if !ok {
		return "That is not a payment"
	}
	return m0.refusal(g, alts, pick)
}

// refusal of a payment of a cost: the dice short or over, or the faces that do not match.
func costRefusal(m Payer, g *Game, alts []rules.Move, pick Pool) string {
	c, _ := m.cost(g)
	cost := c.Dice.Words()
	n := pick.Count()
	// the fewest and most board dice a legal payment spends, and the fewest more dice a
	// payment needs besides those picked
	lo, hi, more := 1<<10, -1, -1
	for _, a := range alts {
		p, _ := a.(Payer)
		if p == nil {
			continue
		}
		b := p.Paid().Board
		k := b.Count()
		lo, hi = min(lo, k), max(hi, k)
		if b.Holds(pick) && (more < 0 || k-n < more) {
			more = k - n
		}
	}
	switch {
	case n == 0:
		return "Pick the dice on your board to pay " + cost + " with"
	case more > 0:
		return "That is " + DiceCount(more) + " short of the cost: " + cost
	case n > hi:
		return "That is " + DiceCount(n-hi) + " more than the cost asks: " + cost
	case n < lo:
		return "That is " + DiceCount(lo-n) + " short of the cost: " + cost
	}
	p := g.s.Players[m.Seat()]
	return "Those dice do not pay " + cost + ": " + p.PaymentWords(Payment{Board: pick}) + " do not match it"
}

func (m Activate) refusal(g *Game, alts []rules.Move, pick Pool) string {
	return costRefusal(m, g, alts, pick)
}
func (m PayJourney) refusal(g *Game, alts []rules.Move, pick Pool) string {
	return costRefusal(m, g, alts, pick)
}
func (m Combination) refusal(g *Game, alts []rules.Move, pick Pool) string {
	return costRefusal(m, g, alts, pick)
}
func (m Peace) refusal(g *Game, alts []rules.Move, pick Pool) string {
	return costRefusal(m, g, alts, pick)
}

// refusal of a commitment: a die that is no Hammer source (spec §8 step 2).
func (m Commit) refusal(g *Game, alts []rules.Move, pick Pool) string {
	if pick.Count() == 0 {
		return "Pick the Hammer dice on your board to commit"
	}
	if c, f, ok := strayDie(alts, pick); ok {
		return "You cannot commit " + DieWords(c, f) + ": only Hammer, Double Hammer and wild dice fight"
	}
	return "Those dice cannot be committed together"
}

// refusal of a loss: how many it takes, or a die it cannot take (spec §2.3, J09).
func (m ChooseLoss) refusal(g *Game, alts []rules.Move, pick Pool) string {
	in := g.Info()
	n := pick.Count()
	switch {
	case n < in.Left:
		return "Pick " + DiceCount(in.Left-n) + " more: you lose " + DiceCount(in.Left)
	case n > in.Left:
		return "That is " + DiceCount(n-in.Left) + " too many: you lose " + DiceCount(in.Left)
	}
	if c, f, ok := strayDie(alts, pick); ok {
		return "You cannot lose " + DieWords(c, f) + " here: only dice showing a Hammer"
	}
	return "Those dice cannot be lost together"
}

// strayDie is a die picked more often than any of the moves alts spends it, if any.
func strayDie(alts []rules.Move, pick Pool) (Colour, Face, bool) {
	var most Pool
	for _, a := range alts {
		p, _ := a.(Payer)
		if p == nil {
			continue
		}
		b := p.Paid().Board
		for c := range most {
			for f := range most[c] {
				most[c][f] = max(most[c][f], b[c][f])
			}
		}
	}
	for c := range pick {
		for f := range pick[c] {
			if pick[c][f] > most[c][f] {
				return Colour(c), Face(f), true
			}
		}
	}
	return 0, 0, false
}

// Holds reports whether pool p holds every die of q.
func (p *Pool) Holds(q Pool) bool {
	for c := range p {
		for f := range p[c] {
			if q[c][f] > p[c][f] {
				return false
			}
		}
	}
	return true
}

// takeLabel is a Take's words: the cards of the stack or pair, the Sea Battle faced, or the
// deck's top.
func (g *Game) takeLabel(m Take) string {
	switch g.Decision() {
	case DecideTakeReavers:
		if m.From == FromDeck {
			return "Take the top " + strconv.Itoa(StackSize) + " Reaver cards"
		}
		return "Take " + rules.List(g.takenNames(RecruitReavers, m.From))
	case DecideTakeSpoils:
		if m.From == FromDeck {
			return "Take the top " + strconv.Itoa(StackSize) + " Spoils"
		}
		return "Take " + rules.List(g.takenNames(g.Info().Loc, m.From))
	case DecideBattleTarget:
		if m.From == FromDeck {
			return "Reveal the top Sea Battle"
		}
		b := Battles[g.SeaBattle(int(m.From))]
		return "Face " + b.Name + " (Defence " + strconv.Itoa(int(b.Defence)) + ")"
	}
	if m.From == FromDeck {
		return "Take from the deck"
	}
	return "Take number " + strconv.Itoa(int(m.From)+1)
}

// takenNames is the names of the cards at place from of loc's display (a stack of Reavers, a
// linked pair of Spoils, a Sea Battle), empty places left out.
func (g *Game) takenNames(loc Location, from int8) []string {
	if from < 0 || int(from) >= maxDisplay {
		return nil
	}
	var out []string
	for _, c := range g.DisplayCards(loc, from) {
		if c != NoCard {
			out = append(out, c.Name())
		}
	}
	return out
}

// DisplayCards is the cards at place from of loc's display (a Recruit stack, a Raid's linked pair,
// a Sea Battle), NoCard for an empty place.
func (g *Game) DisplayCards(loc Location, from int8) [StackSize]Card {
	s := &g.s
	out := [StackSize]Card{NoCard, NoCard}
	for k := range StackSize {
		switch loc {
		case RecruitReavers:
			if r := s.Stacks[from][k]; r >= 0 {
				out[k] = Card{ReaverDeck, int8(r)}
			}
		case RaidVillages:
			if v := s.VPairs[from][k]; v >= 0 {
				out[k] = Card{VillageSpoilsDeck, int8(v)}
			}
		case RaidKeeps:
			if c := s.KPairs[from][k]; c >= 0 {
				out[k] = Card{KeepSpoilsDeck, int8(c)}
			}
		case BattleAtSea:
			if k == 0 && s.Battles[from] >= 0 {
				out[k] = Card{SeaBattleDeck, int8(s.Battles[from])}
			}
		}
	}
	return out
}

// rewardLabel is a Trade reward's words.
func (g *Game) rewardLabel(m TakeReward) string {
	switch m.Reward {
	case VillageDieReward:
		d := g.TradeDice()[m.Index]
		return "Village die: " + DieWords(d.Colour, d.Face)
	case ProphecyReward:
		if m.Index == FromDeck {
			return "Prophecy: draw the top card"
		}
		return "Prophecy: " + Prophecies[g.ProphecyOnDisplay(int(m.Index))].Name
	}
	r := TradeRewardsMenu[m.Reward]
	return r.Name + ": " + strings.TrimSuffix(r.Text, ".")
}

// CommittedWords is the line of what seat s committed to its fight (spec §8 step 2): the
// Hammer sources and the Combat dice they gave ("Committed: 1 red Hammer die and 1
// Ship-or-Hammer token · 2 Combat dice"); dice are the fight's Combat dice now, by face. "" before
// s committed to any fight.
func (g *Game) CommittedWords(s rules.Seat, dice [NumCombatFaces]int8) string {
	pay, ok := g.Committed(s)
	if !ok {
		return ""
	}
	return g.CommitmentWords(s, pay, dice)
}

// CommitmentWords is CommittedWords for the commitment pay of seat s, as a board shows it while
// the move committing it is on show (the position before it, whose dice were not yet spent).
func (g *Game) CommitmentWords(s rules.Seat, pay Payment, dice [NumCombatFaces]int8) string {
	if s < 0 || int(s) >= MaxPlayers {
		return ""
	}
	p := g.s.Players[s]
	p.Stored |= pay.Stored // once spent, the stored dice are named with their Artifacts still
	n := 0
	for _, k := range dice {
		n += int(k)
	}
	return "Committed: " + p.PaymentWords(pay) + " · " + CombatDiceCount(n)
}

// Missing says what the player lacks to pay c (spec §2.3), "" when they can pay it: the Food
// and Favour short, then the dice of each face short after their wild dice and tokens ("1
// more Food and 2 more Chest dice").
func (p *Player) Missing(c Cost) string {
	var parts []string
	if short := int(c.Food) - int(p.Tokens[Food]); short > 0 {
		parts = append(parts, strconv.Itoa(short)+" more Food")
	}
	if short := int(c.Favour) - int(p.Tokens[Favour]); short > 0 {
		parts = append(parts, strconv.Itoa(short)+" more Favour")
	}
	var inv inventory
	inv.fill(p, forPayment)
	if c.Dice.Total() > 0 && !payable(c.Dice, &inv.total, false) {
		own := [NumNeeds]int{
			NeedShip:   int(inv.total[classShip]),
			NeedChest:  int(inv.total[classChest]),
			NeedShield: int(inv.total[classShield]),
			NeedHammer: int(inv.total[classHammer]),
		}
		either := int(inv.total[classShipOrHammer]) // a Ship-or-Hammer token
		wild := int(inv.total[classWild])
		listed := false
		for _, need := range []Need{NeedShip, NeedChest, NeedShield, NeedHammer} {
			short := int(c.Dice[need]) - own[need]
			if short > 0 && (need == NeedShip || need == NeedHammer) {
				k := min(short, either)
				short, either = short-k, either-k
			}
			k := min(max(short, 0), wild)
			short, wild = short-k, wild-k
			if short > 0 {
				parts = append(parts, count(int8(short), "more "+need.String()+" die", "more "+need.String()+" dice"))
				listed = true
			}
		}
		if !listed {
			parts = append(parts, DiceCount(c.Dice.Total()-inv.items())+" more")
		}
	}
	return rules.List(parts)
}

// CannotPayWords says why seat s cannot activate location l now, "" when it can pay l's cost:
// "You cannot pay Raid Villages (1 Food and 2 Chest dice): you need 2 more Chest dice" (spec §4.2,
// §4.3: then only a Rest is offered).
func (g *Game) CannotPayWords(s rules.Seat, l Location) string {
	if s < 0 || int(s) >= int(g.s.N) || l < 0 || l >= NumLocations {
		return ""
	}
	c := Locations[l].Cost
	p := &g.s.Players[s]
	if p.CanPay(c) {
		return ""
	}
	return "You cannot pay " + l.String() + " (" + c.Words() + "): you need " + p.Missing(c)
}

// ChoiceWords is the whole words of the cards move m chooses, for its answer's tip, so no card
// is chosen blind: the card a Resolve starts, the Prophecy a KeepProphecy keeps, the Reavers,
// Spoils or Sea Battle a Take takes from a display; "" for a move that chooses no card.
func (g *Game) ChoiceWords(m rules.Move) string {
	var cards []Card
	switch m := m.(type) {
	case Resolve:
		cards = append(cards, m.Card)
	case KeepProphecy:
		cards = append(cards, Card{Deck: ProphecyDeck, ID: int8(m.Prophecy)})
	case Take:
		if l := g.Info().Loc; m.From != FromDeck && l >= 0 && l < NumLocations {
			for _, c := range g.DisplayCards(l, m.From) {
				if c != NoCard {
					cards = append(cards, c)
				}
			}
		}
	}
	var parts []string
	for _, c := range cards {
		if w := CardWords(c); w != "" {
			parts = append(parts, w)
		}
	}
	return strings.Join(parts, " · ")
}

// FightTitle is a combat's title (spec §8): "Combat against Defence 3".
func FightTitle(defence int) string { return "Combat against Defence " + strconv.Itoa(defence) }
