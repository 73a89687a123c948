package reavers

import (
	"slices"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"northtable/render"
	"northtable/rules"
	rv "northtable/rules/reavers"
	"northtable/scenes/table"
)

// The board's dice rolls (Reavers spec §11 "Dice": every roll, the Reaver cards' Gain dice,
// a combat's dice and its re-rolls, the Trade refresh, is animated to the engine's result and
// stays readable; a speed setting and skip exist). A move's events (table.Change.Events) name
// every die the engine rolled: EvRoll a crew die gained on a rolled face, EvCombatRoll the
// Combat dice after a roll or re-roll, EvTradeDice the dice newly lying on Trade with
// Villages. Each run of them becomes a render.DiceRoll pushed onto the shell's animation queue,
// which plays it by wall-clock time at the animation-speed setting, skips it on a press, Space
// or the curtain, and holds input and computer moves until it ends. With animations off
// (Table.Instant: the setting, screenshots) nothing is pushed and the board shows the result
// at once.

// rollKind is what a roll throws: a seat's crew dice into its tray, the Trade dice onto the
// location, or Combat dice into the combat panel.
type rollKind int8

const (
	rollCrew rollKind = iota
	rollTrade
	rollCombat
)

// rolls keeps the dice in the air: the crew dice a roll is still throwing are left out of
// their seat's tray (fillTray) until they land there.
type rolls struct {
	hidden [4][rv.NumColours][rv.NumFaces]int8 // per seat, the dice being rolled
	gen    int                                 // bumped when a roll ends (the tray changes)
	// flying are the rolls handed to the shell's queue that have not ended, in the order
	// pushed (the queue plays them in turn): the board's own record, so it never looks into
	// the queue
	flying []*rollAnim
	seq    uint64 // rolls made, for their tumbling seeds
}

// rollAnim is one roll on the shell's queue (render.Animation and render.Finisher).
type rollAnim struct {
	mo     *motion
	kind   rollKind
	seat   int // rollCrew: whose tray
	roll   render.DiceRoll
	counts [rv.NumColours][rv.NumFaces]int8 // rollCrew: the dice kept out of the tray meanwhile
	kinds  []dieKind                        // rollCrew: each die's colour and face
	// rollCombat: the fight as the roll leaves it, drawn under the dice (the Defence, the
	// successes before and after the roll, how the fight stands once the dice have landed)
	panel        render.CombatPanel
	before, succ int
	outcome      render.CombatOutcome
	ended        bool
	// verdict: ticks the landed dice of a roll that ended its fight stay on show past the
	// roll's own hold, so the Victory or Defeat is read before the turn moves on
	verdict int
}

// verdictTicks is how much longer than render.RollHoldTicks a roll that decides its fight keeps
// the Victory or Defeat on the combat panel, ticks at normal speed (1.5 s on show in all).
const verdictTicks = 54

