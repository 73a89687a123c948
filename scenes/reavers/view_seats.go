package reavers

import (
	"image/color"
	"math/bits"
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"northtable/input"
	"northtable/render"
	"northtable/rules"
	rv "northtable/rules/reavers"
)

// seats draws the player boards (Reavers spec §11 "Player boards"), their Prophecy hands
// (view_hand.go) and the Glory standings, and follows the pointer over them (tickSeats).
type seats struct {
	*pos
	boards [4]seatView
	trays  [4]render.DiceTray
	glory  render.Standings
	pen    render.Pen // never begun: seatText notes the cuts per board
	pile   *pileView
	kinds  [4][]rv.DieDetail // each tray's dice by their place in it, as fillTray laid them
	drag   *input.Drag       // the pawn in hand (drawn where it is, not at home)
}

// fillTray sets seat s's dice tray: its dice by face then colour, wild ones marked, against
// the capacity; hidden counts the dice of each kind still rolling into it (anim_roll.go), the
// last of their kind, whose places stay empty.
func (st *seats) fillTray(s rules.Seat, hidden *[rv.NumColours][rv.NumFaces]int8) {
	t, pl := &st.trays[s], st.g.Player(s)
	clan := pl.LeaderClan()
	t.Title, t.Limit, t.Dice, st.kinds[s] = rv.CrewDiceLabel, rv.DiceCapacity, t.Dice[:0], st.kinds[s][:0]
	for f := rv.Face(0); f < rv.NumFaces; f++ {
		for c := rv.Colour(0); c < rv.NumColours; c++ {
			wild, n := clan.WildFace(c, f), pl.Dice[c][f]
			for k := int8(0); k < n; k++ {
				t.Dice = append(t.Dice, render.Die{Sprite: render.CrewDieSprites[c][f], Wild: wild, Name: rv.DieName(c, f, wild), Incoming: k >= n-hidden[c][f]})
				st.kinds[s] = append(st.kinds[s], rv.DieDetail{Colour: c, Face: f})
			}
		}
	}
}

