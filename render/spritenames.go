package render

// Atlas sprite names of the pieces and cards the widgets draw (build/spritegen writes them).
// Goods and icons are 48×48 sprite px, workers 80×80, managers 36×52, the service-card back
// 224×312 and the greenhouse-card back 312×224 (a 4 px margin around the card); widgets scale
// them to their rectangles.
const (
	SpriteTomato      = "good/tomato"      // round, red, green calyx
	SpriteLettuce     = "good/lettuce"     // leafy head, green
	SpriteMushroom    = "good/mushroom"    // tan cap, cream stem
	SpriteCauliflower = "good/cauliflower" // white florets on green leaves
	SpriteCarrot      = "good/carrot"      // tapered, orange, leafy top

	SpriteGreenhouse = "icon/greenhouse" // a glasshouse glyph
	SpriteFlag       = "icon/flag"       // the flag mark of limited action spaces (28×32)

	SpriteBlocker        = "worker/neutral"       // the neutral disc that closes a space
	SpriteServiceBack    = "card/service-back"    // back of a service card (portrait, 5:7)
	SpriteGreenhouseBack = "card/greenhouse-back" // back of a greenhouse card (landscape, 7:5)
	SpriteCover          = "ui/cover"             // the covering tile, a 9-slice (16 px border)
)

// GoodSprites are the five Reykholt goods in their canonical order (tomato, lettuce, mushroom,
// cauliflower, carrot), so a scene maps a good's index to its icon.
var GoodSprites = [5]string{SpriteTomato, SpriteLettuce, SpriteMushroom, SpriteCauliflower, SpriteCarrot}

// WorkerSprites are the worker discs by player colour index (PlayerColourNames): the colour
// with the colour's marker shape on top.
var WorkerSprites = [NumPlayerColours]string{"worker/red", "worker/yellow", "worker/green", "worker/orange", "worker/purple", "worker/blue"}

// ManagerSprites are the standing markers by player colour index, the shape on the chest.
var ManagerSprites = [NumPlayerColours]string{"manager/red", "manager/yellow", "manager/green", "manager/orange", "manager/purple", "manager/blue"}
