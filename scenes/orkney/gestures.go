package orkney

import (
	"fmt"

	"northtable/input"
	"northtable/rules"
	"northtable/rules/hex"
	ork "northtable/rules/orkney"
)

// Gesture is one uninterrupted stretch of input frames (logical px).
type Gesture []input.Frame

// Gestures returns the pointer and key input that performs m through the scene's own controls,
// as the people at the table would: drag the tile (rotating mid-drag), click a build button and
// then the island, click a connection, a trade button, End turn, a task card, and answer the
// popups. Feed the gestures in order, each one only once Idle reports true (animations block
// input). It fails when m is not a move of the seat to move or its target is not on screen.
// It reads the scene's current state; call it just before performing m.
func (b *Board) Gestures(m rules.Move) ([]Gesture, error) {
	if m.Seat() != b.g.ToMove() {
		return nil, fmt.Errorf("orkney: %v is not a move of the seat to move", m)
	}
	switch m := m.(type) {
	case ork.ChooseTask:
		dealt := b.g.Player(m.By).Dealt
		for i := 0; i < 2; i++ {
			if dealt[i] == m.Task {
				return []Gesture{click(rectCentre(taskCard(i)))}, nil
			}
		}
		return nil, fmt.Errorf("orkney: task %d was not dealt", m.Task)
	case ork.PlaceTile:
		to, err := b.vw.onBoard(world.Centre(m.Cell))
		if err != nil {
			return nil, err
		}
		return []Gesture{drag(slotCentre, to, hex.Mod6(m.Rot-b.in.rot))}, nil
	case ork.Build:
		var gs []Gesture
		if !(b.md.mode == modeBuild && b.md.buildKind == m.Kind) {
			gs = append(gs, click(rectCentre(buildBtn(int(m.Kind)))))
		}
		at, err := b.vw.onBoard(islandPoint(m.Island))
		if err != nil {
			return nil, err
		}
		return append(gs, click(at)), nil
	case ork.PlaceRoute:
		var gs []Gesture
		if b.md.mode != modeRoute {
			gs = append(gs, click(rectCentre(routeBtn)))
		}
		at, err := b.vw.onBoard(world.Centre(m.Conn))
		if err != nil {
			return nil, err
		}
		gs = append(gs, click(at))
		if isl := b.md.routeIslands(m.Conn); len(isl) == 2 {
			d := b.md.creditDialog([2]ork.IslandID{isl[0], isl[1]})
			i := 1
			if isl[0] == m.Island {
				i = 0
			}
			gs = append(gs, click(rectCentre(d.ButtonRect(i))))
		}
		return gs, nil
	case ork.ExtraRoute:
		var gs []Gesture
		if b.md.mode != modeExtra {
			gs = append(gs, click(rectCentre(extraBtn)))
		}
		at, err := b.vw.onBoard(world.Centre(m.Conn))
		if err != nil {
			return nil, err
		}
		return append(gs, click(at)), nil
	case ork.Exchange:
		for i, ex := range exchanges {
			if ex.Give == m.Give && ex.Get == m.Get {
				return []Gesture{click(rectCentre(exchangeBtn(i)))}, nil
			}
		}
		return nil, fmt.Errorf("orkney: no trade button for %v", m)
	case ork.Fish:
		return []Gesture{click(rectCentre(fishBtn))}, nil
	case ork.EndTurn:
		gs := []Gesture{click(rectCentre(endBtn))}
		if b.ui.credits > 0 && b.md.anyRoute() {
			d := b.md.confirmDialog()
			gs = append(gs, click(rectCentre(d.ButtonRect(1))))
		}
		return gs, nil
	}
	return nil, fmt.Errorf("orkney: unknown move %T", m)
}

// click is a tap at p: hover, press, release.
func click(p pt) Gesture { return input.NewScript().Click(p.X, p.Y).Queued() }

// drag presses at from, moves to to in steps, presses R turns times while held, and releases.
func drag(from, to pt, turns int) Gesture {
	g := input.NewScript().Drag(from.X, from.Y, to.X, to.Y, 10).Queued()
	up := g[len(g)-1]
	g = g[:len(g)-1]
	for range turns {
		g = append(g, input.Frame{X: to.X, Y: to.Y, Down: true, Pinch: 1, Actions: []input.Action{input.ActRotateCW}})
	}
	return append(g, up)
}
