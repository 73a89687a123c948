package reykholt

import (
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"northtable/render"
	rk "northtable/rules/reykholt"
	"northtable/scenes/table"
)

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