// showRolls turns the rolls among a move's events into animations on the shell's queue; old is
// the position before the move (what a re-roll kept). It runs before the board is refilled, so
// the dice in the air are left out of the trays.
func (mo *motion) showRolls(old *rv.Game, ch table.Change) []*rollAnim {
	if ch.Kind != table.Moved || mo.t.Instant() || mo.ui == nil {
		return nil
	}
	var out []*rollAnim
	var crew *rollAnim
	flush := func() {
		if crew != nil {
			out = append(out, crew)
			crew = nil
		}
	}
	rerolled, isReroll := rerollOf(ch.Move)
	var commit *rv.Payment // the commitment the move made, spent before its roll
	for i, e := range ch.Events {
		switch d := e.Detail.(type) {
		case rv.PaymentDetail:
			flush()
			if e.Kind == rv.EvCommit {
				commit = &d.Payment
			}
		case rv.DieDetail:
			if e.Kind != rv.EvRoll || e.Seat < 0 || int(e.Seat) >= mo.n {
				flush()
				continue
			}
			if crew != nil && crew.seat != int(e.Seat) {
				flush()
			}
			if crew == nil {
				crew = mo.newRoll(rollCrew)
				crew.seat = int(e.Seat)
			}
			crew.counts[d.Colour][d.Face]++
			crew.kinds = append(crew.kinds, dieKind{d.Colour, d.Face})
			mo.rolls.hidden[e.Seat][d.Colour][d.Face]++
			crew.roll.Dice = append(crew.roll.Dice, mo.crewRollDie(e.Seat, d.Colour, d.Face))
		case rv.CombatDetail:
			flush()
			var kept [rv.NumCombatFaces]int8
			if isReroll {
				kept = keptDice(old.Info().Dice, rerolled, d.Dice)
				isReroll = false // a later roll of the same move is a new one
			}
			r := mo.combatRoll(e.Seat, d, kept, lostAfter(ch.Events[i+1:]))
			if commit != nil {
				r.panel.Committed = old.CommitmentWords(e.Seat, *commit, combatDice(d.Dice))
			}
			out = append(out, r)
		case rv.TradeDiceDetail:
			flush()
			r := mo.newRoll(rollTrade)
			for _, td := range d.Dice {
				if td.Present {
					r.roll.Dice = append(r.roll.Dice, render.RollDie{
						Die:   render.Die{Sprite: render.CrewDieSprites[td.Colour][td.Face], Name: rv.DieName(td.Colour, td.Face, false)},
						Faces: colourFaces(td.Colour)})
				}
			}
			r.roll.Size = tradeDie
			if len(r.roll.Dice) > 0 {
				out = append(out, r)
			}
		default:
			flush()
		}
	}
	flush()
	for _, r := range out {
		if r.kind == rollCrew {
			r.roll.Caption = mo.crewCaption(r)
		}
	}
	return out
}

// pushRolls hands the rolls to the shell's queue, once the board shows the new position.
func (mo *motion) pushRolls(rs []*rollAnim) {
	for _, r := range rs {
		mo.rolls.flying = append(mo.rolls.flying, r) // before Push: with animations off it ends at once
		mo.t.Anims().Push(r)
	}
}

// newRoll is a roll of kind with its own tumbling seed.
func (mo *motion) newRoll(kind rollKind) *rollAnim {
	mo.rolls.seq++
	return &rollAnim{mo: mo, kind: kind, seat: -1,
		roll: render.DiceRoll{UI: mo.ui, Seed: uint64(mo.t.Moves())*1_000_003 + mo.rolls.seq, Plate: kind == rollTrade}}
}

// crewRollDie is a crew die of seat rolled to colour c, face f, as its tray will show it.
func (mo *motion) crewRollDie(s rules.Seat, c rv.Colour, f rv.Face) render.RollDie {
	pl := mo.g.Player(s)
	wild := pl.LeaderClan().WildFace(c, f)
	return render.RollDie{
		Die:   render.Die{Sprite: render.CrewDieSprites[c][f], Wild: wild, Name: rv.DieName(c, f, false)},
		Faces: colourFaces(c),
	}
}

// colourFaces are the sprites of a crew die's faces of colour c (its six sides, two of them
// alike: Reavers spec §2.1).
func colourFaces(c rv.Colour) []string {
	var out []string
	for f := rv.Face(0); f < rv.NumFaces; f++ {
		if rv.HasFace(c, f) {
			out = append(out, render.CrewDieSprites[c][f])
		}
	}
	return out
}

// crewCaption names what a crew roll gave ("a blue Hammer and a red Ship"), shortened to the
// count when the words would not fit the tray.
func (mo *motion) crewCaption(r *rollAnim) string {
	var parts []string
	for c := rv.Colour(0); c < rv.NumColours; c++ {
		for f := rv.Face(0); f < rv.NumFaces; f++ {
			for range r.counts[c][f] {
				parts = append(parts, rv.DieWords(c, f))
			}
		}
	}
	s := rules.List(parts)
	w := seatRect(r.seat, mo.big(), mo.n).W - 150 // clear of the title and the count
	if render.TextWidth(s, mo.ui.Fonts.SmallBold)+20 > w {
		s = strconv.Itoa(len(parts)) + " dice rolled"
		if len(parts) == 1 {
			s = "1 die rolled"
		}
	}
	return s
}

