package reavers

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"northtable/rules"
	"northtable/rules/rulestest"
)

// conformance is Reavers described to the rules conformance suite (rules/rulestest): its
// invariants, the undo policy and private events, candidate moves, what its samples keep, the
// positions random play rarely reaches, and its golden games.
var conformance = rulestest.Suite{
	Def: Definition{},
	// The suite's games also draw the start player from the seed.
	New: func(seats int, seed uint64, opts rules.Options) (rules.Game, error) {
		if err := rules.CheckOptions(nil, opts); err != nil {
			return nil, err
		}
		return New(Setup{Players: seats, Seed: seed, Start: -1})
	},
	Invariant:  func(g rules.Game) error { return invariantError(g.(*Game)) },
	Follow:     follow,
	Candidates: func(g rules.Game, r *rand.Rand) []rules.Move { return candidateMoves(g.(*Game), r) },
	Words: func(words string) error {
		for _, bad := range []string{"Err", "srcK", "frame", "Deck(", "%!"} {
			if strings.Contains(words, bad) {
				return errors.New("a Go name or code: " + bad)
			}
		}
		return nil
	},
	Sample:    sampleError,
	Positions: positions(),
	Golden:    golden,
	Kinds: []string{KindSelectLocation, KindUseAbility, KindSkip, KindActivate, KindRestFood, KindRestDie, KindTake,
		KindResolve, KindRally, KindSpecialiseSlot, KindPromote, KindPromoteDeck, KindPlaceDie, KindDiscardDie,
		KindStoreDie, KindTakeReward, KindPayJourney, KindSuffer, KindCombination, KindFight, KindRetreat,
		KindCommit, KindReroll, KindAccept, KindUseArtifact, KindForce, KindPeace, KindStop, KindTakeToken,
		KindTakeGlory, KindPillageCard, KindKeepProphecy, KindPass, KindChooseLoss},
	Coded: Kinds,
	Refusals: []string{ErrNotYourDecision, ErrWrongDecision, ErrGameOver, ErrLocationTaken, ErrCannotPay,
		ErrBadPayment, ErrBadFace, ErrEmptySource, ErrSlotFull, ErrNoSuchOption, ErrNoCombatDice, ErrNoFavour,
		ErrEmptyReroll, ErrArtifactTiming, ErrArtifactMismatch, ErrArtifactOccupied, ErrNoSpace},
	MaxMoves: 20000,
	// 2,000 random games per player count in the full run, the first 200 checked after every
	// move; 200 under -short and in WebAssembly, where the golden hashes already show the
	// browser computes the same games.
	Counts: rulestest.Counts{RandomGames: 2000, CheckedGames: 200, Walks: 2, AgreeEvery: 4, SampleEvery: 8, PlayoutEvery: 6},
	Short:  rulestest.Counts{RandomGames: 200, CheckedGames: 20, Walks: 2, AgreeEvery: 2, SampleEvery: 25, PlayoutEvery: 8},
}

// TestConformance runs the rules conformance suite for Reavers.
func TestConformance(t *testing.T) { rulestest.Run(t, conformance) }

// FuzzReaversMoves runs the suite's fuzz body over move sequences.
func FuzzReaversMoves(f *testing.F) {
	rulestest.AddSeeds(f)
	f.Fuzz(func(t *testing.T, data []byte) { rulestest.Fuzz(t, conformance, data) })
}

// invariantError is what is wrong with g between two moves: more than 10 board dice with no
// Capacity pending for that seat, a card lost or made (every deck's cards counted across
// piles, displays, pending cards, frames and areas), a location selected twice or too many
// selections, a round outside 1..6, a negative stock or Glory.
func invariantError(g *Game) error {
	s := &g.s
	for seat := range s.N {
		p := &s.Players[seat]
		if p.Dice.Count() > DiceCapacity {
			pending := false
			for _, f := range s.Frames[:s.NF] {
				pending = pending || f.Kind == fCapacity && f.Seat == seat
			}
			if !pending {
				return fmt.Errorf("seat %d has %d board dice and no Capacity pending", seat, p.Dice.Count())
			}
		}
		for t, n := range p.Tokens {
			if n < 0 {
				return fmt.Errorf("seat %d has %d %s", seat, n, Token(t))
			}
		}
		if p.Glory < GloryFloor {
			return fmt.Errorf("seat %d has %d Glory", seat, p.Glory)
		}
		for c := range p.Dice {
			for f, n := range p.Dice[c] {
				if n < 0 || n > 0 && !HasFace(Colour(c), Face(f)) {
					return fmt.Errorf("seat %d has %d %s dice showing %s", seat, n, Colour(c), Face(f))
				}
			}
		}
		used := 0
		for _, u := range p.Upgrades {
			if u.Present {
				used++
			}
		}
		if used > UpgradeSpaces {
			return fmt.Errorf("seat %d has %d Ship Upgrades", seat, used)
		}
	}
	for d := range Deck(NumDecks) {
		if n := g.deckCount(d); n != int(s.Box[d]) {
			return fmt.Errorf("%s deck: %d cards in the game, %d in the box", d, n, s.Box[d])
		}
	}
	if s.Round < 1 || s.Round > Rounds {
		return fmt.Errorf("round %d", s.Round)
	}
	taken := 0
	for _, seat := range s.Taken {
		if seat >= 0 {
			taken++
		}
	}
	want := int(s.Sel)
	if s.Loc != NoLocation {
		want++
	}
	if s.Phase == phasePlay && min(want, SelectionsPerRound) != taken {
		return fmt.Errorf("%d locations taken at selection %d", taken, s.Sel)
	}
	return nil
}

