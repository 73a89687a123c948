package render

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"
)

// shelf is an offscreen image the size of the canvas that cached drawings (button faces, dice)
// are packed into in rows from the top left, each drawn once and then reaching the screen from
// this one source image, so consecutive draws batch into one draw call.
type shelf struct {
	img        *ebiten.Image
	x, y, rowH int // the packer's cursor, device px
}

// fit makes the image size (the canvas's), and reports whether it was made anew: every
// place handed out before is then gone.
func (s *shelf) fit(size image.Point) bool {
	if s.img != nil && s.img.Bounds().Size() == size {
		return false
	}
	if s.img != nil {
		s.img.Deallocate()
	}
	s.img = ebiten.NewImage(size.X, size.Y)
	s.x, s.y, s.rowH = 0, 0, 0
	return true
}

// empty forgets every place handed out and clears the image (it is full).
func (s *shelf) empty() {
	s.x, s.y, s.rowH = 0, 0, 0
	if s.img != nil {
		s.img.Clear()
	}
}

// alloc finds room for a w x h drawing, device px, 2 px clear of its neighbours; ok is false
// when the image is full (or too small).
func (s *shelf) alloc(w, h int) (image.Rectangle, bool) {
	b := s.img.Bounds()
	if s.x+w > b.Dx() {
		s.x, s.y, s.rowH = 0, s.y+s.rowH, 0
	}
	if w > b.Dx() || s.y+h > b.Dy() {
		return image.Rectangle{}, false
	}
	r := image.Rect(s.x, s.y, s.x+w, s.y+h)
	s.x += w + 2
	s.rowH = max(s.rowH, h+2)
	return r, true
}

// release frees the image; the next fit makes it again.
func (s *shelf) release() {
	if s.img != nil {
		s.img.Deallocate()
		s.img = nil
	}
}
