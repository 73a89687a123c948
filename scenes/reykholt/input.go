package reykholt

import (
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"northtable/input"
	"northtable/render"
	"northtable/rules"
	rk "northtable/rules/reykholt"
	"northtable/scenes/scene"
	"northtable/scenes/table"
)

// picker is the board's input role (Reykholt spec §11): it maps the pointer on the view's
// widgets to the targets of the position's index and plays their moves, keeps the choices in
// progress (a worker in hand, a greenhouse's open sub-choice, a goods selection) and words the
// prompt bar with its buttons and the goods chooser.
type picker struct {
	*pos
	v       *view
	buttons []table.Choice // the prompt bar's buttons of the pending decision
	want    int            // how many goods a selection of the pending decision has
	barFor  barKey         // what the prompt bar was last set for
	chooser render.GoodsCounters
	drag    *input.Drag
	sel     rk.Goods        // a goods selection in progress
	pendGH  rk.GreenhouseID // a greenhouse whose sub-choice is open, or NoGreenhouse
}

// actClear is the prompt bar's action that clears a goods selection (table.Chooser).
const actClear = 1

// input reads one tick of the viewer's input: a worker dragged onto a space or a space
// clicked, sub-choices answered by clicking the highlighted greenhouse, pile, card or good (the
// prompt bar's buttons are the shell's).
func (in *picker) input(ctx *scene.Context) {
	p := ctx.Input // the shell calls it only while the viewer may act
	if p == nil {
		return
	}
	in.announce(ctx.Probe)
	if in.g.Decision() == rk.DecidePlace {
		ev := in.drag.Update(p, ctx.Frame, in.pickWorker)
		if x, y := in.drag.At(); ev == input.DragDropped { // on a space: placed there, or why not
			if i, ok := in.v.grid.At(render.Point{X: x, Y: y}); ok {
				in.tapSpace(i)
			}
		}
		if ev != input.DragNone || in.drag.Active() {
			return
		}
	}
	if in.want > 0 {
		if i, ok := in.chooser.Update(p); ok {
			in.selectGood(rk.Good(i))
			return
		}
	}
	if i, ok := in.v.grid.Update(p); ok {
		in.tapSpace(i)
		return
	}
	for i := range in.v.piles {
		if in.v.piles[i].Update(p) {
			in.tapPile(rk.Pile(i))
			return
		}
	}
	for _, c := range in.v.shown.display {
		if in.v.display[c].Update(p) {
			in.tapCard(c)
			return
		}
	}
	for s := 0; s < in.n; s++ {
		for _, h := range in.v.shown.owned[s] {
			if _, ok := in.v.ghCards[h].Update(p); ok {
				in.tapGreenhouse(h)
				return
			}
		}
	}
	if c, ok := in.v.chipAt(render.Point{X: p.X, Y: p.Y}); ok && p.Tapped() {
		p.Consume()
		in.tapCard(c)
	}
}

// pickWorker names the disc under a press: the mover's next worker at home.
func (in *picker) pickWorker(x, y float64) (int, bool) {
	c, ok := in.nextWorker()
	return 0, ok && (x-c.X)*(x-c.X)+(y-c.Y)*(y-c.Y) <= 20*20
}

// nextWorker is the centre of the mover's next worker disc at home, the one a press lifts;
// ok is false when none waits or none may be placed.
func (p *pos) nextWorker() (c render.Point, ok bool) {
	home := p.g.WorkersHome(p.seat())
	if home == 0 || !p.anyPlace() {
		return render.Point{}, false
	}
	return workerHome(panelRect(int(p.seat()), p.n), home-1), true
}

// tapSpace places on space i, or says why not: during another decision too, in the rules'
// words for a placement now.
func (in *picker) tapSpace(i int) {
	in.ix.Take(in.t, tSpace(i), rk.Place{By: in.seat(), Space: rk.SpaceID(i)})
}

func (in *picker) tapPile(p rk.Pile) {
	if in.g.Decision() == rk.DecidePile {
		in.ix.Take(in.t, tPile(p), rk.ChoosePile{By: in.seat(), Pile: p})
	}
}

