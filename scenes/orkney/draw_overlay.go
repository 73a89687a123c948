package orkney

import (
	"image"
	"math"
	"sort"
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"northtable/render"
)

// drawOverlays draws what lies over everything: the task choice, popups, the private box, the
// tile in hand, animations in the panels, the message and the hover reason.
func (b *Board) drawOverlays(dst *ebiten.Image) {
	if b.choosingTask() && !b.waiting && !b.needCurtain && b.Idle() {
		b.drawTaskChoice(dst)
	}
	box, pa, pb := b.popup()
	switch b.mode {
	case modeCredit:
		b.drawPopup(dst, box, pa, pb, false, "Which credit do you spend?",
			"Both islands of this connection hold one of your route credits.",
			"Island A", "Island B")
	case modeConfirm:
		b.drawPopup(dst, box, pa, pb, true, "End your turn?",
			"You still hold "+strconv.Itoa(b.ui.credits)+" route credit"+plural(b.ui.credits)+"; unused credits lapse now.",
			"Keep playing", "End turn")
	}
	if b.privateOpen && !b.waiting {
		b.drawPrivate(dst)
	}

	// the tile in hand, outside the board (over the board the ghost shows it)
	if b.dragging {
		if t, ok := b.g.Revealed(); ok && (!inRect(boardRect, b.ptr.X, b.ptr.Y) || b.overOverlay(b.ptr)) {
			b.drawTile(dst, t, b.rot, b.ptr, slotSize, 0.9)
		}
	}
	if !b.anims.idle() {
		h := b.anims.head()
		switch h.kind {
		case animGlide:
			c := lerp(h.from, slotCentre, h.progress())
			b.drawTile(dst, h.tile, h.rot, c, slotSize, 1)
		case animDiscard:
			p := float32(h.t) / float32(h.dur)
			c := slotCentre
			c.Y += float64(p) * 40
			b.drawTile(dst, h.tile, 0, c, slotSize, 1-p)
			b.gx.textMid(dst, "No place fits: discarded", b.fonts.bodyBold, slotCentre.X, float64(slotRect.Max.Y-20), render.Accent, alignCentre)
		}
	}

	if b.msg.left > 0 && b.msg.text != "" {
		a := float32(1)
		if b.msg.left < 20 {
			a = float32(b.msg.left) / 20
		}
		r, lines := b.msgBox()
		b.gx.nine(dst, b.sp.shadow, r.Add(image.Pt(0, 2)).Inset(-render.ShadowMargin), a)
		b.gx.nine(dst, b.sp.panel, r, a)
		clr := render.Ink
		if b.msg.warn {
			clr = render.Accent
			b.gx.rectF(dst, float64(r.Min.X+6), float64(r.Min.Y+8), 4, float64(r.Dy()-16), fade(render.Accent, a))
		}
		cx := float64(r.Min.X+r.Max.X) / 2
		top := float64(r.Min.Y+r.Max.Y)/2 - float64(len(lines)-1)*msgLineH/2
		for i, l := range lines {
			b.gx.textMid(dst, l, b.fonts.bodyBold, cx, top+float64(i)*msgLineH, fade(clr, a), alignCentre)
		}
	}
	if b.hoverReason != "" {
		b.drawTooltip(dst, b.hoverReason)
	}
	if b.leaving {
		box, keep, leave := popupAt(330)
		b.drawPopup(dst, box, keep, leave, true, "Leave this game?",
			"It cannot be resumed.", "Keep playing", "Leave")
	}
}

// drawTooltip shows a disabled control's reason next to the pointer.
func (b *Board) drawTooltip(dst *ebiten.Image, s string) {
	face := b.fonts.small
	lines := wrap(s, face, 300)
	w := 0.0
	for _, l := range lines {
		if m := measure(l, face); m > w {
			w = m
		}
	}
	h := float64(len(lines))*18 + 16
	x := b.ptr.X - w - 36
	y := b.ptr.Y - h - 10
	if y < 60 {
		y = b.ptr.Y + 20
	}
	r := image.Rect(int(x), int(y), int(x+w+24), int(y+h))
	b.gx.nine(dst, b.sp.shadow, r.Add(image.Pt(0, 2)).Inset(-render.ShadowMargin), 1)
	b.gx.rect(dst, r, render.Ink)
	b.gx.rectF(dst, x, y, 4, h, render.Accent)
	for i, l := range lines {
		b.gx.drawText(dst, l, face, x+14, y+8+float64(i)*18, render.Paper, alignLeft)
	}
}

// drawPopup draws a small dialog in popupRect with two buttons, labelled a and bb (see popup and
// popupAt); dim darkens the board behind it.
func (b *Board) drawPopup(dst *ebiten.Image, popupRect, popupA, popupB image.Rectangle, dim bool, title, body, a, bb string) {
	if dim {
		b.gx.rect(dst, boardRect, fade(render.DeepSea, 0.35))
	}
	b.panel(dst, popupRect, 1)
	cx := float64(popupRect.Min.X+popupRect.Max.X) / 2
	b.gx.drawText(dst, title, b.fonts.headBold, cx, float64(popupRect.Min.Y+22), render.Ink, alignCentre)
	for i, l := range wrap(body, b.fonts.body, float64(popupRect.Dx()-48)) {
		b.gx.drawText(dst, l, b.fonts.body, cx, float64(popupRect.Min.Y+66+i*24), render.InkSoft, alignCentre)
	}
	b.button(dst, popupA, a, control{ok: true}, false)
	b.button(dst, popupB, bb, control{ok: true}, false)
}

