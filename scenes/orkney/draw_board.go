package orkney

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"northtable/assets"
	"northtable/render"
	"northtable/rules"
	ork "northtable/rules/orkney"
)

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

// Draw draws the whole scene onto the 1600x900 logical screen.
func (b *Board) Draw(screen *ebiten.Image) {
	screen.Fill(render.DeepSea)
	if !b.ready {
		return
	}
	if b.vw.boardDst == nil || b.vw.lastScreen != screen || b.vw.lastScale != render.ScaleOf(screen) {
		b.vw.lastScreen = screen
		b.vw.lastScale = render.ScaleOf(screen)
		s := b.vw.lastScale
		r := image.Rect(int(boardRect.X*s), int(boardRect.Y*s), int(boardRect.Right()*s), int(boardRect.Bottom()*s))
		b.vw.boardDst = screen.SubImage(r).(*ebiten.Image)
	}
	b.gx.SetScale(b.vw.lastScale)
	b.drawBoard(b.vw.boardDst)
	b.drawChrome(screen)
	b.drawSlotTile(screen)
	b.drawOverlays(screen)
}

// HiDPI tells the scene manager that the scene draws at the device scale of its canvas
// (scene.HiDPI): every logical coordinate is multiplied by render.ScaleOf(screen).
func (b *Board) HiDPI() bool { return true }

// pulse is a slow 0..1 oscillation for highlights.
func (b *Board) pulse() float32 {
	return float32(0.5 + 0.5*b.pulseAmp()*math.Sin(float64(b.tick)*0.09))
}

// drawBoard draws the sea, the placed tiles, routes, fish, buildings and the highlights.
func (b *Board) drawBoard(dst *ebiten.Image) {
	gx, sp, cam, v := b.gx, b.sp, &b.vw.cam, b.geo
	z := cam.Zoom
	b.drawSea(dst)

	// legal cells glow while the tile is dragged (Orkney spec §9 Placing tiles)
	if b.in.drag.Active() {
		hs := z * hexSize / 96 * 1.0
		for _, c := range b.ui.cellList {
			if b.in.ghostSet && c == b.in.ghostCell {
				continue // the ghost tile shows there instead
			}
			gx.Sprite(dst, sp.hexGlow, cam.toScreen(world.Centre(c)), hs*b.hexScale(), 0.55+0.3*b.pulse())
		}
	}
	hs := b.hexScale() * z
	for i := range v.tiles {
		t := &v.tiles[i]
		if b.hidden(spot{part: partTile, cell: t.cell}) {
			continue
		}
		gx.Sprite(dst, sp.hexShadow, add(cam.toScreen(t.c), pt{Y: 3}), hs, 0.7)
	}
	for i := range v.tiles {
		t := &v.tiles[i]
		if b.hidden(spot{part: partTile, cell: t.cell}) {
			continue
		}
		gx.Sprite(dst, sp.hexSea, cam.toScreen(t.c), hs, 1)
	}
	for i := range v.tiles {
		t := &v.tiles[i]
		if b.hidden(spot{part: partTile, cell: t.cell}) {
			continue
		}
		c := cam.toScreen(t.c)
		for _, p := range t.ps {
			gx.Sprite(dst, b.landSprite(p), c, hs, 1)
		}
	}
	for i := range v.tiles {
		t := &v.tiles[i]
		if b.hidden(spot{part: partTile, cell: t.cell}) {
			continue
		}
		c := cam.toScreen(t.c)
		for k, p := range t.ps {
			gx.Sprite(dst, b.coastSprite(p, t.done[k]), c, hs, 1)
		}
	}

	// connections: route-mode highlights, then dashes, then routes, in one triangle batch
	b.queueConnHighlights()
	dw := math.Max(1.5, dashWorld*z)
	for _, d := range v.dashes {
		gx.Line(cam.toScreen(d.a), cam.toScreen(d.b), dw, white, 0.9)
	}
	for i := range v.tiles {
		t := &v.tiles[i]
		if t.route == rules.NoSeat || b.hidden(spot{part: partTile, cell: t.cell}) {
			continue
		}
		b.queueCurve(t.ca, t.cc, t.cb, routeWorld*z+2.5, render.Ink, 0.55)
		b.queueCurve(t.ca, t.cc, t.cb, routeWorld*z, b.colourOf(t.route), 1)
		// a dark badge under the owner's marker keeps it readable on its own colour
		gx.Disc(cam.toScreen(t.routeMark), markWorld*z*0.62, render.Ink, 0.9)
	}
	gx.Flush(dst)

	// icons, printed fish, fish tokens, route markers: one pass per kind of sprite, so each pass
	// draws at one size from one mipmap level and batches into one draw call
	for i := range v.tiles {
		t := &v.tiles[i]
		if b.hidden(spot{part: partTile, cell: t.cell}) {
			continue
		}
		for k, p := range t.ps {
			if !t.built[k] {
				b.drawIcon(dst, p.Res, cam.toScreen(add(t.c, p.iconOff())), z)
			}
		}
	}
	for i := range v.tiles {
		if t := &v.tiles[i]; t.tile.Fish && !b.hidden(spot{part: partTile, cell: t.cell}) {
			gx.Sprite(dst, sp.fishPrinted, cam.toScreen(t.fishAt), z*fishWorld/spriteW(sp.fishPrinted), 0.9)
		}
	}
	for i := range v.tiles {
		t := &v.tiles[i]
		if !t.tile.Fish || b.hidden(spot{part: partTile, cell: t.cell}) {
			continue
		}
		fc := cam.toScreen(t.fishAt)
		switch {
		case t.token && !b.hidden(spot{part: partToken, cell: t.cell}):
			gx.Sprite(dst, sp.fishToken, fc, z*tokenWorld/spriteW(sp.fishToken), 1)
		case !t.token:
			gx.Sprite(dst, sp.fishEmpty, fc, z*tokenWorld/spriteW(sp.fishEmpty), 0.9)
		}
	}
	for i := range v.tiles {
		if t := &v.tiles[i]; t.route != rules.NoSeat && !b.hidden(spot{part: partTile, cell: t.cell}) {
			m := sp.mark[b.seatColour(t.route)%6]
			gx.Sprite(dst, m, cam.toScreen(t.routeMark), z*markWorld/spriteW(m), 1)
		}
	}

	// buildings
	for i := range v.islands {
		b.drawBuildings(dst, &v.islands[i])
	}

	b.drawIslandHighlights(dst)
	if a := b.dragAt(); b.in.drag.Active() && inRect(boardRect, a.X, a.Y) && !b.overOverlay(a) {
		b.drawGhost(dst)
	}
}

