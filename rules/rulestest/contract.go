package rulestest

import (
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"math/rand/v2"
	"reflect"
	"regexp"
	"slices"
	"strings"
	"sync"

	"northtable/rules"
)

// foreign is a move of no game's kind.
type foreign struct{ By rules.Seat }

func (m foreign) Seat() rules.Seat { return m.By }
func (foreign) String() string     { return "a move of no game (rulestest)" }

// code matches what no player reads in any game: section marks and rule codes such as "P2",
// "G17" or "§3.1".
var code = regexp.MustCompile(`§|\b[A-Z]{1,2}[0-9]{1,2}(\.[0-9]+)?\b`)

// number is the first number of a move's JSON after a field name.
var number = regexp.MustCompile(`:-?[0-9]+`)

// names are the seat names log lines are made with.
var names = []string{"Ann", "Bo", "Cai", "Dee", "Eve", "Fay"}

var plainSeen sync.Map // words → error (nil or not), since the same sentences come back often

// plain returns what is wrong with words a player reads, or nil.
func (s *Suite) plain(words string) error {
	if v, ok := plainSeen.Load(words); ok {
		if v == nil {
			return nil
		}
		return v.(error)
	}
	var err error
	switch {
	case words == "":
		err = errors.New("no words")
	case code.MatchString(words):
		err = fmt.Errorf("%q holds a rule code", words)
	case s.Words != nil:
		if e := s.Words(words); e != nil {
			err = fmt.Errorf("%q: %v", words, e)
		}
	}
	if err == nil {
		plainSeen.Store(words, nil)
	} else {
		plainSeen.Store(words, err)
	}
	return err
}

// tally is what the walks and built positions gather for the checks made once they are done.
type tally struct {
	coded   map[string]bool // codec kinds of legal moves round-tripped
	refused map[string]bool // rules (IllegalMoveError.Rule) candidates were refused under
}

func newTally() *tally { return &tally{coded: map[string]bool{}, refused: map[string]bool{}} }

// add adds what o gathered to t.
func (t *tally) add(o *tally) {
	maps.Copy(t.coded, o.coded)
	maps.Copy(t.refused, o.refused)
}

// position is what checkPosition reads of the walk so far.
type position struct {
	elsewhere      []rules.Move // moves legal at earlier positions (of any seat)
	seen           *tally       // nil: nothing gathered
	invariantMoves int          // how many legal moves have the invariant checked after them; 0: all
	buf            []rules.Move // reused by AppendLegal from position to position
}

// sample returns up to n of the moves legal elsewhere, drawn from r.
func (p *position) sample(r *rand.Rand, n int) []rules.Move {
	if len(p.elsewhere) <= n {
		return p.elsewhere
	}
	out := make([]rules.Move, n)
	for i := range out {
		out[i] = p.elsewhere[r.IntN(len(p.elsewhere))]
	}
	return out
}

// remember adds the legal moves of this position to the moves tried elsewhere, keeping a bounded
// sample.
func (p *position) remember(r *rand.Rand, legal []rules.Move) {
	for _, m := range legal {
		if len(p.elsewhere) < 256 {
			p.elsewhere = append(p.elsewhere, m)
		} else if k := r.IntN(len(p.elsewhere) * 4); k < len(p.elsewhere) {
			p.elsewhere[k] = m
		}
	}
}

// checkState checks what holds at every position: over, ToMove, Legal and Prompt agree.
func checkState(s *Suite, g rules.Game, legal []rules.Move) error {
	over, mover, n := g.Over(), g.ToMove(), g.Seats()
	if n <= 0 {
		return fmt.Errorf("%d seats", n)
	}
	p := g.Prompt()
	if over {
		if mover != rules.NoSeat {
			return fmt.Errorf("over, but seat %d is to move", mover)
		}
		if len(legal) != 0 {
			return fmt.Errorf("over, but Legal lists %v", legal)
		}
		if p.Kind != "" {
			return fmt.Errorf("over, but the prompt is %q", p.Kind)
		}
		return nil
	}
	if mover < 0 || int(mover) >= n {
		return fmt.Errorf("seat %d of %d is to move", mover, n)
	}
	if len(legal) == 0 {
		return fmt.Errorf("no legal move before the end (%s)", p.Kind)
	}
	if p.Kind == "" {
		return fmt.Errorf("no prompt kind before the end")
	}
	if err := s.plain(p.Text); err != nil {
		return fmt.Errorf("prompt: %v", err)
	}
	return nil
}

// checkOutcome checks what every applied move gives under the contract: private events
// belong to a seat and only it sees them, and (with describe) every log line is plain words.
// (A move that hands the decision to another seat need not be Final: records treat the change
// of seat as a boundary of their own.)
func checkOutcome(s *Suite, g rules.Game, m rules.Move, out rules.Outcome, describe bool) error {
	n := rules.NoSeat
	for _, e := range out.Events {
		if e.Private {
			if n == rules.NoSeat {
				n = rules.Seat(g.Seats())
			}
			if e.Seat < 0 || e.Seat >= n || !e.VisibleTo(e.Seat) || e.VisibleTo((e.Seat+1)%n) && n > 1 {
				return fmt.Errorf("%v: private event %q of seat %d", m, e.Kind, e.Seat)
			}
		}
		if !describe {
			continue
		}
		for _, nm := range [][]string{names, nil} {
			if line := g.Describe(e, nm); line != "" {
				if err := s.plain(line); err != nil {
					return fmt.Errorf("%v: log line of %q: %v", m, e.Kind, err)
				}
			}
		}
	}
	return nil
}

