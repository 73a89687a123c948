package reavers_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"northtable/input"
	"northtable/render"
	"northtable/rules"
	rv "northtable/rules/reavers"
)

// handOf is the Prophecy names seat s truly holds (from the true game).
func handOf(g *rv.Game, s rules.Seat) []string {
	var out []string
	pl := g.Player(s)
	for id := rv.ProphecyID(0); id < rv.NumProphecies; id++ {
		if pl.Hand&(1<<uint(id)) != 0 {
			out = append(out, rv.Prophecies[id].Name)
		}
	}
	return out
}

// The viewer's board shows the viewer's own Prophecies face up and every other board only a
// face-down count; after the curtain the next player sees their own hand, not the previous
// player's.
func TestProphecyHandIsTheViewersOwn(t *testing.T) {
	r := newRun(t, 4, 5, 150)
	checked, viewers := 0, map[rules.Seat]bool{}
	for moves := 0; moves < 400 && r.settle(); moves++ {
		v := r.tbl.Viewer()
		g := r.real()
		for s := rules.Seat(0); int(s) < 4; s++ {
			if s == v {
				if len(handOf(g, s)) > 0 {
					assert.Equal(t, handOf(g, s), r.b.Where().Seats().HandNames(s), "the viewer %d sees their own hand", s)
				}
				continue
			}
			assert.Nil(t, r.b.Where().Seats().HandNames(s), "seat %d's hand is face down for viewer %d", s, v)
			assert.Equal(t, g.HandSize(s), r.b.Where().Seats().Hand(s).Count(), "seat %d's count", s)
		}
		others := 0
		for s := rules.Seat(0); int(s) < 4; s++ {
			if s != v && len(handOf(g, s)) > 0 {
				others++
			}
		}
		if len(handOf(g, v)) > 0 && others > 0 {
			checked++
			viewers[v] = true
		}
		if len(viewers) >= 2 && checked >= 4 {
			break
		}
		r.answer(firstOffered(g))
	}
	assert.GreaterOrEqual(t, len(viewers), 2, "two viewers holding Prophecies were seen, each while others held some")
	assert.Positive(t, r.curtain, "the curtain came between them")
}

// A card of the viewer's hand rested on is shown enlarged.
func TestProphecyHandEnlargesOnHover(t *testing.T) {
	r := newRun(t, 4, 5, 150)
	for moves := 0; moves < 400 && r.settle(); moves++ {
		if v := r.tbl.Viewer(); len(handOf(r.real(), v)) > 0 {
			cr := r.b.Where().Seats().Hand(v).CardRect(0)
			for range render.TooltipDelay + 4 {
				r.step(input.Frame{X: cr.X + 6, Y: cr.Y + cr.H/2}, true)
			}
			i, ok := r.b.Where().Seats().Hand(v).Zoomed()
			require.True(t, ok, "the card rested on is enlarged")
			assert.Equal(t, 0, i)
			return
		}
		r.answer(firstOffered(r.real()))
	}
	require.FailNow(t, "no viewer held a Prophecy")
}

// Resting the pointer on a Reaver card of a board, or a long press on it, shows the card's
// whole text: its name, Rally dice, Specialise ability and Leader bonus.
func TestReaverCardTextOnHoverAndLongPress(t *testing.T) {
	r := newRun(t, 3, 7, 120)
	require.True(t, r.settle())
	var at render.Rect
	var id rv.ReaverID
	found := false
	for s := rules.Seat(0); int(s) < 3 && !found; s++ {
		pl := r.real().Player(s)
		for box := 1; box <= rv.NumSlots && !found; box++ {
			if c := pl.Slots[box-1][0]; c >= 0 {
				at, found = r.b.Where().Seats().ReaverCardRect(s, box, 0)
				id = c
			}
		}
	}
	require.True(t, found, "a board has a Specialised card")
	x, y := at.Centre()
	for range render.TooltipDelay + 4 {
		r.step(input.Frame{X: x, Y: y}, true)
	}
	tip := r.b.Where().Tip()
	assert.Contains(t, tip, rv.Reavers[id].Name)
	assert.Contains(t, tip, "Rally:")
	assert.Contains(t, tip, "Specialised:")
	assert.Contains(t, tip, "Leader:")

	// away, then a touch long press
	for range 3 {
		r.step(input.Frame{X: 5, Y: 5}, true)
	}
	require.Empty(t, r.b.Where().Tip())
	for range input.LongPressTicks + 2 {
		r.step(input.Frame{X: x, Y: y, Down: true, Touch: true}, true)
	}
	assert.Contains(t, r.b.Where().Tip(), rv.Reavers[id].Name, "a long press shows the text")
	r.step(input.Frame{X: x, Y: y, Touch: true}, true)
}

