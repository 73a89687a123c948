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
// long-press; the Glory pile chip opens the pile), its token row, the Prophecy hand and the
// words the board had to cut at its last draw (none is the promise, checked by a test).
type seatView struct {
	ctl    render.Controls
	tokens render.CountRow
	hand   render.Hand
	ids    []rv.ProphecyID    // the Prophecies the hand shows face up
	faces  []render.FrameCard // each card's face, then its enlarged face's
	held   uint32             // the hand the faces were made for
	met    uint32             // which of them were met
	cuts   []string
	said   []string // the words the board drew at the last draw (the probe's SeatWords)
}

// note records words the board drew, and whether they were cut short.
func (sv *seatView) note(s string, cut bool) {
	if cut {
		sv.cuts = append(sv.cuts, s)
	}
	sv.said = append(sv.said, s)
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

// seatLayout is seat s's board as laid out now.
func (st *seats) seatLayout(s rules.Seat) seatLayout {
	r := seatRect(int(s), st.big(), st.n)
	return layoutSeat(r, int(s) == st.big(), st.diceRows(s, r.W))
}

// diceRows is how many rows seat s's dice take side by side on a compact board of width w.
func (st *seats) diceRows(s rules.Seat, w float64) int {
	return st.trays[s].RowsAt(w-2*seatPad, compactDie(w-2*seatPad))
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
	l := layoutSeat(r, large, st.diceRows(s, r.W))
	h := render.SeatHeader{Rect: r, Colour: st.t.Colour(s), Name: st.t.Name(s), Score: strconv.Itoa(int(pl.Glory)), Unit: "Glory",
		Active: g.ToMove() == s, Stripe: true, Top: 20, ScoreRight: l.glX, BodyScore: true}
	var tips []string // the markers held, laid out by the kit beside the Glory
	if g.HonourShip() == s {
		h.Markers, tips = append(h.Markers, render.SpriteHonourShip), append(tips, h.Name+" holds the Honour Ship.")
	}
	if g.StartPlayer() == s {
		h.Markers, tips = append(h.Markers, render.SpriteStartPlayer), append(tips, h.Name+" holds the Start Player marker.")
	}
	hl := h.Layout(ui.Fonts)
	for i, at := range hl.Markers {
		sv.ctl.Add(render.Control{ID: idPile + 1 + len(sv.ctl.All()), Rect: at, Enabled: true, Tip: tips[i]})
	}
	h.Draw(dst, ui)
	sv.note(h.Name, hl.Name != h.Name)
	if home, ok := st.pawnHome(); ok && large && !st.drag.Active() && int(s) == st.big() {
		ui.CircleRing(dst, home.X, home.Y, 24, 2, render.Shallow)
		ui.DrawPawn(dst, st.selectingPawn(g, s), home, 40, 1) // the Honour Ship in its holder's fourth selection
	}
	row := &sv.tokens
	row.Cells, row.Sprites, row.Large, row.Share = l.tokens[:], render.TokenSprites[:], large, l.tokenRows == 1
	row.Counts = row.Counts[:0]
	for _, n := range pl.Tokens {
		row.Counts = append(row.Counts, int(n))
	}
	for t, tr := range row.Draw(dst, ui) {
		if !row.Fits(ui.Fonts, t) {
			sv.cuts = append(sv.cuts, rv.Token(t).String()+" "+strconv.Itoa(row.Counts[t]))
		}
		sv.ctl.Add(render.Control{ID: idToken + t, Rect: tr, Enabled: true, Tip: rv.StockWords(rv.Token(t), row.Counts[t])})
	}
	st.pile.drawPileChip(dst, sv, s, &pl, l.chip)
	tray := &st.trays[s]
	tray.Rect, tray.DieSize = l.tray, l.dieSize
	tray.Draw(dst, ui)
	st.drawSlots(dst, sv, &pl, &l)
	for i := 0; i < rv.ArtifactSpaces; i++ {
		st.drawArtifact(dst, sv, &pl, i, l.artifacts[i])
	}
	for i, u := range pl.Upgrades {
		ur, name, tip := l.upgrades[i], render.UpgradeSprites[u.Kind], u.Words()
		switch {
		case !u.Present:
			ui.RoundRing(dst, ur, 6, 1, render.WithAlpha(render.InkSoft, 0.4))
			tip = rv.EmptyUpgradeWords
		case u.Used:
			name = render.UsedUpgradeSprites[u.Kind]
		}
		if u.Present {
			st.pen.sprite(dst, name, ur, 1)
		}
		sv.ctl.Add(render.Control{ID: idUpgrade + i, Rect: ur, Enabled: true, Tip: tip})
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
	for i := 0; i <= rv.NumSlots; i++ {
		br, cards := l.boxes[i], pl.BoxCards(i)
		label, at := "Leader", rv.NoSlot
		if i > 0 {
			at = rv.Slot(i - 1)
			label = at.String()
		}
		if i == 0 && l.narrow { // the Leader's own line
			if len(cards) == 0 {
				ui.RoundRect(dst, br, 4, render.PaperShade)
				st.seatText(dst, sv, "No Leader yet", ui.Fonts.Small, br.X+6, br.Y+2, br.W-10, render.InkSoft)
			} else {
				st.drawReaver(dst, sv, cards[0], br, "Leader: ", rv.PlacedWords(cards[0], at), idCard)
			}
			continue
		}
		ui.RoundRect(dst, br, 6, render.PaperShade)
		if !l.narrow {
			st.seatText(dst, sv, label, ui.Fonts.SmallBold, br.X+5, br.Y+1, br.W-8, render.InkSoft)
		} else if len(cards) == 0 { // a narrow empty box: the slot's location plaque instead of its name
			st.pen.sprite(dst, render.LocationSprites[at.Location()], render.Rect{X: br.X + 1, Y: br.Y + br.H/2 - (boxLabelH-2)/2, W: boxLabelH - 2, H: boxLabelH - 2}, 1)
		}
		sv.ctl.Add(render.Control{ID: idCard + i*3 + 2 + 100, Rect: br, Enabled: true, Tip: pl.BoxWords(i)})
		if len(cards) == 0 && i == 0 {
			st.seatText(dst, sv, "No Leader yet", ui.Fonts.Small, br.X+6, br.Y+boxLabelH+4, br.W-10, render.InkSoft)
		}
		// a narrow slot shows the cards that keep a readable strip, the last row counting the
		// rest ("+2"), or with room for one strip only, that strip counting them all ("×3");
		// the slot's hover names them all
		shown := len(cards)
		if rows := l.stripRows(i, len(cards)); l.narrow && rows < len(cards) {
			shown = rows - 1
		}
		for k, id := range cards[:shown] {
			st.drawReaver(dst, sv, id, l.cardRect(i, k, len(cards)), "", rv.PlacedWords(id, at), idCard+i*3+k)
		}
		if shown < len(cards) {
			count, mr := "+"+strconv.Itoa(len(cards)-shown), l.cardRect(i, shown, len(cards))
			if shown == 0 {
				count = "×" + strconv.Itoa(len(cards))
				ui.CardBand(dst, reaverSprite(cards[0]), mr)
			} else {
				ui.RoundRect(dst, mr, 4, render.Mix(clanTints[rv.Reavers[cards[shown]].Clan], render.Paper, 0.6))
			}
			ui.P.TextMid(dst, count, ui.Fonts.SmallBold, mr.X+mr.W/2, mr.Y+mr.H/2, render.Ink, render.AlignCenter)
			sv.said = append(sv.said, count)
		}
	}
}

// reaverSprite is Reaver id's card frame: its clan's, of its tier.
func reaverSprite(id rv.ReaverID) string {
	return render.ReaverCardSprites[rv.Reavers[id].Clan][rv.Reavers[id].Tier-1]
}

// drawReaver draws Reaver id as the kit's strip of its card in cr, its tier as diamonds in its
// clan's colour; the hover and long-press give the card's whole text (tip).
func (st *seats) drawReaver(dst *ebiten.Image, sv *seatView, id rv.ReaverID, cr render.Rect, prefix, tip string, ctlID int) {
	rr := rv.Reavers[id]
	strip := render.CardStrip{Rect: cr, Sprite: reaverSprite(id), Name: rr.Name, Prefix: prefix, Pips: int(rr.Tier), PipInk: clanTints[rr.Clan]}
	strip.Draw(dst, st.ui)
	sv.ctl.Add(render.Control{ID: ctlID, Rect: cr, Enabled: true, Tip: tip})
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
	sv.note(s, !fitsLine(s, face, w))
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
