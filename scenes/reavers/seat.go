package reavers

import (
	"image"
	"image/color"
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"northtable/input"
	"northtable/render"
	"northtable/rules"
	rv "northtable/rules/reavers"
)

// seatView is what one player board keeps between frames: the hit areas of its parts (each
// Reaver card, Artifact, Ship Upgrade and token stock tells its whole text on hover and
// long-press; the Glory pile chip opens the pile), the Prophecy hand and the words the board
// had to cut at its last draw (none is the promise, checked by a test).
type seatView struct {
	ctl   render.Controls
	hand  render.Hand
	faces []prophecyFace // the hand's cards, kept so their text is laid out once
	zooms []prophecyFace
	held  uint32 // the hand the faces were made for
	met   uint32 // which of them were met
	cuts  []string
	said  []string // the words seatText drew at the last draw (the probe's SeatWords)
}

// Seat part IDs in seatView.ctl: a Reaver card is idCard + box·3 + k (box 0 the Leader, 1..4
// the Specialise slots), then the Artifacts, Ship Upgrades, token stocks and the pile chip.
const (
	idCard     = 1
	idArtifact = 20
	idUpgrade  = 30
	idToken    = 40
	idPile     = 50
)

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

// diceRows is how many rows seat s's dice take side by side in a tray of width w with dice
// of side die (render.DiceTray's own flow): 1 or 2.
func (b *Board) diceRows(s rules.Seat, w, die float64) int {
	t := &b.trays[s]
	saved := t.DieSize
	t.DieSize = die
	rows := t.Rows(w)
	t.DieSize = saved
	return min(2, rows)
}

// seatLayout is seat s's board as laid out now.
func (b *Board) seatLayout(s rules.Seat) seatLayout {
	r := seatRect(int(s), b.big(), b.n)
	return layoutSeat(r, int(s) == b.big(), b.diceRows(s, r.W-2*seatPad, compactDie(r.W-2*seatPad)))
}

// tokenLook is a token stock's icon side and count face in cell tr.
func tokenLook(ui *render.UI, tr render.Rect, large bool) (float64, *render.Face) {
	if large {
		return min(tr.H, 22), ui.Fonts.BodyBold
	}
	return min(tr.H, 15), ui.Fonts.SmallBold
}

