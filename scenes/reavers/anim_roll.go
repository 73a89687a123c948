package reavers

import (
	"github.com/hajimehoshi/ebiten/v2"

	"northtable/render"
	"northtable/rules"
	rv "northtable/rules/reavers"
	"northtable/scenes/table"
)

// Every roll is animated to the engine's result and stays readable (Reavers spec §11 "Dice"):
// each run of dice a move's events name (EvRoll, EvCombatRoll, EvTradeDice) is thrown into
// its seat's tray, onto Trade with Villages, or onto a combat panel of its own, shown even
// when the roll ended the fight.

// rolls keeps the dice in the air: the crew dice a roll is still throwing are left out of
// their seat's tray (fillTray) until they land there.
type rolls struct {
	hidden [4][rv.NumColours][rv.NumFaces]int8 // per seat, the dice being rolled
	gen    int                                 // bumped when a roll ends (the tray changes)
	flying render.InFlight[*rollAnim]          // pushed and not ended, in the order pushed
	seq    uint64                              // rolls made, for their tumbling seeds
}

// rollAnim is one roll on the shell's queue (render.Animation and render.Finisher).
type rollAnim struct {
	mo   *motion
	seat rules.Seat  // whose crew dice; NoSeat for the Trade dice and Combat dice
	play interface { // what the queue plays: roll, or fight
		render.Animation
		render.Finisher
	}
	roll   *render.DiceRoll   // the dice in the air (a fight's own Roll)
	fight  *render.CombatRoll // a combat's roll, else nil
	counts rv.Pool            // a crew roll's dice, left out of the tray meanwhile
}

// verdictTicks is how much longer than render.RollHoldTicks a roll that decides its fight keeps
// the Victory or Defeat on the combat panel, ticks at normal speed (1.5 s on show in all).
const verdictTicks = 54

// showRolls makes the rolls among a move's events; old is the position before the move (what
// a re-roll kept). It runs before the trays are refilled, so the dice in the air are left out.
func (mo *motion) showRolls(old *rv.Game, ch table.Change) []*rollAnim {
	if ch.Kind != table.Moved || mo.t.Instant() || mo.ui == nil {
		return nil
	}
	var out []*rollAnim
	var crew *rollAnim     // the run of crew dice being gathered
	first := true          // a later roll of the same move rolls every die
	var commit *rv.Payment // the commitment the move made, spent before its roll
	for i, e := range ch.Events {
		d, ok := e.Detail.(rv.DieDetail)
		ok = ok && e.Kind == rv.EvRoll && e.Seat >= 0 && int(e.Seat) < mo.n
		if !ok || crew != nil && crew.seat != e.Seat {
			crew = nil // a run of one seat's crew dice ends
		}
		if ok {
			if crew == nil { // its caption on the tray's title line, clear of the tray's title and count
				crew = mo.newRoll(e.Seat, &render.DiceRoll{CaptionTop: true, CaptionRoom: seatRect(int(e.Seat), mo.big(), mo.n).W - 150})
				out = append(out, crew)
			}
			crew.counts[d.Colour][d.Face]++
			mo.rolls.hidden[e.Seat][d.Colour][d.Face]++
			pl := mo.g.Player(e.Seat)
			crew.roll.Dice = append(crew.roll.Dice, crewDie(d.Colour, d.Face, pl.LeaderClan().WildFace(d.Colour, d.Face)))
			crew.roll.Caption = crew.counts.Words()
			continue
		}
		switch d := e.Detail.(type) {
		case rv.PaymentDetail:
			if e.Kind == rv.EvCommit {
				commit = &d.Payment
			}
		case rv.CombatDetail:
			var kept [rv.NumCombatFaces]int8
			if first {
				kept, first = old.KeptDice(ch.Move, d.Dice), false
			}
			committed := mo.g.CommittedWords(e.Seat, d.Dice) // the fight's commitment, made before
			if commit != nil {
				committed = old.CommitmentWords(e.Seat, *commit, d.Dice)
			}
			out = append(out, mo.combatRoll(d, committed, kept, rv.LostAfter(ch.Events[i+1:])))
		case rv.TradeDiceDetail:
			r := mo.newRoll(rules.NoSeat, &render.DiceRoll{Plate: true, Size: tradeDie})
			for _, td := range d.Dice {
				if td.Present {
					r.roll.Dice = append(r.roll.Dice, crewDie(td.Colour, td.Face, false))
				}
			}
			if len(r.roll.Dice) > 0 {
				out = append(out, r)
			}
		}
	}
	return out
}

