package render_test

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"northtable/input"
	"northtable/render"
	"northtable/render/golden"
)

// TestDiceWidgetsDemo draws the dice widgets, the hand and the location board on one 1600x900
// table as a dice game's board would (stand-in sprites from the atlas), a fight open over the
// board, and saves it (and the same at device scale 2) when NORTHTABLE_SHOTS names a folder.
func TestDiceWidgetsDemo(t *testing.T) {
	ui := newUI(t)
	board := sixLocations()
	board.Rect = render.Rect{X: 328, Y: 64, W: 944, H: 480}
	tray := busyTray()
	tray.Rect = render.Rect{X: 20, Y: 104, W: 280, H: 200}
	tray.Dice[3].Legal, tray.Dice[4].Legal = true, true
	others := []*render.Hand{
		{Rect: render.Rect{X: 24, Y: 560, W: 130, H: 130}, Hidden: true, Count: 2, Label: "2 Prophecies"},
		{Rect: render.Rect{X: 24, Y: 740, W: 130, H: 110}, Hidden: true, Count: 4, Label: "4 Prophecies"},
	}
	hand := &render.Hand{Rect: render.Rect{X: 1296, Y: 560, W: 288, H: 280}, Cards: prophecies()[:4], Fan: true, Label: "Your Prophecies"}
	combat := sampleCombat()
	combat.Rect = render.Rect{X: 520, Y: 250, W: 560, H: 380}
	combat.SetPicked(1, true)
	roll := &render.DiceRoll{UI: ui, Seed: 5, Speed: 1, Caption: "3 dice gained", Rect: render.Rect{X: 1296, Y: 104, W: 288, H: 190}}
	for _, f := range []string{faceShip, faceHammer, faceVillage} {
		roll.Dice = append(roll.Dice, render.RollDie{Die: render.Die{Sprite: f, Colour: dieYellow}, Faces: crewFaces})
	}
	for range roll.Total() - render.RollHoldTicks + 6 {
		roll.Update()
	}
	// the pointer rests on a combat die
	r := combat.DieRect(2)
	var p input.Pointer
	s := input.NewScript()
	for range render.TooltipDelay + 2 {
		s.Move(r.X+r.W/2, r.Y+r.H/2)
	}
	first := ebiten.NewImage(render.LogicalW, render.LogicalH)
	combat.Draw(first, ui) // the buttons' widths
	ui.ClearOverlay()
	for s.Pending() > 0 {
		p.Update(s.Next())
		combat.Update(&p)
	}
	draw := func(dst *ebiten.Image) {
		dst.Fill(render.DeepSea)
		pt := ui.P
		pt.SetScale(render.ScaleOf(dst))
		if sea := ui.Sprite("bg/sea"); sea != nil {
			for y := 0.0; y < render.LogicalH; y += 256 {
				for x := 0.0; x < render.LogicalW; x += 256 {
					pt.Tile(dst, sea, x, y, 1)
				}
			}
		}
		pt.FillRect(dst, render.Rect{X: 0, Y: 0, W: render.LogicalW, H: 56}, render.WithAlpha(render.Ink, 0.85))
		pt.Text(dst, "Reavers", ui.Fonts.HeadingBold, 20, 12, render.Paper, render.AlignLeft)
		pt.TextMid(dst, "Round 3 of 6 · Battle at Sea", ui.Fonts.Body, 800, 28, render.Foam, render.AlignCenter)
		pt.FillRect(dst, render.Rect{X: 0, Y: 860, W: render.LogicalW, H: 40}, render.WithAlpha(render.Ink, 0.85))
		pt.TextMid(dst, "Ann: pick the dice to re-roll, or accept the defeat", ui.Fonts.Body, 800, 880, render.Paper, render.AlignCenter)
		ui.Panel(dst, render.Rect{X: 8, Y: 64, W: 304, H: 460}, 1)
		ui.DrawPlayerMark(dst, 0, 32, 84, 11)
		pt.SetScale(render.ScaleOf(dst))
		pt.TextMid(dst, "Ann", ui.Fonts.BodyBold, 50, 84, render.Ink, render.AlignLeft)
		pt.TextMid(dst, "fighting", ui.Fonts.SmallBold, 296, 84, render.Accent, render.AlignRight)
		tray.Draw(dst, ui)
		for i, h := range others {
			y := h.Rect.Y - 30
			ui.Panel(dst, render.Rect{X: 8, Y: y - 14, W: 304, H: h.Rect.H + 40}, 1)
			ui.DrawPlayerMark(dst, 1+i, 32, y+4, 11)
			pt.SetScale(render.ScaleOf(dst))
			pt.TextMid(dst, []string{"Bjørn", "Cait"}[i], ui.Fonts.BodyBold, 50, y+4, render.Ink, render.AlignLeft)
			h.Draw(dst, ui)
		}
		board.Draw(dst, ui)
		ui.Panel(dst, render.Rect{X: 1288, Y: 64, W: 304, H: 240}, 1)
		pt.SetScale(render.ScaleOf(dst))
		pt.TextMid(dst, "Bjørn gains dice", ui.Fonts.BodyBold, 1300, 84, render.Ink, render.AlignLeft)
		ui.RoundRect(dst, roll.Rect, 10, render.Mix(render.PaperShade, render.Ink, 0.1))
		roll.Draw(dst)
		ui.Panel(dst, render.Rect{X: 1288, Y: 320, W: 304, H: 532}, 1)
		pt.SetScale(render.ScaleOf(dst))
		pt.TextMid(dst, "Artifacts, upgrades, glory…", ui.Fonts.Small, 1300, 340, render.InkSoft, render.AlignLeft)
		hand.Draw(dst, ui)
		// the fight over the board, the board dimmed under it
		ui.RoundRect(dst, board.Rect.Inset(-4), 12, render.WithAlpha(render.Ink, 0.45))
		combat.Draw(dst, ui)
	}
	for _, k := range []float64{1, 2} {
		canvas := ebiten.NewImage(int(render.LogicalW*k), int(render.LogicalH*k))
		draw(canvas)
		assert.Equal(t, "Blank: no success", ui.OverlayText(), "the die under the pointer names its face")
		ui.DrawOverlay(canvas)
		ui.ClearOverlay()
		if dir := os.Getenv("NORTHTABLE_SHOTS"); dir != "" {
			require.NoError(t, os.MkdirAll(dir, 0o755))
			name := "dice-widgets.png"
			if k == 2 {
				name = "dice-widgets@2x.png"
			}
			require.NoError(t, golden.WritePNG(filepath.Join(dir, name), screenOf(canvas)))
		}
	}
}
