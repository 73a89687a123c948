package render

// PickSet is which dice of a dice widget the player has picked (a payment, a loss, a re-roll):
// DiceTray and CombatPanel embed it, so a scene reads and sets picks the same way on both.
// Indices are the widget's Dice indices. It reuses its buffers, so it allocates nothing per
// frame once warm.
type PickSet struct {
	on   []bool // picked, by die
	list []int
}

// fit keeps one flag per die of n, new dice unpicked (the widget's layout calls it).
func (s *PickSet) fit(n int) {
	if len(s.on) < n {
		s.on = append(s.on, make([]bool, n-len(s.on))...)
	}
	s.on = s.on[:n]
}

// IsPicked reports whether die i is picked.
func (s *PickSet) IsPicked(i int) bool { return i >= 0 && i < len(s.on) && s.on[i] }

// SetPicked picks or unpicks die i (a suggested payment the player may change die by die).
func (s *PickSet) SetPicked(i int, on bool) {
	if i < 0 {
		return
	}
	s.fit(max(len(s.on), i+1))
	s.on[i] = on
}

// ClearPicks unpicks every die (a new decision, new dice, a re-roll done).
func (s *PickSet) ClearPicks() { clear(s.on) }

// PickedCount is how many dice are picked.
func (s *PickSet) PickedCount() int {
	n := 0
	for _, on := range s.on {
		if on {
			n++
		}
	}
	return n
}

// Picked lists the picked dice's indices, ascending. The slice is the set's own, valid until
// the next call.
func (s *PickSet) Picked() []int {
	s.list = s.list[:0]
	for i, on := range s.on {
		if on {
			s.list = append(s.list, i)
		}
	}
	return s.list
}

// toggle flips die i, picking it only while fewer than most are picked (most <= 0: no limit).
func (s *PickSet) toggle(i, most int) {
	if s.IsPicked(i) || most <= 0 || s.PickedCount() < most {
		s.SetPicked(i, !s.IsPicked(i))
	}
}
