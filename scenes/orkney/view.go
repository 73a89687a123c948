package orkney

import (
	"image/color"
	"math"
	"strconv"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"northtable/assets"
	"northtable/render"
	"northtable/rules"
	ork "northtable/rules/orkney"
)

// Zoom limits: a hex is drawn between 19 and 125 logical px from centre to corner.
const (
	minZoom = 0.2
	maxZoom = 1.3
)

// view is the board view: the kit's hex map (render.HexMap: the camera, its gestures and glide,
// the layers, the glow and the ghost) and what Orkney draws on it — which sprites make a tile,
// the connections, the islands' highlights.
type view struct {
	*pos
	sp    *sprites // the atlas's sprites the board draws with, bound on the first tick
	in    *picker  // the tile in hand, its ghost, what the pointer is over
	md    *modes   // the mode: which islands and connections light
	an    *motion  // what an animation stands in for
	hm    render.HexMap
	shown []*tileView // the tiles drawn this frame (shownTiles)
}

// newView is the board view over p, framing the layout in viewRect; held reports whether a
// tile is lifted (the camera's glide holds still under it).
func newView(p *pos, held func() bool) view {
	return view{pos: p, hm: render.HexMap{
		Layout: world, Area: boardRect, SpriteScale: hexSize / assets.HexSize,
		Cam:   render.Camera{Zoom: 0.6, MinZoom: minZoom, MaxZoom: maxZoom, Viewport: viewRect},
		Reach: hexSize * 4, FitPad: pt{X: hexSize * 2.0, Y: hexSize * 2.5}, FitMaxZoom: 0.85,
		GlideTicks: camTicks, AutoFit: true, Hold: held,
	}}
}

// The layers of the board (drawBoard draws 0–4 under the connections, 4–9 over them).
const (
	layShadow = iota
	laySea
	layLand
	layCoast
	layIcon
	layFish
	layToken
	layMark
	layBuilding
	layers
)

// LayerLen is how many places layer l has (render.HexLayers): a tile each, a piece each, or
// two building spots an island.
func (b *view) LayerLen(l int) int {
	switch l {
	case layLand, layCoast, layIcon:
		return 2 * len(b.shown)
	case layBuilding:
		return 2 * len(b.geo.islands)
	}
	return len(b.shown)
}

// LayerSprite is what place k of layer l shows (render.HexLayers): which sprites make a tile.
func (b *view) LayerSprite(l, k int) (render.HexSprite, bool) {
	sp := b.sp
	if l == layBuilding {
		return b.building(&b.geo.islands[k/2], k%2)
	}
	if l == layLand || l == layCoast || l == layIcon {
		t := b.shown[k/2]
		p := t.ps[k%2]
		switch l {
		case layLand:
			return render.HexSprite{Img: b.landSprite(p), At: t.c, Alpha: 1}, true
		case layCoast:
			return render.HexSprite{Img: b.coastSprite(p, t.done[k%2]), At: t.c, Alpha: 1}, true
		}
		a := float32(1)
		if p.Res == ork.Blank {
			a = 0.6
		}
		// Icons keep a readable size when the whole layout is zoomed out.
		return render.HexSprite{Img: sp.res[int(p.Res)%4], At: t.c.Add(p.iconOff()), Width: iconWorld, MinPx: minIconPx, Alpha: a}, !t.built[k%2]
	}
	t := b.shown[k]
	switch l {
	case layShadow:
		return render.HexSprite{Img: sp.hexShadow, At: t.c, Shift: pt{Y: 3}, Alpha: 0.7}, true
	case laySea:
		return render.HexSprite{Img: sp.hexSea, At: t.c, Alpha: 1}, true
	case layFish:
		return render.HexSprite{Img: sp.fishPrinted, At: t.fishAt, Width: fishWorld, Alpha: 0.9}, t.tile.Fish
	case layToken:
		switch {
		case !t.tile.Fish:
		case t.token && !b.an.hidden(spot{part: partToken, cell: t.cell}):
			return render.HexSprite{Img: sp.fishToken, At: t.fishAt, Width: tokenWorld, Alpha: 1}, true
		case !t.token:
			return render.HexSprite{Img: sp.fishEmpty, At: t.fishAt, Width: tokenWorld, Alpha: 0.9}, true
		}
	case layMark:
		m := sp.mark[b.seatColour(t.route)%6]
		return render.HexSprite{Img: m, At: t.routeMark, Width: markWorld, Alpha: 1}, t.route != rules.NoSeat
	}
	return render.HexSprite{}, false
}

