package reavers

import (
	"northtable/render"
	rv "northtable/rules/reavers"
)

// The layout on the 1600x900 logical canvas (VISUAL.md), logical px: the Action Locations across
// the top left, the players' boards under them (the seat deciding on a larger board at the
// left), the decision panel, the Glory standings and the log at the right, the prompt bar below.
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
	tokens           [rv.NumTokens]render.Rect
	tokenRows        int
	chip, tray, hand render.Rect
	boxes            [1 + rv.NumSlots]render.Rect // the Leader, then the Specialise slots
	artifacts        [rv.ArtifactSpaces]render.Rect
	upgrades         [rv.UpgradeSpaces]render.Rect
	glX              float64      // where the header's Glory ends
	pawn             render.Point // the longship's home while its seat selects (large)
	dieSize          float64
	// narrow: a compact board under 330 px inside gives the Leader its own line above the
	// slots, the Ship Upgrades at its end, and names the slots by their location plaques
	narrow bool
}

// Seat metrics, logical px.
const (
	seatPad    = 10.0
	boxGap     = 5.0
	boxLabelH  = 16.0
	cardStripH = 20.0
	artH       = 38.0 // the Artifacts' row on a large or wide board
	artNarrowH = 30.0 // on a narrow one, whose Artifacts show their die and Glory only
	minStripH  = 15.0 // the lowest Reaver strip in a narrow slot: a name in the smallest size
	homeRing   = 20.0 // the radius of the ring round the longship's home on the large board
	handColumn = 3    // the face-up Prophecies one column of strips holds over the large board's tokens
)