// follow checks, move by move: a move that is not Final leaves the same seat to move; rounds
// only go forward and the game ends in round 6; only Prophecy draws are private, and they are
// their own seat's.
func follow(rg rules.Game) func(rules.Move, rules.Outcome) error {
	g := rg.(*Game)
	round := g.s.Round
	return func(m rules.Move, o rules.Outcome) error {
		if !o.Final && g.ToMove() != m.Seat() {
			return fmt.Errorf("not final, yet seat %d is to move after seat %d", g.ToMove(), m.Seat())
		}
		if o.Final != (g.revealed || g.Over() || g.ToMove() != m.Seat()) {
			return fmt.Errorf("final %v, revealed %v", o.Final, g.revealed)
		}
		for _, e := range o.Events {
			if e.Private && e.Kind != EvProphecy && e.Kind != EvKeepProphecy {
				return fmt.Errorf("event %q is private", e.Kind)
			}
			if (e.Kind == EvProphecy || e.Kind == EvKeepProphecy) && !e.Private {
				return fmt.Errorf("event %q is public", e.Kind)
			}
		}
		if g.s.Round < round {
			return fmt.Errorf("round %d after %d", g.s.Round, round)
		}
		round = g.s.Round
		if g.Over() && g.s.Round != Rounds {
			return fmt.Errorf("over in round %d", g.s.Round)
		}
		return nil
	}
}

// sampleError is what a sample must keep beyond the contract: the same piles' sizes, the
// seat's own hand, the same cards in every public place, and the unseen Prophecies only moved
// among the hidden places.
func sampleError(rg, rs rules.Game, seat rules.Seat) error {
	g, s := rg.(*Game), rs.(*Game)
	for d := range Deck(NumDecks) {
		if g.s.Draw[d].n != s.s.Draw[d].n || g.s.Discard[d].n != s.s.Discard[d].n {
			return fmt.Errorf("%s piles resized", d)
		}
		if g.deckCount(d) != s.deckCount(d) {
			return fmt.Errorf("%s cards not conserved in the sample", d)
		}
	}
	if seat >= 0 && int(seat) < g.Seats() && g.s.Players[seat].Hand != s.s.Players[seat].Hand {
		return fmt.Errorf("seat %d's own hand changed", seat)
	}
	for i := range g.s.N {
		if g.HandSize(rules.Seat(i)) != s.HandSize(rules.Seat(i)) {
			return fmt.Errorf("seat %d's hand size changed", i)
		}
	}
	if p := g.Prompt(); p.Kind != g.Decision() {
		return fmt.Errorf("prompt %+v at decision %q", p, g.Decision())
	}
	return nil
}

