package orkney

import (
	"sort"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"northtable/render"
	ork "northtable/rules/orkney"
)

// drawOverlays draws what lies over everything: the task choice, the private box, the tile in
// hand, the animations, a popup and the hover reason (the shell's toast and chrome come after).
func (b *Board) drawOverlays(dst *ebiten.Image) {
	if b.choosingTask() && !b.offTurn() && b.Idle() {
		b.drawTaskChoice(dst)
	}
	if b.md.privateOpen && !b.offTurn() {
		b.drawPrivate(dst)
	}

	// the tile in hand, outside the board (over the board the ghost shows it)
	if a := b.dragAt(); b.in.drag.Active() && (!inRect(boardRect, a.X, a.Y) || b.overOverlay(a)) {
		if t, ok := b.g.Revealed(); ok {
			b.drawTile(dst, t, b.in.rot, a, slotSize, 0.9)
		}
	}
	b.t.Anims().Draw(dst)
	if b.popupOpen() {
		b.md.dialog.Draw(dst, b.kit)
	}
	b.bt.controls.DrawTooltip(dst, b.kit)
}

// drawTaskChoice shows the two dealt task tiles with their descriptions (Orkney spec §5.3 K1).
func (b *Board) drawTaskChoice(dst *ebiten.Image) {
	b.gx.FillRect(dst, boardRect, fade(render.DeepSea, 0.55))
	seat := b.ui.seat
	b.gx.Text(dst, b.seatName(seat)+", keep one task secret", b.fonts.headBold, 810, 200, render.Foam, render.AlignCenter)
	b.gx.Text(dst, "It scores at the end of the game. The other one goes back unseen.", b.fonts.body, 810, 244, render.Shallow, render.AlignCenter)
	dealt := b.g.Player(seat).Dealt
	for i := 0; i < 2; i++ {
		r := taskCard(i)
		hot := inRect(r, b.in.ptr.X, b.in.ptr.Y)
		b.panel(dst, r, 1)
		if hot {
			b.frame(dst, r.Inset(-3), render.Shallow, 4)
		}
		t := dealt[i]
		img := b.sp.taskBack
		if int(t) > 0 && int(t) < len(b.sp.task) {
			img = b.sp.task[t]
		}
		cx := float64(r.X+r.Right()) / 2
		b.gx.Sprite(dst, img, pt{X: cx, Y: float64(r.Y + 90)}, 200/spriteW(img), 1)
		b.gx.Text(dst, t.String(), b.fonts.headBold, cx, float64(r.Y+170), render.Ink, render.AlignCenter)
		for j, l := range render.Wrap(t.Describe(), b.fonts.body, float64(r.W-48)) {
			b.gx.Text(dst, l, b.fonts.body, cx, float64(r.Y+214+float64(j*24)), render.InkSoft, render.AlignCenter)
		}
		if hot {
			b.gx.Text(dst, "Keep this task", b.fonts.bodyBold, cx, float64(r.Bottom()-36), render.Accent, render.AlignCenter)
		}
	}
}

// drawPrivate draws the active seat's private box: its task and fish values (Orkney spec §9).
func (b *Board) drawPrivate(dst *ebiten.Image) {
	seat := b.ui.seat
	if seat < 0 {
		return
	}
	pv := b.g.Player(seat)
	r := privPanel
	b.panel(dst, r, 1)
	x := float64(r.X + 16)
	b.gx.Text(dst, "Only for "+b.seatName(seat), b.fonts.smallBold, x, float64(r.Y+10), render.Accent, render.AlignLeft)
	y := float64(r.Y + 34)
	if pv.Task != 0 {
		img := b.sp.task[int(pv.Task)%len(b.sp.task)]
		b.gx.Sprite(dst, img, pt{X: x + 60, Y: y + 40}, 120/spriteW(img), 1)
		b.gx.Text(dst, pv.Task.String(), b.fonts.bodyBold, x+130, y+4, render.Ink, render.AlignLeft)
		for j, l := range render.Wrap(pv.Task.Describe(), b.fonts.small, float64(r.W)-160) {
			b.gx.Text(dst, l, b.fonts.small, x+130, y+28+float64(j)*18, render.InkSoft, render.AlignLeft)
		}
	} else {
		b.gx.Text(dst, "No task chosen yet", b.fonts.body, x, y, render.InkSoft, render.AlignLeft)
	}
	y = float64(r.Y + 160)
	b.gx.Text(dst, "Your fish", b.fonts.smallBold, x, y, render.InkSoft, render.AlignLeft)
	if len(pv.FishValues) == 0 {
		b.gx.Text(dst, "none yet — fishing costs "+fishCost, b.fonts.small, x, y+24, render.InkSoft, render.AlignLeft)
		return
	}
	b.drawFish(dst, pv.FishValues, x, y+42)
}

// drawFish draws the fish tokens (first row's centres at y, from x) and the sum line under them.
func (b *Board) drawFish(dst *ebiten.Image, values []int, x, y float64) {
	sum := 0
	for _, v := range values {
		sum += v
	}
	for _, fm := range fishMarks(values, x, y) {
		b.gx.Sprite(dst, b.sp.fishToken, fm.c, fishTokenSize/spriteW(b.sp.fishToken), 1)
		b.gx.TextMid(dst, strconv.Itoa(fm.value), b.fonts.bodyBold, fm.c.X, fm.c.Y, render.Paper, render.AlignCenter)
		if fm.count > 0 {
			b.gx.TextMid(dst, "×"+strconv.Itoa(fm.count), b.fonts.bodyBold, fm.c.X+fishTokenSize/2+6, fm.c.Y, render.Ink, render.AlignLeft)
		}
	}
	b.gx.Text(dst, ork.Count(sum, "fish point")+" = "+strconv.Itoa(ork.FishVP(sum))+" VP at the end", b.fonts.small, x, fishSumY(), render.Ink, render.AlignLeft)
}

// Fish tokens in the private box, in logical px: one token per fish while they fit in
// fishRowsMax rows of fishPerRow, else one token per value with its count.
const (
	fishTokenSize = 30.0
	fishPerRow    = 8
	fishRowsMax   = 2
)

// fishMark is one token drawn in the private box: a single fish of value (count 0), or all the
// seat's fish of that value with their count ("×6").
type fishMark struct {
	c     pt
	value int
	count int
}

// fishSumY is the top of the private box's "N fish points = M VP" line.
func fishSumY() float64 { return float64(privPanel.Bottom() - 28) }

// fishMarks lays out the tokens for values with the first row's centres at y, starting at x:
// every token while they fit above the sum line, else a compact count per value ("1 ×6  2 ×7").
func fishMarks(values []int, x, y float64) []fishMark {
	if len(values) <= fishPerRow*fishRowsMax {
		out := make([]fishMark, len(values))
		for i, v := range values {
			out[i] = fishMark{c: pt{X: x + 16 + float64(i%fishPerRow)*34, Y: y + float64(i/fishPerRow)*36}, value: v}
		}
		return out
	}
	counts := map[int]int{}
	var vals []int
	for _, v := range values {
		if counts[v] == 0 {
			vals = append(vals, v)
		}
		counts[v]++
	}
	sort.Ints(vals)
	out := make([]fishMark, len(vals))
	for i, v := range vals {
		out[i] = fishMark{c: pt{X: x + 16 + float64(i%3)*90, Y: y + float64(i/3)*36}, value: v, count: counts[v]}
	}
	return out
}