// drawBoard draws the sea, the placed tiles, routes, fish, buildings and the highlights.
func (b *view) drawBoard(dst *ebiten.Image) {
	gx, hm := b.gx, &b.hm
	z := hm.Cam.Zoom
	hm.DrawBackdrop(gx, dst, b.sp.bgSea, render.Sea)

	// while the tile is dragged, the cells it fits as turned glow bright, those it fits only
	// turned another way faintly and steady (Orkney spec §9 Placing tiles)
	if r := b.in.rot; b.in.drag.Active() {
		hm.DrawGlow(gx, dst, b.sp.hexGlow, b.ui.otherwise[r], dimGlow, b.in.ghostCell, b.in.ghostSet)
		hm.DrawGlow(gx, dst, b.sp.hexGlow, b.ui.fitting[r], 0.55+0.3*b.pulse(), b.in.ghostCell, b.in.ghostSet)
	}
	b.shownTiles()
	hm.DrawLayers(gx, dst, b, layShadow, layIcon)

	// connections: route-mode highlights, then dashes, then routes, in one triangle batch
	b.queueConnHighlights()
	dw := math.Max(1.5, dashWorld*z)
	for _, d := range b.geo.dashes {
		hm.Line(gx, d.A, d.B, dw, white, 0.9)
	}
	for _, t := range b.shown {
		if t.route != rules.NoSeat {
			hm.Curve(gx, t.ca, t.cc, t.cb, routeWorld*z+2.5, render.Ink, 0.55)
			hm.Curve(gx, t.ca, t.cc, t.cb, routeWorld*z, b.colourOf(t.route), 1)
			// a dark badge under the owner's marker keeps it readable on its own colour
			gx.Disc(hm.Cam.ToScreen(t.routeMark), markWorld*z*0.62, render.Ink, 0.9)
		}
	}
	gx.Flush(dst)

	// icons, printed fish, fish tokens, route markers, buildings
	hm.DrawLayers(gx, dst, b, layIcon, layers)
	b.drawIslandHighlights(dst)
	b.drawHintTile(dst)
	b.drawHint(dst, hintOnMap)
	if b.in.drag.Active() && b.in.onBoard(b.in.dragAt()) {
		b.drawGhost(dst)
	}
}

// hexScale converts the hex sprites' pixel size to world units (1 when the atlas matches 96).
func (b *view) hexScale() float64 {
	return hexSize / assets.HexSize
}

func (b *view) landSprite(p pieceShape) *ebiten.Image {
	if p.Large {
		return b.sp.landLarge[p.At]
	}
	return b.sp.landSmall[p.At]
}

func (b *view) coastSprite(p pieceShape, complete bool) *ebiten.Image {
	switch {
	case p.Large && complete:
		return b.sp.coastLarge[p.At]
	case p.Large:
		return b.sp.coastLarge2[p.At]
	case complete:
		return b.sp.coastSmall[p.At]
	default:
		return b.sp.coastSmallDot[p.At]
	}
}

// queueConnHighlights lights the connections a click can take in route or extra-route mode.
func (b *view) queueConnHighlights() {
	var lit func(t *tileView) bool
	switch b.md.mode {
	case modeRoute, modeExtra:
		lit = func(t *tileView) bool { return b.ix.Has(b.md.connAt(t.cell)) }
	case modeCredit:
		lit = func(t *tileView) bool { return t.cell == b.md.credit.conn }
	default:
		return
	}
	z := b.hm.Cam.Zoom
	a := 0.55 + glowPulse*b.pulse()
	for i := range b.geo.tiles {
		t := &b.geo.tiles[i]
		if lit(t) {
			b.hm.Curve(b.gx, t.ca, t.cc, t.cb, (routeWorld+14)*z, render.Shallow, a)
			b.hm.Curve(b.gx, t.ca, t.cc, t.cb, (routeWorld+4)*z, render.Foam, a)
		}
	}
	if b.in.hoverOn && (b.md.mode == modeRoute || b.md.mode == modeExtra) {
		if t, ok := b.geo.tileAt(b.in.hoverConn); ok {
			seat := b.ui.seat
			b.hm.Curve(b.gx, t.ca, t.cc, t.cb, (routeWorld+6)*z, render.Ink, 0.6)
			b.hm.Curve(b.gx, t.ca, t.cc, t.cb, routeWorld*z, b.colourOf(seat), 0.9)
		}
	}
}

