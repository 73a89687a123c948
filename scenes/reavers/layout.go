package reavers

import (
	"northtable/render"
	rv "northtable/rules/reavers"
)

// The layout on the 1600x900 logical canvas (VISUAL.md), logical px. The six Action Locations
// stand in one row across the top left with their displays; the players' boards fill the band
// under them, the seat deciding on a larger board at the left; the right-hand column holds the
// decision panel (every answer of the pending decision as a button), the Glory track and the
// log; the prompt bar is the bottom line.
var (
	locRect    = render.Rect{X: 8, Y: 62, W: 1054, H: 488}
	boardsRect = render.Rect{X: 8, Y: 558, W: 1054, H: 294}
	panelRect  = render.Rect{X: 1070, Y: 62, W: 524, H: 404}
	gloryRect  = render.Rect{X: 1070, Y: 472, W: 524, H: 86}
	logRect    = render.Rect{X: 1070, Y: 564, W: 524, H: 288}
	promptBar  = render.Rect{X: 0, Y: 858, W: 1600, H: 42}
)

// bigW is the deciding seat's board width; the others share the rest of the band.
const bigW = 470.0

// seatRect is seat s's board in a game of n where big is the seat shown large (the one
// deciding, else the viewer): big first at the left, then the others in seat order.
func seatRect(s, big, n int) render.Rect {
	if s == big {
		return render.Rect{X: boardsRect.X, Y: boardsRect.Y, W: bigW, H: boardsRect.H}
	}
	k := (s - big - 1 + n) % n // 0.. among the others, in turn order after big
	others := n - 1
	const gap = 8.0
	x0 := boardsRect.X + bigW + gap
	w := (boardsRect.Right() - x0 - gap*float64(others-1)) / float64(others)
	return render.Rect{X: x0 + float64(k)*(w+gap), Y: boardsRect.Y, W: w, H: boardsRect.H}
}

// seatLayout is where the parts of a player board lie, logical px.
type seatLayout struct {
	large              bool
	tokens             [rv.NumTokens]render.Rect
	tokenRows          int
	chip, tray, hand   render.Rect
	boxes              [1 + rv.NumSlots]render.Rect // the Leader, then the Specialise slots
	artifacts          [rv.ArtifactSpaces]render.Rect
	upgrades           [rv.UpgradeSpaces]render.Rect
	nameW, glX, lineW  float64
	pawn               render.Point // the longship's home while its seat selects (large)
	dieSize            float64
	leaderLine         bool // a compact board gives the Leader its own line above the slots
	leaderRect         render.Rect
	slotsTop, slotsBot float64
	plaques            bool // the slots are named by their location plaques at their left, not in words
}

// Seat metrics, logical px.
const (
	seatPad    = 10.0
	boxGap     = 5.0
	boxLabelH  = 16.0
	cardStripH = 20.0
	artH       = 38.0 // the Artifacts' row on a large or wide board
	artNarrowH = 30.0 // on a narrow one, whose Artifacts show their die and Glory only
)

