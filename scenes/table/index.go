package table

import "northtable/rules"

// Index is one position's legal moves sorted by the target a player points at to make them
// (ARCHITECTURE.md §Scenes: the table shell): a cell, a space, a card, a pile, a button — a
// comparable key of the board's choosing. Every board builds one per position and asks it two
// questions: "what can I do here" (Moves) and "why not" (WhyNot, in the rules' own words).
//
// The refusals are made only when asked (a hover, a long-press, a drop, a click) and kept for
// the position, so a board never words a refusal itself and a position that is only looked at
// costs no Check at all.
type Index[K comparable] struct {
	g     rules.Game
	moves map[K][]rules.Move
	keys  []K // the targets in the order of their first move in Legal
	n     int // legal moves placed on at least one target
	why   map[K]string
}

// NewIndex builds the index of g's legal moves (Legal, in its order). targets appends to into
// the targets move m belongs to and returns it: a move may belong to several targets (a payment
// offered on each greenhouse it takes from) or to none (a move the board offers some other way).
func NewIndex[K comparable](g rules.Game, targets func(m rules.Move, into []K) []K) *Index[K] {
	ix := &Index[K]{g: g, moves: map[K][]rules.Move{}}
	if g == nil || g.Over() {
		return ix
	}
	var buf []K
	for _, m := range g.Legal() {
		buf = targets(m, buf[:0])
		for _, k := range buf {
			ms, ok := ix.moves[k]
			if !ok {
				ix.keys = append(ix.keys, k)
			}
			ix.moves[k] = append(ms, m)
		}
		if len(buf) > 0 {
			ix.n++
		}
	}
	return ix
}

// Game is the position the index was built from.
func (ix *Index[K]) Game() rules.Game { return ix.g }

// Seat is the seat whose decision the index lists (NoSeat when the game is over).
func (ix *Index[K]) Seat() rules.Seat {
	if ix.g == nil || ix.g.Over() {
		return rules.NoSeat
	}
	return ix.g.ToMove()
}

// Moves is what the mover can do at target k, in Legal's order; nil when nothing.
func (ix *Index[K]) Moves(k K) []rules.Move { return ix.moves[k] }

// Has reports whether target k takes at least one legal move.
func (ix *Index[K]) Has(k K) bool { return len(ix.moves[k]) > 0 }

// Move is the first legal move at target k, or nil.
func (ix *Index[K]) Move(k K) rules.Move {
	if ms := ix.moves[k]; len(ms) > 0 {
		return ms[0]
	}
	return nil
}

// Targets lists every target that takes a legal move, in the order of Legal (shared; do not
// modify).
func (ix *Index[K]) Targets() []K { return ix.keys }

// Len is the number of legal moves that belong to at least one target.
func (ix *Index[K]) Len() int { return ix.n }

// WhyNot is why target k takes no move now, in the rules' own words: rules.Explain of Check on
// candidate, the move the board would make there (for a button, its move). It is "" when k
// takes a move, the rules accept candidate or the game is over. The answer is worded on the first question for k
// and kept for the position, so a board names the same candidate for a target every time.
func (ix *Index[K]) WhyNot(k K, candidate rules.Move) string {
	if ix.Has(k) || ix.g == nil || candidate == nil || ix.g.Over() {
		return ""
	}
	if w, ok := ix.why[k]; ok {
		return w
	}
	if ix.why == nil {
		ix.why = map[K]string{}
	}
	w := rules.Explain(ix.g.Check(candidate))
	ix.why[k] = w
	return w
}

// Take plays the move at target k through t (Table.Take), or says why there is none: WhyNot of
// candidate, the move a player pointing at k means (nil: nothing is said). A board's click on
// a target comes down to this one call.
func (ix *Index[K]) Take(t *Table, k K, candidate rules.Move) {
	if m := ix.Move(k); m != nil {
		t.Take(m)
	} else if why := ix.WhyNot(k, candidate); why != "" {
		t.Say(why, true)
	}
}

// Allows reports whether target k takes a move now, and if not, why (WhyNot of candidate): the
// enabled state and reason of a control in one call.
func (ix *Index[K]) Allows(k K, candidate rules.Move) (bool, string) {
	if ix.Has(k) {
		return true, ""
	}
	return false, ix.WhyNot(k, candidate)
}
