package rules

// Refusal receives the worded refusal of a game's legality test. A game tests a move with a
// function that returns the rule the move breaks ("" when it is legal) and takes a *Refusal:
// nil asks for the rule only, so the test builds no words and listing the legal moves
// (AppendLegal) and Allowed allocate nothing; Check and Apply pass one and get the words of a
// refused move in Err. Reykholt and Reavers use it.
type Refusal struct{ Err *IllegalMoveError }

// Deny is a failed test's answer: rule, and, when r wants them, the words that says makes
// (called only then, so a cheap test never formats anything).
func (r *Refusal) Deny(rule string, says func() *IllegalMoveError) string {
	if r != nil {
		r.Err = says()
	}
	return rule
}
