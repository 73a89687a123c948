package scenes

import (
	"image/color"
	"math"
	"math/rand/v2"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"northtable/render"
)

// backdrop is the calm sea behind the menu, setup, curtain and results: a deep-sea gradient
// with faint wave marks. It is drawn once per canvas size and kept.
type backdrop struct {
	img *ebiten.Image
}

// Draw draws the backdrop over the whole canvas.
func (b *backdrop) Draw(dst *ebiten.Image, ui *render.UI) {
	w, h := dst.Bounds().Dx(), dst.Bounds().Dy()
	if b.img == nil || b.img.Bounds().Dx() != w || b.img.Bounds().Dy() != h {
		if b.img != nil {
			b.img.Deallocate()
		}
		b.img = makeBackdrop(w, h, ui)
	}
	dst.DrawImage(b.img, nil)
}

func makeBackdrop(w, h int, ui *render.UI) *ebiten.Image {
	img := ebiten.NewImage(w, h)
	s := render.ScaleOf(img)

	// Vertical gradient, a touch lighter towards the bottom like light in deeper water, drawn as
	// thin bands.
	top := render.Mix(render.DeepSea, color.RGBA{0x10, 0x24, 0x36, 0xFF}, 0.5)
	bottom := render.Mix(render.DeepSea, render.Sea, 0.35)
	const bands = 180
	for i := range bands {
		c := render.Mix(top, bottom, render.EaseInOutCubic(float64(i)/(bands-1)))
		y0 := float32(h * i / bands)
		y1 := float32(h * (i + 1) / bands)
		vector.DrawFilledRect(img, 0, y0, float32(w), y1-y0, c, false)
	}

	if tex := ui.Sprite("bg/sea"); tex != nil {
		tw, th := tex.Bounds().Dx(), tex.Bounds().Dy()
		for y := 0; y < h; y += int(float64(th) * s) {
			for x := 0; x < w; x += int(float64(tw) * s) {
				op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
				op.GeoM.Scale(s, s)
				op.GeoM.Translate(float64(x), float64(y))
				op.ColorScale.ScaleAlpha(0.18)
				img.DrawImage(tex, op)
			}
		}
	}

	// Faint wave marks: short double arcs scattered on a loose grid (fixed seed, same every run).
	rng := rand.New(rand.NewPCG(7, 11))
	var p vector.Path
	for gy := 0; gy < 10; gy++ {
		for gx := 0; gx < 14; gx++ {
			if rng.IntN(3) == 0 {
				continue
			}
			cx := (float64(gx)*120 + 40 + rng.Float64()*60 + float64(gy%2)*60) * s
			cy := (float64(gy)*96 + 30 + rng.Float64()*40) * s
			r := (10 + rng.Float64()*8) * s
			for k := range 2 {
				x := float32(cx + float64(k)*2.2*r)
				p.MoveTo(x-float32(r), float32(cy))
				p.Arc(x, float32(cy), float32(r), math.Pi, 2*math.Pi, vector.Clockwise)
			}
		}
	}
	vs, is := p.AppendVerticesAndIndicesForStroke(nil, nil, &vector.StrokeOptions{Width: float32(1.6 * s), LineCap: vector.LineCapRound})
	for i := range vs {
		vs[i].SrcX, vs[i].SrcY = 1, 1
		vs[i].ColorR, vs[i].ColorG, vs[i].ColorB, vs[i].ColorA = 0.85*0.07, 0.93*0.07, 0.96*0.07, 0.07
	}
	white := ebiten.NewImage(3, 3)
	white.Fill(color.White)
	img.DrawTriangles(vs, is, white, &ebiten.DrawTrianglesOptions{AntiAlias: true})
	white.Deallocate()
	return img
}

// covers keeps the drawn stand-in covers, one image per game, made on first use.
type covers map[string]*ebiten.Image

