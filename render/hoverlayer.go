package render

import "github.com/hajimehoshi/ebiten/v2"

// HoverLayer is a Layer for a board that is mostly still: redrawn only when K (the position,
// the chrome, pieces in flight) or H (the widget under the pointer) changes, or when the
// pointer has rested long enough for a tooltip; the tooltip the widgets asked for while it was
// drawn is kept with it and asked for again on every copy. An idle frame costs one copy.
type HoverLayer[K, H comparable] struct {
	layer Layer[hoverLayerKey[K, H]]
	tip   Overlay
	hover H
	rest  int // ticks the pointer has rested on hover
	stale bool
}

type hoverLayerKey[K, H comparable] struct {
	key    K
	hover  H
	tipDue bool
}

// Tick counts one tick of the pointer resting.
func (l *HoverLayer[K, H]) Tick() { l.rest++ }

// Begin starts a frame for key with hover under the pointer: when stale it returns the cleared
// canvas to draw the board on (as Layer.Begin). End finishes the frame either way.
func (l *HoverLayer[K, H]) Begin(screen *ebiten.Image, key K, hover H) (canvas *ebiten.Image, stale bool) {
	if hover != l.hover {
		l.hover, l.rest = hover, 0
	}
	due := l.rest >= TooltipDelay+2 // the widgets count their delay a tick later
	canvas, l.stale = l.layer.Begin(screen, hoverLayerKey[K, H]{key: key, hover: hover, tipDue: due})
	return canvas, l.stale
}

// End keeps the tooltip of a redrawn layer, or asks ui for the kept one again, and copies the
// layer onto screen.
func (l *HoverLayer[K, H]) End(screen *ebiten.Image, ui *UI) {
	if l.stale {
		l.tip = ui.TakeOverlay()
	} else {
		ui.PutOverlay(l.tip)
	}
	l.layer.Draw(screen)
}
