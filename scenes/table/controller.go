package table

import (
	"time"

	"northtable/rules"
	"northtable/rules/bot"
)

// thinkSlice is how long a computer seat may think during one tick (60 ticks a second), so the
// browser build, which runs on one thread, keeps drawing while it thinks.
const thinkSlice = 4 * time.Millisecond

// Controller plays a computer seat. Think is called once per tick with the seat's own View
// (never the full game) and a time budget; it returns the chosen move once it has decided, or
// false to go on thinking during the next tick. An anytime search keeps its tree between calls.
type Controller interface {
	Think(view rules.Game, budget time.Duration) (rules.Move, bool)
}

// randomController is the uniform random player (rules/bot) as a Controller: it decides at once.
type randomController struct{ b *bot.Random }

// NewRandomController returns a computer seat that picks a random legal move (rules/bot.Random,
// CLARIFICATIONS 13), fixed by seed. It stands in for a real opponent in -autoplay and tests.
func NewRandomController(seed uint64) Controller {
	return randomController{b: bot.NewRandom(seed)}
}

// Think implements Controller.
func (c randomController) Think(view rules.Game, _ time.Duration) (rules.Move, bool) {
	m := c.b.Choose(view)
	return m, m != nil
}
