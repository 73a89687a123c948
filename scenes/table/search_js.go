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

// searcher runs a search in the slices Think is given (the browser has no second thread), at
// most one slice a frame (thinkPace).
type searcher struct {
	s    *bot.Search
	pace thinkPace
}

func newSearcher(s *bot.Search) *searcher { return &searcher{s: s} }

// Think implements Controller.
func (c *searcher) Think(view rules.Game, move int, budget time.Duration) (rules.Move, bool) {
	if budget == 0 {
		return c.s.ThinkAt(view, move, time.Hour) // now: the level's own budget ends it
	}
	if budget = c.pace.budget(time.Now(), budget); budget == 0 {
		return nil, false
	}
	m, ok := c.s.ThinkAt(view, move, budget)
	c.pace.done(time.Now())
	return m, ok
}