// tokenRects are the token stocks' cells as drawn: on a board with one row of them, each as
// wide as its icon and count (a two-digit count takes the room a one-digit one leaves) with
// the row's spare room shared out; the layout's even cells where the counts need more than
// the row (the counts are then set smaller) or the stocks lie in two rows.
func (b *Board) tokenRects(l *seatLayout, pl *rv.Player, large bool) [rv.NumTokens]render.Rect {
	out := l.tokens
	if l.tokenRows != 1 {
		return out
	}
	var need [rv.NumTokens]float64
	total := 0.0
	for t := range out {
		ts, tf := tokenLook(b.ui, out[t], large)
		need[t] = ts + 2 + render.TextWidth(strconv.Itoa(int(pl.Tokens[t])), tf) + 4
		total += need[t]
	}
	x0, span := out[0].X, out[rv.NumTokens-1].Right()-out[0].X
	if total > span {
		return out
	}
	extra := (span - total) / float64(rv.NumTokens)
	x := x0
	for t := range out {
		out[t].X, out[t].W = x, need[t]+extra-2
		x += need[t] + extra
	}
	return out
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

// boxCards are the Reaver cards of box i: the Leader, or a slot's in arrival order.
func boxCards(pl *rv.Player, i int) []rv.ReaverID {
	var out []rv.ReaverID
	if i == 0 {
		if pl.Leader >= 0 {
			out = append(out, pl.Leader)
		}
		return out
	}
	for _, id := range pl.Slots[i-1] {
		if id >= 0 {
			out = append(out, id)
		}
	}
	return out
}

// drawSeat draws seat s's player board in r: name and Glory, stocks, dice, Leader and slots,
// Artifacts and Ship Upgrades (large for the seat deciding, compact for the others), and lays
// out its hit areas and hand.
func (b *Board) drawSeat(dst *ebiten.Image, s rules.Seat, r render.Rect, large bool) {
	ui, g := b.ui, b.g
	sv := &b.seats[s]
	sv.cuts, sv.said = sv.cuts[:0], sv.said[:0]
	sv.ctl.Reset()
	sv.ctl.Delay = render.TooltipDelay
	pl := g.Player(s)
	l := layoutSeat(r, large, b.diceRows(s, r.W-2*seatPad, compactDie(r.W-2*seatPad)))
	// the header (the kit's SeatHeader): the board, the name, Glory, the markers held
	h := render.SeatHeader{Rect: r, Colour: b.t.Colour(s), Name: b.t.Name(s), Score: strconv.Itoa(int(pl.Glory)), Unit: "Glory",
		Active: g.ToMove() == s, Stripe: true, Top: 20, ScoreRight: l.glX, BodyScore: true}
	markers := [...]struct {
		held         bool
		sprite, name string
	}{{held: g.HonourShip() == s, sprite: render.SpriteHonourShip, name: "the Honour Ship"},
		{held: g.StartPlayer() == s, sprite: render.SpriteStartPlayer, name: "the Start Player marker"}}
	var tips []string // the markers held, laid out by the kit beside the Glory
	for _, m := range markers {
		if m.held {
			h.Markers, tips = append(h.Markers, m.sprite), append(tips, b.t.Name(s)+" holds "+m.name+".")
		}
	}
	for i, at := range h.Layout(ui.Fonts).Markers {
		sv.ctl.Add(render.Control{ID: idPile + 1 + len(sv.ctl.All()), Rect: at, Enabled: true, Tip: tips[i]})
	}
	h.Draw(dst, ui)
	if shown := h.Layout(ui.Fonts).Name; shown != h.Name {
		sv.cuts = append(sv.cuts, h.Name)
	}
	sv.said = append(sv.said, h.Name)
	if home, ok := b.pawnHome(); ok && large && !b.drag.Active() && int(s) == b.big() {
		ui.CircleRing(dst, home.X, home.Y, 24, 2, render.Shallow)
		ui.DrawPawn(dst, b.selectingPawn(g, s), home, 40, 1) // the Honour Ship in its holder's fourth selection
	}
	// token stocks
	tokens := b.tokenRects(&l, &pl, large)
	for t := rv.Token(0); t < rv.NumTokens; t++ {
		tr := tokens[t]
		ts, tf := tokenLook(ui, tr, large)
		b.sprite(dst, render.TokenSprites[t], render.Rect{X: tr.X, Y: tr.Y + (tr.H-ts)/2, W: ts, H: ts}, 1)
		num := strconv.Itoa(int(pl.Tokens[t]))
		if !fitsLine(num, tf, tr.W-ts-2) {
			sv.cuts = append(sv.cuts, t.String()+" "+num)
		}
		// a two-digit count in the size that keeps it off the next stock's icon
		ui.P.TextMid(dst, num, render.FitLine(num, tf, tr.W-ts-2), tr.X+ts+2, tr.Y+tr.H/2, render.Ink, render.AlignLeft)
		sv.ctl.Add(render.Control{ID: idToken + int(t), Rect: tr, Enabled: true, Tip: rv.StockWords(t, int(pl.Tokens[t]))})
	}
	// the Glory pile and Territories chip
	b.drawPileChip(dst, sv, s, &pl, l.chip)
	// dice
	tray := &b.trays[s]
	tray.Rect, tray.DieSize = l.tray, l.dieSize
	tray.Draw(dst, ui)
	// Leader and Specialise slots
	b.drawSlots(dst, sv, &pl, &l)
	// Artifacts and Ship Upgrades
	for i := 0; i < rv.ArtifactSpaces; i++ {
		b.drawArtifact(dst, sv, &pl, i, l.artifacts[i])
	}
	for i, u := range pl.Upgrades {
		ur := l.upgrades[i]
		if !u.Present {
			ui.RoundRing(dst, ur, 6, 1, render.WithAlpha(render.InkSoft, 0.4))
			sv.ctl.Add(render.Control{ID: idUpgrade + i, Rect: ur, Enabled: true, Tip: rv.EmptyUpgradeWords})
			continue
		}
		name := render.UpgradeSprites[u.Kind]
		if u.Used {
			name = render.UsedUpgradeSprites[u.Kind]
		}
		b.sprite(dst, name, ur, 1)
		sv.ctl.Add(render.Control{ID: idUpgrade + i, Rect: ur, Enabled: true, Tip: u.Words()})
	}
	b.layoutHand(s, l.hand)
	if r := sv.ctl.Reason(); r != "" {
		c, _ := sv.ctl.Hovered()
		ui.ShowTooltipAt(r, c.Rect, false)
	}
}

// drawSlots draws the Leader and the four Specialise slots, each card a strip of its Reaver
// card frame (clan and tier) with its name.
func (b *Board) drawSlots(dst *ebiten.Image, sv *seatView, pl *rv.Player, l *seatLayout) {
	ui := b.ui
	words := !l.plaques // the slots' names above their cards, else their plaques at the left
	for i := 0; i <= rv.NumSlots; i++ {
		br := l.boxes[i]
		cards := boxCards(pl, i)
		label, at := "Leader", rv.NoSlot
		if i > 0 {
			at = rv.Slot(i - 1)
			label = at.String()
		}
		if i == 0 && l.leaderLine {
			if len(cards) == 0 {
				ui.RoundRect(dst, br, 4, render.PaperShade)
				b.seatText(dst, sv, "No Leader yet", ui.Fonts.Small, br.X+6, br.Y+2, br.W-10, render.InkSoft)
				continue
			}
			b.drawReaver(dst, sv, cards[0], br, "Leader: ", rv.PlacedWords(cards[0], at), idCard)
			continue
		}
		ui.RoundRect(dst, br, 6, render.PaperShade)
		if words || i == 0 {
			b.seatText(dst, sv, label, ui.Fonts.SmallBold, br.X+5, br.Y+1, br.W-8, render.InkSoft)
		} else if i > 0 && len(cards) == 0 { // a narrow empty box: the slot's location plaque instead of its name
			b.sprite(dst, render.LocationSprites[rv.Slot(i-1).Location()], render.Rect{X: br.X + 1, Y: br.Y + br.H/2 - (boxLabelH-2)/2, W: boxLabelH - 2, H: boxLabelH - 2}, 1)
		}
		sv.ctl.Add(render.Control{ID: idCard + i*3 + 2 + 100, Rect: br, Enabled: true, Tip: pl.BoxWords(i)})
		if len(cards) == 0 {
			if i == 0 {
				b.seatText(dst, sv, "No Leader yet", ui.Fonts.Small, br.X+6, br.Y+boxLabelH+4, br.W-10, render.InkSoft)
			}
			continue
		}
		// a narrow slot shows the cards that keep a readable strip, the last row counting the
		// rest ("+2"), or with room for one strip only, that strip counting them all ("×3");
		// the slot's hover names them all
		shown, rows := len(cards), len(cards)
		if l.plaques {
			if rows = l.stripRows(i, len(cards)); rows < len(cards) {
				shown = rows - 1
			}
		}
		for k, id := range cards[:shown] {
			b.drawReaver(dst, sv, id, l.cardRect(i, k, len(cards)), "", rv.PlacedWords(id, at), idCard+i*3+k)
		}
		if shown < len(cards) {
			count := "+" + strconv.Itoa(len(cards)-shown)
			mr := l.cardRect(i, shown, len(cards))
			if shown == 0 {
				count = "×" + strconv.Itoa(len(cards))
				b.cardBand(dst, render.ReaverCardSprites[rv.Reavers[cards[0]].Clan][rv.Reavers[cards[0]].Tier-1], mr)
			} else {
				ui.RoundRect(dst, mr, 4, render.Mix(clanTints[rv.Reavers[cards[shown]].Clan], render.Paper, 0.6))
			}
			ui.P.TextMid(dst, count, ui.Fonts.SmallBold, mr.X+mr.W/2, mr.Y+mr.H/2, render.Ink, render.AlignCenter)
			sv.said = append(sv.said, count)
		}
	}
}

// drawReaver draws Reaver id as a strip of its card (the name band of its clan and tier's
// frame) in cr with its name: whole when it fits (in a fitted smaller size), else the given
// name alone, else nothing; the hover and long-press give the card's whole text either way.
func (b *Board) drawReaver(dst *ebiten.Image, sv *seatView, id rv.ReaverID, cr render.Rect, prefix, tip string, ctlID int) {
	ui := b.ui
	rr := rv.Reavers[id]
	b.cardBand(dst, render.ReaverCardSprites[rr.Clan][rr.Tier-1], cr)
	ink := render.Ink // on the card's light name band
	pips := float64(rr.Tier) * 6
	room := cr.W - 10 - pips
	band := cr.H * 27 / 39 // the frame's light name band (cardBand), where the words must stay
	lines := reaverLines(rr.Name, prefix, room, band, ui.Fonts.SmallBold)
	if more := reaverLines(rr.Name, prefix, cr.W-8, band, ui.Fonts.SmallBold); wordCount(more) > wordCount(lines) {
		lines, room, pips = more, cr.W-8, 0 // the name before the tier's diamonds (the hover says the tier)
	}
	if len(lines) == 0 { // not even the given name fits: it goes first, shortened, never the diamonds alone
		room, pips = cr.W-8, 0
		lines = []string{render.Ellipsize(strings.Fields(rr.Name)[0], ui.Fonts.SmallBold.Sized(render.FitMinSize), room)}
	}
	f := ui.Fonts.SmallBold
	for _, line := range lines {
		if g := render.FitLine(line, ui.Fonts.SmallBold, room); g.Size < f.Size {
			f = g
		}
	}
	for f.Size > render.FitMinSize && float64(len(lines))*f.LineHeight() > max(band, cr.H-2) {
		f = f.Sized(f.Size - 1) // a strip lower than a line (three cards in a small slot): a smaller name
	}
	for j, line := range lines {
		cy := cr.Y + cr.H/2
		if len(lines) == 2 {
			cy += (float64(j) - 0.5) * band / 2
		}
		ui.P.TextMid(dst, line, f, cr.X+5, cy, ink, render.AlignLeft)
	}
	for k := 0; pips > 0 && k < int(rr.Tier); k++ { // the tier as diamonds at the right, as printed
		cx, cy := cr.Right()-6-float64(k)*6, cr.Y+cr.H/2
		ui.P.Quad(render.Point{X: cx, Y: cy - 3}, render.Point{X: cx + 2.5, Y: cy}, render.Point{X: cx, Y: cy + 3}, render.Point{X: cx - 2.5, Y: cy}, clanTints[rr.Clan], 1)
	}
	ui.P.Flush(dst)
	sv.ctl.Add(render.Control{ID: ctlID, Rect: cr, Enabled: true, Tip: tip})
}

// reaverLines is how a Reaver's name is written on a strip of room px wide and h tall: the
// whole name on one line (in a fitted smaller size), or on two when the strip is tall enough,
// else its given name; prefix ("Leader: ") goes first while there is room for it. Nil when
// not even the given name fits: the hover then tells it.
func reaverLines(name, prefix string, room, h float64, face *render.Face) []string {
	words := strings.Fields(name)
	given, rest := words[0], strings.Join(words[1:], " ")
	for _, pre := range []string{prefix, ""} {
		if fitsLine(pre+name, face, room) {
			return []string{pre + name}
		}
		if rest != "" && h >= 2*face.Sized(render.FitMinSize).LineHeight() && fitsLine(pre+given, face, room) && fitsLine(rest, face, room) {
			return []string{pre + given, rest}
		}
		if fitsLine(pre+given, face, room) {
			return []string{pre + given}
		}
	}
	return nil
}

// wordCount is the number of words in lines.
func wordCount(lines []string) int {
	n := 0
	for _, l := range lines {
		n += len(strings.Fields(l))
	}
	return n
}

// cardBand draws the name band of card sprite name stretched over r: the band and a little
// of the frame round it, so a strip reads as the card it is.
func (b *Board) cardBand(dst *ebiten.Image, name string, r render.Rect) {
	img := b.ui.Sprite(name)
	if img == nil {
		b.ui.RoundRect(dst, r, 4, render.InkSoft)
		return
	}
	bd := img.Bounds()
	// the name band spans sprite rows 40..67 (design units 26..44); a card's frame is 4 px
	// inside the sprite
	sub := img.SubImage(image.Rect(bd.Min.X+4, bd.Min.Y+34, bd.Max.X-4, bd.Min.Y+73)).(*ebiten.Image)
	sw, sh := float64(sub.Bounds().Dx()), float64(sub.Bounds().Dy())
	s := b.ui.P.Scale()
	b.ui.P.Flush(dst)
	var op ebiten.DrawImageOptions
	op.GeoM.Scale(r.W*s/sw, r.H*s/sh)
	op.GeoM.Translate(r.X*s, r.Y*s)
	op.Filter = ebiten.FilterLinear
	dst.DrawImage(sub, &op)
}

// drawArtifact draws Artifact space i: the card's name (fitted, or left to the hover when the
// space is too narrow), the die it holds (bright when stored) and its Glory.
func (b *Board) drawArtifact(dst *ebiten.Image, sv *seatView, pl *rv.Player, i int, ar render.Rect) {
	ui := b.ui
	a := pl.Artifacts[i]
	if a < 0 {
		ui.RoundRing(dst, ar, 5, 1, render.WithAlpha(render.InkSoft, 0.35))
		if fitsLine("Artifact", ui.Fonts.Small, ar.W-8) {
			b.seatText(dst, sv, "Artifact", ui.Fonts.Small, ar.X+5, ar.Y+11, ar.W-8, render.WithAlpha(render.InkSoft, 0.6))
		}
		sv.ctl.Add(render.Control{ID: idArtifact + i, Rect: ar, Enabled: true, Tip: rv.EmptyArtifactWords})
		return
	}
	art := rv.Artifacts[a]
	ui.RoundRect(dst, ar, 5, render.WithAlpha(render.Sand, 0.85))
	stored := pl.Stored&(1<<i) != 0
	die := render.CrewDieSprites[art.HoldsColour][art.HoldsFace]
	alpha := float32(0.35)
	if stored {
		alpha = 1
	}
	named := ar.H >= artH // room for the name above the die
	ds := min(18.0, ar.H-20)
	if !named {
		ds = ar.H - 8
	}
	b.sprite(dst, die, render.Rect{X: ar.X + 3, Y: ar.Bottom() - ds - 3, W: ds, H: ds}, alpha)
	glory := strconv.Itoa(int(art.Glory))
	gw := render.TextWidth(glory, ui.Fonts.SmallBold) + 6
	ui.P.TextMid(dst, glory, ui.Fonts.SmallBold, ar.Right()-4, ar.Bottom()-ds/2-3, render.Ink, render.AlignRight)
	if named {
		name := art.Name
		if !fitsLine(name, ui.Fonts.SmallBold, ar.W-6) {
			name = strings.Fields(art.Name)[0]
		}
		if fitsLine(name, ui.Fonts.SmallBold, ar.W-6) {
			b.seatText(dst, sv, name, ui.Fonts.SmallBold, ar.X+4, ar.Y+1, ar.W-6, render.Ink)
		}
	}
	if stored && ar.W-ds-gw-8 > 40 {
		b.seatText(dst, sv, "stored", ui.Fonts.Small, ar.X+ds+6, ar.Bottom()-ds/2-10, ar.W-ds-gw-8, render.InkSoft)
	}
	sv.ctl.Add(render.Control{ID: idArtifact + i, Rect: ar, Enabled: true, Tip: art.Words(stored)})
}

// seatText is Board.text for a player board, noting the words it had to cut.
func (b *Board) seatText(dst *ebiten.Image, sv *seatView, s string, face *render.Face, x, y, w float64, clr color.RGBA) {
	if !fitsLine(s, face, w) {
		sv.cuts = append(sv.cuts, s)
	}
	sv.said = append(sv.said, s)
	b.text(dst, s, face, x, y, w, clr)
}

// drawGlory draws the Glory standings: a line of each seat's mark, name and Glory over the
// kit's score track (render.ScoreTrack), numbered every 10 and as long as the lead needs.
func (b *Board) drawGlory(dst *ebiten.Image) {
	ui := b.ui
	r := gloryRect
	ui.RoundRect(dst, r, 10, render.Paper)
	ui.P.Text(dst, "Glory", ui.Fonts.BodyBold, r.X+14, r.Y+6, render.Ink, render.AlignLeft)
	top := 30
	t := &b.glory
	t.Markers = t.Markers[:0]
	for s := 0; s < b.n; s++ {
		gl := int(b.g.Player(rules.Seat(s)).Glory)
		top = max(top, gl+5)
		t.Markers = append(t.Markers, render.TrackMarker{Score: max(0, gl), Mark: b.t.Colour(rules.Seat(s))})
	}
	top = (top + 9) / 10 * 10
	t.Rect = render.Rect{X: r.X + 6, Y: r.Y + 32, W: r.W - 12, H: r.H - 38}
	t.Spaces, t.LabelEvery, t.MarkerW = top+1, 10, 16
	t.Badge = noLap // the track grows with the lead: no one laps it
	t.Draw(dst, ui)
	x := r.X + 90
	for s := 0; s < b.n; s++ {
		ui.DrawPlayerMark(dst, b.t.Colour(rules.Seat(s)), x, r.Y+17, 7)
		w := b.t.Name(rules.Seat(s)) + " " + strconv.Itoa(int(b.g.Player(rules.Seat(s)).Glory))
		b.text(dst, w, ui.Fonts.Small, x+11, r.Y+8, 96, render.Ink)
		x += 108
	}
	ui.P.Flush(dst)
}

// noLap is the Glory track's lap badge: none.
func noLap(int) string { return "" }

// tickSeats follows the pointer over the player boards for one tick: the parts' hover and
// long-press texts, the hands (a card rested on or long-pressed is enlarged) and the Glory
// pile chips (a press opens the pile; while it is open, a press outside closes it).
func (b *Board) tickSeats(p *input.Pointer) {
	if b.updatePile(p) {
		return
	}
	for s := 0; s < b.n; s++ {
		sv := &b.seats[s]
		sv.hand.Update(p)
		if c, ok := sv.ctl.Update(p); ok && c.ID == idPile {
			b.openPile(s)
		}
	}
}
