package bot

import "northtable/rules"

// DecideNow ends the search of the current decision with what it has found so far: the move
// ThinkAt would answer if its budget had run out now, with true; nil and false when no decision
// is under way. A caller with a limit of its own, such as the browser's wall-clock time per
// decision, calls it between ThinkAt's slices; the choice then depends on how far the search
// got, so it is no longer the same on every machine.
func (s *Search) DecideNow() (rules.Move, bool) {
	if !s.active {
		return nil, false
	}
	if s.stats.Decided {
		return s.stats.Move, true
	}
	return s.decide(), true
}
