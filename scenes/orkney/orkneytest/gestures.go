// Package orkneytest plays the Orkney board (northtable/scenes/orkney) the way the people at
// the table do, for tests and tools: a move becomes the pointer and key input that makes it
// through the board's own controls, read off the board's probe surface (orkney.Where) only —
// what it draws where — never its fields, as net/http/httptest drives a handler.
package orkneytest

import (
	"fmt"

	"northtable/input"
	"northtable/render"
	"northtable/rules"
	"northtable/rules/hex"
	ork "northtable/rules/orkney"
	"northtable/scenes/orkney"
)

// Step is one uninterrupted stretch of input frames (logical px), read off the board when it is
// due: a popup's buttons, say, are wherever the popup shows them once it is open. It fails
// when what it would press is not on screen.
type Step func() ([]input.Frame, error)

// Gestures is the input that performs m on board b, as the people at the table would: drag the
// revealed tile (turning it mid-drag), click a build button and then the island, a connection,
// a trade button, End turn, a task card, and answer the popups. Run the steps in order, each
// only once the table is Ready (animations and curtains hold input back). It fails when m is not
// a move of the seat to move; call it just before performing m.
func Gestures(b *orkney.Board, m rules.Move) ([]Step, error) {
	w := b.Where()
	g := w.Game()
	if m.Seat() != g.ToMove() {
		return nil, fmt.Errorf("orkneytest: %v is not a move of the seat to move", m)
	}
	// unless names a button that is already pressed in, so the mode it opens is on already
	unless := func(c orkney.Button) []Step {
		if on, _ := w.Button(c); on.Active {
			return nil
		}
		return []Step{press(w, c)}
	}
	switch m := m.(type) {
	case ork.ChooseTask:
		for i, t := range g.Player(m.By).Dealt {
			if t == m.Task {
				return []Step{func() ([]input.Frame, error) { r, ok := w.TaskCard(i); return click(mid(r), ok, m) }}, nil
			}
		}
		return nil, fmt.Errorf("orkneytest: task %d was not dealt", m.Task)
	case ork.PlaceTile:
		return []Step{func() ([]input.Frame, error) {
			from, ok := w.RevealedTile()
			to, on := w.CellPoint(m.Cell)
			if !ok || !on {
				return nil, fmt.Errorf("orkneytest: %v: the tile or its cell is not on screen", m)
			}
			return drag(from, to, hex.Mod6(m.Rot-w.TileTurn())), nil
		}}, nil
	case ork.Build:
		return append(unless(orkney.BuildButton(m.Kind)), func() ([]input.Frame, error) {
			p, ok := w.IslandPoint(m.Island)
			return click(p, ok, m)
		}), nil
	case ork.PlaceRoute:
		gs := append(unless(orkney.RouteButton), func() ([]input.Frame, error) {
			p, ok := w.CellPoint(m.Conn)
			return click(p, ok, m)
		})
		// a connection between two credited islands asks which credit to spend, in Legal's order
		var isl []ork.IslandID
		for _, l := range g.Legal() {
			if r, ok := l.(ork.PlaceRoute); ok && r.Conn == m.Conn {
				isl = append(isl, r.Island)
			}
		}
		switch {
		case len(isl) == 2 && isl[0] == m.Island:
			gs = append(gs, answer(w, "Island A"))
		case len(isl) == 2:
			gs = append(gs, answer(w, "Island B"))
		}
		return gs, nil
	case ork.ExtraRoute:
		return append(unless(orkney.ExtraRouteButton), func() ([]input.Frame, error) {
			p, ok := w.CellPoint(m.Conn)
			return click(p, ok, m)
		}), nil
	case ork.Exchange:
		return []Step{func() ([]input.Frame, error) { c, ok := w.Trade(m.Give, m.Get); return click(mid(c.Rect), ok, m) }}, nil
	case ork.Fish:
		return []Step{press(w, orkney.FishButton)}, nil
	case ork.EndTurn:
		gs := []Step{press(w, orkney.EndTurnButton)}
		for _, l := range g.Legal() {
			if _, ok := l.(ork.PlaceRoute); ok { // unused route credits: the board asks first
				return append(gs, answer(w, "End turn")), nil
			}
		}
		return gs, nil
	}
	return nil, fmt.Errorf("orkneytest: unknown move %T", m)
}

// press clicks button c where the board shows it.
func press(w orkney.Where, c orkney.Button) Step {
	return func() ([]input.Frame, error) { b, ok := w.Button(c); return click(mid(b.Rect), ok, c) }
}

// answer clicks the open popup's button labelled label.
func answer(w orkney.Where, label string) Step {
	return func() ([]input.Frame, error) { r, ok := w.Dialog().ButtonFor(label); return click(mid(r), ok, label) }
}

// click is a tap at p (hover, press, release); it fails with what when p is not on screen.
func click(p render.Point, ok bool, what any) ([]input.Frame, error) {
	if !ok {
		return nil, fmt.Errorf("orkneytest: %v is not on screen", what)
	}
	return input.NewScript().Click(p.X, p.Y).Queued(), nil
}

// drag presses at from, moves to to in steps, presses R turns times while held, and releases.
func drag(from, to render.Point, turns int) []input.Frame {
	g := input.NewScript().Drag(from.X, from.Y, to.X, to.Y, 10).Queued()
	up := g[len(g)-1]
	g = g[:len(g)-1]
	for range turns {
		g = append(g, input.Frame{X: to.X, Y: to.Y, Down: true, Pinch: 1, Actions: []input.Action{input.ActRotateCW}})
	}
	return append(g, up)
}

// mid is the middle of r.
func mid(r render.Rect) render.Point { x, y := r.Centre(); return render.Point{X: x, Y: y} }
