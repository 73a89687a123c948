package orkney

import (
	"northtable/input"
	"northtable/scenes/scene"
)

// announceReady names the screen taking input and its click targets: "orkney-task" with task-0
// and task-1 during the task choice, else "orkney" with tile, legal-cell, end-turn and the
// camera's zoom.
func (b *Board) announceReady(p *scene.Probe) {
	if p == nil {
		return
	}
	if b.choosingTask() {
		c0, c1 := rectCentre(taskCard(0)), rectCentre(taskCard(1))
		p.Hit("task-0", c0.X, c0.Y)
		p.Hit("task-1", c1.X, c1.Y)
		p.Ready("orkney-task")
		return
	}
	if b.placing() {
		p.Hit("tile", slotCentre.X, slotCentre.Y)
		if c, ok := b.ui.firstCell[b.in.rot]; ok {
			s := b.vw.cam.toScreen(world.Centre(c))
			p.Hit("legal-cell", s.X, s.Y)
		}
	}
	e := rectCentre(endBtn)
	p.Hit("end-turn", e.X, e.Y)
	p.Camera(b.vw.cam.Zoom)
	p.Ready("orkney")
}

// announceDrag says where the tile in hand is carried and where the pointer holding it is, on
// each tick of a drag, and where it was let go (build/e2e/README.md): on a touch screen the
// tile rides drag.Lift above the fingertip and drops there, not under the finger.
func (b *Board) announceDrag(ev input.DragEvent, p *input.Pointer) {
	if b.probe == nil {
		return
	}
	a := b.dragAt()
	switch ev {
	case input.DragStarted, input.DragMoved:
		b.probe.Drag(a.X, a.Y, p.X, p.Y)
	case input.DragDropped:
		b.probe.Drop(a.X, a.Y, p.X, p.Y)
	case input.DragCancelled:
		b.probe.DragCancelled()
	}
}

// startRotation is the rotation a newly revealed tile starts in: the lowest one that fits
// somewhere, so the tile as shown can always be dropped on a glowing cell.
func (u *uiState) startRotation() int {
	for r := 0; r < 6; r++ {
		if _, ok := u.firstCell[r]; ok {
			return r
		}
	}
	return 0
}
