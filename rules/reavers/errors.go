package reavers

import "northtable/rules"

// Rule names, as rules.IllegalMoveError.Rule carries them: the error names of Reavers spec
// §10.4, so tests compare Rule with these constants. Players read their plain words
// (RuleWords) instead, never the names.
const (
	ErrGameOver         = "ErrGameOver"         // any move after final scoring
	ErrNotYourDecision  = "ErrNotYourDecision"  // the move's seat is not the pending decision's
	ErrWrongDecision    = "ErrWrongDecision"    // the move does not answer the pending decision
	ErrLocationTaken    = "ErrLocationTaken"    // selecting a location already selected this round
	ErrCannotPay        = "ErrCannotPay"        // a cost, Peace, Combination or journey payment that cannot be met
	ErrBadPayment       = "ErrBadPayment"       // a payment naming dice or tokens not owned, used, of the wrong face or number
	ErrBadFace          = "ErrBadFace"          // a colour or face not allowed for this die
	ErrEmptySource      = "ErrEmptySource"      // a stack, pair, display card, Trade die, Territory stack or deck with nothing to take
	ErrSlotFull         = "ErrSlotFull"         // Specialise into a slot holding 3 cards
	ErrNoSuchOption     = "ErrNoSuchOption"     // an option, card, die, token or Artifact the decision does not offer
	ErrNoCombatDice     = "ErrNoCombatDice"     // Combat, Force or Pillage with no Hammer source, or a commitment worth 0
	ErrNoFavour         = "ErrNoFavour"         // a re-roll without Favour
	ErrEmptyReroll      = "ErrEmptyReroll"      // a re-roll naming no dice
	ErrArtifactTiming   = "ErrArtifactTiming"   // an Artifact power outside its window
	ErrArtifactMismatch = "ErrArtifactMismatch" // storing a die whose colour or face differs from the Artifact's
	ErrArtifactOccupied = "ErrArtifactOccupied" // storing onto an Artifact that already holds a die
	ErrNoSpace          = "ErrNoSpace"          // TakeToken with 3 Ship Upgrade tokens in play
	ErrUndoBlocked      = "ErrUndoBlocked"      // undo past a final move
)

// ruleBook is every rule in plain words (CLARIFICATIONS 18).
var ruleBook = rules.RuleBook{
	ErrGameOver:         {Name: "Game over", Help: "the game has ended"},
	ErrNotYourDecision:  {Name: "Not now", Help: "another player is deciding"},
	ErrWrongDecision:    {Name: "Not now", Help: "first answer the question on the bottom line"},
	ErrLocationTaken:    {Name: "Location taken", Help: "each location is chosen once a round"},
	ErrCannotPay:        {Name: "Cannot pay", Help: "you do not have what this costs"},
	ErrBadPayment:       {Name: "Wrong payment", Help: "pay with dice and tokens you have that show what is asked"},
	ErrBadFace:          {Name: "No such face", Help: "that die has no such face"},
	ErrEmptySource:      {Name: "Nothing there", Help: "there is nothing left to take there"},
	ErrSlotFull:         {Name: "Slot full", Help: "a Specialise slot holds at most 3 Reavers"},
	ErrNoSuchOption:     {Name: "Not a choice", Help: "that is not one of the choices now"},
	ErrNoCombatDice:     {Name: "No Hammers", Help: "a fight needs at least one Hammer"},
	ErrNoFavour:         {Name: "No Favour", Help: "a re-roll costs 1 Favour"},
	ErrEmptyReroll:      {Name: "No dice chosen", Help: "choose the Combat dice to roll again"},
	ErrArtifactTiming:   {Name: "Not now", Help: "this Artifact's power works only at its own moment"},
	ErrArtifactMismatch: {Name: "Does not fit", Help: "an Artifact holds only a die of its own colour and face"},
	ErrArtifactOccupied: {Name: "Already holds a die", Help: "an Artifact holds one die"},
	ErrNoSpace:          {Name: "No room", Help: "you have 3 Ship Upgrades already"},
	ErrUndoBlocked:      {Name: "Cannot undo", Help: "that move showed something new or ended your turn"},
}

// RuleWords is what a player reads for a refusal under rule (one of the Err constants): the
// rule's name in words, a dash and what it asks, e.g. "Slot full — a Specialise slot holds at
// most 3 Reavers" (CLARIFICATIONS 18). An unknown rule reads "That move is not allowed now".
func RuleWords(rule string) string { return ruleBook.Words(rule) }

// refuse builds the refusal of rule: say is the plain words about this very case after the
// rule's name ("" for the rule's own help), format and args the developers' detail.
func refuse(rule, say, format string, args ...any) *rules.IllegalMoveError {
	return ruleBook.Refuse(rule, say, format, args...)
}
