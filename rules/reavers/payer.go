package reavers

import (
	"strconv"

	"northtable/rules"
)

// The six answers that pay with crew dice and Ship Upgrade tokens (Activate, PayJourney,
// Combination, Commit, ChooseLoss, Peace) share one small interface, so a board offers,
// groups, words and checks them alike without asking which of the six it holds.

// Payer is a move that pays with dice and tokens: what it pays (Paid), the same answer paying
// nothing (Unpaid: the key its alternative payments share), and the cost it meets (Game.CostOf).
type Payer interface {
	rules.Move
	// Paid is the dice and tokens the move spends.
	Paid() Payment
	// Unpaid is the move with its payment taken out: every payment of one answer has the same.
	Unpaid() Payer
	// cost is the cost the move meets in g, and whether g asks it now.
	cost(g *Game) (Cost, bool)
	// verb starts the move's words ("Activate, paying", "Pay", "Commit", "Lose").
	verb(g *Game) string
	// aim is what a pick of dice does for the move ("change the payment").
	aim() string
	// others names the move's other payments, for the group that lists them ("Other ways to
	// pay Peace with Food II").
	others(g *Game) string
	// suggest is the payment a board offers first for the move, false for none.
	suggest(g *Game, p *Player) (Payment, bool)
	// byDice reports whether the move is answered by picking crew dice.
	byDice(g *Game) bool
	// refusal says why the board dice pick pay none of alts, the moves of the same answer.
	refusal(g *Game, alts []rules.Move, pick Pool) string
	// gives is what the payment gives besides meeting its cost, in words after it: a
	// commitment's Combat dice (" (2 Combat dice)"), "" for the others.
	gives(g *Game) string
}

func (Activate) gives(*Game) string    { return "" }
func (PayJourney) gives(*Game) string  { return "" }
func (Combination) gives(*Game) string { return "" }
func (ChooseLoss) gives(*Game) string  { return "" }
func (Peace) gives(*Game) string       { return "" }
func (m Commit) gives(g *Game) string {
	p := g.s.Players[m.By]
	return " (" + CombatDiceCount(p.CombatDice(m.Payment)) + ")"
}

// Paid is the dice and tokens the activation spends.
func (m Activate) Paid() Payment { return m.Payment }

// Paid is the dice and tokens the journey's payment spends.
func (m PayJourney) Paid() Payment { return m.Payment }

// Paid is the dice and tokens the combination spends.
func (m Combination) Paid() Payment { return m.Payment }

// Paid is the Hammer sources committed.
func (m Commit) Paid() Payment { return m.Payment }

// Paid is the dice lost.
func (m ChooseLoss) Paid() Payment { return m.Payment }

// Paid is the dice and tokens the Peace spends.
func (m Peace) Paid() Payment { return m.Payment }

// Unpaid is the activation paying nothing.
func (m Activate) Unpaid() Payer { m.Payment = Payment{}; return m }

// Unpaid is the journey's payment paying nothing.
func (m PayJourney) Unpaid() Payer { m.Payment = Payment{}; return m }

// Unpaid is the combination paying nothing.
func (m Combination) Unpaid() Payer { m.Payment = Payment{}; return m }

// Unpaid is the commitment of nothing.
func (m Commit) Unpaid() Payer { m.Payment = Payment{}; return m }

// Unpaid is the loss of nothing.
func (m ChooseLoss) Unpaid() Payer { m.Payment = Payment{}; return m }

// Unpaid is the Peace paying nothing.
func (m Peace) Unpaid() Payer { m.Payment = Payment{}; return m }

func (m Activate) cost(g *Game) (Cost, bool) {
	if l := g.s.Loc; l >= 0 && l < NumLocations {
		return Locations[l].Cost, true
	}
	return Cost{}, false
}

func (m PayJourney) cost(g *Game) (Cost, bool) {
	if f := g.top(); f != nil && f.Kind == fJourney {
		return Journeys[f.A].Pay, true
	}
	return Cost{}, false
}

func (m Combination) cost(g *Game) (Cost, bool) {
	if b, _, ok := g.FightingBattle(); ok {
		return Cost{Dice: Battles[b].Combination}, true
	}
	return Cost{}, false
}

// A commitment and a loss meet no cost: what they spend is told by their rules (§8 step 2,
// §2.3 "Losses").
func (m Commit) cost(*Game) (Cost, bool)     { return Cost{}, true }
func (m ChooseLoss) cost(*Game) (Cost, bool) { return Cost{}, true }

func (m Peace) cost(*Game) (Cost, bool) {
	if m.Stack < 0 || m.Stack >= NumStacks {
		return Cost{}, false
	}
	return Territories[m.Stack].Peace, true
}

func (m Activate) verb(*Game) string    { return "Activate, paying" }
func (m PayJourney) verb(*Game) string  { return "Pay" }
func (m Combination) verb(*Game) string { return "Pay the combination:" }
func (m Commit) verb(*Game) string      { return "Commit" }
func (m ChooseLoss) verb(*Game) string  { return "Lose" }
func (m Peace) verb(*Game) string {
	if m.Stack < 0 || m.Stack >= NumStacks {
		return "Peace: pay"
	}
	return "Peace with " + Territories[m.Stack].Name + ": pay"
}

func (Activate) others(g *Game) string { return "Other ways to pay for " + g.s.Loc.String() }
func (PayJourney) others(g *Game) string {
	if f := g.top(); g.s.NF > 0 && f.Kind == fJourney {
		return "Other ways to pay for " + Journeys[f.A].Name
	}
	return "Other ways to pay"
}
func (Combination) others(*Game) string { return "Other ways to pay the combination" }
func (Commit) others(*Game) string      { return "Other dice to commit" }
func (ChooseLoss) others(*Game) string  { return "Other dice to lose" }
func (m Peace) others(g *Game) string {
	if m.Stack < 0 || m.Stack >= NumStacks {
		return "Other ways to pay for Peace"
	}
	return "Other ways to pay Peace with " + Territories[m.Stack].Name
}

