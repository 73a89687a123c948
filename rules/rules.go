// Package rules is the contract every Northtable game satisfies: a pure, deterministic state
// machine that the scenes ask what is legal and tell what was chosen (ARCHITECTURE.md §The rules
// contract, second edition). Packages under rules/ never import Ebitengine, scenes, render, input
// or assets.
//
// The second edition adds what a second game, the table shell and a search bot need:
//   - Seats and Check (what Apply would answer, nothing changed) on every game;
//   - plain words for every refusal (IllegalMoveError.Words, Explain), so no rule code such as
//     "P2" ever reaches a player;
//   - the undo boundary marked by the engine (Outcome.Final);
//   - events private to one seat (Event.Private), shown in the log only to that seat;
//   - event text made on demand (Game.Describe), never inside Apply, so playouts stay cheap;
//   - setup options in one generic place (Option, Options);
//   - Determinize: a full state consistent with what one seat has seen, chance reseeded, for
//     information-set search;
//   - a contract ready for search: AppendLegal lists the legal moves into a buffer the caller
//     keeps and Allowed answers legality, both without allocating. A game tests candidates
//     with a cheap internal answer (the rule broken) and makes a refusal's words only in Check
//     and Apply, when a refusal is shown.
package rules

import (
	"errors"
	"fmt"
	"maps"
	"math/rand/v2"
	"slices"
)

// Seat is a player position, 0..n-1 in turn order from the first start player.
type Seat int

// NoSeat is the Seat returned by ToMove when no decision is pending (the game is over) and the
// owner of things nobody owns.
const NoSeat Seat = -1

// Move is one decision. Implementations are small comparable value types, one per decision kind.
type Move interface {
	// Seat is the seat making the move; Apply refuses a move whose seat is not ToMove.
	Seat() Seat
	// String describes the move for developers and records' text form, e.g.
	// "Player 1 places C[stone,wood] at (0,1) rot 3". Players read Describe's events instead.
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
	// Seats is the number of seats (players) of the game.
	Seats() int
	// ToMove is the seat whose decision is pending; NoSeat when Over.
	ToMove() Seat
	// Prompt is the pending decision.
	Prompt() Prompt
	// Legal lists every legal move for the pending decision, in a stable order (AppendLegal
	// into a new slice).
	Legal() []Move
	// AppendLegal appends every legal move for the pending decision to dst, in Legal's order,
	// and returns the extended slice. It allocates nothing when dst has room, so a search can
	// list the moves of millions of positions into one buffer it keeps (dst[:0]).
	AppendLegal(dst []Move) []Move
	// Check answers what Apply would answer for m (nil or *IllegalMoveError) and changes
	// nothing. Its words are made only for a refusal.
	Check(m Move) error
	// Allowed reports whether Check(m) would be nil, building no words and allocating
	// nothing: the legality answer for a search, which tests moves it never shows.
	Allowed(m Move) bool
	// Apply applies a legal move. An illegal move returns *IllegalMoveError and changes nothing.
	// The returned Outcome.Events may share storage with the game: they stay valid until the
	// next call of Apply on the same game (copy them to keep them longer).
	Apply(Move) (Outcome, error)
	// Over reports whether the game has ended.
	Over() bool
	// Result is the per-seat score breakdown and the ranking after tie-breaks.
	Result() Result
	// Clone returns a deep copy that shares nothing mutable with the receiver.
	Clone() Game
	// View returns what the seat may see: hidden parts are replaced by placeholders that depend
	// only on what the seat knows (see each spec). A seat out of range gets a spectator's view.
	View(Seat) Game
	// Determinize returns a full game consistent with everything seat has seen: every hidden
	// part re-sampled from r among the possibilities the seat cannot tell apart, and the game's
	// own random generator reseeded from r, so chance differs from sample to sample.
	// View(seat) of the sample equals View(seat) of the receiver (compared by Hash). The
	// sample is not a view: it plays on like a real game.
	Determinize(seat Seat, r *rand.Rand) Game
	// Describe is the log line for an event of this game, in plain words, with seat names
	// taken from names (names[s] for seat s; a missing name reads "Player s+1"). It returns ""
	// for events that are not logged.
	Describe(e Event, names []string) string
	// Hash is the SHA-256 of a canonical encoding of the whole state, random generator included.
	Hash() [32]byte
}

// Outcome is what applying a move caused.
type Outcome struct {
	// Final marks an undo boundary: the move showed the mover something that was hidden from
	// them (a tile, card or die), or it ended the seat's turn or the phase. A final move and
	// everything before it stay; undo takes back only later moves (CLARIFICATIONS 17).
	Final bool
	// Events is what happened, in order, for animations and the log.
	Events []Event
}

// Event is one visible consequence of a move, e.g. a resource gain or an island completion.
type Event struct {
	Kind string // a short machine-readable kind, e.g. "gain", "complete", "fish-laid", "discard"
	Seat Seat   // the seat concerned, or NoSeat
	// Private marks an event only Seat may see (a private draw, a hidden value). The log shows
	// it only to that seat; other seats' logs skip it.
	Private bool
	Detail  any // game-specific data for animations and Describe (a comparable value or nil)
}

// VisibleTo reports whether seat s may see the event: every public event, and a private event
// only by its own seat.
func (e Event) VisibleTo(s Seat) bool { return !e.Private || e.Seat == s }

// Score is one seat's final score.
type Score struct {
	Seat      Seat
	Total     int
	Breakdown []Category // in display order; their Points add up to Total
	Rank      int        // 1 for the winner(s) after the tie chain; equal ranks share the place
	// Tiebreak is the value that decided this seat's place among seats of equal Total, in plain
	// words (e.g. "6 resources left"); "" when no tie had to be broken.
	Tiebreak string
}

