package record

import (
	"bytes"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"time"

	"northtable/rules"
)

// FormatVersion is the version written into new records. Unmarshal also reads version 1.
const FormatVersion = 2

// Codec turns a game's moves into record entries and back.
type Codec interface {
	// EncodeMove returns the move's kind (e.g. "PlaceTile") and its fields as JSON.
	EncodeMove(m rules.Move) (kind string, data json.RawMessage, err error)
	// DecodeMove is the inverse of EncodeMove.
	DecodeMove(kind string, data []byte) (rules.Move, error)
}

// Definition is what records need from a game: its id, its seat range and setup options, a way
// to start it, and its codecs (moves; and, for the table server, positions and events). It is the one generic place a game's setup is described, so the
// setup screen, records and resumed games handle every game alike.
type Definition interface {
	Codec
	// GameID names the game in records, e.g. "orkney".
	GameID() string
	// SeatRange is the smallest and largest number of seats the game takes.
	SeatRange() (min, max int)
	// Options lists the game's setup options (nil when it has none).
	Options() []rules.Option
	// NewGame starts a normal game for the seat count, seed and chosen options. Bad values
	// (seat count out of range, an option the game does not offer) return an error.
	NewGame(seats int, seed uint64, opts rules.Options) (rules.Game, error)

	// EncodeState writes a position (a seat's View, or a whole game) as bytes that DecodeState
	// reads back into an equal game: same Hash, Prompt, ToMove, Legal, Over, Result, and View of
	// every seat, and it plays on (Apply) alike. It writes exactly what g holds, so a View's bytes
	// carry nothing its seat may not see. It fails only for a game of another kind.
	EncodeState(g rules.Game) ([]byte, error)
	// DecodeState reads EncodeState's bytes. Damaged, truncated or hostile bytes return an error
	// (never a panic, never a half-built game): they come over the network.
	DecodeState(data []byte) (rules.Game, error)
	// EncodeDetail writes an event's Detail as JSON (null for nil), by the event's Kind.
	EncodeDetail(e rules.Event) (json.RawMessage, error)
	// DecodeDetail is EncodeDetail's inverse for an event of the kind: the value equals (==) the
	// Detail encoded. An unknown kind or bad data returns an error.
	DecodeDetail(kind string, data []byte) (any, error)
}

// SeatKind says who plays a seat: a person at the table or a computer player.
type SeatKind string

// The seat kinds a record stores.
const (
	Human    SeatKind = "human"
	Computer SeatKind = "computer"
)

// Seat is one seat of a record: who sits there and in which colour.
type Seat struct {
	Name   string   `json:"name"`
	Colour int      `json:"colour"` // index into the table's player colours; distinct per record
	Kind   SeatKind `json:"kind"`   // Human or Computer
	// Level is a Computer seat's strength in lower case ("easy", "normal", "hard", rules/bot's
	// levels); "" for a human, and read as "normal" for a computer seat of an older record.
	Level string `json:"level,omitempty"`
}

// Record is one game as stored (format version 2; see the package documentation).
type Record struct {
	Version   int           `json:"version"`
	Game      string        `json:"game"`
	Seed      uint64        `json:"seed,string"`       // a string, so browsers keep all 64 bits
	Options   rules.Options `json:"options,omitempty"` // every offered option, defaults filled in
	Seats     []Seat        `json:"seats"`             // in turn order; the count sets up the game
	Moves     []Move        `json:"moves"`
	FinalHash string        `json:"final_hash"`     // hex of Game.Hash after the last move; "" only in version 1
	Saved     time.Time     `json:"saved,omitzero"` // when it was saved (RFC 3339); zero when unknown
}

// Move is one recorded move: the seat that made it and the game codec's kind and data.
type Move struct {
	Seat int             `json:"seat"`
	Kind string          `json:"kind"`
	Data json.RawMessage `json:"data"`
}

// recordV1 is format version 1, read by Unmarshal only.
type recordV1 struct {
	Version int      `json:"version"`
	Game    string   `json:"game"`
	Seed    uint64   `json:"seed,string"`
	Players []string `json:"players"`
	Moves   []Move   `json:"moves"`
}