// rerollOf is the Combat dice a move rolls again (a Reroll, Odin's Drinking Horn), if any.
func rerollOf(m rules.Move) ([rv.NumCombatFaces]int8, bool) {
	switch m := m.(type) {
	case rv.Reroll:
		return m.Dice, true
	case rv.UseArtifact:
		return m.Dice, m.Dice != [rv.NumCombatFaces]int8{}
	}
	return [rv.NumCombatFaces]int8{}, false
}

// keptDice is the Combat dice a re-roll of sel kept of before, when after is consistent with
// it; none (every die rolled) otherwise.
func keptDice(before, sel, after [rv.NumCombatFaces]int8) [rv.NumCombatFaces]int8 {
	var kept [rv.NumCombatFaces]int8
	for f := range kept {
		kept[f] = before[f] - sel[f]
		if kept[f] < 0 || kept[f] > after[f] {
			return [rv.NumCombatFaces]int8{}
		}
	}
	return kept
}

// lostAfter reports whether the events after a roll end its combat in defeat (no re-roll
// left to try).
func lostAfter(evs []rules.Event) bool {
	for _, e := range evs {
		switch d := e.Detail.(type) {
		case rv.WinDetail:
			return e.Kind == rv.EvCombatEnd && !d.Won
		case rv.CombatDetail:
			return false
		}
	}
	return false
}

// combatRoll is the roll of seat s's Combat dice to after (kept lie still), on a combat panel
// of their own (the live one is not shown when the roll ended the fight), with what s
// committed to the fight.
func (mo *motion) combatRoll(s rules.Seat, d rv.CombatDetail, kept [rv.NumCombatFaces]int8, lost bool) *rollAnim {
	r := mo.newRoll(rollCombat)
	cp := &r.panel
	cp.Rect = combatRect
	cp.Title = rv.FightTitle(int(d.Defence))
	cp.Defence = int(d.Defence)
	cp.Committed = mo.g.CommittedWords(s, combatDice(d.Dice)) // the fight's commitment, made before
	cp.RerollPrice = rv.RerollPrice
	cp.RerollReason = "Wait for the dice to land"
	cp.AcceptReason = "Wait for the dice to land"
	r.succ = int(d.Successes)
	r.before = r.succ
	k := kept
	for f, n := range d.Dice {
		for range n {
			die := render.Die{Sprite: render.CombatDieSprites[f], Name: rv.CombatFace(f).String()}
			cp.Dice = append(cp.Dice, die)
			rd := render.RollDie{Die: die, Faces: render.CombatDieSprites[:]}
			if k[f] > 0 {
				k[f]--
				rd.Kept = true
			} else {
				r.before -= rv.CombatFace(f).Successes()
			}
			r.roll.Dice = append(r.roll.Dice, rd)
		}
	}
	r.outcome = render.CombatOpen
	switch {
	case r.succ >= cp.Defence:
		r.outcome = render.CombatWon
	case lost:
		r.outcome = render.CombatLost
	}
	if r.outcome != render.CombatOpen {
		r.verdict = verdictTicks
	}
	r.roll.Size = render.CombatDie
	r.roll.Rect = cp.DiceArea()
	for i := range r.roll.Dice {
		x, y := cp.DieRect(i).Centre()
		r.roll.Dice[i].At = render.Point{X: x, Y: y}
	}
	return r
}

// Update moves the roll on one tick at normal speed (render.Animation).
func (r *rollAnim) Update() bool {
	if r.roll.Update() {
		if r.verdict > 0 {
			r.verdict--
			return false
		}
		r.end()
		return true
	}
	return false
}

// Finish lands every die at once (render.Finisher: a skip, the curtain, animations off).
func (r *rollAnim) Finish() {
	r.roll.Finish()
	r.verdict = 0
	r.end()
}

