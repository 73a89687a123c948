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
// move's animation, so the next decision waits until the piece has landed.
type glide struct {
	b        *Board
	sprite   string
	from, to render.Point
	size     float64
	tw       render.Tween
}

func (a *glide) Update() bool { return a.tw.Update() }

func (a *glide) Draw(dst *ebiten.Image) {
	v := a.tw.Progress()
	c := render.Point{X: a.from.X + (a.to.X-a.from.X)*v, Y: a.from.Y + (a.to.Y-a.from.Y)*v - 30*v*(1-v)*4}
	img := a.b.ui.Sprite(a.sprite)
	if img == nil {
		return
	}
	a.b.ui.P.Sprite(dst, img, c, a.size/float64(img.Bounds().Dx()), 1)
}

// Finish ends the glide at once (render.Finisher).
func (a *glide) Finish() { a.tw.Finish() }

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
			b.anims.Push(&glide{b: b, sprite: render.WorkerSprites[col], from: home, to: to, size: 34, tw: render.Tween{From: 0, To: 1, Ticks: 20}})
			b.flashes = append(b.flashes, flash{r: b.grid.SpaceRect(int(d.Space)), t: flashTicks})
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
			spots := b.track.Spots()
			if int(s) < len(spots) {
				to := spots[s].C
				b.anims.Push(&glide{b: b, sprite: render.ManagerSprites[c], from: to, to: to, size: 30, tw: render.Tween{From: 0, To: 1, Ticks: 14}})
			}
		}
	}
}

func (b *Board) tickFlashes() {
	k := 0
	step := 1
	if b.anims.Speed == render.SpeedFast {
		step = 2
	}
	for _, f := range b.flashes {
		f.t -= step
		if f.t > 0 && b.anims.Speed != render.SpeedOff {
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
			b.ui.P.TextMid(dst, f.text, b.fonts.SmallBold, f.r.X, f.r.Bottom()+10-float64(flashTicks-f.t)/4, render.Foam, render.AlignLeft)
		}
		_ = a
	}
}

// refillLog copies the shell's log into the panel when it changed.
func (b *Board) refillLog() {
	lines := b.t.Log()
	if len(lines) == b.logLines && b.log.Len() > 0 {
		return
	}
	b.log.Clear()
	for _, l := range lines {
		mark := render.NoMark
		if l.Seat >= 0 && int(l.Seat) < b.n {
			mark = b.t.Colour(l.Seat)
		}
		b.log.Add(render.LogLine{Text: l.Text, Mark: mark})
	}
	b.logLines = len(lines)
}

var _ table.Board = (*Board)(nil)
