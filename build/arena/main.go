// Command arena measures the computer players of rules/bot against each other: it plays games
// between player A (one seat) and player B (every other seat), seats rotated from game to game
// and seeds fixed, on several goroutines, and prints A's win rate with its 95 % interval, the
// mean score of each side and the time per decision (mean, median, longest).
//
//	go run ./build/arena -game reavers -players 2 -a normal -b random -games 200
//
// A player is random, greedy, flat[:PLAYOUTS[:CAP]] (flat Monte Carlo, 8 playouts a move by
// default, CAP a time cap per decision such as 1s), flatn:TOTAL (flat Monte Carlo with TOTAL
// playouts a decision shared among the moves, e.g. flatn:1000 for Normal's iterations), or a search level easy, normal or hard,
// optionally with its iteration budget and progressive widening (bot.Config.Widen), e.g.
// normal:300 or normal:1000:1.5 (widening 1.5), and a root-parallel search after "::" with its
// goroutines (bot.Config.Workers), e.g. normal::2 or normal:1000:1.5::2, and a drawn decision
// after "~" (bot.Config.Spread), e.g. easy:100~0.5. Games are numbered 0..games-1 and
// game i uses seed -seed+i, with A at seat i mod players. A's game counts 1 for a sole win and
// 1/k for a first place shared by k seats.
package main

import (
	"flag"
	"fmt"
	"io"
	"math"
	"os"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"northtable/rules"
	"northtable/rules/bot"
	"northtable/rules/games"
	"northtable/rules/reavers"
	"northtable/rules/record"
)

func main() {
	if err := run(os.Args[1:], os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, "arena:", err)
		os.Exit(1)
	}
}

// options are the command's flags.
type options struct {
	game      string
	players   int
	a, b      string
	games     int
	seed      uint64
	workers   int
	slice     time.Duration
	round     int
	moveLimit int
}

func run(args []string, out io.Writer) error {
	var o options
	fs := flag.NewFlagSet("arena", flag.ContinueOnError)
	fs.StringVar(&o.game, "game", "reavers", "the game: orkney, reykholt or reavers")
	fs.IntVar(&o.players, "players", 2, "seats per game")
	fs.StringVar(&o.a, "a", "normal", "player A (one seat)")
	fs.StringVar(&o.b, "b", "random", "player B (every other seat)")
	fs.IntVar(&o.games, "games", 100, "games to play")
	fs.Uint64Var(&o.seed, "seed", 1, "seed of game 0; game i uses seed+i")
	fs.IntVar(&o.workers, "workers", runtime.GOMAXPROCS(0), "games played at once")
	fs.DurationVar(&o.slice, "slice", 0, "a search's time slice per Think call, as a table gives it (0: one call per decision)")
	fs.IntVar(&o.round, "round", 0, "Reavers only: start at this round (2..6) for shorter games")
	fs.IntVar(&o.moveLimit, "moves", 20000, "moves after which a game is abandoned as an error")
	if err := fs.Parse(args); err != nil {
		return err
	}
	def, err := definition(o.game)
	if err != nil {
		return err
	}
	lo, hi := def.SeatRange()
	if o.players < max(lo, 2) || o.players > hi {
		return fmt.Errorf("%s takes %d to %d players here", o.game, max(lo, 2), hi)
	}
	for _, spec := range []string{o.a, o.b} {
		if _, err := newPlayer(spec, 0); err != nil {
			return err
		}
	}
	if o.round != 0 && o.game != "reavers" {
		return fmt.Errorf("-round is for reavers only")
	}
	newGame := func(seed uint64) (rules.Game, error) {
		if o.round != 0 {
			return reavers.New(reavers.Setup{Players: o.players, Seed: seed, Round: o.round})
		}
		return def.NewGame(o.players, seed, nil)
	}

	results := make([]gameResult, o.games)
	errs := make([]error, o.games)
	next := make(chan int)
	var wg sync.WaitGroup
	start := time.Now()
	for w := 0; w < max(o.workers, 1); w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				results[i], errs[i] = play(o, newGame, i)
			}
		}()
	}
	for i := 0; i < o.games; i++ {
		next <- i
	}
	close(next)
	wg.Wait()
	for i, err := range errs {
		if err != nil {
			return fmt.Errorf("game %d (seed %d): %w", i, o.seed+uint64(i), err)
		}
	}
	report(out, o, results, time.Since(start))
	return nil
}

func definition(name string) (record.Definition, error) {
	if d, ok := games.ByID(name); ok {
		return d, nil
	}
	return nil, fmt.Errorf("unknown game %q (orkney, reykholt or reavers)", name)
}

