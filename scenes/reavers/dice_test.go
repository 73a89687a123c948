package reavers_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"northtable/input"
	"northtable/render"
	"northtable/rules"
	rv "northtable/rules/reavers"
	"northtable/scenes/table"
)

// trayDie is die i of seat s's tray as its read-only view shows it: its colour and face (told
// by its sprite), where it takes the pointer, and whether it is picked; ok is false past the end.
func trayDie(r *run, s rules.Seat, i int) (c rv.Colour, f rv.Face, at render.Rect, picked, ok bool) {
	tray := r.b.Where().Seats().Tray(s)
	if at, ok = tray.DieRect(i); !ok {
		return 0, 0, at, false, false
	}
	for c := rv.Colour(0); c < rv.NumColours; c++ {
		for f := rv.Face(0); f < rv.NumFaces; f++ {
			if render.CrewDieSprites[c][f] == tray.Dice()[i].Sprite {
				return c, f, at, tray.Picked(i), true
			}
		}
	}
	require.FailNow(r.t, "a tray die of no crew colour and face")
	return
}

// trayPicks is the dice picked on the viewer's tray, by colour and face, and whether a tap
// there picks at all (a payment put together, or a discard at Capacity).
func trayPicks(r *run) (picks rv.Pool, on bool) {
	s := r.real().ToMove()
	for i := range r.b.Where().Seats().Tray(s).Dice() {
		if c, f, _, picked, _ := trayDie(r, s, i); picked {
			picks[c][f]++
		}
	}
	return picks, r.b.Where().Seats().Tray(s).Selectable()
}

// restDieRect is the decision panel's die of colour c on face f offered for a Rest; ok is
// false when the panel does not show it.
func restDieRect(r *run, c rv.Colour, f rv.Face) (render.Rect, bool) {
	for _, a := range r.b.Where().Answers().Buttons {
		if m, ok := a.Move().(rv.RestDie); ok && m.Colour == c && m.Face == f {
			return a.Rect, true
		}
	}
	return render.Rect{}, false
}

// activateChoice is a position where the viewer activates with more than one payment of board
// dice alone, and two of them: the suggested one and another spending other board dice.
func activateChoice(g *rv.Game) (sugg, other rv.Activate, ok bool) {
	if g.Decision() != rv.DecideActivate {
		return sugg, other, false
	}
	pl := g.Player(g.ToMove())
	l := g.Location()
	if l < 0 {
		return sugg, other, false
	}
	cost := rv.Locations[l].Cost
	if cost.Dice.Total() < 2 {
		return sugg, other, false
	}
	pay, ok := pl.SuggestPayment(cost)
	if !ok || pay.Stored != 0 || pay.Tokens != ([rv.NumUpgrades]int8{}) {
		return sugg, other, false
	}
	sugg = rv.Activate{By: g.ToMove(), Payment: pay}
	for _, m := range g.Legal() {
		a, isA := m.(rv.Activate)
		if isA && a.Payment.Stored == 0 && a.Payment.Tokens == ([rv.NumUpgrades]int8{}) && a.Payment.Board != pay.Board {
			return sugg, a, true
		}
	}
	return sugg, other, false
}

// pickOnTray taps the viewer's tray until its picks are want (a collapsed group takes one more
// die a tap, and none once all are picked).
func (r *run) pickOnTray(want rv.Pool) {
	r.t.Helper()
	s := r.real().ToMove()
	for range 60 {
		got, on := trayPicks(r)
		require.True(r.t, on, "the tray holds the payment")
		if got == want {
			return
		}
		tapped := false
		for i := 0; i < len(r.b.Where().Seats().Tray(s).Dice()) && !tapped; i++ {
			c, f, at, picked, _ := trayDie(r, s, i)
			more, fewer := got[c][f] < want[c][f], got[c][f] > want[c][f]
			if !(more && !picked || fewer && picked) {
				continue
			}
			r.click(centre(at))
			r.rest(true)
			tapped = true
		}
		require.True(r.t, tapped, "a die to tap is on the tray")
	}
	require.FailNow(r.t, "the tray never held the payment")
}