// building is the j-th (0, 1) building of an island at its vertex or edge middle; two farms
// stand side by side along the edge (Orkney spec §9 Drawing).
func (b *view) building(iv *islandView, j int) (render.HexSprite, bool) {
	bl := iv.isl.Buildings
	total := bl[0] + bl[1] + bl[2]
	at := iv.at
	if total == 2 {
		off := iv.axis.Scale(hexSize * 0.3)
		if !iv.isl.Large {
			off = pt{X: hexSize * 0.2}
		}
		at = [2]pt{iv.at.Sub(off), iv.at.Add(off)}[j]
	}
	k := 0
	for _, kb := range ork.Buildings() {
		for n := 0; n < bl[int(kb)]; n++ {
			if k == j {
				return render.HexSprite{Img: b.sp.bld[int(kb)], At: at, Width: bldWorld, Alpha: 1}, true
			}
			k++
		}
	}
	return render.HexSprite{}, false
}

// drawIslandHighlights lights the islands a click can build on (build mode) and the two islands
// of a credit choice.
func (b *view) drawIslandHighlights(dst *ebiten.Image) {
	z := b.hm.Cam.Zoom
	switch b.md.mode {
	case modeBuild:
		for _, m := range b.ix.Moves(tBuildBtn(b.md.buildKind)) {
			id := m.(ork.Build).Island
			c := b.hm.Cam.ToScreen(islandPoint(id))
			r := hexSize * 0.36 * z
			if id.Large {
				r = hexSize * 0.5 * z
			}
			fill := render.Shallow
			if b.in.hoverOn && id == b.in.hoverIsland {
				fill = b.colourOf(b.ui.seat)
			}
			b.gx.Disc(c, r, fill, 0.55)
			b.gx.Ring(c, r, math.Max(3, 6*z), render.Foam, 0.95)
			grow := float64(b.tick%60) / 60
			b.gx.Ring(c, r*(1+0.6*grow), math.Max(2, 4*z), render.Foam, float32(0.8*(1-grow)))
		}
		b.gx.Flush(dst)
	case modeCredit:
		for i, id := range b.md.credit.islands {
			c := b.hm.Cam.ToScreen(islandPoint(id))
			b.gx.Disc(c, hexSize*0.3*z, render.Ink, 0.7)
			b.gx.Ring(c, hexSize*0.3*z, 3, render.Foam, 1)
			b.gx.Flush(dst)
			b.gx.TextMid(dst, string(rune('A'+i)), b.kit.Fonts.HeadingBold, c.X, c.Y, render.Foam, render.AlignCenter)
		}
	}
}

// drawTile draws a whole tile (sea hex, land, coast, connection, icons, printed fish) centred at
// screen point c with hex size px, at alpha a. Used for the revealed tile, the ghost and tiles in
// flight; placed tiles are drawn in layers by drawBoard.
func (b *view) drawTile(dst *ebiten.Image, t ork.Tile, rot int, c pt, px float64, a float32) {
	z := px / hexSize
	hs := b.hexScale() * z
	ps := rotatedPieces(t, rot)
	gx, sp := b.gx, b.sp
	gx.Sprite(dst, sp.hexSea, c, hs, a)
	for _, p := range ps {
		gx.Sprite(dst, b.landSprite(p), c, hs, a)
	}
	for _, p := range ps {
		gx.Sprite(dst, b.coastSprite(p, true), c, hs, a)
	}
	var dashes [7]seg
	ca, cc, cb := connPath(ps)
	for _, d := range appendDashes(dashes[:0], ca, cc, cb) {
		gx.Line(c.Add(d.A.Scale(z)), c.Add(d.B.Scale(z)), math.Max(1.5, dashWorld*z), white, 0.9*a)
	}
	gx.Flush(dst)
	for _, p := range ps {
		img := sp.res[int(p.Res)%4]
		gx.Sprite(dst, img, c.Add(p.iconOff().Scale(z)), z*iconWorld/spriteW(img), a)
	}
	if t.Fish {
		gx.Sprite(dst, sp.fishPrinted, c.Add(fishOff(ps).Scale(z)), z*fishWorld/spriteW(sp.fishPrinted), 0.9*a)
	}
}

// DrawPiece draws the tile in hand as it is turned (render.HexPiece: the ghost on the map).
func (b *view) DrawPiece(dst *ebiten.Image, c pt, px float64, a float32) {
	if t, ok := b.g.Revealed(); ok {
		b.drawTile(dst, t, b.in.rot, c, px, a)
	}
}

