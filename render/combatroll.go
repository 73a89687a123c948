package render

import "github.com/hajimehoshi/ebiten/v2"

// CombatRoll is a roll of a fight's Combat dice shown on the fight's own CombatPanel (an
// Animation and a Finisher of a Queue): while the dice tumble over the panel's DiceArea the
// panel keeps their places empty and counts only the successes of the dice not rolled; once
// they have landed on their DieRect it shows the successes and how the fight stands, and a
// fight the roll decided keeps its Victory or Defeat on show for Verdict ticks more, so it is
// read before the game moves on. It takes no input: its buttons are drawn as the panel has
// them. Throw makes the roll once Panel is set.
type CombatRoll struct {
	Panel   CombatPanel // the fight as the roll leaves it: Dice the results, Successes, Outcome
	Before  int         // the successes while the dice tumble (those of the dice not rolled)
	Verdict int         // ticks a decided fight stays on show past the roll's own hold
	Roll    DiceRoll    // the dice in the air
}

// Throw sets Roll to throw the Panel's Dice onto their places: faces are the sprites a
// tumbling die flashes, kept[i] marks die i as not rolled (a re-roll keeps it), seed chooses
// the tumble.
func (c *CombatRoll) Throw(ui *UI, seed uint64, faces []string, kept []bool) {
	c.Roll = DiceRoll{UI: ui, Seed: seed, Size: CombatDie, Rect: c.Panel.DiceArea()}
	for i, d := range c.Panel.Dice {
		x, y := c.Panel.DieRect(i).Centre()
		c.Roll.Dice = append(c.Roll.Dice, RollDie{Die: d, Faces: faces, At: Point{X: x, Y: y}, Kept: i < len(kept) && kept[i]})
	}
}

// Decided reports whether the roll ends its fight (Outcome is not CombatOpen).
func (c *CombatRoll) Decided() bool { return c.Panel.Outcome != CombatOpen }

// Update moves the roll on one tick at normal speed and reports whether it has ended
// (Animation).
func (c *CombatRoll) Update() bool {
	if !c.Roll.Update() {
		return false
	}
	if c.Decided() && c.Verdict > 0 {
		c.Verdict--
		return false
	}
	return true
}

// Finish lands every die at once and ends the roll (Finisher).
func (c *CombatRoll) Finish() {
	c.Roll.Finish()
	c.Verdict = 0
}

// Draw draws the panel and, while they tumble, the dice over it (Animation).
func (c *CombatRoll) Draw(dst *ebiten.Image) {
	if c.Roll.UI == nil {
		return
	}
	cp := &c.Panel
	cp.Rolling = !c.Roll.AllLanded()
	if !cp.Rolling {
		cp.Draw(dst, c.Roll.UI) // the panel shows the landed dice itself
		return
	}
	succ, out := cp.Successes, cp.Outcome
	cp.Successes, cp.Outcome = c.Before, CombatOpen
	cp.Draw(dst, c.Roll.UI)
	cp.Successes, cp.Outcome = succ, out
	c.Roll.Draw(dst)
}
