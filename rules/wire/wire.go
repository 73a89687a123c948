// Package wire is what a table server and its clients say to each other over a WebSocket: small
// JSON documents, each with a version and a type, carrying moves in the records' encoding
// (record.Move) and positions as the receiving seat's View in its game's state encoding
// (record.Definition.EncodeState). It imports no network and no Ebitengine, so the desktop
// client, the browser client and the server share it, and tests read it without sockets.
package wire

import (
	"encoding/json"

	"northtable/rules/record"
)

// Version is the protocol version every message carries ("v"). A message of another version is
// refused with ErrVersion's words and changes nothing.
const Version = 1

// MaxMessage is the largest message, in bytes, either side accepts; a longer one closes the
// connection. A position of the largest game is under 8 KiB, a snapshot with a whole game's log
// under 256 KiB.
const MaxMessage = 512 << 10

// MaxClientMessage is the largest message, in bytes, a server accepts from a client: a move, a
// join or a new table is well under it.
const MaxClientMessage = 8 << 10

// Type names a message.
type Type string

// What a client sends.
const (
	TCreate Type = "create" // Create: open a new table
	TJoin   Type = "join"   // Join: take an open seat of a table by its code
	THello  Type = "hello"  // Hello: (re)connect to a table with the seat tokens kept
	TStart  Type = "start"  // Start: the host starts the game once every seat is taken
	TMove   Type = "move"   // Play: one seat's move
	TUndo   Type = "undo"   // Play with no move: take back the seat's last move
)

// What a server sends.
const (
	TSeated  Type = "seated"  // Seated: the seats (and their tokens) this connection now holds
	TLobby   Type = "lobby"   // Lobby: the table before the start: who has joined
	TState   Type = "state"   // State: the whole position for the connection's seats
	TUpdate  Type = "update"  // Update: one move or undo, as the connection's seats see it
	TRefused Type = "refused" // Refused: a move or request turned down, in plain words; nothing changed
	TError   Type = "error"   // Failure: a bad message; the server may close the connection after it
)

// Envelope is the part every message shares; the rest of the document is the type's body.
type Envelope struct {
	V    int  `json:"v"`
	Type Type `json:"t"`
}

// SeatPlan is one seat of a table being created.
type SeatPlan struct {
	Name string `json:"name,omitempty"`
	// Who: "here" (played at the creating device), "open" (taken by whoever joins with the code)
	// or "computer" (played by the server at Level).
	Who    string `json:"who"`
	Level  string `json:"level,omitempty"` // for a computer: "easy", "normal" or "hard"
	Colour int    `json:"colour"`          // index into the player colours; distinct per table
}

// Who values of a SeatPlan.
const (
	WhoHere     = "here"
	WhoOpen     = "open"
	WhoComputer = "computer"
)

// Create opens a new table (TCreate). The server answers Seated with the code and the tokens of
// the "here" seats, then Lobby.
type Create struct {
	Envelope
	Game    string            `json:"game"`
	Options map[string]string `json:"options,omitempty"`
	Seats   []SeatPlan        `json:"seats"`
}

// Join takes the first open seat of the table Code under Name (TJoin). The server answers Seated
// with the seat's token, then Lobby (or State when the game has begun).
type Join struct {
	Envelope
	Code string `json:"code"`
	Name string `json:"name"`
}

// Hello reconnects to the table Code with seat tokens given at joining (THello). Tokens of other
// tables or unknown tokens are refused; the server answers Seated, then Lobby or State.
type Hello struct {
	Envelope
	Code   string   `json:"code"`
	Tokens []string `json:"tokens"`
}

// Start asks to begin the game (TStart); only a connection holding a "here" seat of the
// creator may, and only when every seat is taken.
type Start struct {
	Envelope
	Code string `json:"code"`
}

// Play is one seat's move (TMove, Move set) or undo (TUndo, Move nil). Seat must be held by the
// connection; After is the number of moves the client has seen, so a move made on an outdated
// position is refused rather than applied to another.
type Play struct {
	Envelope
	Seat  int          `json:"seat"`
	After int          `json:"after"`
	Move  *record.Move `json:"move,omitempty"`
}

