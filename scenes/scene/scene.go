// Package scene is the leaf every Northtable scene imports: the Scene interface, the per-tick
// Context, the Manager that cross-fades between scenes, and Seat, a player as chosen in setup. Scenes never import each other or the App; they hand state on through
// constructor arguments and callbacks (ARCHITECTURE.md §Scenes, render, input).
//
// Every duration on a scene is wall-clock time read from Context.Now (render.Clock), never a
// count of ticks: a software renderer may run only a few ticks a second, and a 0.3 s
// cross-fade (FadeTime) must still take 0.3 s. The fade is only a picture: the new scene is
// current from the switch on, and a press, a key or typed text during the fade ends it at
// once and reaches the new scene in the same tick.
package scene

import (
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"northtable/input"
	"northtable/render"
	"northtable/rules/bot"
)

// Scene is one screen of the game.
type Scene interface {
	// Update advances the scene by one tick (60 per second).
	Update(ctx *Context) error
	// Draw draws the scene on screen, a canvas of 1600x900 logical px. Unless the scene
	// implements HiDPI, the canvas is exactly 1600x900 device px and the App scales it to the
	// window.
	Draw(screen *ebiten.Image)
}

// HiDPI is implemented by scenes that draw at the device scale: their canvas is
// render.LogicalW·s × render.LogicalH·s device px and every logical coordinate is multiplied by
// s = render.ScaleOf(screen). The render helpers (text, widgets, shapes, sprites) do this
// already, so text stays crisp on high-DPI screens and large windows.
type HiDPI interface {
	HiDPI() bool
}

// Still is implemented by scenes that can tell when drawing again would show the same picture:
// Still reports that nothing on the scene moves by itself now (no animation, no pulsing
// highlight, no message counting down, no computer thinking). The App then keeps the last frame
// on screen instead of drawing it again, so an idle board costs next to nothing; any input
// wakes it (ARCHITECTURE.md; the table-shell issue). Scenes that do not implement Still are
// drawn every frame.
type Still interface {
	Still() bool
}

// Context is what a scene receives every tick.
type Context struct {
	Input *input.Pointer // already updated for this tick
	Frame input.Frame    // this tick's raw input (actions, wheel, typed characters)
	Atlas *render.Atlas  // the sprite atlas
	Fonts *render.Fonts  // the shared faces
	UI    *render.UI     // the widget drawing kit (fonts, atlas, shapes, tooltip overlay)
	Tick  int            // ticks since the App started
	// Now is the wall-clock time of this tick (the App's clock; tests give a simulated one). Rest
	// decisions use it, not ticks: a slow renderer runs fewer ticks a second (Ebitengine runs one
	// update per frame below 12 frames a second), and must come to rest as soon as a fast one.
	Now time.Time
	// PointScale is how many points of the window (CSS px in the browser) one logical px takes
	// now; 0 when unknown. A phone shows the 1600x900 table at about 0.4, so distances meant for
	// a finger (a piece lifted above the fingertip) are set in points, not logical px.
	PointScale float64
	Instant    bool // screenshot mode or animation speed 0: skip animations
	// AnimSpeed scales animation durations: 1 normal, 0.5 twice as fast, 0 instant.
	AnimSpeed float64
	// Switch cross-fades to next (immediately when Instant).
	Switch func(next Scene)
	// Probe announces screens and click targets for the browser test; may be nil (silent).
	Probe *Probe
}

// Ticks scales an animation duration given at normal speed (ticks) by the animation-speed
// setting; 0 when animations are off.
func (c *Context) Ticks(normal int) int {
	if c.Instant {
		return 0
	}
	return render.Speed(normal, c.AnimSpeed)
}

// Seat is one player of a new game, as chosen in setup.
type Seat struct {
	Name   string // display name
	Colour int    // index into render.PlayerColours (its shape is render.PlayerShapes[Colour])
	Bot    bool   // played by the computer
	// Level is a computer seat's strength (rules/bot); ignored for a human seat.
	Level bot.Level
}
