package record

import (
	"fmt"
	"time"

	"northtable/rules"
)

// Setup is what starts a match: the seed, the chosen setup options (a missing key means the
// option's default) and the seats in turn order.
type Setup struct {
	Seed    uint64
	Options rules.Options
	Seats   []Seat
}

// Match is a game in progress together with its record. Every move goes through Apply, so the
// record, undo and saving stay right. A Match is not safe for concurrent use.
type Match struct {
	def    Definition
	setup  Setup // options resolved (every offered option present)
	game   rules.Game
	moves  []Move       // the record's entries, one per applied move
	played []rules.Move // the same moves, decoded
	finals []bool       // Outcome.Final of each applied move
	whys   []string     // for a final move, what made it final in the game's words (FinalWorder); "" when untold
	// fixed is how many moves can no longer be undone; base, when not nil, is the game after
	// them (never applied to: Undo replays on a Clone of it).
	fixed int
	base  rules.Game
	saved time.Time
}

// Start begins a new match. The options are checked against the game's and stored with every
// offered option's value filled in (so a later change of a default does not change old
// records). A seat count outside the game's range, a seat kind other than Human or Computer,
// negative or repeated colours, or an option the game does not offer return an *Error of kind
// ErrBadSetup.
func Start(def Definition, s Setup) (*Match, error) {
	bad := func(err error, format string, args ...any) error {
		return &Error{Kind: ErrBadSetup, Words: wordsBadSetup, Detail: fmt.Sprintf(format, args...), Err: err}
	}
	lo, hi := def.SeatRange()
	if n := len(s.Seats); n < lo || n > hi {
		return nil, bad(nil, "%s takes %d to %d seats, not %d", def.GameID(), lo, hi, n)
	}
	if err := checkSeats(s.Seats); err != nil {
		return nil, bad(err, "%v", err)
	}
	offered := def.Options()
	if err := rules.CheckOptions(offered, s.Options); err != nil {
		return nil, bad(err, "%v", err)
	}
	var opts rules.Options
	if len(offered) > 0 {
		opts = make(rules.Options, len(offered))
		for _, o := range offered {
			opts[o.Key] = s.Options.Get(o)
		}
	}
	g, err := def.NewGame(len(s.Seats), s.Seed, opts)
	if err != nil {
		return nil, bad(err, "%s: %v", def.GameID(), err)
	}
	if g.Seats() != len(s.Seats) {
		return nil, bad(nil, "%s started %d seats for %d", def.GameID(), g.Seats(), len(s.Seats))
	}
	return &Match{
		def:   def,
		setup: Setup{Seed: s.Seed, Options: opts, Seats: append([]Seat(nil), s.Seats...)},
		game:  g,
		base:  g.Clone(),
	}, nil
}

// Definition is the game definition the match was started or loaded with.
func (m *Match) Definition() Definition { return m.def }

// Game is the live game, for reading (ToMove, Legal, View, Describe …). Apply moves through
// the Match, never on this value, or the record misses them. After Undo, Game returns another
// value: do not keep it across Undo.
func (m *Match) Game() rules.Game { return m.game }

// Setup returns a copy of the match's setup; its Options hold every offered option.
func (m *Match) Setup() Setup {
	s := m.setup
	s.Seats = append([]Seat(nil), m.setup.Seats...)
	s.Options = cloneOptions(m.setup.Options)
	return s
}

// Seats returns a copy of the seats in turn order.
func (m *Match) Seats() []Seat { return append([]Seat(nil), m.setup.Seats...) }

// Names returns the seat names in turn order, as Game.Describe takes them.
func (m *Match) Names() []string {
	names := make([]string, len(m.setup.Seats))
	for i, s := range m.setup.Seats {
		names[i] = s.Name
	}
	return names
}

// Moves is the number of moves applied (and recorded) so far.
func (m *Match) Moves() int { return len(m.moves) }

// Played returns the moves applied so far, in order (a copy).
func (m *Match) Played() []rules.Move { return append([]rules.Move(nil), m.played...) }

// Saved is when the match was last saved by Marshal, or when the record it was loaded from was
// saved; zero when unknown.
func (m *Match) Saved() time.Time { return m.saved }

// Record returns a copy of the record so far, format version FormatVersion, with FinalHash the
// hash of the current game.
func (m *Match) Record() Record { return m.record().clone() }

// record shares the match's slices; callers must not modify it.
func (m *Match) record() Record {
	return Record{
		Version:   FormatVersion,
		Game:      m.def.GameID(),
		Seed:      m.setup.Seed,
		Options:   m.setup.Options,
		Seats:     m.setup.Seats,
		Moves:     m.moves,
		FinalHash: HashString(m.game.Hash()),
		Saved:     m.saved,
	}
}