// The Glory pile chip opens the popover listing the pile and the Territories row; a press
// outside closes it, and so does Back.
func TestGloryPilePopoverOpensAndCloses(t *testing.T) {
	r := newRun(t, 4, 5, 150)
	require.True(t, r.settle())
	s := rules.Seat(-1)
	for k := rules.Seat(0); int(k) < 4; k++ {
		pl := r.real().Player(k)
		if pl.PileKeep != [rv.NumKeepKinds]int8{} || pl.PileTerritories != [rv.NumStacks]int8{} {
			s = k
		}
	}
	require.GreaterOrEqual(t, int(s), 0, "a player has won something")
	n := r.tbl.Moves()
	r.click(centre(r.b.Where().Seats().PileChipRect(s)))
	r.rest(true)
	open, pop, ok := r.b.Where().Seats().PileOpen()
	require.True(t, ok, "the chip opened the pile")
	assert.Equal(t, s, open)
	var words, tiles []string
	for _, row := range pop.Rows {
		words = append(words, row.Head+": "+row.Text)
	}
	for _, tile := range pop.Tiles {
		tiles = append(tiles, tile.Caption)
	}
	require.NotEmpty(t, append(words, tiles...))
	pl := r.real().Player(s)
	for k, c := range pl.PileKeep {
		if c > 0 {
			assert.Contains(t, strings.Join(words, "\n"), rv.KeepSpoilsKinds[k].Name)
		}
	}
	for st, c := range pl.PileTerritories {
		if c > 0 {
			assert.Contains(t, tiles, rv.Territories[st].Name)
		}
	}
	// a press outside closes it, and plays nothing
	r.click(render.Point{X: pop.Rect.X + pop.Rect.W/2, Y: 30})
	_, _, ok = r.b.Where().Seats().PileOpen()
	assert.False(t, ok, "a press outside closed it")
	assert.Equal(t, n, r.tbl.Moves())
	// Back closes it too
	r.click(centre(r.b.Where().Seats().PileChipRect(s)))
	_, _, ok = r.b.Where().Seats().PileOpen()
	require.True(t, ok)
	assert.True(t, r.b.Back())
	_, _, ok = r.b.Where().Seats().PileOpen()
	assert.False(t, ok, "Back closed it")
}

// At 1600x900 no word of any player board is cut short and every die lies in its tray, for 2,
// 3 and 4 players, early and late in the game (a word that does not fit is given a shorter
// whole form, its hover the rest).
func TestSeatWordsReadWhole(t *testing.T) {
	for n := 2; n <= 4; n++ {
		for _, auto := range []int{40, 160} {
			t.Run(fmt.Sprint(n, " players after ", auto, " moves"), func(t *testing.T) {
				r := newRun(t, n, 5, auto)
				if !r.settle() {
					return
				}
				r.rest(true)
				require.NotNil(t, r.b.Where().Seats().CutSeatWords(), "the board has drawn with its fonts")
				assert.Empty(t, r.b.Where().Seats().CutSeatWords())
				for s := rules.Seat(0); int(s) < n; s++ {
					tray := r.b.Where().Seats().Tray(s)
					assert.Len(t, tray.Dice(), r.real().BoardDice(s), "every die of seat %d is drawn", s)
					for i := range tray.Dice() {
						d, ok := tray.DieRect(i)
						require.True(t, ok)
						assert.True(t, d.In(tray.Well()), "seat %d's die at %v lies in its tray's well %v", s, d, tray.Well())
					}
				}
			})
		}
	}
}

