package rulestest

import (
	"encoding/hex"
	"fmt"
	"maps"
	"math/rand/v2"
	"reflect"
	"runtime"
	"slices"
	"strings"
	"sync"
	"testing"

	"northtable/rules"
	"northtable/rules/bot"
	"northtable/rules/record"
)

// Suite describes one game to the conformance suite. Only Def is required; every hook is
// optional and adds the game's own knowledge to the generic checks.
type Suite struct {
	// Def is the game's definition: its seat range, setup options, NewGame and move codec.
	Def record.Definition

	// New starts the games the suite plays (walks, random games, fuzz inputs); nil means
	// Def.NewGame. A game gives its own to vary what a normal game fixes (Reykholt draws the
	// start player from the seed). Golden games and records always start through Def.
	New func(seats int, seed uint64, opts rules.Options) (rules.Game, error)

	// Invariant returns the first thing wrong with g between two moves, or nil. It runs after
	// every move of the checked random games, of walks and fuzz inputs, and after each legal
	// move tried at a checked position, so it should compare plainly and not allocate much.
	Invariant func(g rules.Game) error

	// Follow is called when the suite starts playing g move by move; the function it returns
	// is called after every move applied to g with the move and its outcome, and returns what
	// is wrong (nil when nothing). It may keep state between moves (goods counted before the
	// move, the round last seen). The game's undo policy (which moves are Final), its logged
	// event kinds and its private events are checked here.
	Follow func(g rules.Game) func(m rules.Move, out rules.Outcome) error

	// Candidates returns moves around g's position, legal or not: every kind of move with its
	// fields over their range and a little beyond, for the seat to move and others. The suite
	// adds moves legal in other positions, a move of no kind of the game and nil.
	Candidates func(g rules.Game, r *rand.Rand) []rules.Move

	// Canonical returns the move Legal lists for a move Check accepts, when the game accepts
	// several spellings of one decision (Orkney: a symmetric tile turned by three steps is the
	// same placement); nil means every accepted move is listed as it is.
	Canonical func(g rules.Game, m rules.Move) rules.Move

	// Words returns an error when words (a refusal, a prompt, a log line) hold something a
	// player must not read: the game's rule codes, coordinates, Go names. The suite itself
	// requires refusals and prompts to be non-empty and free of "§" and codes such as "P2".
	Words func(words string) error

	// Sample checks what the game's Determinize promises beyond the contract, for a sample of
	// g drawn for seat (the parts a seat has seen stay, the unseen parts are a permutation).
	Sample func(g, sample rules.Game, seat rules.Seat) error

	// Positions are built positions where random play rarely goes; the contract is checked at
	// each and after each of its moves.
	Positions []Position

	// Golden are fixed games whose start and end hashes are pinned, so native and WebAssembly
	// builds (and later versions) are seen to compute the very same games.
	Golden []Golden

	// Kinds are the codec kinds (Definition.EncodeMove) that the checked random games must
	// play at least once each, so the random bot is seen to reach every kind of decision.
	Kinds []string

	// Coded are the codec kinds of which the walks and built positions together must round-trip
	// a legal move through the codec: every kind of the game, so each is seen to survive a
	// record (a kind random play rarely reaches can come from a built position).
	Coded []string

	// Refusals are the rules (rules.IllegalMoveError.Rule) under which the walks and built
	// positions together must see Check refuse at least one candidate, so Allowed is seen to
	// agree with Check on the cheap path of each rule family, not only on the first check of
	// the pending decision (and Candidates are seen to reach each family).
	Refusals []string

	// MaxMoves bounds every game the suite plays; a game not over by then fails. 0 means 20000.
	MaxMoves int

	// Counts is how much is played; zero fields take their defaults (see Counts).
	Counts Counts
	// Short is how much is played under testing.Short() and in WebAssembly; zero fields take
	// a tenth of Counts (at least 1).
	Short Counts
}

// Counts is how much the suite plays, per seat count and option choice (the seat counts of
// Def.SeatRange times every combination of Def.Options' choices).
type Counts struct {
	// RandomGames is the number of complete random games (the uniform random bot of rules/bot
	// for every seat); default 100.
	RandomGames int
	// CheckedGames is how many of those check Invariant, Follow and every outcome after each
	// move; the others check the end only. Default: all of them.
	CheckedGames int
	// Walks is the number of games walked position by position with the full contract checked
	// along the way; default 2.
	Walks int
	// AgreeEvery checks Legal/Check/Apply agreement, the codec and clones at every n-th
	// position of a walk (and at its end); default 1.
	AgreeEvery int
	// SampleEvery checks views and Determinize samples at every n-th position of a walk (and at
	// its end); default 5.
	SampleEvery int
	// PlayoutEvery plays samples and clones to the end at every n-th sampled position;
	// default 8.
	PlayoutEvery int
	// InvariantMoves is after how many of a checked position's legal moves (spread over the
	// list) Invariant is checked; 0 means after every one.
	InvariantMoves int
}

