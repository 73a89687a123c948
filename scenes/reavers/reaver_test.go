package reavers_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"northtable/render"
	"northtable/rules"
	rv "northtable/rules/reavers"
)

// newLines is the log's lines after the first from, joined.
func (r *run) newLines(from int) string {
	var out []string
	for _, l := range r.tbl.Log()[from:] {
		out = append(out, l.Text)
	}
	return strings.Join(out, "\n")
}

// trayHas reports how many dice of seat s's tray are drawn as colour c showing face f.
func (r *run) trayHas(s rules.Seat, c rv.Colour, f rv.Face) int {
	n := 0
	for _, d := range r.b.Where().Seats().Tray(s).Dice() {
		if d.Sprite == render.CrewDieSprites[c][f] {
			n++
		}
	}
	return n
}

// resolveFirstReaver opens a 3-player game and resolves the first seat's first setup Reaver on
// the decision panel; it returns the seat and the card, now to be Rallied, Specialised or
// Promoted.
func resolveFirstReaver(t *testing.T) (*run, rules.Seat, rv.ReaverID) {
	t.Helper()
	r := newRun(t, 3, 7, 0)
	require.True(t, r.settle())
	g := r.real()
	require.Equal(t, rv.DecideNextCard, g.Decision(), "the setup's two Reavers: which first")
	seat := g.ToMove()
	m := firstOf[rv.Resolve](t, g)
	require.Equal(t, rv.ReaverDeck, m.Card.Deck)
	r.answer(m)
	require.True(t, r.settle())
	require.Equal(t, rv.DecideReaverUse, r.real().Decision())
	require.Equal(t, m.Card, r.real().Info().Card, "the use asked is the resolved card's")
	return r, seat, rv.ReaverID(m.Card.ID)
}

// A Reaver card resolved on the panel rolls its Gain dice, one per tier of the colours it
// shows (spec §6.1): the dice are on the player's board and tray and the log says each roll.
func TestReaverCardRollsItsGainDice(t *testing.T) {
	r := newRun(t, 3, 7, 0)
	require.True(t, r.settle())
	g := r.real()
	require.Equal(t, rv.DecideNextCard, g.Decision())
	seat := g.ToMove()
	before := g.Player(seat)
	logged := len(r.tbl.Log())
	m := firstOf[rv.Resolve](t, g)
	card := rv.Reavers[m.Card.ID]
	r.answer(m)
	require.True(t, r.settle())

	after := r.real().Player(seat)
	require.Len(t, card.Gain, int(card.Tier), "a tier-%d card rolls %d dice", card.Tier, card.Tier)
	assert.Equal(t, before.Dice.Count()+len(card.Gain), after.Dice.Count(), "the Gain dice join the board")
	for c := rv.Colour(0); c < rv.NumColours; c++ {
		want := 0
		for _, gc := range card.Gain {
			if gc == c {
				want++
			}
		}
		got := 0
		for f := rv.Face(0); f < rv.NumFaces; f++ {
			got += int(after.Dice[c][f] - before.Dice[c][f])
			assert.Equal(t, int(after.Dice[c][f]), r.trayHas(seat, c, f), "the tray shows the %s %s dice", c, c.FaceName(f))
		}
		assert.Equal(t, want, got, "%s dice rolled", c)
	}
	said := r.newLines(logged)
	assert.Contains(t, said, r.tbl.Name(seat)+" resolves "+card.Name)
	assert.Equal(t, len(card.Gain), strings.Count(said, r.tbl.Name(seat)+" rolls "), "each roll is said: %s", said)
}

