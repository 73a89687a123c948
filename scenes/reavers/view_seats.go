package reavers

import (
	"image/color"
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"northtable/input"
	"northtable/render"
	"northtable/rules"
	rv "northtable/rules/reavers"
)

// seats draws the player boards (Reavers spec §11 "Player boards"): each seat's header, token
// stocks, dice tray, Leader and Specialise slots, Artifacts and Ship Upgrades, and its
// Prophecy hand (view_hand.go); and the Glory standings. Their hover and long-press words and
// the pile chip's press are followed by tickSeats.
type seats struct {
	*pos
	boards [4]seatView
	trays  [4]render.DiceTray
	glory  render.ScoreTrack
	pen    *pen
	pile   *pileView
	kinds  [4][]dieKind // each tray's dice by their place in it, as fillTray laid them
	drag   *input.Drag  // the pawn in hand (drawn where it is, not at home)
}

// dieKind is a crew die's colour and face.
type dieKind struct {
	c rv.Colour
	f rv.Face
}

// fillTray sets seat s's dice tray: its board dice by face then colour, wild ones marked, and
// the count against the limit of 10.
// hidden counts the dice of each colour and face still rolling into it (anim_roll.go), whose
// places stay empty.
func (st *seats) fillTray(s rules.Seat, hidden *[rv.NumColours][rv.NumFaces]int8) {
	t := &st.trays[s]
	pl := st.g.Player(s)
	clan := rv.NoClan
	if pl.Leader >= 0 {
		clan = rv.Reavers[pl.Leader].Clan
	}
	t.Title, t.Limit = "Crew dice", rv.DiceCapacity
	t.Dice = t.Dice[:0]
	kinds := st.kinds[s][:0]
	for f := rv.Face(0); f < rv.NumFaces; f++ {
		for c := rv.Colour(0); c < rv.NumColours; c++ {
			n := pl.Dice[c][f]
			for k := int8(0); k < n; k++ {
				wild := clan.WildFace(c, f)
				// the last of a kind still rolling (anim_roll.go) keep their places empty
				in := k >= n-hidden[c][f]
				t.Dice = append(t.Dice, render.Die{Sprite: render.CrewDieSprites[c][f], Wild: wild, Name: rv.DieName(c, f, wild), Incoming: in})
				kinds = append(kinds, dieKind{c, f})
			}
		}
	}
	st.kinds[s] = kinds
}

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

// diceRows is how many rows seat s's dice take side by side in a tray of width w with dice
// of side die (render.DiceTray's own flow): 1 or 2.
func (st *seats) diceRows(s rules.Seat, w, die float64) int {
	t := &st.trays[s]
	saved := t.DieSize
	t.DieSize = die
	rows := t.Rows(w)
	t.DieSize = saved
	return min(2, rows)
}

