package orkney

import (
	"bytes"
	"math"
	"math/rand/v2"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"northtable/input"
	"northtable/render"
	"northtable/rules"
	ork "northtable/rules/orkney"
	"northtable/scenes/scene"
	"northtable/scenes/table"
)

// coords matches a board coordinate such as "(0,1)" or "(2,-1,N)".
var coords = regexp.MustCompile(`\(\s*-?\d+\s*,\s*-?\d+`)

func (h *harness) click(p pt) {
	h.t.Helper()
	for _, f := range click(p) {
		h.step(f)
	}
}

func (h *harness) key(a input.Action) {
	h.t.Helper()
	h.step(input.Frame{X: h.last.X, Y: h.last.Y, Down: h.last.Down, Actions: []input.Action{a}})
}

func TestMenuAsksBeforeLeaving(t *testing.T) {
	menus := 0
	players := seats(2)
	h := newHarness(t, gameCfg{Players: players, Seed: 41, Autoplay: 2, OnMenu: func() { menus++ }})
	require.True(t, h.idle())
	hash := h.real().Hash()
	menu := centre(table.MenuButton)

	h.click(menu)
	assert.True(t, h.tbl.MenuOpen(), "Menu opens the in-game menu")
	assert.Zero(t, menus, "Menu alone does not leave")
	h.click(centre(h.tbl.MenuChoice(0)))
	assert.False(t, h.tbl.MenuOpen(), "Continue closes the menu")
	assert.Zero(t, menus)

	h.click(menu)
	require.True(t, h.tbl.MenuOpen())
	h.key(input.ActBack)
	assert.False(t, h.tbl.MenuOpen(), "Esc closes the menu")
	assert.Zero(t, menus)

	h.key(input.ActBack)
	assert.True(t, h.tbl.MenuOpen(), "Esc with nothing open opens the menu too")
	h.click(centre(h.tbl.MenuChoice(2)))
	assert.Equal(t, 1, menus, "Leave returns to the menu")
	assert.Equal(t, hash, h.real().Hash(), "the menu never touched the game")
}

// centre is the middle of a render.Rect as a point.
func centre(r render.Rect) pt {
	x, y := r.Centre()
	return pt{X: x, Y: y}
}

func TestEscCancelsTheTileInHand(t *testing.T) {
	h := startPlacing(t, 42)
	g := h.real()
	hash, placed := g.Hash(), len(g.Placed())
	h.step(input.Frame{X: slotCentre.X, Y: slotCentre.Y})
	h.step(input.Frame{X: slotCentre.X, Y: slotCentre.Y, Down: true})
	h.step(input.Frame{X: 800, Y: 450, Down: true})
	require.True(t, h.b.drag.Active())

	h.key(input.ActBack)
	assert.False(t, h.b.drag.Active(), "Esc drops the tile in hand")
	assert.False(t, h.tbl.MenuOpen(), "and does not ask to leave")
	assert.False(t, h.b.anims.Idle(), "the tile glides back to the panel")
	assert.IsType(t, &glide{}, h.b.anims.Pending()[0])
	for i := 0; i < 60; i++ {
		h.step(input.Frame{X: 700 + float64(i), Y: 450, Down: true})
	}
	h.step(input.Frame{X: 760, Y: 450})
	require.True(t, h.idle())
	assert.False(t, h.b.drag.Active(), "moving on does not pick the tile up again")
	assert.Equal(t, hash, g.Hash(), "nothing was placed")
	assert.Len(t, g.Placed(), placed)
}

// startBuilding returns a 3-player harness where the seat to move may build.
func startBuilding(t *testing.T) *harness {
	n := movesUntil(t, 3, 9, 30, hasMove[ork.Build])
	h := newHarness(t, gameCfg{Players: seats(3), Seed: 9, Autoplay: n})
	require.True(t, h.idle())
	return h
}

func TestEscCancelsModesBeforeLeaving(t *testing.T) {
	h := startBuilding(t)
	h.click(rectCentre(buildBtn(0)))
	require.Equal(t, modeBuild, h.b.mode)
	h.key(input.ActBack)
	assert.Equal(t, modeIdle, h.b.mode, "Esc leaves build mode")
	assert.False(t, h.tbl.MenuOpen())

	h.click(rectCentre(privBtn))
	require.True(t, h.b.privateOpen)
	h.key(input.ActBack)
	assert.False(t, h.b.privateOpen, "Esc shuts the private box")
	assert.False(t, h.tbl.MenuOpen())

	h.key(input.ActBack)
	assert.True(t, h.tbl.MenuOpen(), "with nothing open Esc asks to leave")
}

