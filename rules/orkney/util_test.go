package orkney_test

import (
	"errors"
	"math/rand/v2"
	"regexp"
	"testing"

	"github.com/stretchr/testify/require"

	"northtable/rules"
	"northtable/rules/hex"
	"northtable/rules/orkney"
)

// Shorthands used by every test file.
const (
	A = orkney.TypeA
	B = orkney.TypeB
	C = orkney.TypeC
	D = orkney.TypeD
	E = orkney.TypeE

	wood  = orkney.Wood
	stone = orkney.Stone
	cloth = orkney.Cloth
)

func ax(q, r int) hex.Axial { return hex.Axial{Q: q, R: r} }

// picker hands out distinct tiles of the set by type and resources.
type picker struct{ used map[int]bool }

func newPicker() *picker { return &picker{used: map[int]bool{}} }

func (p *picker) find(t testing.TB, typ orkney.TileType, r1, r2 orkney.Resource, fish bool) orkney.Tile {
	t.Helper()
	for _, tile := range orkney.TileData() {
		if tile.Type == typ && tile.Pieces[0].Res == r1 && tile.Pieces[1].Res == r2 && tile.Fish == fish && !p.used[tile.ID] {
			p.used[tile.ID] = true
			return tile
		}
	}
	t.Fatalf("no unused %v[%v,%v] fish=%v", typ, r1, r2, fish)
	return orkney.Tile{}
}

// tile returns an unused tile without a fish.
func (p *picker) tile(t testing.TB, typ orkney.TileType, r1, r2 orkney.Resource) orkney.Tile {
	t.Helper()
	return p.find(t, typ, r1, r2, false)
}

// fishTile returns an unused tile with a fish.
func (p *picker) fishTile(t testing.TB, typ orkney.TileType, r1, r2 orkney.Resource) orkney.Tile {
	t.Helper()
	return p.find(t, typ, r1, r2, true)
}

// anyOf returns an unused fish-less tile of the type.
func (p *picker) anyOf(t testing.TB, typ orkney.TileType) orkney.Tile {
	t.Helper()
	for _, tile := range orkney.TileData() {
		if tile.Type == typ && !tile.Fish && !p.used[tile.ID] {
			p.used[tile.ID] = true
			return tile
		}
	}
	t.Fatalf("no unused tile of type %v", typ)
	return orkney.Tile{}
}

func at(tile orkney.Tile, q, r, rot int) orkney.Placed {
	return orkney.Placed{Tile: tile, Cell: ax(q, r), Rot: rot, Route: rules.NoSeat}
}

func newGame(t testing.TB, s orkney.Setup) *orkney.Game {
	t.Helper()
	if s.Players == 0 {
		s.Players = 2
	}
	g, err := orkney.New(s)
	require.NoError(t, err)
	return g
}

// scenario builds a 2-player game at seat 0's first turn with the given stack for seat 0,
// an empty stack for seat 1, and the given extra layout.
func scenario(t testing.TB, stack []orkney.Tile, layout ...orkney.Placed) *orkney.Game {
	t.Helper()
	return newGame(t, orkney.Setup{
		Players:        2,
		Stacks:         [][]orkney.Tile{stack, nil},
		Layout:         layout,
		SkipTaskChoice: true,
	})
}

func apply(t testing.TB, g *orkney.Game, m rules.Move) rules.Outcome {
	t.Helper()
	out, err := g.Apply(m)
	require.NoError(t, err, "%v", m)
	return out
}

// refused applies m, requires the rule and an unchanged state, and returns the error.
func refused(t testing.TB, g *orkney.Game, m rules.Move, rule string) *rules.IllegalMoveError {
	t.Helper()
	before := g.Hash()
	_, err := g.Apply(m)
	require.Error(t, err, "%v should be refused", m)
	var ill *rules.IllegalMoveError
	require.True(t, errors.As(err, &ill), "error %T", err)
	require.Equal(t, rule, ill.Rule, "%v", err)
	require.Equal(t, before, g.Hash(), "state changed by a refused move")
	require.Equal(t, err.Error(), g.Check(m).Error())
	requirePlainWords(t, ill.Words)
	require.Equal(t, ill.Words, rules.Explain(err))
	return ill
}