// SeatInfo is one seat as every client sees it.
type SeatInfo struct {
	Name   string `json:"name"`
	Colour int    `json:"colour"`
	Kind   string `json:"kind"`            // record.Human or record.Computer
	Level  string `json:"level,omitempty"` // a computer's level
	Taken  bool   `json:"taken"`           // someone holds the seat (always for a computer)
	Online bool   `json:"online"`          // a connection holding the seat is open now
}

// Seated tells a connection which seats it holds (TSeated). Tokens are given only once, at
// creating or joining; a client keeps them to resume (Hello).
type Seated struct {
	Envelope
	Code   string   `json:"code"`
	Seats  []int    `json:"seats"`
	Tokens []string `json:"tokens,omitempty"` // Tokens[i] is the token of Seats[i]; empty on Hello
	Host   bool     `json:"host"`             // the connection may Start
}

// Lobby is the table's seats (TLobby), sent to every connection of the table whenever a seat is
// taken before the start, and before and after the start whenever a connection holding a seat
// comes or goes (SeatInfo.Online).
type Lobby struct {
	Envelope
	Code    string            `json:"code"`
	Game    string            `json:"game"`
	Options map[string]string `json:"options,omitempty"`
	Seats   []SeatInfo        `json:"seats"`
}

// SeatView is one seat's position: its View in the game's state encoding.
type SeatView struct {
	Seat  int    `json:"seat"`
	State []byte `json:"state"` // Definition.EncodeState of the seat's View (base64 in JSON)
}

// Event is one event of a move as a receiving seat may see it; Detail is the game's
// Definition.EncodeDetail of it.
type Event struct {
	Kind    string          `json:"kind"`
	Seat    int             `json:"seat"`
	Private bool            `json:"private,omitempty"`
	Detail  json.RawMessage `json:"detail,omitempty"`
}

// Step is one move of the game's history as the connection's seats may see it: who moved, and
// the events they may see (for the log).
type Step struct {
	Seat   int     `json:"seat"`
	Events []Event `json:"events,omitempty"`
}

// State is the whole position for the connection's seats (TState): after joining a started
// game, at the start, on Hello, and whenever the connection fell behind.
type State struct {
	Envelope
	Code    string            `json:"code"`
	Game    string            `json:"game"`
	Options map[string]string `json:"options,omitempty"`
	Seats   []SeatInfo        `json:"seats"`
	Moves   int               `json:"moves"` // how many moves the game has had
	Views   []SeatView        `json:"views"` // one per seat the connection holds
	// Opening is the events of the game's setup (rules.Opener), Steps the moves since, as the
	// connection's seats may see them: the log.
	Opening []Event `json:"opening,omitempty"`
	Steps   []Step  `json:"steps,omitempty"`
	// CanUndo and Why: whether the seat to move may take back its last move, and if not why
	// (record.Match.CanUndo), when the connection holds that seat.
	CanUndo bool   `json:"can_undo,omitempty"`
	Why     string `json:"why,omitempty"`
	// Race is the finished game's race for the results screen (record.Match.Race: every
	// seat's public standing round by round); nil while the game goes on.
	Race *record.Race `json:"race,omitempty"`
}

// Update is one move or undo (TUpdate) as the connection's seats see it. Moves is the count
// after it; a client whose count was not Moves-1 (a move) or Moves+1 (an undo) asks again with
// Hello.
type Update struct {
	Envelope
	Moves   int          `json:"moves"`
	Undo    bool         `json:"undo,omitempty"`
	Seat    int          `json:"seat"`           // the seat that moved, or whose move was undone
	Move    *record.Move `json:"move,omitempty"` // only to a connection holding Seat
	Events  []Event      `json:"events,omitempty"`
	Views   []SeatView   `json:"views"`
	CanUndo bool         `json:"can_undo,omitempty"`
	Why     string       `json:"why,omitempty"`
	Race    *record.Race `json:"race,omitempty"` // as State's, with the move that ends the game
}

// Refused turns down a request in plain words (TRefused): an illegal move (the rules' words), a
// wrong code, a full table. Nothing changed.
type Refused struct {
	Envelope
	Words string `json:"words"`
}

// Failure is a bad message (TError): malformed, too large, of an unknown version or type, or too
// many too fast. Words are plain; the server may close the connection after it.
type Failure struct {
	Envelope
	Words string `json:"words"`
}
