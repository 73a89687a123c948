package reavers

import (
	"cmp"

	"github.com/hajimehoshi/ebiten/v2"

	"northtable/input"
	"northtable/render"
	"northtable/rules"
	rv "northtable/rules/reavers"
	"northtable/scenes/table"
)

// The position the board's parts share (pos) and its index of what a player points at to the
// moves made there (table.Index): a location, a thing on the displays, a die of the viewer's
// tray. The index answers "what can I do here" and words "why not" in the rules' own words,
// when first asked, so no refusal is worded in the board.
//
// Choosing on the displays (Reavers spec §11 "Decisions", §5, §10.2): when the viewer's
// pending decision chooses a thing a display shows (a Recruit stack or the deck's top, a
// linked pair, a Sea Battle, a Trade die or Prophecy, a Territory stack, a Spoils deck for the
// teal Promote bonus), the things it may choose glow and the others of their kind dim. A tap
// on a glowing one plays its move: the one the decision panel's button plays (its suggested
// payment among several); where a thing has answers of different kinds (a Territory stack by
// Force or in Peace) a small chooser opens beside it. A tap on a dimmed one says why in the
// rules' words. Every card, die, stack and pile says its full words on hover and long-press.

// pos is what every part reads, what a Show replaces: the shell, the viewer's view of the
// position and its index of targets to moves, the drawing kit.
type pos struct {
	t       *table.Table
	g       *rv.Game // the viewer's View of the game, replaced on every Show
	n       int
	version int // counts Shows
	ui      *render.UI
	ix      *table.Index[target] // the viewer's legal moves by what they point at (reindex)
}

// seat is the seat whose decision is pending (NoSeat when the game is over).
func (p *pos) seat() rules.Seat { return p.g.ToMove() }

// mine reports whether the viewer may act now (the shell's turn).
func (p *pos) mine() bool { return p.t.Turn().Mine }

// big is the seat whose board is drawn large: the shell's front seat (the one deciding, or the
// one whose finished turn waits for End turn), else the viewer.
func (p *pos) big() int {
	if s := p.t.Turn().Front; s >= 0 && int(s) < p.n {
		return int(s)
	}
	if v := p.t.Viewer(); v >= 0 && int(v) < p.n {
		return int(v)
	}
	return 0
}

// displays is the displays' spots, their hit areas and the chooser open on one of them.
type displays struct {
	spots []spot
	parts []part
	hits  render.Controls // one control per part, ID part+1
	// worded marks the dimmed parts whose refusal is worded into their control (on the first
	// hover: the index words it once)
	worded []bool
	// pick is the chooser open on spot picked (-1 for none): one button per answer.
	pick   render.Controls
	picked int
	picks  []rules.Move
	// locTips are the locations' full words, shown beside their title bands.
	locTips [rv.NumLocations]string
	// cuts lists the display words drawn cut short ("…") at the last drawing of the board
	// (cutting while the displays are drawn).
	cuts    []string
	cutting bool
	// drawn are the counts drawn on each deck's draw and discard piles at the last drawing
	// (-1: not drawn), for the probe surface (PileCount).
	drawn [rv.NumDecks][2]int
}

// targetKind names what a player points at to make a Reavers move.
type targetKind int8

const (
	onSpot     targetKind = iota // a thing on a display (Take, TakeReward, Force, Peace, PromoteDeck)
	onLocation                   // an Action Location (SelectLocation)
	onTrayDie                    // a die of the viewer's tray by colour and face (DiscardDie at Capacity)
)

// target is one key of the board's table.Index: a thing on the displays by its spot's kind and
// index there (a stack, a pair, a card, a die, a Territory stack, a deck's draw pile), a
// location by its number, or a tray die by its colour and face.
type target struct {
	on    targetKind
	kind  spotKind
	index int
}

// key is spot s's target.
func (s *spot) key() target { return target{on: onSpot, kind: s.kind, index: s.index} }

func tLocation(l rv.Location) target { return target{on: onLocation, index: int(l)} }
func tTrayDie(c rv.Colour, f rv.Face) target {
	return target{on: onTrayDie, index: int(c)*rv.NumFaces + int(f)}
}

// reindex builds the position's index of the viewer's legal moves by their targets; empty while
// the viewer may not act.
func (p *pos) reindex() {
	p.ix = table.NewIndex[target](nil, nil)
	if p.mine() && !p.g.Over() {
		p.ix = table.NewIndex(rules.Game(p.g), targetsOf(p.g))
	}
}

// take plays the move at target k, or says why there is none: the rules' refusal of probe,
// the move a player pointing there means.
func (p *pos) take(k target, probe rules.Move) {
	if m := p.ix.Move(k); m != nil {
		p.play(m)
	} else if why := p.ix.WhyNot(k, probe); why != "" {
		p.t.Say(why, true)
	}
}

