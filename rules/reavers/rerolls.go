package reavers

import "northtable/rules"

// KeptDice is the Combat dice a move played from g leaves lying still as it rolls the others
// again (a Reroll, Odin's Drinking Horn: Reavers spec §8, §10.7), after being the Combat dice
// the roll shows; none (every die rolled) for a move that rolls nothing again, or when after
// cannot follow from it.
func (g *Game) KeptDice(m rules.Move, after [NumCombatFaces]int8) [NumCombatFaces]int8 {
	var sel, kept [NumCombatFaces]int8
	switch m := m.(type) {
	case Reroll:
		sel = m.Dice
	case UseArtifact:
		sel = m.Dice
	}
	if sel == kept {
		return kept
	}
	before := g.Info().Dice
	for f := range kept {
		kept[f] = before[f] - sel[f]
		if kept[f] < 0 || kept[f] > after[f] {
			return [NumCombatFaces]int8{}
		}
	}
	return kept
}

// LostAfter reports whether evs, the events after a combat's roll, end that combat in defeat
// before its dice are rolled again (no re-roll left to try).
func LostAfter(evs []rules.Event) bool {
	for _, e := range evs {
		switch d := e.Detail.(type) {
		case WinDetail:
			return e.Kind == EvCombatEnd && !d.Won
		case CombatDetail:
			return false
		}
	}
	return false
}