// player is a computer player in the table.Controller shape.
type player interface {
	Think(view rules.Game, budget time.Duration) (rules.Move, bool)
}

// randomPlayer is bot.Random as a player.
type randomPlayer struct{ b *bot.Random }

func (p randomPlayer) Think(view rules.Game, _ time.Duration) (rules.Move, bool) {
	m := p.b.Choose(view)
	return m, m != nil
}

// newPlayer makes the player a spec names, its random choices fixed by seed.
func newPlayer(spec string, seed uint64) (player, error) {
	name, arg, _ := strings.Cut(spec, ":")
	switch name {
	case "random":
		return randomPlayer{bot.NewRandom(seed)}, nil
	case "greedy":
		return bot.NewGreedy(seed), nil
	case "flat":
		n, limit := 8, time.Duration(0)
		if arg != "" {
			ns, ls, hasCap := strings.Cut(arg, ":")
			v, err := strconv.Atoi(ns)
			if err != nil || v < 1 {
				return nil, fmt.Errorf("player %q: playouts %q is not a positive number", spec, ns)
			}
			n = v
			if hasCap {
				if limit, err = time.ParseDuration(ls); err != nil {
					return nil, fmt.Errorf("player %q: %w", spec, err)
				}
			}
		}
		return bot.NewFlat(n, limit, seed), nil
	case "flatn":
		v, err := strconv.Atoi(arg)
		if err != nil || v < 1 {
			return nil, fmt.Errorf("player %q: playouts %q is not a positive number", spec, arg)
		}
		f := bot.NewFlat(1, 0, seed)
		f.Total = v
		return f, nil
	}
	l, err := bot.ParseLevel(name)
	if err != nil {
		return nil, fmt.Errorf("player %q: not random, greedy, flat, flatn or a level", spec)
	}
	c := l.Config(seed)
	arg, workers, hasWorkers := strings.Cut(arg, "::")
	if hasWorkers {
		v, err := strconv.Atoi(workers)
		if err != nil || v < 1 {
			return nil, fmt.Errorf("player %q: workers %q is not a positive number", spec, workers)
		}
		c.Workers = v
	}
	arg, spread, hasSpread := strings.Cut(arg, "~")
	if hasSpread {
		v, err := strconv.ParseFloat(spread, 64)
		if err != nil || v < 0 || v > 1 {
			return nil, fmt.Errorf("player %q: spread %q is not a number in [0, 1]", spec, spread)
		}
		c.Spread = v
	}
	its, widen, hasWiden := strings.Cut(arg, ":")
	if its != "" {
		v, err := strconv.Atoi(its)
		if err != nil || v < 1 {
			return nil, fmt.Errorf("player %q: iterations %q is not a positive number", spec, its)
		}
		c.Iterations = v
	}
	if hasWiden {
		v, err := strconv.ParseFloat(widen, 64)
		if err != nil || v < 0 {
			return nil, fmt.Errorf("player %q: widening %q is not a number ≥ 0", spec, widen)
		}
		c.Widen = v
	}
	return bot.NewSearch(c), nil
}

// side is what one side (A or B) did in one game.
type side struct {
	score      float64         // mean total of its seats
	decisions  int             // decisions with a choice
	thinking   time.Duration   // time spent deciding them
	longest    time.Duration   // the longest of them
	longestIts int             // a search's iterations in the longest
	longestIt  time.Duration   // a search's longest iteration there
	iterations int             // search iterations, for a search
	times      []time.Duration // each decision's time, for the median
}

type gameResult struct {
	win  float64 // A's share of first place
	a, b side
}