// layoutSeat lays a board of r out: large for the seat deciding, compact for the others (of
// any width: the compact boards of 2 players are wide, those of 4 narrow), its tray tall
// enough for diceRows rows, its hand room for faceUp Prophecies face up.
func layoutSeat(r render.Rect, large bool, diceRows, faceUp int) seatLayout {
	l := seatLayout{tokenRows: 1}
	x0, w := r.X+seatPad, r.W-2*seatPad
	var slotsTop, slotsBot float64
	ah := artH
	if large {
		// header 0..47 (name, Glory, pile chip, the longship's home while selecting), the hand
		// at the right over the tokens | tray 76..164 | slots 170..252 | Artifacts, Upgrades
		l.hand = render.Rect{X: r.Right() - seatPad - 188, Y: r.Y + 4, W: 188, H: 70}
		l.chip = render.Rect{X: x0 + 4, Y: r.Y + 29, W: 210, H: 18}
		l.pawn = render.Point{X: (l.chip.Right() + l.hand.X) / 2, Y: r.Y + 26}
		l.glX = l.pawn.X - homeRing - 8
		render.EvenRow(render.Rect{X: x0 + 4, Y: r.Y + 50, W: 6*42 - 4, H: 22}, 4, l.tokens[:])
		l.tray = render.Rect{X: x0, Y: r.Y + 76, W: w, H: 88}
		if faceUp > handColumn { // the hand takes the tray band's right too: one whole name a strip
			l.hand.H = l.tray.Bottom() - l.hand.Y
			l.tray.W = l.hand.X - 6 - x0
		}
		l.dieSize = 30
		slotsTop, slotsBot = r.Y+170, r.Y+252
	} else {
		// header 0..44 (name, markers, Glory, pile chip) | tokens in two rows (one when wide)
		// beside the hand | tray | Leader and slots | Artifacts and Ship Upgrades
		l.hand = render.Rect{X: r.Right() - seatPad - 50, Y: r.Y + 30, W: 50, H: 62}
		l.glX = r.Right() - 12
		l.chip = render.Rect{X: x0, Y: r.Y + 30, W: l.hand.X - 6 - x0, H: 18}
		top := l.hand.Bottom() + 2
		if tw := (w - 56) / 6; tw >= 46 {
			render.EvenRow(render.Rect{X: x0 + 2, Y: r.Y + 52, W: 6*tw - 2, H: 18}, 2, l.tokens[:])
		} else {
			l.tokenRows, tw = 2, (w-56)/3
			render.EvenRow(render.Rect{X: x0 + 2, Y: r.Y + 52, W: 3*tw - 2, H: 18}, 2, l.tokens[:3])
			render.EvenRow(render.Rect{X: x0 + 2, Y: r.Y + 72, W: 3*tw - 2, H: 18}, 2, l.tokens[3:])
			top = r.Y + 52 + 40 + 2
		}
		// the tray as tall as its dice need: one row (the usual) leaves the slots more room
		rows := 1
		l.dieSize = compactDie(w)
		if diceRows > 1 {
			rows, l.dieSize = 2, l.dieSize-2
		}
		l.tray = render.Rect{X: x0, Y: top, W: w, H: render.TrayHeight(rows, l.dieSize)}
		if l.narrow = w < 330; l.narrow {
			ah = artNarrowH
		}
		slotsTop, slotsBot = l.tray.Bottom()+3, r.Bottom()-ah-10
	}
	// the slots side by side; a narrow board's Leader on a line above them, with the Ship
	// Upgrades at its end so the Artifacts along the foot have the width
	first, us, artW := 0, artH-4, w-float64(rv.UpgradeSpaces)*(artH-4+4)-8
	if l.narrow {
		first, us, artW = 1, 20, w
		lead := render.Rect{X: x0, Y: slotsTop, W: w - (float64(rv.UpgradeSpaces)*23 + 3), H: 18}
		l.boxes[0] = lead
		render.EvenRow(render.Rect{X: lead.Right() + 6, Y: lead.Y - 1, W: float64(rv.UpgradeSpaces)*23 - 3, H: us}, 3, l.upgrades[:])
		slotsTop += 18 + 3
	}
	render.EvenRow(render.Rect{X: x0, Y: slotsTop, W: w, H: slotsBot - slotsTop}, boxGap, l.boxes[first:])
	ay := r.Bottom() - ah - 8
	render.EvenRow(render.Rect{X: x0, Y: ay, W: artW, H: ah}, 4, l.artifacts[:])
	if !l.narrow {
		ux := l.artifacts[rv.ArtifactSpaces-1].Right() + 8
		render.EvenRow(render.Rect{X: ux, Y: ay + 2, W: float64(rv.UpgradeSpaces)*(us+4) - 4, H: us}, 4, l.upgrades[:])
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
	if i == 0 && l.narrow {
		return b
	}
	if l.narrow { // a narrow slot: its cards take the whole width, the plaque marks it empty
		rows := l.stripRows(i, n)
		h := min(cardStripH+2, (b.H-2)/float64(max(1, rows)))
		k = min(k, rows-1) // the cards past the last row share it ("+2 more")
		return render.Rect{X: b.X + 2, Y: b.Y + 1 + float64(k)*h, W: b.W - 4, H: h - 1}
	}
	top := b.Y + boxLabelH
	// one card 44 px high (a name on two lines inside the frame's name band), two 34, more 24
	h := min(max(cardStripH+4, 54-10*float64(n)), (b.Bottom()-top-2)/float64(max(1, n)))
	return render.Rect{X: b.X + 3, Y: top + float64(k)*h, W: b.W - 6, H: h - 3}
}

// stripRows is how many strips narrow box i shows for n cards: all of them when they keep
// minStripH, else as many as do, the last saying how many more the slot holds.
func (l *seatLayout) stripRows(i, n int) int {
	return max(1, min(n, int((l.boxes[i].H-2)/minStripH)))
}

// pawnHomeOf is where seat s's longship stands on its board while it selects (its board drawn
// large, at the header's right), logical px.
func pawnHomeOf(s, n int) render.Point {
	return layoutSeat(seatRect(s, s, n), true, 1, 0).pawn
}