// candidateMoves are moves around g's position, legal or not, for the seat to move and the
// next seat: every kind with its fields over their range and a little beyond.
func candidateMoves(g *Game, r *rand.Rand) []rules.Move {
	var out []rules.Move
	seats := []rules.Seat{g.ToMove(), (g.ToMove() + 1) % rules.Seat(g.Seats())}
	if g.Over() {
		seats = []rules.Seat{0}
	}
	for _, by := range seats {
		if by < 0 {
			continue
		}
		p := g.s.Players[by]
		pays := []Payment{{}}
		if sp, ok := p.SuggestPayment(Locations[RaidKeeps].Cost); ok {
			pays = append(pays, sp)
		}
		bad := Payment{}
		bad.Board[Red][Shield] = 3
		pays = append(pays, bad)
		some := Payment{}
		for c := range p.Dice {
			for f := range p.Dice[c] {
				if p.Dice[c][f] > 0 && r.IntN(2) == 0 {
					some.Board[c][f] = 1
				}
			}
		}
		pays = append(pays, some)
		for l := Location(-1); l <= NumLocations; l++ {
			out = append(out, SelectLocation{by, l})
		}
		for i := int8(-1); i <= 3; i++ {
			out = append(out, UseAbility{by, i}, Take{by, i - 1}, StoreDie{by, Colour(r.IntN(3)), Face(r.IntN(6)), i},
				ReplaceToken{by, i}, TakeReward{by, TradeReward(r.IntN(5) - 1), i})
		}
		for _, pay := range pays {
			out = append(out, Activate{by, pay}, PayJourney{by, pay}, ChooseLoss{by, pay}, Combination{by, pay},
				Commit{by, pay}, Peace{by, StackID(r.IntN(10) - 1), pay})
		}
		out = append(out, Skip{by}, RestFood{by}, RestDie{by, Colour(r.IntN(4) - 1), Face(r.IntN(7))},
			RestDie{by, Blue, Shield}, Rally{by}, Promote{by}, SpecialiseSlot{by, Slot(r.IntN(6) - 1)},
			PromoteDeck{by, Deck(r.IntN(7) - 1)}, PlaceDie{by, Colour(r.IntN(4) - 1), Face(r.IntN(7))},
			PlaceDie{by, Red, Hammer}, DiscardDie{by, Colour(r.IntN(3)), Face(r.IntN(6))}, Suffer{by}, Fight{by},
			Retreat{by}, Reroll{by, [3]int8{int8(r.IntN(3)), int8(r.IntN(3)), int8(r.IntN(2))}}, Reroll{by, [3]int8{}}, Reroll{by, [3]int8{0, 0, 1}},
			Accept{by}, UseArtifact{by, ArtifactID(r.IntN(13) - 1), [3]int8{}},
			UseArtifact{by, ArtifactID(r.IntN(12)), [3]int8{0, 1, 0}}, Force{by, StackID(r.IntN(10) - 1)}, Stop{by},
			ReplaceArtifact{by, ArtifactID(r.IntN(13) - 1)}, ArtifactToPile{by}, TakeToken{by}, TokenToPile{by},
			TakeGlory{by}, PillageCard{by}, KeepProphecy{by, ProphecyID(r.IntN(19) - 1)}, Pass{by},
			Resolve{by, Card{Deck(r.IntN(6)), int8(r.IntN(20))}})
		for _, a := range p.Artifacts {
			if a >= 0 {
				art := Artifacts[a]
				out = append(out, UseArtifact{by, a, [3]int8{}}, UseArtifact{by, a, [3]int8{1, 0, 0}},
					StoreDie{by, art.HoldsColour, art.HoldsFace, 0}, StoreDie{by, art.HoldsColour, Clan, 1})
			}
		}
		for i := range ArtifactSpaces {
			if a := p.Artifacts[i]; a >= 0 {
				art := Artifacts[a]
				out = append(out, StoreDie{by, art.HoldsColour, art.HoldsFace, int8(i)})
			}
		}
		for sl := range Slot(NumSlots) {
			out = append(out, SpecialiseSlot{by, sl})
		}
	}
	return out
}

// golden are the pinned games: the same start and end hashes natively and in WebAssembly.
var golden = []rulestest.Golden{
	{Name: "4 players", Bot: 1, New: func() (rules.Game, error) { return New(Setup{Players: 4, Seed: 12345, Start: 2}) },
		Start: "d8234c8a73089cd06bb20c6c56b31f32e1698cd704c3806b38ae8c84253c532f",
		End:   "1331394e712bdb8848d684e3281cafb4c451a0556b89d512c386309b84f732a6"},
	{Name: "3 players", Bot: 1, New: func() (rules.Game, error) { return New(Setup{Players: 3, Seed: 2026}) },
		Start: "39b6cad52d6d73e1fafb6b6959eedbce35b17deea1d5849020048e836ee76954",
		End:   "7fa9663d300e91c43447ce1f2e05af5b7747ea967e152b655d8bf81ccecbeafc"},
	{Name: "2 players", Bot: 1, New: func() (rules.Game, error) { return New(Setup{Players: 2, Seed: 777, Start: 1}) },
		Start: "4399687463b2929277bebce9133e98aa7d29dce4da689b1e98ceb575834c457c",
		End:   "e86bdde8b8aa3151a3bc55af0335d040cb3fcee7c78d68e3890088d03eb7495f"},
}

