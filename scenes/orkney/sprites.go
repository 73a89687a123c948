package orkney

import (
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"northtable/render"
)

// sprites holds the atlas sub-images the board view draws many times a frame, by kind and
// index (the panels ask the kit for theirs by name, render.UI.Sprite).
type sprites struct {
	hexSea, hexGlow, hexBad, hexGhost *ebiten.Image
	hexShadow                         *ebiten.Image

	landSmall, landLarge       [6]*ebiten.Image
	coastSmall, coastLarge     [6]*ebiten.Image
	coastSmallDot, coastLarge2 [6]*ebiten.Image

	res                  [4]*ebiten.Image // indexed by ork.Resource: blank, wood, stone, cloth
	fishToken, fishEmpty *ebiten.Image
	fishPrinted          *ebiten.Image
	bld                  [3]*ebiten.Image // farm, village, castle
	mark                 [6]*ebiten.Image // by player colour index
	bgSea                *ebiten.Image
	// anchors are the sprites' anchors (hex centre for hex-canvas sprites, else the middle)
	anchors map[*ebiten.Image]pt
}

// loadSprites looks every sprite up once. A name the atlas lacks is drawn as nothing, so a
// half-finished atlas never stops the game.
func loadSprites(a *render.Atlas) *sprites {
	s := &sprites{anchors: map[*ebiten.Image]pt{}}
	get := func(name string) *ebiten.Image {
		if !a.Has(name) {
			return nil
		}
		img := a.Sprite(name)
		x, y := a.Anchor(name)
		s.anchors[img] = pt{X: x, Y: y}
		return img
	}
	s.hexSea, s.hexGlow, s.hexBad, s.hexGhost = get("hex/sea"), get("hex/glow"), get("hex/bad"), get("hex/ghost")
	s.hexShadow = get("hex/shadow")
	for k := 0; k < 6; k++ {
		n := strconv.Itoa(k)
		s.landSmall[k], s.landLarge[k] = get("land/small/"+n), get("land/large/"+n)
		s.coastSmall[k], s.coastLarge[k] = get("coast/small/"+n), get("coast/large/"+n)
		s.coastSmallDot[k], s.coastLarge2[k] = get("coast/small-dotted/"+n), get("coast/large-dotted/"+n)
		s.mark[k] = get("mark/" + render.PlayerColourNames[k])
	}
	s.res[0], s.res[1], s.res[2], s.res[3] = get("res/blank"), get("res/wood"), get("res/stone"), get("res/cloth")
	s.fishToken, s.fishEmpty, s.fishPrinted = get("fish/token"), get("fish/empty"), get("fish/printed")
	s.bld[0], s.bld[1], s.bld[2] = get("bld/farm"), get("bld/village"), get("bld/castle")
	s.bgSea = get("bg/sea")
	return s
}