// drawCoverArt draws a game's cover in r: the atlas's cover/<id> sprite, or, while the atlas
// has none, a drawn sea with islands in the palette.
func drawCoverArt(dst *ebiten.Image, ui *render.UI, cache covers, id string, r render.Rect, dim bool) {
	img := ui.Sprite("cover/" + id)
	if img == nil {
		img = cache[id]
		if img == nil || img.Bounds().Dx() != int(r.W) || img.Bounds().Dy() != int(r.H) {
			img = ebiten.NewImage(int(r.W), int(r.H))
			drawCoverFallback(img, ui, id, render.Rect{W: r.W, H: r.H})
			cache[id] = img
		}
	}
	render.DrawSpriteCover(dst, img, r, nil)
	if dim {
		render.FillRect(dst, r, render.WithAlpha(render.DeepSea, 0.45))
	}
}

func drawCoverFallback(dst *ebiten.Image, ui *render.UI, id string, r render.Rect) {
	sea := render.Sea
	switch id {
	case "reykholt":
		sea = render.Mix(render.Sea, render.MossShade, 0.35)
	case "reavers":
		sea = render.Mix(render.DeepSea, render.Sea, 0.4)
	}
	render.FillRect(dst, r, sea)
	rng := rand.New(rand.NewPCG(uint64(len(id)), 3))
	// Ripples.
	for i := 0; i < 9; i++ {
		x := r.X + 20 + rng.Float64()*(r.W-60)
		y := r.Y + 16 + rng.Float64()*(r.H-32)
		render.Line(dst, x, y, x+18, y, 2, render.WithAlpha(render.Foam, 0.25))
	}
	switch id {
	case "orkney":
		islands := [][3]float64{{0.3, 0.45, 0.16}, {0.55, 0.62, 0.11}, {0.72, 0.35, 0.13}, {0.45, 0.25, 0.06}}
		for _, is := range islands {
			cx, cy, rad := r.X+is[0]*r.W, r.Y+is[1]*r.H, is[2]*r.H*1.6
			render.FillCircle(dst, cx, cy, rad+5, render.Sand)
			render.FillCircle(dst, cx, cy, rad, render.Moss)
			render.FillCircle(dst, cx-rad*0.25, cy+rad*0.2, rad*0.45, render.MossShade)
		}
		render.Line(dst, r.X+0.3*r.W, r.Y+0.45*r.H, r.X+0.55*r.W, r.Y+0.62*r.H, 4, render.PlayerColours[0])
		render.Line(dst, r.X+0.55*r.W, r.Y+0.62*r.H, r.X+0.72*r.W, r.Y+0.35*r.H, 4, render.PlayerColours[5])
	case "reykholt":
		for i := range 3 {
			x := r.X + r.W*(0.22+0.22*float64(i))
			y := r.Y + r.H*0.58
			g := render.Rect{X: x, Y: y - 36, W: 72, H: 52}
			ui.RoundRect(dst, g, 8, render.WithAlpha(render.Foam, 0.8))
			render.FillCircle(dst, x+20, y-6, 9, render.PlayerColours[0])
			render.FillCircle(dst, x+44, y-8, 10, render.PlayerColours[2])
		}
	case "reavers":
		cx, cy := r.X+r.W*0.5, r.Y+r.H*0.6
		render.FillRect(dst, render.Rect{X: cx - 90, Y: cy, W: 180, H: 22}, render.Mix(render.Ink, render.PlayerColours[3], 0.3))
		render.FillCircle(dst, cx-90, cy+4, 14, render.Mix(render.Ink, render.PlayerColours[3], 0.3))
		render.FillCircle(dst, cx+90, cy+4, 14, render.Mix(render.Ink, render.PlayerColours[3], 0.3))
		render.Line(dst, cx, cy, cx, cy-90, 5, render.Ink)
		render.FillRect(dst, render.Rect{X: cx - 50, Y: cy - 86, W: 100, H: 64}, render.Mix(render.Paper, render.Accent, 0.35))
		for i := range 4 {
			render.Line(dst, cx-50, cy-80+float64(i)*16, cx+50, cy-80+float64(i)*16, 3, render.WithAlpha(render.Accent, 0.7))
		}
	}
}
