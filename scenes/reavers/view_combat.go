package reavers

import (
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"northtable/input"
	"northtable/render"
	"northtable/rules"
	rv "northtable/rules/reavers"
)

// combat is the fight in progress after a roll (decision AfterRoll, spec §8) on the kit's
// CombatPanel: the dice to pick for a re-roll, the Artifacts usable in a fight (Thor's Amulet,
// Odin's Drinking Horn) and Accept, the answers the decision panel offers in words.
type combat struct {
	*pos
	cp     render.CombatPanel
	on     bool
	arts   []rv.ArtifactID // the Artifacts of the panel's buttons
	legal  []rules.Move
	accept rules.Move
}

// combatRect is where the combat panel stands: over the middle of the location board.
var combatRect = render.Rect{X: locRect.X + locRect.W/2 - 290, Y: locRect.Y + 40, W: 580, H: 400}

// fightPanel sets cp, live or a roll's (anim_roll.go), to a fight against Defence def with succ
// successes on dice (by face); committed words what was committed to it.
func fightPanel(cp *render.CombatPanel, def, succ int, committed string, dice [rv.NumCombatFaces]int8) {
	cp.Rect, cp.Title, cp.Committed = combatRect, rv.FightTitle(def), committed
	cp.Defence, cp.Successes, cp.RerollPrice = def, succ, rv.RerollPrice
	cp.Dice = cp.Dice[:0]
	for f, n := range dice {
		for range n {
			cp.Dice = append(cp.Dice, render.Die{Sprite: render.CombatDieSprites[f], Name: rv.CombatFace(f).String()})
		}
	}
	cp.Outcome = render.CombatOpen
	if succ >= def {
		cp.Outcome = render.CombatWon
	}
}

// fill sets the panel from the position; it is shown only while the viewer decides after a roll.
func (c *combat) fill() {
	g := c.g
	c.on = g.Decision() == rv.DecideAfterRoll && g.ToMove() == c.t.Viewer()
	if !c.on {
		return
	}
	in := g.Info()
	c.cp.ClearPicks()
	fightPanel(&c.cp, in.Defence, in.Successes, g.CommittedWords(g.ToMove(), in.Dice), in.Dice)
	c.cp.Picking = true
	c.legal = g.Legal()
	c.cp.Buttons, c.arts, c.accept = c.cp.Buttons[:0], c.arts[:0], nil
	for _, m := range c.legal {
		switch m := m.(type) {
		case rv.UseArtifact:
			if !slices.Contains(c.arts, m.Artifact) {
				a := rv.Artifacts[m.Artifact]
				c.cp.Buttons = append(c.cp.Buttons, render.CombatButton{Label: a.Name, Tip: a.Text, Enabled: true})
				c.arts = append(c.arts, m.Artifact)
			}
		case rv.Accept:
			c.accept = m
		}
	}
	c.cp.AcceptEnabled = c.accept != nil
	c.update()
}

// picked is the picked dice by face.
func (c *combat) picked() (d [rv.NumCombatFaces]int8) {
	for _, i := range c.cp.Picked() {
		d[slices.Index(render.CombatDieSprites[:], c.cp.Dice[i].Sprite)]++
	}
	return d
}

// update follows the picks: the re-roll may be paid when a Reroll of exactly those dice is
// legal, else the rules say why.
func (c *combat) update() {
	m := rv.Reroll{By: c.seat(), Dice: c.picked()}
	c.cp.RerollEnabled = slices.Contains(c.legal, rules.Move(m))
	c.cp.RerollReason = "Pick the Combat dice to re-roll first"
	if m.Dice != ([rv.NumCombatFaces]int8{}) && !c.cp.RerollEnabled {
		c.cp.RerollReason = rules.Explain(c.g.Check(m))
	}
}

// input reads the panel: a die picked, the re-roll, an Artifact, Accept; true when it took
// the pointer.
func (c *combat) input(p *input.Pointer) bool {
	if !c.on {
		return false
	}
	ev, ok := c.cp.Update(p)
	if !ok {
		return combatRect.Contains(p.X, p.Y) && p.Tapped()
	}
	switch ev.Tap {
	case render.TapDie:
		c.update()
	case render.TapReroll:
		if ev.Enabled {
			c.t.Take(rv.Reroll{By: c.seat(), Dice: c.picked()})
		} else {
			c.t.Say(c.cp.RerollReason, true)
		}
	case render.TapButton:
		if ev.Index < len(c.arts) {
			c.useArtifact(c.arts[ev.Index])
		}
	case render.TapAccept:
		if c.accept != nil {
			c.t.Take(c.accept)
		}
	}
	return true
}

// useArtifact plays Artifact a's power: Odin's Drinking Horn re-rolls the picked dice.
func (c *combat) useArtifact(a rv.ArtifactID) {
	for _, d := range [][rv.NumCombatFaces]int8{c.picked(), {}} {
		if m := (rv.UseArtifact{By: c.seat(), Artifact: a, Dice: d}); slices.Contains(c.legal, rules.Move(m)) {
			c.t.Take(m)
			return
		}
	}
	c.t.Say("Pick the Combat dice "+rv.Artifacts[a].Name+" re-rolls first", true)
}

// draw draws the panel over the board.
func (c *combat) draw(dst *ebiten.Image) {
	if c.on {
		c.cp.Fingers = c.t.Fingers()
		c.cp.Draw(dst, c.ui)
	}
}
