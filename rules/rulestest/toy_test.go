package rulestest

import (
	"crypto/sha256"
	"encoding/binary"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"slices"

	"northtable/rules"
)

// toy is a small game with everything the contract knows: hidden hands and a hidden deck,
// chance, private events, options and undo boundaries. Each turn the mover either steps 1 or
// 2 along a track and then ends the turn, or draws the top card of the deck into its hidden
// hand (which ends the turn). The game ends after rounds turns per seat; the score is the
// position plus the hand. Its bug field breaks one promise, so the suite is seen to notice.
type toy struct {
	n, rounds, turn int
	drawn           int
	mover           rules.Seat
	stepped         bool
	pos             []int
	hand            []int
	deck            []int // top last
	peek            int   // with bugPeek: the top card, shown to the mover by a step
	rng             rand.PCG
	view            bool
	bug             bug
}

// bug is one broken promise.
type bug int

const (
	noBug            bug = iota
	bugCheckLoose        // Check accepts a step of 3, which Legal does not list
	bugRefusalMark       // a refused move still counts the turn
	bugCloneShares       // Clone shares the positions
	bugViewLeaks         // a view keeps the other seats' hands
	bugPeek              // a step shows the mover the top card without being Final
	bugDrawNotFinal      // a draw passes the turn without being Final
	bugWordsCode         // refusals read a rule code
	bugSeedIgnored       // every seed deals the same deck
	bugCodecDrops        // the codec loses a step's length
	bugAllowedAllocs     // Allowed builds Check's refusal to throw it away
	bugRoundPast         // the race reports a round past the last at the end
	bugStateDrops        // the state codec loses that the mover has stepped
	bugDetailDrops       // the event codec reads a step's length back as a float
)

type (
	tStep struct {
		By rules.Seat
		N  int
	}
	tDraw struct{ By rules.Seat }
	tEnd  struct{ By rules.Seat }
)

func (m tStep) Seat() rules.Seat { return m.By }
func (m tDraw) Seat() rules.Seat { return m.By }
func (m tEnd) Seat() rules.Seat  { return m.By }
func (m tStep) String() string   { return fmt.Sprintf("Player %d steps %d", m.By+1, m.N) }
func (m tDraw) String() string   { return fmt.Sprintf("Player %d draws", m.By+1) }
func (m tEnd) String() string    { return fmt.Sprintf("Player %d ends the turn", m.By+1) }

func newToy(n, rounds int, seed uint64, b bug) *toy {
	if b == bugSeedIgnored {
		seed = 1
	}
	g := &toy{n: n, rounds: rounds, pos: make([]int, n), hand: make([]int, n), bug: b}
	g.rng = *rand.NewPCG(seed, 7)
	r := rand.New(&g.rng)
	for i := 0; i < n*rounds; i++ {
		g.deck = append(g.deck, 1+r.IntN(3))
	}
	return g
}

func (g *toy) Seats() int { return g.n }

// The toy's race (rules.Progress): a round is a turn of every seat; a seat stands at its
// position and finishes with its score.
func (g *toy) Round() int {
	if g.Over() && g.bug == bugRoundPast {
		return g.rounds + 1
	}
	return min(g.turn/g.n+1, g.rounds)
}
func (g *toy) Rounds() int               { return g.rounds }
func (g *toy) Standing(s rules.Seat) int { return g.pos[s] }
func (g *toy) Final(s rules.Seat) int    { return g.pos[s] + g.hand[s] }
func (g *toy) StandingUnit() string      { return "steps" }
func (g *toy) Over() bool                { return g.turn >= g.n*g.rounds }
func (g *toy) ToMove() rules.Seat {
	if g.Over() {
		return rules.NoSeat
	}
	return g.mover
}

func (g *toy) Prompt() rules.Prompt {
	switch {
	case g.Over():
		return rules.Prompt{}
	case g.stepped:
		return rules.Prompt{Kind: "End", Text: "End your turn"}
	}
	return rules.Prompt{Kind: "Turn", Text: "Step along the track or draw a card"}
}