func (in *picker) tapCard(c rk.CardID) {
	var probe rules.Move
	switch s := in.seat(); in.g.Decision() {
	case rk.DecideTakeCard, rk.DecideShareCard:
		probe = rk.ChooseCard{By: s, Card: c}
	case rk.DecidePlace, rk.DecideTourism:
		if in.g.Holds(s, c) {
			probe = rk.UseCard{By: s, Card: c}
		}
	}
	in.ix.Take(in.t, tCard(c), probe)
}

// tapGreenhouse answers a greenhouse choice: at once when the greenhouse allows one move, else
// its choices open in the prompt bar (always in Tourism Time: a payment is never made by a
// click on a greenhouse alone).
func (in *picker) tapGreenhouse(h rk.GreenhouseID) {
	moves := in.ix.Moves(tGreenhouse(h))
	switch {
	case len(moves) == 0:
		in.ix.Take(in.t, tGreenhouse(h), in.ghProbe(in.seat(), h))
	case len(moves) == 1 && in.g.Decision() != rk.DecideTourism:
		in.t.Take(moves[0])
	default:
		in.pendGH = h
	}
}

// selectGood adds one good to the selection; a complete legal selection is played.
func (in *picker) selectGood(t rk.Good) {
	if !in.selectable(in.sel, t) {
		in.t.Say(in.g.GoodsRefusal(in.sel, t), true)
		return
	}
	in.sel[t]++
	if in.sel.Total() < in.want {
		return
	}
	for _, m := range in.ix.Moves(goodsTarget) {
		if m.(rk.SelectGoods).Goods == in.sel {
			in.t.Take(m)
			return
		}
	}
	in.sel = rk.Goods{}
}

// announce names the screen and its click targets for the browser test: "reykholt", the first
// legal space ("legal-space"), the mover's next worker ("worker"), the first legal greenhouse
// pile when a pile is to be chosen ("legal-pile"), the first display card that may be taken
// when a card is to be taken ("legal-card") and the prompt buttons ("button-<n>").
func (in *picker) announce(p *scene.Probe) {
	if p == nil {
		return
	}
	hit := func(name string, r render.Rect) { p.Hit(name, r.X+r.W/2, r.Y+r.H/2) }
	switch in.g.Decision() {
	case rk.DecidePile:
		for i := range rk.NumPiles {
			if in.ix.Has(tPile(rk.Pile(i))) {
				hit("legal-pile", pileRect(i))
				break
			}
		}
	case rk.DecideTakeCard:
		shown := in.g.Display()
		for i, c := range shown {
			if in.ix.Has(tCard(c)) {
				hit("legal-card", displayRect(i, len(shown)))
				break
			}
		}
	case rk.DecidePlace:
		for i := range in.g.Side().Spaces() {
			if in.ix.Has(tSpace(i)) {
				hit("legal-space", in.v.grid.SpaceRect(i))
				break
			}
		}
		if home := in.g.WorkersHome(in.seat()); home > 0 {
			c := workerHome(panelRect(int(in.seat()), in.n), home-1)
			p.Hit("worker", c.X, c.Y)
		}
	}
	for i, c := range in.t.BarButtons() {
		hit("button-"+strconv.Itoa(i), c.Rect)
	}
	p.Ready("reykholt")
}

// back closes what is open — a drag, a greenhouse's sub-choice, a goods selection — and
// reports whether there was one.
func (in *picker) back() bool {
	switch {
	case in.drag.Active():
		in.drag.Cancel()
	case in.pendGH != rk.NoGreenhouse:
		in.pendGH = rk.NoGreenhouse
	case in.sel.Total() > 0:
		in.sel = rk.Goods{}
	default:
		return false
	}
	return true
}

// barKey is what the prompt bar's content depends on.
type barKey struct {
	version int
	sel     rk.Goods
	pendGH  rk.GreenhouseID
	turn    table.Turn
	ready   bool // the kit is bound
	touch   bool // the words are for a finger
}

