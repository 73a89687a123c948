package rulestest

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"reflect"
	"slices"
	"testing"

	"northtable/rules"
	"northtable/rules/bot"
)

// afterMove checks g after m was applied with outcome out: the contract's outcome rules, the
// game's Follow and its invariant.
func afterMove(s *Suite, g rules.Game, m rules.Move, out rules.Outcome, follow func(rules.Move, rules.Outcome) error, describe bool) error {
	if err := checkOutcome(s, g, m, out, describe); err != nil {
		return err
	}
	if follow != nil {
		if err := follow(m, out); err != nil {
			return fmt.Errorf("after %v: %v", m, err)
		}
	}
	if s.Invariant != nil {
		if err := s.Invariant(g); err != nil {
			return fmt.Errorf("after %v: %v", m, err)
		}
	}
	return nil
}

// checkResult checks the standing at the end: a score per seat in seat order whose breakdown
// adds up to its total, ranks from 1, and winners ranked 1.
func checkResult(g rules.Game) error {
	res := g.Result()
	if len(res.Scores) != g.Seats() {
		return fmt.Errorf("%d scores for %d seats", len(res.Scores), g.Seats())
	}
	for i, sc := range res.Scores {
		if sc.Seat != rules.Seat(i) {
			return fmt.Errorf("score %d is seat %d's", i, sc.Seat)
		}
		sum := 0
		for _, c := range sc.Breakdown {
			sum += c.Points
		}
		if sum != sc.Total {
			return fmt.Errorf("seat %d: total %d, breakdown adds up to %d", i, sc.Total, sum)
		}
		if sc.Rank < 1 || sc.Rank > g.Seats() {
			return fmt.Errorf("seat %d ranked %d", i, sc.Rank)
		}
	}
	for _, w := range res.Winners {
		if w < 0 || int(w) >= g.Seats() || res.Scores[w].Rank != 1 {
			return fmt.Errorf("winner %d is not ranked first", w)
		}
	}
	return nil
}

// walk plays one game with the random bot, checking at the walk's positions the contract
// (checkPosition), clones, views and samples, and after every move the outcome, Follow and the
// invariant. A twin started alike plays the same moves: every outcome and hash must agree
// (determinism), while a game of another seed must differ from the start.
//
// seen gathers the codec kinds of the legal moves round-tripped (the first of each kind also
// has its damaged forms refused) and the rules candidates were refused under.
func walk(s *Suite, cf config, seed uint64, c Counts, seen *tally) error {
	g, err := s.newGame(cf.seats, seed, cf.opts)
	if err != nil {
		return err
	}
	twin, err := s.newGame(cf.seats, seed, cf.opts)
	if err != nil {
		return err
	}
	if g.Hash() != twin.Hash() {
		return errors.New("two games of one seed differ")
	}
	if other, err := s.newGame(cf.seats, seed+1000003, cf.opts); err != nil || other.Hash() == g.Hash() {
		return fmt.Errorf("a game of another seed is the same game (%v)", err)
	}
	r := rand.New(rand.NewPCG(seed, 0x77616c6b))
	b := bot.NewRandom(seed)
	p := &position{seen: seen, invariantMoves: c.InvariantMoves}
	var follow func(rules.Move, rules.Outcome) error
	if s.Follow != nil {
		follow = s.Follow(g)
	}
	var kept rules.Game
	var keptHash [32]byte
	sampled := 0
	race := newRaceCheck(g)
	for i := 0; ; i++ {
		if i > s.maxMoves() {
			return fmt.Errorf("not over after %d moves", s.maxMoves())
		}
		if err := race.check(g); err != nil {
			return fmt.Errorf("move %d: %v", i, err)
		}
		end := g.Over()
		if i%c.AgreeEvery == 0 || end {
			if err := checkPosition(s, g, r, p); err != nil {
				return fmt.Errorf("move %d: %v", i, err)
			}
			if !sameMoves(twin.Legal(), g.Legal()) {
				return fmt.Errorf("move %d: a twin game lists other moves", i)
			}
		}
		atSample := i%c.SampleEvery == 0 || end
		if atSample {
			playout := sampled%c.PlayoutEvery == 0
			sampled++
			if err := checkViews(s, g, r, playout); err != nil {
				return fmt.Errorf("move %d: %v", i, err)
			}
			if err := checkClone(s, g, r, playout); err != nil {
				return fmt.Errorf("move %d: %v", i, err)
			}
			if kept != nil && kept.Hash() != keptHash {
				return fmt.Errorf("move %d: playing the game on changed a clone taken earlier", i)
			}
			kept, keptHash = g.Clone(), g.Hash()
		}
		if end {
			if err := checkStateCodec(s, g, nil); err != nil {
				return fmt.Errorf("at the end: %v", err)
			}
			break
		}
		m := b.Choose(g)
		if atSample {
			if err := checkStateCodec(s, g, m); err != nil {
				return fmt.Errorf("move %d: %v", i, err)
			}
		}
		out, err := g.Apply(m)
		if err != nil {
			return fmt.Errorf("move %d: the legal %v is refused: %v", i, m, err)
		}
		tout, err := twin.Apply(m)
		if err != nil || !sameOutcome(out, tout) || twin.Hash() != g.Hash() {
			return fmt.Errorf("move %d: %v gives another outcome or state in a twin game (%v)", i, m, err)
		}
		if err := afterMove(s, g, m, out, follow, true); err != nil {
			return fmt.Errorf("move %d: %v", i, err)
		}
		if err := checkDetails(s, out); err != nil {
			return fmt.Errorf("move %d: %v", i, err)
		}
		if g.Clone().Hash() != g.Hash() {
			return fmt.Errorf("move %d: a clone has another hash", i)
		}
		if atSample {
			if err := checkEventsStay(g, m, out); err != nil {
				return fmt.Errorf("move %d: %v", i, err)
			}
		}
	}
	if !reflect.DeepEqual(g.Result(), twin.Result()) {
		return errors.New("twin games end with other results")
	}
	return checkResult(g)
}