// codeOrCoordinate matches what players must never read (CLARIFICATIONS 18): rule codes such
// as "P2" or "§3", coordinates such as "(0,1)" or "(0,0,S)", and Go names such as "PlaceTile{".
var codeOrCoordinate = regexp.MustCompile(`\b[KTPDBRXF][0-9]\b|§|\(-?[0-9]+, ?-?[0-9]+|[A-Z][a-z]+[A-Z][A-Za-z]*\{|orkney\.|\b(vertex|edge|rot) -?[0-9(]`)

// requirePlainWords requires words for players: not empty, the rule's name in words before a
// dash, and no code, coordinate or Go name.
func requirePlainWords(t testing.TB, words string) {
	t.Helper()
	require.NotEmpty(t, words)
	require.Contains(t, words, " — ", "%q: the rule's name, a dash, what it asks", words)
	require.False(t, codeOrCoordinate.MatchString(words), "%q holds a code, coordinate or Go name", words)
}

// gains sums the "gain" events of an outcome per resource.
func gains(out rules.Outcome) map[orkney.Resource]int {
	m := map[orkney.Resource]int{}
	for _, e := range out.Events {
		if e.Kind == orkney.EvGain {
			gn := e.Detail.(orkney.Gain)
			m[gn.Res] += gn.N
		}
	}
	return m
}

func hasEvent(out rules.Outcome, kind string) bool {
	for _, e := range out.Events {
		if e.Kind == kind {
			return true
		}
	}
	return false
}

func place(t testing.TB, g *orkney.Game, q, r, rot int) rules.Outcome {
	t.Helper()
	return apply(t, g, orkney.PlaceTile{By: g.ToMove(), Cell: ax(q, r), Rot: rot})
}

// fitsByType returns, for each tile type, the legal rotations at cell when a tile of that type
// (fish-less, two different resources) is revealed on the given layout.
func fitsByType(t testing.TB, cell hex.Axial, layout ...orkney.Placed) map[orkney.TileType][]int {
	t.Helper()
	p := newPicker()
	for _, l := range layout {
		p.used[l.Tile.ID] = true
	}
	out := map[orkney.TileType][]int{}
	for typ := A; typ <= E; typ++ {
		var tile orkney.Tile
		for _, c := range orkney.TileData() {
			if c.Type == typ && !c.Fish && c.Pieces[0].Res != c.Pieces[1].Res && !p.used[c.ID] {
				tile = c
				break
			}
		}
		g := scenario(t, []orkney.Tile{tile}, layout...)
		tl, ok := g.Revealed()
		require.True(t, ok)
		require.Equal(t, tile, tl)
		if rots := g.FitsAt(cell); len(rots) > 0 {
			out[typ] = rots
		}
	}
	return out
}

// randomLayout plays placements only (every Action is EndTurn) with random legal placements
// and returns the final layout without the start tiles.
func randomLayout(t testing.TB, players int, seed uint64) ([]orkney.Placed, *orkney.Game) {
	t.Helper()
	g := newGame(t, orkney.Setup{Players: players, Seed: seed, SkipTaskChoice: true})
	rng := rand.New(rand.NewPCG(seed, 99))
	for !g.Over() {
		if g.Decision() == orkney.DecideAction {
			apply(t, g, orkney.EndTurn{By: g.ToMove()})
			continue
		}
		legal := g.Legal()
		apply(t, g, legal[rng.IntN(len(legal))])
	}
	return g.Placed()[3:], g
}

// stripTokens removes fish tokens from a layout.
func stripTokens(l []orkney.Placed) []orkney.Placed {
	out := make([]orkney.Placed, len(l))
	for i, p := range l {
		p.FishToken = false
		p.Route = rules.NoSeat
		out[i] = p
	}
	return out
}