// seatLayout is seat s's board as laid out now.
func (st *seats) seatLayout(s rules.Seat) seatLayout {
	r := seatRect(int(s), st.big(), st.n)
	return layoutSeat(r, int(s) == st.big(), st.diceRows(s, r.W-2*seatPad, compactDie(r.W-2*seatPad)))
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
func (st *seats) tokenRects(l *seatLayout, pl *rv.Player, large bool) [rv.NumTokens]render.Rect {
	out := l.tokens
	if l.tokenRows != 1 {
		return out
	}
	var need [rv.NumTokens]float64
	total := 0.0
	for t := range out {
		ts, tf := tokenLook(st.ui, out[t], large)
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

// drawSeat draws seat s's player board in r: name and Glory, stocks, dice, Leader and slots,
// Artifacts and Ship Upgrades (large for the seat deciding, compact for the others), and lays
// out its hit areas and hand.
func (st *seats) drawSeat(dst *ebiten.Image, s rules.Seat, r render.Rect, large bool) {
	ui, g := st.ui, st.g
	sv := &st.boards[s]
	sv.cuts, sv.said = sv.cuts[:0], sv.said[:0]
	sv.ctl.Reset()
	sv.ctl.Delay = render.TooltipDelay
	pl := g.Player(s)
	l := layoutSeat(r, large, st.diceRows(s, r.W-2*seatPad, compactDie(r.W-2*seatPad)))
	// the header (the kit's SeatHeader): the board, the name, Glory, the markers held
	h := render.SeatHeader{Rect: r, Colour: st.t.Colour(s), Name: st.t.Name(s), Score: strconv.Itoa(int(pl.Glory)), Unit: "Glory",
		Active: g.ToMove() == s, Stripe: true, Top: 20, ScoreRight: l.glX, BodyScore: true}
	markers := [...]struct {
		held         bool
		sprite, name string
	}{{held: g.HonourShip() == s, sprite: render.SpriteHonourShip, name: "the Honour Ship"},
		{held: g.StartPlayer() == s, sprite: render.SpriteStartPlayer, name: "the Start Player marker"}}
	var tips []string // the markers held, laid out by the kit beside the Glory
	for _, m := range markers {
		if m.held {
			h.Markers, tips = append(h.Markers, m.sprite), append(tips, st.t.Name(s)+" holds "+m.name+".")
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
	if home, ok := st.pawnHome(); ok && large && !st.drag.Active() && int(s) == st.big() {
		ui.CircleRing(dst, home.X, home.Y, 24, 2, render.Shallow)
		ui.DrawPawn(dst, st.selectingPawn(g, s), home, 40, 1) // the Honour Ship in its holder's fourth selection
	}
	// token stocks
	tokens := st.tokenRects(&l, &pl, large)
	for t := rv.Token(0); t < rv.NumTokens; t++ {
		tr := tokens[t]
		ts, tf := tokenLook(ui, tr, large)
		st.pen.sprite(dst, render.TokenSprites[t], render.Rect{X: tr.X, Y: tr.Y + (tr.H-ts)/2, W: ts, H: ts}, 1)
		num := strconv.Itoa(int(pl.Tokens[t]))
		if !fitsLine(num, tf, tr.W-ts-2) {
			sv.cuts = append(sv.cuts, t.String()+" "+num)
		}
		// a two-digit count in the size that keeps it off the next stock's icon
		ui.P.TextMid(dst, num, render.FitLine(num, tf, tr.W-ts-2), tr.X+ts+2, tr.Y+tr.H/2, render.Ink, render.AlignLeft)
		sv.ctl.Add(render.Control{ID: idToken + int(t), Rect: tr, Enabled: true, Tip: rv.StockWords(t, int(pl.Tokens[t]))})
	}
	// the Glory pile and Territories chip
	st.pile.drawPileChip(dst, sv, s, &pl, l.chip)
	// dice
	tray := &st.trays[s]
	tray.Rect, tray.DieSize = l.tray, l.dieSize
	tray.Draw(dst, ui)
	// Leader and Specialise slots
	st.drawSlots(dst, sv, &pl, &l)
	// Artifacts and Ship Upgrades
	for i := 0; i < rv.ArtifactSpaces; i++ {
		st.drawArtifact(dst, sv, &pl, i, l.artifacts[i])
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
		st.pen.sprite(dst, name, ur, 1)
		sv.ctl.Add(render.Control{ID: idUpgrade + i, Rect: ur, Enabled: true, Tip: u.Words()})
	}
	st.layoutHand(s, l.hand)
	if r := sv.ctl.Reason(); r != "" {
		c, _ := sv.ctl.Hovered()
		ui.ShowTooltipAt(r, c.Rect, false)
	}
}

// drawSlots draws the Leader and the four Specialise slots, each card a strip of its Reaver
// card frame (clan and tier) with its name.
func (st *seats) drawSlots(dst *ebiten.Image, sv *seatView, pl *rv.Player, l *seatLayout) {
	ui := st.ui
	words := !l.plaques // the slots' names above their cards, else their plaques at the left
	for i := 0; i <= rv.NumSlots; i++ {
		br := l.boxes[i]
		cards := pl.BoxCards(i)
		label, at := "Leader", rv.NoSlot
		if i > 0 {
			at = rv.Slot(i - 1)
			label = at.String()
		}
		if i == 0 && l.leaderLine {
			if len(cards) == 0 {
				ui.RoundRect(dst, br, 4, render.PaperShade)
				st.seatText(dst, sv, "No Leader yet", ui.Fonts.Small, br.X+6, br.Y+2, br.W-10, render.InkSoft)
				continue
			}
			st.drawReaver(dst, sv, cards[0], br, "Leader: ", rv.PlacedWords(cards[0], at), idCard)
			continue
		}
		ui.RoundRect(dst, br, 6, render.PaperShade)
		if words || i == 0 {
			st.seatText(dst, sv, label, ui.Fonts.SmallBold, br.X+5, br.Y+1, br.W-8, render.InkSoft)
		} else if i > 0 && len(cards) == 0 { // a narrow empty box: the slot's location plaque instead of its name
			st.pen.sprite(dst, render.LocationSprites[rv.Slot(i-1).Location()], render.Rect{X: br.X + 1, Y: br.Y + br.H/2 - (boxLabelH-2)/2, W: boxLabelH - 2, H: boxLabelH - 2}, 1)
		}
		sv.ctl.Add(render.Control{ID: idCard + i*3 + 2 + 100, Rect: br, Enabled: true, Tip: pl.BoxWords(i)})
		if len(cards) == 0 {
			if i == 0 {
				st.seatText(dst, sv, "No Leader yet", ui.Fonts.Small, br.X+6, br.Y+boxLabelH+4, br.W-10, render.InkSoft)
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
			st.drawReaver(dst, sv, id, l.cardRect(i, k, len(cards)), "", rv.PlacedWords(id, at), idCard+i*3+k)
		}
		if shown < len(cards) {
			count := "+" + strconv.Itoa(len(cards)-shown)
			mr := l.cardRect(i, shown, len(cards))
			if shown == 0 {
				count = "×" + strconv.Itoa(len(cards))
				st.pen.cardBand(dst, render.ReaverCardSprites[rv.Reavers[cards[0]].Clan][rv.Reavers[cards[0]].Tier-1], mr)
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
func (st *seats) drawReaver(dst *ebiten.Image, sv *seatView, id rv.ReaverID, cr render.Rect, prefix, tip string, ctlID int) {
	ui := st.ui
	rr := rv.Reavers[id]
	st.pen.cardBand(dst, render.ReaverCardSprites[rr.Clan][rr.Tier-1], cr)
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

// drawArtifact draws Artifact space i: the card's name (fitted, or left to the hover when the
// space is too narrow), the die it holds (bright when stored) and its Glory.
func (st *seats) drawArtifact(dst *ebiten.Image, sv *seatView, pl *rv.Player, i int, ar render.Rect) {
	ui := st.ui
	a := pl.Artifacts[i]
	if a < 0 {
		ui.RoundRing(dst, ar, 5, 1, render.WithAlpha(render.InkSoft, 0.35))
		if fitsLine("Artifact", ui.Fonts.Small, ar.W-8) {
			st.seatText(dst, sv, "Artifact", ui.Fonts.Small, ar.X+5, ar.Y+11, ar.W-8, render.WithAlpha(render.InkSoft, 0.6))
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
	st.pen.sprite(dst, die, render.Rect{X: ar.X + 3, Y: ar.Bottom() - ds - 3, W: ds, H: ds}, alpha)
	glory := strconv.Itoa(int(art.Glory))
	gw := render.TextWidth(glory, ui.Fonts.SmallBold) + 6
	ui.P.TextMid(dst, glory, ui.Fonts.SmallBold, ar.Right()-4, ar.Bottom()-ds/2-3, render.Ink, render.AlignRight)
	if named {
		name := art.Name
		if !fitsLine(name, ui.Fonts.SmallBold, ar.W-6) {
			name = strings.Fields(art.Name)[0]
		}
		if fitsLine(name, ui.Fonts.SmallBold, ar.W-6) {
			st.seatText(dst, sv, name, ui.Fonts.SmallBold, ar.X+4, ar.Y+1, ar.W-6, render.Ink)
		}
	}
	if stored && ar.W-ds-gw-8 > 40 {
		st.seatText(dst, sv, "stored", ui.Fonts.Small, ar.X+ds+6, ar.Bottom()-ds/2-10, ar.W-ds-gw-8, render.InkSoft)
	}
	sv.ctl.Add(render.Control{ID: idArtifact + i, Rect: ar, Enabled: true, Tip: art.Words(stored)})
}

// seatText is the pen's text for a player board, noting the words it had to cut.
func (st *seats) seatText(dst *ebiten.Image, sv *seatView, s string, face *render.Face, x, y, w float64, clr color.RGBA) {
	if !fitsLine(s, face, w) {
		sv.cuts = append(sv.cuts, s)
	}
	sv.said = append(sv.said, s)
	st.pen.text(dst, s, face, x, y, w, clr)
}

// drawGlory draws the Glory standings: a line of each seat's mark, name and Glory over the
// kit's score track (render.ScoreTrack), numbered every 10 and as long as the lead needs.
func (st *seats) drawGlory(dst *ebiten.Image) {
	ui := st.ui
	r := gloryRect
	ui.RoundRect(dst, r, 10, render.Paper)
	ui.P.Text(dst, "Glory", ui.Fonts.BodyBold, r.X+14, r.Y+6, render.Ink, render.AlignLeft)
	top := 30
	t := &st.glory
	t.Markers = t.Markers[:0]
	for s := 0; s < st.n; s++ {
		gl := int(st.g.Player(rules.Seat(s)).Glory)
		top = max(top, gl+5)
		t.Markers = append(t.Markers, render.TrackMarker{Score: max(0, gl), Mark: st.t.Colour(rules.Seat(s))})
	}
	top = (top + 9) / 10 * 10
	t.Rect = render.Rect{X: r.X + 6, Y: r.Y + 32, W: r.W - 12, H: r.H - 38}
	t.Spaces, t.LabelEvery, t.MarkerW = top+1, 10, 16
	t.Badge = noLap // the track grows with the lead: no one laps it
	t.Draw(dst, ui)
	x := r.X + 90
	for s := 0; s < st.n; s++ {
		ui.DrawPlayerMark(dst, st.t.Colour(rules.Seat(s)), x, r.Y+17, 7)
		w := st.t.Name(rules.Seat(s)) + " " + strconv.Itoa(int(st.g.Player(rules.Seat(s)).Glory))
		st.pen.text(dst, w, ui.Fonts.Small, x+11, r.Y+8, 96, render.Ink)
		x += 108
	}
	ui.P.Flush(dst)
}

// noLap is the Glory track's lap badge: none.
func noLap(int) string { return "" }

// tickSeats follows the pointer over the player boards for one tick: the parts' hover and
// long-press texts, the hands (a card rested on or long-pressed is enlarged) and the Glory
// pile chips (a press opens the pile; while it is open, a press outside closes it).
func (st *seats) tickSeats(p *input.Pointer) {
	if st.pile.updatePile(p) {
		return
	}
	for s := 0; s < st.n; s++ {
		sv := &st.boards[s]
		sv.hand.Update(p)
		if c, ok := sv.ctl.Update(p); ok && c.ID == idPile {
			st.pile.openPile(s)
		}
	}
}
