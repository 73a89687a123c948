package rulestest

import (
	"errors"
	"fmt"
	"reflect"
	"testing"

	"northtable/rules"
	"northtable/rules/bot"
)

// checkStateCodec checks the state codec (record.Definition's EncodeState and DecodeState) at
// g's position, for the game, a spectator's View and every seat's: the decoded game has the
// same Hash, Prompt, ToMove, Over, Legal (as strings), Result once over, Opening (for a
// rules.Opener) and View of every seat, and encodes to the very bytes read (so what the board
// shows beyond the Hash survives too); a view's bytes differ from the game's when the view
// hides something; and, for the game, next (the move the walk plays next; nil at the end)
// applied to a clone and to the decoded game gives equal outcomes and hashes. Nothing of this
// changes g.
func checkStateCodec(s *Suite, g rules.Game, next rules.Move) error {
	before := g.Hash()
	full, err := s.Def.EncodeState(g)
	if err != nil {
		return fmt.Errorf("state codec: encode the game: %v", err)
	}
	seats := seatsOf(g)[:g.Seats()+1] // a spectator and every seat
	type subject struct {
		who string
		g   rules.Game
	}
	subjects := []subject{{"the game", g}}
	for _, seat := range seats {
		subjects = append(subjects, subject{fmt.Sprintf("seat %d's view", seat), g.View(seat)})
	}
	for i, sub := range subjects {
		x, data := sub.g, full
		if i > 0 {
			if data, err = s.Def.EncodeState(x); err != nil {
				return fmt.Errorf("state codec: encode %s: %v", sub.who, err)
			}
			if x.Hash() != before && string(data) == string(full) {
				return fmt.Errorf("state codec: %s hides something, yet encodes as the game", sub.who)
			}
		}
		y, err := s.Def.DecodeState(data)
		if err != nil {
			return fmt.Errorf("state codec: decode %s: %v", sub.who, err)
		}
		if err := sameState(x, y, seats); err != nil {
			return fmt.Errorf("state codec round trip of %s: %v", sub.who, err)
		}
		if again, err := s.Def.EncodeState(y); err != nil || string(again) != string(data) {
			return fmt.Errorf("state codec round trip of %s: the game read encodes otherwise (%v)", sub.who, err)
		}
		if i == 0 && next != nil {
			c := x.Clone()
			a, errA := c.Apply(next)
			b, errB := y.Apply(next)
			if errA != nil || errB != nil || !sameOutcome(a, b) || c.Hash() != y.Hash() {
				return fmt.Errorf("state codec round trip of %s: %v plays otherwise after it (%v, %v)", sub.who, next, errA, errB)
			}
		}
	}
	if g.Hash() != before {
		return errors.New("state codec: encoding changed the game")
	}
	return nil
}

// sameState compares what a player and the table see of two games: Hash, Prompt, ToMove,
// Over, Legal as strings, Result once over, Opening, and the View of every seat of seats.
func sameState(x, y rules.Game, seats []rules.Seat) error {
	switch {
	case x.Hash() != y.Hash():
		return fmt.Errorf("hash %s, was %s", hashHex(y.Hash()), hashHex(x.Hash()))
	case x.Prompt() != y.Prompt():
		return fmt.Errorf("prompt %+v, was %+v", y.Prompt(), x.Prompt())
	case x.ToMove() != y.ToMove() || x.Over() != y.Over():
		return fmt.Errorf("seat %d to move (over %v), was %d (%v)", y.ToMove(), y.Over(), x.ToMove(), x.Over())
	case !reflect.DeepEqual(moveStrings(x.Legal()), moveStrings(y.Legal())):
		return fmt.Errorf("legal moves %v, were %v", y.Legal(), x.Legal())
	case x.Over() && !reflect.DeepEqual(x.Result(), y.Result()):
		return fmt.Errorf("result %+v, was %+v", y.Result(), x.Result())
	}
	if ox, ok := x.(rules.Opener); ok {
		if oy, ok := y.(rules.Opener); !ok || !reflect.DeepEqual(ox.Opening(), oy.Opening()) {
			return errors.New("another opening")
		}
	}
	for _, s := range seats {
		if x.View(s).Hash() != y.View(s).Hash() {
			return fmt.Errorf("seat %d's view differs", s)
		}
	}
	return nil
}

// sameViewBytes requires a seat's View of the game and its View of a sample drawn for it to
// encode to the same bytes: the state codec writes nothing the seat does not know.
func sameViewBytes(s *Suite, v, sampled rules.Game) error {
	a, errA := s.Def.EncodeState(v)
	b, errB := s.Def.EncodeState(sampled)
	if errA != nil || errB != nil {
		return fmt.Errorf("state codec: encode a view: %v, %v", errA, errB)
	}
	if string(a) != string(b) {
		return errors.New("state codec: its view of a sample encodes to other bytes than its view of the game (the bytes tell what it does not know)")
	}
	return nil
}