func TestBuildOnRefusedIslandSaysWhy(t *testing.T) {
	h := startBuilding(t)
	var out bytes.Buffer
	h.ctx.Probe = scene.NewProbe(&out)
	g := h.real()
	var legal ork.Build
	for _, m := range g.Legal() {
		if b, ok := m.(ork.Build); ok {
			legal = b
			break
		}
	}
	h.click(rectCentre(buildBtn(int(legal.Kind))))
	require.Equal(t, modeBuild, h.b.mode)

	// an island on screen that cannot take the building
	all := h.b.allIslands()
	var refused ork.IslandID
	var at pt
	found := false
	for _, il := range g.Islands() {
		if h.b.ui.builds[legal.Kind][il.ID] {
			continue
		}
		s := h.b.cam.toScreen(islandPoint(il.ID))
		if !inRect(viewRect, s.X, s.Y) || h.b.overOverlay(s) {
			continue
		}
		if id, ok := h.b.pickIsland(islandPoint(il.ID), all); ok && id == il.ID {
			refused, at, found = il.ID, s, true
			break
		}
	}
	require.True(t, found, "some island on screen refuses the building")
	want := rules.Explain(g.Check(ork.Build{By: g.ToMove(), Kind: legal.Kind, Island: refused}))
	require.NotEmpty(t, want)

	h.click(at)
	assert.Equal(t, want, h.toast(), "the message says which rule refuses the island")
	assert.True(t, h.toastWarns())
	assert.NotRegexp(t, coords, h.toast())
	assert.Contains(t, out.String(), "northtable:message "+want+"\n", "the probe carries the same text")

	// a click on open sea repeats the prompt; a successful build clears it
	sea, ok := openSea(h)
	require.True(t, ok)
	h.click(sea)
	assert.Contains(t, h.toast(), "Click a glowing island")
	require.NotEmpty(t, h.toast())
	h.perform(legal)
	assert.Empty(t, h.toast(), "no stale prompt after the build")
}

// openSea finds a board point far from every island and overlay.
func openSea(h *harness) (pt, bool) {
	all := h.b.allIslands()
	for y := viewRect.Image().Min.Y + 20; y < viewRect.Image().Max.Y-20; y += 17 {
		for x := viewRect.Image().Min.X + 20; x < viewRect.Image().Max.X-20; x += 17 {
			s := pt{X: float64(x), Y: float64(y)}
			if h.b.overOverlay(s) {
				continue
			}
			if _, near := h.b.pickIsland(h.b.cam.toWorld(s), all); !near {
				return s, true
			}
		}
	}
	return pt{}, false
}

func TestPlayerTextsHaveNoCoordinates(t *testing.T) {
	h := startPlacing(t, 12)
	g := h.real()
	// refused drops read as rule plus plain words
	for _, c := range g.LegalCells() {
		for r := 0; r < 6; r++ {
			if err := g.Check(ork.PlaceTile{By: g.ToMove(), Cell: c, Rot: r}); err != nil {
				assert.NotRegexp(t, coords, ruleText(err))
				assert.Equal(t, rules.Explain(err), ruleText(err))
			}
		}
	}
	// disabled controls' reasons
	for _, c := range append([]control{h.b.ui.route, h.b.ui.extra, h.b.ui.fish, h.b.ui.end}, h.b.ui.build[:]...) {
		assert.NotRegexp(t, coords, c.reason)
	}
	// the revealed tile's label is plain words
	tile, ok := g.Revealed()
	require.True(t, ok)
	name := tileName(tile)
	assert.NotContains(t, name, "[")
	assert.Equal(t, strings.TrimPrefix(tile.Describe(), "a "), name)

	// the event log of a whole game
	h2 := newHarness(t, gameCfg{Players: seats(4), Seed: 43, Autoplay: 1000, Screenshot: true})
	require.True(t, h2.b.g.Over())
	require.NotEmpty(t, h2.tbl.Log())
	for _, l := range h2.tbl.Log() {
		assert.NotRegexp(t, coords, l.Text)
	}
}

func TestLongNamesStayClearOfBadgeAndScore(t *testing.T) {
	players := seats(3)
	players[0].Name = "Magnus the Very"
	players[1].Name = "WWWWWWWWWWWWWWWW"
	players[1].Bot = true
	h := newHarness(t, gameCfg{Players: players, Seed: 44, Autoplay: 2})
	h.step(h.last)
	for s, active := range []bool{true, false, true} {
		hd := h.b.seatHeader(rules.Seat(s), active)
		nameEnd := hd.nameX + render.TextWidth(hd.name, h.b.fonts.bodyBold)
		assert.LessOrEqual(t, nameEnd, hd.tagX-6, "seat %d: the name ends before its tag", s)
		if hd.tag != "" {
			assert.LessOrEqual(t, hd.tagX+hd.tagW, hd.vpLeft-8, "seat %d: the tag ends before the score", s)
		}
		assert.LessOrEqual(t, nameEnd, hd.vpLeft-8, "seat %d: the name ends before the score", s)
	}
	assert.Equal(t, tagToPlay, h.b.seatHeader(0, true).tag)
	assert.Equal(t, tagComputer, h.b.seatHeader(1, false).tag)
	assert.True(t, strings.HasSuffix(h.b.seatHeader(1, false).name, "…"), "a name too wide is shortened")
	assert.Equal(t, "Cait", h.b.seatHeader(2, true).name, "a short name is kept")
	h.pixels()
}

