package rulestest

import (
	"fmt"
	"math/rand/v2"

	"northtable/rules"
	"northtable/rules/bot"
)

// seatsOf lists the seats the view checks take: a spectator, every seat, and one beyond.
func seatsOf(g rules.Game) []rules.Seat {
	out := []rules.Seat{rules.NoSeat}
	for s := 0; s <= g.Seats(); s++ {
		out = append(out, rules.Seat(s))
	}
	return out
}

// checkViews checks View and Determinize at g's position for a spectator, every seat and a
// seat out of range:
//   - a seat out of range gets the spectator's view;
//   - a view of a view by the same seat is the view; a spectator's view of any view is the
//     spectator's view of the game (views only hide);
//   - the seat to move sees its own legal moves in its view;
//   - a sample is consistent: its View(seat) equals the game's (and encodes to the very same
//     bytes, so the bytes a seat is sent depend only on what it knows), chance is reseeded (its Hash
//     differs from the game's and from another sample's), the seat to move has the same legal
//     moves in it, the game's Sample hook holds;
//   - a sample of the seat's own view samples the same information set;
//   - with playout, each sample plays on to the end like a real game;
//   - nothing of this changes the game.
func checkViews(s *Suite, g rules.Game, r *rand.Rand, playout bool) error {
	before := g.Hash()
	spectator := g.View(rules.NoSeat)
	sh := spectator.Hash()
	if h := g.View(rules.Seat(g.Seats())).Hash(); h != sh {
		return fmt.Errorf("seat %d (out of range) sees %s, a spectator %s", g.Seats(), hashHex(h), hashHex(sh))
	}
	if h := spectator.View(rules.NoSeat).Hash(); h != sh {
		return fmt.Errorf("a spectator's view of the spectator's view differs")
	}
	legal := g.Legal()
	for _, seat := range seatsOf(g) {
		v := g.View(seat)
		vh := v.Hash()
		if h := v.View(seat).Hash(); h != vh {
			return fmt.Errorf("seat %d: the view of its view differs from its view", seat)
		}
		if h := v.View(rules.NoSeat).Hash(); h != sh {
			return fmt.Errorf("seat %d: a spectator's view of its view differs from the spectator's view", seat)
		}
		if seat == g.ToMove() && !g.Over() {
			if vl := v.Legal(); !sameMoves(vl, legal) {
				return fmt.Errorf("seat %d to move lists %v in its view, the game %v", seat, vl, legal)
			}
		}
		sample := g.Determinize(seat, r)
		if h := sample.View(seat).Hash(); h != vh {
			return fmt.Errorf("seat %d sees %s in a sample, %s in the game", seat, hashHex(h), hashHex(vh))
		}
		if err := sameViewBytes(s, v, sample.View(seat)); err != nil {
			return fmt.Errorf("seat %d: %v", seat, err)
		}
		if sample.Hash() == before {
			return fmt.Errorf("seat %d: a sample is the game itself (chance not reseeded)", seat)
		}
		other := g.Determinize(seat, r)
		if other.Hash() == sample.Hash() {
			return fmt.Errorf("seat %d: two samples from one source are the same game", seat)
		}
		if h := other.View(seat).Hash(); h != vh {
			return fmt.Errorf("seat %d sees %s in a second sample, %s in the game", seat, hashHex(h), hashHex(vh))
		}
		if seat == g.ToMove() {
			if sl := sample.Legal(); !sameMoves(sl, legal) {
				return fmt.Errorf("seat %d to move has %v in a sample, %v in the game", seat, sl, legal)
			}
		}
		if s.Sample != nil {
			if err := s.Sample(g, sample, seat); err != nil {
				return fmt.Errorf("seat %d: sample: %v", seat, err)
			}
		}
		vs := v.Determinize(seat, r)
		if h := vs.View(seat).Hash(); h != vh {
			return fmt.Errorf("seat %d: a sample of its own view shows %s, the view %s", seat, hashHex(h), hashHex(vh))
		}
		if playout {
			if err := bot.Playout(sample, bot.NewRandom(r.Uint64()), s.maxMoves()); err != nil {
				return fmt.Errorf("seat %d: a sample does not play on: %v", seat, err)
			}
			if !sample.Over() {
				return fmt.Errorf("seat %d: a played-out sample is not over", seat)
			}
		}
	}
	if err := checkHiddenUntilFinal(s, g, r); err != nil {
		return err
	}
	if h := g.Hash(); h != before {
		return fmt.Errorf("View or Determinize changed the game: hash %s, was %s", hashHex(h), hashHex(before))
	}
	return nil
}

// checkHiddenUntilFinal checks the undo boundary from the mover's side: a move that is not
// Final showed the mover nothing hidden, so the mover's view after it is the same in every
// game the mover cannot tell from this one (every sample drawn for the mover), and the move is
// not Final there either.
func checkHiddenUntilFinal(s *Suite, g rules.Game, r *rand.Rand) error {
	if g.Over() {
		return nil
	}
	legal := g.Legal()
	m := legal[r.IntN(len(legal))]
	mover := g.ToMove()
	c := g.Clone()
	out, err := c.Apply(m)
	if err != nil {
		return fmt.Errorf("Apply refuses the legal %v: %v", m, err)
	}
	if out.Final {
		return nil
	}
	want := c.View(mover).Hash()
	for range 2 {
		sample := g.Determinize(mover, r)
		sout, err := sample.Apply(m)
		if err != nil {
			return fmt.Errorf("a sample for seat %d refuses its legal %v: %v", mover, m, err)
		}
		if sout.Final {
			return fmt.Errorf("%v is Final in a sample for seat %d but not in the game", m, mover)
		}
		if h := sample.View(mover).Hash(); h != want {
			return fmt.Errorf("%v is not Final, yet seat %d sees %s after it in a sample and %s in the game (it showed something hidden)", m, mover, hashHex(h), hashHex(want))
		}
	}
	return nil
}

// checkClone checks that a clone equals g and shares nothing with it: playing the clone leaves
// g's Hash; with kept (a clone taken earlier and its hash) it checks that playing g on left the
// earlier clone alone.
func checkClone(s *Suite, g rules.Game, r *rand.Rand, playout bool) error {
	before := g.Hash()
	c := g.Clone()
	if c.Hash() != before {
		return fmt.Errorf("a clone has another hash")
	}
	b := bot.NewRandom(r.Uint64())
	moves := 6
	if playout {
		moves = s.maxMoves()
	}
	for i := 0; i < moves && !c.Over(); i++ {
		if _, err := c.Apply(b.Choose(c)); err != nil {
			return fmt.Errorf("a clone refuses its legal move: %v", err)
		}
	}
	if playout && !c.Over() {
		return fmt.Errorf("a clone does not play to the end")
	}
	if g.Hash() != before {
		return fmt.Errorf("playing a clone changed the original")
	}
	return nil
}
