package wire

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Error is a message the receiver cannot take: too large, not JSON, of another version, of an
// unknown type or with unknown fields. Words are what a player reads (a server sends them back
// in a Failure); Detail is for developers. errors.Is(err, Kind) holds.
type Error struct {
	Kind   error  // ErrTooLarge, ErrMalformed, ErrVersion or ErrType
	Words  string // plain words, e.g. "This table speaks a newer version: reload the page"
	Detail string // what exactly was wrong, e.g. `json: unknown field "x"`
}

// Error returns "wire: <kind>: <detail>".
func (e *Error) Error() string {
	s := "wire: " + e.Kind.Error()
	if e.Detail != "" {
		s += ": " + e.Detail
	}
	return s
}

// Is reports whether target is the error's Kind.
func (e *Error) Is(target error) bool { return target == e.Kind }

// The kinds of *Error; compare with errors.Is.
var (
	ErrTooLarge  = errors.New("message too large")
	ErrMalformed = errors.New("malformed message")
	ErrVersion   = errors.New("unknown version")
	ErrType      = errors.New("unknown message type")
)

// Plain words of the decoding refusals.
const (
	WordsTooLarge  = "That message is too large"
	WordsMalformed = "That message could not be read"
	WordsType      = "That message is of a kind this table does not know"
	// WordsOlderPage is the refusal of a message of an older version than this side's: the
	// page (or program) that sent it is out of date.
	WordsOlderPage = "This table speaks a newer version: reload the page"
	// WordsNewerPage is the refusal of a message of a newer version than this side's.
	WordsNewerPage = "This table speaks an older version than your page: ask its host to update the server"
)

// MaxName is the longest seat name, in characters, as the setup screen's name field takes.
const MaxName = 16

// CleanName is a player's name as a table stores it: control and formatting characters
// dropped, runs of spaces made one, trimmed, cut to MaxName characters; "" stays "" (the table
// then names the seat itself).
func CleanName(s string) string {
	if !utf8.ValidString(s) {
		s = strings.ToValidUTF8(s, "")
	}
	var b strings.Builder
	n, space := 0, false
	for _, r := range s {
		if unicode.IsSpace(r) {
			space = n > 0
			continue
		}
		if !unicode.IsPrint(r) {
			continue
		}
		if space {
			if n+1 >= MaxName {
				break
			}
			b.WriteByte(' ')
			n++
			space = false
		}
		if n >= MaxName {
			break
		}
		b.WriteRune(r)
		n++
	}
	return b.String()
}

// Decode reads one message a client sent, strictly: at most MaxClientMessage bytes, one JSON
// object of version Version and a client's type, no unknown field, no trailing data, and the
// type's own checks (a TMove carries a move, a TUndo none). It returns a pointer to the
// message: *Create, *Join, *Hello, *Start or *Play. Errors are *Error.
func Decode(data []byte) (any, error) {
	if len(data) > MaxClientMessage {
		return nil, &Error{Kind: ErrTooLarge, Words: WordsTooLarge, Detail: fmt.Sprintf("%d bytes, at most %d", len(data), MaxClientMessage)}
	}
	env, err := envelope(data)
	if err != nil {
		return nil, err
	}
	var msg any
	switch env.Type {
	case TCreate:
		msg = &Create{}
	case TJoin:
		msg = &Join{}
	case THello:
		msg = &Hello{}
	case TStart:
		msg = &Start{}
	case TMove, TUndo:
		msg = &Play{}
	default:
		return nil, &Error{Kind: ErrType, Words: WordsType, Detail: fmt.Sprintf("type %q", env.Type)}
	}
	if err := strict(data, msg, true); err != nil {
		return nil, err
	}
	if p, ok := msg.(*Play); ok {
		switch {
		case env.Type == TMove && (p.Move == nil || p.Move.Kind == "" || len(p.Move.Data) == 0):
			return nil, malformed("a move message without its move")
		case env.Type == TUndo && p.Move != nil:
			return nil, malformed("an undo message with a move")
		case p.Move != nil && p.Move.Seat != p.Seat:
			return nil, malformed("move of seat %d sent for seat %d", p.Move.Seat, p.Seat)
		}
		if p.Move != nil {
			var buf bytes.Buffer
			if err := json.Compact(&buf, p.Move.Data); err != nil {
				return nil, malformed("move data: %v", err)
			}
			p.Move.Data = buf.Bytes()
		}
	}
	return msg, nil
}

