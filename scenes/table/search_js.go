//go:build js

package table

import (
	"time"

	"northtable/rules"
	"northtable/rules/bot"
)

// thinkSlice is how long a computer seat may think during one tick (60 ticks a second): the
// browser build runs on one thread, so the search works in slices and the page keeps drawing.
const thinkSlice = 8 * time.Millisecond

// thinkOncePerFrame: the search thinks during one tick of each drawn frame only. Ebitengine runs
// several ticks before a frame that comes late; a slice in each would make that frame later
// still.
const thinkOncePerFrame = true

// searcher runs a search in the slices Think is given (the browser has no second thread).
type searcher struct{ s *bot.Search }

func newSearcher(s *bot.Search) *searcher { return &searcher{s: s} }

// Think implements Controller.
func (c *searcher) Think(view rules.Game, move int, budget time.Duration) (rules.Move, bool) {
	if budget == 0 {
		budget = time.Hour // now: the level's own budget ends it
	}
	return c.s.ThinkAt(view, move, budget)
}