// The kinds of *Error. Compare with errors.Is.
var (
	// ErrDamaged: the data is not a well-formed record (bad JSON, unknown or missing fields,
	// trailing data, a move the game cannot decode, a setup the game refuses).
	ErrDamaged = errors.New("damaged record")
	// ErrUnknownVersion: the record's format version is not one this package reads.
	ErrUnknownVersion = errors.New("unknown record format version")
	// ErrWrongGame: the record is of another game than the Definition given.
	ErrWrongGame = errors.New("record of another game")
	// ErrDrift: the record's moves do not replay: a move is refused, or the position reached
	// has another hash than the one stored.
	ErrDrift = errors.New("record does not replay to the same position")
	// ErrBadSetup: Start was given a setup the game does not take (seat count, seat kinds or
	// colours, options).
	ErrBadSetup = errors.New("bad setup")
	// ErrCannotUndo: Undo was asked when CanUndo says no.
	ErrCannotUndo = errors.New("cannot undo")
)

// Error is every refusal of this package except a game's own *rules.IllegalMoveError from
// Match.Apply. errors.Is(err, Kind) holds; Unwrap gives the cause, if any.
type Error struct {
	Kind   error  // ErrDamaged, ErrUnknownVersion, ErrWrongGame, ErrDrift, ErrBadSetup or ErrCannotUndo
	Words  string // what a player reads, in plain words, e.g. "This saved game is damaged"
	Detail string // what exactly is wrong, for developers, e.g. "move 12: unknown kind \"Teleport\""
	Err    error  // the underlying cause, or nil
}

// Error returns "record: <kind>: <detail>".
func (e *Error) Error() string {
	s := "record: " + e.Kind.Error()
	if e.Detail != "" {
		s += ": " + e.Detail
	}
	return s
}

// Is reports whether target is the error's Kind.
func (e *Error) Is(target error) bool { return target == e.Kind }

// Unwrap returns the underlying cause, or nil.
func (e *Error) Unwrap() error { return e.Err }

// Words is the plain-words sentence for err a player reads: the Words of an *Error in err's
// chain, rules.Explain's sentence otherwise, "" for nil.
func Words(err error) string {
	var e *Error
	if errors.As(err, &e) && e.Words != "" {
		return e.Words
	}
	return rules.Explain(err)
}

// Plain words of each kind of refusal.
const (
	wordsDamaged  = "This saved game is damaged and cannot be continued."
	wordsNewer    = "This saved game was made by a newer version of Northtable and cannot be continued here."
	wordsUnknown  = "This saved game is in a format Northtable does not know and cannot be continued."
	wordsWrong    = "This saved game is of another game."
	wordsDrift    = "This saved game does not replay to the same position, so it cannot be continued."
	wordsBadSetup = "This table cannot start: the game does not take these players or options."
)

func damaged(err error, format string, args ...any) *Error {
	return &Error{Kind: ErrDamaged, Words: wordsDamaged, Detail: fmt.Sprintf(format, args...), Err: err}
}

// Marshal encodes a record as indented JSON. It does not check the record.
func Marshal(r Record) ([]byte, error) {
	if r.Moves == nil {
		r.Moves = []Move{}
	}
	b, err := json.MarshalIndent(r, "", "  ")
	if err != nil {
		return nil, fmt.Errorf("record: marshal: %w", err)
	}
	return b, nil
}

// Unmarshal decodes and checks a record without replaying it (Load replays): strictly, so
// unknown fields, missing fields and trailing data are refused. Version 1 records are read
// into the version-2 shape (Version stays 1, seats are humans with colours 0..n-1, FinalHash
// is ""). Errors are *Error of kind ErrDamaged or ErrUnknownVersion.
func Unmarshal(data []byte) (Record, error) {
	var top map[string]json.RawMessage
	if err := json.Unmarshal(data, &top); err != nil {
		return Record{}, damaged(err, "not a JSON object: %v", err)
	}
	if top["version"] == nil {
		return Record{}, damaged(nil, "no format version")
	}
	var version int
	if err := json.Unmarshal(top["version"], &version); err != nil {
		return Record{}, damaged(err, "format version %s is not a number", top["version"])
	}
	required := map[int][]string{
		1: {"game", "seed", "players", "moves"},
		2: {"game", "seed", "seats", "moves", "final_hash"},
	}[version]
	for _, k := range required {
		if top[k] == nil {
			return Record{}, damaged(nil, "no %q field", k)
		}
	}
	var r Record
	switch version {
	case 1:
		var v1 recordV1
		if err := strict(data, &v1); err != nil {
			return Record{}, err
		}
		r = Record{Version: 1, Game: v1.Game, Seed: v1.Seed, Moves: v1.Moves}
		if v1.Players != nil {
			r.Seats = make([]Seat, len(v1.Players))
			for i, name := range v1.Players {
				r.Seats[i] = Seat{Name: name, Colour: i, Kind: Human}
			}
		}
	case 2:
		if err := strict(data, &r); err != nil {
			return Record{}, err
		}
	default:
		return Record{}, unknownVersion(version)
	}
	if err := check(&r); err != nil {
		return Record{}, err
	}
	return r, nil
}

