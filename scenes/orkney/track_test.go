package orkney_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"northtable/rules"
	"northtable/rules/bot"
	ork "northtable/rules/orkney"
	"northtable/scenes/table"
)

// The golden moments a reviewer wants to see, each compared with its golden image: a mid-game
// and a late board, a tile being dragged (legal cells glowing, the ghost marked), the task
// choice, build mode, the two popups.

// A crowded five-seat start: every longship at 0 shows, long names shortened; the leave menu
// over the board.
func TestCrowdedTrackAndLeaveMenu(t *testing.T) {
	players := seats(5)
	players[0].Name, players[3].Name = "Magnus the Very", "Ragnhild Longbow"
	players[4].Bot = true
	h := newHarness(t, game{Players: players, Seed: 6, Autoplay: placingAfter(t, 5, 6, 5), OnMenu: func() {}})
	require.True(t, h.idle())
	checkShips(t, h)
	for s := rules.Seat(0); s < 5; s++ {
		p := h.w.Seat(s)
		assert.LessOrEqual(t, p.NameRect.Right(), p.Score.X-8, "seat %d: the name ends before the score", s)
	}
	h.click(centre(table.MenuButton))
	require.True(t, h.tbl.MenuOpen())
	leave := h.tbl.MenuChoice(table.MenuLeave)
	assert.Positive(t, leave.W, "the menu shows Leave")
}

// builder plays for points: it builds the dearest building it may, else trades surplus cloth,
// else moves at random.
func builder(g *ork.Game, r *bot.Random) rules.Move {
	var best, trade rules.Move
	for _, m := range g.Legal() {
		switch m := m.(type) {
		case ork.Build:
			if b, ok := best.(ork.Build); !ok || m.Kind > b.Kind {
				best = m
			}
		case ork.Exchange:
			if trade == nil && m.Get != ork.Cloth {
				trade = m
			}
		}
	}
	if best != nil {
		return best
	}
	if trade != nil && g.Player(g.ToMove()).Res[ork.Cloth] > 3 {
		return trade
	}
	return r.Choose(g)
}

// Every position of three games played for points (two, four and five seats, from the crowded
// start to the last scores): no longship is hidden under another. (Made-up score sets, laps past
// 30 among them, are render.TrackSpots' own test, with this track's numbers.)
func TestShipsStayVisibleThroughAGame(t *testing.T) {
	for _, n := range []int{2, 4, 5} {
		h := newHarness(t, game{Players: seats(n), Seed: uint64(n), Screenshot: true})
		r := bot.NewRandom(uint64(n))
		top := 0
		for g := h.real(); !g.Over(); g = h.real() {
			require.NoError(t, h.tbl.Play(builder(g, r)))
			h.rest()
			checkShips(t, h)
			for s := 0; s < n; s++ {
				top = max(top, g.Player(rules.Seat(s)).BuildingVP)
			}
		}
		t.Logf("%d seats: %d moves, the best score %d", n, h.tbl.Moves(), top)
	}
}