func (Activate) aim() string    { return "change the payment" }
func (PayJourney) aim() string  { return "change the payment" }
func (Combination) aim() string { return "change the payment" }
func (Commit) aim() string      { return "change what you commit" }
func (ChooseLoss) aim() string  { return "pick the dice to lose" }
func (Peace) aim() string       { return "change the payment" }

// A payment of a cost: the suggested payment (SuggestPayment); picked die by die when the
// cost asks dice.
func suggestFor(m Payer, g *Game, p *Player) (Payment, bool) {
	if c, ok := m.cost(g); ok {
		return p.SuggestPayment(c)
	}
	return Payment{}, false
}

func costByDice(m Payer, g *Game) bool {
	c, ok := m.cost(g)
	return ok && c.Dice.Total() > 0
}

func (m Activate) suggest(g *Game, p *Player) (Payment, bool)    { return suggestFor(m, g, p) }
func (m PayJourney) suggest(g *Game, p *Player) (Payment, bool)  { return suggestFor(m, g, p) }
func (m Combination) suggest(g *Game, p *Player) (Payment, bool) { return suggestFor(m, g, p) }
func (m Peace) suggest(g *Game, p *Player) (Payment, bool)       { return suggestFor(m, g, p) }
func (m Activate) byDice(g *Game) bool                           { return costByDice(m, g) }
func (m PayJourney) byDice(g *Game) bool                         { return costByDice(m, g) }
func (m Combination) byDice(g *Game) bool                        { return costByDice(m, g) }
func (m Peace) byDice(g *Game) bool                              { return costByDice(m, g) }

// A commitment: just enough Hammer sources for the fight's Defence (SuggestCommitment). A
// loss: none suggested, the player picks what to lose. Both are picked die by die.
func (m Commit) suggest(g *Game, p *Player) (Payment, bool) {
	return p.SuggestCommitment(g.Info().Defence)
}
func (m ChooseLoss) suggest(*Game, *Player) (Payment, bool) { return Payment{}, false }
func (m Commit) byDice(*Game) bool                          { return true }
func (m ChooseLoss) byDice(*Game) bool                      { return true }

// CostOf is the cost payment move m meets now (Reavers spec §4.2 a location's cost, §5.3 a Sea
// Journey's payment and a Sea Battle's combination, §5.6 a Territory's Peace; the zero Cost
// for a commitment or a loss), and whether the position asks it.
func (g *Game) CostOf(m Payer) (Cost, bool) { return m.cost(g) }

// PaysWithDice reports whether m is answered by picking crew dice: a commitment, a loss, or a
// payment of a cost that asks dice (a cost of Food alone is paid by pressing its answer).
func (g *Game) PaysWithDice(m Payer) bool { return m.byDice(g) }

// PickAim is what picking dice does for answer m, for the words over the dice ("change the
// payment", "change what you commit", "pick the dice to lose").
func PickAim(m Payer) string { return m.aim() }

// OthersLabel is the words of the group listing the other payments of m's answer, more of
// them, naming the answer so two groups never read alike: "Other ways to pay Peace with Food
// II… (10 more)"; "" for a move that pays nothing.
func (g *Game) OthersLabel(m rules.Move, more int) string {
	p, ok := m.(Payer)
	if !ok {
		return ""
	}
	return p.others(g) + "… (" + strconv.Itoa(more) + " more)"
}

// GroupKey is move m with what varies within one answer taken out: a payment's dice and
// tokens, a Rest die's, new die's or discarded die's colour and face. The moves of one answer
// share it, so a board shows them as one answer with the others on request.
func GroupKey(m rules.Move) rules.Move {
	if p, ok := m.(Payer); ok {
		return p.Unpaid()
	}
	switch m := m.(type) {
	case RestDie:
		return RestDie{By: m.By}
	case PlaceDie:
		return PlaceDie{By: m.By}
	case DiscardDie:
		return DiscardDie{By: m.By}
	}
	return m
}

// Suggested is, of the moves of one answer (alts, sharing a GroupKey), the one a board offers
// first: the payment Player.SuggestPayment proposes for a cost; for a commitment the one
// SuggestCommitment proposes against the fight's Defence; else the first listed.
func (g *Game) Suggested(alts []rules.Move) rules.Move {
	if len(alts) == 0 {
		return nil
	}
	m0, ok := alts[0].(Payer)
	if !ok {
		return alts[0]
	}
	pl := g.Player(m0.Seat())
	if want, ok := m0.suggest(g, &pl); ok {
		for _, m := range alts {
			if p, isPay := m.(Payer); isPay && p.Paid() == want {
				return m
			}
		}
	}
	return alts[0]
}

// MatchPick is, of the moves of one payment answer (alts), the one spending exactly the board
// dice pick: the one whose stored dice and tokens are prefer's when there is one, else the
// first; false when no move spends exactly those dice.
func MatchPick(alts []rules.Move, pick Pool, prefer Payment) (rules.Move, bool) {
	var first rules.Move
	for _, m := range alts {
		p, ok := m.(Payer)
		if !ok {
			continue
		}
		pay := p.Paid()
		if pay.Board != pick {
			continue
		}
		if pay.Stored == prefer.Stored && pay.Tokens == prefer.Tokens {
			return m, true
		}
		if first == nil {
			first = m
		}
	}
	return first, first != nil
}
