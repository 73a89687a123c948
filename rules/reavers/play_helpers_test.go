package reavers_test

import (
	"errors"
	"fmt"
	"testing"

	"github.com/stretchr/testify/require"

	"northtable/rules"
	. "northtable/rules/reavers"
)

// The helpers of the engine-level tests (cards_test.go, locations_play_test.go,
// spoils_play_test.go, flow_test.go): a game built from Setup's overrides, moves applied or
// refused through the public API, and the spec's IDs turned into the engine's.

// table is one game under test.
type table struct {
	t *testing.T
	g *Game
}

// game starts a game from su; with no Areas given, every seat gets an empty area, with Start
// left 0 seat 0 starts, and displays not given are empty.
func game(t *testing.T, su Setup) *table {
	t.Helper()
	if su.Players == 0 {
		su.Players = 2
	}
	if su.Areas == nil {
		for range su.Players {
			su.Areas = append(su.Areas, EmptyPlayer())
		}
	}
	// Displays not given are empty, so the given draw piles stay whole.
	if su.Stacks == nil {
		su.Stacks = [][StackSize]ReaverID{}
	}
	if su.VillagePairs == nil {
		su.VillagePairs = [][StackSize]VillageID{}
	}
	if su.KeepPairs == nil {
		su.KeepPairs = [][StackSize]KeepID{}
	}
	if su.SeaBattles == nil {
		su.SeaBattles = []BattleID{}
	}
	if su.ProphecyDisplay == nil {
		su.ProphecyDisplay = []ProphecyID{}
	}
	g, err := New(su)
	require.NoError(t, err)
	return &table{t: t, g: g}
}

// do applies the moves in order, failing the test at the first refusal; it returns the last
// move's outcome.
func (tb *table) do(ms ...rules.Move) rules.Outcome {
	tb.t.Helper()
	var o rules.Outcome
	for _, m := range ms {
		var err error
		o, err = tb.g.Apply(m)
		require.NoError(tb.t, err, "%v at %s (seat %d to move)", m, tb.g.Decision(), tb.g.ToMove())
	}
	return o
}

// refuse checks that m is refused for rule, by Check and by Apply alike, and that the refusal
// changed nothing.
func (tb *table) refuse(m rules.Move, rule string) {
	tb.t.Helper()
	before := tb.g.Hash()
	require.Equal(tb.t, rule, ruleOf(tb.g.Check(m)), "Check(%v)", m)
	_, err := tb.g.Apply(m)
	require.Equal(tb.t, rule, ruleOf(err), "Apply(%v)", m)
	require.Equal(tb.t, before, tb.g.Hash(), "a refused %v changed the game", m)
	require.False(tb.t, tb.g.Allowed(m))
}

// at checks the pending decision and its seat.
func (tb *table) at(kind rules.PromptKind, seat rules.Seat) {
	tb.t.Helper()
	require.Equal(tb.t, kind, tb.g.Decision(), "decision")
	require.Equal(tb.t, seat, tb.g.ToMove(), "seat to move at %s", kind)
}

// p is seat s's area.
func (tb *table) p(s rules.Seat) Player { return tb.g.Player(s) }

// legal reports whether m is among Legal's moves.
func (tb *table) legal(m rules.Move) bool {
	for _, l := range tb.g.Legal() {
		if l == m {
			return true
		}
	}
	return false
}

// ruleOf is the rule name of a refusal, "" for nil.
func ruleOf(err error) string {
	if err == nil {
		return ""
	}
	var ime *rules.IllegalMoveError
	if errors.As(err, &ime) {
		return ime.Rule
	}
	return "not an IllegalMoveError: " + err.Error()
}

// rv, art, vil, kp, jy, sb and stk are the engine's ids of the spec's IDs.
func rv(id string) ReaverID {
	r, ok := ReaverByID(id)
	if !ok {
		panic("no Reaver " + id)
	}
	return r
}

func art(id string) ArtifactID {
	a, ok := ArtifactByID(id)
	if !ok {
		panic("no Artifact " + id)
	}
	return a
}

