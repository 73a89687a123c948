package reykholt

import (
	"errors"
	"regexp"
	"slices"
	"sync"
	"testing"

	"github.com/stretchr/testify/require"

	"northtable/rules"
)

// Fixtures: a builder for "given" states set field by field, and the move helpers every test
// file uses.

// gh is the greenhouse with the printed id, e.g. gh("G13").
func gh(code string) GreenhouseID {
	for i := range Greenhouses {
		if Greenhouses[i].ID == code {
			return GreenhouseID(i)
		}
	}
	panic("no greenhouse " + code)
}

// card is the service card with the printed id, e.g. card("A4").
func card(code string) CardID { return cardByCode(code) }

// spaceOf is the space of g's board side with the printed id, e.g. spaceOf(g, "F1").
func spaceOf(g *Game, code string) SpaceID {
	for i, sp := range sides[g.side] {
		if sp.ID == code {
			return SpaceID(i)
		}
	}
	panic("no space " + code + " on this side")
}

// goods builds a Goods from good/count pairs: goods(Tomato, 3, Lettuce, 1).
func goods(pairs ...any) Goods {
	var gs Goods
	for i := 0; i+1 < len(pairs); i += 2 {
		gs[pairs[i].(Good)] += int16(pairs[i+1].(int))
	}
	return gs
}

// fix builds a given state on a fresh game by setting fields directly.
type fix struct {
	t testing.TB
	g *Game
}

// given is a game of the player count at seat 0's first placement turn, seat 0 the start
// player, service set A with its display as dealt by seed 1. Solo games have had their round
// start (G17 and 1 tomato); given clears that again so that tests start from nothing.
func given(t testing.TB, players int) *fix {
	t.Helper()
	return givenSetup(t, Setup{Players: players, Seed: 1})
}

func givenSetup(t testing.TB, s Setup) *fix {
	t.Helper()
	g, err := New(s)
	require.NoError(t, err)
	f := &fix{t: t, g: g}
	if g.solo {
		// Undo the round start so the fixture decides what the player owns.
		f.ungive(g17)
		g.push(PileRandom, g17)
		g.g17Down = true
		g.randHidden = g.piles[PileRandom].n - 1
		g.pl[0].stock = Goods{}
	}
	return f
}

// ungive takes greenhouse h from whoever has it (a pile or a player), keeping the random
// pile's hidden count and G17's face consistent.
func (f *fix) ungive(h GreenhouseID) {
	g := f.g
	if o := g.ghOwner[h]; o >= 0 {
		p := &g.pl[o]
		k := 0
		for _, x := range p.own[:p.nOwn] {
			if x != h {
				p.own[k] = x
				k++
			}
		}
		p.nOwn = int8(k)
		g.ghOwner[h] = -1
		g.ghGoods[h] = Goods{}
		return
	}
	for q := range g.piles {
		pl := &g.piles[q]
		for i, x := range pl.ids[:pl.n] {
			if x != h {
				continue
			}
			copy(pl.ids[i:], pl.ids[i+1:pl.n])
			pl.n--
			if Pile(q) == PileRandom {
				if int8(i) < g.randHidden {
					g.randHidden--
				}
				if h == g17 {
					g.g17Down = false
				}
			}
			return
		}
	}
}

// gh gives seat s greenhouse code holding contents (empty when none is given). A card not in
// the game at this player count joins it.
func (f *fix) gh(s rules.Seat, code string, contents ...Goods) *fix {
	g := f.g
	h := gh(code)
	f.ungive(h)
	g.inGame[h] = true
	g.ghOwner[h] = int8(s)
	p := &g.pl[s]
	p.own[p.nOwn] = h
	p.nOwn++
	if len(contents) > 0 {
		g.ghGoods[h] = contents[0]
	}
	return f
}

// out takes greenhouses out of the game altogether.
func (f *fix) out(codes ...string) *fix {
	for _, c := range codes {
		h := gh(c)
		f.ungive(h)
		f.g.inGame[h] = false
	}
	return f
}

// emptyPile takes every card of pile p out of the game.
func (f *fix) emptyPile(p Pile) *fix {
	for _, h := range f.g.PileCards(p) {
		f.out(Greenhouses[h].ID)
	}
	return f
}

