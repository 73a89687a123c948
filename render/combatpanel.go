package render

import (
	"image/color"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"northtable/input"
)

// CombatOutcome is where a fight shown by a CombatPanel stands.
type CombatOutcome int

// The outcomes.
const (
	CombatOpen CombatOutcome = iota // undecided: re-roll, use a power or accept
	CombatWon                       // the successes reached the Defence
	CombatLost                      // the combatant accepted defeat or has nothing left to try
)

// CombatButton is an action a scene adds to a CombatPanel (a combat artifact's power).
type CombatButton struct {
	Label   string // the button's words ("Thor's Amulet: +1 success")
	Tip     string // optional full wording, shown on hover when enabled
	Enabled bool
	Reason  string // why it is disabled, in plain words
}

// CombatTap names the part of a CombatPanel a tap landed on.
type CombatTap int

// The parts.
const (
	TapDie    CombatTap = iota // a Combat die (Index): picked or unpicked for a re-roll
	TapReroll                  // the re-roll button
	TapButton                  // one of Buttons (Index)
	TapAccept                  // the accept button
)

// CombatEvent is a tap on a CombatPanel: the part, its index (a die, a button) and whether it
// was enabled (a disabled part's tap is reported so the scene may say why).
type CombatEvent struct {
	Tap     CombatTap
	Index   int
	Enabled bool
}

// Combat panel metrics, logical px.
const (
	CombatTitleH = 40.0 // the title band
	CombatDie    = 56.0 // a Combat die's side
	combatPad    = 16.0
	combatScoreH = 96.0 // the Defence, the meter and the successes
	combatBtnH   = 44.0
)

// CombatPanel is a fight at a glance: the Defence to reach against the successes rolled, with a
// meter of the Defence's pips filled by the successes, the committed Hammer sources in words,
// the Combat dice with their faces (tap to pick one for a re-roll while Picking: a picked die
// lifts and wears an accent ring and a re-roll arrow), the re-roll button with its price
// ("Re-roll 2 dice — 1 Favour"), the scene's own buttons (artifact powers) and Accept. Won or
// lost, a banner across it says so in a word, a colour and a mark (a check, a cross), never in
// colour alone. A DiceRoll drawn over DiceArea (with each die landing on DieRect) shows a roll;
// Rolling leaves the dice's places empty meanwhile. Keep one value per fight; it reuses its
// buffers, so it allocates nothing per frame.
type CombatPanel struct {
	Rect      Rect   // logical px; about 560×380 reads well (room for two rows of buttons)
	Title     string // what is fought ("Sea Battle: Jarl's Longship")
	Committed string // the committed Hammer sources in words ("Committed: 2 Hammer dice, 1 token"); "" for none
	Defence   int    // the target
	Successes int    // the current total of the roll
	Dice      []Die  // the Combat dice as rolled, Sprite showing each face

	Picking bool // dice may be picked for a re-roll: a tap on a die toggles it
	// Fingers: the screen is a touch screen (the shell's Fingers), so the hints say a die is
	// tapped; else clicked.
	Fingers       bool
	RerollPrice   string // the price in words ("1 Favour"); "" names none
	RerollEnabled bool   // a re-roll may be paid now (and at least one die is picked)
	RerollReason  string // why not, in plain words ("You have no Favour left")
	Buttons       []CombatButton
	AcceptLabel   string // "" reads "Accept defeat" while open, "Continue" once decided
	AcceptEnabled bool
	AcceptReason  string
	Outcome       CombatOutcome
	Rolling       bool // a roll is being shown over the dice: their places stay empty

	// PickSet holds the dice picked for the re-roll, which the scene reads (Picked …).
	PickSet

	fonts   *Fonts // of the last Draw: the buttons' widths
	hits    hits
	dice    []Rect
	btns    []Control
	owners  [8]byte // the buttons' identities in the kit's face cache (UI.DrawFace)
	need    []float64
	row     []Rect
	rrN     int
	rrP     string
	rrS     string
	stKey   [3]int
	stS     string
	bannerS string
}