// DecodeServer reads one message a server sent: at most MaxMessage bytes, of version Version
// and a server's type. Unknown fields are ignored (the server is the authority on its own
// messages). It returns *Seated, *Lobby, *State, *Update, *Refused or *Failure. Errors are
// *Error.
func DecodeServer(data []byte) (any, error) {
	if len(data) > MaxMessage {
		return nil, &Error{Kind: ErrTooLarge, Words: WordsTooLarge, Detail: fmt.Sprintf("%d bytes, at most %d", len(data), MaxMessage)}
	}
	env, err := envelope(data)
	if err != nil {
		return nil, err
	}
	var msg any
	switch env.Type {
	case TSeated:
		msg = &Seated{}
	case TLobby:
		msg = &Lobby{}
	case TState:
		msg = &State{}
	case TUpdate:
		msg = &Update{}
	case TRefused:
		msg = &Refused{}
	case TError:
		msg = &Failure{}
	default:
		return nil, &Error{Kind: ErrType, Words: WordsType, Detail: fmt.Sprintf("type %q", env.Type)}
	}
	if err := strict(data, msg, false); err != nil {
		return nil, err
	}
	return msg, nil
}

// envelope reads the version and type of a message and refuses another version.
func envelope(data []byte) (Envelope, error) {
	var env struct {
		V    *int  `json:"v"`
		Type *Type `json:"t"`
	}
	if err := json.Unmarshal(data, &env); err != nil {
		return Envelope{}, malformed("%v", err)
	}
	if env.V == nil || env.Type == nil {
		return Envelope{}, malformed("no version or type")
	}
	switch {
	case *env.V < Version:
		return Envelope{}, &Error{Kind: ErrVersion, Words: WordsOlderPage, Detail: fmt.Sprintf("version %d, this side speaks %d", *env.V, Version)}
	case *env.V > Version:
		return Envelope{}, &Error{Kind: ErrVersion, Words: WordsNewerPage, Detail: fmt.Sprintf("version %d, this side speaks %d", *env.V, Version)}
	}
	return Envelope{V: *env.V, Type: *env.Type}, nil
}

// strict decodes data into v, refusing trailing data and, when unknown is set, unknown fields.
func strict(data []byte, v any, unknown bool) error {
	dec := json.NewDecoder(bytes.NewReader(data))
	if unknown {
		dec.DisallowUnknownFields()
	}
	if err := dec.Decode(v); err != nil {
		return malformed("%v", err)
	}
	if _, err := dec.Token(); err != io.EOF {
		return malformed("trailing data after the message")
	}
	return nil
}

func malformed(format string, args ...any) *Error {
	return &Error{Kind: ErrMalformed, Words: WordsMalformed, Detail: fmt.Sprintf(format, args...)}
}

// Words is the plain-words sentence for a decoding error: the Words of an *Error in err's
// chain, WordsMalformed for any other error, "" for nil.
func Words(err error) string {
	if err == nil {
		return ""
	}
	var e *Error
	if errors.As(err, &e) {
		return e.Words
	}
	return WordsMalformed
}

// Encode returns msg as the JSON a connection sends, with its envelope filled in (Version and
// the type of msg): msg is a pointer to one of the message types of this package.
func Encode(msg any) ([]byte, error) {
	if err := Fill(msg); err != nil {
		return nil, err
	}
	return json.Marshal(msg)
}

// Fill fills in msg's envelope as Encode does, without encoding it: for a sender that encodes
// the message later, once (the table server sends each update to thousands of connections, and
// JSON encoding is much of its cost). msg is a pointer to one of the message types of this
// package; anything else is an error.
func Fill(msg any) error {
	switch m := msg.(type) {
	case *Create:
		m.Envelope = Envelope{Version, TCreate}
	case *Join:
		m.Envelope = Envelope{Version, TJoin}
	case *Hello:
		m.Envelope = Envelope{Version, THello}
	case *Start:
		m.Envelope = Envelope{Version, TStart}
	case *Play:
		m.Envelope = Envelope{Version, TMove}
		if m.Move == nil {
			m.Type = TUndo
		}
	case *Seated:
		m.Envelope = Envelope{Version, TSeated}
	case *Lobby:
		m.Envelope = Envelope{Version, TLobby}
	case *State:
		m.Envelope = Envelope{Version, TState}
	case *Update:
		m.Envelope = Envelope{Version, TUpdate}
	case *Refused:
		m.Envelope = Envelope{Version, TRefused}
	case *Failure:
		m.Envelope = Envelope{Version, TError}
	default:
		return fmt.Errorf("wire: %T is not a message", msg)
	}
	return nil
}
