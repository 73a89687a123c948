package scenes

import (
	"sync"
	"testing"

	"northtable/render"
	"northtable/render/ebitentest"
)

// The package links Ebitengine, whose start-up needs a display: run the tests in a game loop.
// Every App the tests make shares one set of fonts and one sprite atlas, loaded by the first
// (the App only reads them), instead of decoding the atlas and uploading its textures again
// for each of some sixty Apps.
func TestMain(m *testing.M) {
	load := loadKit
	var (
		once  sync.Once
		fonts *render.Fonts
		atlas *render.Atlas
		err   error
	)
	loadKit = func(*render.Fonts) (*render.Fonts, *render.Atlas, error) {
		once.Do(func() { fonts, atlas, err = load(nil) })
		return fonts, atlas, err
	}
	ebitentest.Main(m)
}