// part IDs after the dice: the re-roll button, the scene's buttons, accept.
func (c *CombatPanel) rerollID() int      { return len(c.Dice) }
func (c *CombatPanel) buttonID(k int) int { return len(c.Dice) + 1 + k }
func (c *CombatPanel) acceptID() int      { return len(c.Dice) + 1 + len(c.Buttons) }

// DiceArea is the band the Combat dice lie in, logical px (where a DiceRoll is drawn).
func (c *CombatPanel) DiceArea() Rect {
	in := c.inner()
	y := in.Y + combatScoreH + 8
	if c.Committed != "" {
		y += 24
	}
	return Rect{X: in.X, Y: y, W: in.W, H: CombatDie + 30}
}

// inner is the paper under the title band.
func (c *CombatPanel) inner() Rect {
	r := c.Rect
	return Rect{X: r.X + 4, Y: r.Y + CombatTitleH, W: r.W - 8, H: r.H - CombatTitleH - 4}
}

// buttonRow is the row of buttons at the bottom.
func (c *CombatPanel) buttonRow() Rect {
	in := c.inner()
	return Rect{X: in.X + combatPad, Y: in.Bottom() - combatPad - combatBtnH, W: in.W - 2*combatPad, H: combatBtnH}
}

// layout places the dice and buttons and registers their hit areas; buttons are as wide as
// their words in the fonts of the last Draw.
func (c *CombatPanel) layout() {
	c.fit(len(c.Dice))
	c.hits.reset()
	area := c.DiceArea()
	n := len(c.Dice)
	// the dice at their size while they fit the band, else smaller and closer (ten dice of
	// a large fight stay inside the panel), centred on the band's height
	side, gap := CombatDie, 16.0
	room := area.W - 2*combatPad - 16
	if need := float64(n)*side + float64(max(0, n-1))*gap; need > room {
		gap = 10
		side = min(side, (room-float64(max(0, n-1))*gap)/float64(n))
	}
	w := float64(n)*side + float64(max(0, n-1))*gap
	x := area.X + (area.W-w)/2
	c.dice = c.dice[:0]
	for i := range c.Dice {
		r := Rect{X: x + float64(i)*(side+gap), Y: area.Y + 15 + (CombatDie-side)/2, W: side, H: side}
		c.dice = append(c.dice, r)
		d := &c.Dice[i]
		c.hits.add(i, r, !d.Dimmed, d.Reason, d.Name)
	}

	// the buttons: re-roll (while open), the scene's, accept; in one row when they fit, else
	// the scene's on a row of their own above re-roll and accept
	c.btns = c.btns[:0]
	if c.Outcome == CombatOpen {
		rr := Control{ID: c.rerollID() + 1, Label: c.rerollLabel(), Enabled: c.RerollEnabled && c.PickedCount() > 0,
			Reason: c.RerollReason, Style: StyleAccent}
		if c.RerollEnabled && c.PickedCount() == 0 {
			_, rr.Reason = c.pickWords()
		}
		c.btns = append(c.btns, rr)
	}
	for k, b := range c.Buttons {
		c.btns = append(c.btns, Control{ID: c.buttonID(k) + 1, Label: b.Label, Enabled: b.Enabled, Reason: b.Reason, Tip: b.Tip})
	}
	c.btns = append(c.btns, Control{ID: c.acceptID() + 1, Label: c.acceptLabel(), Enabled: c.AcceptEnabled, Reason: c.AcceptReason})
	c.need = c.need[:0]
	f := (*Face)(nil)
	if c.fonts != nil {
		f = c.fonts.BodyBold
	}
	for _, b := range c.btns {
		w := 140.0
		if f != nil {
			w = max(120, TextWidth(b.Label, f)+36)
		}
		c.need = append(c.need, w)
	}
	row := c.buttonRow()
	c.row = c.row[:0]
	if sum(c.need)+10*float64(len(c.need)-1) <= row.W || len(c.Buttons) == 0 {
		c.row = centredRow(row, c.need, c.row)
	} else {
		first := len(c.btns) - len(c.Buttons) - 1 // the scene's buttons start here
		upper := row.Offset(0, -combatBtnH-8)
		c.row = centredRow(upper, c.need[first:first+len(c.Buttons)], c.row)
		// re-roll and accept on the bottom row, the scene's above
		var pair [2]float64
		lower := pair[:0]
		if first > 0 {
			lower = append(lower, c.need[0])
		}
		lower = append(lower, c.need[len(c.need)-1])
		at := len(c.row)
		c.row = centredRow(row, lower, c.row)
		// order the rectangles as the buttons are: re-roll, the scene's, accept
		if first > 0 {
			rr := c.row[at]
			copy(c.row[1:at+1], c.row[0:at])
			c.row[0] = rr
		}
	}
	for k := range c.btns {
		c.btns[k].Rect = c.row[k]
		c.hits.cs.Add(c.btns[k])
	}
}

