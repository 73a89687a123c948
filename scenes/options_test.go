package scenes

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"northtable/rules"
	"northtable/rules/orkney"
	"northtable/scenes/scene"
)

// optionGame is Orkney's definition offering one setup option, the way Reykholt offers its
// service-card set: the setup screen and the record handle it without knowing the game.
type optionGame struct{ orkney.Definition }

var servicesOption = rules.Option{Key: "services", Label: "Service cards", Default: "A", Choices: []rules.Choice{
	{Value: "A", Label: "A", Note: "suggested for a first game"}, {Value: "B", Label: "B"}, {Value: "random", Label: "Random"},
}}

func (optionGame) Options() []rules.Option { return []rules.Option{servicesOption} }

func (optionGame) NewGame(seats int, seed uint64, _ rules.Options) (rules.Game, error) {
	return orkney.Definition{}.NewGame(seats, seed, nil)
}

func TestSetupOffersTheGamesOptionsAndRecordsTheChoice(t *testing.T) {
	var boards []*fakeBoard
	games := fakeGames(&boards, false)
	games[0].Def = optionGame{}
	h := newHarness(t, Config{}, games)
	s := h.app.newSetup(h.app.games[0])
	h.app.mgr.Cut(s)
	h.run(1)
	require.Len(t, s.opts, 1, "one control per option")
	assert.Equal(t, rules.Options{"services": "A"}, s.Options(), "the default first")
	h.click(s.opts[0].Rect.Offset(s.opts[0].Rect.W*5/6-s.opts[0].Rect.W/2, 0)) // the third choice
	assert.Equal(t, rules.Options{"services": "random"}, s.Options())
	if dir := os.Getenv("NORTHTABLE_SHOTS"); dir != "" {
		h.run(1)
		save(t, filepath.Join(dir, "setup-options.png"), h.pixels())
	}

	h.click(s.start.Bounds())
	require.Len(t, boards, 1)
	h.run(scene.FadeTicks + 2)
	assert.Equal(t, rules.Options{"services": "random"}, boards[0].t.Match().Setup().Options, "the record keeps the choice")
}

// TestReykholtSetupOffersTheServiceSets checks Reykholt's setup option: the service-card set,
// A by default (the App's own "Who starts" sets the start player).
func TestReykholtSetupOffersTheServiceSets(t *testing.T) {
	games := Games()
	var rk GameInfo
	for _, g := range games {
		if g.ID == "reykholt" {
			rk = g
		}
	}
	require.NotNil(t, rk.Def)
	h := newHarness(t, Config{}, games)
	s := h.app.newSetup(rk)
	h.app.mgr.Cut(s)
	h.run(1)
	require.Len(t, s.opts, 1)
	assert.Equal(t, rules.Options{"services": "A"}, s.Options())
	assert.Len(t, s.opts[0].Options, 6, "sets A to E and a random one")
	if dir := os.Getenv("NORTHTABLE_SHOTS"); dir != "" {
		h.run(1)
		save(t, filepath.Join(dir, "setup-reykholt.png"), h.pixels())
	}
}
