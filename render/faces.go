package render

import (
	"image"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// faceMargin is the room a control's face needs around its rectangle (its soft shadow),
// logical px.
const faceMargin = 8

// faceLook is everything a cached control face shows, with the fraction of a device px its
// rectangle starts at (anti-aliased edges depend on it).
type faceLook struct {
	w, h                            float64
	fx, fy                          float64
	label                           string
	icon                            *ebiten.Image
	style                           ButtonStyle
	enabled, active, hover, pressed bool
}

// faceSlot is where one owner's face is kept in the cache, device px.
type faceSlot struct {
	at   image.Rectangle
	sub  *ebiten.Image // the cache's sub-image at at
	look faceLook
	ok   bool
}

// faceCache keeps the faces of controls drawn straight onto the screen every frame (the table
// shell's Undo and Menu, a menu's buttons) in one offscreen image the size of the canvas: each
// face is redrawn only when it looks different, and every face reaches the screen from the same
// source image, so consecutive faces are one draw call instead of a shadow, a fill, a rim and a
// label each.
type faceCache struct {
	shelf
	slots map[any]*faceSlot
	op    ebiten.DrawImageOptions
}

// DrawFace draws control c like DrawControl, from a face cached for owner (any comparable
// identity, such as the *Button) that is redrawn only when the control looks different. A
// control with a Paint func is drawn directly (its content is not part of the look).
func (ui *UI) DrawFace(dst *ebiten.Image, owner any, c *Control, hover, pressed bool) {
	if c.Paint != nil {
		ui.DrawControl(dst, c, hover, pressed)
		return
	}
	f := &ui.faces
	if f.fit(dst.Bounds().Size()) {
		f.slots = map[any]*faceSlot{}
	}
	s := ScaleOf(dst)
	area := c.Rect.Inset(-faceMargin)
	x0, y0 := math.Floor(area.X*s), math.Floor(area.Y*s)
	w, h := int(math.Ceil(area.Right()*s)-x0), int(math.Ceil(area.Bottom()*s)-y0)
	look := faceLook{w: c.Rect.W, h: c.Rect.H, fx: area.X*s - x0, fy: area.Y*s - y0, label: c.Label,
		icon: c.Icon, style: c.Style, enabled: c.Enabled, active: c.Active, hover: hover, pressed: pressed}
	sl := f.slots[owner]
	if sl == nil || sl.at.Dx() != w || sl.at.Dy() != h {
		at, ok := f.alloc(w, h)
		if !ok {
			f.empty()
			f.slots = map[any]*faceSlot{}
			if at, ok = f.alloc(w, h); !ok {
				ui.DrawControl(dst, c, hover, pressed)
				return
			}
		}
		sl = &faceSlot{at: at, sub: f.img.SubImage(at).(*ebiten.Image)}
		f.slots[owner] = sl
	}
	if !sl.ok || sl.look != look {
		sl.sub.Clear()
		cc := *c
		cc.Rect = c.Rect.Offset((float64(sl.at.Min.X)-x0)/s, (float64(sl.at.Min.Y)-y0)/s)
		ui.DrawControl(f.img, &cc, hover, pressed)
		sl.look, sl.ok = look, true
	}
	f.op.GeoM.Reset()
	f.op.GeoM.Translate(x0, y0)
	dst.DrawImage(sl.sub, &f.op)
}