// Resting the pointer on an Artifact of a board shows its name, its power and the die it
// holds.
func TestArtifactTextOnHover(t *testing.T) {
	r := newRun(t, 4, 5, 150)
	require.True(t, r.settle())
	for s := rules.Seat(0); int(s) < 4; s++ {
		pl := r.real().Player(s)
		for i, a := range pl.Artifacts {
			if a < 0 {
				continue
			}
			x, y := r.b.Where().Seats().ArtifactRect(s, i).Centre()
			for range render.TooltipDelay + 4 {
				r.step(input.Frame{X: x, Y: y}, true)
			}
			tip := r.b.Where().Tip()
			assert.Contains(t, tip, rv.Artifacts[a].Name)
			assert.Contains(t, tip, rv.Artifacts[a].Text)
			assert.Contains(t, tip, "Holds")
			return
		}
	}
	require.FailNow(t, "no board has an Artifact")
}

// In a 3-player game, through the hand-overs, every other player's hidden Prophecies are drawn
// as card backs (7:5, tall enough to read as cards), never as the strips of the column they
// were laid out in while that hand was the viewer's; the count badge stays on its board.
func TestHiddenProphecyHandsStayCardsAfterTheHandOver(t *testing.T) {
	r := newRun(t, 3, 5, 60)
	seen := map[rules.Seat]bool{} // hidden hands seen after their seat was the viewer
	wasViewer := map[rules.Seat]bool{}
	for moves := 0; moves < 500 && r.settle(); moves++ {
		v := r.tbl.Viewer()
		wasViewer[v] = true
		for s := rules.Seat(0); s < 3; s++ {
			if s == v || r.b.Where().Seats().Hand(s).Count() == 0 {
				continue
			}
			cr := r.b.Where().Seats().Hand(s).CardRect(0)
			require.Positive(t, cr.W, "seat %d's backs are laid out", s)
			assert.InDelta(t, 7.0/5, cr.H/cr.W, 0.01, "seat %d's backs are cards for viewer %d", s, v)
			assert.GreaterOrEqual(t, cr.H, 30.0, "seat %d's backs read as cards", s)
			assert.True(t, cr.In(r.b.Where().Seats().SeatRect(s)), "seat %d's backs lie on its board", s)
			if wasViewer[s] {
				seen[s] = true
			}
		}
		if len(seen) >= 2 {
			break
		}
		r.answer(firstOffered(r.real()))
	}
	assert.NotEmpty(t, seen, "a hand hidden after a hand-over was checked")
}

// Every board without a Leader says so in the same words, the viewer's larger board too.
func TestNoLeaderWordsAlike(t *testing.T) {
	r := openAt(t, 3, func(g *rv.Game) bool {
		for s := range 3 {
			if g.Player(rules.Seat(s)).Leader != rv.NoReaver {
				return false
			}
		}
		return g.ToMove() != rules.NoSeat
	})
	r.rest(true)
	viewer := r.real().ToMove()
	for s := range rules.Seat(3) {
		words := r.b.Where().Seats().SeatWords(s)
		assert.Contains(t, words, "No Leader yet", "seat %d (viewer %d) says it has no Leader: %v", s, viewer, words)
		assert.NotContains(t, words, "none yet", "seat %d", s)
	}
}