// The suggested payment stands picked on the viewer's tray; taps change it die by die and the
// pay button then pays exactly the dice picked.
func TestPaymentEditedDieByDie(t *testing.T) {
	r := openAt(t, 3, func(g *rv.Game) bool { _, _, ok := activateChoice(g); return ok })
	sugg, other, ok := activateChoice(r.real())
	require.True(t, ok)
	picks, on := trayPicks(r)
	require.True(t, on, "a payment is picked on the tray")
	assert.Equal(t, sugg.Payment.Board, picks, "the suggested payment stands picked")
	shown := 0
	for i := 0; i < len(r.b.Where().Seats().Tray(sugg.By).Dice()); i++ {
		if _, _, _, picked, _ := trayDie(r, sugg.By, i); picked {
			shown++
		}
	}
	assert.Positive(t, shown, "the tray shows the picked dice")

	r.keep("payment-suggested")
	r.pickOnTray(other.Payment.Board)
	r.keep("payment-edited")
	want := r.real().Copy()
	_, err := want.Apply(other)
	require.NoError(t, err)
	moves := r.tbl.Moves()
	var pay *table.AnswerButton
	for _, a := range r.b.Where().Answers().Buttons {
		if a.Move() == rules.Move(other) {
			pay = &a
		}
	}
	require.NotNil(t, pay, "the pay button pays the dice picked: %v", r.b.Where().Answers().Buttons)
	assert.True(t, pay.Enabled)
	assert.Contains(t, pay.Label, "Activate, paying")
	r.click(centre(pay.Rect))
	require.Equal(t, moves+1, r.tbl.Moves())
	assert.Equal(t, want.Hash(), r.real().Hash(), "the payment picked was played")
}

// Dice picked that do not pay are refused in words and play nothing.
func TestIllegalTrayPaymentRefused(t *testing.T) {
	r := openAt(t, 3, func(g *rv.Game) bool { _, _, ok := activateChoice(g); return ok })
	sugg, _, ok := activateChoice(r.real())
	require.True(t, ok)
	before := r.real().Hash()
	moves := r.tbl.Moves()

	// take one picked die out: the payment is a die short
	less := sugg.Payment.Board
	for c := range less {
		for f := range less[c] {
			if less[c][f] > 0 && less.Count() == sugg.Payment.Board.Count() {
				less[c][f]--
			}
		}
	}
	r.pickOnTray(less)
	var pay *table.AnswerButton
	for _, a := range r.b.Where().Answers().Buttons {
		if strings.HasPrefix(a.Label, "Activate, paying ") && strings.HasSuffix(a.Label, "the dice picked") {
			pay = &a
		}
	}
	require.NotNil(t, pay, "the pay button waits for a payment: %v", r.b.Where().Answers().Buttons)
	assert.False(t, pay.Enabled)
	r.click(centre(pay.Rect))
	r.rest(true)
	r.keep("payment-refused")
	text, warn := r.tbl.Toast()
	assert.True(t, warn)
	assert.Contains(t, text, "1 die short of the cost", "the refusal says why in words")
	assert.Equal(t, moves, r.tbl.Moves(), "nothing was played")
	assert.Equal(t, before, r.real().Hash())
	others := 0
	for _, a := range r.b.Where().Answers().Buttons {
		others += len(a.MoreMoves())
	}
	assert.Positive(t, others, "the other payments are still listed")
}