// Position is a built position of the game.
type Position struct {
	Name string
	// Build returns the game at the position and the moves to play from it in order; each must
	// be legal when its turn comes.
	Build func(t testing.TB) (rules.Game, []rules.Move)
	// Staged marks a position no normal game reaches (stacks, layouts or counts set by hand),
	// where the game's Invariant need not hold; everything else is checked there.
	Staged bool
}

// Golden is one pinned game: started, played to the end by bot.NewRandom(Bot), and its hashes
// (hex, as record.HashString writes them) compared.
type Golden struct {
	Name string
	// New starts the game; nil means Def.NewGame(Seats, Seed, Options).
	New     func() (rules.Game, error)
	Seats   int
	Seed    uint64
	Options rules.Options
	Bot     uint64 // the random bot's seed
	// Start and End are the hashes before the first move and after the last.
	Start, End string
}

// config is one seat count and option choice.
type config struct {
	seats int
	opts  rules.Options
	name  string
	index int
}

func (s *Suite) maxMoves() int {
	if s.MaxMoves > 0 {
		return s.MaxMoves
	}
	return 20000
}

// short reports whether the suite plays its short counts.
func short() bool { return testing.Short() || runtime.GOARCH == "wasm" }

// counts are the counts in force, defaults filled in.
func (s *Suite) counts() Counts {
	full := s.Counts
	def := func(v *int, d int) {
		if *v <= 0 {
			*v = d
		}
	}
	def(&full.RandomGames, 100)
	def(&full.CheckedGames, full.RandomGames)
	def(&full.Walks, 2)
	def(&full.AgreeEvery, 1)
	def(&full.SampleEvery, 5)
	def(&full.PlayoutEvery, 8)
	if !short() {
		return full
	}
	c := s.Short
	tenth := func(v int) int { return max(1, v/10) }
	def(&c.RandomGames, tenth(full.RandomGames))
	def(&c.CheckedGames, min(c.RandomGames, max(1, full.CheckedGames/10)))
	def(&c.Walks, tenth(full.Walks))
	def(&c.AgreeEvery, full.AgreeEvery*5)
	def(&c.SampleEvery, full.SampleEvery*4)
	def(&c.PlayoutEvery, full.PlayoutEvery)
	def(&c.InvariantMoves, full.InvariantMoves)
	c.CheckedGames = min(c.CheckedGames, c.RandomGames)
	return c
}

func (s *Suite) newGame(seats int, seed uint64, opts rules.Options) (rules.Game, error) {
	if s.New != nil {
		return s.New(seats, seed, opts)
	}
	return s.Def.NewGame(seats, seed, opts)
}

// configs lists every seat count of the range with every combination of option choices.
func (s *Suite) configs() []config {
	lo, hi := s.Def.SeatRange()
	combos := []rules.Options{nil}
	var names []string = []string{""}
	for _, o := range s.Def.Options() {
		var next []rules.Options
		var nextNames []string
		for i, base := range combos {
			for _, c := range o.Choices {
				opts := maps.Clone(base)
				if opts == nil {
					opts = rules.Options{}
				}
				opts[o.Key] = c.Value
				next = append(next, opts)
				nextNames = append(nextNames, names[i]+"-"+o.Key+"="+c.Value)
			}
		}
		combos, names = next, nextNames
	}
	var out []config
	for seats := lo; seats <= hi; seats++ {
		for i, opts := range combos {
			out = append(out, config{seats: seats, opts: opts, name: fmt.Sprintf("%dp%s", seats, names[i]), index: len(out)})
		}
	}
	return out
}