func TestShipsOnTheTrackStayVisible(t *testing.T) {
	const x0, step, bottom = 344.0, 31.0, 110.0
	lo, hi := 332+shipW/2+4, 1288-shipW/2-4
	check := func(scores []int) {
		spots := shipSpots(scores, x0, step, bottom, lo, hi)
		require.Len(t, spots, len(scores))
		for i, a := range spots {
			home := x0 + (float64(scores[i]%30)+0.5)*step
			assert.LessOrEqual(t, math.Abs(a.c.X-home), 2.5*step, "%v: ship %d stays near its space", scores, i)
			assert.True(t, a.c.X >= lo-1e-9 && a.c.X <= hi+1e-9, "%v: ship %d on the track", scores, i)
			for j := i + 1; j < len(spots); j++ {
				b := spots[j]
				dx := math.Abs(a.c.X - b.c.X)
				if a.lane == b.lane {
					assert.GreaterOrEqual(t, dx, shipW-1e-9, "%v: ships %d and %d in one lane do not overlap", scores, i, j)
				} else {
					assert.GreaterOrEqual(t, dx, shipGap-1e-9, "%v: ships %d and %d show at least half", scores, i, j)
				}
			}
		}
	}
	check([]int{0, 0, 0, 0, 0})
	check([]int{12, 12, 12, 12, 12})
	check([]int{3, 3, 4, 4, 5})
	check([]int{29, 29, 59, 28, 0})
	check([]int{7, 9})
	rng := rand.New(rand.NewPCG(1, 2))
	for k := 0; k < 3000; k++ {
		scores := make([]int, 2+rng.IntN(4))
		for i := range scores {
			scores[i] = rng.IntN(12)
		}
		check(scores)
	}
	// distinct spaces keep their ships on the floor, on their spaces
	spots := shipSpots([]int{3, 4, 10}, x0, step, bottom, lo, hi)
	for i, s := range []int{3, 4, 10} {
		assert.Equal(t, 0, spots[i].lane)
		assert.InDelta(t, x0+(float64(s)+0.5)*step, spots[i].c.X, 1e-9)
	}
}

func TestManyFishStayAboveTheSum(t *testing.T) {
	x, y := float64(privPanel.Image().Min.X+16), float64(privPanel.Image().Min.Y+160+42)
	for n := 1; n <= 54; n++ {
		vals := make([]int, n)
		for i := range vals {
			vals[i] = 1 + i%3
		}
		total := 0
		for _, m := range fishMarks(vals, x, y) {
			assert.Less(t, m.c.Y+fishTokenSize/2, fishSumY()-2, "%d fish: tokens end above the sum line", n)
			right := m.c.X + fishTokenSize/2
			if m.count > 0 {
				right += 40 // "×18"
			}
			assert.LessOrEqual(t, right, float64(privPanel.Image().Max.X-8), "%d fish: inside the box", n)
			if m.count == 0 {
				total++
			} else {
				total += m.count
			}
		}
		assert.Equal(t, n, total, "%d fish: every token is counted", n)
	}
	marks := fishMarks([]int{1, 2, 3, 1, 2, 3, 1, 2, 3, 1, 2, 3, 1, 2, 3, 1, 2, 2}, x, y)
	require.Len(t, marks, 3, "18 fish show as a count per value")
	assert.Equal(t, []int{1, 2, 3}, []int{marks[0].value, marks[1].value, marks[2].value})
	assert.Equal(t, []int{6, 7, 5}, []int{marks[0].count, marks[1].count, marks[2].count})
}

func TestLongRuleMessagesWrapWhole(t *testing.T) {
	h := startPlacing(t, 45)
	for _, rule := range []string{ork.RuleP2, ork.RuleP3, ork.RuleP4, ork.RuleB2, ork.RuleX1} {
		text := rules.Explain(rules.Illegal(rule, "corner 4 of (0,1)"))
		h.b.say(text, true)
		require.Equal(t, text, h.toast(), "the board speaks through the shell's toast")
		toast := render.Toast{Text: h.toast()}
		r, lines := toast.Layout(h.b.kit.ui.Fonts, table.ToastArea)
		assert.Equal(t, r, h.b.toastBox(text), "the click-through check sees the box the shell draws")
		assert.Equal(t, text, strings.Join(lines, " "), "%s is shown whole", rule)
		assert.LessOrEqual(t, len(lines), 2)
		assert.True(t, r.In(boardRect), "%s: the message stays on the board", rule)
		h.step(h.last)
	}
}