// A Rest on a die is offered as the dice themselves: a tap on the die Rests for it.
func TestRestChosenAsADie(t *testing.T) {
	r := openAt(t, 3, func(g *rv.Game) bool { return g.Decision() == rv.DecideActivate && hasMove[rv.RestDie](g) })
	g := r.real()
	m := rv.RestDie{By: g.ToMove(), Colour: rv.Red, Face: rv.Hammer}
	require.NoError(t, g.Check(m))
	had := g.Player(m.By).Dice[rv.Red][rv.Hammer]
	want := g.Copy()
	_, err := want.Apply(m)
	require.NoError(t, err)

	d, ok := restDieRect(r, rv.Red, rv.Hammer)
	require.True(t, ok, "the panel shows the red Hammer")
	for range render.TooltipDelay + 2 {
		r.step(input.Frame{X: centre(d).X, Y: centre(d).Y}, true)
	}
	assert.Equal(t, "Rest: take a red Hammer", r.b.Where().Answers().Tip, "the die says what it takes")
	r.keep("rest-dice")
	moves := r.tbl.Moves()
	r.click(centre(d))
	require.Equal(t, moves+1, r.tbl.Moves())
	assert.Equal(t, want.Hash(), r.real().Hash(), "the Rest took the red Hammer")
	assert.Equal(t, had+1, r.real().Player(m.By).Dice[rv.Red][rv.Hammer], "one more red Hammer")
}

// commitChoice is a Commit decision where the largest commitment has two or more board dice, and
// the player has a die that is no Hammer source.
func commitChoice(g *rv.Game) (all rv.Commit, ok bool) {
	if g.Decision() != rv.DecideCommit {
		return all, false
	}
	legal := g.Legal()
	first, isC := legal[0].(rv.Commit)
	if !isC || first.Payment.Board.Count() < 2 || first.Payment.Tokens != ([rv.NumUpgrades]int8{}) || first.Payment.Stored != 0 {
		return all, false
	}
	pl := g.Player(first.By)
	return first, pl.Dice.Count() > first.Payment.Board.Count()
}

// Hammer sources are committed on the tray: a die taken out commits the others, a die that is
// no Hammer source is refused in words.
func TestCommitPickedOnTheTray(t *testing.T) {
	r := openAt(t, 3, func(g *rv.Game) bool { _, ok := commitChoice(g); return ok })
	all, ok := commitChoice(r.real())
	require.True(t, ok)
	picks, on := trayPicks(r)
	require.True(t, on)
	require.Equal(t, all.Payment.Board, picks, "every Hammer source stands picked")

	// a die that is no Hammer source: refused
	s := all.By
	var stray rv.Pool
	for i := 0; i < len(r.b.Where().Seats().Tray(s).Dice()); i++ {
		if c, f, _, picked, _ := trayDie(r, s, i); !picked && stray.Count() == 0 {
			stray[c][f] = 1
		}
	}
	with := picks
	for c := range with {
		for f := range with[c] {
			with[c][f] += stray[c][f]
		}
	}
	r.pickOnTray(with)
	moves := r.tbl.Moves()
	var btn *table.AnswerButton
	for _, a := range r.b.Where().Answers().Buttons {
		if a.Label == "Commit the dice picked" {
			btn = &a
		}
	}
	require.NotNil(t, btn, "%v", r.b.Where().Answers().Buttons)
	r.click(centre(btn.Rect))
	text, _ := r.tbl.Toast()
	assert.Contains(t, text, "You cannot commit")
	assert.Equal(t, moves, r.tbl.Moves())

	// one Hammer source fewer: that commitment is played
	less := all.Payment.Board
	for c := range less {
		for f := range less[c] {
			if less[c][f] > 0 && less.Count() == all.Payment.Board.Count() {
				less[c][f]--
			}
		}
	}
	r.pickOnTray(less)
	want := rv.Commit{By: s, Payment: rv.Payment{Board: less}}
	var play *table.AnswerButton
	for _, a := range r.b.Where().Answers().Buttons {
		if a.Move() == rules.Move(want) {
			play = &a
		}
	}
	require.NotNil(t, play, "%v", r.b.Where().Answers().Buttons)
	g := r.real().Copy()
	_, err := g.Apply(want)
	require.NoError(t, err)
	r.click(centre(play.Rect))
	require.Equal(t, moves+1, r.tbl.Moves())
	assert.Equal(t, g.Hash(), r.real().Hash(), "the dice picked were committed")
}