// drawTaskChoice shows the two dealt task tiles with their descriptions (Orkney spec §5.3 K1).
func (b *Board) drawTaskChoice(dst *ebiten.Image) {
	b.gx.rect(dst, boardRect, fade(render.DeepSea, 0.55))
	seat := b.ui.seat
	b.gx.drawText(dst, b.seatName(seat)+", keep one task secret", b.fonts.headBold, 810, 200, render.Foam, alignCentre)
	b.gx.drawText(dst, "It scores at the end of the game. The other task leaves unseen.", b.fonts.body, 810, 244, render.Shallow, alignCentre)
	dealt := b.g.Player(seat).Dealt
	for i := 0; i < 2; i++ {
		r := taskCard(i)
		hot := inRect(r, b.ptr.X, b.ptr.Y)
		b.panel(dst, r, 1)
		if hot {
			b.frame(dst, r.Inset(-3), render.Shallow, 4)
		}
		t := dealt[i]
		img := b.sp.taskBack
		if int(t) > 0 && int(t) < len(b.sp.task) {
			img = b.sp.task[t]
		}
		cx := float64(r.Min.X+r.Max.X) / 2
		b.gx.sprite(dst, img, pt{X: cx, Y: float64(r.Min.Y + 90)}, 200/spriteW(img), 1)
		b.gx.drawText(dst, t.String(), b.fonts.headBold, cx, float64(r.Min.Y+170), render.Ink, alignCentre)
		for j, l := range wrap(t.Describe(), b.fonts.body, float64(r.Dx()-48)) {
			b.gx.drawText(dst, l, b.fonts.body, cx, float64(r.Min.Y+214+j*24), render.InkSoft, alignCentre)
		}
		if hot {
			b.gx.drawText(dst, "Keep this task", b.fonts.bodyBold, cx, float64(r.Max.Y-36), render.Accent, alignCentre)
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
	x := float64(r.Min.X + 16)
	b.gx.drawText(dst, "Only for "+b.seatName(seat), b.fonts.smallBold, x, float64(r.Min.Y+10), render.Accent, alignLeft)
	y := float64(r.Min.Y + 34)
	if pv.Task != 0 {
		img := b.sp.task[int(pv.Task)%len(b.sp.task)]
		b.gx.sprite(dst, img, pt{X: x + 60, Y: y + 40}, 120/spriteW(img), 1)
		b.gx.drawText(dst, pv.Task.String(), b.fonts.bodyBold, x+130, y+4, render.Ink, alignLeft)
		for j, l := range wrap(pv.Task.Describe(), b.fonts.small, float64(r.Dx())-160) {
			b.gx.drawText(dst, l, b.fonts.small, x+130, y+28+float64(j)*18, render.InkSoft, alignLeft)
		}
	} else {
		b.gx.drawText(dst, "No task chosen yet", b.fonts.body, x, y, render.InkSoft, alignLeft)
	}
	y = float64(r.Min.Y + 160)
	b.gx.drawText(dst, "Your fish", b.fonts.smallBold, x, y, render.InkSoft, alignLeft)
	if len(pv.FishValues) == 0 {
		b.gx.drawText(dst, "none yet — fishing costs 2 cloth", b.fonts.small, x, y+24, render.InkSoft, alignLeft)
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
		b.gx.sprite(dst, b.sp.fishToken, fm.c, fishTokenSize/spriteW(b.sp.fishToken), 1)
		b.gx.textMid(dst, strconv.Itoa(fm.value), b.fonts.bodyBold, fm.c.X, fm.c.Y, render.Paper, alignCentre)
		if fm.count > 0 {
			b.gx.textMid(dst, "×"+strconv.Itoa(fm.count), b.fonts.bodyBold, fm.c.X+fishTokenSize/2+6, fm.c.Y, render.Ink, alignLeft)
		}
	}
	b.gx.drawText(dst, strconv.Itoa(sum)+" fish points = "+strconv.Itoa(sum/3)+" VP at the end", b.fonts.small, x, fishSumY(), render.Ink, alignLeft)
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
func fishSumY() float64 { return float64(privPanel.Max.Y - 28) }

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

// msgLineH is the line height of a wrapped message, logical px.
const msgLineH = 24.0

// msgBox is the message's panel and its lines: one line when the text fits msgRect, else up to
// two wrapped lines (the rest shortened with "…"), the panel growing upward from msgRect's bottom.
func (b *Board) msgBox() (image.Rectangle, []string) {
	face := b.fonts.bodyBold
	room := float64(msgRect.Dx() - 40)
	lines := wrap(b.msg.text, face, room)
	if len(lines) > 2 {
		lines = append(lines[:1], clip(strings.Join(lines[1:], " "), face, room))
	}
	w := 0.0
	for i, l := range lines {
		lines[i] = clip(l, face, room)
		w = math.Max(w, measure(lines[i], face))
	}
	cx := float64(msgRect.Min.X+msgRect.Max.X) / 2
	h := msgRect.Dy() + int(msgLineH)*(len(lines)-1)
	return image.Rect(int(cx-w/2-24), msgRect.Max.Y-h, int(cx+w/2+24), msgRect.Max.Y), lines
}