// sum is the total of ws.
func sum(ws []float64) float64 {
	t := 0.0
	for _, w := range ws {
		t += w
	}
	return t
}

// centredRow appends to out the rectangles of buttons as wide as need, 10 px apart, centred
// in row (narrowed in proportion when the row is too short).
func centredRow(row Rect, need []float64, out []Rect) []Rect {
	gaps := 10 * float64(max(0, len(need)-1))
	k := 1.0
	if total := sum(need) + gaps; total > row.W {
		k = (row.W - gaps) / sum(need)
	} else {
		row.X += (row.W - total) / 2
	}
	x := row.X
	for _, w := range need {
		out = append(out, Rect{X: x, Y: row.Y, W: w * k, H: row.H})
		x += w*k + 10
	}
	return out
}

// canPick reports whether dice may be picked now.
// pickWords is how to pick the dice for a re-roll, in the screen's words: the dice band's
// caption and the re-roll button's reason while none is picked.
func (c *CombatPanel) pickWords() (caption, reason string) {
	if c.Fingers {
		return "tap to re-roll", "Tap the dice to re-roll first"
	}
	return "click to re-roll", "Click the dice to re-roll first"
}

func (c *CombatPanel) canPick() bool { return c.Picking && c.Outcome == CombatOpen && !c.Rolling }

// rerollLabel is the re-roll button's words, made once per count and price.
func (c *CombatPanel) rerollLabel() string {
	n := c.PickedCount()
	if c.rrS == "" || c.rrN != n || c.rrP != c.RerollPrice {
		c.rrN, c.rrP = n, c.RerollPrice
		switch n {
		case 0:
			c.rrS = "Re-roll"
		case 1:
			c.rrS = "Re-roll 1 die"
		default:
			c.rrS = "Re-roll " + strconv.Itoa(n) + " dice"
		}
		if c.RerollPrice != "" {
			c.rrS += " — " + c.RerollPrice
		}
	}
	return c.rrS
}

func (c *CombatPanel) acceptLabel() string {
	switch {
	case c.AcceptLabel != "":
		return c.AcceptLabel
	case c.Outcome == CombatOpen:
		return "Accept defeat"
	}
	return "Continue"
}

// Status is the state in words: the line under the meter while open ("1 more success needed")
// or under the banner once decided ("4 successes against Defence 3"), and the banner's word
// ("Victory", "Defeat"; "" while open).
func (c *CombatPanel) Status() (line, banner string) { return c.status() }

// HasLabel reports whether one of the panel's buttons reads label (tests, a probe).
func (c *CombatPanel) HasLabel(label string) bool {
	c.layout()
	for _, b := range c.btns {
		if b.Label == label {
			return true
		}
	}
	return false
}