// Apply applies mv to the game and records it. A move the rules refuse returns the game's
// *rules.IllegalMoveError unchanged (rules.Explain gives its words) and changes nothing; a
// move the codec cannot encode returns an error and changes nothing. The Outcome's Events are
// the caller's own copy: they stay valid after later Apply and Undo calls.
func (m *Match) Apply(mv rules.Move) (rules.Outcome, error) {
	kind, data, err := m.def.EncodeMove(mv)
	if err != nil {
		return rules.Outcome{}, fmt.Errorf("record: encode %v: %w", mv, err)
	}
	out, err := m.game.Apply(mv)
	if err != nil {
		return rules.Outcome{}, err
	}
	if out.Events != nil {
		out.Events = append([]rules.Event(nil), out.Events...)
	}
	m.push(Move{Seat: int(mv.Seat()), Kind: kind, Data: append([]byte(nil), data...)}, mv, out.Final)
	if m.fixed == len(m.moves) {
		m.base = m.game.Clone()
	}
	return out, nil
}

// push records an applied move and moves the fixed point past it when it is final or the
// decision passed to another seat (or the game ended). It leaves base to the caller.
func (m *Match) push(e Move, mv rules.Move, final bool) {
	m.moves = append(m.moves, e)
	m.played = append(m.played, mv)
	m.finals = append(m.finals, final)
	why := ""
	if fw, ok := m.game.(FinalWorder); ok && final {
		why = fw.FinalWords()
	}
	m.whys = append(m.whys, why)
	if final || m.game.ToMove() != mv.Seat() {
		m.fixed = len(m.moves)
		m.base = nil
	}
}

// Plain-words reasons of CanUndo.
const (
	ReasonNothing  = "Nothing to undo yet"
	ReasonOver     = "The game is over"
	ReasonShown    = "Your last move stays — it ended a turn or showed you something new"
	ReasonStays    = "Your last move stays — " // followed by the game's FinalWords
	ReasonTurnOver = "Your turn has ended"
	ReasonOther    = "Another player has decided since your last move"
)

// FinalWorder is a game that says what made its last applied move final (an undo boundary),
// in the rules' words for the mover, to follow ReasonStays: "the random pile's greenhouse was
// drawn", "your turn ended". The match asks right after a final move is applied (or replayed
// on load); "" leaves ReasonShown.
type FinalWorder interface {
	FinalWords() string
}

// CanUndo reports whether Undo would take back the last move and, when it would not, why, in
// plain words worded for the seat to move (for a disabled Undo button): ReasonNothing,
// ReasonOver, ReasonStays with the game's FinalWords (else ReasonShown), ReasonTurnOver (the seat to move is a computer, so the person at
// the table has had their turn) or ReasonOther.
func (m *Match) CanUndo() (ok bool, reason string) {
	n := len(m.moves)
	switch {
	case n == 0:
		return false, ReasonNothing
	case m.game.Over():
		return false, ReasonOver
	}
	to := m.game.ToMove()
	if to < 0 || int(to) >= len(m.setup.Seats) || m.setup.Seats[to].Kind == Computer {
		return false, ReasonTurnOver
	}
	if m.fixed < n {
		return true, ""
	}
	if rules.Seat(m.moves[n-1].Seat) == to {
		if why := m.whys[n-1]; why != "" {
			return false, ReasonStays + why
		}
		return false, ReasonShown
	}
	// The last moves are another seat's: the seat to move has moved before them (in this turn
	// or an earlier one), or has not moved at all yet.
	for i := n - 1; i >= 0; i-- {
		if rules.Seat(m.moves[i].Seat) == to {
			return false, ReasonOther
		}
	}
	return false, ReasonNothing
}

// Undo takes back the last move: the game returns to the exact state before it (same Hash)
// and the record forgets it. It refuses with an *Error of kind ErrCannotUndo, whose Words are
// CanUndo's reason, when CanUndo says no. Undo replays at most the moves since the last fixed
// point, from a snapshot.
func (m *Match) Undo() error {
	if ok, why := m.CanUndo(); !ok {
		return &Error{Kind: ErrCannotUndo, Words: why, Detail: why}
	}
	n := len(m.moves)
	if m.base == nil {
		g, err := m.replayTo(m.fixed)
		if err != nil {
			return err
		}
		m.base = g
	}
	g := m.base.Clone()
	for i := m.fixed; i < n-1; i++ {
		if _, err := g.Apply(m.played[i]); err != nil {
			return &Error{Kind: ErrDrift, Words: wordsDrift, Detail: fmt.Sprintf("undo: move %d (%v) refused on replay: %v", i+1, m.played[i], err), Err: err}
		}
	}
	m.game = g
	m.moves = m.moves[:n-1]
	m.played = m.played[:n-1]
	m.finals = m.finals[:n-1]
	m.whys = m.whys[:n-1]
	return nil
}

