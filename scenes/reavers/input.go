package reavers

import (
	"strconv"

	"northtable/input"
	"northtable/render"
	"northtable/rules"
	rv "northtable/rules/reavers"
	"northtable/scenes/scene"
	"northtable/scenes/table"
)

// picker maps the viewer's input to moves (Reavers spec §11) and words the prompt bar, with its
// parts: the decision panel (input_panel.go), the pick on the viewer's tray (input_dice.go), the
// displays' chooser (input_chooser.go); it tells the motion a dropped pawn needs no glide.
type picker struct {
	*pos
	panel   panel
	chooser chooser
	edit    payEdit // the payment or Rest die being picked on the viewer's tray (input_dice.go)
	drag    *input.Drag
	clear   [2]render.Rect // what tooltips keep clear of (tick)
	vw      *view
	st      *seats
	mo      *motion
}

// fill sets the picker for a new position: nothing in hand, the panel's answers (waiting while
// dice are rolling) and the payment pick on the viewer's tray.
func (pk *picker) fill(rolling bool) {
	pk.drag.Cancel()
	pk.panel.wait = ""
	if rolling { // the answers wait for the dice (the shell holds them back)
		pk.panel.wait = "The dice are rolling… " + pk.t.Words("a click", "a tap") + " or Space lands them"
	}
	pk.panel.build()
	pk.editDice()
}

// tick follows the pointer for the hover looks by one tick; while the viewer may not act it is
// all the pointer does.
func (pk *picker) tick(p *input.Pointer) {
	if p == nil {
		return
	}
	// Tooltips keep clear of the top bar and the open Force or Peace chooser (the words of the
	// card it was opened on would go beside the card, over it); the shell keeps the panel's head.
	pk.clear = [2]render.Rect{table.TopBar, pk.chooser.pick.Rect()} // a closed chooser's is empty
	pk.t.KeepClear(pk.clear[:])
	pk.vw.layer.Tick()
	pk.st.tickSeats(p)
	for s := 0; s < pk.n; s++ {
		if !pk.st.trays[s].Selectable { // a tray picking a payment reads its taps in input (input_dice.go)
			pk.st.trays[s].Update(p) // hover only: a die's name
		}
	}
	if !pk.mine() {
		pk.drag.Cancel()
		pk.vw.locs.Update(p)      // hover only: a taken location says who took it
		pk.vw.disp.hits.Update(p) // hover only: the displays' looks and words
		pk.panel.list.Hover(p)
	}
}

// input reads one tick of the viewer's input and plays moves.
func (pk *picker) input(ctx *scene.Context) {
	pk.announce(ctx.Probe)
	p := ctx.Input
	if p == nil || pk.vw.pile.seat >= 0 {
		return // the open Glory pile takes the pointer (tickSeats)
	}
	if pk.g.Decision() == rv.DecideSelect {
		ev := pk.drag.Update(p, ctx.Frame, pk.pickPawn)
		if i, ok := pk.vw.locs.UpdateDrag(pk.drag, ev); ok && ev == input.DragDropped {
			pk.mo.dropped = rv.Location(i) // already there: no glide (anim.go)
			pk.selectLocation(rv.Location(i))
		}
		if ev != input.DragNone || pk.drag.Active() {
			return
		}
	}
	if pk.vw.fight.input(p) || pk.editInput(p) || pk.chooser.displayInput(p) {
		return
	}
	if a, ok := pk.panel.list.Update(p, ctx.Now); ok {
		if a.More != nil {
			pk.opened(a)
		} else {
			pk.t.TakeAnswer(a)
		}
		return
	}
	if i, ok := pk.vw.locs.Update(p); ok && pk.g.Decision() == rv.DecideSelect {
		pk.selectLocation(rv.Location(i))
	}
}

// back closes the innermost open thing and reports whether there was one.
func (pk *picker) back() bool {
	if pk.vw.pile.closePile() {
		return true
	}
	carried := pk.drag.Active()
	pk.drag.Cancel()
	return carried || pk.chooser.closePicker() || pk.panel.list.Back()
}

// pickPawn names the piece under a press: the selecting seat's longship beside its name.
func (pk *picker) pickPawn(x, y float64) (int, bool) {
	c, ok := pk.pawnHome()
	return 0, ok && (x-c.X)*(x-c.X)+(y-c.Y)*(y-c.Y) <= homeRing*homeRing
}

// setBar words the prompt bar: the instruction only, the answers being the panel's.
func (pk *picker) setBar() {
	text := pk.t.Instruction("")
	if pk.mine() && pk.g.Decision() == rv.DecideSelect {
		ship := "your longship"
		if pk.selectingPawn(pk.g, pk.seat()).Sprite == render.SpriteHonourShip {
			ship = "the Honour Ship"
		}
		text = pk.t.Instruction(pk.g.Prompt().Text + ": " + pk.t.Words("click", "tap") + " a location or drag " + ship + " onto it")
	}
	if pk.panel.wait != "" && pk.panel.list.Withheld() {
		text = pk.panel.wait // the prompt after the roll would tell its result
	}
	pk.t.SetBar(table.Bar{Rect: promptBar, Text: text, Back: pk.panel.list.Open() >= 0})
}

// announce names the screen and its click targets for the browser test (build/e2e/README.md)
// on every tick the viewer may act: "reavers"; while the viewer selects, the longship to drag
// ("longship"), the first location not yet chosen this round ("free-location") and each such
// location by its number in the spec's order ("location-<n>", 0 Recruit Reavers … 5 Subdue
// Territories); the decision panel's enabled buttons are the answer list's (AnswerList.Announce).
func (pk *picker) announce(p *scene.Probe) {
	if p == nil || pk.ui == nil {
		return
	}
	if home, ok := pk.pawnHome(); ok {
		p.Hit("longship", home.X, home.Y)
		first := true
		for l := rv.Location(0); l < rv.NumLocations; l++ {
			if pk.g.SelectedBy(l) != rules.NoSeat {
				continue
			}
			x, y := pk.vw.locs.LocationRect(int(l)).Centre()
			if first {
				p.Hit("free-location", x, y)
				first = false
			}
			p.Hit(locationTargets[l], x, y)
		}
	}
	pk.panel.list.Announce(p)
	p.Ready("reavers")
}

// locationTargets are the locations' target names, made once: announce runs every tick.
var locationTargets = func() (out [rv.NumLocations]string) {
	for l := range out {
		out[l] = "location-" + strconv.Itoa(l)
	}
	return out
}()
