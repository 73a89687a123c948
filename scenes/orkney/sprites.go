package orkney

import (
	"fmt"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"northtable/render"
)

// sprites holds every atlas sub-image the scene draws, looked up once (Atlas.Sprite returns a
// sub-image; looking it up per frame would allocate).
type sprites struct {
	hexSea, hexGlow, hexBad, hexGhost *ebiten.Image
	hexShadow                         *ebiten.Image

	landSmall, landLarge       [6]*ebiten.Image
	coastSmall, coastLarge     [6]*ebiten.Image
	coastSmallDot, coastLarge2 [6]*ebiten.Image

	res                   [4]*ebiten.Image // indexed by ork.Resource: blank, wood, stone, cloth
	fishRes               *ebiten.Image
	fishToken, fishEmpty  *ebiten.Image
	fishPrinted           *ebiten.Image
	bld                   [3]*ebiten.Image // farm, village, castle
	mark, ship            [6]*ebiten.Image // by player colour index
	task                  [12]*ebiten.Image
	taskBack              *ebiten.Image
	panel, shadow         *ebiten.Image
	button, buttonHover   *ebiten.Image
	buttonDown, buttonOff *ebiten.Image
	bgSea                 *ebiten.Image
	missing               []string // names the atlas did not have
	// anchors are the sprites' anchors (hex centre for hex-canvas sprites, else the middle)
	anchors map[*ebiten.Image]pt
}

// loadSprites looks every sprite up once. A name the atlas lacks is recorded in missing and
// drawn as nothing, so a half-finished atlas never stops the game.
func loadSprites(a *render.Atlas) *sprites {
	s := &sprites{anchors: map[*ebiten.Image]pt{}}
	get := func(name string) (img *ebiten.Image) {
		defer func() {
			if recover() != nil {
				img = nil
			}
			if img == nil {
				s.missing = append(s.missing, name)
			}
		}()
		img = a.Sprite(name)
		x, y := a.Anchor(name)
		s.anchors[img] = pt{X: x, Y: y}
		return img
	}
	s.hexSea, s.hexGlow, s.hexBad, s.hexGhost = get("hex/sea"), get("hex/glow"), get("hex/bad"), get("hex/ghost")
	s.hexShadow = get("hex/shadow")
	for k := 0; k < 6; k++ {
		s.landSmall[k] = get(fmt.Sprintf("land/small/%d", k))
		s.landLarge[k] = get(fmt.Sprintf("land/large/%d", k))
		s.coastSmall[k] = get(fmt.Sprintf("coast/small/%d", k))
		s.coastLarge[k] = get(fmt.Sprintf("coast/large/%d", k))
		s.coastSmallDot[k] = get(fmt.Sprintf("coast/small-dotted/%d", k))
		s.coastLarge2[k] = get(fmt.Sprintf("coast/large-dotted/%d", k))
	}
	s.res[0], s.res[1], s.res[2], s.res[3] = get("res/blank"), get("res/wood"), get("res/stone"), get("res/cloth")
	s.fishRes = get("res/fish")
	s.fishToken, s.fishEmpty, s.fishPrinted = get("fish/token"), get("fish/empty"), get("fish/printed")
	s.bld[0], s.bld[1], s.bld[2] = get("bld/farm"), get("bld/village"), get("bld/castle")
	for i := range s.mark {
		name := colourName(i)
		s.mark[i] = get("mark/" + name)
		s.ship[i] = get("ship/" + name)
	}
	for i := 1; i <= 11; i++ {
		s.task[i] = get(fmt.Sprintf("task/%d", i))
	}
	s.taskBack = get("task/back")
	s.panel, s.shadow = get("ui/panel"), get("ui/shadow")
	s.button, s.buttonHover = get("ui/button"), get("ui/button-hover")
	s.buttonDown, s.buttonOff = get("ui/button-down"), get("ui/button-disabled")
	s.bgSea = get("bg/sea")
	return s
}

// colourNames are the sprite names of the player colours, in render.PlayerColours order
// (VISUAL.md: red, yellow, green, orange, purple, blue).
var colourNames = [6]string{"red", "yellow", "green", "orange", "purple", "blue"}

// colourName is the sprite-name form of player colour i.
func colourName(i int) string {
	if i >= 0 && i < len(render.PlayerColourNames) && render.PlayerColourNames[i] != "" {
		return strings.ToLower(render.PlayerColourNames[i])
	}
	return colourNames[((i%6)+6)%6]
}