// checkEventsStay checks that the events of g's last move stay as they were while a clone
// and a view of g play on (they may share storage only with g itself).
func checkEventsStay(g rules.Game, m rules.Move, out rules.Outcome) error {
	kept := slices.Clone(out.Events)
	c := g.Clone()
	v := g.View(m.Seat())
	for range 5 {
		for _, x := range []rules.Game{c, v} {
			if x.Over() {
				continue
			}
			if _, err := x.Apply(x.Legal()[0]); err != nil {
				return fmt.Errorf("a clone or view refuses its first legal move: %v", err)
			}
		}
	}
	if !reflect.DeepEqual(kept, out.Events) {
		return fmt.Errorf("a clone's or view's moves changed the events of %v", m)
	}
	if g.Clone().Hash() != g.Hash() {
		return errors.New("a clone has another hash")
	}
	return nil
}

// randomGame plays one complete game with the random bot. With seen (a checked game) every
// move's outcome, Follow and the invariant are checked and the moves' kinds are gathered;
// otherwise only the end is checked.
func randomGame(s *Suite, cf config, seed uint64, seen map[reflect.Type]rules.Move) error {
	g, err := s.newGame(cf.seats, seed, cf.opts)
	if err != nil {
		return err
	}
	b := bot.NewRandom(seed)
	var follow func(rules.Move, rules.Outcome) error
	if seen != nil && s.Follow != nil {
		follow = s.Follow(g)
	}
	for i := 0; !g.Over(); i++ {
		if i >= s.maxMoves() {
			return fmt.Errorf("not over after %d moves", s.maxMoves())
		}
		m := b.Choose(g)
		if m == nil {
			return fmt.Errorf("move %d: no legal move before the end", i)
		}
		out, err := g.Apply(m)
		if err != nil {
			return fmt.Errorf("move %d: the legal %v is refused: %v", i, m, err)
		}
		if seen != nil {
			if t := reflect.TypeOf(m); seen[t] == nil {
				seen[t] = m
			}
			if err := afterMove(s, g, m, out, follow, false); err != nil {
				return fmt.Errorf("move %d: %v", i, err)
			}
		}
	}
	if s.Invariant != nil {
		if err := s.Invariant(g); err != nil {
			return fmt.Errorf("at the end: %v", err)
		}
	}
	if g.ToMove() != rules.NoSeat || len(g.Legal()) != 0 {
		return fmt.Errorf("over, yet seat %d is to move with %v", g.ToMove(), g.Legal())
	}
	return checkResult(g)
}

// raceCheck follows a game that reports its race (rules.Progress): the round never goes back
// or past the last, the number of rounds never changes, the game ends in its last round, and
// every standing is the same in every seat's View (a public fact; checked as each round
// starts and at the end).
type raceCheck struct {
	rounds, round int
}

