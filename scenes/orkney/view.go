package orkney

import (
	"image"
	"image/color"
	"math"
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

// camera is the board's render.Camera: world units are the hex layout's px at size hexSize,
// screen units logical px. toScreen stays for the animations (anim.go) until they call ToScreen.
type camera struct{ render.Camera }

func (c *camera) toScreen(w pt) pt { return c.ToScreen(w) }

// view is the board view and its camera: it draws the sea, the placed tiles, islands, routes,
// fish and highlights, and maps world units to the screen and back.
type view struct {
	*common
	cam     camera
	autoFit bool                // keep fitting the camera to the layout until the player pans or zooms
	camMove *render.CameraGlide // the camera's glide under way, if any

	boardDst   *ebiten.Image // the board's sub-image of the last screen
	lastScreen *ebiten.Image
	lastScale  float64
	shown      []*tileView // the tiles drawn this frame (shownTiles)
}

// drawBoard draws the sea, the placed tiles, routes, fish, buildings and the highlights.
func (b *view) drawBoard(dst *ebiten.Image) {
	gx, sp, cam, v := b.gx, b.sp, &b.cam, b.geo
	z := cam.Zoom
	b.drawSea(dst)

	// legal cells glow while the tile is dragged (Orkney spec §9 Placing tiles)
	if b.in.drag.Active() {
		hs := z * hexSize / 96 * 1.0
		for _, c := range b.ui.cellList {
			if b.in.ghostSet && c == b.in.ghostCell {
				continue // the ghost tile shows there instead
			}
			gx.Sprite(dst, sp.hexGlow, cam.ToScreen(world.Centre(c)), hs*b.hexScale(), 0.55+0.3*b.pulse())
		}
	}
	hs := b.hexScale() * z
	shown := b.shownTiles()
	for _, t := range shown {
		gx.Sprite(dst, sp.hexShadow, cam.ToScreen(t.c).Add(pt{Y: 3}), hs, 0.7)
	}
	for _, t := range shown {
		gx.Sprite(dst, sp.hexSea, cam.ToScreen(t.c), hs, 1)
	}
	for _, t := range shown {
		for _, p := range t.ps {
			gx.Sprite(dst, b.landSprite(p), cam.ToScreen(t.c), hs, 1)
		}
	}
	for _, t := range shown {
		for k, p := range t.ps {
			gx.Sprite(dst, b.coastSprite(p, t.done[k]), cam.ToScreen(t.c), hs, 1)
		}
	}

	// connections: route-mode highlights, then dashes, then routes, in one triangle batch
	b.queueConnHighlights()
	dw := math.Max(1.5, dashWorld*z)
	for _, d := range v.dashes {
		gx.Line(cam.ToScreen(d.a), cam.ToScreen(d.b), dw, white, 0.9)
	}
	for _, t := range shown {
		if t.route != rules.NoSeat {
			b.queueCurve(t.ca, t.cc, t.cb, routeWorld*z+2.5, render.Ink, 0.55)
			b.queueCurve(t.ca, t.cc, t.cb, routeWorld*z, b.colourOf(t.route), 1)
			// a dark badge under the owner's marker keeps it readable on its own colour
			gx.Disc(cam.ToScreen(t.routeMark), markWorld*z*0.62, render.Ink, 0.9)
		}
	}
	gx.Flush(dst)

	// icons, printed fish, fish tokens, route markers: one pass per kind of sprite, so each pass
	// draws at one size from one mipmap level and batches into one draw call
	for _, t := range shown {
		for k, p := range t.ps {
			if !t.built[k] {
				b.drawIcon(dst, p.Res, cam.ToScreen(t.c.Add(p.iconOff())), z)
			}
		}
	}
	for _, t := range shown {
		if t.tile.Fish {
			gx.Sprite(dst, sp.fishPrinted, cam.ToScreen(t.fishAt), z*fishWorld/spriteW(sp.fishPrinted), 0.9)
		}
	}
	for _, t := range shown {
		fc := cam.ToScreen(t.fishAt)
		switch {
		case !t.tile.Fish:
		case t.token && !b.an.hidden(spot{part: partToken, cell: t.cell}):
			gx.Sprite(dst, sp.fishToken, fc, z*tokenWorld/spriteW(sp.fishToken), 1)
		case !t.token:
			gx.Sprite(dst, sp.fishEmpty, fc, z*tokenWorld/spriteW(sp.fishEmpty), 0.9)
		}
	}
	for _, t := range shown {
		if t.route != rules.NoSeat {
			m := sp.mark[b.seatColour(t.route)%6]
			gx.Sprite(dst, m, cam.ToScreen(t.routeMark), z*markWorld/spriteW(m), 1)
		}
	}

	// buildings
	for i := range v.islands {
		b.drawBuildings(dst, &v.islands[i])
	}

	b.drawIslandHighlights(dst)
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

// drawIcon draws a resource icon at screen point c for zoom z.
func (b *view) drawIcon(dst *ebiten.Image, r ork.Resource, c pt, z float64) {
	img := b.sp.res[int(r)%4]
	a := float32(1)
	if r == ork.Blank {
		a = 0.6
	}
	// Icons keep a readable size when the whole layout is zoomed out.
	b.gx.Sprite(dst, img, c, math.Max(z*iconWorld, minIconPx)/spriteW(img), a)
}

// drawSea tiles the sea texture under the board, moving with the camera.
func (b *view) drawSea(dst *ebiten.Image) {
	if b.sp.bgSea == nil {
		b.gx.FillRect(dst, boardRect, render.Sea)
		return
	}
	b.gx.TileOver(dst, b.sp.bgSea, boardRect, b.cam.ToScreen(pt{}))
}

// queueCurve queues the connection curve a–c–b (world) as a solid line of width w px.
func (b *view) queueCurve(a, c, bb pt, w float64, clr color.RGBA, alpha float32) {
	b.gx.Curve(a, c, bb, b.cam.ToScreen, 10, w, clr, alpha)
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
	z := b.cam.Zoom
	a := 0.55 + glowPulse*b.pulse()
	for i := range b.geo.tiles {
		t := &b.geo.tiles[i]
		if lit(t) {
			b.queueCurve(t.ca, t.cc, t.cb, (routeWorld+14)*z, render.Shallow, a)
			b.queueCurve(t.ca, t.cc, t.cb, (routeWorld+4)*z, render.Foam, a)
		}
	}
	if b.in.hoverOn && (b.md.mode == modeRoute || b.md.mode == modeExtra) {
		if t, ok := b.geo.tileAt(b.in.hoverConn); ok {
			seat := b.ui.seat
			b.queueCurve(t.ca, t.cc, t.cb, (routeWorld+6)*z, render.Ink, 0.6)
			b.queueCurve(t.ca, t.cc, t.cb, routeWorld*z, b.colourOf(seat), 0.9)
		}
	}
}

// drawBuildings draws an island's buildings at its vertex or edge middle; two farms stand side
// by side along the edge (Orkney spec §9 Drawing).
func (b *view) drawBuildings(dst *ebiten.Image, iv *islandView) {
	bl := iv.isl.Buildings
	total := bl[0] + bl[1] + bl[2]
	if total == 0 {
		return
	}
	z := b.cam.Zoom
	spots := [2]pt{iv.at, iv.at}
	if total == 2 {
		off := iv.axis.Scale(hexSize * 0.3)
		if !iv.isl.Large {
			off = pt{X: hexSize * 0.2}
		}
		spots[0], spots[1] = iv.at.Sub(off), iv.at.Add(off)
	}
	k := 0
	for _, kb := range ork.Buildings() {
		kind := int(kb)
		for j := 0; j < bl[kind] && k < 2; j++ {
			img := b.sp.bld[kind]
			c := b.cam.ToScreen(spots[k])
			b.gx.Sprite(dst, img, c, z*bldWorld/spriteW(img), 1)
			k++
		}
	}
}

// drawIslandHighlights lights the islands a click can build on (build mode) and the two islands
// of a credit choice.
func (b *view) drawIslandHighlights(dst *ebiten.Image) {
	z := b.cam.Zoom
	switch b.md.mode {
	case modeBuild:
		for _, m := range b.ix.Moves(tBuildBtn(b.md.buildKind)) {
			id := m.(ork.Build).Island
			c := b.cam.ToScreen(islandPoint(id))
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
			c := b.cam.ToScreen(islandPoint(id))
			b.gx.Disc(c, hexSize*0.3*z, render.Ink, 0.7)
			b.gx.Ring(c, hexSize*0.3*z, 3, render.Foam, 1)
			b.gx.Flush(dst)
			b.gx.TextMid(dst, string(rune('A'+i)), b.fonts.headBold, c.X, c.Y, render.Foam, render.AlignCenter)
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
		gx.Line(c.Add(d.a.Scale(z)), c.Add(d.b.Scale(z)), math.Max(1.5, dashWorld*z), white, 0.9*a)
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

// drawGhost shows the dragged tile in its current rotation on the cell under the point it is
// carried at (dragAt), marked legal (glow) or not (accent outline).
func (b *view) drawGhost(dst *ebiten.Image) {
	t, ok := b.g.Revealed()
	if !ok || !b.in.ghostSet {
		return
	}
	z := b.cam.Zoom
	if b.geo.offLayout(b.in.ghostCell) {
		// off the layout: the tile simply follows the pointer (above a fingertip)
		b.drawTile(dst, t, b.in.rot, b.in.dragAt(), hexSize*z, 0.85)
		return
	}
	c := b.cam.ToScreen(world.Centre(b.in.ghostCell))
	hs := b.hexScale() * z
	a := float32(1)
	if b.in.ghostErr != nil {
		a = 0.7
	}
	if _, taken := b.geo.tileAt(b.in.ghostCell); !taken {
		lift := pt{Y: -4}
		b.gx.Sprite(dst, b.sp.hexShadow, c.Add(pt{Y: 6}), hs, 0.9)
		b.drawTile(dst, t, b.in.rot, c.Add(lift), hexSize*z, a)
		c = c.Add(lift)
	}
	if b.in.ghostErr == nil {
		// a bright outline: the tile fits here as it is turned
		for k := 0; k < 6; k++ {
			p0, p1 := c.Add(cornerOff(k).Scale(z)), c.Add(cornerOff(k+1).Scale(z))
			b.gx.Line(p0, p1, math.Max(2.5, 5*z), render.Foam, 0.75+0.25*b.pulse())
		}
		b.gx.Flush(dst)
	} else {
		b.gx.Sprite(dst, b.sp.hexBad, c, hs, 1)
	}
}

// fitCamera frames the placed tiles plus the ring of cells around them, and keeps the view's
// centre within a few hexes of them when the player pans or zooms (render.Camera.Bounds).
func (b *view) fitCamera() {
	v := b.geo
	if v == nil || len(v.tiles) == 0 {
		return
	}
	const m = hexSize * 4
	b.cam.Bounds = render.RectXY(v.min.X-m, v.min.Y-m, v.max.X+m, v.max.Y+m)
	if !b.autoFit {
		return
	}
	lo, hi := v.min.Sub(pt{X: hexSize * 2.0, Y: hexSize * 2.5}), v.max.Add(pt{X: hexSize * 2.0, Y: hexSize * 2.5})
	to := b.cam
	to.Fit(render.RectXY(lo.X, lo.Y, hi.X, hi.Y), 0, 0.85)
	b.glideCamera(to)
}

func (b *view) pan(dx, dy float64) {
	b.stopCamera()
	b.cam.PanBy(dx, dy)
	b.autoFit = false
}

// glideCamera eases the camera to to, replacing a glide under way. It holds still while a tile
// is lifted, so the cell under the player's aim never moves away under the tile (see drop).
func (b *view) glideCamera(to camera) {
	b.stopCamera()
	if to.X == b.cam.X && to.Y == b.cam.Y && to.Zoom == b.cam.Zoom {
		return
	}
	b.camMove = render.NewCameraGlide(&b.cam.Camera, to.Camera, camTicks, b.in.drag.Active)
	b.t.Anims().PushBackground(b.camMove)
}

// stopCamera ends the camera's glide where it is (the player pans or zooms).
func (b *view) stopCamera() {
	if b.camMove != nil {
		b.camMove.Stop()
		b.camMove = nil
	}
}

// creditBox places the credit choice for the two islands away from them.
func (b *view) creditBox(isl [2]ork.IslandID) render.Rect {
	y := (b.cam.ToScreen(islandPoint(isl[0])).Y + b.cam.ToScreen(islandPoint(isl[1])).Y) / 2
	if y > viewRect.Y+viewRect.H/2 {
		return popupAt(viewRect.Y + 8)
	}
	return popupAt(viewRect.Bottom() - 208)
}

func (b *view) zoomAt(s pt, f float64) {
	b.stopCamera()
	b.cam.ZoomAt(s, f)
	b.autoFit = false
	b.probe.Camera(b.cam.Zoom)
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
)

func spriteW(img *ebiten.Image) float64 {
	if img == nil {
		return 1
	}
	return float64(img.Bounds().Dx())
}

// draw draws the board area of screen (its sub-image, kept while the screen and its scale stay)
// and sets the painter to the screen's device scale for everything drawn after it.
func (b *view) draw(screen *ebiten.Image) {
	if b.boardDst == nil || b.lastScreen != screen || b.lastScale != render.ScaleOf(screen) {
		b.lastScreen = screen
		b.lastScale = render.ScaleOf(screen)
		s := b.lastScale
		r := image.Rect(int(boardRect.X*s), int(boardRect.Y*s), int(boardRect.Right()*s), int(boardRect.Bottom()*s))
		b.boardDst = screen.SubImage(r).(*ebiten.Image)
	}
	b.gx.SetScale(b.lastScale)
	b.drawBoard(b.boardDst)
}

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
