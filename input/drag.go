package input

// DefaultLift is how far (logical px) a dragged piece is drawn above a fingertip, so the finger
// does not hide it.
const DefaultLift = 60

// DragEvent is what a Drag did this tick.
type DragEvent int

// The drag events, one per tick at most.
const (
	DragNone      DragEvent = iota // nothing is dragged, or the drag goes on without change
	DragStarted                    // a press on a piece moved past DragThreshold: the piece is lifted
	DragMoved                      // the lifted piece follows the pointer
	DragDropped                    // the pointer let go: drop the piece at At()
	DragCancelled                  // Esc or a pinch: put the piece back (From())
)

// String names the event for test failures.
func (e DragEvent) String() string {
	switch e {
	case DragStarted:
		return "started"
	case DragMoved:
		return "moved"
	case DragDropped:
		return "dropped"
	case DragCancelled:
		return "cancelled"
	}
	return "none"
}

// Drag is drag-and-drop over a Pointer for any piece a scene can name by an int: Orkney's tile,
// Reykholt's workers, Reavers' longships and dice. Press on a piece (the pick function names it),
// drag past DragThreshold, drop on a target (the scene decides what lies at At()); Esc or a pinch
// cancels. On touch the piece is drawn Lift px above the fingertip and drops there. While a drag
// is active it consumes the pointer's gestures, so nothing under it pans or taps.
type Drag struct {
	Lift float64 // logical px a piece rides above a finger; NewDrag sets DefaultLift

	armed, active bool
	piece         int
	fromX, fromY  float64
	x, y          float64
	touch         bool
}

// NewDrag returns a drag helper with the default touch lift.
func NewDrag() *Drag { return &Drag{Lift: DefaultLift} }

// Update follows the pointer for one tick. pick names the piece under a press at (x, y),
// logical px (ok false: no piece there; the press is left to others). Call it before anything
// else reads the pointer's drag gestures.
func (d *Drag) Update(p *Pointer, f Frame, pick func(x, y float64) (piece int, ok bool)) DragEvent {
	if d.active && (f.Has(ActBack) || f.Pinching()) {
		d.active, d.armed = false, false
		p.Consume()
		return DragCancelled
	}
	if p.Pressed() {
		d.armed = false
		if id, ok := pick(p.X, p.Y); ok {
			d.armed, d.piece = true, id
			d.fromX, d.fromY = p.X, p.Y
		}
	}
	switch {
	case d.armed && !d.active && p.Dragging():
		d.armed, d.active, d.touch = false, true, p.Touch()
		d.x, d.y = p.X, p.Y
		p.Consume()
		return DragStarted
	case d.active && (p.Dropped() || !p.Down):
		d.active = false
		d.x, d.y = p.X, p.Y
		p.Consume()
		return DragDropped
	case d.active:
		d.x, d.y = p.X, p.Y
		p.Consume()
		return DragMoved
	}
	if !p.Down {
		d.armed = false
	}
	return DragNone
}

// Active reports whether a piece is lifted now.
func (d *Drag) Active() bool { return d.active }

// Piece is the piece being (or last) dragged, as pick named it.
func (d *Drag) Piece() int { return d.piece }

// At is where the lifted piece is drawn and where it drops, logical px: the pointer, raised by
// Lift on touch.
func (d *Drag) At() (x, y float64) {
	if d.touch {
		return d.x, d.y - d.Lift
	}
	return d.x, d.y
}

// From is where the press that lifted the piece began, logical px (where it glides back to).
func (d *Drag) From() (x, y float64) { return d.fromX, d.fromY }

// Cancel drops the drag without a drop (the scene puts the piece back itself).
func (d *Drag) Cancel() { d.active, d.armed = false, false }