// moveStrings are the moves' String forms.
func moveStrings(ms []rules.Move) []string {
	out := make([]string, len(ms))
	for i, m := range ms {
		out[i] = m.String()
	}
	return out
}

// checkDetails requires every event of out to round-trip the event codec
// (record.Definition's EncodeDetail and DecodeDetail) to an equal (==) Detail.
func checkDetails(s *Suite, out rules.Outcome) error {
	for _, e := range out.Events {
		data, err := s.Def.EncodeDetail(e)
		if err != nil {
			return fmt.Errorf("event codec: encode %q: %v", e.Kind, err)
		}
		d, err := s.Def.DecodeDetail(e.Kind, data)
		if err != nil {
			return fmt.Errorf("event codec: decode %q (%s): %v", e.Kind, data, err)
		}
		if d != e.Detail {
			return fmt.Errorf("event codec round trip of %q: %#v (%T), was %#v (%T)", e.Kind, d, d, e.Detail, e.Detail)
		}
	}
	return nil
}

// checkCodecRefusals requires the state and event codecs to refuse what is no state or event
// of the game: no bytes, a prefix of no game, a state cut short; an unknown event kind.
func checkCodecRefusals(s *Suite, g rules.Game) error {
	full, err := s.Def.EncodeState(g)
	if err != nil {
		return fmt.Errorf("state codec: encode a new game: %v", err)
	}
	if _, err := s.Def.EncodeState(foreignGame{}); err == nil {
		return errors.New("state codec: EncodeState takes a game of another kind")
	}
	for _, data := range [][]byte{nil, []byte("rulestest/1 no state"), full[:len(full)/2], append(full[:len(full):len(full)], 0)} {
		if _, err := s.Def.DecodeState(data); err == nil {
			return fmt.Errorf("state codec: DecodeState takes %q", data)
		}
	}
	if _, err := s.Def.DecodeDetail("rulestestNoSuchKind", []byte("null")); err == nil {
		return errors.New("event codec: DecodeDetail takes an unknown kind")
	}
	return nil
}

// foreignGame is a game of no kind of any game, for EncodeState to refuse.
type foreignGame struct{ rules.Game }

// AddStateSeeds adds real state encodings to a game's FuzzDecodeState target: at a few
// positions of a random game of each seat count and option choice, the game's and every
// seat's View's bytes.
func AddStateSeeds(f *testing.F, s Suite) {
	for _, cf := range s.configs() {
		g, err := s.newGame(cf.seats, uint64(cf.index)+5, cf.opts)
		if err != nil {
			f.Fatal(err)
		}
		b := bot.NewRandom(uint64(cf.index))
		for i := 0; ; i++ {
			if i%40 == 0 || g.Over() {
				for _, x := range append([]rules.Game{g}, g.View(rules.Seat(i%g.Seats()))) {
					data, err := s.Def.EncodeState(x)
					if err != nil {
						f.Fatal(err)
					}
					f.Add(data)
				}
			}
			if g.Over() || i > s.maxMoves() {
				break
			}
			if _, err := g.Apply(b.Choose(g)); err != nil {
				f.Fatal(err)
			}
		}
	}
}

// FuzzState is the body of a game's FuzzDecodeState target: DecodeState must never panic,
// and a game it accepts must answer every question (Prompt, ToMove, Over, Legal, Result,
// Hash, every seat's View with its Legal and Hash, Describe of its opening) and play on: up
// to 40 moves of the random bot, each legal move applied without an error.
func FuzzState(t *testing.T, s Suite, data []byte) {
	g, err := s.Def.DecodeState(data)
	if err != nil {
		if g != nil {
			t.Fatalf("DecodeState returns a game with its error %v", err)
		}
		return
	}
	if g == nil {
		t.Fatal("DecodeState returns neither a game nor an error")
	}
	if o, ok := g.(rules.Opener); ok {
		for _, e := range o.Opening() {
			g.Describe(e, nil)
		}
	}
	b := bot.NewRandom(uint64(len(data)))
	for i := 0; i < 40; i++ {
		g.Prompt()
		g.Result()
		g.Hash()
		for _, seat := range seatsOf(g) {
			v := g.View(seat)
			v.Legal()
			v.Hash()
		}
		if g.Over() {
			if g.ToMove() != rules.NoSeat || len(g.Legal()) > 0 {
				t.Fatalf("over with seat %d to move", g.ToMove())
			}
			return
		}
		m := b.Choose(g)
		if m == nil {
			t.Fatalf("move %d: not over, yet no legal move (%+v)", i, g.Prompt())
		}
		out, err := g.Apply(m)
		if err != nil {
			t.Fatalf("move %d: the legal %v is refused: %v", i, m, err)
		}
		for _, e := range out.Events {
			g.Describe(e, nil)
		}
	}
}