func play(o options, newGame func(uint64) (rules.Game, error), i int) (gameResult, error) {
	seed := o.seed + uint64(i)
	g, err := newGame(seed)
	if err != nil {
		return gameResult{}, err
	}
	aSeat := rules.Seat(i % o.players)
	players := make([]player, o.players)
	for s := range players {
		spec := o.b
		if rules.Seat(s) == aSeat {
			spec = o.a
		}
		if players[s], err = newPlayer(spec, bot.Seed(seed, rules.Seat(s))); err != nil {
			return gameResult{}, err
		}
	}
	var res gameResult
	for n := 0; !g.Over(); n++ {
		if n >= o.moveLimit {
			return res, fmt.Errorf("not over after %d moves", n)
		}
		seat := g.ToMove()
		view := g.View(seat)
		sd := &res.b
		if seat == aSeat {
			sd = &res.a
		}
		choices := len(view.Legal())
		slice := o.slice
		if slice == 0 {
			slice = time.Hour
		}
		t := time.Now()
		var m rules.Move
		for calls, ok := 0, false; !ok; calls++ {
			if calls == 1_000_000 {
				return res, fmt.Errorf("seat %d never decided at move %d", seat, n)
			}
			if s, isSearch := players[seat].(*bot.Search); isSearch {
				m, ok = s.ThinkAt(view, n, slice)
			} else {
				m, ok = players[seat].Think(view, slice)
			}
		}
		d := time.Since(t)
		if s, isSearch := players[seat].(*bot.Search); isSearch {
			if err := s.Err(); err != nil {
				return res, err
			}
			sd.iterations += s.Stats().Iterations
			if d > sd.longest {
				sd.longestIts, sd.longestIt = s.Stats().Iterations, s.Stats().Longest
			}
		}
		if choices > 1 {
			sd.decisions++
			sd.thinking += d
			sd.longest = max(sd.longest, d)
			sd.times = append(sd.times, d)
		}
		if _, err := g.Apply(m); err != nil {
			return res, fmt.Errorf("move %d by seat %d (%v): %w", n, seat, m, err)
		}
	}
	r := g.Result()
	if slices.Contains(r.Winners, aSeat) {
		res.win = 1 / float64(len(r.Winners))
	}
	for s, sc := range r.Scores {
		if rules.Seat(s) == aSeat {
			res.a.score = float64(sc.Total)
		} else {
			res.b.score += float64(sc.Total) / float64(o.players-1)
		}
	}
	return res, nil
}

// wilson is the Wilson score interval of a proportion p of n at 95 %.
func wilson(p float64, n int) (lo, hi float64) {
	const z = 1.959964
	nf := float64(n)
	d := 1 + z*z/nf
	c := (p + z*z/(2*nf)) / d
	h := z * math.Sqrt(p*(1-p)/nf+z*z/(4*nf*nf)) / d
	return max(c-h, 0), min(c+h, 1)
}

func report(out io.Writer, o options, rs []gameResult, took time.Duration) {
	var wins float64
	var a, b side
	for _, r := range rs {
		wins += r.win
		for _, p := range []struct{ sum, one *side }{{&a, &r.a}, {&b, &r.b}} {
			p.sum.score += p.one.score
			p.sum.decisions += p.one.decisions
			p.sum.thinking += p.one.thinking
			if p.one.longest > p.sum.longest {
				p.sum.longest, p.sum.longestIts, p.sum.longestIt = p.one.longest, p.one.longestIts, p.one.longestIt
			}
			p.sum.iterations += p.one.iterations
			p.sum.times = append(p.sum.times, p.one.times...)
		}
	}
	n := len(rs)
	p := wins / float64(n)
	lo, hi := wilson(p, n)
	start := ""
	if o.round != 0 {
		start = fmt.Sprintf(", from round %d", o.round)
	}
	fmt.Fprintf(out, "%s, %d players%s: %d games (seeds %d..%d), A at one seat, rotated; %d workers, %v\n",
		o.game, o.players, start, n, o.seed, o.seed+uint64(n)-1, o.workers, took.Round(time.Millisecond))
	fmt.Fprintf(out, "A %-10s wins %.1f of %d = %.1f %% (95 %% interval %.1f–%.1f %%; a fair share is %.1f %%)\n",
		o.a, wins, n, 100*p, 100*lo, 100*hi, 100/float64(o.players))
	for _, x := range []struct {
		name, spec string
		s          side
	}{{"A", o.a, a}, {"B", o.b, b}} {
		fmt.Fprintf(out, "%s %-10s mean score %.1f", x.name, x.spec, x.s.score/float64(n))
		if x.s.decisions > 0 {
			slices.Sort(x.s.times)
			fmt.Fprintf(out, "; %d decisions, %.1f ms mean, %.1f ms median, %.0f ms longest",
				x.s.decisions, ms(x.s.thinking)/float64(x.s.decisions), ms(x.s.times[len(x.s.times)/2]), ms(x.s.longest))
			if x.s.iterations > 0 {
				fmt.Fprintf(out, " (%d iterations, the longest %.1f ms)", x.s.longestIts, ms(x.s.longestIt))
			}
		}
		if x.s.iterations > 0 && x.s.thinking > 0 {
			fmt.Fprintf(out, "; %.0f iterations/s", float64(x.s.iterations)/x.s.thinking.Seconds())
		}
		fmt.Fprintln(out)
	}
}

func ms(d time.Duration) float64 { return float64(d) / float64(time.Millisecond) }
