package record_test

import (
	"crypto/sha256"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"slices"

	"northtable/rules"
)

// The fake game: each seat in turn may take up to three steps (quiet, undoable), draw up to two
// hidden cards (final: shows the drawer a card), ask the next seat a question once (the next
// seat answers; the decision passes to another seat and back without anything being final)
// and end the turn (final). The option "length" sets the number of rounds.

type fStep struct {
	By rules.Seat
	N  int
}
type fDraw struct{ By rules.Seat }
type fAsk struct{ By rules.Seat }
type fAnswer struct {
	By  rules.Seat
	Yes bool
}
type fEnd struct{ By rules.Seat }

func (m fStep) Seat() rules.Seat   { return m.By }
func (m fDraw) Seat() rules.Seat   { return m.By }
func (m fAsk) Seat() rules.Seat    { return m.By }
func (m fAnswer) Seat() rules.Seat { return m.By }
func (m fEnd) Seat() rules.Seat    { return m.By }
func (m fStep) String() string     { return fmt.Sprintf("Player %d steps %d", m.By+1, m.N) }
func (m fDraw) String() string     { return fmt.Sprintf("Player %d draws", m.By+1) }
func (m fAsk) String() string      { return fmt.Sprintf("Player %d asks", m.By+1) }
func (m fAnswer) String() string   { return fmt.Sprintf("Player %d answers %v", m.By+1, m.Yes) }
func (m fEnd) String() string      { return fmt.Sprintf("Player %d ends the turn", m.By+1) }

type fakeGame struct {
	seats, rounds int
	turns         int        // turns ended
	mover         rules.Seat // whose turn it is
	asking        bool       // the next seat must answer
	steps, draws  int
	asked         bool
	score         []int
	hands         [][]int // private cards
	rng           uint64
	events        []rules.Event // reused by Apply, like a real game
}

func (g *fakeGame) over() bool { return g.turns >= g.seats*g.rounds }

func (g *fakeGame) Seats() int { return g.seats }
func (g *fakeGame) Over() bool { return g.over() }
func (g *fakeGame) ToMove() rules.Seat {
	switch {
	case g.over():
		return rules.NoSeat
	case g.asking:
		return (g.mover + 1) % rules.Seat(g.seats)
	}
	return g.mover
}
func (g *fakeGame) Prompt() rules.Prompt {
	if g.over() {
		return rules.Prompt{}
	}
	if g.asking {
		return rules.Prompt{Kind: "Answer", Text: "Answer the question"}
	}
	return rules.Prompt{Kind: "Act", Text: "Act"}
}

func (g *fakeGame) Legal() []rules.Move { return g.AppendLegal(nil) }

// fakeMoves are the fake's moves boxed once per seat (four seats at most), so that AppendLegal
// allocates nothing, as the conformance suite requires of every game.
var fakeMoves = func() (out [4][8]rules.Move) {
	for s := range out {
		by := rules.Seat(s)
		out[s] = [8]rules.Move{fAnswer{by, false}, fAnswer{by, true}, fStep{by, 1}, fStep{by, 2}, fStep{by, 3}, fDraw{by}, fAsk{by}, fEnd{by}}
	}
	return out
}()

func (g *fakeGame) AppendLegal(dst []rules.Move) []rules.Move {
	if g.over() {
		return dst
	}
	ms := &fakeMoves[g.ToMove()]
	if g.asking {
		return append(dst, ms[0], ms[1])
	}
	if g.steps < 3 {
		dst = append(dst, ms[2], ms[3], ms[4])
	}
	if g.draws < 2 {
		dst = append(dst, ms[5])
	}
	if !g.asked && g.seats > 1 {
		dst = append(dst, ms[6])
	}
	return append(dst, ms[7])
}

// Allowed is Check without the error: it looks m up among the legal moves listed into an
// array on the stack, so it allocates nothing, as the conformance suite requires.
func (g *fakeGame) Allowed(m rules.Move) bool {
	var buf [8]rules.Move
	return slices.Contains(g.AppendLegal(buf[:0]), m)
}

