package record

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"
)

// textTitle opens the text form.
const textTitle = "# Northtable game record"

// commentColumn is the widest a move's data may push the ";" column of the text form.
const commentColumn = 60

// MarshalText writes r in the text form for bug reports, e.g.
//
//	# Northtable game record
//	Game: orkney
//	Version: 2
//	Seed: 9223372036854775813
//	Option: "services" = "A"
//	Seat 0: "Ann", human, colour 0
//	Seat 1: "Bo", computer, colour 3
//	Final hash: 3fa2…
//	Saved: 2025-01-02T03:04:05Z
//
//	1. seat 0 ChooseTask {"By":0,"Task":2} ; Player 1 keeps a task
//
// Seats are numbered from 0 as in the JSON. The ";" comments are aligned in one column where
// the data allows. Everything after ";" on a move line is the move's
// String, for people; ParseText ignores it. def gives those Strings: with a nil def, or one of
// another game, or for a move its codec cannot decode, the comment is left out or says so. It
// does not check r.
func MarshalText(def Definition, r Record) ([]byte, error) {
	var b bytes.Buffer
	fmt.Fprintln(&b, textTitle)
	fmt.Fprintf(&b, "Game: %s\n", r.Game)
	fmt.Fprintf(&b, "Version: %d\n", r.Version)
	fmt.Fprintf(&b, "Seed: %d\n", r.Seed)
	keys := make([]string, 0, len(r.Options))
	for k := range r.Options {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	for _, k := range keys {
		fmt.Fprintf(&b, "Option: %s = %s\n", strconv.Quote(k), strconv.Quote(r.Options[k]))
	}
	for i, s := range r.Seats {
		fmt.Fprintf(&b, "Seat %d: %s, %s, colour %d\n", i, strconv.Quote(s.Name), s.Kind, s.Colour)
	}
	if r.FinalHash != "" {
		fmt.Fprintf(&b, "Final hash: %s\n", r.FinalHash)
	}
	if !r.Saved.IsZero() {
		fmt.Fprintf(&b, "Saved: %s\n", r.Saved.Format(time.RFC3339Nano))
	}
	b.WriteByte('\n')
	readable := def != nil && def.GameID() == r.Game
	moves := make([]string, len(r.Moves))
	width := 0
	for i, m := range r.Moves {
		var data bytes.Buffer
		if err := json.Compact(&data, m.Data); err != nil {
			return nil, fmt.Errorf("record: text: move %d: data is not JSON: %w", i+1, err)
		}
		moves[i] = fmt.Sprintf("%d. seat %d %s %s", i+1, m.Seat, m.Kind, data.Bytes())
		width = max(width, utf8.RuneCountInString(moves[i]))
	}
	width = min(width, commentColumn)
	for i, m := range r.Moves {
		b.WriteString(moves[i])
		if readable {
			b.WriteString(strings.Repeat(" ", max(0, width-utf8.RuneCountInString(moves[i]))))
			if mv, err := def.DecodeMove(m.Kind, m.Data); err != nil {
				fmt.Fprintf(&b, " ; (cannot be read: %s)", oneLine(err.Error()))
			} else {
				fmt.Fprintf(&b, " ; %s", oneLine(mv.String()))
			}
		}
		b.WriteByte('\n')
	}
	return b.Bytes(), nil
}

func oneLine(s string) string { return strings.ReplaceAll(strings.ReplaceAll(s, "\r", " "), "\n", " ") }

// ParseText reads the text form written by MarshalText back into the same Record and checks it
// like Unmarshal (it does not replay; Replay does). Blank lines and lines starting with "#" are
// skipped. Errors are *Error of kind ErrDamaged (naming the line) or ErrUnknownVersion.
func ParseText(text []byte) (Record, error) {
	var r Record
	seen := map[string]bool{}
	sc := bufio.NewScanner(bytes.NewReader(text))
	sc.Buffer(nil, 1<<20)
	line := 0
	bad := func(format string, args ...any) (Record, error) {
		return Record{}, damaged(nil, "text line %d: %s", line, fmt.Sprintf(format, args...))
	}
	once := func(key string) bool {
		if seen[key] {
			return false
		}
		seen[key] = true
		return true
	}
	for sc.Scan() {
		line++
		s := strings.TrimSpace(sc.Text())
		if s == "" || strings.HasPrefix(s, "#") {
			continue
		}
		if s[0] >= '0' && s[0] <= '9' {
			m, n, err := parseMoveLine(s)
			if err != nil {
				return bad("%v", err)
			}
			if n != len(r.Moves)+1 {
				return bad("move %d where move %d was due", n, len(r.Moves)+1)
			}
			r.Moves = append(r.Moves, m)
			continue
		}
		key, val, ok := strings.Cut(s, ":")
		if !ok {
			return bad("neither a header nor a move")
		}
		val = strings.TrimSpace(val)
		if len(r.Moves) > 0 {
			return bad("header %q after the moves", key)
		}
		switch {
		case key == "Game":
			if !once(key) {
				return bad("second Game line")
			}
			r.Game = val
		case key == "Version":
			v, err := strconv.Atoi(val)
			if err != nil || !once(key) {
				return bad("bad or second Version line")
			}
			r.Version = v
		case key == "Seed":
			v, err := strconv.ParseUint(val, 10, 64)
			if err != nil || !once(key) {
				return bad("bad or second Seed line")
			}
			r.Seed = v
		case key == "Option":
			k, rest, err := unquotePrefix(val)
			if err != nil {
				return bad("option key: %v", err)
			}
			rest, ok := strings.CutPrefix(strings.TrimSpace(rest), "=")
			if !ok {
				return bad("option without \"=\"")
			}
			v, rest, err := unquotePrefix(strings.TrimSpace(rest))
			if err != nil || rest != "" {
				return bad("option value must be one quoted string")
			}
			if r.Options == nil {
				r.Options = map[string]string{}
			}
			if _, dup := r.Options[k]; dup {
				return bad("option %q twice", k)
			}
			r.Options[k] = v
		case strings.HasPrefix(key, "Seat "):
			i, err := strconv.Atoi(strings.TrimPrefix(key, "Seat "))
			if err != nil || i != len(r.Seats) {
				return bad("seat %q where seat %d was due", key, len(r.Seats))
			}
			seat, err := parseSeat(val)
			if err != nil {
				return bad("%v", err)
			}
			r.Seats = append(r.Seats, seat)
		case key == "Final hash":
			if !once(key) {
				return bad("second Final hash line")
			}
			r.FinalHash = val
		case key == "Saved":
			t, err := time.Parse(time.RFC3339Nano, val)
			if err != nil || !once(key) {
				return bad("bad or second Saved line")
			}
			r.Saved = t
		default:
			return bad("unknown header %q", key)
		}
	}
	if err := sc.Err(); err != nil {
		return Record{}, damaged(err, "text: %v", err)
	}
	for _, k := range []string{"Game", "Version", "Seed"} {
		if !seen[k] {
			return Record{}, damaged(nil, "text: no %s line", k)
		}
	}
	if err := check(&r); err != nil {
		return Record{}, err
	}
	return r, nil
}

// parseMoveLine reads `N. seat S KIND DATA [; comment]`.
func parseMoveLine(s string) (Move, int, error) {
	num, rest, ok := strings.Cut(s, ". ")
	n, err := strconv.Atoi(num)
	if !ok || err != nil {
		return Move{}, 0, fmt.Errorf("a move line starts with its number and \". \"")
	}
	f := strings.SplitN(strings.TrimSpace(rest), " ", 4)
	if len(f) < 4 || f[0] != "seat" {
		return Move{}, 0, fmt.Errorf("move %d: want \"seat S KIND DATA\"", n)
	}
	seat, err := strconv.Atoi(f[1])
	if err != nil {
		return Move{}, 0, fmt.Errorf("move %d: seat %q", n, f[1])
	}
	dec := json.NewDecoder(strings.NewReader(f[3]))
	var data json.RawMessage
	if err := dec.Decode(&data); err != nil {
		return Move{}, 0, fmt.Errorf("move %d: data: %v", n, err)
	}
	tail := strings.TrimSpace(f[3][dec.InputOffset():])
	if tail != "" && !strings.HasPrefix(tail, ";") {
		return Move{}, 0, fmt.Errorf("move %d: %q after the data", n, tail)
	}
	return Move{Seat: seat, Kind: f[2], Data: data}, n, nil
}

// parseSeat reads `"NAME", KIND, colour C`.
func parseSeat(s string) (Seat, error) {
	name, rest, err := unquotePrefix(s)
	if err != nil {
		return Seat{}, fmt.Errorf("seat name: %v", err)
	}
	f := strings.Split(rest, ",")
	if len(f) != 3 || strings.TrimSpace(f[0]) != "" {
		return Seat{}, fmt.Errorf("want \"NAME\", KIND, colour C")
	}
	kind := SeatKind(strings.TrimSpace(f[1]))
	c, ok := strings.CutPrefix(strings.TrimSpace(f[2]), "colour ")
	colour, err := strconv.Atoi(c)
	if !ok || err != nil {
		return Seat{}, fmt.Errorf("want \"colour C\", not %q", f[2])
	}
	return Seat{Name: name, Colour: colour, Kind: kind}, nil
}

// unquotePrefix reads one Go-quoted string at the start of s and returns it and the rest.
func unquotePrefix(s string) (string, string, error) {
	q, err := strconv.QuotedPrefix(s)
	if err != nil {
		return "", "", err
	}
	v, err := strconv.Unquote(q)
	return v, s[len(q):], err
}
