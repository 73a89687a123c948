package scenes

import (
	"fmt"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"northtable/input"
	"northtable/render"
	"northtable/scenes/scene"
	"northtable/scenes/table"
)

// Kept games panel layout, logical px.
const (
	keptW       = 1040
	keptRowH    = 76
	keptMaxRows = 6
	keptTop     = 112 // from the box's top to the first row
	keptBottom  = 96  // from the last row to the box's bottom (the Close button)
	keptBtnW    = 140
)

// keptPanel is the menu's list of the games kept aside: each named in plain words (the game,
// its players and progress, when it was played, why it was kept), with Restore (when it can be
// read) and Delete, each asked before it acts.
type keptPanel struct {
	app   *App
	games []keptGame
	box   render.Rect
	rows  []keptRow
	close *render.Button
	ask   *render.Dialog // the question before a restore or a delete, while open
	askI  int
	askOp string // "restore" or "delete"
	now   time.Time
}

type keptRow struct {
	restore, del *render.Button
}

func newKeptPanel(a *App) *keptPanel {
	k := &keptPanel{app: a}
	k.reload()
	return k
}

// reload reads the kept games again and lays the panel out.
func (k *keptPanel) reload() {
	k.games = k.app.keptGames()
	k.now = time.Now()
	n := min(len(k.games), keptMaxRows)
	h := keptTop + float64(max(n, 1))*keptRowH + keptBottom
	k.box = render.Rect{X: (render.LogicalW - keptW) / 2, Y: (render.LogicalH - h) / 2, W: keptW, H: h}
	k.rows = k.rows[:0]
	for i := 0; i < n; i++ {
		y := k.rowY(i) + (keptRowH-48)/2
		del := render.NewButton(render.Rect{X: k.box.Right() - 32 - keptBtnW, Y: y, W: keptBtnW, H: 48}, "Delete")
		del.Style = render.StylePaper
		restore := render.NewButton(render.Rect{X: del.Rect.X - 12 - keptBtnW, Y: y, W: keptBtnW, H: 48}, "Restore")
		restore.Style = render.StyleAccent
		if k.games[i].saved == nil {
			restore.Enabled, restore.Reason, restore.Style = false, "It is damaged and cannot be read", render.StylePaper
		}
		k.rows = append(k.rows, keptRow{restore: restore, del: del})
	}
	k.close = render.NewButton(render.Rect{X: k.box.X + (k.box.W-200)/2, Y: k.box.Bottom() - 72, W: 200, H: 48}, "Close")
	k.close.Style = render.StylePaper
}

func (k *keptPanel) rowY(i int) float64 { return k.box.Y + keptTop + float64(i)*keptRowH }

// update handles one tick; it returns false when the panel closes.
func (k *keptPanel) update(ctx *scene.Context) bool {
	p := ctx.Input
	if k.ask != nil {
		hit(ctx.Probe, "kept-confirm", k.ask.ButtonRect(1))
		ctx.Probe.Ready("kept-confirm")
		choice, ok := k.ask.Update(p, ctx.Frame)
		if !ok {
			return true
		}
		k.ask = nil
		if choice == 1 {
			k.act()
		}
		return len(k.games) > 0
	}
	for i, r := range k.rows {
		probeButton(ctx.Probe, fmt.Sprintf("kept-restore-%d", i), r.restore)
		probeButton(ctx.Probe, fmt.Sprintf("kept-delete-%d", i), r.del)
	}
	probeButton(ctx.Probe, "kept-close", k.close)
	ctx.Probe.Ready("kept")
	if ctx.Frame.Has(input.ActBack) || k.close.Update(p) {
		p.Consume()
		return false
	}
	for i, r := range k.rows {
		if r.restore.Update(p) {
			k.askI, k.askOp = i, "restore"
			k.ask = k.question(i, "restore")
			return true
		}
		if r.del.Update(p) {
			k.askI, k.askOp = i, "delete"
			k.ask = k.question(i, "delete")
			return true
		}
	}
	if p.Tapped() {
		p.Consume() // the panel is modal
	}
	return true
}

