package reykholt

import (
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"northtable/render"
	"northtable/rules"
	rk "northtable/rules/reykholt"
	"northtable/scenes/table"
)

func itoa(n int) string { return strconv.Itoa(n) }

// flashTicks is how long a changed place glows after a move, ticks at normal speed.
const flashTicks = 50

// flash is a place the last move changed, glowing for a moment with a short note ("+2").
type flash struct {
	r    render.Rect
	text string
	t    int
}

// glide is a worker disc or manager moving from one place to another: the blocking part of a
// move's animation, so the next decision waits until the piece has landed. While it runs, the
// piece is not drawn at its new place (Board.landing, Board.moving).
type glide struct {
	b        *Board
	sprite   string
	from, to render.Point
	size     float64
	tw       render.Tween
	done     func()
}

func (a *glide) Update() bool {
	end := a.tw.Update()
	if end && a.done != nil {
		a.done()
		a.done = nil
	}
	return end
}

func (a *glide) Draw(dst *ebiten.Image) {
	v := a.tw.Progress()
	hop := 4 * v * (1 - v) * 24
	c := render.Point{X: a.from.X + (a.to.X-a.from.X)*v, Y: a.from.Y + (a.to.Y-a.from.Y)*v - hop}
	img := a.b.ui.Sprite(a.sprite)
	if img == nil {
		return
	}
	a.b.ui.P.Sprite(dst, img, c, a.size/float64(img.Bounds().Dx()), 1)
}

// Finish ends the glide at once (render.Finisher).
func (a *glide) Finish() {
	a.tw.Finish()
	if a.done != nil {
		a.done()
		a.done = nil
	}
}

// bannerTicks is how long a phase banner shows, ticks at normal speed.
const bannerTicks = 54

// banner announces a phase or the end of a round across the board for a moment (Reykholt spec
// §11: Harvest Time and Homecoming happen visibly); input waits for it.
type banner struct {
	b    *Board
	text string
	sub  string
	t    int
}

func (a *banner) Update() bool {
	a.t++
	return a.t >= bannerTicks
}

func (a *banner) Draw(dst *ebiten.Image) {
	r := render.Rect{X: trackRect.X + 160, Y: 360, W: trackRect.W - 320, H: 120}
	fade := float32(1)
	if a.t < 8 {
		fade = float32(a.t) / 8
	}
	if left := bannerTicks - a.t; left < 10 {
		fade = float32(left) / 10
	}
	c := render.Ink
	c.A = uint8(230 * fade)
	a.b.ui.RoundRect(dst, r, 16, c)
	ink := render.Sand
	ink.A = uint8(255 * fade)
	cx, _ := r.Centre()
	a.b.ui.P.TextMid(dst, a.text, a.b.fonts.HeadingBold, cx, r.Y+44, ink, render.AlignCenter)
	sub := render.Foam
	sub.A = uint8(255 * fade)
	a.b.ui.P.TextMid(dst, a.sub, a.b.fonts.Body, cx, r.Y+86, sub, render.AlignCenter)
}

// Finish ends the banner at once (render.Finisher).
func (a *banner) Finish() { a.t = bannerTicks }