// pushRolls hands the rolls to the shell's queue, once the board shows the new position.
func (mo *motion) pushRolls(rs []*rollAnim) {
	for _, r := range rs {
		mo.rolls.flying.Push(mo.t.Anims(), r)
	}
}

// newRoll is seat's roll of dr (NoSeat: not crew dice) with its own tumbling seed.
func (mo *motion) newRoll(seat rules.Seat, dr *render.DiceRoll) *rollAnim {
	mo.rolls.seq++
	dr.UI, dr.Seed = mo.ui, uint64(mo.t.Moves())*1_000_003+mo.rolls.seq
	return &rollAnim{mo: mo, seat: seat, play: dr, roll: dr}
}

// crewDie is a crew die rolled to colour c, face f, tumbling through its colour's faces.
func crewDie(c rv.Colour, f rv.Face, wild bool) render.RollDie {
	d := render.RollDie{Die: render.Die{Sprite: render.CrewDieSprites[c][f], Wild: wild, Name: rv.DieName(c, f, false)}}
	for side := range rv.Face(rv.NumFaces) {
		if rv.HasFace(c, side) {
			d.Faces = append(d.Faces, render.CrewDieSprites[c][side])
		}
	}
	return d
}

// combatRoll is the roll of a fight's Combat dice to d (the first kept[f] dice of each face
// lie still), with the words of what was committed to the fight.
func (mo *motion) combatRoll(d rv.CombatDetail, committed string, kept [rv.NumCombatFaces]int8, lost bool) *rollAnim {
	f := &render.CombatRoll{Before: int(d.Successes), Verdict: verdictTicks}
	fightPanel(&f.Panel, int(d.Defence), int(d.Successes), committed, d.Dice)
	if lost && f.Panel.Outcome == render.CombatOpen {
		f.Panel.Outcome = render.CombatLost
	}
	var still []bool
	for face, n := range d.Dice {
		for k := range n {
			still = append(still, k < kept[face])
			if k >= kept[face] {
				f.Before -= rv.CombatFace(face).Successes()
			}
		}
	}
	r := mo.newRoll(rules.NoSeat, &f.Roll)
	f.Throw(mo.ui, r.roll.Seed, render.CombatDieSprites[:], still)
	r.play, r.fight = f, f
	return r
}

// Update moves the roll on one tick at normal speed (render.Animation).
func (r *rollAnim) Update() bool {
	if !r.play.Update() {
		return false
	}
	r.end()
	return true
}

// Finish lands every die at once (render.Finisher: a skip, the curtain, animations off).
func (r *rollAnim) Finish() {
	r.play.Finish()
	r.end()
}

// end puts the landed crew dice in their tray.
func (r *rollAnim) end() {
	mo := r.mo
	if r.seat < 0 {
		return
	}
	h := &mo.rolls.hidden[r.seat]
	for c := range h {
		for f := range h[c] {
			h[c][f] = max(0, h[c][f]-r.counts[c][f])
		}
	}
	mo.rolls.gen++
	mo.vw.st.fillTray(r.seat, h)
	if r.seat == mo.seat() {
		mo.pk.applyPicks() // a payment being picked there keeps its picks
	}
}

// Draw draws the roll thrown where it lands as the board is laid out now (render.Animation):
// into the seat's tray, onto the Trade location's display, into the combat panel's dice band.
func (r *rollAnim) Draw(dst *ebiten.Image) {
	if r.seat >= 0 {
		r.roll.LandOn(&r.mo.vw.st.trays[r.seat])
	} else if r.fight == nil { // in rows of three at the top of the location's free area, as view_displays.go lays them
		c := r.mo.vw.locs.ContentRect(int(rv.TradeWithVillages))
		r.roll.Rect = render.Rect{X: c.X - 2, Y: c.Y - 3, W: c.W + 4, H: 2*(tradeDie+5) + 4}
		for k := range r.roll.Dice {
			x, y := tradeDieRect(c, k).Centre()
			r.roll.Dice[k].At = render.Point{X: x, Y: y}
		}
	}
	r.play.Draw(dst)
}