// question is the dialog before op on row i.
func (k *keptPanel) question(i int, op string) *render.Dialog {
	g := k.games[i]
	d := &render.Dialog{Cancel: 0, Dim: render.Rect{W: render.LogicalW, H: render.LogicalH}}
	game := "The " + g.info.Title + " game"
	if g.saved != nil {
		game += " with " + g.saved.Names() + " (" + g.saved.Progress + ")"
	} else {
		game = "The damaged " + g.info.Title + " game"
	}
	if op == "delete" {
		d.Title, d.Buttons = "Delete this kept game?", []string{"Keep it", "Delete"}
		d.Body = game + " will be deleted for good."
	} else {
		d.Title, d.Buttons = "Restore this game?", []string{"Cancel", "Restore"}
		d.Body = game + " becomes your unfinished game again: Continue on the menu plays it."
		if cur := k.current(g.info); cur != "" {
			d.Body += " The one saved now (" + cur + ") is kept aside in its place."
		}
	}
	fitDialog(d, k.app.ui, 640)
	return d
}

// current names the unfinished game of info's kind saved now, "" when there is none.
func (k *keptPanel) current(info GameInfo) string {
	if info.Def == nil {
		return ""
	}
	saved := readKept(k.app.store, info.Def, table.SaveKey(info.ID))
	if saved == nil {
		return ""
	}
	return "with " + saved.Names() + ", " + saved.Progress
}

// act carries out the confirmed restore or delete and reloads the list; a failure is said in
// the menu's notice.
func (k *keptPanel) act() {
	g := k.games[k.askI]
	var err error
	if k.askOp == "restore" {
		err = k.app.restoreKept(g)
	} else {
		err = k.app.deleteKept(g)
	}
	if err != nil {
		k.app.notice = "The kept " + g.info.Title + " game could not be " + map[string]string{"restore": "restored", "delete": "deleted"}[k.askOp] + ": " + err.Error()
	} else if k.askOp == "restore" {
		k.app.notice = "The kept " + g.info.Title + " game is restored: Continue plays it."
	}
	k.reload()
}

// draw draws the panel over the menu.
func (k *keptPanel) draw(dst *ebiten.Image, ui *render.UI) {
	f := ui.Fonts
	ui.P.SetScale(render.ScaleOf(dst))
	ui.P.FillRect(dst, render.Rect{W: render.LogicalW, H: render.LogicalH}, render.WithAlpha(render.DeepSea, 0.5))
	ui.Panel(dst, k.box, 1)
	render.DrawText(dst, "Games kept aside", f.HeadingBold, k.box.X+k.box.W/2, k.box.Y+24, render.Ink, render.AlignCenter)
	render.DrawText(dst, "Saves that could not be continued as they were. Nothing here is deleted unless you delete it.",
		f.Small, k.box.X+k.box.W/2, k.box.Y+66, render.InkSoft, render.AlignCenter)
	textW := k.box.W - 64 - 2*keptBtnW - 24 - 16
	for i, r := range k.rows {
		y := k.rowY(i)
		if i > 0 {
			ui.P.FillRect(dst, render.Rect{X: k.box.X + 32, Y: y, W: k.box.W - 64, H: 1}, render.PaperShade)
		}
		what, played := k.games[i].Lines(k.now)
		render.DrawText(dst, render.Ellipsize(what, f.BodyBold, textW), f.BodyBold, k.box.X+32, y+12, render.Ink, render.AlignLeft)
		render.DrawText(dst, render.Ellipsize(played, f.Small, textW), f.Small, k.box.X+32, y+42, render.InkSoft, render.AlignLeft)
		r.restore.Draw(dst, ui)
		r.del.Draw(dst, ui)
	}
	if len(k.games) > len(k.rows) {
		more := len(k.games) - len(k.rows)
		render.DrawText(dst, fmt.Sprintf("and %d more: delete or restore some to see them", more), f.Small,
			k.box.X+32, k.box.Bottom()-keptBottom+8, render.InkSoft, render.AlignLeft)
	}
	if len(k.games) == 0 {
		render.DrawText(dst, "No game is kept aside.", f.Body, k.box.X+k.box.W/2, k.rowY(0)+24, render.InkSoft, render.AlignCenter)
	}
	k.close.Draw(dst, ui)
	if k.ask != nil {
		k.ask.Draw(dst, ui)
	}
}
