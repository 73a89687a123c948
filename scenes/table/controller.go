package table

import (
	"time"

	"northtable/render"
	"northtable/rules"
	"northtable/rules/bot"
)

// Controller plays a computer seat. Think is called once per tick with the seat's own View
// (never the full game), the decision's number (how many moves the game has had, so a resumed
// game decides as it would have) and a time budget; it returns the chosen move once it has
// decided, or false to go on thinking during the next tick. An anytime search keeps its tree
// between calls. The shell stops calling Think for a decision once it has its move. A budget
// of 0 asks for the decision now: the controller finishes its thinking within the call (the
// shell does so when animations are off for screenshots and tests, whose pictures and moves
// must not depend on the machine's speed).
type Controller interface {
	Think(view rules.Game, move int, budget time.Duration) (rules.Move, bool)
}

// randomController is the uniform random player (rules/bot) as a Controller: it decides at once.
type randomController struct{ b *bot.Random }

// NewRandomController returns a computer seat that picks a random legal move (rules/bot.Random,
// CLARIFICATIONS 13), fixed by seed. It stands in for a real opponent in -autoplay and tests.
func NewRandomController(seed uint64) Controller {
	return randomController{b: bot.NewRandom(seed)}
}

// Think implements Controller.
func (c randomController) Think(view rules.Game, _ int, _ time.Duration) (rules.Move, bool) {
	m := c.b.Choose(view)
	return m, m != nil
}

// NewComputer returns a computer seat that searches at level l (rules/bot.Search): its random
// source comes from the game's seed and the seat, and each decision mixes in its number, so a
// saved game resumes and plays on as it would have. Natively the search runs on a goroutine of
// its own while the table draws (search_native.go); in the browser, which has one thread, it
// runs in the slices Think is given (search_js.go).
func NewComputer(l bot.Level, gameSeed uint64, seat rules.Seat) Controller {
	return newSearcher(bot.NewLevel(l, bot.Seed(gameSeed, seat)), wallCaps[l])
}

// NewSearchController returns a computer seat played by the search s, which it owns from then
// on (NewComputer gives one at a level; tests give small budgets).
func NewSearchController(s *bot.Search) Controller { return newSearcher(s, 0) }

// wallCaps are the wall-clock time a level's decision may take in the browser, where a frame
// gives the search only a slice of its time (search_js.go): the search then decides with what it
// has. Natively the level's own time cap, of thinking on a core of its own, is the limit.
var wallCaps = map[bot.Level]time.Duration{bot.Easy: 600 * time.Millisecond, bot.Normal: 2 * time.Second, bot.Hard: 6 * time.Second}

// hintSeat is mixed into a hint's seed in place of a seat, so a hint searches with a random
// source of its own and never shares a computer seat's.
const hintSeat = 0x4817

// newHinter is the search a hint asks (Table.AskHint): Normal, from the viewer's own View.
func newHinter(gameSeed uint64, seat rules.Seat) Controller {
	return newSearcher(bot.NewLevel(bot.Normal, bot.Seed(gameSeed, seat+hintSeat)), wallCaps[bot.Normal])
}

// Controller is seat s's computer controller, nil for a human seat.
func (t *Table) Controller(s rules.Seat) Controller {
	if s >= 0 && int(s) < len(t.ctrls) {
		return t.ctrls[s]
	}
	return nil
}

// Thinking reports whether seat s is a computer seat working on its decision now (the seat
// header's "thinking…" mark, SeatTag).
func (t *Table) Thinking(s rules.Seat) bool {
	g := t.match.Game()
	c := t.Controller(s)
	return !g.Over() && g.ToMove() == s && c != nil && (c != Away || t.cfg.Seats[s].Bot)
}

// SeatTag is the tag a board puts in seat s's header (render.SeatHeader) for a computer seat:
// "thinking…" on a badge while it decides, else its level in a word ("Normal"; "computer" for
// a seat whose controller is not a level's); ok is false for a human seat, whose tag is the
// board's own.
func (t *Table) SeatTag(s rules.Seat) (tag string, style render.TagStyle, ok bool) {
	switch {
	case t.Controller(s) == nil, t.Controller(s) == Away && !t.cfg.Seats[s].Bot:
		return "", 0, false
	case t.Thinking(s):
		return "thinking…", render.TagBadge, true
	}
	if st := t.cfg.Seats[s]; st.Bot && (s >= rules.Seat(len(t.cfg.Controllers)) || t.cfg.Controllers[s] == nil || t.cfg.Controllers[s] == Away) {
		return st.Level.String(), render.TagWord, true
	}
	return "computer", render.TagWord, true
}