func (g *fakeGame) Check(m rules.Move) error {
	if g.Allowed(m) {
		return nil
	}
	return &rules.IllegalMoveError{Rule: "fake", Detail: fmt.Sprintf("%v", m), Words: fakeWords}
}

// fakeWords is every refusal of the fake game.
const fakeWords = "Not now — that is not one of the moves open to you"

func (g *fakeGame) next() int {
	g.rng = g.rng*6364136223846793005 + 1442695040888963407
	return int(g.rng>>59) + 1
}

func (g *fakeGame) Apply(m rules.Move) (rules.Outcome, error) {
	if err := g.Check(m); err != nil {
		return rules.Outcome{}, err
	}
	g.events = g.events[:0]
	final := false
	switch m := m.(type) {
	case fStep:
		g.steps++
		g.score[m.By] += m.N
		g.events = append(g.events, rules.Event{Kind: "step", Seat: m.By, Detail: m.N})
	case fDraw:
		g.draws++
		c := g.next()
		g.hands[m.By] = append(g.hands[m.By], c)
		g.events = append(g.events, rules.Event{Kind: "draw", Seat: m.By, Private: true, Detail: c})
		final = true
	case fAsk:
		g.asked, g.asking = true, true
		g.events = append(g.events, rules.Event{Kind: "ask", Seat: m.By})
	case fAnswer:
		g.asking = false
		if m.Yes {
			g.score[g.mover]++
		}
		g.events = append(g.events, rules.Event{Kind: "answer", Seat: m.By, Detail: m.Yes})
	case fEnd:
		g.turns++
		g.mover = (g.mover + 1) % rules.Seat(g.seats)
		g.steps, g.draws, g.asked = 0, 0, false
		g.events = append(g.events, rules.Event{Kind: "end", Seat: m.By})
		final = true
	}
	return rules.Outcome{Final: final, Events: g.events}, nil
}

func (g *fakeGame) Result() rules.Result {
	var r rules.Result
	for s, p := range g.score {
		r.Scores = append(r.Scores, rules.Score{Seat: rules.Seat(s), Total: p, Rank: 1,
			Breakdown: []rules.Category{{Name: "Points", Points: p}}})
	}
	for i := range r.Scores {
		for _, o := range r.Scores {
			if o.Total > r.Scores[i].Total {
				r.Scores[i].Rank++
			}
		}
		if r.Scores[i].Rank == 1 {
			r.Winners = append(r.Winners, r.Scores[i].Seat)
		}
	}
	return r
}

func (g *fakeGame) Clone() rules.Game {
	c := *g
	c.score = append([]int(nil), g.score...)
	c.hands = make([][]int, len(g.hands))
	for i, h := range g.hands {
		c.hands[i] = append([]int(nil), h...)
	}
	c.events = nil
	return &c
}

func (g *fakeGame) View(s rules.Seat) rules.Game {
	c := g.Clone().(*fakeGame)
	for i := range c.hands {
		if rules.Seat(i) != s {
			for j := range c.hands[i] {
				c.hands[i][j] = 0
			}
		}
	}
	c.rng = 0
	return c
}

func (g *fakeGame) Determinize(s rules.Seat, r *rand.Rand) rules.Game {
	c := g.Clone().(*fakeGame)
	for i := range c.hands {
		if rules.Seat(i) != s {
			for j := range c.hands[i] {
				c.hands[i][j] = r.IntN(32) + 1
			}
		}
	}
	c.rng = r.Uint64()
	return c
}

func (g *fakeGame) Describe(e rules.Event, names []string) string { return e.Kind }

func (g *fakeGame) Hash() [32]byte {
	return sha256.Sum256(fmt.Appendf(nil, "%d %d %d %d %v %d %d %v %v %v %d",
		g.seats, g.rounds, g.turns, g.mover, g.asking, g.steps, g.draws, g.asked, g.score, g.hands, g.rng))
}

// fakeDef is the fake game's record.Definition.
type fakeDef struct{}