// stock sets seat s's stock.
func (f *fix) stock(s rules.Seat, gs Goods) *fix {
	f.g.pl[s].stock = gs
	return f
}

// card makes seat s the owner of the card (taken out of the display if it lies there); cards
// of any set may be given.
func (f *fix) card(s rules.Seat, codes ...string) *fix {
	g := f.g
	for _, code := range codes {
		c := card(code)
		k := 0
		for _, x := range g.display[:g.nDisplay] {
			if x != c {
				g.display[k] = x
				k++
			}
		}
		g.nDisplay = int8(k)
		g.cardOwner[c] = int8(s)
		if Cards[c].Kind == Once {
			g.cardSpent[c] = true
		}
	}
	return f
}

// display replaces the service display (cards of any set).
func (f *fix) display(codes ...string) *fix {
	g := f.g
	g.nDisplay = 0
	for _, code := range codes {
		g.display[g.nDisplay] = card(code)
		g.nDisplay++
	}
	return f
}

// pos puts seat s's manager at absolute position pos, arriving now (in front of the managers
// already there).
func (f *fix) pos(s rules.Seat, pos int) *fix {
	g := f.g
	g.pl[s].pos = int16(pos)
	g.arrivals++
	g.pl[s].arrive = g.arrivals
	return f
}

// worker puts a worker of seat s on the space (placed this round unless round is given).
func (f *fix) worker(s rules.Seat, space string, round ...int) *fix {
	g := f.g
	r := g.round
	if len(round) > 0 {
		r = int8(round[0])
	}
	colour := int8(0)
	if g.solo && r%2 == 0 {
		colour = 1
	}
	g.occ[spaceOf(g, space)] = worker{seat: int8(s), colour: colour, round: r}
	return f
}

// flags sets how many flag spaces of the Property and Town Hall columns seat s used this round.
func (f *fix) flags(s rules.Seat, property, townHall int) *fix {
	f.g.pl[s].flags = [2]int8{int8(property), int8(townHall)}
	return f
}

// turn makes it seat s's placement turn in Work Time (the start player unchanged).
func (f *fix) turn(s rules.Seat) *fix {
	g := f.g
	g.phase = PhaseWork
	g.wturn = int8((int(s) - int(g.start) + int(g.n)) % int(g.n))
	return f
}

// tourism makes it seat s's Tourism turn, the other seats after it in seat order.
func (f *fix) tourism(s rules.Seat) *fix {
	g := f.g
	g.phase, g.tourIdx = PhaseTourism, 0
	for i := int8(0); i < g.n; i++ {
		g.order[i] = (int8(s) + i) % g.n
	}
	return f
}

// game is the built game, checked against the invariants.
func (f *fix) game() *Game {
	f.t.Helper()
	checkInvariants(f.t, f.g)
	return f.g
}

// ---- moves ----

func place(g *Game, code string) Place { return Place{By: g.ToMove(), Space: spaceOf(g, code)} }

// ok applies a move that must be legal: Check agrees, Legal lists it, and the invariants hold.
func ok(t testing.TB, g *Game, m rules.Move) rules.Outcome {
	t.Helper()
	require.NoError(t, g.Check(m), "Check of %v", m)
	require.Contains(t, g.Legal(), m, "Legal lists %v", m)
	out, err := g.Apply(m)
	require.NoError(t, err, "%v", m)
	checkInvariants(t, g)
	return out
}

// refused applies m, requires the rule, an unchanged state, the same answer from Check and
// plain words, and returns the error.
func refused(t testing.TB, g *Game, m rules.Move, rule string) *rules.IllegalMoveError {
	t.Helper()
	before := g.Hash()
	legal := g.Legal()
	_, err := g.Apply(m)
	require.Error(t, err, "%v should be refused", m)
	var ill *rules.IllegalMoveError
	require.True(t, errors.As(err, &ill), "error %T", err)
	require.Equal(t, rule, ill.Rule, "%v", err)
	require.Equal(t, before, g.Hash(), "state changed by the refused %v", m)
	require.NotContains(t, legal, m, "Legal lists the refused %v", m)
	cerr := g.Check(m)
	require.Error(t, cerr)
	require.Equal(t, err.Error(), cerr.Error())
	requirePlainWords(t, rule, ill.Words)
	require.Equal(t, ill.Words, rules.Explain(err))
	return ill
}

