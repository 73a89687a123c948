package record_test

import (
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"northtable/rules"
	"northtable/rules/bot"
	"northtable/rules/record"
)

// lateUndoable returns a 4-seat Orkney match late in the game whose last move can be undone.
func lateUndoable(b *testing.B) (*record.Match, rules.Move) {
	b.Helper()
	m, err := record.Start(ork, record.Setup{Seed: 4, Seats: seats(4, record.Human)})
	require.NoError(b, err)
	r := bot.NewRandom(4)
	var last rules.Move
	for {
		require.False(b, m.Game().Over())
		last = r.Choose(m.Game())
		_, err := m.Apply(last)
		require.NoError(b, err)
		if ok, _ := m.CanUndo(); ok && m.Moves() > 90 {
			return m, last
		}
	}
}

// BenchmarkOrkneyUndo is one Undo (from the snapshot at the start of the turn) and the redo.
func BenchmarkOrkneyUndo(b *testing.B) {
	m, last := lateUndoable(b)
	b.ReportAllocs()
	for b.Loop() {
		if err := m.Undo(); err != nil {
			b.Fatal(err)
		}
		if _, err := m.Apply(last); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkOrkneyFirstUndoAfterLoad is Load of a late save followed by its first Undo, which
// rebuilds the snapshot by replaying from the start.
func BenchmarkOrkneyFirstUndoAfterLoad(b *testing.B) {
	m, _ := lateUndoable(b)
	data, err := m.Marshal(time.Time{})
	require.NoError(b, err)
	b.ReportAllocs()
	for b.Loop() {
		l, err := record.Load(ork, data)
		if err != nil {
			b.Fatal(err)
		}
		if err := l.Undo(); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkOrkneyLoad is Load of a late save (decode, replay, hash check).
func BenchmarkOrkneyLoad(b *testing.B) {
	m, _ := lateUndoable(b)
	data, err := m.Marshal(time.Time{})
	require.NoError(b, err)
	b.ReportAllocs()
	for b.Loop() {
		if _, err := record.Load(ork, data); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkOrkneyAutosave is the save after a move: Marshal of a late game.
func BenchmarkOrkneyAutosave(b *testing.B) {
	m, _ := lateUndoable(b)
	b.ReportAllocs()
	for b.Loop() {
		if _, err := m.Marshal(time.Time{}); err != nil {
			b.Fatal(err)
		}
	}
}