// targetsOf names the target of a legal move of g's pending decision (table.NewIndex): the
// location it selects, the thing on the displays it chooses, the tray die it discards; none
// for a move answered only on the decision panel.
func targetsOf(g *rv.Game) func(m rules.Move, into []target) []target {
	return func(m rules.Move, into []target) []target {
		if k, ok := targetOf(g, m); ok {
			return append(into, k)
		}
		return into
	}
}

// targetOf is the thing on the displays a legal move of g's pending decision chooses.
func targetOf(g *rv.Game, m rules.Move) (target, bool) {
	switch m := m.(type) {
	case rv.SelectLocation:
		return tLocation(m.Loc), true
	case rv.DiscardDie:
		return tTrayDie(m.Colour, m.Face), true
	case rv.Take:
		var kind spotKind
		var deck rv.Deck
		switch g.Decision() {
		case rv.DecideTakeReavers:
			kind, deck = spotStack, rv.ReaverDeck
		case rv.DecideBattleTarget:
			kind, deck = spotBattle, rv.SeaBattleDeck
		case rv.DecideTakeSpoils:
			kind, deck = spotVillage, rv.VillageSpoilsDeck
			if g.Info().Loc == rv.RaidKeeps {
				kind, deck = spotKeep, rv.KeepSpoilsDeck
			}
		default:
			return target{}, false
		}
		if m.From == rv.FromDeck {
			return target{onSpot, spotDeck, int(deck)}, true
		}
		return target{onSpot, kind, int(m.From)}, true
	case rv.TakeReward:
		switch m.Reward {
		case rv.VillageDieReward:
			return target{onSpot, spotDie, int(m.Index)}, true
		case rv.ProphecyReward:
			if m.Index == rv.FromDeck {
				return target{onSpot, spotDeck, int(rv.ProphecyDeck)}, true
			}
			return target{onSpot, spotProphecy, int(m.Index)}, true
		}
	case rv.Force:
		return target{onSpot, spotTerritory, int(m.Stack)}, true
	case rv.Peace:
		return target{onSpot, spotTerritory, int(m.Stack)}, true
	case rv.PromoteDeck:
		return target{onSpot, spotDeck, int(m.Deck)}, true
	}
	return target{}, false
}

// markTargets indexes the viewer's legal moves by the spots they choose, marks the spots of
// the kind the pending decision chooses among (lit with their moves, or dimmed), then
// registers the hit areas.
func (b *Board) markTargets() {
	d := &b.disp
	g := b.g
	var probe func(s *spot) (rules.Move, bool) // a move choosing s, when the decision chooses its kind
	if b.mine() && !g.Over() {
		probe = b.prober(g.Decision())
	}
	for i := range d.spots {
		s := &d.spots[i]
		s.choice, s.moves, s.probe = false, b.ix.Moves(s.key()), nil
		if probe != nil {
			s.probe, s.choice = probe(s)
		}
	}
	d.hits.Reset()
	d.hits.Delay = render.TooltipDelay
	d.worded = d.worded[:0]
	for k, p := range d.parts {
		s := &d.spots[p.spot]
		enabled := !s.choice || len(s.moves) > 0
		d.hits.Add(render.Control{ID: k + 1, Rect: p.rect, Enabled: enabled, Reason: p.tip, Tip: p.tip})
		d.worded = append(d.worded, enabled)
	}
	if d.picked >= len(d.spots) || d.picked >= 0 && len(d.spots[d.picked].moves) == 0 {
		d.picked = -1
	}
	b.layoutPicker()
}

// whyNot is why spot i, of the kind the decision chooses among, cannot be chosen, in the
// rules' words ("" when it can or is not of that kind).
func (d *displays) whyNot(ix *table.Index[target], i int) string {
	s := &d.spots[i]
	if !s.choice {
		return ""
	}
	return ix.WhyNot(s.key(), s.probe)
}

// explain words the refusal of the dimmed part under the pointer into its control, once: the
// rules' words, then the part's own.
func (d *displays) explain(ix *table.Index[target]) {
	c, ok := d.hits.Hovered()
	k := c.ID - 1
	if !ok || k < 0 || k >= len(d.worded) || d.worded[k] {
		return
	}
	d.worded[k] = true
	why := d.whyNot(ix, d.parts[k].spot)
	if tip := d.parts[k].tip; why != "" && tip != "" {
		why += "\n" + tip
	}
	all := d.hits.All()
	for i := range all {
		if all[i].ID == c.ID {
			all[i].Reason = cmp.Or(why, all[i].Reason)
		}
	}
}

