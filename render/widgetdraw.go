package render

import (
	"image/color"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
)

// Looks shared by the board widgets (WorkerGrid, ScoreTrack, CardView, GreenhouseCard,
// GoodsCounters), so every game's targets, refusals and counts read alike.
const (
	// DimAlpha is the opacity of a dimmed part (VISUAL.md: disabled at 40%).
	DimAlpha = 0.4
	// glowW is the width of a legal target's shallow-blue ring, logical px; hover adds 1.
	glowW = 3.0
)

// isSprite reports whether an icon entry names an atlas sprite ("good/tomato") rather than a
// short text token ("2", "+", "or", "→"): sprite names hold a '/'.
func isSprite(s string) bool { return strings.IndexByte(s, '/') >= 0 }

// icon draws the named sprite fitted to a size×size box centred at (cx, cy), logical px, at
// opacity a. A missing sprite draws nothing.
func (ui *UI) icon(dst *ebiten.Image, name string, cx, cy, size float64, a float32) {
	img := ui.Sprite(name)
	if img == nil {
		return
	}
	b := img.Bounds()
	ui.P.Sprite(dst, img, Point{X: cx, Y: cy}, size/float64(max(b.Dx(), b.Dy())), a)
}

// spriteIn draws the named sprite as large as fits in r, centred, at opacity a.
func (ui *UI) spriteIn(dst *ebiten.Image, name string, r Rect, a float32) {
	img := ui.Sprite(name)
	if img == nil {
		return
	}
	b := img.Bounds()
	cx, cy := r.Centre()
	ui.P.Sprite(dst, img, Point{X: cx, Y: cy}, min(r.W/float64(b.Dx()), r.H/float64(b.Dy())), a)
}

// glow draws a legal target's look around r (corner radius rad): a soft shallow-blue wash
// and ring, stronger under the pointer.
func (ui *UI) glow(dst *ebiten.Image, r Rect, rad float64, hover bool) {
	w, wash := glowW, 0.1
	if hover {
		w, wash = glowW+1, 0.25
	}
	ui.fillRound(dst, r, rad, WithAlpha(Shallow, wash))
	ui.ringRound(dst, r.Inset(-1), rad+1, w, Shallow)
}

// pill draws a small rounded badge of text s in face, centred at (cx, cy), ink on fill;
// it returns the badge's rectangle.
func (ui *UI) pill(dst *ebiten.Image, s string, face *Face, cx, cy float64, fill, ink color.RGBA) Rect {
	w := max(TextWidth(s, face)+10, face.Size+6)
	h := face.Size + 6
	r := Rect{X: cx - w/2, Y: cy - h/2, W: w, H: h}
	ui.fillRound(dst, r, h/2, fill)
	ui.P.SetScale(ScaleOf(dst))
	ui.P.TextMid(dst, s, face, cx, cy, ink, AlignCenter)
	return r
}

// fade is colour c at opacity a (premultiplied).
func fade(c color.RGBA, a float32) color.RGBA {
	if a >= 1 {
		return c
	}
	return WithAlpha(c, float64(a))
}

// alphaOf is a part's opacity: DimAlpha when dimmed, else 1.
func alphaOf(dimmed bool) float32 {
	if dimmed {
		return DimAlpha
	}
	return 1
}

// rectAt is rs[i], or the zero Rect when i is out of range (a widget's part lookup).
func rectAt(rs []Rect, i int) Rect {
	if i < 0 || i >= len(rs) {
		return Rect{}
	}
	return rs[i]
}

// orDefault is s, or def when s is empty.
func orDefault(s, def string) string {
	if s == "" {
		return def
	}
	return s
}

// drawCardWidget draws a card-like widget at r: lifted and glowing when highlighted (more under
// the pointer), faded when dimmed, its face through f, then the due tooltip of its hit areas.
func (ui *UI) drawCardWidget(dst *ebiten.Image, f CardFace, r Rect, h *hits, highlight, dimmed bool) {
	a := alphaOf(dimmed)
	if highlight && !dimmed {
		hover := h.hot() >= 0
		if hover {
			r = r.Offset(0, -3)
		}
		ui.glow(dst, r.Inset(-3), 11, hover)
	}
	f.DrawAt(dst, ui, r, a)
	h.around = r // the parts of a card talk about the card
	h.tooltip(ui)
}