func vil(id string) VillageID {
	v, ok := VillageByID(id)
	if !ok {
		panic("no Village Spoils " + id)
	}
	return v
}

func kp(id string) KeepID {
	k, ok := KeepByID(id)
	if !ok {
		panic("no Keep Spoils " + id)
	}
	return k
}

func jy(id string) JourneyID {
	j, ok := JourneyByID(id)
	if !ok {
		panic("no Sea Journey " + id)
	}
	return j
}

func sb(id string) BattleID {
	b, ok := BattleByID(id)
	if !ok {
		panic("no Sea Battle " + id)
	}
	return b
}

func stk(id string) StackID {
	s, ok := StackByID(id)
	if !ok {
		panic("no Territory stack " + id)
	}
	return s
}

func prophecy(id string) ProphecyID {
	for i := range Prophecies {
		if Prophecies[i].ID == id {
			return ProphecyID(i)
		}
	}
	panic("no Prophecy " + id)
}

// reaverCard, villageCard and keepCard name a card for Resolve.
func reaverCard(id string) Card  { return Card{Deck: ReaverDeck, ID: int8(rv(id))} }
func villageCard(id string) Card { return Card{Deck: VillageSpoilsDeck, ID: int8(vil(id))} }
func keepCard(id string) Card    { return Card{Deck: KeepSpoilsDeck, ID: int8(kp(id))} }

// die is one board die of a payment or commitment.
func die(c Colour, f Face) Payment {
	var p Payment
	p.Board[c][f] = 1
	return p
}

// plus adds payments.
func plus(ps ...Payment) Payment {
	var out Payment
	for _, p := range ps {
		for c := range p.Board {
			for f := range p.Board[c] {
				out.Board[c][f] += p.Board[c][f]
			}
		}
		out.Stored |= p.Stored
		for u := range p.Tokens {
			out.Tokens[u] += p.Tokens[u]
		}
	}
	return out
}

// withDice is an empty area holding the dice (colour, face, count triples flattened as a list
// of dieN values).
type dieN struct {
	c Colour
	f Face
	n int
}

func withDice(ds ...dieN) Player {
	p := EmptyPlayer()
	for _, d := range ds {
		if !HasFace(d.c, d.f) {
			panic(fmt.Sprintf("a %s die has no %s", d.c, d.f))
		}
		p.Dice[d.c][d.f] += int8(d.n)
	}
	return p
}

// withArtifacts puts the Artifacts in spaces 0.. of p; stored lists the spaces holding their die.
func withArtifacts(p Player, ids []string, stored ...int) Player {
	for i, id := range ids {
		p.Artifacts[i] = art(id)
	}
	for _, s := range stored {
		p.Stored |= 1 << s
	}
	return p
}

// stock sets p's tokens.
func stock(p Player, kv ...any) Player {
	for i := 0; i < len(kv); i += 2 {
		p.Tokens[kv[i].(Token)] = int16(kv[i+1].(int))
	}
	return p
}

// pile is the number of cards in p's Glory pile by kind, for Reavers.
func hasPiledReaver(p Player, r ReaverID) bool { return p.PileReavers&(1<<r) != 0 }

func hasPiledArtifact(p Player, a ArtifactID) bool { return p.PileArtifacts&(1<<a) != 0 }

// inPlay reports whether p has Artifact a in play.
func inPlay(p Player, a ArtifactID) bool {
	for _, x := range p.Artifacts {
		if x == a {
			return true
		}
	}
	return false
}

// slotCards lists the Reavers in p's slot, top first.
func slotCards(p Player, s Slot) []ReaverID {
	var out []ReaverID
	for _, r := range p.Slots[s] {
		if r != NoReaver {
			out = append(out, r)
		}
	}
	return out
}

// hasProphecy reports whether p holds Prophecy id.
func hasProphecy(p Player, id ProphecyID) bool { return p.Hand&(1<<id) != 0 }