// prober returns, for decision kind, the move that would choose a spot of the kind the
// decision chooses among (its refusal says why a dimmed one cannot be chosen), or nil when the
// decision chooses nothing on the displays.
func (b *Board) prober(kind rules.PromptKind) func(s *spot) (rules.Move, bool) {
	g := b.g
	by := g.ToMove()
	take := func(want spotKind, deck rv.Deck) func(s *spot) (rules.Move, bool) {
		return func(s *spot) (rules.Move, bool) {
			switch {
			case s.kind == want:
				return rv.Take{By: by, From: int8(s.index)}, true
			case s.kind == spotDeck && rv.Deck(s.index) == deck:
				return rv.Take{By: by, From: rv.FromDeck}, true
			}
			return nil, false
		}
	}
	switch kind {
	case rv.DecideTakeReavers:
		return take(spotStack, rv.ReaverDeck)
	case rv.DecideTakeSpoils:
		if g.Info().Loc == rv.RaidKeeps {
			return take(spotKeep, rv.KeepSpoilsDeck)
		}
		return take(spotVillage, rv.VillageSpoilsDeck)
	case rv.DecideBattleTarget:
		return take(spotBattle, rv.SeaBattleDeck)
	case rv.DecideTradeReward:
		return func(s *spot) (rules.Move, bool) {
			switch {
			case s.kind == spotDie:
				return rv.TakeReward{By: by, Reward: rv.VillageDieReward, Index: int8(s.index)}, true
			case s.kind == spotProphecy:
				return rv.TakeReward{By: by, Reward: rv.ProphecyReward, Index: int8(s.index)}, true
			case s.kind == spotDeck && rv.Deck(s.index) == rv.ProphecyDeck:
				return rv.TakeReward{By: by, Reward: rv.ProphecyReward, Index: rv.FromDeck}, true
			}
			return nil, false
		}
	case rv.DecideSubdue:
		return func(s *spot) (rules.Move, bool) {
			if s.kind == spotTerritory {
				return rv.Force{By: by, Stack: rv.StackID(s.index)}, true
			}
			return nil, false
		}
	case rv.DecidePromoteDeck:
		return func(s *spot) (rules.Move, bool) {
			if s.kind == spotDeck && (rv.Deck(s.index) == rv.VillageSpoilsDeck || rv.Deck(s.index) == rv.KeepSpoilsDeck) {
				return rv.PromoteDeck{By: by, Deck: rv.Deck(s.index)}, true
			}
			return nil, false
		}
	}
	return nil
}

// spotOf is the spot a legal move of the pending decision chooses, -1 for a move that chooses
// nothing on the displays.
func (b *Board) spotOf(m rules.Move) int {
	k, ok := targetOf(b.g, m)
	if !ok {
		return -1
	}
	for i := range b.disp.spots {
		if b.disp.spots[i].key() == k {
			return i
		}
	}
	return -1
}

// answers are the different answers choosing spot i: the decision panel's answers that choose
// it (one per kind of move, each its suggested payment).
func (b *Board) answers(i int) []rules.Move {
	k := b.disp.spots[i].key()
	var out []rules.Move
	for _, o := range b.panel.opts {
		if t, ok := targetOf(b.g, o.sugg); ok && t == k {
			out = append(out, o.sugg)
		}
	}
	return out
}

// choose carries out a tap on spot i: its one answer played, a chooser opened for several, a
// dimmed one's reason said.
func (b *Board) choose(i int) {
	s := &b.disp.spots[i]
	switch {
	case b.g.Decision() == rv.DecideSelect && b.mine():
		b.selectLocation(s.loc) // a tap anywhere on a location selects it
	case len(s.moves) > 0:
		as := b.answers(i)
		if len(as) == 1 {
			b.play(as[0])
			return
		}
		b.disp.picked, b.disp.picks = i, as
		b.layoutPicker()
	case s.choice:
		if why := b.disp.whyNot(b.ix, i); why != "" {
			b.t.Say(why, true)
		}
	}
}

// Chooser metrics, logical px.
const (
	pickW    = 300.0 // the chooser's least width; it widens to its longest answer, up to pickMaxW
	pickMaxW = 640.0
	pickBtn  = 32.0
	pickGap  = 6.0
	pickPad  = 8.0
)

// pickerRect is the chooser's card: beside the spot it is open on, on the canvas.
func (b *Board) pickerRect() render.Rect {
	d := &b.disp
	if d.picked < 0 {
		return render.Rect{}
	}
	s := d.spots[d.picked].rect
	h := 2*pickPad + float64(len(d.picks))*(pickBtn+pickGap) - pickGap
	w := b.pickerWidth()
	x := s.X - w - 10
	if x < 8 {
		x = s.Right() + 10
	}
	y := max(70, min(s.Y+s.H/2-h/2, render.LogicalH-50-h))
	return render.Rect{X: x, Y: y, W: w, H: h}
}

