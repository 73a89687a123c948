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

// searcher runs a search in the slices Think is given (the browser has no second thread), and
// ends a decision that has taken wallCap of wall-clock time with what it has (0: no limit), so a
// slow machine's computer still decides in seconds.
type searcher struct {
	s       *bot.Search
	wallCap time.Duration
	move    int       // the decision under way
	began   time.Time // when its first slice began; zero before it
}

func newSearcher(s *bot.Search, wallCap time.Duration) *searcher {
	return &searcher{s: s, wallCap: wallCap}
}

// Think implements Controller.
func (c *searcher) Think(view rules.Game, move int, budget time.Duration) (rules.Move, bool) {
	if budget == 0 {
		return c.s.ThinkAt(view, move, time.Hour) // now: the level's own budget ends it
	}
	if c.began.IsZero() || c.move != move {
		c.began, c.move = time.Now(), move
	}
	m, ok := c.s.ThinkAt(view, move, budget)
	if !ok && c.wallCap > 0 && time.Since(c.began) >= c.wallCap {
		m, ok = c.s.DecideNow()
	}
	if ok {
		c.began = time.Time{}
	}
	return m, ok
}