// codeOrGoName matches what players must never read (CLARIFICATIONS 18): rule codes such as
// "§3.1", "P1", "G17" or "A4", and Go names such as "SelectGoods", "reykholt." or "{".
var codeOrGoName = regexp.MustCompile(`§|\b[PFMTpfmtGABCDE][0-9]{1,2}\b|\b[A-Z][a-z]+[A-Z][A-Za-z]*\b|reykholt\.|[{}%]|\bseat\b|\bErr`)

var plainSeen sync.Map // words already matched against codeOrGoName

// plainWords reports whether words hold no code or Go name (remembering the answers, since
// the same sentences come back thousands of times in the contract tests).
func plainWords(words string) bool {
	if v, ok := plainSeen.Load(words); ok {
		return v.(bool)
	}
	plain := !codeOrGoName.MatchString(words)
	plainSeen.Store(words, plain)
	return plain
}

// requirePlainWords requires the words players read for a refusal under rule: the rule's name
// in words, a dash, what it asks, and no code or Go name.
func requirePlainWords(t testing.TB, rule, words string) {
	t.Helper()
	require.NotEmpty(t, words)
	require.True(t, len(words) > len(RuleName(rule))+3 && words[:len(RuleName(rule))] == RuleName(rule),
		"%q starts with the rule's name %q", words, RuleName(rule))
	require.Contains(t, words, " — ", "%q: the rule's name, a dash, what it asks", words)
	require.True(t, plainWords(words), "%q holds a code or Go name", words)
}

// onlyLegal requires m to be the one legal move.
func onlyLegal(t testing.TB, g *Game, m rules.Move) {
	t.Helper()
	require.Equal(t, []rules.Move{m}, g.Legal())
}

// legalOf lists the legal moves of type M.
func legalOf[M rules.Move](g *Game) []M {
	var out []M
	for _, m := range g.Legal() {
		if mm, ok := m.(M); ok {
			out = append(out, mm)
		}
	}
	return out
}

// gained sums the goods the events moved into seat s's stock from the supply.
func gained(out rules.Outcome, s rules.Seat) Goods {
	var gs Goods
	for _, e := range out.Events {
		if d, ok := e.Detail.(GainDetail); ok && e.Kind == EvGain && e.Seat == s {
			for t := range gs {
				gs[t] += d.Goods[t]
			}
		}
	}
	return gs
}

// hasEvent reports whether the outcome holds an event of the kind.
func hasEvent(out rules.Outcome, kind string) bool {
	return slices.ContainsFunc(out.Events, func(e rules.Event) bool { return e.Kind == kind })
}

// firstLegal plays the first legal move until stop reports true (checked before every move) or
// the game ends, at most limit moves.
func firstLegal(t testing.TB, g *Game, limit int, stop func() bool) {
	t.Helper()
	for i := 0; !g.Over() && !stop(); i++ {
		require.Less(t, i, limit, "no stop after %d moves", limit)
		legal := g.Legal()
		require.NotEmpty(t, legal)
		_, err := g.Apply(legal[0])
		require.NoError(t, err)
	}
}

// calm plays until stop, preferring moves that end a step (Stop, Done, Bonus) and otherwise
// the first legal move, so that turns stay short and predictable.
func calm(t testing.TB, g *Game, limit int, stop func() bool) {
	t.Helper()
	for i := 0; !g.Over() && !stop(); i++ {
		require.Less(t, i, limit, "no stop after %d moves", limit)
		legal := g.Legal()
		require.NotEmpty(t, legal)
		s := g.ToMove()
		m := legal[0]
		for _, pref := range []rules.Move{Stop{By: s}, Done{By: s}, Bonus{By: s}} {
			if slices.Contains(legal, pref) {
				m = pref
				break
			}
		}
		_, err := g.Apply(m)
		require.NoError(t, err)
	}
}
