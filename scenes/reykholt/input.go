package reykholt

import (
	"northtable/input"
	"northtable/render"
	"northtable/rules"
	rk "northtable/rules/reykholt"
	"northtable/scenes/scene"
)

// Input reads one tick of the viewer's input and turns it into moves (table.Board, Reykholt
// spec §11): a worker dragged onto a space or a space clicked, sub-choices answered by
// clicking the highlighted greenhouse, pile, card or good, and the prompt bar's buttons.
func (b *Board) Input(ctx *scene.Context) {
	p := ctx.Input
	if p == nil || !b.dig.mine {
		return
	}
	b.announce(ctx.Probe)
	if b.dig.dec == rk.DecidePlace {
		switch ev := b.drag.Update(p, ctx.Frame, b.pickWorker); ev {
		case input.DragDropped:
			x, y := b.drag.At()
			b.drop(render.Point{X: x, Y: y})
			return
		case input.DragStarted, input.DragMoved, input.DragCancelled:
			return
		}
		if b.drag.Active() {
			return
		}
	}
	if c, ok := b.controls.Update(p); ok {
		b.press(c)
		return
	}
	if b.dig.want > 0 {
		if i, ok := b.chooser.Update(p); ok {
			b.selectGood(rk.Good(i))
			return
		}
	}
	if i, ok := b.grid.Update(p); ok {
		b.tapSpace(i)
		return
	}
	for i := range b.piles {
		if b.piles[i].Update(p) {
			b.tapPile(rk.Pile(i))
			return
		}
	}
	for _, c := range b.g.Display() {
		if b.display[c].Update(p) {
			b.tapCard(c)
			return
		}
	}
	for s := 0; s < b.n; s++ {
		for _, h := range b.g.Owned(rules.Seat(s)) {
			if _, ok := b.ghCards[h].Update(p); ok {
				b.tapGreenhouse(h)
				return
			}
		}
		if p.Tapped() {
			held := b.g.CardsOf(rules.Seat(s))
			for j, c := range held {
				if cardChip(panelRect(s, b.n), j, len(held)).Contains(p.X, p.Y) {
					p.Consume()
					b.tapCard(c)
					return
				}
			}
		}
	}
}

// pickWorker names the disc under a press: the mover's next worker at home.
func (b *Board) pickWorker(x, y float64) (int, bool) {
	home := b.g.WorkersHome(b.dig.seat)
	if home == 0 || !b.dig.anyPlace {
		return 0, false
	}
	c := workerHome(panelRect(int(b.dig.seat), b.n), home-1)
	if (x-c.X)*(x-c.X)+(y-c.Y)*(y-c.Y) <= 20*20 {
		return 0, true
	}
	return 0, false
}

// drop places the worker on the space under pt, or says why not (the disc snaps home).
func (b *Board) drop(pt render.Point) {
	i, ok := b.grid.At(pt)
	if !ok {
		return
	}
	b.tapSpace(i)
}

func (b *Board) tapSpace(i int) {
	if b.dig.dec != rk.DecidePlace {
		return
	}
	if m := b.dig.place[i]; m != nil {
		b.play(m)
		return
	}
	if why := b.dig.placeWhy[i]; why != "" {
		b.t.Say(why, true)
	}
}

func (b *Board) tapPile(p rk.Pile) {
	if b.dig.dec != rk.DecidePile {
		return
	}
	if m := b.dig.pile[p]; m != nil {
		b.play(m)
		return
	}
	b.t.Say(rules.Explain(b.g.Check(rk.ChoosePile{By: b.dig.seat, Pile: p})), true)
}

func (b *Board) tapCard(c rk.CardID) {
	if m := b.dig.card[c]; m != nil {
		b.play(m)
		return
	}
	switch b.dig.dec {
	case rk.DecideTakeCard, rk.DecideShareCard:
		b.t.Say(rules.Explain(b.g.Check(rk.ChooseCard{By: b.dig.seat, Card: c})), true)
	case rk.DecidePlace, rk.DecideTourism:
		if b.g.Holds(b.dig.seat, c) {
			b.t.Say(rules.Explain(b.g.Check(rk.UseCard{By: b.dig.seat, Card: c})), true)
		}
	}
}

// tapGreenhouse answers a greenhouse choice: at once when the greenhouse allows one move, else
// its choices open in the prompt bar (always in Tourism Time: a payment is never made by a
// click on a greenhouse alone).
func (b *Board) tapGreenhouse(h rk.GreenhouseID) {
	moves := b.dig.gh[h]
	switch {
	case len(moves) == 0:
		if b.ghDimmed(b.dig.seat, h) {
			b.t.Say("That greenhouse is not a choice now", true)
		}
	case len(moves) == 1 && b.dig.dec != rk.DecideTourism:
		b.play(moves[0])
	default:
		b.pendGH = h
	}
}

// selectGood adds one good to the selection; a complete legal selection is played.
func (b *Board) selectGood(t rk.Good) {
	if !b.dig.selectable(b.sel, t) {
		b.t.Say(b.whyNotGood(t), true)
		return
	}
	b.sel[t]++
	if b.sel.Total() < b.dig.want {
		return
	}
	for _, gs := range b.dig.goods {
		if gs == b.sel {
			b.play(rk.SelectGoods{By: b.dig.seat, Goods: gs})
			return
		}
	}
	b.sel = rk.Goods{}
}

// press answers a prompt-bar control.
func (b *Board) press(c render.Control) {
	if !c.Enabled {
		b.t.Say(c.Reason, true)
		return
	}
	switch {
	case c.ID == ctlClear:
		b.sel = rk.Goods{}
	case c.ID >= ctlChoice && c.ID < ctlClear:
		if moves := b.dig.gh[b.pendGH]; c.ID-ctlChoice < len(moves) {
			b.play(moves[c.ID-ctlChoice])
		}
	case c.ID >= ctlButton && c.ID-ctlButton < len(b.dig.buttons):
		b.play(b.dig.buttons[c.ID-ctlButton].move)
	}
}

// announce names the screen and its click targets for the browser test: "reykholt", the first
// legal space ("legal-space"), the mover's next worker ("worker"), the first legal greenhouse
// pile when a pile is to be chosen ("legal-pile") and the prompt buttons ("button-<n>").
func (b *Board) announce(p *scene.Probe) {
	if p == nil {
		return
	}
	if b.dig.dec == rk.DecidePile {
		for i := range b.dig.pile {
			if b.dig.pile[i] != nil {
				cx, cy := pileRect(i).Centre()
				p.Hit("legal-pile", cx, cy)
				break
			}
		}
	}
	if b.dig.dec == rk.DecidePlace {
		for i := range b.dig.place {
			if b.dig.place[i] != nil {
				cx, cy := b.grid.SpaceRect(i).Centre()
				p.Hit("legal-space", cx, cy)
				break
			}
		}
		if home := b.g.WorkersHome(b.dig.seat); home > 0 {
			c := workerHome(panelRect(int(b.dig.seat), b.n), home-1)
			p.Hit("worker", c.X, c.Y)
		}
	}
	for i, c := range b.controls.All() {
		r := c.Rect
		p.Hit("button-"+itoa(i), r.X+r.W/2, r.Y+r.H/2)
	}
	p.Ready("reykholt")
}
