package reykholt

import (
	"northtable/rules"
)

// Rule names, as IllegalMoveError.Rule carries them (Reykholt spec §10.2; the spec's Err…
// names map onto these, CLARIFICATIONS 1). Players read RuleWords instead.
const (
	RuleSpaceClosed        = "§3.1a space open"
	RuleSpaceOccupied      = "§3.1b space free"
	RuleFlagLimit          = "§3.1c flag limit"
	RuleNothingToDo        = "§3.1d something to do"
	RuleMustPlace          = "§3.1 must place"
	RuleNotYourCard        = "§6.1 your card"
	RuleCardUsedThisRound  = "§6.1 once a round"
	RuleNotDoable          = "§3.2 doable"
	RuleDeadEnd            = "§3.2 no dead end"
	RuleGoodsRule          = "§4.3 goods rule"
	RuleNotInStock         = "§4.3 in stock"
	RuleNotOwned           = "§4.3 your greenhouse"
	RuleGreenhouseNotEmpty = "§4.3 empty greenhouse"
	RuleTypeNotAllowed     = "§4.3 allowed goods"
	RuleLimitReached       = "§4.3 limit reached"
	RuleMustContinue       = "§4.3 must continue"
	RuleGreenhouseEmpty    = "§4.3 something to harvest"
	RuleAlreadyHarvested   = "§4.3 different greenhouses"
	RuleCompanion          = "§6.3 companion parcel"
	RulePileNotOffered     = "§5.2 pile offered"
	RulePileEmpty          = "§5.2 pile not empty"
	RuleCardNotInDisplay   = "§6.2 in the display"
	RuleCardNotUsable      = "§6.2 card usable"
	RuleNoSharing          = "§6.4 no sharing"
	RuleNotNeighbour       = "§6.4 neighbour's card"
	RuleAlreadyShared      = "§6.4 shared once"
	RuleCannotPay          = "§3.4 payment"
	RuleBonusUsed          = "§3.4 Bonus once"
	RuleBonusPending       = "§3.4 Bonus first"
	RuleNotYourDecision    = "§10.2 pending decision"
	RuleGameOver           = "§8 game over"
)

// ruleBook is every rule in plain words (CLARIFICATIONS 18).
var ruleBook = rules.RuleBook{
	RuleSpaceClosed:        {Name: "Space out of play", Help: "this space is not used in this game"},
	RuleSpaceOccupied:      {Name: "Space taken", Help: "a worker already stands here"},
	RuleFlagLimit:          {Name: "Flag limit", Help: "you have used as many flag spaces of this column this round as you may"},
	RuleNothingToDo:        {Name: "Nothing to do", Help: "you could not carry out any of this space's actions now"},
	RuleMustPlace:          {Name: "Place a worker", Help: "you may stay at home only when no space is open to you"},
	RuleNotYourCard:        {Name: "Not your card", Help: "you can use only cards you hold"},
	RuleCardUsedThisRound:  {Name: "Used this round", Help: "each of these cards works once a round"},
	RuleNotDoable:          {Name: "Not possible", Help: "that part cannot be carried out now"},
	RuleDeadEnd:            {Name: "No way to finish", Help: "that choice would leave the action impossible to complete"},
	RuleGoodsRule:          {Name: "Wrong goods", Help: "choose goods as the action says"},
	RuleNotInStock:         {Name: "Not in your stock", Help: "you can only give what you have"},
	RuleNotOwned:           {Name: "Not your greenhouse", Help: "choose one of your own greenhouses"},
	RuleGreenhouseNotEmpty: {Name: "Greenhouse in use", Help: "only a completely empty greenhouse can be seeded"},
	RuleTypeNotAllowed:     {Name: "Not grown here", Help: "this greenhouse does not allow that vegetable"},
	RuleLimitReached:       {Name: "Limit reached", Help: "the action allows no more"},
	RuleMustContinue:       {Name: "Not finished", Help: "this action must go on while it can"},
	RuleGreenhouseEmpty:    {Name: "Nothing to harvest", Help: "that greenhouse holds no such vegetable"},
	RuleAlreadyHarvested:   {Name: "Another greenhouse", Help: "each harvest of this action comes from a different greenhouse"},
	RuleCompanion:          {Name: "Companion parcel", Help: "only Companion Planting lets a greenhouse of 5 or more parcels take a mushroom, cauliflower or carrot on its last parcel"},
	RulePileNotOffered:     {Name: "Other pile", Help: "this action does not take from that pile"},
	RulePileEmpty:          {Name: "Empty pile", Help: "no greenhouse is left on that pile"},
	RuleCardNotInDisplay:   {Name: "Not on offer", Help: "take a card from the open display"},
	RuleCardNotUsable:      {Name: "Card not usable", Help: "its effect could not be carried out now"},
	RuleNoSharing:          {Name: "No sharing", Help: "cards are shared only with 3 or 4 players"},
	RuleNotNeighbour:       {Name: "Neighbours only", Help: "share a card of the player on your left or right"},
	RuleAlreadyShared:      {Name: "Already shared", Help: "each card is shared once at most"},
	RuleCannotPay:          {Name: "Cannot pay", Help: "you do not have the goods the next table wants"},
	RuleBonusUsed:          {Name: "Bonus used", Help: "the Bonus works once a round"},
	RuleBonusPending:       {Name: "Bonus first", Help: "use your Bonus before you stop"},
	RuleNotYourDecision:    {Name: "Not now", Help: "first answer the question on the bottom line"},
	RuleGameOver:           {Name: "Game over", Help: "the game has ended"},
}

// RuleWords is what a player reads for a refusal under rule (one of the Rule constants): the
// rule's name in words, a dash and what it asks, e.g. "Space taken — a worker already stands
// here" (CLARIFICATIONS 18). An unknown rule reads "That move is not allowed now".
func RuleWords(rule string) string { return ruleBook.Words(rule) }

// RuleName is the rule's name in words, e.g. "Flag limit"; "" for an unknown rule.
func RuleName(rule string) string { return ruleBook.Name(rule) }

// refuse builds a refusal with plain words: say (about this very case) after the rule's name,
// or the rule's general help when say is "".
func refuse(rule, say, format string, args ...any) *rules.IllegalMoveError {
	return ruleBook.Refuse(rule, say, format, args...)
}

// refusal receives the worded refusal of a legality test (validate and the …Rule tests): the
// shared rules.Refusal (a nil *refusal asks only for the rule broken).
type refusal = rules.Refusal

// FinalWords says what made the last applied move an undo boundary (record.FinalWorder,
// spec §10.3), for the mover: the random pile's card it drew, or the end of its turn; "" when
// the move was not final.
func (g *Game) FinalWords() string {
	switch {
	case g.revealed:
		return "the random pile's greenhouse was drawn"
	case g.phase == PhaseOver:
		return "the game ended"
	case g.ended:
		return "your turn ended"
	}
	return ""
}