// Category is one line of a score breakdown.
type Category struct {
	Name   string // e.g. "Buildings", "Trade routes", "Fish", "Task"
	Points int
	Note   string // how the points came about, in plain words, e.g. "25 fish points ÷ 3"; may be empty
	// Group names the kind the category is one of, when a player may hold several (Reavers:
	// "Prophecies", each Prophecy card's line named "Prophecy: Conqueror"); "" for none. A
	// results table too crowded for a row per category shows a group in one row under its
	// name, each member as its name's part after the first ": ", its points and its note.
	Group string
}

// Result is the final (or current) standing of every seat.
type Result struct {
	Scores  []Score // indexed by seat
	Winners []Seat  // seats ranked 1
	TieRule string  // which step of the tie chain decided, or "" when the top score was unique
	// Summary is the outcome in plain words for the results screen's second line (e.g. "on
	// table 15 of the tourism track"); "" lets the screen say the top total in points.
	Summary string
	// TotalLabel is the heading of the total column (e.g. "Table"); "" reads "Total".
	TotalLabel string
}

// IllegalMoveError is returned by Apply and Check for a move the rules forbid. The state is
// unchanged.
type IllegalMoveError struct {
	Rule   string // the spec's rule name, e.g. "P3 corner match"; for tests and developers
	Detail string // what exactly failed, e.g. "corner 4 of (0,1) is sea but vertex (0,0,S) is land"
	// Words is what a player reads: the rule's name in words and what it asks, without rule
	// codes, coordinates or Go names, e.g. "Edge match — land must meet land and sea meet sea".
	Words string
}

// Error returns "Rule: Detail", or just the rule when there is no detail.
func (e *IllegalMoveError) Error() string {
	if e.Detail == "" {
		return e.Rule
	}
	return fmt.Sprintf("%s: %s", e.Rule, e.Detail)
}

// Illegal builds an *IllegalMoveError with a formatted detail; the game fills Words.
func Illegal(rule, format string, args ...any) *IllegalMoveError {
	return &IllegalMoveError{Rule: rule, Detail: fmt.Sprintf(format, args...)}
}

// RuleText is one rule in plain words for people at the table (CLARIFICATIONS 18): its name and
// what it asks, e.g. {"Edge match", "land must meet land and sea meet sea"}.
type RuleText struct{ Name, Help string }

// RuleBook is a game's rules in plain words, by rule name (IllegalMoveError.Rule). Games build
// their refusals from it, so every refusal reads "Name — what it asks" without codes.
type RuleBook map[string]RuleText

// Words is what a player reads for a refusal under rule: "Name — help"; an unknown rule reads
// "That move is not allowed now".
func (b RuleBook) Words(rule string) string {
	t, ok := b[rule]
	if !ok {
		return "That move is not allowed now"
	}
	return t.Name + " — " + t.Help
}

// Name is the rule's name in words, "" for an unknown rule.
func (b RuleBook) Name(rule string) string { return b[rule].Name }

// Refuse builds the refusal of rule with a developer's detail (format and args) and plain
// words: say, about this very case, after the rule's name, or the rule's help when say is "".
func (b RuleBook) Refuse(rule, say, format string, args ...any) *IllegalMoveError {
	e := Illegal(rule, format, args...)
	t := b[rule]
	if say == "" {
		say = t.Help
	}
	e.Words = t.Name + " — " + say
	if t.Name == "" {
		e.Words = "That move is not allowed now"
	}
	return e
}

// Explain is the plain-words sentence for err that a player reads: the Words of an
// *IllegalMoveError (anywhere in err's chain), a general sentence for a refusal without words,
// "" for nil. Other errors are not the player's doing and read as a general failure.
func Explain(err error) string {
	if err == nil {
		return ""
	}
	var ill *IllegalMoveError
	if errors.As(err, &ill) {
		if ill.Words != "" {
			return ill.Words
		}
		return "That move is not allowed now"
	}
	return "Something went wrong: that move could not be made"
}

// Option is one setup choice a game offers, e.g. Reykholt's service-card set or who starts.
// Games list their options once; the setup screen, records and New read them alike.
type Option struct {
	Key     string   // stable id stored in records, e.g. "services"
	Label   string   // plain words for the setup screen, e.g. "Service cards"
	Choices []Choice // in display order
	Default string   // the Value of the choice a new table starts with
}

// Choice is one value of an Option.
type Choice struct {
	Value string // stored in records, e.g. "A" or "random"
	Label string // plain words, e.g. "Set A"
	Note  string // a hint, e.g. "suggested for a first game"; may be empty
}

// Options are the chosen values of a game's setup options, by Option.Key. A missing key means
// the option's Default.
type Options map[string]string

// Get returns the chosen value of o, or its Default when none was chosen.
func (opts Options) Get(o Option) string {
	if v, ok := opts[o.Key]; ok {
		return v
	}
	return o.Default
}

// CheckOptions reports the first chosen value (in key order, so the answer is always the
// same) that the game does not offer (an unknown key or a value outside its choices), as an
// error in plain words.
func CheckOptions(offered []Option, opts Options) error {
	for _, k := range slices.Sorted(maps.Keys(opts)) {
		v := opts[k]
		var found *Option
		for i := range offered {
			if offered[i].Key == k {
				found = &offered[i]
			}
		}
		if found == nil {
			return fmt.Errorf("unknown setup option %q", k)
		}
		ok := false
		for _, c := range found.Choices {
			ok = ok || c.Value == v
		}
		if !ok {
			return fmt.Errorf("setup option %s: %q is not one of its choices", found.Label, v)
		}
	}
	return nil
}
