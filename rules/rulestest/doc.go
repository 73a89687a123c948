// Package rulestest is the conformance suite of the rules contract (package rules): one call
// checks everything the contract promises for any rules.Game and its record.Definition, in the
// shape of testing/fstest.TestFS. A game's own tests are then only about its rules.
//
// # Plugging a game in
//
// A game describes itself in a Suite (only Def is required; the hooks add what only the game
// knows) and runs it from its own tests, one line each:
//
//	var conformance = rulestest.Suite{
//		Def:        reavers.Definition{},
//		Invariant:  func(g rules.Game) error { return invariantError(g.(*reavers.Game)) },
//		Candidates: candidates, // moves around a position, legal or not
//		Golden: []rulestest.Golden{{Name: "4p", Seats: 4, Seed: 12345, Bot: 1,
//			Start: "…", End: "…"}},
//		Counts: rulestest.Counts{RandomGames: 1000, CheckedGames: 100},
//	}
//
//	func TestConformance(t *testing.T) { rulestest.Run(t, conformance) }
//
//	func FuzzReaversMoves(f *testing.F) {
//		rulestest.AddSeeds(f)
//		f.Fuzz(func(t *testing.T, data []byte) { rulestest.Fuzz(t, conformance, data) })
//	}
//
// Run's parts are parallel subtests (Definition, Golden, Walk/<config>, Random/<config>,
// Positions/<name>, Record/<config>), so `go test -run 'TestConformance/Walk/3p'` runs one. A
// config is a seat count of Def.SeatRange with one combination of the choices of
// Def.Options, e.g. "3p-services=A"; every config is played. Do not call t.Parallel before
// Run (it counts allocations first, which needs no other test running: see "The search
// calls" below).
//
// Hooks return an error (nil when all is well) instead of failing a test, so they stay cheap
// in playouts; the suite adds the position and the move to the message. Hooks that need the
// game's concrete type assert it (g.(*reavers.Game)); they may read unexported state when the
// game's tests are an internal test package. What each hook is for:
//   - New: start the suite's games with more variety than a normal game (a drawn start
//     player); Def.NewGame otherwise.
//   - Invariant: what holds in every state (counts conserved, nothing negative).
//   - Follow: checks from one move to the next, with state of their own: the undo policy
//     (which moves are Final), conservation against the events, the logged and private event
//     kinds.
//   - Candidates and Canonical: illegal moves worth trying, and the one spelling Legal lists
//     of a move Check accepts in several.
//   - Words: the game's own test of what players must not read (its codes, coordinates).
//   - Sample: what Determinize keeps beyond the contract (the seen part of a pile).
//   - Positions: built positions random play rarely reaches; Staged for hand-set ones.
//   - Golden, Kinds and Coded: pinned games; move kinds random play must reach; move kinds
//     the codec must be seen to carry.
//   - Refusals: the rules (IllegalMoveError.Rule) the candidates must be seen refused under,
//     one per rule family of the game, so Allowed is seen to agree with Check on each family's
//     own path and the Candidates hook is seen to reach it.
//
// Refusals must read "rule — what it asks" (rules.RuleBook.Refuse gives that form). The toy
// game of this package's tests (toy_test.go) is a complete small game that passes the suite,
// with the variants that break one promise each.
//
// # What is checked
//
// The definition (Definition): an id, a seat range, options whose defaults are among their
// choices; NewGame starts every config, the same game twice for one seed, missing options
// reading as their defaults, and refuses seat counts out of range and options not offered;
// the codec refuses a move and kinds of no game.
//
// Walks (Walk/<config>, Counts.Walks games each): a game played by the random bot of
// rules/bot, with a twin started alike that plays the same moves (every outcome and hash
// equal: determinism) and a game of another seed that differs. At every Counts.AgreeEvery-th
// position and at the end:
//   - Over, ToMove, Legal and Prompt agree (no legal move and no prompt kind once over; a seat
//     in range, legal moves and a plain-words prompt before);
//   - every legal move is listed once, is the mover's, passes Check and Allowed,
//     round-trips through the codec (the first move of each kind also has damaged
//     data refused: truncated, trailing, an unknown field, a word for a number), and applies
//     on a clone, after which the outcome rules below hold, and Invariant too (after every
//     one, or after Counts.InvariantMoves of them spread over the list); the seat to move
//     lists the same moves in its view, and the twin game too;
//   - AppendLegal appends exactly Legal's moves in order: into nil, after what dst held
//     (keeping it), and into a buffer reused from position to position, as a search does;
//   - every candidate (the game's Candidates, moves legal at earlier positions, so other seats'
//     moves and moves of other decisions, a move of no kind of the game, and nil) is listed by
//     Legal exactly when Check accepts it (through Canonical); Allowed agrees; a refused one is
//     refused by Apply with the same *rules.IllegalMoveError (same Error and Words, a Rule,
//     Detail, Words in plain words reading "rule — what it asks": no rule code, the game's
//     Words hook, equal to rules.Explain), and the state's Hash is unchanged.
//
// At every Counts.SampleEvery-th position and at the end, for a spectator, every seat and a
// seat out of range:
//   - a seat out of range sees what a spectator sees; a view of a view by the same seat is the
//     view; a spectator's view of any seat's view is the spectator's view of the game;
//   - the seat to move lists the game's legal moves in its view;
//   - Determinize: the seat's View of a sample equals its View of the game; a sample is not the
//     game and two samples differ (chance reseeded); the mover's legal moves are the same in a
//     sample; the game's Sample hook holds; a sample of the seat's own view shows the seat the
//     same; at every Counts.PlayoutEvery-th sampled position each sample plays to the end;
//   - the undo boundary from the mover's side: a legal move that is not Final leaves the mover
//     seeing the same after it in every sample drawn for the mover (it showed nothing hidden),
//     and is not Final there either;
//   - Clone: a clone has the game's hash, playing it (to the end at playout positions) leaves
//     the game's hash, and a clone taken at the previous sampled position still has its hash;
//   - after the move played there, its Outcome.Events stay as they were while a clone and the
//     mover's view play five moves;
//   - none of this changes the game's hash.
//
// The codecs for the table server (record.Definition's EncodeState, DecodeState, EncodeDetail,
// DecodeDetail): at every Counts.SampleEvery-th position of a walk, at its end and at every
// built position, the game, a spectator's View and every seat's View each round-trip the
// state codec to a game with the same Hash, Prompt, ToMove, Over, Legal (as strings), Result
// once over, Opening (a rules.Opener's) and View of every seat, that encodes to the very bytes
// read (what the board shows beyond the Hash included); a view that hides something does not
// encode as the game, and a seat's View of a Determinize sample drawn for it encodes to the
// very bytes of its View of the game (the bytes a seat is sent depend only on what it knows);
// the game decoded plays the walk's next move with the same outcome and hash as the game.
// Every event of every move of a walk and of a built position round-trips the event codec to
// an equal (==) Detail. The definition's check adds that the codecs refuse a game of another
// kind, no bytes, bytes of no game, a state cut short or followed by a byte, and an unknown
// event kind. FuzzState and AddStateSeeds are the body and corpus of a game's FuzzDecodeState
// target: hostile bytes never panic the decoder, and a state it accepts answers every
// question and plays on.
//
// After every move of a walk: a clone has the game's hash; the outcome rules (a private event
// belongs to a seat and only that seat sees it; every line Describe gives, with and without
// names, is plain words); the game's Follow and Invariant. At the end: a score per seat in
// seat order whose breakdown adds up to its total, ranks from 1, winners ranked first, and
// the twin's result equal. A game that reports its race (rules.Progress) keeps it sane all
// through a walk: the round never goes back or past the last, the number of rounds never
// changes, the game ends in its last round, and every seat's View gives the same standings.
//
// Random games (Random/<config>, Counts.RandomGames each): complete games of the random bot,
// each ending within MaxMoves; the first Counts.CheckedGames check the outcome rules, Follow
// and Invariant after every move, the rest Invariant at the end; all check the end as walks
// do. The checked games together must play every codec kind in Kinds; the walks and built
// positions together must round-trip a legal move of every kind in Coded through the codec,
// and see a candidate refused under every rule in Refusals.
//
// # The search calls
//
// Before the subtests (not in parallel: testing.AllocsPerRun counts the allocations of the
// whole process), one random game per config is played and, for each prompt kind it reaches,
// its first position and the position with the most legal moves are kept. At each of them
// AppendLegal into a buffer with room, and Allowed over every legal move, four draws of the
// game's Candidates, a move of no kind of the game and nil (refused moves included), must
// allocate nothing; every legal move is Allowed. Each call is made once before it is
// counted: a game may box its moves into tables shared by every game on first use. A search
// (rules/bot, the planners) calls these millions of times, so an allocation there is a
// regression even when the answers are right.
//
// Positions (Positions/<name>): the game's built positions get the checks of a walk position
// (agreement, views, samples played out, clones) before and after each of their moves.
//
// Records (Record/<config>): a random game played through a record.Match of human seats:
// after each move Undo is offered exactly when the move was no undo boundary (not Final, the
// same seat to move, not over) and restores the hash from before it, and the move redone the
// hash after it; every 37 moves and at the end the match is saved and loaded (same game,
// record and undo answer), and at the end its text form parses to the same record and
// replays to the same game. The undo policy itself (which moves are Final) is the game's: its
// Follow hook or its own tests check it.
//
// Golden (Golden): each pinned game, started twice, has its start hash, and after a playout
// by bot.NewRandom(Bot) its end hash, exactly as given; the same run under
// GOOS=js GOARCH=wasm shows the browser computes the same games.
//
// Fuzz is a fuzz target's body over move sequences (see its doc); AddSeeds gives a corpus.
//
// # How much is played
//
// Counts sets the number of walks and random games per config and how often a walk checks;
// under testing.Short() and in WebAssembly the Short counts apply (by default a tenth of the
// games, checks five and four times rarer). Walks and random games run in parallel subtests,
// one per config.
//
// # Benchmarks
//
// BenchPlayout, BenchLegal, BenchAppendLegal, BenchAllowed, BenchClone and BenchDeterminize
// are the bodies of the benchmarks a search opponent's costs are read from; a game's
// bench_test.go builds its positions (a mid-game view, a late-game placement) and calls them,
// so every game is measured the same way (README, Performance).
//
// The package imports no Ebitengine (rules/ stays pure), only the standard library and
// packages under rules/.
package rulestest