// status is the line under the meter and the banner's words, made once per state.
func (c *CombatPanel) status() (line, banner string) {
	k := [3]int{c.Successes, c.Defence, int(c.Outcome)}
	if c.stS == "" || c.stKey != k {
		c.stKey = k
		against := strconv.Itoa(c.Successes) + " " + plural(c.Successes, "success", "successes") + " against Defence " + strconv.Itoa(c.Defence)
		switch {
		case c.Outcome == CombatWon:
			c.stS, c.bannerS = against, "Victory"
		case c.Outcome == CombatLost:
			c.stS, c.bannerS = against, "Defeat"
		case c.Successes >= c.Defence:
			c.stS, c.bannerS = "Enough to win", ""
		default:
			short := c.Defence - c.Successes
			c.stS, c.bannerS = strconv.Itoa(short)+" more "+plural(short, "success", "successes")+" needed", ""
		}
	}
	return c.stS, c.bannerS
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

// DieRect is where Combat die i is drawn and takes the pointer, logical px (a DiceRoll's
// landing place: its centre).
func (c *CombatPanel) DieRect(i int) Rect {
	c.layout()
	return rectAt(c.dice, i)
}

// ButtonRect is where the panel's button for tap (TapReroll, TapButton k, TapAccept) is drawn,
// logical px; zero when it is not shown (no re-roll once the fight is decided).
func (c *CombatPanel) ButtonRect(tap CombatTap, k int) Rect {
	c.layout()
	id := 0
	switch tap {
	case TapReroll:
		id = c.rerollID() + 1
	case TapButton:
		id = c.buttonID(k) + 1
	case TapAccept:
		id = c.acceptID() + 1
	}
	for _, b := range c.btns {
		if b.ID == id {
			return b.Rect
		}
	}
	return Rect{}
}

// Update tracks the pointer for one tick and reports a tap on a die or a button, enabled or
// not (a die is enabled while it may be picked); a tap on a pickable die toggles its pick
// first. A reported tap consumes the pointer.
func (c *CombatPanel) Update(p *input.Pointer) (CombatEvent, bool) {
	c.layout()
	id, ok := c.hits.update(p)
	if !ok {
		return CombatEvent{}, false
	}
	ctl, _ := c.hits.cs.Get(id + 1)
	switch {
	case id < len(c.Dice):
		on := c.canPick() && !c.Dice[id].Dimmed
		if on {
			c.toggle(id, 0)
		}
		return CombatEvent{Tap: TapDie, Index: id, Enabled: on}, true
	case id == c.rerollID():
		return CombatEvent{Tap: TapReroll, Enabled: ctl.Enabled}, true
	case id == c.acceptID():
		return CombatEvent{Tap: TapAccept, Enabled: ctl.Enabled}, true
	}
	return CombatEvent{Tap: TapButton, Index: id - c.rerollID() - 1, Enabled: ctl.Enabled}, true
}

// frameTint is the panel's frame: ink while open, moss when won, the accent when lost.
func (c *CombatPanel) frameTint() color.RGBA {
	switch c.Outcome {
	case CombatWon:
		return MossShade
	case CombatLost:
		return AccentDark
	}
	return Ink
}

// Draw draws the panel and asks ui for the due tooltip.
func (c *CombatPanel) Draw(dst *ebiten.Image, ui *UI) {
	c.fonts = ui.Fonts
	c.layout()
	p := ui.P
	r := c.Rect
	tint := c.frameTint()
	ui.SoftShadow(dst, r, 10, 3, 0.5)
	ui.fillRound(dst, r, 10, tint)
	in := c.inner()
	ui.fillRound(dst, in, 7, Paper)
	p.SetScale(ScaleOf(dst))
	p.TextMid(dst, Ellipsize(c.Title, ui.Fonts.BodyBold, r.W-32), ui.Fonts.BodyBold, r.X+r.W/2, r.Y+CombatTitleH/2+1, Paper, AlignCenter)

	c.drawScore(dst, ui, in)
	if c.Committed != "" {
		p.SetScale(ScaleOf(dst))
		cw := in.W - 2*combatPad
		f := FitLine(c.Committed, ui.Fonts.Small, cw)
		p.TextMid(dst, Ellipsize(c.Committed, f, cw), f, in.X+in.W/2, in.Y+combatScoreH+18, InkSoft, AlignCenter)
	}

	// the dice
	area := c.DiceArea()
	ui.fillRound(dst, Rect{X: area.X + combatPad, Y: area.Y, W: area.W - 2*combatPad, H: area.H}, 10, mix(PaperShade, Ink, 0.06))
	hot, down := c.hits.hot(), c.hits.pressed()
	pick := c.canPick()
	// a caption at the band's left, where the dice leave room: what they are, and how to pick
	if len(c.dice) > 0 {
		room := c.dice[0].X - 8 - (area.X + combatPad + 10)
		cy := area.Y + area.H/2
		p.SetScale(ScaleOf(dst))
		if TextWidth("Combat dice", ui.Fonts.SmallBold) <= room {
			if how, _ := c.pickWords(); pick && TextWidth(how, ui.Fonts.Small) <= room {
				p.TextMid(dst, "Combat dice", ui.Fonts.SmallBold, area.X+combatPad+10, cy-9, InkSoft, AlignLeft)
				p.TextMid(dst, how, ui.Fonts.Small, area.X+combatPad+10, cy+9, InkSoft, AlignLeft)
			} else {
				p.TextMid(dst, "Combat dice", ui.Fonts.SmallBold, area.X+combatPad+10, cy, InkSoft, AlignLeft)
			}
		}
	}
	if !c.Rolling {
		for k := range 2 * len(c.Dice) { // picked dice last, their badges over their neighbours
			i := k % len(c.Dice)
			if c.IsPicked(i) != (k >= len(c.Dice)) {
				continue
			}
			d := &c.Dice[i]
			dr := c.dice[i]
			picked := c.IsPicked(i)
			a := alphaOf(d.Dimmed)
			switch {
			case picked:
				dr = dr.Offset(0, -6)
			case pick && i == hot && !d.Dimmed:
				dr = dr.Offset(0, -2)
			}
			if pick && i == down {
				dr = dr.Offset(0, 1)
			}
			glow := glowNone
			if pick && !d.Dimmed && !picked {
				glow = glowOn
				if i == hot {
					glow = glowHover
				}
			}
			mark := markNone
			if picked {
				mark = markReroll
			}
			ui.drawDie(dst, d, dr, a, mark, glow)
		}
	}

	// the buttons
	look := c.hits.cs.Look()
	for k := range c.btns {
		b := &c.btns[k]
		hover, pressed := b.ID == look.Hot, b.ID == look.Down && b.ID == look.Hot
		if k < len(c.owners) {
			ui.DrawFace(dst, &c.owners[k], b, hover, pressed) // from the kit's cache of button faces
		} else {
			ui.DrawControl(dst, b, hover, pressed)
		}
	}
	c.hits.tooltip(ui)
}

// drawScore draws the Defence, the meter and the successes, and the state: a status line while
// open, the banner once decided.
func (c *CombatPanel) drawScore(dst *ebiten.Image, ui *UI, in Rect) {
	p := ui.P
	line, banner := c.status()
	y := in.Y + 8
	big := ui.Fonts.TitleBold.Sized(44)
	label := ui.Fonts.SmallBold
	colW := 120.0
	left := Rect{X: in.X + combatPad, Y: y, W: colW, H: combatScoreH - 16}
	right := Rect{X: in.Right() - combatPad - colW, Y: y, W: colW, H: combatScoreH - 16}
	// the Defence on a shield-like plate, the successes on the die tray's colour
	ui.fillRound(dst, left, 10, mix(PaperShade, Ink, 0.08))
	ui.ringRound(dst, left, 10, 1.5, WithAlpha(Ink, 0.25))
	win := c.Successes >= c.Defence
	sFill := mix(PaperShade, Ink, 0.08)
	sInk := Ink
	switch {
	case c.Outcome == CombatWon || (c.Outcome == CombatOpen && win):
		sFill, sInk = MossShade, Paper
	case c.Outcome == CombatLost:
		sFill, sInk = Accent, Paper
	}
	ui.fillRound(dst, right, 10, sFill)
	ui.ringRound(dst, right, 10, 1.5, WithAlpha(Ink, 0.25))
	p.SetScale(ScaleOf(dst))
	p.TextMid(dst, "Defence", label, left.X+left.W/2, left.Y+14, InkSoft, AlignCenter)
	p.TextMid(dst, itoa(c.Defence), big, left.X+left.W/2, left.Y+left.H/2+10, Ink, AlignCenter)
	sLabel := InkSoft
	if sInk == Paper {
		sLabel = WithAlpha(Paper, 0.85)
	}
	p.TextMid(dst, "Successes", label, right.X+right.W/2, right.Y+14, sLabel, AlignCenter)
	if c.Rolling {
		p.TextMid(dst, "…", big, right.X+right.W/2, right.Y+right.H/2+10, sInk, AlignCenter)
	} else {
		p.TextMid(dst, itoa(c.Successes), big, right.X+right.W/2, right.Y+right.H/2+10, sInk, AlignCenter)
	}

	// the meter: one pip per point of Defence, filled by the successes; successes past the
	// Defence add lighter pips
	mid := Rect{X: left.Right() + 12, Y: y, W: right.X - left.Right() - 24, H: combatScoreH - 16}
	n := max(c.Defence, c.Successes)
	if c.Rolling {
		n = c.Defence
	}
	pr := min(11.0, (mid.W-8)/float64(max(1, n))/2-3)
	pcy := mid.Y + 22
	x0 := mid.X + mid.W/2 - float64(n)*(2*pr+6)/2 + pr + 3
	for i := 0; i < n; i++ {
		cx := x0 + float64(i)*(2*pr+6)
		filled := !c.Rolling && i < c.Successes
		switch {
		case filled && i < c.Defence:
			p.Disc(Point{X: cx, Y: pcy}, pr, sFillFor(c), 1)
		case filled:
			p.Disc(Point{X: cx, Y: pcy}, pr, mix(MossShade, Paper, 0.4), 1)
		default:
			p.Disc(Point{X: cx, Y: pcy}, pr, PaperShade, 1)
			p.Ring(Point{X: cx, Y: pcy}, pr-1, 2, WithAlpha(Ink, 0.45), 1)
		}
	}
	p.Flush(dst)
	if banner == "" {
		ink := InkSoft
		if win {
			ink = MossShade
		}
		if c.Rolling {
			line = "Rolling…"
		}
		p.TextMid(dst, Ellipsize(line, ui.Fonts.BodyBold, mid.W), ui.Fonts.BodyBold, mid.X+mid.W/2, pcy+36, ink, AlignCenter)
		return
	}
	// the banner: a ribbon with a mark, the word and the count
	fill := MossShade
	if c.Outcome == CombatLost {
		fill = Accent
	}
	br := Rect{X: mid.X - 4, Y: pcy + 16, W: mid.W + 8, H: 44}
	ui.SoftShadow(dst, br, 8, 2, 0.4)
	ui.fillRound(dst, br, 8, fill)
	mc := Point{X: br.X + 22, Y: br.Y + br.H/2}
	p.SetScale(ScaleOf(dst))
	p.Disc(mc, 13, Paper, 1)
	if c.Outcome == CombatWon {
		checkAt(p, mc, 7.5, fill, 1)
	} else {
		p.Line(Point{X: mc.X - 6, Y: mc.Y - 6}, Point{X: mc.X + 6, Y: mc.Y + 6}, 3.2, fill, 1)
		p.Line(Point{X: mc.X - 6, Y: mc.Y + 6}, Point{X: mc.X + 6, Y: mc.Y - 6}, 3.2, fill, 1)
	}
	p.Flush(dst)
	hf := ui.Fonts.HeadingBold.Sized(22)
	tx := br.X + 44
	p.TextMid(dst, banner, hf, tx, br.Y+14, Paper, AlignLeft)
	p.TextMid(dst, Ellipsize(line, ui.Fonts.Small, br.Right()-tx-8), ui.Fonts.Small, tx, br.Y+32, WithAlpha(Paper, 0.9), AlignLeft)
}

// sFillFor is the meter's filled pip colour: moss once the Defence is reached, ink before,
// the accent when lost.
func sFillFor(c *CombatPanel) color.RGBA {
	switch {
	case c.Outcome == CombatLost:
		return Accent
	case c.Successes >= c.Defence:
		return MossShade
	}
	return Ink
}

// smallInts are the numbers 0..99 as text, made once (scores drawn every frame).
var smallInts = func() (out [100]string) {
	for i := range out {
		out[i] = strconv.Itoa(i)
	}
	return out
}()

// itoa is strconv.Itoa without allocating for 0..99.
func itoa(n int) string {
	if n >= 0 && n < len(smallInts) {
		return smallInts[n]
	}
	return strconv.Itoa(n)
}