func (g *toy) Legal() []rules.Move { return g.AppendLegal(nil) }

// toyMoves are the toy's legal moves boxed once per seat (three seats at most), so that
// AppendLegal allocates nothing, as the suite requires of every game.
var toyMoves = func() (out [3][4]rules.Move) {
	for s := range out {
		by := rules.Seat(s)
		out[s] = [4]rules.Move{tStep{by, 1}, tStep{by, 2}, tDraw{by}, tEnd{by}}
	}
	return out
}()

func (g *toy) AppendLegal(dst []rules.Move) []rules.Move {
	s := g.ToMove()
	switch {
	case g.Over():
		return dst
	case g.stepped:
		return append(dst, toyMoves[s][3])
	}
	return append(dst, toyMoves[s][:3]...)
}

// Allowed is Check without the words: it names the rule and builds no error, so it allocates
// nothing, as the suite requires of every game.
func (g *toy) Allowed(m rules.Move) bool {
	if g.bug == bugAllowedAllocs {
		return g.Check(m) == nil
	}
	return g.refusal(m) == ""
}

var toyRules = rules.RuleBook{
	"T1": {Name: "Your turn", Help: "only the player to move may decide, and only this decision"},
	"S1": {Name: "Step", Help: "a step is 1 or 2 spaces"},
}

func (g *toy) Check(m rules.Move) error {
	rule := g.refusal(m)
	if rule == "" {
		return nil
	}
	e := toyRules.Refuse(rule, "", "%v", m)
	if g.bug == bugWordsCode {
		e.Words = rule + " " + e.Words
	}
	return e
}

// refusal is the rule m breaks, or "" when m is legal.
func (g *toy) refusal(m rules.Move) string {
	if g.Over() || m == nil || m.Seat() != g.mover {
		return "T1"
	}
	switch m := m.(type) {
	case tStep:
		if g.stepped {
			return "T1"
		}
		if m.N == 3 && g.bug == bugCheckLoose {
			return ""
		}
		if m.N < 1 || m.N > 2 {
			return "S1"
		}
	case tDraw:
		if g.stepped {
			return "T1"
		}
	case tEnd:
		if !g.stepped {
			return "T1"
		}
	default:
		return "T1"
	}
	return ""
}

func (g *toy) pass() {
	g.stepped = false
	g.turn++
	g.mover = rules.Seat(g.turn % g.n)
}

func (g *toy) Apply(m rules.Move) (rules.Outcome, error) {
	if err := g.Check(m); err != nil {
		if g.bug == bugRefusalMark {
			g.turn++
			g.turn--
			g.peek++
		}
		return rules.Outcome{}, err
	}
	var out rules.Outcome
	s := g.mover
	switch m := m.(type) {
	case tStep:
		g.pos[s] += m.N
		g.stepped = true
		out.Events = []rules.Event{{Kind: "step", Seat: s, Detail: m.N}}
		if g.bug == bugPeek && len(g.deck) > 0 {
			g.peek = g.deck[len(g.deck)-1]
		}
	case tDraw:
		top := g.deck[len(g.deck)-1]
		g.deck = g.deck[:len(g.deck)-1]
		g.hand[s] += top
		g.drawn++
		out.Events = []rules.Event{{Kind: "draw", Seat: s}, {Kind: "card", Seat: s, Private: true, Detail: top}}
		out.Final = g.bug != bugDrawNotFinal
		g.pass()
	case tEnd:
		out.Final = true
		g.pass()
	}
	return out, nil
}

func (g *toy) Result() rules.Result {
	var r rules.Result
	best := -1
	for s := 0; s < g.n; s++ {
		total := g.pos[s] + g.hand[s]
		r.Scores = append(r.Scores, rules.Score{Seat: rules.Seat(s), Total: total,
			Breakdown: []rules.Category{{Name: "Track", Points: g.pos[s]}, {Name: "Hand", Points: g.hand[s]}}})
		best = max(best, total)
	}
	for s := range r.Scores {
		r.Scores[s].Rank = 1
		for o := range r.Scores {
			if r.Scores[o].Total > r.Scores[s].Total {
				r.Scores[s].Rank++
			}
		}
		if r.Scores[s].Total == best {
			r.Winners = append(r.Winners, rules.Seat(s))
		}
	}
	return r
}