// checkRefusal requires err (from Apply) and cerr (from Check) to be the same refusal in plain
// words.
func checkRefusal(s *Suite, m rules.Move, err, cerr error) error {
	ill, ok := err.(*rules.IllegalMoveError)
	if !ok && !errors.As(err, &ill) {
		return fmt.Errorf("%v: Apply refuses with %T %v, not a *rules.IllegalMoveError", m, err, err)
	}
	cill, ok := cerr.(*rules.IllegalMoveError)
	if !ok && !errors.As(cerr, &cill) {
		return fmt.Errorf("%v: Check refuses with %T %v, not a *rules.IllegalMoveError", m, cerr, cerr)
	}
	if err.Error() != cerr.Error() || ill.Words != cill.Words {
		return fmt.Errorf("%v: Apply says %v (%q), Check says %v (%q)", m, err, ill.Words, cerr, cill.Words)
	}
	if ill.Rule == "" || ill.Detail == "" {
		return fmt.Errorf("%v: refused under no rule or without a detail: %q", m, err)
	}
	if name, help, ok := strings.Cut(ill.Words, " — "); !ok || name == "" || help == "" {
		return fmt.Errorf("%v: refusal %q does not read \"rule — what it asks\"", m, ill.Words)
	}
	if e := s.plain(ill.Words); e != nil {
		return fmt.Errorf("%v: refusal: %v", m, e)
	}
	if rules.Explain(err) != ill.Words {
		return fmt.Errorf("%v: Explain says %q, the words are %q", m, rules.Explain(err), ill.Words)
	}
	return nil
}

// checkCodec round-trips m through the definition's codec; the first move of each kind also
// has its damaged forms refused: truncated, with trailing data, not an object, empty, with an
// unknown field, with a word where a number goes.
func checkCodec(s *Suite, m rules.Move, kinds map[string]bool) error {
	if m.String() == "" {
		return fmt.Errorf("%T: empty String", m)
	}
	kind, data, err := s.Def.EncodeMove(m)
	if err != nil {
		return fmt.Errorf("encode %v: %v", m, err)
	}
	if kind == "" || !json.Valid(data) {
		return fmt.Errorf("encode %v: kind %q, data %s", m, kind, data)
	}
	back, err := s.Def.DecodeMove(kind, data)
	if err != nil {
		return fmt.Errorf("decode %s %s: %v", kind, data, err)
	}
	if back != m {
		return fmt.Errorf("codec round trip of %v gives %v (%s %s)", m, back, kind, data)
	}
	if kinds == nil || kinds[kind] {
		return nil
	}
	kinds[kind] = true
	damaged := [][]byte{data[:len(data)-1], append(slices.Clone(data), []byte(" {}")...), []byte(`[1,2]`), nil}
	if len(data) > 2 && data[0] == '{' && data[len(data)-1] == '}' {
		damaged = append(damaged, append([]byte(`{"rulestestUnknown":1,`), data[1:]...))
	}
	if loc := number.FindIndex(data); loc != nil {
		// A number where the field holds one becomes a word: a field of the wrong type.
		damaged = append(damaged, slices.Concat(data[:loc[0]+1], []byte(`"x"`), data[loc[1]:]))
	}
	for _, d := range damaged {
		if _, err := s.Def.DecodeMove(kind, d); err == nil {
			return fmt.Errorf("decode %s accepts the damaged %q", kind, d)
		}
	}
	return nil
}