// end puts the landed crew dice in their tray.
func (r *rollAnim) end() {
	if r.ended {
		return
	}
	r.ended = true
	mo := r.mo
	if i := slices.Index(mo.rolls.flying, r); i >= 0 {
		mo.rolls.flying = slices.Delete(mo.rolls.flying, i, i+1)
	}
	if r.kind != rollCrew {
		return
	}
	h := &mo.rolls.hidden[r.seat]
	for c := range h {
		for f := range h[c] {
			h[c][f] = max(0, h[c][f]-r.counts[c][f])
		}
	}
	mo.rolls.gen++
	mo.vw.st.fillTray(rules.Seat(r.seat), &mo.rolls.hidden[r.seat])
	if rules.Seat(r.seat) == mo.seat() {
		mo.pk.applyPicks() // a payment being picked there keeps its picks
	}
}

// place is where the roll is thrown as the board is laid out now: into the seat's tray, each
// die landing on its own place there (the tray keeps them empty meanwhile; the seat's board
// may have changed size since the roll began), onto the Trade location's display, into the
// combat panel's dice band.
func (r *rollAnim) place() {
	mo := r.mo
	switch r.kind {
	case rollCrew:
		t := &mo.vw.st.trays[r.seat]
		r.roll.Rect = t.Rect
		// the k-th die of a kind rolled lands on the k-th incoming die of that kind
		var used [rv.NumColours][rv.NumFaces]int8
		for i := range r.roll.Dice {
			k := r.kinds[i]
			seen := int8(0)
			for j, tk := range mo.vw.st.kinds[r.seat] {
				if tk != k || j >= len(t.Dice) || !t.Dice[j].Incoming {
					continue
				}
				if seen == used[k.c][k.f] {
					if dr, ok := t.DieRect(j); ok {
						x, y := dr.Centre()
						r.roll.Dice[i].At = render.Point{X: x, Y: y}
						r.roll.Size = dr.W
					}
					break
				}
				seen++
			}
			used[k.c][k.f]++
		}
	case rollTrade:
		// the dice land where the Trade display lies them: rows of three at the top of the
		// location's free area (view_displays.go)
		c := mo.vw.locs.ContentRect(int(rv.TradeWithVillages))
		r.roll.Rect = render.Rect{X: c.X - 2, Y: c.Y - 3, W: c.W + 4, H: 2*(tradeDie+5) + 4}
		for k := range r.roll.Dice {
			x, y := tradeDieRect(c, k).Centre()
			r.roll.Dice[k].At = render.Point{X: x, Y: y}
		}
	}
}

// drawCaption words a crew roll's result on the tray's title line once the dice have landed.
func (r *rollAnim) drawCaption(dst *ebiten.Image) {
	if r.kind != rollCrew || !r.roll.AllLanded() || r.roll.Caption == "" {
		return
	}
	ui := r.mo.ui
	t := r.mo.vw.st.trays[r.seat].Rect
	f := ui.Fonts.SmallBold
	w := render.TextWidth(r.roll.Caption, f) + 20
	pill := render.Rect{X: t.X + (t.W-w)/2, Y: t.Y + 1, W: w, H: 22}
	ui.RoundRect(dst, pill, 11, render.Ink)
	ui.P.TextMid(dst, r.roll.Caption, f, pill.X+pill.W/2, pill.Y+pill.H/2, render.Sand, render.AlignCenter)
}

// Draw draws the roll as it is now (render.Animation): a combat's panel under its dice, with
// the successes counted once the dice have landed.
func (r *rollAnim) Draw(dst *ebiten.Image) {
	if r.mo.ui == nil {
		return
	}
	r.place()
	if r.kind == rollCombat {
		cp := &r.panel
		cp.Rolling = !r.roll.AllLanded()
		cp.Successes, cp.Outcome = r.before, render.CombatOpen
		if !cp.Rolling {
			cp.Successes, cp.Outcome = r.succ, r.outcome
		}
		if cp.Outcome != render.CombatOpen {
			cp.AcceptLabel = "Continue"
		}
		cp.Draw(dst, r.mo.ui)
		if !cp.Rolling {
			return // the panel shows the landed dice itself
		}
	}
	caption := r.roll.Caption
	if r.kind == rollCrew {
		r.roll.Caption = "" // on the tray's title line instead, clear of the dice
	}
	r.roll.Draw(dst)
	r.roll.Caption = caption
	r.drawCaption(dst)
}