func (g *toy) Clone() rules.Game {
	c := *g
	if g.bug != bugCloneShares {
		c.pos = slices.Clone(g.pos)
	}
	c.hand, c.deck = slices.Clone(g.hand), slices.Clone(g.deck)
	return &c
}

// View hides the deck's order and, until the end, the other seats' hands (spread as the lowest
// values over them, so the placeholders depend only on what the seat knows).
func (g *toy) View(s rules.Seat) rules.Game {
	v := g.Clone().(*toy)
	v.view = true
	v.rng = *rand.NewPCG(0, 0)
	slices.Sort(v.deck)
	if g.bug == bugViewLeaks || g.Over() {
		return v
	}
	for o := range v.hand {
		if rules.Seat(o) != s {
			v.hand[o] = 0
		}
	}
	return v
}

// Determinize shuffles the deck and, until the end, deals the other seats' hands afresh from
// what the seat has not seen (here simply: keeps their sums, which stay hidden, by swapping
// whole hands among the other seats).
func (g *toy) Determinize(s rules.Seat, r *rand.Rand) rules.Game {
	d := g.Clone().(*toy)
	d.view = false
	r.Shuffle(len(d.deck), func(i, j int) { d.deck[i], d.deck[j] = d.deck[j], d.deck[i] })
	if !g.Over() {
		var others []int
		for o := range d.hand {
			if rules.Seat(o) != s {
				others = append(others, o)
			}
		}
		r.Shuffle(len(others), func(i, j int) {
			d.hand[others[i]], d.hand[others[j]] = d.hand[others[j]], d.hand[others[i]]
		})
	}
	d.rng = *rand.NewPCG(r.Uint64(), r.Uint64())
	return d
}

func (g *toy) Describe(e rules.Event, names []string) string {
	name := fmt.Sprintf("Player %d", e.Seat+1)
	if int(e.Seat) < len(names) && names[e.Seat] != "" {
		name = names[e.Seat]
	}
	switch e.Kind {
	case "step":
		return fmt.Sprintf("%s steps %d", name, e.Detail)
	case "draw":
		return name + " draws a card"
	case "card":
		return fmt.Sprintf("%s draws a %d", name, e.Detail)
	}
	return ""
}

func (g *toy) Hash() [32]byte {
	b := []byte("toy")
	put := func(v ...int) {
		for _, x := range v {
			b = binary.AppendVarint(b, int64(x))
		}
	}
	put(g.n, g.rounds, g.turn, int(g.mover), g.peek, g.drawn, len(g.deck))
	if g.stepped {
		put(1)
	} else {
		put(0)
	}
	put(g.pos...)
	put(g.hand...)
	put(g.deck...)
	rs, _ := g.rng.MarshalBinary()
	if g.view {
		b = append(b, 'v')
	}
	return sha256.Sum256(append(b, rs...))
}

// toyDef is the toy's record.Definition.
type toyDef struct{ bug bug }

var toyLength = rules.Option{Key: "length", Label: "Length", Default: "short",
	Choices: []rules.Choice{{Value: "short", Label: "Short"}, {Value: "long", Label: "Long"}}}

func (toyDef) GameID() string          { return "toy" }
func (toyDef) SeatRange() (int, int)   { return 1, 3 }
func (toyDef) Options() []rules.Option { return []rules.Option{toyLength} }
func (d toyDef) NewGame(seats int, seed uint64, opts rules.Options) (rules.Game, error) {
	if err := rules.CheckOptions([]rules.Option{toyLength}, opts); err != nil {
		return nil, err
	}
	if seats < 1 || seats > 3 {
		return nil, fmt.Errorf("toy: %d seats", seats)
	}
	rounds := 3
	if opts.Get(toyLength) == "long" {
		rounds = 5
	}
	return newToy(seats, rounds, seed, d.bug), nil
}