// seatView is what one player board keeps between frames: its parts' hit areas (each tells its
// whole text on hover and long-press), its token row and hand, and the words it drew and had
// to cut at its last draw (none is the promise, checked by a test).
type seatView struct {
	ctl    render.Controls
	tokens render.CountRow
	hand   render.Hand
	faces  []render.FrameCard // the hand's cards face up, each then its enlarged face
	held   uint64             // the hand the faces were made for, and which were met (<<32)
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

// seatLayout is seat s's board as laid out now, its tray as tall as its dice need.
func (st *seats) seatLayout(s rules.Seat) seatLayout {
	r := seatRect(int(s), st.big(), st.n)
	faceUp := bits.OnesCount32(st.g.Player(s).Hand) // the viewer's View: other hands are empty
	return layoutSeat(r, int(s) == st.big(), st.trays[s].RowsAt(r.W-2*seatPad, compactDie(r.W-2*seatPad)), faceUp)
}

// drawSeat draws seat s's player board in r (large for the seat deciding) and lays out its hit
// areas and hand.
func (st *seats) drawSeat(dst *ebiten.Image, s rules.Seat, r render.Rect, large bool) {
	ui, g := st.ui, st.g
	sv := &st.boards[s]
	sv.cuts, sv.said = sv.cuts[:0], sv.said[:0]
	sv.ctl.Reset()
	sv.ctl.Delay = render.TooltipDelay
	pl := g.Player(s)
	l := st.seatLayout(s)
	h := render.SeatHeader{Rect: r, Colour: st.t.Colour(s), Name: st.t.Name(s), Score: strconv.Itoa(int(pl.Glory)), Unit: rv.GloryLabel,
		Active: g.ToMove() == s, Stripe: true, Top: 17, ScoreRight: l.glX, BodyScore: true}
	h.Tag, h.TagStyle, _ = st.t.SeatTag(s)
	var tips []string // the markers held, laid out by the kit beside the Glory
	if g.HonourShip() == s {
		h.Markers, tips = append(h.Markers, render.SpriteHonourShip), append(tips, rv.HonourShipWords(h.Name))
	}
	if g.StartPlayer() == s {
		h.Markers, tips = append(h.Markers, render.SpriteStartPlayer), append(tips, rv.StartPlayerWords(h.Name))
	}
	hl := h.Layout(ui.Fonts)
	for i, at := range hl.Markers {
		sv.ctl.Add(render.Control{ID: idPile + 1 + len(sv.ctl.All()), Rect: at, Enabled: true, Tip: tips[i]})
	}
	h.Draw(dst, ui)
	sv.note(h.Name, hl.Name != h.Name)
	if home, ok := st.pawnHome(); ok && large && !st.drag.Active() && int(s) == st.big() {
		ui.CircleRing(dst, home.X, home.Y, homeRing, 2, render.Shallow)
		ui.DrawPawn(dst, st.selectingPawn(g, s), home, homeSize, 1) // the Honour Ship in its holder's fourth selection
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
		ur, tip, sprite := l.upgrades[i], rv.EmptyUpgradeWords, render.UpgradeSprites[u.Kind]
		if u.Used {
			sprite = render.UsedUpgradeSprites[u.Kind]
		}
		if u.Present {
			ui.SpriteIn(dst, sprite, ur, 1)
			tip = u.Words()
		} else {
			ui.RoundRing(dst, ur, 6, 1, render.WithAlpha(render.InkSoft, 0.4))
		}
		sv.ctl.Add(render.Control{ID: idUpgrade + i, Rect: ur, Enabled: true, Tip: tip})
	}
	st.layoutHand(s, l.hand)
	sv.ctl.ShowTooltip(ui)
}

// drawSlots draws the Leader and the four Specialise slots, each card a strip of its Reaver
// card frame (clan and tier) with its name.
func (st *seats) drawSlots(dst *ebiten.Image, sv *seatView, pl *rv.Player, l *seatLayout) {
	ui := st.ui
	for i := 0; i <= rv.NumSlots; i++ {
		br, cards, at := l.boxes[i], pl.BoxCards(i), rv.Slot(i-1) // rv.NoSlot: the Leader's box
		label := rv.LeaderLabel
		if i > 0 {
			label = at.String()
		}
		if i == 0 && l.narrow { // the Leader's own line
			if len(cards) == 0 {
				ui.RoundRect(dst, br, 4, render.PaperShade)
				st.seatText(dst, sv, rv.NoLeaderLabel, ui.Fonts.Small, br.X+6, br.Y+2, br.W-10, render.InkSoft)
			} else {
				st.drawReaver(dst, sv, cards[0], br, rv.LeaderLabel+": ", rv.PlacedWords(cards[0], at), idCard)
			}
			continue
		}
		ui.RoundRect(dst, br, 6, render.PaperShade)
		if !l.narrow {
			st.seatText(dst, sv, label, ui.Fonts.SmallBold, br.X+5, br.Y+1, br.W-8, render.InkSoft)
		} else if len(cards) == 0 { // a narrow empty box: the slot's location plaque instead of its name
			ui.SpriteIn(dst, render.LocationSprites[at.Location()], render.Rect{X: br.X + 1, Y: br.Y + br.H/2 - (boxLabelH-2)/2, W: boxLabelH - 2, H: boxLabelH - 2}, 1)
		}
		sv.ctl.Add(render.Control{ID: idCard + i*3 + 2 + 100, Rect: br, Enabled: true, Tip: pl.BoxWords(i)})
		if len(cards) == 0 && i == 0 {
			st.seatText(dst, sv, rv.NoLeaderLabel, ui.Fonts.Small, br.X+6, br.Y+boxLabelH+4, br.W-10, render.InkSoft)
		}
		// a narrow slot shows the strips that stay readable, the last counting the rest ("+2"),
		// or with room for one only, that one counting them all ("×3"); its hover names them all
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
	ui, a := st.ui, pl.Artifacts[i]
	if a < 0 {
		ui.RoundRing(dst, ar, 5, 1, render.WithAlpha(render.InkSoft, 0.35))
		if render.FitsLine(rv.ArtifactLabel, ui.Fonts.Small, ar.W-8) {
			st.seatText(dst, sv, rv.ArtifactLabel, ui.Fonts.Small, ar.X+5, ar.Y+11, ar.W-8, render.WithAlpha(render.InkSoft, 0.6))
		}
		sv.ctl.Add(render.Control{ID: idArtifact + i, Rect: ar, Enabled: true, Tip: rv.EmptyArtifactWords})
		return
	}
	art, stored, alpha := rv.Artifacts[a], pl.Stored&(1<<i) != 0, float32(0.35)
	if stored {
		alpha = 1
	}
	ui.RoundRect(dst, ar, 5, render.WithAlpha(render.Sand, 0.85))
	named, ds := ar.H >= artH, ar.H-8 // room for the name above the die, or the die alone
	if named {
		ds = min(18.0, ar.H-20)
	}
	ui.SpriteIn(dst, render.CrewDieSprites[art.HoldsColour][art.HoldsFace], render.Rect{X: ar.X + 3, Y: ar.Bottom() - ds - 3, W: ds, H: ds}, alpha)
	glory := strconv.Itoa(int(art.Glory))
	ui.P.TextMid(dst, glory, ui.Fonts.SmallBold, ar.Right()-4, ar.Bottom()-ds/2-3, render.Ink, render.AlignRight)
	if name := art.Name; named {
		if !render.FitsLine(name, ui.Fonts.SmallBold, ar.W-6) {
			name = strings.Fields(art.Name)[0]
		}
		if render.FitsLine(name, ui.Fonts.SmallBold, ar.W-6) {
			st.seatText(dst, sv, name, ui.Fonts.SmallBold, ar.X+4, ar.Y+1, ar.W-6, render.Ink)
		}
	}
	if room := ar.W - ds - render.TextWidth(glory, ui.Fonts.SmallBold) - 14; stored && room > 40 {
		st.seatText(dst, sv, rv.StoredLabel, ui.Fonts.Small, ar.X+ds+6, ar.Bottom()-ds/2-10, room, render.InkSoft)
	}
	sv.ctl.Add(render.Control{ID: idArtifact + i, Rect: ar, Enabled: true, Tip: art.Words(stored)})
}

// seatText is the pen's text for a player board, noting the words it had to cut.
func (st *seats) seatText(dst *ebiten.Image, sv *seatView, s string, face *render.Face, x, y, w float64, clr color.RGBA) {
	sv.note(s, !render.FitsLine(s, face, w))
	st.pen.Text(dst, st.ui, s, face, x, y, w, clr)
}

// drawGlory draws the Glory standings (the kit's render.Standings: each seat's mark, name and
// Glory over a track as long as the lead needs).
func (st *seats) drawGlory(dst *ebiten.Image) {
	gl := &st.glory
	gl.Rect, gl.Title = gloryRect, rv.GloryLabel
	gl.Names, gl.Marks, gl.Scores = gl.Names[:0], gl.Marks[:0], gl.Scores[:0]
	for s := rules.Seat(0); int(s) < st.n; s++ {
		gl.Names, gl.Marks = append(gl.Names, st.t.Name(s)), append(gl.Marks, st.t.Colour(s))
		gl.Scores = append(gl.Scores, int(st.g.Player(s).Glory))
	}
	gl.Draw(dst, st.ui)
}

// tickSeats follows the pointer over the player boards for one tick: their parts' words, the
// hands' enlarged cards, the pile chips (the open pile takes the pointer first).
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
