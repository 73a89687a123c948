package reavers

// Queries for the board scene: what the pending decision is about, beyond its Prompt, so the
// scene can word its answers and draw the combat in progress without reading the engine's
// frames itself.

// DecisionCard is the card the pending decision belongs to (the Specialised Reaver whose
// ability is offered, the Reaver being used, the Spoils being resolved), NoCard when the
// decision names none.
func (g *Game) DecisionCard() Card {
	if g.s.NF == 0 || g.Decision() == "" {
		return NoCard
	}
	c := g.top().Card
	if c.Deck < 0 || c.ID < 0 {
		return NoCard
	}
	return c
}

// DecisionJourney is the Sea Journey whose payment or suffering is pending (decision
// JourneyChoice); ok is false otherwise.
func (g *Game) DecisionJourney() (JourneyID, bool) {
	if g.Decision() != DecideJourney {
		return -1, false
	}
	return JourneyID(g.top().A), true
}

// CombatNow is the combat being fought: the Combat dice by face as last rolled (zero before
// the roll), their successes and the Defence; ok is false outside CommitHammers and
// AfterRoll.
func (g *Game) CombatNow() (dice [NumCombatFaces]int8, successes, defence int, ok bool) {
	switch g.Decision() {
	case DecideCommit, DecideAfterRoll:
		f := g.top()
		if g.Decision() == DecideAfterRoll {
			successes = g.successes(f)
		}
		return f.Dice, successes, int(f.A), true
	}
	return dice, 0, 0, false
}

// AttemptsLeft is the Subdue attempts left to the active player (decision SubdueAttempt), 0
// otherwise.
func (g *Game) AttemptsLeft() int {
	if g.Decision() != DecideSubdue {
		return 0
	}
	return int(g.top().A)
}
