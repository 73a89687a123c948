//go:build !js

package input

import (
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"
)

// editKeys are the keys read for text fields on the desktop, each with its own repeat.
var editKeys = [...]struct {
	key  ebiten.Key
	edit EditKey
}{
	{ebiten.KeyBackspace, EditBackspace},
	{ebiten.KeyDelete, EditDelete},
	{ebiten.KeyArrowLeft, EditLeft},
	{ebiten.KeyArrowRight, EditRight},
	{ebiten.KeyHome, EditHome},
	{ebiten.KeyEnd, EditEnd},
}

// platformEdits reads the editing keys by their state each tick. Ebitengine keeps GLFW's
// sticky keys on in the vsync mode, which the App also rests in (Rest), so a press released
// within one tick is still seen once; repeats follow the wall clock (keyRepeat).
type platformEdits struct {
	repeat [len(editKeys)]keyRepeat
}

func (p *platformEdits) appendEdits(dst []Edit) []Edit {
	now := time.Now()
	shift := ebiten.IsKeyPressed(ebiten.KeyShift)
	for i, k := range editKeys {
		for range p.repeat[i].update(ebiten.IsKeyPressed(k.key), inpututil.IsKeyJustPressed(k.key), now) {
			dst = append(dst, Edit{Key: k.edit, Shift: shift})
		}
	}
	if inpututil.IsKeyJustPressed(ebiten.KeyA) && (ebiten.IsKeyPressed(ebiten.KeyControl) || ebiten.IsKeyPressed(ebiten.KeyMeta)) {
		dst = append(dst, Edit{Key: EditSelectAll})
	}
	return dst
}