// setBar hands the shell the prompt bar's content when it changed: the instruction, the
// pending decision's buttons (or the open greenhouse's choices), and room for the goods chooser.
func (in *picker) setBar() {
	k := barKey{version: in.version, sel: in.sel, pendGH: in.pendGH, turn: in.t.Turn(), ready: in.ui != nil, touch: in.t.Fingers()}
	if k == in.barFor {
		return
	}
	in.barFor = k
	bar := table.Bar{Rect: promptBar, Text: in.promptText()}
	if k.turn.Mine {
		dec := in.g.Decision()
		switch {
		case in.pendGH != rk.NoGreenhouse:
			bar.Choices, bar.Back = in.ghChoices(in.pendGH), true
		default:
			bar.Choices = in.buttons
			if dec == rk.DecideBranch || dec == rk.DecideAction {
				bar.CutAt = 340 // parts differ early: they stay distinct, their full words on hover
			}
			if in.want > 0 && in.sel.Total() > 0 {
				bar.Choices = append(bar.Choices[:len(bar.Choices):len(bar.Choices)], table.Choice{Label: "Clear", Action: actClear, Enabled: true})
			}
		}
		if in.want > 0 {
			bar.Reserve = 260
		}
	}
	in.t.SetBar(bar)
	in.layoutChooser()
}

// drawBar draws the shell's prompt bar and, while goods are chosen, the goods chooser in it.
func (in *picker) drawBar(dst *ebiten.Image) {
	in.t.DrawBar(dst, in.ui)
	if in.mine() && in.want > 0 {
		in.ui.RoundRect(dst, in.chooser.Rect.Inset(-4), 8, render.Paper)
		in.chooser.Draw(dst, in.ui)
	}
}

// promptText is the bottom line's instruction: the shell's (whose turn, the rules' prompt),
// refined by the board.
func (in *picker) promptText() string {
	if !in.mine() {
		return in.t.Instruction("")
	}
	if in.pendGH != rk.NoGreenhouse {
		back := in.t.Words(" · Esc goes back", " · tap Back to go back") // a finger has no Esc: the bar's Back
		if src := in.g.Source(); src != "" {
			return src + ": choose what to do with this greenhouse" + back
		}
		return "Choose what to do with this greenhouse" + back
	}
	text := in.t.Name(in.seat()) + ": " + in.t.Instruction("")
	if in.g.Decision() == rk.DecidePlace && in.anyPlace() {
		text += " — drag a worker or " + in.t.Words("click", "tap") + " a glowing space"
	}
	if in.want > 0 && in.sel.Total() > 0 {
		text += " · chosen: " + rk.GoodsWords(in.sel)
	}
	return text
}

// layoutChooser fills the goods chooser in the room the prompt bar keeps for it.
func (in *picker) layoutChooser() {
	if in.want == 0 || !in.mine() {
		return
	}
	ch := &in.chooser
	ch.Rect = in.t.BarSlot()
	ch.Compact, ch.Clickable = true, true
	if len(ch.Goods) != rk.NumGoods {
		ch.Goods = make([]render.GoodCounter, rk.NumGoods)
	}
	// beside each good, how many more of it the action still lets the player take or give
	// back (the rules' GoodsRoom), never a bare 0 for every good; a good that cannot be added
	// says why in the rules' words
	verb := "take"
	if in.g.Decision() == rk.DecideGiveGoods {
		verb = "give back"
	}
	room := in.g.GoodsRoom(in.sel)
	for t := range ch.Goods {
		ok := room[t] > 0
		name := rk.Good(t).String()
		if ok {
			name += ": " + verb + " up to " + strconv.Itoa(int(room[t])) + " more"
		}
		ch.Goods[t] = render.GoodCounter{Icon: render.GoodSprites[t], Name: name, Count: int(room[t]),
			Highlight: ok, Dimmed: !ok, Reason: in.g.GoodsRefusal(in.sel, rk.Good(t))}
	}
}

// drawDrag draws the worker disc in hand.
func (in *picker) drawDrag(dst *ebiten.Image) {
	if !in.drag.Active() {
		return
	}
	x, y := in.drag.At()
	col := in.workerColour(in.seat(), in.g.WorkingColour())
	in.ui.P.Sprite(dst, in.ui.Sprite(render.WorkerSprites[col]), render.Point{X: x, Y: y}, 40.0/80, 1)
}
