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
// clicking the highlighted greenhouse, pile, card or good (the prompt bar's buttons are the
// shell's).
func (b *Board) Input(ctx *scene.Context) {
	p := ctx.Input
	if p == nil || !b.mine() {
		return
	}
	b.announce(ctx.Probe)
	if b.g.Decision() == rk.DecidePlace {
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
	if b.want > 0 {
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
	home := b.g.WorkersHome(b.seat())
	if home == 0 || !b.anyPlace() {
		return 0, false
	}
	c := workerHome(panelRect(int(b.seat()), b.n), home-1)
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
	if b.g.Decision() != rk.DecidePlace {
		return
	}
	if m := b.ix.Move(tSpace(i)); m != nil {
		b.play(m)
		return
	}
	if why := b.placeWhy(i); why != "" {
		b.t.Say(why, true)
	}
}

func (b *Board) tapPile(p rk.Pile) {
	if b.g.Decision() != rk.DecidePile {
		return
	}
	if m := b.ix.Move(tPile(p)); m != nil {
		b.play(m)
		return
	}
	b.t.Say(b.ix.WhyNot(tPile(p), rk.ChoosePile{By: b.seat(), Pile: p}), true)
}

func (b *Board) tapCard(c rk.CardID) {
	if m := b.ix.Move(tCard(c)); m != nil {
		b.play(m)
		return
	}
	switch s := b.seat(); b.g.Decision() {
	case rk.DecideTakeCard, rk.DecideShareCard:
		b.t.Say(b.ix.WhyNot(tCard(c), rk.ChooseCard{By: s, Card: c}), true)
	case rk.DecidePlace, rk.DecideTourism:
		if b.g.Holds(s, c) {
			b.t.Say(b.ix.WhyNot(tCard(c), rk.UseCard{By: s, Card: c}), true)
		}
	}
}

// tapGreenhouse answers a greenhouse choice: at once when the greenhouse allows one move, else
// its choices open in the prompt bar (always in Tourism Time: a payment is never made by a
// click on a greenhouse alone).
func (b *Board) tapGreenhouse(h rk.GreenhouseID) {
	moves := b.ix.Moves(tGreenhouse(h))
	switch {
	case len(moves) == 0:
		if b.ghDimmed(b.seat(), h) {
			b.t.Say(b.ghWhy(h), true)
		}
	case len(moves) == 1 && b.g.Decision() != rk.DecideTourism:
		b.play(moves[0])
	default:
		b.pendGH = h
	}
}

// selectGood adds one good to the selection; a complete legal selection is played.
func (b *Board) selectGood(t rk.Good) {
	if !b.selectable(b.sel, t) {
		b.t.Say(b.whyNotGood(t), true)
		return
	}
	b.sel[t]++
	if b.sel.Total() < b.want {
		return
	}
	for _, m := range b.ix.Moves(goodsTarget) {
		if m.(rk.SelectGoods).Goods == b.sel {
			b.play(m)
			return
		}
	}
	b.sel = rk.Goods{}
}

// announce names the screen and its click targets for the browser test: "reykholt", the first
// legal space ("legal-space"), the mover's next worker ("worker"), the first legal greenhouse
// pile when a pile is to be chosen ("legal-pile") and the prompt buttons ("button-<n>").
func (b *Board) announce(p *scene.Probe) {
	if p == nil {
		return
	}
	dec := b.g.Decision()
	if dec == rk.DecidePile {
		for i := range rk.NumPiles {
			if b.ix.Has(tPile(rk.Pile(i))) {
				cx, cy := pileRect(i).Centre()
				p.Hit("legal-pile", cx, cy)
				break
			}
		}
	}
	if dec == rk.DecidePlace {
		for i := range b.g.Side().Spaces() {
			if b.ix.Has(tSpace(i)) {
				cx, cy := b.grid.SpaceRect(i).Centre()
				p.Hit("legal-space", cx, cy)
				break
			}
		}
		if home := b.g.WorkersHome(b.seat()); home > 0 {
			c := workerHome(panelRect(int(b.seat()), b.n), home-1)
			p.Hit("worker", c.X, c.Y)
		}
	}
	for i, c := range b.t.BarButtons() {
		r := c.Rect
		p.Hit("button-"+itoa(i), r.X+r.W/2, r.Y+r.H/2)
	}
	p.Ready("reykholt")
}