// positions are where random play rarely goes: a fifth Artifact, a fourth Ship Upgrade token,
// a Sea Battle won by its combination, a loss of dice of the owner's choice.
func positions() []rulestest.Position {
	suggest := func(g *Game, c Cost) Payment {
		pay, ok := g.s.Players[g.ToMove()].SuggestPayment(c)
		if !ok {
			panic("no payment")
		}
		return pay
	}
	raid := func(first VillageID, area func(p *Player)) func(t testing.TB) (rules.Game, []rules.Move) {
		return func(t testing.TB) (rules.Game, []rules.Move) {
			a := EmptyPlayer()
			a.Tokens[Food] = 3
			a.Dice[Blue][Chest] = 2
			area(&a)
			g, err := New(Setup{Players: 2, Seed: 5, Areas: []Player{a, EmptyPlayer()},
				VillagePairs: [][StackSize]VillageID{{first, vs("VS04")}}})
			if err != nil {
				t.Fatal(err)
			}
			moves := []rules.Move{SelectLocation{0, RaidVillages}, Activate{0, suggest(g, Locations[RaidVillages].Cost)},
				Take{0, 0}, Resolve{0, Card{VillageSpoilsDeck, int8(first)}}}
			return g, moves
		}
	}
	sea := func(j string, b string, area func(p *Player)) func(t testing.TB) (rules.Game, []rules.Move) {
		return func(t testing.TB) (rules.Game, []rules.Move) {
			a := EmptyPlayer()
			a.Tokens[Food] = 4
			area(&a)
			jid, _ := JourneyByID(j)
			bid, _ := BattleByID(b)
			g, err := New(Setup{Players: 3, Seed: 6, Areas: []Player{a, EmptyPlayer(), EmptyPlayer()},
				JourneyPile: []JourneyID{jid}, SeaBattles: []BattleID{bid}})
			if err != nil {
				t.Fatal(err)
			}
			moves := []rules.Move{SelectLocation{0, BattleAtSea}, Activate{0, Payment{}}}
			if !Journeys[jid].HasPayment() {
				moves = append(moves, Take{0, 0})
			}
			return g, moves
		}
	}
	return []rulestest.Position{
		{Name: "fifth Artifact", Staged: true, Build: raid(vs("A07"), func(p *Player) {
			for i, id := range []string{"A02", "A03", "A05", "A10"} {
				p.Artifacts[i], _ = ArtifactByID(id)
			}
			p.Stored = 1 << 2
			p.Dice[Red][Shield] = 8
		})},
		{Name: "fourth Ship Upgrade", Staged: true, Build: raid(vs("VS01"), func(p *Player) {
			for i := range p.Upgrades {
				p.Upgrades[i] = UpgradeToken{Present: true, Kind: Upgrade(i)}
			}
		})},
		{Name: "combination", Staged: true, Build: sea("J11", "SB01", func(p *Player) {
			p.Dice[Yellow][Ship] = 2
			p.Dice[Red][Shield] = 1
			p.Dice[Blue][Hammer] = 1
		})},
		{Name: "full slots", Staged: true, Build: func(t testing.TB) (rules.Game, []rules.Move) {
			a := EmptyPlayer()
			for sl := range a.Slots {
				for k := range a.Slots[sl] {
					a.Slots[sl][k] = ReaverID(3*sl + k)
				}
			}
			t07, _ := ReaverByID("T07")
			g, err := New(Setup{Players: 2, Seed: 8, Areas: []Player{a, EmptyPlayer()},
				Stacks: [][StackSize]ReaverID{{t07, 14}}})
			if err != nil {
				t.Fatal(err)
			}
			return g, []rules.Move{SelectLocation{0, RecruitReavers}, Activate{0, Payment{}}, Take{0, 0},
				Resolve{0, Card{ReaverDeck, int8(t07)}}}
		}},
		{Name: "re-roll without Favour", Staged: true, Build: func(t testing.TB) (rules.Game, []rules.Move) {
			a := EmptyPlayer()
			a.Tokens[Favour] = 0
			a.Dice[Blue][Hammer] = 1
			a.Artifacts[0], _ = ArtifactByID("A11")
			g, err := New(Setup{Players: 2, Seed: 9, Areas: []Player{a, EmptyPlayer()}, Combat: []CombatFace{Blank}})
			if err != nil {
				t.Fatal(err)
			}
			food2, _ := StackByID("FOOD2")
			var hammer Payment
			hammer.Board[Blue][Hammer] = 1
			return g, []rules.Move{SelectLocation{0, SubdueTerritories}, Activate{0, Payment{}}, Force{0, food2},
				Commit{0, hammer}}
		}},
		{Name: "loss of choice", Staged: true, Build: sea("J03", "SB07", func(p *Player) {
			p.Dice[Yellow][Ship] = 1
			p.Dice[Red][Shield] = 1
			p.Dice[Blue][Hammer] = 1
		})},
	}
}

// vs is a Village Spoils kind by its spec ID.
func vs(id string) VillageID {
	v, ok := VillageByID(id)
	if !ok {
		panic("no Village Spoils " + id)
	}
	return v
}
