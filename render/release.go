package render

// Offscreen images are freed by Ebitengine when the garbage collector finds them unreachable,
// which can be long after a board is gone: until then every draw call pays for each live image
// (Ebitengine walks them all to track which depend on what). A board or kit that is done with
// its images gives them back at once with Release.

// Release frees the layer's image; a later Begin makes a new one and redraws.
func (l *Layer[K]) Release() {
	if l.img != nil {
		l.img.Deallocate()
		l.img = nil
	}
	l.ok = false
}

// Release frees the layer's image (Layer.Release); the next frame redraws it.
func (l *HoverLayer[K, H]) Release() { l.layer.Release() }

// Release frees the images the kit has made: its shapes, skins, button faces and dice. The
// kit stays usable and makes them again as they are drawn.
func (ui *UI) Release() {
	for k, img := range ui.skins {
		img.Deallocate()
		delete(ui.skins, k)
	}
	for k, img := range ui.shapes {
		img.Deallocate()
		delete(ui.shapes, k)
	}
	clear(ui.nine)
	ui.faces.release()
	ui.dice.release()
}