// pickerWidth is the chooser's width: wide enough for its answers' words whole ("Subdue Dice
// III in Peace, paying ..."), from pickW to pickMaxW.
func (b *Board) pickerWidth() float64 {
	w := pickW
	if b.ui == nil {
		return w
	}
	for _, m := range b.disp.picks {
		w = max(w, render.TextWidth(b.g.Label(m), b.ui.Fonts.BodyBold)+2*pickPad+24+2)
	}
	return min(w, pickMaxW)
}

// layoutPicker registers the chooser's buttons (none when it is closed).
func (b *Board) layoutPicker() {
	d := &b.disp
	d.pick.Reset()
	if d.picked < 0 {
		return
	}
	r := b.pickerRect()
	for k, m := range d.picks {
		label := b.g.Label(m)
		tip := ""
		if b.ui != nil {
			if short := render.Ellipsize(label, b.ui.Fonts.BodyBold, r.W-2*pickPad-24); short != label {
				label, tip = short, b.g.Label(m)
			}
		}
		d.pick.Add(render.Control{ID: k + 1, Rect: render.Rect{X: r.X + pickPad, Y: r.Y + pickPad + float64(k)*(pickBtn+pickGap), W: r.W - 2*pickPad, H: pickBtn},
			Label: label, Tip: tip, Enabled: true})
	}
}

// closePicker closes the chooser; false when none is open.
func (b *Board) closePicker() bool {
	if b.disp.picked < 0 {
		return false
	}
	b.disp.picked, b.disp.picks = -1, nil
	b.disp.pick.Reset()
	return true
}

// displayInput reads one tick of the viewer's input on the displays and the chooser and
// reports whether it took the pointer.
func (b *Board) displayInput(p *input.Pointer) bool {
	d := &b.disp
	if d.picked >= 0 {
		if c, ok := d.pick.Update(p); ok {
			m := d.picks[c.ID-1]
			b.closePicker()
			b.play(m)
			return true
		}
		if p.Tapped() || p.Pressed() && !d.pickerRectHas(b, p) {
			// a tap beside the chooser closes it (and does what it does there)
			b.closePicker()
		}
	}
	c, ok := d.hits.Update(p)
	d.explain(b.ix)
	if ok {
		b.choose(d.parts[c.ID-1].spot)
		return true
	}
	return false
}

func (d *displays) pickerRectHas(b *Board, p *input.Pointer) bool {
	r := b.pickerRect()
	return r.Contains(p.X, p.Y)
}

// displayHover follows the pointer for the displays' hover looks and tooltips while the
// viewer may not act.
func (b *Board) displayHover(p *input.Pointer) {
	b.disp.hits.Update(p)
	b.disp.explain(b.ix)
}

// hotSpot is the spot under the pointer, -1 for none.
func (d *displays) hotSpot() int {
	if c, ok := d.hits.Hovered(); ok && c.ID-1 < len(d.parts) {
		return d.parts[c.ID-1].spot
	}
	return -1
}

// hotPart is the part under the pointer (or long-pressed), -1 for none.
func (d *displays) hotPart() int {
	if c, ok := d.hits.Hovered(); ok {
		return c.ID - 1
	}
	return -1
}

// showDisplayTip asks ui for the due tooltip of the part under the pointer: beside its card
// (a location's words beside its title band).
func (b *Board) showDisplayTip() {
	d := &b.disp
	text := d.hits.Reason()
	k := d.hotPart()
	if text == "" || k < 0 {
		return
	}
	c, _ := d.hits.Get(k + 1)
	at := d.parts[k].rect
	if s := &d.spots[d.parts[k].spot]; s.kind == spotHeader {
		at.H = render.LocationBandH
	}
	b.ui.ShowTooltipAt(text, at, !c.Enabled)
}

// drawPicker draws the chooser open on a spot, if any, above the board.
func (b *Board) drawPicker(dst *ebiten.Image) {
	d := &b.disp
	if d.picked < 0 {
		return
	}
	ui := b.ui
	r := b.pickerRect()
	glow(ui, dst, d.spots[d.picked].rect, true)
	ui.SoftShadow(dst, r, 10, 3, 0.5)
	ui.RoundRect(dst, r, 10, render.Paper)
	ui.RoundRing(dst, r, 10, 2, render.Shallow)
	d.pick.Draw(dst, ui)
	d.pick.DrawTooltip(dst, ui)
}