func newRaceCheck(g rules.Game) *raceCheck {
	if p, ok := g.(rules.Progress); ok {
		return &raceCheck{rounds: p.Rounds(), round: p.Round()}
	}
	return nil
}

func (c *raceCheck) check(g rules.Game) error {
	if c == nil {
		return nil
	}
	p := g.(rules.Progress)
	started := p.Round() != c.round || g.Over()
	switch r := p.Round(); {
	case p.Rounds() != c.rounds:
		return fmt.Errorf("the game lasted %d rounds, now %d", c.rounds, p.Rounds())
	case r < c.round || r > c.rounds:
		return fmt.Errorf("round %d after round %d (of %d)", r, c.round, c.rounds)
	case g.Over() && r != c.rounds:
		return fmt.Errorf("over in round %d of %d", r, c.rounds)
	default:
		c.round = r
	}
	if !started {
		return nil
	}
	for v := range g.Seats() {
		vp, ok := g.View(rules.Seat(v)).(rules.Progress)
		if !ok {
			return fmt.Errorf("seat %d's View reports no race", v)
		}
		for s := range g.Seats() {
			if a, b := p.Standing(rules.Seat(s)), vp.Standing(rules.Seat(s)); a != b {
				return fmt.Errorf("seat %d stands at %d, at %d in seat %d's View", s, a, b, v)
			}
		}
	}
	return nil
}

// checkBuilt checks the contract at a built position and after each of its moves.
func checkBuilt(t testing.TB, s *Suite, pos Position, seen *tally) error {
	g, moves := pos.Build(t)
	r := rand.New(rand.NewPCG(uint64(len(pos.Name)), 0x706f73))
	p := &position{seen: seen}
	if pos.Staged {
		c := *s
		c.Invariant = nil
		s = &c
	}
	check := func(playout bool) error {
		if s.Invariant != nil {
			if err := s.Invariant(g); err != nil {
				return err
			}
		}
		if err := checkStateCodec(s, g, nil); err != nil {
			return err
		}
		if err := checkPosition(s, g, r, p); err != nil {
			return err
		}
		if err := checkViews(s, g, r, playout); err != nil {
			return err
		}
		return checkClone(s, g, r, playout)
	}
	if err := check(true); err != nil {
		return fmt.Errorf("built: %v", err)
	}
	for i, m := range moves {
		if err := g.Check(m); err != nil {
			return fmt.Errorf("move %d: %v is refused: %v", i+1, m, err)
		}
		out, err := g.Apply(m)
		if err != nil {
			return fmt.Errorf("move %d: %v is refused: %v", i+1, m, err)
		}
		if err := checkOutcome(s, g, m, out, true); err != nil {
			return fmt.Errorf("move %d: %v", i+1, err)
		}
		if err := checkDetails(s, out); err != nil {
			return fmt.Errorf("move %d: %v", i+1, err)
		}
		if err := check(false); err != nil {
			return fmt.Errorf("after move %d (%v): %v", i+1, m, err)
		}
	}
	return nil
}