// At Capacity (over 10 dice) a tap on a die of the tray discards that die, as its answer in the
// panel's list would; the list stays offered.
func TestCapacityDiscardTappedOnTheTray(t *testing.T) {
	r := openAt(t, 3, func(g *rv.Game) bool { return g.Decision() == rv.DecideCapacity && hasMove[rv.DiscardDie](g) })
	g := r.real()
	seat := g.ToMove()
	require.True(t, r.b.Where().Seats().Tray(seat).Selectable(), "the tray takes a discard")
	list := false
	for _, a := range r.b.Where().Answers().Buttons {
		if _, ok := a.Move().(rv.DiscardDie); ok && a.Enabled {
			list = true
		}
	}
	assert.True(t, list, "the panel still offers the dice to discard")
	assert.Contains(t, r.b.Where().Answers().Title, "a die on your tray to discard it", "the panel says the tray takes a discard")
	// the last die of the tray: another kind than the panel's first answer, as a rule
	k := len(r.b.Where().Seats().Tray(seat).Dice()) - 1
	c, f, at, _, ok := trayDie(r, seat, k)
	require.True(t, ok)
	want := g.Copy()
	_, err := want.Apply(rv.DiscardDie{By: seat, Colour: c, Face: f})
	require.NoError(t, err)
	before := g.Player(seat).Dice[c][f]
	moves := r.tbl.Moves()
	r.keep("capacity-discard-before")
	r.click(centre(at))
	require.Equal(t, moves+1, r.tbl.Moves(), "the tap played a move")
	assert.Equal(t, want.Hash(), r.real().Hash(), "the tap discarded the die tapped")
	assert.Equal(t, before-1, r.real().Player(seat).Dice[c][f])
	r.rest(true)
	r.keep("capacity-discard-after")
}

// Outside a Capacity decision a tap on the tray discards nothing.
func TestNoTrayDiscardOutsideCapacity(t *testing.T) {
	r := openAt(t, 3, func(g *rv.Game) bool { return g.Decision() == rv.DecideTakeReavers })
	seat := r.real().ToMove()
	assert.False(t, r.b.Where().Seats().Tray(seat).Selectable())
	_, _, at, _, ok := trayDie(r, seat, 0)
	require.True(t, ok)
	moves := r.tbl.Moves()
	r.click(centre(at))
	assert.Equal(t, moves, r.tbl.Moves(), "the tap played nothing")
}

// A new die's face is offered as the dice themselves, in one row on the panel's first page: one
// click on the face plays it, with no list to open.
func TestNewDieFaceIsOneClickOnTheDie(t *testing.T) {
	r := openAt(t, 3, func(g *rv.Game) bool { return hasMove[rv.PlaceDie](g) })
	r.rest(true)
	var faces []table.AnswerButton
	for _, a := range r.b.Where().Answers().Buttons {
		if _, ok := a.Move().(rv.PlaceDie); ok {
			faces = append(faces, a)
		}
	}
	n := 0
	for _, m := range r.real().Legal() {
		if _, ok := m.(rv.PlaceDie); ok {
			n++
		}
	}
	require.Len(t, faces, n, "every face is on the first page")
	for _, a := range faces {
		assert.Empty(t, a.Label, "drawn as the die")
		assert.Equal(t, a.Rect.W, a.Rect.H)
		assert.True(t, a.Enabled)
	}
	last := faces[len(faces)-1]
	want := r.real().Copy()
	_, err := want.Apply(last.Move())
	require.NoError(t, err)
	moves := r.tbl.Moves()
	r.click(centre(last.Rect))
	require.Equal(t, moves+1, r.tbl.Moves(), "one click takes the face")
	assert.Equal(t, want.Hash(), r.real().Hash())
}
