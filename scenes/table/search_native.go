//go:build !js

package table

import (
	"time"

	"northtable/rules"
	"northtable/rules/bot"
)

// thinkSlice is the budget the table hands a Controller each tick. A native search ignores it:
// it thinks on its own goroutine, so the table only asks whether it is done.
const thinkSlice = 4 * time.Millisecond

// thinkOncePerFrame is off natively: asking a goroutine whether it is done costs nothing.
const thinkOncePerFrame = false

// searcher runs one decision's search on a goroutine of its own and hands the move over when
// it is done: the game loop draws at full speed meanwhile, and the search has a core to itself.
type searcher struct {
	s    *bot.Search
	job  *searchJob
	move int // the decision job searches
}

// searchJob is one decision's search in flight; done receives its answer once.
type searchJob struct{ done chan searchAnswer }

type searchAnswer struct {
	m  rules.Move
	ok bool
}

// newSearcher returns the searcher of s; wallCap is the browser's (search_js.go), unused here.
func newSearcher(s *bot.Search, _ time.Duration) *searcher { return &searcher{s: s} }

// Think implements Controller: the first call of a decision starts its search, the later ones
// ask for the answer without waiting (a budget of 0 waits for it). A search is never shared:
// the goroutine owns it until it answers, and a new decision starts only after the last one
// answered.
func (c *searcher) Think(view rules.Game, move int, budget time.Duration) (rules.Move, bool) {
	if c.job == nil {
		c.job, c.move = &searchJob{done: make(chan searchAnswer, 1)}, move
		job, s := c.job, c.s
		view = view.Clone() // the goroutine's own: nothing it reads changes under it
		go func() {
			// The level's iteration budget and time cap end the search; no slice does.
			m, ok := s.ThinkAt(view, move, time.Hour)
			job.done <- searchAnswer{m, ok}
		}()
	}
	var a searchAnswer
	if budget == 0 {
		a = <-c.job.done
	} else {
		select {
		case a = <-c.job.done:
		default:
			return nil, false
		}
	}
	c.job = nil
	if c.move != move { // the answer of an older decision: search this one
		return c.Think(view, move, budget)
	}
	return a.m, a.ok
}
