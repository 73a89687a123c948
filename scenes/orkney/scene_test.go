package orkney

import (
	"errors"
	"math/rand/v2"
	"reflect"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"northtable/render"
	"northtable/rules"
	ork "northtable/rules/orkney"
)

// startPlacing returns a 2-player harness at seat 0's first placement (tasks chosen by autoplay).
func startPlacing(t *testing.T, seed uint64) *harness {
	h := newHarness(t, gameCfg{Players: seats(2), Seed: seed, Autoplay: 2})
	require.Equal(t, ork.DecidePlaceTile, h.b.g.Decision())
	require.True(t, h.idle())
	return h
}

func TestDragOntoLegalCellPlacesTile(t *testing.T) {
	h := startPlacing(t, 11)
	g := h.real()
	before := len(g.Placed())
	legal := g.Legal()
	require.NotEmpty(t, legal)
	m := legal[len(legal)/2].(ork.PlaceTile)

	h.perform(m)

	placed := g.Placed()
	require.Len(t, placed, before+1, "a legal drop places the tile")
	last := placed[len(placed)-1]
	assert.Equal(t, m.Cell, last.Cell)
	assert.Equal(t, 1, g.PlacementsThisTurn())
	assert.Equal(t, []string{"Ann"}, h.curtains, "the curtain came up once, before Ann's turn")
}

func TestDragOntoIllegalCellGlidesBackWithRule(t *testing.T) {
	h := startPlacing(t, 12)
	g := h.real()
	// a cell next to the layout where the current rotation does not fit
	var bad ork.PlaceTile
	var want error
	for _, c := range g.LegalCells() {
		fits := map[int]bool{}
		for _, r := range g.FitsAt(c) {
			fits[r] = true
		}
		for r := 0; r < 6; r++ {
			m := ork.PlaceTile{By: g.ToMove(), Cell: c, Rot: r}
			if err := g.Check(m); err != nil && !fits[r] {
				bad, want = m, err
				break
			}
		}
		if want != nil {
			break
		}
	}
	require.Error(t, want, "some rotation must be refused next to the start tiles")
	var ill *rules.IllegalMoveError
	require.True(t, errors.As(want, &ill))
	hash := g.Hash()

	h.perform(bad)

	assert.Equal(t, hash, g.Hash(), "an illegal drop changes nothing")
	assert.Equal(t, ill.Words, h.toast(), "the message names the rule in plain words")
	assert.NotContains(t, h.toast(), ill.Rule[:2], "never by its code")
	assert.True(t, h.toastWarns())
	assert.False(t, h.b.anims.Idle(), "the tile glides back")
	require.True(t, h.idle())
	assert.Equal(t, hash, g.Hash())
}

func TestDropOffTheLayoutJustReturns(t *testing.T) {
	h := startPlacing(t, 13)
	hash := h.real().Hash()
	far := h.b.cam.toScreen(world.Centre(ork.ConnID{Q: 9, R: 9}))
	to := pt{X: 400, Y: 700}
	if inRect(viewRect, far.X, far.Y) {
		to = far
	}
	for _, f := range drag(slotCentre, to, 0) {
		h.step(f)
	}
	assert.Equal(t, hash, h.real().Hash())
	assert.Empty(t, h.toast(), "a drop off the layout says nothing")
}

// kindOf groups moves by type, like the random bot.
func pickMove(rng *rand.Rand, legal []rules.Move) rules.Move {
	kinds := map[reflect.Type][]rules.Move{}
	var order []reflect.Type
	for _, m := range legal {
		k := reflect.TypeOf(m)
		if _, ok := kinds[k]; !ok {
			order = append(order, k)
		}
		kinds[k] = append(kinds[k], m)
	}
	ms := kinds[order[rng.IntN(len(order))]]
	return ms[rng.IntN(len(ms))]
}

func TestHotSeatGameToTheEndThroughInput(t *testing.T) {
	h := newHarness(t, gameCfg{Players: seats(2), Seed: 5})
	h.ctx.AnimSpeed = 0.5
	h.drawEvery = 60 // the software rasteriser under Xvfb is slow: draw every 60th tick
	g := h.real()
	rng := rand.New(rand.NewPCG(5, 9))
	moves := 0
	seen := map[string]bool{}
	for !g.Over() {
		require.Less(t, moves, 3000, "the game must end")
		m := pickMove(rng, g.Legal())
		want := g.Copy()
		_, err := want.Apply(m)
		require.NoError(t, err)
		h.perform(m)
		require.Equal(t, want.Hash(), g.Hash(), "move %d %v was performed through the input path", moves, m)
		seen[reflect.TypeOf(m).Name()] = true
		moves++
	}
	h.idle()
	for i := 0; i < 5 && h.result == nil; i++ {
		h.step(h.last)
	}
	require.NotNil(t, h.result, "the results screen was asked for")
	assert.Len(t, h.result.Scores, 2)
	d, ok := h.detail.(GameOverDetail)
	require.True(t, ok)
	require.Len(t, d.Seats, 2)
	for _, s := range d.Seats {
		assert.NotZero(t, s.Task, "every task is revealed")
	}
	assert.Contains(t, d.String(), "Ann", "the fish values line names the seats")
	for _, k := range []string{"ChooseTask", "PlaceTile", "EndTurn"} {
		assert.True(t, seen[k], "played a %s", k)
	}
	t.Logf("%d moves, kinds %v, curtains %d", moves, seen, len(h.curtains))
	assert.GreaterOrEqual(t, len(h.curtains), 2+30, "a curtain before every task choice and turn")
}

func TestBoardDraws(t *testing.T) {
	h := newHarness(t, gameCfg{Players: seats(3), Seed: 3, Autoplay: 60, Screenshot: true})
	h.step(h.last)
	px := h.pixels()
	var seaN, blueN, landN int
	colours := map[[3]byte]bool{}
	for y := boardRect.Image().Min.Y; y < boardRect.Image().Max.Y; y += 2 {
		for x := boardRect.Image().Min.X; x < boardRect.Image().Max.X; x += 2 {
			i := 4 * (y*1600 + x)
			r, g, b := int(px[i]), int(px[i+1]), int(px[i+2])
			colours[[3]byte{px[i], px[i+1], px[i+2]}] = true
			if near(r, g, b, render.Sea, 60) {
				seaN++
			}
			if b > r+30 && b >= g {
				blueN++
			}
			if g > r && g > b && g > 110 && r > 70 && b < 140 {
				landN++
			}
		}
	}
	total := (boardRect.Image().Dx() / 2) * (boardRect.Image().Dy() / 2)
	t.Logf("sea %d blue %d land %d of %d, %d colours", seaN, blueN, landN, total, len(colours))
	assert.Greater(t, len(colours), 200, "the board is not blank")
	assert.Greater(t, seaN, total/20, "the sea colour is present")
	assert.Greater(t, blueN, total/2, "the board is mostly water")
	assert.Greater(t, landN, total/200, "land colour present")
}

func near(r, g, b int, c interface {
	RGBA() (uint32, uint32, uint32, uint32)
}, tol int) bool {
	cr, cg, cb, _ := c.RGBA()
	d := abs(r-int(cr>>8)) + abs(g-int(cg>>8)) + abs(b-int(cb>>8))
	return d <= tol
}

func abs(i int) int {
	if i < 0 {
		return -i
	}
	return i
}