func (d toyDef) EncodeMove(m rules.Move) (string, json.RawMessage, error) {
	var kind string
	switch m := m.(type) {
	case tStep:
		kind = "Step"
		if d.bug == bugCodecDrops {
			m.N = 1
			data, err := json.Marshal(m)
			return kind, data, err
		}
	case tDraw:
		kind = "Draw"
	case tEnd:
		kind = "End"
	default:
		return "", nil, fmt.Errorf("toy: %T is no toy move", m)
	}
	data, err := json.Marshal(m)
	return kind, data, err
}

func (toyDef) DecodeMove(kind string, data []byte) (rules.Move, error) {
	switch kind {
	case "Step":
		return rules.DecodeMove[tStep](data)
	case "Draw":
		return rules.DecodeMove[tDraw](data)
	case "End":
		return rules.DecodeMove[tEnd](data)
	}
	return nil, fmt.Errorf("toy: unknown kind %q", kind)
}

// toyState is the toy's state as its state codec writes it (JSON: the toy is no network game).
type toyState struct {
	N, Rounds, Turn, Drawn, Peek int
	Mover                        rules.Seat
	Stepped, View                bool
	Pos, Hand, Deck              []int
	Rand                         []byte
}

func (d toyDef) EncodeState(g rules.Game) ([]byte, error) {
	t, ok := g.(*toy)
	if !ok {
		return nil, fmt.Errorf("toy: %T is no toy game", g)
	}
	rs, _ := t.rng.MarshalBinary()
	st := toyState{N: t.n, Rounds: t.rounds, Turn: t.turn, Drawn: t.drawn, Peek: t.peek, Mover: t.mover,
		Stepped: t.stepped && d.bug != bugStateDrops, View: t.view, Pos: t.pos, Hand: t.hand, Deck: t.deck, Rand: rs}
	return json.Marshal(st)
}

func (d toyDef) DecodeState(data []byte) (rules.Game, error) {
	var st toyState
	if err := json.Unmarshal(data, &st); err != nil {
		return nil, fmt.Errorf("toy: %w", err)
	}
	if st.N < 1 || st.N > 3 || len(st.Pos) != st.N || len(st.Hand) != st.N || st.Mover < 0 || int(st.Mover) >= st.N {
		return nil, fmt.Errorf("toy: a state of %d seats", st.N)
	}
	g := &toy{n: st.N, rounds: st.Rounds, turn: st.Turn, drawn: st.Drawn, peek: st.Peek, mover: st.Mover,
		stepped: st.Stepped, view: st.View, pos: st.Pos, hand: st.Hand, deck: st.Deck, bug: d.bug}
	if err := g.rng.UnmarshalBinary(st.Rand); err != nil {
		return nil, fmt.Errorf("toy: %w", err)
	}
	return g, nil
}

// toyDetails are the toy's event kinds and their Details.
var toyDetails = rules.Details{"step": 0, "draw": nil, "card": 0}

func (toyDef) EncodeDetail(e rules.Event) (json.RawMessage, error) { return toyDetails.Encode(e) }

func (d toyDef) DecodeDetail(kind string, data []byte) (any, error) {
	if d.bug == bugDetailDrops && kind == "step" {
		var f float64
		err := json.Unmarshal(data, &f)
		return f, err
	}
	return toyDetails.Decode(kind, data)
}

// toyCandidates are steps of every length around the legal ones, for the seat to move and the
// next.
func toyCandidates(g rules.Game, _ *rand.Rand) []rules.Move {
	var out []rules.Move
	for _, s := range []rules.Seat{g.ToMove(), (g.ToMove() + 1) % rules.Seat(g.Seats())} {
		for n := -1; n <= 3; n++ {
			out = append(out, tStep{s, n})
		}
		out = append(out, tDraw{s}, tEnd{s})
	}
	return out
}