// checkDefinition checks the definition: an id, a seat range, options with their defaults
// among their choices; NewGame starts every seat count with every option choice (the same game
// twice for a seed, missing options reading as their defaults) and refuses seat counts out of
// range and options the game does not offer; the codec refuses moves and kinds of no game.
func checkDefinition(s *Suite, cfgs []config) error {
	d := s.Def
	if d.GameID() == "" {
		return errors.New("no game id")
	}
	lo, hi := d.SeatRange()
	if lo < 1 || lo > hi {
		return fmt.Errorf("seat range %d..%d", lo, hi)
	}
	for _, n := range []int{lo - 1, hi + 1} {
		if _, err := d.NewGame(n, 1, nil); err == nil {
			return fmt.Errorf("NewGame takes %d seats, outside %d..%d", n, lo, hi)
		}
	}
	if _, err := d.NewGame(lo, 1, rules.Options{"rulestest-no-such-option": "x"}); err == nil {
		return errors.New("NewGame takes an option the game does not offer")
	}
	defaults := rules.Options{}
	for _, o := range d.Options() {
		if o.Key == "" || o.Label == "" || len(o.Choices) == 0 {
			return fmt.Errorf("option %+v: no key, label or choices", o)
		}
		found := false
		for _, c := range o.Choices {
			found = found || c.Value == o.Default
			if c.Value == "" || c.Label == "" {
				return fmt.Errorf("option %s: choice %+v without value or label", o.Key, c)
			}
		}
		if !found {
			return fmt.Errorf("option %s: default %q is not a choice", o.Key, o.Default)
		}
		defaults[o.Key] = o.Default
		if _, err := d.NewGame(lo, 1, rules.Options{o.Key: "rulestest-no-such-choice"}); err == nil {
			return fmt.Errorf("option %s: NewGame takes a value that is not a choice", o.Key)
		}
	}
	for _, cf := range cfgs {
		a, err := d.NewGame(cf.seats, 5, cf.opts)
		if err != nil {
			return fmt.Errorf("%s: %v", cf.name, err)
		}
		b, err := d.NewGame(cf.seats, 5, cf.opts)
		if err != nil {
			return fmt.Errorf("%s: %v", cf.name, err)
		}
		if a.Seats() != cf.seats || a.Over() || a.Hash() != b.Hash() {
			return fmt.Errorf("%s: %d seats, over %v, the same hash twice %v", cf.name, a.Seats(), a.Over(), a.Hash() == b.Hash())
		}
	}
	for n := lo; n <= hi; n++ {
		a, err1 := d.NewGame(n, 9, nil)
		b, err2 := d.NewGame(n, 9, defaults)
		if err1 != nil || err2 != nil || a.Hash() != b.Hash() {
			return fmt.Errorf("%d seats: no options and the defaults start other games (%v, %v)", n, err1, err2)
		}
	}
	if g, err := d.NewGame(lo, 2, nil); err != nil {
		return err
	} else if err := checkCodecRefusals(s, g); err != nil {
		return err
	}
	if _, _, err := d.EncodeMove(foreign{}); err == nil {
		return errors.New("EncodeMove takes a move of no kind of the game")
	}
	for _, kind := range []string{"", "rulestestNoSuchKind"} {
		if _, err := d.DecodeMove(kind, []byte(`{}`)); err == nil {
			return fmt.Errorf("DecodeMove takes the kind %q", kind)
		}
	}
	return nil
}

// searchPositions are where checkSearchAllocs measures: in one random game per seat count and
// option choice, the first position of each prompt kind and, of each kind, the one with the most
// legal moves, so every kind of decision the random games reach is seen, at its largest too.
func searchPositions(s *Suite, cfgs []config) ([]rules.Game, []string, error) {
	type at struct {
		first, most rules.Game
		firstName   string
		mostName    string
		n           int
	}
	kinds := map[rules.PromptKind]*at{}
	var order []rules.PromptKind
	var buf []rules.Move
	for _, cf := range cfgs {
		g, err := s.newGame(cf.seats, 3, cf.opts)
		if err != nil {
			return nil, nil, err
		}
		b := bot.NewRandom(3)
		for i := 0; !g.Over(); i++ {
			if i > s.maxMoves() {
				return nil, nil, fmt.Errorf("%s: not over after %d moves", cf.name, s.maxMoves())
			}
			k := g.Prompt().Kind
			buf = g.AppendLegal(buf[:0])
			name := fmt.Sprintf("%s, move %d (%s)", cf.name, i, k)
			switch a := kinds[k]; {
			case a == nil:
				kinds[k] = &at{first: g.Clone(), firstName: name, n: len(buf)}
				order = append(order, k)
			case len(buf) > a.n:
				a.most, a.mostName, a.n = g.Clone(), name, len(buf)
			}
			if _, err := g.Apply(b.Choose(g)); err != nil {
				return nil, nil, fmt.Errorf("%s, move %d: %v", cf.name, i, err)
			}
		}
	}
	var games []rules.Game
	var names []string
	for _, k := range order {
		a := kinds[k]
		games, names = append(games, a.first), append(names, a.firstName)
		if a.most != nil {
			games, names = append(games, a.most), append(names, a.mostName)
		}
	}
	return games, names, nil
}