var lengthOption = rules.Option{Key: "length", Label: "Length", Default: "short", Choices: []rules.Choice{
	{Value: "short", Label: "Two rounds"}, {Value: "long", Label: "Five rounds"},
}}

func (fakeDef) GameID() string          { return "fake" }
func (fakeDef) SeatRange() (int, int)   { return 1, 4 }
func (fakeDef) Options() []rules.Option { return []rules.Option{lengthOption} }
func (fakeDef) NewGame(seats int, seed uint64, opts rules.Options) (rules.Game, error) {
	if seats < 1 || seats > 4 {
		return nil, fmt.Errorf("fake: %d seats", seats)
	}
	if err := rules.CheckOptions(fakeDef{}.Options(), opts); err != nil {
		return nil, err
	}
	rounds := 2
	if opts.Get(lengthOption) == "long" {
		rounds = 5
	}
	return &fakeGame{seats: seats, rounds: rounds, score: make([]int, seats), hands: make([][]int, seats), rng: seed}, nil
}

func (fakeDef) EncodeMove(m rules.Move) (string, json.RawMessage, error) {
	var kind string
	switch m.(type) {
	case fStep:
		kind = "Step"
	case fDraw:
		kind = "Draw"
	case fAsk:
		kind = "Ask"
	case fAnswer:
		kind = "Answer"
	case fEnd:
		kind = "End"
	default:
		return "", nil, fmt.Errorf("fake: %T is not a fake move", m)
	}
	b, err := json.Marshal(m)
	return kind, b, err
}

// fakeState is the fake game's state as its state codec writes it.
type fakeState struct {
	Seats, Rounds, Turns, Steps, Draws int
	Mover                              rules.Seat
	Asking, Asked                      bool
	Score                              []int
	Hands                              [][]int
	Rand                               uint64
}

func (fakeDef) EncodeState(g rules.Game) ([]byte, error) {
	f, ok := g.(*fakeGame)
	if !ok {
		return nil, fmt.Errorf("fake: %T is not a fake game", g)
	}
	return json.Marshal(fakeState{Seats: f.seats, Rounds: f.rounds, Turns: f.turns, Steps: f.steps, Draws: f.draws,
		Mover: f.mover, Asking: f.asking, Asked: f.asked, Score: f.score, Hands: f.hands, Rand: f.rng})
}

func (fakeDef) DecodeState(data []byte) (rules.Game, error) {
	var s fakeState
	if err := json.Unmarshal(data, &s); err != nil {
		return nil, fmt.Errorf("fake: %w", err)
	}
	if s.Seats < 1 || s.Seats > 4 || len(s.Score) != s.Seats || len(s.Hands) != s.Seats || s.Mover < 0 || int(s.Mover) >= s.Seats {
		return nil, fmt.Errorf("fake: a state of %d seats", s.Seats)
	}
	return &fakeGame{seats: s.Seats, rounds: s.Rounds, turns: s.Turns, steps: s.Steps, draws: s.Draws,
		mover: s.Mover, asking: s.Asking, asked: s.Asked, score: s.Score, hands: s.Hands, rng: s.Rand}, nil
}

// fakeDetails are the fake game's event kinds and their Details.
var fakeDetails = rules.Details{"step": 0, "draw": 0, "ask": nil, "answer": false, "end": nil}

func (fakeDef) EncodeDetail(e rules.Event) (json.RawMessage, error) { return fakeDetails.Encode(e) }

func (fakeDef) DecodeDetail(kind string, data []byte) (any, error) {
	return fakeDetails.Decode(kind, data)
}

func (fakeDef) DecodeMove(kind string, data []byte) (rules.Move, error) {
	switch kind {
	case "Step":
		return rules.DecodeMove[fStep](data)
	case "Draw":
		return rules.DecodeMove[fDraw](data)
	case "Ask":
		return rules.DecodeMove[fAsk](data)
	case "Answer":
		return rules.DecodeMove[fAnswer](data)
	case "End":
		return rules.DecodeMove[fEnd](data)
	}
	return nil, fmt.Errorf("fake: unknown kind %q", kind)
}