// replayTo starts a fresh game and applies the first k played moves.
func (m *Match) replayTo(k int) (rules.Game, error) {
	g, err := m.def.NewGame(len(m.setup.Seats), m.setup.Seed, m.setup.Options)
	if err != nil {
		return nil, &Error{Kind: ErrDrift, Words: wordsDrift, Detail: fmt.Sprintf("restart: %v", err), Err: err}
	}
	for i := range k {
		if _, err := g.Apply(m.played[i]); err != nil {
			return nil, &Error{Kind: ErrDrift, Words: wordsDrift, Detail: fmt.Sprintf("move %d (%v) refused on replay: %v", i+1, m.played[i], err), Err: err}
		}
	}
	return g, nil
}

// Walk replays the match from the start and calls f after each move with its index (0-based),
// the move, the game after it (valid during the call only) and its outcome (events valid during
// the call only) — e.g. to rebuild the log of a resumed game. It does not change the match.
func (m *Match) Walk(f func(i int, mv rules.Move, g rules.Game, out rules.Outcome)) error {
	g, err := m.replayTo(0)
	if err != nil {
		return err
	}
	for i, mv := range m.played {
		out, err := g.Apply(mv)
		if err != nil {
			return &Error{Kind: ErrDrift, Words: wordsDrift, Detail: fmt.Sprintf("move %d (%v) refused on replay: %v", i+1, mv, err), Err: err}
		}
		f(i, mv, g, out)
	}
	return nil
}

// Marshal encodes the match's record as JSON for a save, with Saved set to saved (UTC, whole
// seconds; a zero time leaves it out), and remembers saved as Saved.
func (m *Match) Marshal(saved time.Time) ([]byte, error) {
	if !saved.IsZero() {
		saved = saved.UTC().Truncate(time.Second)
	}
	m.saved = saved
	return Marshal(m.record())
}

// Replay checks a record and replays it into a match that continues the game. It refuses with
// an *Error: ErrUnknownVersion, ErrDamaged (bad fields, a move the codec cannot decode or
// recorded for another seat than its own, a setup the game refuses), ErrWrongGame (another
// game than def) or ErrDrift (a move refused, or a final hash other than the stored one).
// Nothing is returned with an error.
func Replay(def Definition, r Record) (*Match, error) {
	r = r.clone()
	if err := check(&r); err != nil {
		return nil, err
	}
	if r.Game != def.GameID() {
		return nil, &Error{Kind: ErrWrongGame, Words: wordsWrong, Detail: fmt.Sprintf("game %q, want %q", r.Game, def.GameID())}
	}
	m, err := Start(def, Setup{Seed: r.Seed, Options: r.Options, Seats: r.Seats})
	if err != nil {
		return nil, damaged(err, "setup: %v", err)
	}
	for i, e := range r.Moves {
		mv, err := def.DecodeMove(e.Kind, e.Data)
		if err != nil {
			return nil, damaged(err, "move %d: %v", i+1, err)
		}
		if int(mv.Seat()) != e.Seat {
			return nil, damaged(nil, "move %d: recorded for seat %d but made by seat %d", i+1, e.Seat, mv.Seat())
		}
		out, err := m.game.Apply(mv)
		if err != nil {
			return nil, &Error{Kind: ErrDrift, Words: wordsDrift, Detail: fmt.Sprintf("move %d (%v) is refused: %v", i+1, mv, err), Err: err}
		}
		m.push(e, mv, out.Final)
	}
	if r.FinalHash != "" {
		want, _ := parseHash(r.FinalHash) // checked by check
		if got := m.game.Hash(); got != want {
			return nil, &Error{Kind: ErrDrift, Words: wordsDrift, Detail: fmt.Sprintf("after %d moves the position's hash is %s, the record says %s", len(r.Moves), HashString(got), r.FinalHash)}
		}
	}
	if m.fixed == len(m.moves) {
		m.base = m.game.Clone()
	}
	m.saved = r.Saved
	return m, nil
}

// Load decodes a save (Unmarshal) and replays it (Replay). Errors are those of both; nothing is
// returned with an error.
func Load(def Definition, data []byte) (*Match, error) {
	r, err := Unmarshal(data)
	if err != nil {
		return nil, err
	}
	return Replay(def, r)
}

func cloneOptions(o rules.Options) rules.Options {
	if o == nil {
		return nil
	}
	c := make(rules.Options, len(o))
	for k, v := range o {
		c[k] = v
	}
	return c
}
