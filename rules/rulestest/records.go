package rulestest

import (
	"errors"
	"fmt"
	"reflect"
	"time"

	"northtable/rules/bot"
	"northtable/rules/record"
)

// humans are n human seats in distinct colours.
func humans(n int) []record.Seat {
	out := make([]record.Seat, n)
	for i := range out {
		out[i] = record.Seat{Name: fmt.Sprintf("Player %d", i+1), Colour: i, Kind: record.Human}
	}
	return out
}

// checkRecord plays one random game through a record.Match of human seats: after each move
// Undo is offered exactly when the move was no undo boundary (not Final and the same seat to
// move) and restores the hash from before it, the move redone restores the hash after it; now
// and then and at the end the match is saved and loaded, and at the end its text form parsed
// and replayed, each to the same position and record.
func checkRecord(s *Suite, cf config, seed uint64) error {
	m, err := record.Start(s.Def, record.Setup{Seed: seed, Seats: humans(cf.seats), Options: cf.opts})
	if err != nil {
		return err
	}
	b := bot.NewRandom(seed)
	roundTrip := func() error {
		data, err := m.Marshal(time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC))
		if err != nil {
			return err
		}
		loaded, err := record.Load(s.Def, data)
		if err != nil {
			return fmt.Errorf("load after %d moves: %v", m.Moves(), err)
		}
		if loaded.Game().Hash() != m.Game().Hash() || !reflect.DeepEqual(loaded.Record(), m.Record()) {
			return fmt.Errorf("load after %d moves gives another game or record", m.Moves())
		}
		okA, whyA := m.CanUndo()
		okB, whyB := loaded.CanUndo()
		if okA != okB || whyA != whyB {
			return fmt.Errorf("after loading undo says %v %q, before %v %q", okB, whyB, okA, whyA)
		}
		m = loaded
		return nil
	}
	for step := 0; !m.Game().Over(); step++ {
		if step > s.maxMoves() {
			return fmt.Errorf("not over after %d moves", s.maxMoves())
		}
		before := m.Game().Hash()
		mv := b.Choose(m.Game())
		out, err := m.Apply(mv)
		if err != nil {
			return fmt.Errorf("move %d: %v", step, err)
		}
		after := m.Game().Hash()
		boundary := out.Final || m.Game().Over() || m.Game().ToMove() != mv.Seat()
		ok, why := m.CanUndo()
		if ok == boundary {
			return fmt.Errorf("move %d (%v, Final %v): undo offered %v (%q)", step, mv, out.Final, ok, why)
		}
		if ok {
			if err := m.Undo(); err != nil {
				return fmt.Errorf("move %d: undo: %v", step, err)
			}
			if m.Game().Hash() != before || m.Moves() != step {
				return fmt.Errorf("move %d: undo of %v leaves a trace", step, mv)
			}
			if _, err := m.Apply(mv); err != nil || m.Game().Hash() != after {
				return fmt.Errorf("move %d: redo of %v: %v", step, mv, err)
			}
		}
		if step%37 == 36 {
			if err := roundTrip(); err != nil {
				return err
			}
		}
	}
	if err := roundTrip(); err != nil {
		return err
	}
	text, err := record.MarshalText(s.Def, m.Record())
	if err != nil {
		return err
	}
	r, err := record.ParseText(text)
	if err != nil {
		return fmt.Errorf("parse the text form: %v", err)
	}
	if !reflect.DeepEqual(r, m.Record()) {
		return errors.New("the text form parses to another record")
	}
	replayed, err := record.Replay(s.Def, r)
	if err != nil {
		return fmt.Errorf("replay the text form: %v", err)
	}
	if replayed.Game().Hash() != m.Game().Hash() {
		return errors.New("the text form replays to another game")
	}
	return nil
}