// drawGhost shows the dragged tile in its current rotation on the cell under the point it is
// carried at (dragAt), marked as fitting (an outline) or not (the cross); off the layout the
// tile simply follows the pointer (above a fingertip).
func (b *view) drawGhost(dst *ebiten.Image) {
	if _, ok := b.g.Revealed(); !ok || !b.in.ghostSet {
		return
	}
	cell := b.in.ghostCell
	if b.geo.offLayout(cell) {
		b.DrawPiece(dst, b.in.dragAt(), hexSize*b.hm.Cam.Zoom, 0.85)
		return
	}
	_, taken := b.geo.tileAt(cell)
	if taken {
		// over a placed tile the tile in hand keeps following the pointer, under the cross
		b.DrawPiece(dst, b.in.dragAt(), hexSize*b.hm.Cam.Zoom, 0.7)
	}
	b.hm.DrawGhost(b.gx, dst, cell, b, !taken, b.in.ghostErr == nil, b.pulse())
}

// fitCamera frames the placed tiles plus the ring of cells around them, and keeps the view's
// centre within a few hexes of them when the player pans or zooms (render.HexMap.Frame).
func (b *view) fitCamera() {
	if v := b.geo; v != nil && len(v.tiles) > 0 {
		b.hm.Frame(v.min, v.max, b.t.Anims().PushBackground)
	}
}

// creditBox places the credit choice for the two islands away from them.
func (b *view) creditBox(isl [2]ork.IslandID) render.Rect {
	y := (b.hm.Cam.ToScreen(islandPoint(isl[0])).Y + b.hm.Cam.ToScreen(islandPoint(isl[1])).Y) / 2
	if y > viewRect.Y+viewRect.H/2 {
		return popupAt(viewRect.Y + 8)
	}
	return popupAt(viewRect.Bottom() - 208)
}

// Sizes of things on a tile, in world units (a hex is 96 from centre to corner).
const (
	iconWorld  = 30.0 // resource icon
	minIconPx  = 17.0 // smallest on-screen resource icon, logical px
	bldWorld   = 46.0 // building
	markWorld  = 30.0 // route marker
	fishWorld  = 40.0 // printed fish
	tokenWorld = 32.0 // fish token
	dashWorld  = 4.5  // connection line width
	routeWorld = 11.0 // route line width
	glowPulse  = 0.25 // amplitude of the pulsing highlights
	dimGlow    = 0.25 // a cell the tile in hand fits only turned another way
)

func spriteW(img *ebiten.Image) float64 {
	if img == nil {
		return 1
	}
	return float64(img.Bounds().Dx())
}

// draw draws the board area of screen (the map's canvas) and leaves the painter at the
// screen's device scale for everything drawn after it.
func (b *view) draw(screen *ebiten.Image) { b.drawBoard(b.hm.Canvas(b.gx, screen)) }

// shownTiles are the placed tiles drawn in place now: every one no animation stands in for
// (a tile snapping or flying in draws itself). The slice is reused from frame to frame.
func (b *view) shownTiles() []*tileView {
	b.shown = b.shown[:0]
	for i := range b.geo.tiles {
		if t := &b.geo.tiles[i]; !b.an.hidden(spot{part: partTile, cell: t.cell}) {
			b.shown = append(b.shown, t)
		}
	}
	return b.shown
}

// pulseAmp is how strongly the highlights pulse now: 1 while the player is active, fading to 0
// (a steady glow) once the pointer has rested, so an idle board stops changing (scene.Still).
func (b *view) pulseAmp() float64 {
	return render.RestingAmp(b.now.Sub(b.lastActive), pulseFor, pulseFade)
}

// pulse is a slow 0..1 oscillation for highlights.
func (b *view) pulse() float32 {
	return render.Pulse(b.tick, b.pulseAmp())
}

// How long the highlights keep pulsing after the pointer last moved, then the fade to a steady
// glow (render.RestingAmp).
const (
	pulseFor  = 3 * time.Second
	pulseFade = time.Second
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

// white is pure white, for lines and highlights on the board.
var white = color.RGBA{0xff, 0xff, 0xff, 0xff}

// fade returns c at alpha a (premultiplied, as image/color expects).
func fade(c color.RGBA, a float32) color.RGBA { return render.WithAlpha(c, float64(max(0, min(a, 1)))) }
