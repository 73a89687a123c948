// Package record keeps game records: the game id, seed, seats and every move as versioned JSON
// (ARCHITECTURE.md "Records and undo"). A record replays to the exact same state (Hash) on
// every platform; undo is a replay without the last moves, never past a move that revealed
// something nor into another seat's decisions. Games plug in through Definition; the package
// knows nothing about any particular game.
package record

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"

	"northtable/rules"
)

// FormatVersion is the version written into new records; Load accepts only this version.
const FormatVersion = 1

// Codec turns a game's moves into record entries and back.
type Codec interface {
	// EncodeMove returns the move's kind (e.g. "PlaceTile") and its fields as JSON.
	EncodeMove(m rules.Move) (kind string, data json.RawMessage, err error)
	// DecodeMove is the inverse of EncodeMove.
	DecodeMove(kind string, data []byte) (rules.Move, error)
}

// Definition is what records need from a game: its id, a way to start it, and its codec.
type Definition interface {
	Codec
	// GameID names the game in records, e.g. "orkney".
	GameID() string
	// NewGame starts a normal game for the player count and seed.
	NewGame(players int, seed uint64) (rules.Game, error)
}

// Record is one game as stored.
type Record struct {
	Version int      `json:"version"`
	Game    string   `json:"game"`
	Seed    uint64   `json:"seed,string"` // a string, so browsers keep all 64 bits
	Players []string `json:"players"`     // seat names in turn order; the count sets up the game
	Moves   []Move   `json:"moves"`
}

// Move is one recorded move.
type Move struct {
	Seat int             `json:"seat"`
	Kind string          `json:"kind"`
	Data json.RawMessage `json:"data"`
}

// ErrCannotUndo is returned by Undo when the last move may not be taken back.
var ErrCannotUndo = errors.New("record: the last move cannot be undone")

// Match is a game in progress together with its record.
type Match struct {
	def   Definition
	rec   Record
	game  rules.Game
	steps []step
}

// step remembers what undo needs about each applied move.
type step struct {
	seat     rules.Seat
	revealed bool
}

// Start begins a new game and its record.
func Start(def Definition, seed uint64, players []string) (*Match, error) {
	g, err := def.NewGame(len(players), seed)
	if err != nil {
		return nil, fmt.Errorf("record: start %s: %w", def.GameID(), err)
	}
	return &Match{
		def:  def,
		rec:  Record{Version: FormatVersion, Game: def.GameID(), Seed: seed, Players: append([]string(nil), players...)},
		game: g,
	}, nil
}

// Game is the live game. Apply moves through the Match, not directly, or the record misses them.
func (s *Match) Game() rules.Game { return s.game }

// Record returns a copy of the record so far.
func (s *Match) Record() Record {
	r := s.rec
	r.Players = append([]string(nil), s.rec.Players...)
	r.Moves = append([]Move(nil), s.rec.Moves...)
	return r
}

// Apply applies m to the game and, if it is legal, appends it to the record.
func (s *Match) Apply(m rules.Move) (rules.Outcome, error) {
	kind, data, err := s.def.EncodeMove(m)
	if err != nil {
		return rules.Outcome{}, fmt.Errorf("record: %w", err)
	}
	out, err := s.game.Apply(m)
	if err != nil {
		return out, err
	}
	s.rec.Moves = append(s.rec.Moves, Move{Seat: int(m.Seat()), Kind: kind, Data: data})
	s.steps = append(s.steps, step{seat: m.Seat(), revealed: out.Revealed})
	return out, nil
}

// UndoDepth is how many of the last moves may be undone one after another: moves of the seat
// now to move that revealed nothing.
func (s *Match) UndoDepth() int {
	n := 0
	for i := len(s.steps) - 1; i >= 0; i-- {
		st := s.steps[i]
		if st.revealed || st.seat != s.game.ToMove() {
			break
		}
		n++
	}
	return n
}

// Undo takes back the last move by replaying the record without it. It refuses with
// ErrCannotUndo when the move revealed something or was another seat's decision.
func (s *Match) Undo() error {
	if s.UndoDepth() == 0 {
		return ErrCannotUndo
	}
	r := s.Record()
	r.Moves = r.Moves[:len(r.Moves)-1]
	ns, err := replay(s.def, r)
	if err != nil {
		return fmt.Errorf("record: undo: %w", err)
	}
	*s = *ns
	return nil
}

// Replay validates a record and replays it, returning the game after its last move.
func Replay(def Definition, r Record) (rules.Game, error) {
	s, err := replay(def, r)
	if err != nil {
		return nil, err
	}
	return s.game, nil
}

func replay(def Definition, r Record) (*Match, error) {
	if r.Version != FormatVersion {
		return nil, fmt.Errorf("record: format version %d, want %d", r.Version, FormatVersion)
	}
	if r.Game != def.GameID() {
		return nil, fmt.Errorf("record: game %q, want %q", r.Game, def.GameID())
	}
	s, err := Start(def, r.Seed, r.Players)
	if err != nil {
		return nil, err
	}
	for i, rm := range r.Moves {
		m, err := def.DecodeMove(rm.Kind, rm.Data)
		if err != nil {
			return nil, fmt.Errorf("record: move %d: %w", i, err)
		}
		if int(m.Seat()) != rm.Seat {
			return nil, fmt.Errorf("record: move %d: recorded for seat %d but made by seat %d", i, rm.Seat, m.Seat())
		}
		if _, err := s.Apply(m); err != nil {
			return nil, fmt.Errorf("record: move %d (%v): %w", i, m, err)
		}
	}
	return s, nil
}

// Marshal encodes a record as indented JSON.
func Marshal(r Record) ([]byte, error) {
	b, err := json.MarshalIndent(r, "", "  ")
	if err != nil {
		return nil, fmt.Errorf("record: marshal: %w", err)
	}
	return b, nil
}

// Unmarshal decodes a record strictly: unknown fields and trailing data are errors. It does
// not replay; Load does.
func Unmarshal(data []byte) (Record, error) {
	var r Record
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&r); err != nil {
		return Record{}, fmt.Errorf("record: unmarshal: %w", err)
	}
	if dec.More() {
		return Record{}, errors.New("record: unmarshal: trailing data")
	}
	return r, nil
}

// Load decodes and replays a stored record into a match that continues the game. A corrupt
// or inconsistent record is refused with an error and nothing is returned.
func Load(def Definition, data []byte) (*Match, error) {
	r, err := Unmarshal(data)
	if err != nil {
		return nil, err
	}
	return replay(def, r)
}