func unknownVersion(v int) *Error {
	words := wordsUnknown
	if v > FormatVersion {
		words = wordsNewer
	}
	return &Error{Kind: ErrUnknownVersion, Words: words, Detail: fmt.Sprintf("format version %d; this build reads 1 to %d", v, FormatVersion)}
}

// strict decodes data into v refusing unknown fields and trailing data.
func strict(data []byte, v any) error {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return damaged(err, "%v", err)
	}
	if _, err := dec.Token(); err != io.EOF {
		return damaged(err, "trailing data after the record")
	}
	return nil
}

// check validates a decoded record's fields and normalises it in place (compact move data, nil
// for no options). It returns *Error of kind ErrDamaged or ErrUnknownVersion.
func check(r *Record) error {
	if r.Version != 1 && r.Version != FormatVersion {
		return unknownVersion(r.Version)
	}
	if r.Game == "" {
		return damaged(nil, "no game id")
	}
	if len(r.Seats) == 0 {
		return damaged(nil, "no seats")
	}
	if err := checkSeats(r.Seats); err != nil {
		return damaged(err, "%v", err)
	}
	if len(r.Options) == 0 {
		r.Options = nil
	}
	if r.Version == 1 && r.Options != nil {
		return damaged(nil, "options in a version 1 record")
	}
	if r.FinalHash == "" {
		if r.Version != 1 {
			return damaged(nil, "no final hash")
		}
	} else if _, err := parseHash(r.FinalHash); err != nil {
		return damaged(err, "final hash: %v", err)
	}
	if r.Moves == nil {
		r.Moves = []Move{}
	}
	for i := range r.Moves {
		m := &r.Moves[i]
		if m.Kind == "" {
			return damaged(nil, "move %d: no kind", i+1)
		}
		if m.Seat < 0 || m.Seat >= len(r.Seats) {
			return damaged(nil, "move %d: seat %d of %d", i+1, m.Seat, len(r.Seats))
		}
		var buf bytes.Buffer
		if err := json.Compact(&buf, m.Data); err != nil || len(m.Data) == 0 {
			return damaged(err, "move %d: data is not JSON", i+1)
		}
		m.Data = buf.Bytes()
	}
	return nil
}

// checkSeats refuses unknown seat kinds and negative or repeated colours.
func checkSeats(seats []Seat) error {
	for i, s := range seats {
		if s.Kind != Human && s.Kind != Computer {
			return fmt.Errorf("seat %d: kind %q is neither %q nor %q", i, s.Kind, Human, Computer)
		}
		if s.Colour < 0 {
			return fmt.Errorf("seat %d: colour %d", i, s.Colour)
		}
		for j := range i {
			if seats[j].Colour == s.Colour {
				return fmt.Errorf("seats %d and %d share colour %d", j, i, s.Colour)
			}
		}
	}
	return nil
}

func parseHash(s string) ([32]byte, error) {
	var h [32]byte
	b, err := hex.DecodeString(s)
	if err != nil {
		return h, err
	}
	if len(b) != len(h) {
		return h, fmt.Errorf("%d bytes, want %d", len(b), len(h))
	}
	copy(h[:], b)
	return h, nil
}

// HashString is the hex form of a game hash as records store it in FinalHash.
func HashString(h [32]byte) string { return hex.EncodeToString(h[:]) }

// clone returns a copy of r sharing nothing mutable with it.
func (r Record) clone() Record {
	c := r
	c.Seats = append([]Seat(nil), r.Seats...)
	if r.Options != nil {
		c.Options = make(rules.Options, len(r.Options))
		for k, v := range r.Options {
			c.Options[k] = v
		}
	}
	c.Moves = make([]Move, len(r.Moves))
	for i, m := range r.Moves {
		m.Data = append(json.RawMessage(nil), m.Data...)
		c.Moves[i] = m
	}
	return c
}
