package orkney_test

import (
	"bytes"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"northtable/render"
	"northtable/rules"
	ork "northtable/rules/orkney"
	"northtable/scenes/orkney"
	"northtable/scenes/scene"
	"northtable/scenes/table"
)

// coords matches a board coordinate such as "(0,1)" or "(2,-1,N)".
var coords = regexp.MustCompile(`\(\s*-?\d+\s*,\s*-?\d+`)

func TestBuildOnRefusedIslandSaysWhy(t *testing.T) {
	h := startBuilding(t)
	var out bytes.Buffer
	h.ctx.Probe = scene.NewProbe(&out)
	g := h.real()
	legal := firstMove[ork.Build](t, g)
	h.clickButton(h.w.Button(orkney.BuildButton(legal.Kind)))
	require.True(t, strings.HasPrefix(h.w.PromptText(), buildPrompt), h.w.PromptText())

	// an island on screen that cannot take the building
	var at render.Point
	var want string
	for _, il := range g.Islands() {
		err := g.Check(ork.Build{By: g.ToMove(), Kind: legal.Kind, Island: il.ID})
		if s, ok := h.w.IslandPoint(il.ID); ok && err != nil {
			at, want = s, rules.Explain(err)
			break
		}
	}
	require.NotEmpty(t, want, "some island on screen refuses the building")

	h.click(at)
	assert.Equal(t, want, h.toast(), "the message says which rule refuses the island")
	assert.True(t, h.toastWarns())
	assert.NotRegexp(t, coords, h.toast())
	assert.Contains(t, out.String(), "northtable:message "+want+"\n", "the probe carries the same text")

	// a click on open sea repeats the prompt; a successful build clears it
	h.click(openSea(t, h))
	assert.Contains(t, h.toast(), "Click a glowing island")
	h.perform(legal)
	assert.Empty(t, h.toast(), "no stale prompt after the build")
}

func TestPlayerTextsHaveNoCoordinates(t *testing.T) {
	h := startPlacing(t, 12)
	g := h.real()
	// refused drops read as rule plus plain words
	for _, c := range g.LegalCells() {
		for r := 0; r < 6; r++ {
			if err := g.Check(ork.PlaceTile{By: g.ToMove(), Cell: c, Rot: r}); err != nil {
				assert.NotRegexp(t, coords, rules.Explain(err))
			}
		}
	}
	// disabled controls' reasons
	for _, b := range []orkney.Button{orkney.RouteButton, orkney.ExtraRouteButton, orkney.FishButton,
		orkney.EndTurnButton, orkney.FarmButton, orkney.VillageButton, orkney.CastleButton} {
		c, ok := h.w.Button(b)
		require.True(t, ok)
		assert.False(t, c.Enabled)
		assert.NotEmpty(t, c.Reason)
		assert.NotRegexp(t, coords, c.Reason)
	}
	// the revealed tile's label is plain words
	tile, ok := h.view().Revealed()
	require.True(t, ok)
	name := h.w.TileLabel()
	assert.NotContains(t, name, "[")
	assert.Equal(t, strings.TrimPrefix(tile.Describe(), "a "), name)

	// the event log of a whole game
	h2 := newHarness(t, game{Players: seats(4), Seed: 43, Autoplay: 1000, Screenshot: true})
	require.True(t, h2.real().Over())
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
	h := newHarness(t, game{Players: players, Seed: 44, Autoplay: 3})
	require.True(t, h.idle())
	require.Equal(t, rules.Seat(0), h.real().ToMove(), "Magnus places the first tile")
	for s := rules.Seat(0); s < 3; s++ {
		p := h.w.Seat(s)
		assert.True(t, p.Rect.Contains(p.NameRect.X, p.NameRect.Y), "seat %d: the name is in its panel", s)
		if p.Tag != "" {
			assert.LessOrEqual(t, p.NameRect.Right(), p.TagRect.X-6, "seat %d: the name ends before its tag", s)
			assert.LessOrEqual(t, p.TagRect.Right(), p.Score.X-8, "seat %d: the tag ends before the score", s)
		}
		assert.LessOrEqual(t, p.NameRect.Right(), p.Score.X-8, "seat %d: the name ends before the score", s)
		assert.LessOrEqual(t, p.Score.Right(), p.Rect.Right(), "seat %d: the score is in the panel", s)
	}
	assert.Equal(t, "to play", h.w.Seat(0).Tag)
	assert.Equal(t, "computer", h.w.Seat(1).Tag)
	assert.Empty(t, h.w.Seat(2).Tag)
	assert.True(t, strings.HasSuffix(h.w.Seat(1).Name, "…"), "a name too wide is shortened")
	assert.True(t, strings.HasPrefix(h.w.Seat(0).Name, "Magnus"))
	assert.Equal(t, "Cait", h.w.Seat(2).Name, "a short name is kept")
}

func TestLongRuleMessagesWrapWhole(t *testing.T) {
	h := startBuilding(t)
	h.clickButton(h.w.Button(orkney.BuildButton(firstMove[ork.Build](t, h.real()).Kind)))
	for _, rule := range []string{ork.RuleP2, ork.RuleP3, ork.RuleP4, ork.RuleB2, ork.RuleX1} {
		text := rules.Explain(rules.Illegal(rule, "corner 4 of (0,1)"))
		h.tbl.Say(text, true)
		require.Equal(t, text, h.toast())
		toast := render.Toast{Text: text}
		r, lines := toast.Layout(h.ctx.UI.Fonts, table.ToastArea)
		assert.Equal(t, text, strings.Join(lines, " "), "%s is shown whole", rule)
		assert.LessOrEqual(t, len(lines), 2)
		assert.True(t, r.In(table.ToastArea), "%s: the message stays on the board", rule)
		// a click on the message is not a click on the board under it (in build mode the board
		// would answer it with a hint or a build)
		hash := h.hash()
		h.click(centre(r))
		assert.Equal(t, text, h.toast(), "%s: the board let the click on the message be", rule)
		assert.Equal(t, hash, h.hash())
	}
}