// checkSearchAllocs requires the search calls to allocate nothing at the searchPositions:
// AppendLegal into a reused buffer with room, and Allowed of every legal move and of the
// candidates (four draws of the game's Candidates, a move of no kind of the game, nil), refused ones
// included. Each is called once first: the games box their moves into tables shared by every
// game on first use. It returns the first allocation found. (Not parallel: AllocsPerRun counts
// the allocations of the whole process.)
func checkSearchAllocs(s *Suite, cfgs []config) error {
	games, names, err := searchPositions(s, cfgs)
	if err != nil {
		return err
	}
	for i, g := range games {
		r := rand.New(rand.NewPCG(uint64(i), 0x616c6c6f63))
		buf := g.AppendLegal(nil)
		buf = g.AppendLegal(make([]rules.Move, 0, 2*len(buf)+16))
		if n := testing.AllocsPerRun(10, func() { buf = g.AppendLegal(buf[:0]) }); n > 0 {
			return fmt.Errorf("%s: AppendLegal allocates %.1f times into a buffer with room", names[i], n)
		}
		cands := slices.Clone(buf)
		for range 4 { // the game's candidates may be drawn at random: four draws
			if s.Candidates != nil {
				cands = append(cands, s.Candidates(g, r)...)
			}
		}
		other := (g.ToMove() + 1) % rules.Seat(g.Seats())
		cands = append(cands, foreign{By: g.ToMove()}, foreign{By: other}, nil)
		allowed := 0
		ask := func() {
			allowed = 0
			for _, m := range cands {
				if g.Allowed(m) {
					allowed++
				}
			}
		}
		ask()
		if n := testing.AllocsPerRun(5, ask); n > 0 {
			return fmt.Errorf("%s: Allowed allocates %.1f times over %d legal moves and %d candidates", names[i], n, len(buf), len(cands)-len(buf))
		}
		if allowed < len(buf) {
			return fmt.Errorf("%s: Allowed accepts %d of the %d legal moves", names[i], allowed, len(buf))
		}
	}
	return nil
}

// Fuzz is the body of a game's fuzz target: data[0] picks the seat count and option choice,
// data[1] the seed; each further byte picks a legal move, which must pass Check and apply with
// the outcome, Follow and the invariant checked after it; every eighth byte first tries a
// candidate (the game's Candidates, moves legal earlier, a move of no kind of the game), which
// must be refused by Check and Apply alike, in plain words and with the state unchanged, unless
// Legal lists it.
func Fuzz(t *testing.T, s Suite, data []byte) {
	if len(data) < 2 {
		return
	}
	cfgs := s.configs()
	cf := cfgs[int(data[0])%len(cfgs)]
	g, err := s.newGame(cf.seats, uint64(data[1]), cf.opts)
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(uint64(data[0]), uint64(data[1])))
	var follow func(rules.Move, rules.Outcome) error
	if s.Follow != nil {
		follow = s.Follow(g)
	}
	p := &position{}
	for i, b := range data[2:] {
		if g.Over() {
			break
		}
		legal := g.Legal()
		if err := checkState(&s, g, legal); err != nil {
			t.Fatalf("move %d: %v", i, err)
		}
		if i%8 == 7 {
			var cands []rules.Move
			if s.Candidates != nil {
				cands = s.Candidates(g, r)
			}
			cands = append(cands, p.elsewhere...)
			cands = append(cands, foreign{By: g.ToMove()}, nil)
			listed := make(map[rules.Move]bool, len(legal))
			for _, m := range legal {
				listed[m] = true
			}
			m := cands[(int(b)*131+i)%len(cands)]
			if _, err := checkCandidate(&s, g, m, g.Hash(), listed); err != nil {
				t.Fatalf("move %d: %v", i, err)
			}
		}
		if i%4 == 0 {
			p.remember(r, legal[:min(len(legal), 4)])
		}
		m := legal[int(b)%len(legal)]
		if err := g.Check(m); err != nil {
			t.Fatalf("move %d: Check refuses the legal %v: %v", i, m, err)
		}
		out, err := g.Apply(m)
		if err != nil {
			t.Fatalf("move %d: the legal %v is refused: %v", i, m, err)
		}
		if err := afterMove(&s, g, m, out, follow, true); err != nil {
			t.Fatalf("move %d: %v", i, err)
		}
	}
}

// AddSeeds adds a fixed corpus to a game's fuzz target: a dozen random move sequences of
// growing length (each starting from another seat count and option choice), an empty input and
// a short one.
func AddSeeds(f *testing.F) {
	rng := rand.New(rand.NewPCG(1, 2))
	for i := 0; i < 12; i++ {
		seq := make([]byte, 80+i*90)
		for k := range seq {
			seq[k] = byte(rng.IntN(256))
		}
		seq[0] = byte(i)
		f.Add(seq)
	}
	f.Add([]byte{})
	f.Add([]byte{3, 0, 255, 255, 255, 255, 7, 7, 7, 7})
}
