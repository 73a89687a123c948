// Package rules is the contract every Northtable game satisfies: a pure, deterministic state
// machine that the scenes ask what is legal and tell what was chosen (ARCHITECTURE.md §The rules
// contract). Packages under rules/ never import Ebitengine, scenes, render, input or assets.
package rules

import "fmt"

// Seat is a player position, 0..n-1 in turn order from the first start player.
type Seat int

// NoSeat is the Seat returned by ToMove when no decision is pending (the game is over) and the
// owner of things nobody owns.
const NoSeat Seat = -1

// Move is one decision. Implementations are small comparable value types, one per decision kind.
type Move interface {
	// Seat is the seat making the move; Apply refuses a move whose seat is not ToMove.
	Seat() Seat
	// String describes the move for the game log.
	String() string
}

// PromptKind names the kind of decision that is pending, e.g. "PlaceTile" or "Action".
type PromptKind string

// Prompt describes the pending decision for the UI.
type Prompt struct {
	Kind PromptKind // the decision kind; "" when the game is over
	Text string     // a short wording in our own words, e.g. "Place your first tile"
}

// Game is the state of one game in progress. Every method is deterministic.
type Game interface {
	// ToMove is the seat whose decision is pending; NoSeat when Over.
	ToMove() Seat
	// Prompt is the pending decision.
	Prompt() Prompt
	// Legal lists every legal move for the pending decision, in a stable order.
	Legal() []Move
	// Apply applies a legal move. An illegal move returns *IllegalMoveError and changes nothing.
	Apply(Move) (Outcome, error)
	// Over reports whether the game has ended.
	Over() bool
	// Result is the per-seat score breakdown and the ranking after tie-breaks.
	Result() Result
	// Clone returns a deep copy that shares nothing mutable with the receiver.
	Clone() Game
	// View returns what the seat may see: hidden parts are replaced (see each game's spec).
	View(Seat) Game
	// Hash is the SHA-256 of a canonical encoding of the whole state, random generator included.
	Hash() [32]byte
}

// Outcome is what applying a move caused.
type Outcome struct {
	Revealed bool    // the move showed new information (die, card, tile): undo stops here
	Events   []Event // what happened, in order, for animations and the log
}

// Event is one visible consequence of a move, e.g. a resource gain or an island completion.
type Event struct {
	Kind   string // a short machine-readable kind, e.g. "gain", "complete", "fish-laid", "discard"
	Seat   Seat   // the seat concerned, or NoSeat
	Text   string // a line for the game log, in our own words
	Detail any    // game-specific data for animations (a comparable value or nil)
}

// Score is one seat's final score.
type Score struct {
	Seat      Seat
	Total     int
	Breakdown []Category // in display order; their Points add up to Total
	Rank      int        // 1 for the winner(s) after the tie chain; equal ranks share the place
}

// Category is one line of a score breakdown.
type Category struct {
	Name   string // e.g. "Buildings", "Trade routes", "Fish", "Task"
	Points int
	Note   string // e.g. "7 fish points" or the task name; may be empty
}

// Result is the final (or current) standing of every seat.
type Result struct {
	Scores  []Score // indexed by seat
	Winners []Seat  // seats ranked 1
	TieRule string  // which step of the tie chain decided, or "" when the top score was unique
}

// IllegalMoveError is returned by Apply for a move the rules forbid. The state is unchanged.
type IllegalMoveError struct {
	Rule   string // the spec's rule name, e.g. "P3 corner match"
	Detail string // what exactly failed, e.g. "corner 4 of (0,1) is sea but vertex (0,0,S) is land"
}

// Error returns "Rule: Detail", or just the rule when there is no detail.
func (e *IllegalMoveError) Error() string {
	if e.Detail == "" {
		return e.Rule
	}
	return fmt.Sprintf("%s: %s", e.Rule, e.Detail)
}

// Illegal builds an *IllegalMoveError with a formatted detail.
func Illegal(rule, format string, args ...any) *IllegalMoveError {
	return &IllegalMoveError{Rule: rule, Detail: fmt.Sprintf(format, args...)}
}