// Run runs the whole suite for the game as parallel subtests of t: the definition and codec,
// the golden games, walks with the full contract checked along the way, random complete
// games, the built positions, and records with undo, save and load. Do not call t.Parallel
// before Run: it first counts AppendLegal's allocations, which needs no other test running;
// its subtests then run in parallel.
func Run(t *testing.T, s Suite) {
	if s.Def == nil {
		t.Fatal("rulestest: Suite.Def is nil")
	}
	c := s.counts()
	cfgs := s.configs()
	if err := checkSearchAllocs(&s, cfgs); err != nil {
		t.Error(err)
	}

	t.Run("Definition", func(t *testing.T) {
		t.Parallel()
		if err := checkDefinition(&s, cfgs); err != nil {
			t.Fatal(err)
		}
	})
	if len(s.Golden) > 0 {
		t.Run("Golden", func(t *testing.T) {
			t.Parallel()
			for _, gd := range s.Golden {
				if err := checkGolden(&s, gd); err != nil {
					t.Error(err)
				}
			}
		})
	}
	var mu sync.Mutex
	seen := newTally()
	t.Cleanup(func() {
		if t.Failed() {
			return
		}
		if err := checkTally(&s, seen); err != nil {
			t.Error(err)
		}
	})
	t.Run("Walk", func(t *testing.T) {
		t.Parallel()
		for _, cf := range cfgs {
			t.Run(cf.name, func(t *testing.T) {
				t.Parallel()
				got := newTally()
				for w := 0; w < c.Walks; w++ {
					seed := uint64(7919*cf.index + 31*w + 1)
					if err := walk(&s, cf, seed, c, got); err != nil {
						t.Fatalf("seed %d: %v", seed, err)
					}
				}
				mu.Lock()
				seen.add(got)
				mu.Unlock()
			})
		}
	})
	t.Run("Random", func(t *testing.T) {
		t.Parallel()
		var mu sync.Mutex // guards kinds
		kinds := map[reflect.Type]rules.Move{}
		t.Cleanup(func() {
			if err := checkKinds(&s, kinds); err != nil {
				t.Error(err)
			}
		})
		for _, cf := range cfgs {
			t.Run(cf.name, func(t *testing.T) {
				t.Parallel()
				seen := map[reflect.Type]rules.Move{}
				for i := 0; i < c.RandomGames; i++ {
					seed := uint64(100003*cf.index + i)
					var err error
					if i < c.CheckedGames {
						err = randomGame(&s, cf, seed, seen)
					} else {
						err = randomGame(&s, cf, seed, nil)
					}
					if err != nil {
						t.Fatalf("seed %d: %v", seed, err)
					}
				}
				mu.Lock()
				maps.Copy(kinds, seen)
				mu.Unlock()
			})
		}
	})
	if len(s.Positions) > 0 {
		t.Run("Positions", func(t *testing.T) {
			t.Parallel()
			for _, p := range s.Positions {
				t.Run(p.Name, func(t *testing.T) {
					t.Parallel()
					got := newTally()
					if err := checkBuilt(t, &s, p, got); err != nil {
						t.Fatal(err)
					}
					mu.Lock()
					seen.add(got)
					mu.Unlock()
				})
			}
		})
	}
	t.Run("Record", func(t *testing.T) {
		t.Parallel()
		for _, cf := range cfgs {
			t.Run(cf.name, func(t *testing.T) {
				t.Parallel()
				if err := checkRecord(&s, cf, uint64(cf.index)+41); err != nil {
					t.Fatal(err)
				}
			})
		}
	})
}

// checkKinds requires every kind of s.Kinds among the moves seen (by Go type).
func checkKinds(s *Suite, seen map[reflect.Type]rules.Move) error {
	if len(s.Kinds) == 0 {
		return nil
	}
	played := map[string]bool{}
	for _, m := range seen {
		kind, _, err := s.Def.EncodeMove(m)
		if err != nil {
			return fmt.Errorf("encode %v: %v", m, err)
		}
		played[kind] = true
	}
	if missing := missingKinds(s.Kinds, played); len(missing) > 0 {
		return fmt.Errorf("the checked random games never played %s (played %v)", strings.Join(missing, ", "), slices.Sorted(maps.Keys(played)))
	}
	return nil
}

// checkTally requires what the walks and positions gathered to hold every kind of s.Coded and
// every rule of s.Refusals.
func checkTally(s *Suite, seen *tally) error {
	if missing := missingKinds(s.Coded, seen.coded); len(missing) > 0 {
		return fmt.Errorf("the walks and positions never round-tripped a legal move of kind %s through the codec", strings.Join(missing, ", "))
	}
	if missing := missingKinds(s.Refusals, seen.refused); len(missing) > 0 {
		return fmt.Errorf("the walks and positions never saw a candidate refused under %s (refused under %v)", strings.Join(missing, ", "), slices.Sorted(maps.Keys(seen.refused)))
	}
	return nil
}

// missingKinds lists the kinds of want that are not in seen.
func missingKinds(want []string, seen map[string]bool) []string {
	var missing []string
	for _, k := range want {
		if !seen[k] {
			missing = append(missing, k)
		}
	}
	return missing
}

// checkGolden plays one pinned game twice and compares its hashes.
func checkGolden(s *Suite, gd Golden) error {
	start := func() (rules.Game, error) {
		if gd.New != nil {
			return gd.New()
		}
		return s.Def.NewGame(gd.Seats, gd.Seed, gd.Options)
	}
	var ends [2][32]byte
	for i := range ends {
		g, err := start()
		if err != nil {
			return fmt.Errorf("golden %s: %v", gd.Name, err)
		}
		if h := record.HashString(g.Hash()); h != gd.Start {
			return fmt.Errorf("golden %s: start hash %s, want %s", gd.Name, h, gd.Start)
		}
		if err := bot.Playout(g, bot.NewRandom(gd.Bot), s.maxMoves()); err != nil {
			return fmt.Errorf("golden %s: %v", gd.Name, err)
		}
		if !g.Over() {
			return fmt.Errorf("golden %s: not over after the playout", gd.Name)
		}
		ends[i] = g.Hash()
		if h := record.HashString(ends[i]); h != gd.End {
			return fmt.Errorf("golden %s: end hash %s, want %s", gd.Name, h, gd.End)
		}
	}
	return nil
}

// hashHex is a hash for messages.
func hashHex(h [32]byte) string { return hex.EncodeToString(h[:6]) }