// hexScale converts the hex sprites' pixel size to world units (1 when the atlas matches 96).
func (b *Board) hexScale() float64 {
	return hexSize / assets.HexSize
}

func spriteW(img *ebiten.Image) float64 {
	if img == nil {
		return 1
	}
	return float64(img.Bounds().Dx())
}

func (b *Board) landSprite(p pieceShape) *ebiten.Image {
	if p.Large {
		return b.sp.landLarge[p.At]
	}
	return b.sp.landSmall[p.At]
}

func (b *Board) coastSprite(p pieceShape, complete bool) *ebiten.Image {
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
func (b *Board) drawIcon(dst *ebiten.Image, r ork.Resource, c pt, z float64) {
	img := b.sp.res[int(r)%4]
	a := float32(1)
	if r == ork.Blank {
		a = 0.6
	}
	// Icons keep a readable size when the whole layout is zoomed out.
	b.gx.Sprite(dst, img, c, math.Max(z*iconWorld, minIconPx)/spriteW(img), a)
}

// drawSea tiles the sea texture under the board, moving with the camera.
func (b *Board) drawSea(dst *ebiten.Image) {
	r := boardRect
	img := b.sp.bgSea
	if img == nil {
		b.gx.FillRect(dst, r, render.Sea)
		return
	}
	w, h := float64(img.Bounds().Dx()), float64(img.Bounds().Dy())
	o := b.vw.cam.toScreen(pt{})
	ox := math.Mod(o.X-r.X, w)
	oy := math.Mod(o.Y-r.Y, h)
	if ox > 0 {
		ox -= w
	}
	if oy > 0 {
		oy -= h
	}
	for y := r.Y + oy; y < r.Bottom(); y += h {
		for x := r.X + ox; x < r.Right(); x += w {
			b.gx.Tile(dst, img, x, y, 1)
		}
	}
}

// queueCurve queues the connection curve a–c–b (world) as a solid line of width w px.
func (b *Board) queueCurve(a, c, bb pt, w float64, clr color.RGBA, alpha float32) {
	const n = 10
	prev := b.vw.cam.toScreen(quad(a, c, bb, 0))
	for i := 1; i <= n; i++ {
		p := b.vw.cam.toScreen(quad(a, c, bb, float64(i)/n))
		// extend each piece a little so the joints have no gaps
		d := sub(p, prev)
		l := math.Hypot(d.X, d.Y)
		ext := pt{}
		if l > 0 {
			ext = scale(d, w*0.25/l)
		}
		b.gx.Line(sub(prev, ext), add(p, ext), w, clr, alpha)
		prev = p
	}
}

// queueConnHighlights lights the connections a click can take in route or extra-route mode.
func (b *Board) queueConnHighlights() {
	var lit func(t *tileView) bool
	switch b.md.mode {
	case modeRoute:
		lit = func(t *tileView) bool { return b.ix.Has(tConn(t.cell)) }
	case modeExtra:
		lit = func(t *tileView) bool { return b.ix.Has(tExtraConn(t.cell)) }
	case modeCredit:
		lit = func(t *tileView) bool { return t.cell == b.md.credit.conn }
	default:
		return
	}
	z := b.vw.cam.Zoom
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
func (b *Board) drawBuildings(dst *ebiten.Image, iv *islandView) {
	bl := iv.isl.Buildings
	total := bl[0] + bl[1] + bl[2]
	if total == 0 {
		return
	}
	z := b.vw.cam.Zoom
	spots := [2]pt{iv.at, iv.at}
	if total == 2 {
		off := scale(iv.axis, hexSize*0.3)
		if !iv.isl.Large {
			off = pt{X: hexSize * 0.2}
		}
		spots[0], spots[1] = sub(iv.at, off), add(iv.at, off)
	}
	k := 0
	for _, kb := range ork.Buildings() {
		kind := int(kb)
		for j := 0; j < bl[kind] && k < 2; j++ {
			img := b.sp.bld[kind]
			c := b.vw.cam.toScreen(spots[k])
			b.gx.Sprite(dst, img, c, z*bldWorld/spriteW(img), 1)
			k++
		}
	}
}

// drawIslandHighlights lights the islands a click can build on (build mode) and the two islands
// of a credit choice.
func (b *Board) drawIslandHighlights(dst *ebiten.Image) {
	z := b.vw.cam.Zoom
	switch b.md.mode {
	case modeBuild:
		for _, m := range b.ix.Moves(tBuildBtn(b.md.buildKind)) {
			id := m.(ork.Build).Island
			c := b.vw.cam.toScreen(islandPoint(id))
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
			c := b.vw.cam.toScreen(islandPoint(id))
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
func (b *Board) drawTile(dst *ebiten.Image, t ork.Tile, rot int, c pt, px float64, a float32) {
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
	ca, cc, cb := connPath(ps)
	const n = 13
	prev := add(c, scale(quad(ca, cc, cb, 0), z))
	for i := 1; i <= n; i++ {
		p := add(c, scale(quad(ca, cc, cb, float64(i)/n), z))
		if i%2 == 1 {
			gx.Line(prev, p, math.Max(1.5, dashWorld*z), white, 0.9*a)
		}
		prev = p
	}
	gx.Flush(dst)
	for _, p := range ps {
		img := sp.res[int(p.Res)%4]
		gx.Sprite(dst, img, add(c, scale(p.iconOff(), z)), z*iconWorld/spriteW(img), a)
	}
	if t.Fish {
		gx.Sprite(dst, sp.fishPrinted, add(c, scale(fishOff(ps), z)), z*fishWorld/spriteW(sp.fishPrinted), 0.9*a)
	}
}

// drawGhost shows the dragged tile in its current rotation on the cell under the point it is
// carried at (dragAt), marked legal (glow) or not (accent outline).
func (b *Board) drawGhost(dst *ebiten.Image) {
	t, ok := b.g.Revealed()
	if !ok || !b.in.ghostSet {
		return
	}
	z := b.vw.cam.Zoom
	if b.offLayout(b.in.ghostCell) {
		// off the layout: the tile simply follows the pointer (above a fingertip)
		b.drawTile(dst, t, b.in.rot, b.dragAt(), hexSize*z, 0.85)
		return
	}
	c := b.vw.cam.toScreen(world.Centre(b.in.ghostCell))
	hs := b.hexScale() * z
	a := float32(1)
	if !b.in.ghostOK {
		a = 0.7
	}
	if _, taken := b.geo.tileAt(b.in.ghostCell); !taken {
		lift := pt{Y: -4}
		b.gx.Sprite(dst, b.sp.hexShadow, add(c, pt{Y: 6}), hs, 0.9)
		b.drawTile(dst, t, b.in.rot, add(c, lift), hexSize*z, a)
		c = add(c, lift)
	}
	if b.in.ghostOK {
		// a bright outline: the tile fits here as it is turned
		for k := 0; k < 6; k++ {
			p0, p1 := add(c, scale(cornerOff(k), z)), add(c, scale(cornerOff(k+1), z))
			b.gx.Line(p0, p1, math.Max(2.5, 5*z), render.Foam, 0.75+0.25*b.pulse())
		}
		b.gx.Flush(dst)
	} else {
		b.gx.Sprite(dst, b.sp.hexBad, c, hs, 1)
	}
}