// Rally on the panel: the card goes to the Glory pile and each of its dice is placed on the
// face chosen in the panel's die list (not the first one offered), on the board and the tray.
func TestReaverRallyWithFacesChosen(t *testing.T) {
	r, seat, id := resolveFirstReaver(t)
	r.answer(rv.Rally{By: seat})
	placed := 0
	for r.settle() && r.real().Decision() == rv.DecidePlaceDie {
		g := r.real()
		legal := g.Legal()
		require.Greater(t, len(legal), 1, "a face to choose")
		m := legal[len(legal)-1].(rv.PlaceDie)
		before := g.Player(seat).Dice[m.Colour][m.Face]
		r.answer(m)
		require.True(t, r.settle())
		assert.Equal(t, before+1, r.real().Player(seat).Dice[m.Colour][m.Face], "the die is on the face chosen")
		assert.Equal(t, int(before)+1, r.trayHas(seat, m.Colour, m.Face), "and the tray shows it")
		placed++
	}
	assert.Len(t, rv.Reavers[id].Rally, placed, "one face chosen for each Rally die")
	assert.NotZero(t, r.real().Player(seat).PileReavers&(1<<id), "the Rallied card is in the Glory pile")
}

// Specialise on the panel: the button names the slot, and the card is in that slot.
func TestReaverSpecialiseIntoASlot(t *testing.T) {
	r, seat, id := resolveFirstReaver(t)
	var slots []rv.SpecialiseSlot
	for _, m := range r.real().Legal() {
		if s, ok := m.(rv.SpecialiseSlot); ok {
			slots = append(slots, s)
		}
	}
	require.Greater(t, len(slots), 1, "a slot to choose")
	m := slots[len(slots)-1]
	var label string
	for _, a := range r.b.Where().Answers().Buttons {
		if a.Move() == m {
			label = a.Label
		}
	}
	assert.Contains(t, label, m.Slot.String(), "the button names the slot")
	logged := len(r.tbl.Log())
	r.answer(m)
	r.settle()
	assert.Equal(t, id, r.real().Player(seat).Slots[m.Slot][0], "the card is in the %s slot", m.Slot)
	assert.Contains(t, r.newLines(logged), r.tbl.Name(seat)+" specialises "+rv.Reavers[id].Name+" in the "+m.Slot.String()+" slot")
}

// Promote on the panel: the card becomes the Leader, and its clan's clan icon turns wild on
// the tray (spec §2.4): exactly the dice of the clan's colour showing it are marked wild.
func TestReaverPromoteToLeaderMakesItsClanWild(t *testing.T) {
	r := openAt(t, 3, func(g *rv.Game) bool {
		if g.Decision() != rv.DecideReaverUse || !hasMove[rv.Promote](g) {
			return false
		}
		c := g.Info().Card
		clan := rv.Clans[rv.Reavers[c.ID].Clan]
		p := g.Player(g.ToMove())
		return p.Leader == rv.NoReaver && p.Dice[clan.Colour][rv.Clan] > 0
	})
	g := r.real()
	seat := g.ToMove()
	id := rv.ReaverID(g.Info().Card.ID)
	clan := rv.Reavers[id].Clan
	for _, d := range r.b.Where().Seats().Tray(seat).Dice() {
		assert.False(t, d.Wild, "no Leader: no die is wild (%s)", d.Name)
	}
	logged := len(r.tbl.Log())
	r.answer(rv.Promote{By: seat})
	r.settle()
	p := r.real().Player(seat)
	require.Equal(t, id, p.Leader, "the card is the Leader")
	assert.Equal(t, clan, p.LeaderClan())
	assert.Contains(t, r.newLines(logged), r.tbl.Name(seat)+" promotes "+rv.Reavers[id].Name+" to Leader")
	wild := 0
	for _, d := range r.b.Where().Seats().Tray(seat).Dice() {
		if d.Wild {
			wild++
			assert.Equal(t, render.CrewDieSprites[rv.Clans[clan].Colour][rv.Clan], d.Sprite, "a wild die is the clan's colour showing its icon")
		}
	}
	col := rv.Clans[clan].Colour
	assert.Equal(t, int(p.Dice[col][rv.Clan]), wild, "the %s dice showing the %s clan icon are wild, and only they", col, clan)
	assert.Positive(t, wild)
}
