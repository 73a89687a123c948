package input

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"
)

// EbitenSource reads the real mouse, touch screen and keyboard through Ebitengine and inpututil.
// Mouse and the first finger are one pointer; two fingers pinch (Frame.Pinch) and hold the
// pointer up at their midpoint.
type EbitenSource struct {
	toLogical func(x, y int) (float64, float64)

	touches   []ebiten.TouchID
	keys      []ebiten.Key
	chars     []rune
	edits     platformEdits
	presses   *pressLatch // the page's quick clicks (nil on the desktop)
	taps      *tapLatch   // the page's quick finger taps (nil on the desktop)
	pinchDist float64     // finger distance last tick during a pinch, device px; 0 when none
	lastX     float64
	lastY     float64
	touchMode bool
}

// NewEbitenSource returns a source reading real devices. toLogical maps Ebitengine's screen
// coordinates (as returned by CursorPosition) to logical px; nil means identity.
func NewEbitenSource(toLogical func(x, y int) (float64, float64)) Source {
	if toLogical == nil {
		toLogical = func(x, y int) (float64, float64) { return float64(x), float64(y) }
	}
	startWheel()
	startWake()
	return &EbitenSource{toLogical: toLogical, presses: pagePresses(), taps: pageTaps()}
}

// keyBindings maps keys that fire once when pressed to actions. Shift+R is handled separately.
var keyBindings = [...]struct {
	key ebiten.Key
	act Action
}{
	{ebiten.KeyEqual, ActZoomIn},
	{ebiten.KeyNumpadAdd, ActZoomIn},
	{ebiten.KeyMinus, ActZoomOut},
	{ebiten.KeyNumpadSubtract, ActZoomOut},
	{ebiten.KeyE, ActEndTurn},
	{ebiten.KeySpace, ActSkip},
	{ebiten.KeyEnter, ActConfirm},
	{ebiten.KeyNumpadEnter, ActConfirm},
	{ebiten.KeyEscape, ActBack},
	{ebiten.KeyTab, ActTab},
}

// panBindings repeat every tick while held.
var panBindings = [...]struct {
	key ebiten.Key
	act Action
}{
	{ebiten.KeyArrowLeft, ActPanLeft},
	{ebiten.KeyArrowRight, ActPanRight},
	{ebiten.KeyArrowUp, ActPanUp},
	{ebiten.KeyArrowDown, ActPanDown},
}

// Next reads this tick's input.
func (s *EbitenSource) Next() Frame {
	pace() // a resting loop reads the devices ten times a second (Rest)
	f := Frame{Pinch: 1}

	for _, b := range keyBindings {
		if inpututil.IsKeyJustPressed(b.key) {
			f.Actions = append(f.Actions, b.act)
		}
	}
	for _, b := range panBindings {
		if ebiten.IsKeyPressed(b.key) {
			f.Actions = append(f.Actions, b.act)
		}
	}
	if inpututil.IsKeyJustPressed(ebiten.KeyU) || (inpututil.IsKeyJustPressed(ebiten.KeyZ) &&
		(ebiten.IsKeyPressed(ebiten.KeyControl) || ebiten.IsKeyPressed(ebiten.KeyMeta))) {
		f.Actions = append(f.Actions, ActUndo)
	}
	if inpututil.IsKeyJustPressed(ebiten.KeyH) {
		f.Actions = append(f.Actions, ActHint)
	}
	if inpututil.IsKeyJustPressed(ebiten.KeyR) {
		if ebiten.IsKeyPressed(ebiten.KeyShift) {
			f.Actions = append(f.Actions, ActRotateCCW)
		} else {
			f.Actions = append(f.Actions, ActRotateCW)
		}
	}
	f.Edits = s.edits.appendEdits(nil)
	for _, e := range f.Edits {
		if e.Key == EditBackspace {
			f.Actions = append(f.Actions, ActBackspace) // once a tick, for screens other than a text field
			break
		}
	}
	s.chars = ebiten.AppendInputChars(s.chars[:0])
	if len(s.chars) > 0 {
		f.Chars = append([]rune(nil), s.chars...)
	}

	f.WheelY = readWheelY() // notches: 1 = one notch of a mouse wheel, on every platform
	f.RightPress = inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonRight)
	pageTick()
	missed := s.presses.take()   // a quick click between two ticks (taken every tick)
	tap, tapped := s.taps.take() // a quick finger tap between two ticks (taken every tick)

	s.touches = ebiten.AppendTouchIDs(s.touches[:0])
	if len(inpututil.AppendJustPressedTouchIDs(nil)) > 0 {
		s.touchMode = true
	}
	switch {
	case len(s.touches) >= 2:
		ax, ay := ebiten.TouchPosition(s.touches[0])
		bx, by := ebiten.TouchPosition(s.touches[1])
		d := math.Hypot(float64(bx-ax), float64(by-ay))
		if s.pinchDist > 0 && d > 0 {
			f.Pinch = d / s.pinchDist
		}
		s.pinchDist = d
		f.X, f.Y = s.toLogical((ax+bx)/2, (ay+by)/2)
		f.A.X, f.A.Y = s.toLogical(ax, ay)
		f.B.X, f.B.Y = s.toLogical(bx, by)
		f.Touches = len(s.touches)
		f.Touch = true
		// The first tick of a pinch reports a tiny scale change so that a press in progress is
		// cancelled rather than read as a tap when the fingers lift.
		if f.Pinch == 1 {
			f.Pinch = 1.0000001
		}
	case len(s.touches) == 1:
		s.pinchDist = 0
		x, y := ebiten.TouchPosition(s.touches[0])
		f.X, f.Y = s.toLogical(x, y)
		f.Down = true
		f.Touch = true
		f.Touches = 1
	case tapped:
		// A lone finger went down and lifted since the last tick (tapLatch): down this tick
		// where it went down; the next tick, with no finger down in touch mode, is up at
		// lastX and lastY, set to where it lifted.
		s.pinchDist = 0
		s.touchMode = true
		f.X, f.Y = s.toLogical(int(tap.x), int(tap.y))
		f.Down = true
		f.Touch = true
		f.Touches = 1
		s.lastX, s.lastY = s.toLogical(int(tap.endX), int(tap.endY))
		return f
	default:
		s.pinchDist = 0
		if s.touchMode && mouseMoved() {
			s.touchMode = false
		}
		if s.touchMode {
			f.X, f.Y, f.Touch = s.lastX, s.lastY, true
		} else {
			x, y := ebiten.CursorPosition()
			f.X, f.Y = s.toLogical(x, y)
			f.Down = ebiten.IsMouseButtonPressed(ebiten.MouseButtonLeft) || missed
		}
	}
	s.lastX, s.lastY = f.X, f.Y
	return f
}

// mouseMoved reports mouse activity that should switch the pointer back from touch to mouse.
func mouseMoved() bool {
	return inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonLeft) ||
		inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonRight)
}