// animate turns a move's events into glows and glides (Harvest Time runs as glows on every
// greenhouse that gave something).
func (b *Board) animate(evs []rules.Event) {
	if b.ui == nil {
		return
	}
	for _, e := range evs {
		s := e.Seat
		switch d := e.Detail.(type) {
		case rk.PlaceDetail:
			col := b.workerColour(s, b.g.WorkingColour())
			home := workerHome(panelRect(int(s), b.n), b.g.WorkersHome(s))
			to := b.grid.SlotCentre(int(d.Space))
			sp := int(d.Space)
			b.landing = sp
			b.t.Anims().Push(&glide{b: b, sprite: render.WorkerSprites[col], from: home, to: to, size: 34,
				tw: render.Tween{From: 0, To: 1, Ticks: 20}, done: func() { b.landing = -1 }})
			b.flashes = append(b.flashes, flash{r: b.grid.SpaceRect(sp), t: flashTicks})
		case rk.PhaseDetail:
			switch {
			case e.Kind == rk.EvHomecoming:
				sub := "The workers go home"
				if !b.g.Over() && !b.g.Solo() {
					sub += " · " + b.name(b.g.StartPlayer()) + " starts the next round"
				}
				b.t.Anims().Push(&banner{b: b, text: "Homecoming", sub: sub})
			case d.Phase == rk.PhaseHarvest:
				b.t.Anims().Push(&banner{b: b, text: "Harvest Time", sub: "Every planted greenhouse gives one vegetable"})
			case d.Phase == rk.PhaseTourism:
				b.t.Anims().Push(&banner{b: b, text: "Tourism Time", sub: "From the front manager to the back"})
			case d.Phase == rk.PhaseWork && d.Round > 1:
				b.t.Anims().Push(&banner{b: b, text: "Round " + itoa(int(d.Round)), sub: "Work Time · " + b.name(d.Start) + " places first"})
			}
		case rk.GainDetail:
			if s >= 0 && int(s) < b.n {
				sign := "+"
				if e.Kind == rk.EvPay {
					sign = "−"
				}
				b.flashes = append(b.flashes, flash{r: b.stocks[s].Rect, text: sign + rk.GoodsWords(d.Goods), t: flashTicks})
			}
		case rk.HarvestDetail, rk.SeedDetail:
			h := rk.NoGreenhouse
			switch d := d.(type) {
			case rk.HarvestDetail:
				h = d.GH
			case rk.SeedDetail:
				h = d.GH
			}
			if r := b.ghCards[h].Rect; r.W > 0 {
				b.flashes = append(b.flashes, flash{r: r, t: flashTicks})
			}
		case rk.MoveDetail:
			c := b.t.Colour(s)
			t := &b.track
			fx, fy := t.SpaceRect(t.SpaceOf(int(d.From))).Centre()
			tx, ty := t.SpaceRect(t.SpaceOf(int(d.To))).Centre()
			seat := s
			b.moving[seat] = int(d.From)
			b.t.Anims().Push(&glide{b: b, sprite: render.ManagerSprites[c], from: render.Point{X: fx, Y: fy}, to: render.Point{X: tx, Y: ty}, size: 30,
				tw: render.Tween{From: 0, To: 1, Ticks: 16}, done: func() { b.moving[seat] = -1 }})
		}
	}
}

func (b *Board) tickFlashes() {
	k := 0
	step := 1
	speed := b.t.Anims().Speed
	if speed == render.SpeedFast {
		step = 2
	}
	for _, f := range b.flashes {
		f.t -= step
		if f.t > 0 && speed != render.SpeedOff {
			b.flashes[k] = f
			k++
		}
	}
	b.flashes = b.flashes[:k]
}

func (b *Board) drawFlashes(dst *ebiten.Image) {
	for _, f := range b.flashes {
		a := float32(f.t) / flashTicks
		b.ui.RoundRing(dst, f.r.Inset(-3), 8, 3, render.Foam)
		if f.text != "" {
			// The gain rises in a dark pill from under the stock, fading out.
			w := render.TextWidth(f.text, b.fonts.SmallBold) + 16
			y := f.r.Bottom() + 4 - float64(flashTicks-f.t)/5
			pill := render.Rect{X: f.r.Right() - w, Y: y, W: w, H: 22}
			b.ui.RoundRect(dst, pill, 11, render.WithAlpha(render.Ink, 0.9*float64(a)))
			b.ui.P.TextMid(dst, f.text, b.fonts.SmallBold, pill.X+8, pill.Y+11, render.WithAlpha(render.Foam, float64(a)), render.AlignLeft)
		}
	}
}

var _ table.Board = (*Board)(nil)