// layoutSeat lays a board of r out: large for the seat deciding, compact for the others (of
// any width: the compact boards of 2 players are wide, those of 4 narrow).
func layoutSeat(r render.Rect, large bool, diceRows int) seatLayout {
	l := seatLayout{large: large}
	x0, w := r.X+seatPad, r.W-2*seatPad
	if large {
		// header 0..44: the name, Glory and the pile chip, the longship's home while
		// selecting, the hand at the right over the tokens' row | the tray 76..164 | slots
		// 170..252 | Artifacts and Ship Upgrades 256..
		l.hand = render.Rect{X: r.Right() - seatPad - 188, Y: r.Y + 4, W: 188, H: 70}
		l.pawn = render.Point{X: l.hand.X - 30, Y: r.Y + 24}
		l.nameW, l.glX, l.lineW = 120, l.pawn.X-30, 150
		tw := 42.0
		for t := range l.tokens {
			l.tokens[t] = render.Rect{X: x0 + 4 + float64(t)*tw, Y: r.Y + 50, W: tw - 4, H: 22}
		}
		l.tokenRows = 1
		l.chip = render.Rect{X: x0 + 4, Y: r.Y + 28, W: 210, H: 19}
		l.tray = render.Rect{X: x0, Y: r.Y + 76, W: w, H: 88}
		l.dieSize = 30
		l.slotsTop, l.slotsBot = r.Y+170, r.Y+252
	} else {
		// header 0..44: the name, the markers held and Glory, then the pile chip | the
		// tokens in two rows (one when wide) beside the hand | tray | Leader and slots |
		// Artifacts and Ship Upgrades
		l.hand = render.Rect{X: r.Right() - seatPad - 50, Y: r.Y + 30, W: 50, H: 62}
		l.nameW, l.glX, l.lineW = r.W-150, r.Right()-12, w-64
		l.chip = render.Rect{X: x0, Y: r.Y + 30, W: l.hand.X - 6 - x0, H: 18}
		l.tokenRows = 1
		tw := (w - 56) / 6
		if tw < 46 {
			l.tokenRows, tw = 2, (w-56)/3
		}
		for t := range l.tokens {
			row, col := 0, t
			if l.tokenRows == 2 {
				row, col = t/3, t%3
			}
			l.tokens[t] = render.Rect{X: x0 + 2 + float64(col)*tw, Y: r.Y + 52 + float64(row)*20, W: tw - 2, H: 18}
		}
		top := r.Y + 52 + float64(l.tokenRows)*20 + 2
		if l.tokenRows == 1 {
			top = l.hand.Bottom() + 2
		}
		// the tray as tall as its dice need: one row (the usual) leaves the slots more room
		l.dieSize = compactDie(w)
		l.tray = render.Rect{X: x0, Y: top, W: w, H: render.TrayHeadH + 2*10 + 8 + 4 + l.dieSize}
		if diceRows > 1 {
			l.dieSize -= 2
			l.tray.H = render.TrayHeadH + 2*10 + 8 + 4 + 18 + 2*l.dieSize
		}
		ah := artH
		if w < 330 {
			ah = artNarrowH
		}
		l.slotsTop, l.slotsBot = l.tray.Bottom()+3, r.Bottom()-ah-10
		if w < 330 {
			l.leaderLine = true
			l.leaderRect = render.Rect{X: x0, Y: l.slotsTop, W: w, H: 18}
			l.slotsTop += 18 + 3
		}
	}
	first := 0
	n := 1 + rv.NumSlots
	if l.leaderLine {
		first, n = 1, rv.NumSlots
	}
	bw := (w - boxGap*float64(n-1)) / float64(n)
	for i := first; i < 1+rv.NumSlots; i++ {
		l.boxes[i] = render.Rect{X: x0 + float64(i-first)*(bw+boxGap), Y: l.slotsTop, W: bw, H: l.slotsBot - l.slotsTop}
	}
	if l.leaderLine {
		l.boxes[0] = l.leaderRect
	}
	l.plaques = l.leaderLine // the narrow boards: no room for the slots' names above their cards
	// Artifacts and Ship Upgrades along the foot; a narrow board puts the Ship Upgrades at
	// the end of the Leader's line, so the Artifacts have the width
	ah := artH
	if !large && w < 330 {
		ah = artNarrowH
	}
	ay := r.Bottom() - ah - 8
	us := artH - 4
	aw := (w - float64(rv.UpgradeSpaces)*(us+4) - 8 - 3*4) / 4
	if l.leaderLine {
		us = l.leaderRect.H + 2
		aw = (w - 3*4) / 4
		l.leaderRect.W -= float64(rv.UpgradeSpaces)*(us+3) + 3
		l.boxes[0] = l.leaderRect
		for i := range l.upgrades {
			l.upgrades[i] = render.Rect{X: l.leaderRect.Right() + 6 + float64(i)*(us+3), Y: l.leaderRect.Y - 1, W: us, H: us}
		}
	}
	for i := range l.artifacts {
		l.artifacts[i] = render.Rect{X: x0 + float64(i)*(aw+4), Y: ay, W: aw, H: ah}
	}
	if !l.leaderLine {
		ux := l.artifacts[rv.ArtifactSpaces-1].Right() + 8
		for i := range l.upgrades {
			l.upgrades[i] = render.Rect{X: ux + float64(i)*(us+4), Y: ay + 2, W: us, H: us}
		}
	}
	return l
}

// compactDie is the side of a die on a compact board of inner width w, logical px: the
// wide boards of 2 players have room for larger dice in their one row.
func compactDie(w float64) float64 {
	if w >= 330 {
		return 24
	}
	return 18
}

// cardRect is card k of box i (i 0 the Leader) in a box holding n cards.
func (l *seatLayout) cardRect(i, k, n int) render.Rect {
	b := l.boxes[i]
	if i == 0 && l.leaderLine {
		return b
	}
	if l.plaques { // a narrow slot: its cards take the whole width, the plaque marks it empty
		rows := l.stripRows(i, n)
		h := min(cardStripH+2, (b.H-2)/float64(max(1, rows)))
		k = min(k, rows-1) // the cards past the last row share it ("+2 more")
		return render.Rect{X: b.X + 2, Y: b.Y + 1 + float64(k)*h, W: b.W - 4, H: h - 1}
	}
	top := b.Y + boxLabelH
	most := cardStripH + 4
	switch {
	case n == 1:
		most = 44 // room for a name on two lines inside the frame's name band
	case n == 2:
		most = 34
	}
	h := min(most, (b.Bottom()-top-2)/float64(max(1, n)))
	return render.Rect{X: b.X + 3, Y: top + float64(k)*h, W: b.W - 6, H: h - 3}
}

// minStripH is the lowest a Reaver's strip in a narrow slot is drawn, logical px: a name in the
// smallest fitted size.
const minStripH = 15.0

// stripRows is how many strips narrow box i shows for n cards: all of them when they keep
// minStripH, else as many as do, the last saying how many more the slot holds.
func (l *seatLayout) stripRows(i, n int) int {
	return max(1, min(n, int((l.boxes[i].H-2)/minStripH)))
}

// pawnHomeOf is where seat s's longship stands on its board while it selects (its board drawn
// large, at the header's right), logical px.
func pawnHomeOf(s, n int) render.Point {
	return layoutSeat(seatRect(s, s, n), true, 1).pawn
}
