// Package render is the widget kit every Northtable scene draws with (ARCHITECTURE.md "Scenes,
// render, input"): state in, pixels out. A board scene written on it needs no private painter,
// nine-slice, button, dialog, toast, log or score track of its own.
//
// Units: positions and sizes are logical px on the 1600x900 canvas (VISUAL.md); durations are
// ticks at 60 per second. Every helper multiplies by the canvas's device scale (ScaleOf, or the
// Painter's SetScale) so text and shapes stay crisp on high-DPI screens.
//
// # API summary
//
// Geometry and drawing
//   - Rect{X, Y, W, H}: the one rectangle type (logical px). Contains, Inset, Offset, Centre,
//     Right, Bottom, In, Union.
//   - Point (= hex.Point): a logical-px point.
//   - Painter: batched drawing that allocates nothing per frame once warm. SetScale(s) once per
//     canvas; Sprite/SpriteTint (anchored, scaled, faded), Tile (an image by its top-left), Nine
//     (nine-slice over a Rect), FillRect, Frame (outline), Text/TextMid, and the triangle batch
//     Line, Quad, Disc, Ring, which Flush(dst) draws in one call. SetAnchor gives a sprite
//     the point drawn at the target position (default: its middle).
//   - UI: the shared kit handed to scenes (fonts, atlas, painter P, generated rounded shapes,
//     the tooltip overlay). RoundRect, RoundRing, SoftShadow, Card, Disc, CircleRing,
//     DrawPlayerMark (a seat's colour + marker shape), DrawControl, ShowTooltip/DrawOverlay.
//   - DrawNineSlice: the package's one nine-slice (Painter.Nine and UI.RoundRect use it too).
//
// Controls (controls.go): one registry serves tapping, hover, pressed looks, disabled reasons,
// drawing and tests, so a drawn control and its hit area cannot drift apart.
//
//	var cs render.Controls
//	cs.Reset()                                   // once per layout (after a move, a mode change)
//	cs.Add(render.Control{ID: idEnd, Rect: r, Label: "End turn", Enabled: ok, Reason: why})
//	if c, ok := cs.Update(ptr); ok && c.Enabled { ... }   // each tick; a tap on a disabled
//	                                             // control is reported too, so the scene may say why
//	cs.Draw(dst, ui); cs.DrawTooltip(dst, ui)    // faces (cacheable: see Look), then the reason
//
// Each Control has ID, Rect, Label, Icon, Enabled + Reason, Tip, Active (toggled), Style and an
// optional Paint func for custom content. Hover shows Reason (or Tip) after TooltipDelay ticks;
// a touch long-press (input.Pointer.LongPress) shows it at once. Look() is a comparable value of
// the hover/press state for cache keys. All() lists the controls so a test can click each.
//
// Dialog (dialog.go): Title, Body, two or three Buttons, Cancel (the button Esc or a tap outside
// chooses), Box, Dim. Update(ptr, frame) returns (choice, true) once answered; ButtonRect(i) is
// where button i is drawn and clicked.
//
// Toast (toast.go): Show(text, warn) shows a message for ToastTicks (3 s) above the bottom line;
// Update() once per tick; Layout(fonts, area) and Draw(dst, ui, area), area being the one-line
// band or a taller region (the board) whose bottom the ToastH box stands ToastGap above.
// Fields Text, Warn, Left.
//
// LogPanel (logpanel.go): a scrollable list of LogLine{Text, Mark} (Mark = player colour index
// drawn with DrawPlayerMark, NoMark for none), word-wrapped whole words, newest at the bottom,
// scrolled by wheel or drag (Update), drawn with Draw. Add, Clear, Len, Version, Visible.
//
// ScoreTrack (track.go): a track of Spaces spaces (Orkney 30, Reykholt 30, Reavers' Glory)
// with one Marker per seat (sprite or player mark), markers sharing a space spread into two
// lanes so none hides, and a lap badge (Badge func: "30+", "+6", ...). TrackSpots is the layout.
//
// Layer[K] (layer.go): an offscreen image redrawn only when its comparable key K changes:
// Begin(dst, key) -> (canvas, stale); Draw(dst).
//
// Animations (anim.go): an Animation is a small value with Update() (done bool) and
// Draw(dst); Tween{From, To, Ticks, Ease} is a float over time (Value, Progress) and
// FieldTween animates a *float64. Queue plays blocking animations one after another and
// background ones alongside: Push, PushBackground, Update, Draw, Idle, Skip, Pending, with
// Speed (SpeedNormal, SpeedFast, SpeedOff; Factor) applied by the queue, so animations are
// written at normal speed only. An animation that has an end state implements Finisher.
//
// Drag-and-drop lives in package input (input.Drag).
//
// Older widgets: Button (one push button with its own state, for menus), Panel, Tooltip,
// TextField, toggles, steppers and colour pickers (fields.go), Camera (pan/zoom), easing.
package render
