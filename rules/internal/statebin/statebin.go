// Package statebin reads the compact binary forms of game states that the games' state codecs
// write (record.Definition's EncodeState): a prefix naming the game and the format's version,
// then numbers. The bytes come over the network, so a Reader never panics on damaged,
// truncated or hostile input: the first thing wrong is kept as its error, every later read
// gives zero, and the codec asks Err (or End) once at the end. Ranges are checked as values
// are read (Int, Int8In), so a codec states each field's range where it reads it.
package statebin

import (
	"encoding/binary"
	"fmt"

	"northtable/rules"
)

// Reader reads a state encoding from the front.
type Reader struct {
	b    []byte
	at   int // bytes read so far, for messages
	game string
	err  error
}

// NewReader starts reading data, which must begin with magic (e.g. "orkney/1"); game names the
// game in errors.
func NewReader(data []byte, game, magic string) *Reader {
	r := &Reader{b: data, game: game}
	if len(data) < len(magic) || string(data[:len(magic)]) != magic {
		r.err = fmt.Errorf("%s: state: not a %q encoding", game, magic)
		return r
	}
	r.b, r.at = data[len(magic):], len(magic)
	return r
}

// Fail records a failure (the first one stays) at the current place.
func (r *Reader) Fail(format string, args ...any) {
	if r.err == nil {
		r.err = fmt.Errorf("%s: state at byte %d: %s", r.game, r.at, fmt.Sprintf(format, args...))
	}
}

// Err is the first failure, or nil.
func (r *Reader) Err() error { return r.err }

// End is Err, or an error when bytes are left after the state.
func (r *Reader) End() error {
	if r.err == nil && len(r.b) > 0 {
		r.Fail("%d bytes after the state", len(r.b))
	}
	return r.err
}

// Rest is what is left to read.
func (r *Reader) Rest() []byte { return r.b }

// Bytes reads the next n bytes (nil after a failure). The slice aliases the input.
func (r *Reader) Bytes(n int) []byte {
	if r.err != nil {
		return nil
	}
	if n < 0 || n > len(r.b) {
		r.Fail("%d bytes wanted, %d left", n, len(r.b))
		return nil
	}
	out := r.b[:n]
	r.b, r.at = r.b[n:], r.at+n
	return out
}

// Varint reads a signed varint (binary.AppendVarint).
func (r *Reader) Varint() int64 {
	if r.err != nil {
		return 0
	}
	v, n := binary.Varint(r.b)
	if n <= 0 {
		r.Fail("bad varint")
		return 0
	}
	r.b, r.at = r.b[n:], r.at+n
	return v
}

// Int reads a signed varint that must lie in lo..hi; what names the field in the error.
func (r *Reader) Int(what string, lo, hi int) int {
	v := r.Varint()
	if r.err == nil && (v < int64(lo) || v > int64(hi)) {
		r.Fail("%s is %d, not in %d..%d", what, v, lo, hi)
		return 0
	}
	return int(v)
}

// Byte reads one byte.
func (r *Reader) Byte() byte {
	if b := r.Bytes(1); b != nil {
		return b[0]
	}
	return 0
}

// Int8In reads one byte as an int8 that must lie in lo..hi.
func (r *Reader) Int8In(what string, lo, hi int) int8 {
	v := int8(r.Byte())
	if r.err == nil && (int(v) < lo || int(v) > hi) {
		r.Fail("%s is %d, not in %d..%d", what, v, lo, hi)
		return 0
	}
	return v
}

// Bool reads a byte that must be 0 or 1.
func (r *Reader) Bool(what string) bool { return r.Int8In(what, 0, 1) == 1 }

// Uint16 reads a little-endian uint16.
func (r *Reader) Uint16() uint16 {
	if b := r.Bytes(2); b != nil {
		return binary.LittleEndian.Uint16(b)
	}
	return 0
}

// Uint32 reads a little-endian uint32.
func (r *Reader) Uint32() uint32 {
	if b := r.Bytes(4); b != nil {
		return binary.LittleEndian.Uint32(b)
	}
	return 0
}

// Uint64 reads a little-endian uint64.
func (r *Reader) Uint64() uint64 {
	if b := r.Bytes(8); b != nil {
		return binary.LittleEndian.Uint64(b)
	}
	return 0
}

// AppendString writes s as a varint length and its bytes.
func AppendString(b []byte, s string) []byte {
	b = binary.AppendVarint(b, int64(len(s)))
	return append(b, s...)
}

// String reads AppendString's string, at most max bytes long.
func (r *Reader) String(what string, max int) string {
	return string(r.Bytes(r.Int(what+"'s length", 0, max)))
}

// maxEvents and maxDetail bound an event list and one event's Detail JSON.
const (
	maxEvents = 1 << 10
	maxDetail = 1 << 12
)

// AppendEvents writes events (a game's opening): their count, then each one's kind, seat,
// private mark and Detail as the game's Details write it.
func AppendEvents(b []byte, d rules.Details, events []rules.Event) ([]byte, error) {
	b = binary.AppendVarint(b, int64(len(events)))
	for _, e := range events {
		data, err := d.Encode(e)
		if err != nil {
			return nil, err
		}
		b = AppendString(b, e.Kind)
		b = binary.AppendVarint(b, int64(e.Seat))
		if e.Private {
			b = append(b, 1)
		} else {
			b = append(b, 0)
		}
		b = AppendString(b, string(data))
	}
	return b, nil
}

// Events reads AppendEvents' events; a seat must lie in NoSeat..seats-1.
func (r *Reader) Events(d rules.Details, seats int) []rules.Event {
	n := r.Int("event count", 0, maxEvents)
	var out []rules.Event
	for range n {
		e := rules.Event{Kind: r.String("event kind", 64)}
		e.Seat = rules.Seat(r.Int("event seat", int(rules.NoSeat), seats-1))
		e.Private = r.Bool("event mark")
		data := r.Bytes(r.Int("event detail's length", 0, maxDetail))
		if r.err != nil {
			return nil
		}
		v, err := d.Decode(e.Kind, data)
		if err != nil {
			r.Fail("%v", err)
			return nil
		}
		e.Detail = v
		out = append(out, e)
	}
	return out
}

// Probe is a decoder's last guard against a state its checks let through that the game
// cannot play: it asks g every question a client asks (Prompt, Legal, Over, Result, every
// seat's View and its Hash) and applies up to probeMoves of its legal moves, spread over the
// list, to a copy, and turns a failure (a panic) into an error. The decoders' own checks are
// what keep hostile states out; Probe keeps a check they lack from crashing a client. It
// applies a sample, not every move: a client decodes a position at every move, and Orkney's
// 60–80 placements applied each time were most of a decode (0.75 ms natively, and nearly half
// of the load generator's time, build/measure/online.md).
func Probe(g rules.Game) (err error) {
	defer func() {
		if p := recover(); p != nil {
			err = fmt.Errorf("the game cannot be played: %v", p)
		}
	}()
	g.Prompt()
	g.Over()
	g.Result()
	g.Hash()
	for s := -1; s < g.Seats(); s++ {
		v := g.View(rules.Seat(s))
		v.Hash()
		v.Legal()
	}
	legal := g.Legal()
	step := max(1, (len(legal)+probeMoves-1)/probeMoves)
	for i := 0; i < len(legal); i += step {
		if _, err := g.Clone().Apply(legal[i]); err != nil {
			return fmt.Errorf("the game refuses its legal %v: %v", legal[i], err)
		}
	}
	return nil
}

// probeMoves is how many legal moves Probe applies at most.
const probeMoves = 8