// After a hand-over the pointer rests where the last player clicked (the curtain's button),
// over the next player's board: no tooltip opens there until the pointer moves, though the
// board draws its tooltips itself (view.go), then the tip shows again.
func TestNoSeatTipAfterAHandOverUntilThePointerMoves(t *testing.T) {
	r := newRun(t, 3, 7, 40)
	r.hurry = true
	for moves := 0; moves < 200; moves++ {
		require.True(t, r.settle())
		before := r.curtain
		r.answer(firstOffered(r.real()))
		for i := 0; i < 3000 && r.curtain == before && !r.tbl.Ready(); i++ {
			if r.tbl.Busy() {
				r.tbl.Skip()
			}
			if r.tbl.Holding() && !r.tbl.Busy() {
				r.endTurn()
				continue
			}
			r.rest(false)
		}
		if r.curtain == before {
			continue
		}
		// the curtain has just lifted; the pointer rests on a seat's Glory pile chip
		at := centre(r.b.Where().Seats().PileChipRect((r.tbl.Viewer() + 1) % 3))
		for range render.TooltipDelay + 4 {
			r.step(input.Frame{X: at.X, Y: at.Y}, true)
		}
		assert.Empty(t, r.b.Where().Tip(), "no tip under a pointer that has not moved since the curtain lifted")
		for range render.TooltipDelay + 4 {
			r.step(input.Frame{X: at.X + 1, Y: at.Y}, true)
		}
		assert.Contains(t, r.b.Where().Tip(), rv.GloryLabel, "the tip shows once the pointer moves")
		return
	}
	require.FailNow(t, "no hand-over came")
}

// The longship's home on the deciding seat's board, ring and all, lies inside the board, clear
// of the Glory pile chip and of the hand, at every table size; the header's Glory and its
// markers end before it.
func TestLongshipHomeLiesInsideItsBoardClearOfTheHeader(t *testing.T) {
	for _, n := range []int{2, 3, 4} {
		r := openAt(t, n, func(g *rv.Game) bool { return g.Decision() == rv.DecideSelect && g.ToMove() != rules.NoSeat })
		_, at, ok := r.b.Where().PawnHome()
		require.True(t, ok, "%d players: the viewer selects", n)
		v := r.tbl.Viewer()
		ring := render.Rect{X: at.X - 22, Y: at.Y - 22, W: 44, H: 44} // the ring with its stroke
		seat := r.b.Where().Seats().SeatRect(v)
		assert.True(t, ring.In(seat.Inset(3)), "%d players: the ring %v lies inside the board %v", n, ring, seat)
		chip := r.b.Where().Seats().PileChipRect(v)
		assert.False(t, overlaps(ring, chip), "%d players: the ring %v is clear of the chip %v", n, ring, chip)
		for i := range r.b.Where().Seats().Hand(v).Count() {
			c := r.b.Where().Seats().Hand(v).CardRect(i)
			assert.False(t, overlaps(ring, c), "%d players: the ring %v is clear of the hand's card %v", n, ring, c)
		}
		assert.Empty(t, r.b.Where().Seats().CutSeatWords(), "%d players: the boards' words read whole", n)
	}
}

// Four or more Prophecies face up on the viewer's board read whole: one strip each, wide
// enough for its name at the strip's size, inside the board and clear of the dice tray.
func TestManyProphecyNamesReadWhole(t *testing.T) {
	r := openAt(t, 4, func(g *rv.Game) bool {
		s := g.ToMove()
		return s != rules.NoSeat && len(handOf(g, s)) >= 5
	})
	v := r.tbl.Viewer()
	names := handOf(r.real(), v)
	hand := r.b.Where().Seats().Hand(v)
	require.Equal(t, len(names), hand.Count())
	seat, tray := r.b.Where().Seats().SeatRect(v), r.b.Where().Seats().Tray(v).Well()
	for i, name := range names {
		c := hand.CardRect(i)
		assert.GreaterOrEqual(t, c.W-40, render.TextWidth(name, r.ctx.UI.Fonts.SmallBold), "%q fits its strip %v", name, c)
		assert.True(t, c.In(seat), "%q lies on the board", name)
		assert.False(t, overlaps(c, tray), "%q is clear of the tray's well %v", name, tray)
	}
}
