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

type ruleText struct{ name, help string }

var ruleTexts = map[string]ruleText{
	RuleSpaceClosed:        {"Space out of play", "this space is not used in this game"},
	RuleSpaceOccupied:      {"Space taken", "a worker already stands here"},
	RuleFlagLimit:          {"Flag limit", "you have used as many flag spaces of this column this round as you may"},
	RuleNothingToDo:        {"Nothing to do", "you could not carry out any of this space's actions now"},
	RuleMustPlace:          {"Place a worker", "you may stay at home only when no space is open to you"},
	RuleNotYourCard:        {"Not your card", "you can use only cards you hold"},
	RuleCardUsedThisRound:  {"Used this round", "each of these cards works once a round"},
	RuleNotDoable:          {"Not possible", "that part cannot be carried out now"},
	RuleDeadEnd:            {"No way to finish", "that choice would leave the action impossible to complete"},
	RuleGoodsRule:          {"Wrong goods", "choose goods as the action says"},
	RuleNotInStock:         {"Not in your stock", "you can only give what you have"},
	RuleNotOwned:           {"Not your greenhouse", "choose one of your own greenhouses"},
	RuleGreenhouseNotEmpty: {"Greenhouse in use", "only a completely empty greenhouse can be seeded"},
	RuleTypeNotAllowed:     {"Not grown here", "this greenhouse does not allow that vegetable"},
	RuleLimitReached:       {"Limit reached", "the action allows no more"},
	RuleMustContinue:       {"Not finished", "this action must go on while it can"},
	RuleGreenhouseEmpty:    {"Nothing to harvest", "that greenhouse holds no such vegetable"},
	RuleAlreadyHarvested:   {"Another greenhouse", "each harvest of this action comes from a different greenhouse"},
	RuleCompanion:          {"Companion parcel", "only Companion Planting lets a greenhouse of 5 or more parcels take a mushroom, cauliflower or carrot on its last parcel"},
	RulePileNotOffered:     {"Other pile", "this action does not take from that pile"},
	RulePileEmpty:          {"Empty pile", "no greenhouse is left on that pile"},
	RuleCardNotInDisplay:   {"Not on offer", "take a card from the open display"},
	RuleCardNotUsable:      {"Card not usable", "its effect could not be carried out now"},
	RuleNoSharing:          {"No sharing", "cards are shared only with 3 or 4 players"},
	RuleNotNeighbour:       {"Neighbours only", "share a card of the player on your left or right"},
	RuleAlreadyShared:      {"Already shared", "each card is shared once at most"},
	RuleCannotPay:          {"Cannot pay", "you do not have the goods the next table wants"},
	RuleBonusUsed:          {"Bonus used", "the Bonus works once a round"},
	RuleBonusPending:       {"Bonus first", "use your Bonus before you stop"},
	RuleNotYourDecision:    {"Not now", "that move does not answer the decision in front of the table"},
	RuleGameOver:           {"Game over", "the game has ended"},
}

// RuleWords is what a player reads for a refusal under rule (one of the Rule constants): the
// rule's name in words, a dash and what it asks, e.g. "Space taken — a worker already stands
// here" (CLARIFICATIONS 18). An unknown rule reads "That move is not allowed now".
func RuleWords(rule string) string {
	t, ok := ruleTexts[rule]
	if !ok {
		return "That move is not allowed now"
	}
	return t.name + " — " + t.help
}

// RuleName is the rule's name in words, e.g. "Flag limit"; "" for an unknown rule.
func RuleName(rule string) string { return ruleTexts[rule].name }

// refuse builds a refusal with plain words: say (about this very case) after the rule's name,
// or the rule's general help when say is "".
func refuse(rule, say, format string, args ...any) *rules.IllegalMoveError {
	e := rules.Illegal(rule, format, args...)
	t := ruleTexts[rule]
	if say == "" {
		say = t.help
	}
	e.Words = t.name + " — " + say
	return e
}