// checkPosition checks Legal/Check/Apply agreement at g's position: every legal move is listed
// once, is by the seat to move, passes Check (and Allowed), round-trips through the codec and
// applies on a clone (the invariant holding after it, or after Counts.InvariantMoves of
// them); the seat to move lists the same moves in its view; every
// candidate Legal does not list
// is refused by Check and by Apply with the same plain-words *rules.IllegalMoveError, leaving
// the state (Hash) as it was.
func checkPosition(s *Suite, g rules.Game, r *rand.Rand, p *position) error {
	legal := g.Legal()
	if err := checkState(s, g, legal); err != nil {
		return err
	}
	before := g.Hash()
	var err error
	if p.buf, err = checkAppendLegal(g, legal, p.buf); err != nil {
		return err
	}
	listed := make(map[rules.Move]bool, len(legal))
	// The invariant is checked after up to p.invariantMoves of the legal moves, spread over
	// the list from a random start, so positions with a hundred placements can stay cheap.
	every, offset := 1, 0
	if p.invariantMoves > 0 {
		every = max(1, (len(legal)+p.invariantMoves-1)/p.invariantMoves)
		offset = r.IntN(every)
	}
	for i, m := range legal {
		if listed[m] {
			return fmt.Errorf("Legal lists %v twice", m)
		}
		listed[m] = true
		if m.Seat() != g.ToMove() {
			return fmt.Errorf("legal %v is not by seat %d", m, g.ToMove())
		}
		if err := g.Check(m); err != nil {
			return fmt.Errorf("Check refuses the legal %v: %v", m, err)
		}
		if !g.Allowed(m) {
			return fmt.Errorf("Allowed refuses the legal %v", m)
		}
		var coded map[string]bool
		if p.seen != nil {
			coded = p.seen.coded
		}
		if err := checkCodec(s, m, coded); err != nil {
			return err
		}
		c := g.Clone()
		out, err := c.Apply(m)
		if err != nil {
			return fmt.Errorf("Apply refuses the legal %v: %v", m, err)
		}
		if err := checkOutcome(s, c, m, out, false); err != nil {
			return err
		}
		if s.Invariant != nil && i%every == offset {
			if err := s.Invariant(c); err != nil {
				return fmt.Errorf("after %v: %v", m, err)
			}
		}
	}
	if g.Hash() != before {
		return errors.New("applying the legal moves on clones changed the game (a clone shares its state)")
	}
	if !g.Over() {
		if vl := g.View(g.ToMove()).Legal(); !sameMoves(vl, legal) {
			return fmt.Errorf("seat %d to move lists %v in its view, the game %v", g.ToMove(), vl, legal)
		}
	}
	var cands []rules.Move
	if s.Candidates != nil {
		cands = s.Candidates(g, r)
	}
	other := (g.ToMove() + 1) % rules.Seat(g.Seats())
	cands = append(cands, p.sample(r, 12)...)
	cands = append(cands, foreign{By: g.ToMove()}, foreign{By: other}, nil)
	for _, m := range cands {
		rule, err := checkCandidate(s, g, m, before, listed)
		if err != nil {
			return err
		}
		if rule != "" && p.seen != nil {
			p.seen.refused[rule] = true
		}
	}
	if h := g.Hash(); h != before {
		return fmt.Errorf("checking the position changed it: hash %s, was %s", hashHex(h), hashHex(before))
	}
	p.remember(r, legal)
	return nil
}

// checkCandidate checks one move that may or may not be legal and returns the rule Check
// refuses it under ("" when it is legal). before is g's Hash.
func checkCandidate(s *Suite, g rules.Game, m rules.Move, before [32]byte, listed map[rules.Move]bool) (string, error) {
	cerr := g.Check(m)
	if ok := g.Allowed(m); ok != (cerr == nil) {
		return "", fmt.Errorf("%v: Allowed says %v, Check says %v", m, ok, cerr)
	}
	lm := m
	if s.Canonical != nil && m != nil {
		lm = s.Canonical(g, m)
	}
	if listed[lm] != (cerr == nil) {
		if cerr == nil {
			return "", fmt.Errorf("Check accepts %v, which Legal does not list", m)
		}
		return "", fmt.Errorf("Check refuses %v, which Legal lists: %v", m, cerr)
	}
	if cerr == nil {
		return "", nil
	}
	_, err := g.Apply(m)
	if err == nil {
		return "", fmt.Errorf("Apply accepts %v, which Check refuses (%v)", m, cerr)
	}
	if err := checkRefusal(s, m, err, cerr); err != nil {
		return "", err
	}
	if g.Hash() != before {
		return "", fmt.Errorf("the refused %v changed the state", m)
	}
	var ill *rules.IllegalMoveError
	errors.As(cerr, &ill) // checkRefusal made sure it is one
	return ill.Rule, nil
}

// checkAppendLegal requires AppendLegal to append exactly Legal's moves in Legal's order,
// into nil, after a move (keeping it) and into buf, a buffer reused from position to position
// (what a search does); it returns the buffer to reuse.
func checkAppendLegal(g rules.Game, legal, buf []rules.Move) ([]rules.Move, error) {
	if got := g.AppendLegal(nil); !slices.Equal(got, legal) {
		return buf, fmt.Errorf("AppendLegal(nil) lists %v, Legal %v", got, legal)
	}
	prefix := []rules.Move{foreign{By: 7}}
	got := g.AppendLegal(prefix)
	if len(got) != len(legal)+1 || got[0] != prefix[0] || !slices.Equal(got[1:], legal) {
		return buf, fmt.Errorf("AppendLegal after one move lists %v, Legal %v", got, legal)
	}
	buf = g.AppendLegal(buf[:0])
	if !slices.Equal(buf, legal) {
		return buf, fmt.Errorf("AppendLegal into a reused buffer lists %v, Legal %v", buf, legal)
	}
	return buf, nil
}

// sameMoves reports whether two move lists are equal in order.
func sameMoves(a, b []rules.Move) bool { return slices.Equal(a, b) }

// sameOutcome reports whether two outcomes are equal, events and details included.
func sameOutcome(a, b rules.Outcome) bool { return reflect.DeepEqual(a, b) }
