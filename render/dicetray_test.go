package render_test

import (
	"image"
	"image/color"
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

// Stand-in dice for the dice widgets' tests: three crew colours and a black combat die, with
// atlas sprites standing for their faces until a game's own dice are drawn (a widget takes any
// sprite name).
var (
	dieYellow = color.RGBA{0xE2, 0xB1, 0x2C, 0xFF}
	dieBlue   = color.RGBA{0x2F, 0x6E, 0xB0, 0xFF}
	dieRed    = color.RGBA{0xB0, 0x3A, 0x30, 0xFF}
	dieBlack  = color.RGBA{0x26, 0x2A, 0x30, 0xFF}

	faceShip    = "res/cloth" // stands for a Ship face
	faceVillage = "bld/village"
	faceKeep    = "bld/castle"
	faceChest   = "res/wood"
	faceShield  = "res/stone"
	faceHammer  = "good/carrot"
	faceWave    = "res/fish"
)

func crewDie(c color.RGBA, face, name string) render.Die {
	return render.Die{Sprite: face, Colour: c, Name: name}
}

// busyTray is a player's ten dice, sorted by face then colour, two of them wild.
func busyTray() *render.DiceTray {
	dice := []render.Die{
		crewDie(dieYellow, faceShip, "Yellow die: Ship"),
		crewDie(dieYellow, faceShip, "Yellow die: Ship"),
		crewDie(dieRed, faceShip, "Red die: Ship"),
		crewDie(dieBlue, faceChest, "Blue die: Chest"),
		crewDie(dieBlue, faceChest, "Blue die: Chest"),
		crewDie(dieYellow, faceChest, "Yellow die: Chest"),
		crewDie(dieRed, faceShield, "Red die: Shield"),
		crewDie(dieBlue, faceHammer, "Blue die: Hammer"),
		crewDie(dieYellow, faceVillage, "Yellow die: village (wild)"),
		crewDie(dieYellow, faceVillage, "Yellow die: village (wild)"),
	}
	dice[8].Wild, dice[9].Wild = true, true
	return &render.DiceTray{Rect: render.Rect{X: 40, Y: 120, W: 420, H: 170}, Title: "Dice", Dice: dice, Limit: 10}
}

// screenOf reads a full-size canvas back as an image (inside the game loop).
func screenOf(img *ebiten.Image) *image.RGBA {
	b := img.Bounds()
	out := image.NewRGBA(image.Rect(0, 0, b.Dx(), b.Dy()))
	img.ReadPixels(out.Pix)
	return out
}

// checkWidgetGolden compares the full-size canvas with testdata/golden-NAME.png (render/golden;
// NORTHTABLE_UPDATE_GOLDEN=1 rewrites it) and, when NORTHTABLE_SHOTS names a folder, saves the
// full-size picture there for looking at.
func checkWidgetGolden(t *testing.T, name string, canvas *ebiten.Image) {
	t.Helper()
	shot := screenOf(canvas)
	if dir := os.Getenv("NORTHTABLE_SHOTS"); dir != "" {
		require.NoError(t, os.MkdirAll(dir, 0o755))
		require.NoError(t, golden.WritePNG(filepath.Join(dir, name+".png"), shot))
	}
	golden.Check(t, "testdata", name, shot)
}

// table is a full-size canvas with the sea background and a paper panel at r, as a board
// scene's player area or prompt would hold a widget.
func table(ui *render.UI, panels ...render.Rect) *ebiten.Image {
	canvas := ebiten.NewImage(render.LogicalW, render.LogicalH)
	canvas.Fill(render.DeepSea)
	ui.P.SetScale(1)
	if sea := ui.Sprite("bg/sea"); sea != nil {
		for y := 0.0; y < render.LogicalH; y += 256 {
			for x := 0.0; x < render.LogicalW; x += 256 {
				ui.P.Tile(canvas, sea, x, y, 1)
			}
		}
	}
	for _, r := range panels {
		ui.Panel(canvas, r, 1)
	}
	return canvas
}

func TestDiceTrayGroupsAlikeDiceAndCountsCapacity(t *testing.T) {
	tr := busyTray()
	// side by side: every die has its own place, one group's dice next to each other
	r0, ok := tr.DieRect(0)
	require.True(t, ok)
	r1, _ := tr.DieRect(1)
	r2, _ := tr.DieRect(2)
	assert.False(t, tr.Collapsed(0))
	assert.InDelta(t, r0.Right()+6, r1.X, 1e-9, "the two yellow Ships lie together")
	assert.Greater(t, r2.X-r1.Right(), 6.0, "the red Ship is another group, further off")
	for i := range tr.Dice {
		r, ok := tr.DieRect(i)
		require.True(t, ok)
		assert.True(t, r.In(tr.Well()), "die %d inside the well", i)
		got, hit := tr.At(render.Point{X: r.X + r.W/2, Y: r.Y + r.H/2})
		assert.True(t, hit)
		assert.Equal(t, i, got, "die %d is hit where it is drawn", i)
	}

	// grouping goes by look, not by position in the list: a late yellow Ship joins the first group
	tr.Dice = append(tr.Dice, crewDie(dieYellow, faceShip, "Yellow die: Ship"))
	r10, _ := tr.DieRect(10)
	r1, _ = tr.DieRect(1)
	assert.InDelta(t, r1.Right()+6, r10.X, 1e-9, "the eleventh die lies with its group")

	// too many for the well: groups of several dice collapse to one die and a count
	tr.Rect.H = 90
	assert.True(t, tr.Collapsed(0), "the three yellow Ships are counted")
	a, _ := tr.DieRect(0)
	b, _ := tr.DieRect(10)
	assert.Equal(t, a, b, "a counted group is one place")
	assert.False(t, tr.Collapsed(6), "a single die stays as it is")
}

func TestDiceTraySelectionToggles(t *testing.T) {
	tr := busyTray()
	tr.Selectable = true
	tr.Dice[6].Dimmed, tr.Dice[6].Reason = true, "A Shield cannot pay for this"
	click := func(i int) (int, bool) {
		r, ok := tr.DieRect(i)
		require.True(t, ok)
		return tap(r.X+r.W/2, r.Y+r.H/2, tr.Update)
	}
	got, ok := click(3)
	require.True(t, ok)
	assert.Equal(t, 3, got)
	assert.True(t, tr.IsPicked(3), "a tap picks the die")
	click(8)
	assert.Equal(t, []int{3, 8}, tr.Picked())
	click(3)
	assert.Equal(t, []int{8}, tr.Picked(), "a second tap unpicks it")

	got, ok = click(6)
	assert.True(t, ok, "a tap on a dimmed die is reported, so the scene may say why")
	assert.Equal(t, 6, got)
	assert.False(t, tr.IsPicked(6), "a dimmed die is never picked")

	tr.MaxSelect = 2
	click(0)
	click(1)
	assert.Equal(t, 2, tr.PickedCount(), "the limit holds")
	assert.False(t, tr.IsPicked(1))
	tr.ClearPicks()
	assert.Zero(t, tr.PickedCount())

	// a counted group picks one more die per tap, then none
	tr.MaxSelect = 0
	tr.Dice = append(tr.Dice, crewDie(dieYellow, faceShip, "Yellow die: Ship"))
	tr.Rect.H = 90
	require.True(t, tr.Collapsed(0))
	click(0)
	click(0)
	assert.Equal(t, []int{0, 1}, tr.Picked())
	click(0)
	click(0)
	assert.Empty(t, tr.Picked(), "all three picked, the next tap unpicks the group")
}

func TestDiceTrayDimmedDieSaysWhy(t *testing.T) {
	ui := newUI(t)
	tr := busyTray()
	tr.Dice[6].Dimmed, tr.Dice[6].Reason = true, "A Shield cannot pay for this"
	r, _ := tr.DieRect(6)
	canvas := ebiten.NewImage(render.LogicalW, render.LogicalH)
	rest(r.X+r.W/2, r.Y+r.H/2, render.TooltipDelay+2, func(p *input.Pointer) { tr.Update(p) })
	tr.Draw(canvas, ui)
	assert.Equal(t, "A Shield cannot pay for this", ui.OverlayText())
	ui.ClearOverlay()
	r, _ = tr.DieRect(8)
	rest(r.X+r.W/2, r.Y+r.H/2, render.TooltipDelay+2, func(p *input.Pointer) { tr.Update(p) })
	tr.Draw(canvas, ui)
	assert.Equal(t, "Yellow die: village (wild)", ui.OverlayText(), "an enabled die names itself")
	ui.ClearOverlay()
}

func TestDiceTrayDrawsDiceCapacityAndMarks(t *testing.T) {
	ui := newUI(t)
	tr := busyTray()
	tr.Selectable = true
	tr.SetPicked(3, true)
	canvas := ebiten.NewImage(render.LogicalW, render.LogicalH)
	canvas.Fill(render.Paper)
	tr.Draw(canvas, ui)
	r, _ := tr.DieRect(0)
	body := pixel(canvas, int(r.X+4), int(r.Y+r.H/2))
	assert.Greater(t, int(body.R), int(body.B)+60, "a yellow die body: %v", body)
	r, _ = tr.DieRect(4)
	body = pixel(canvas, int(r.X+4), int(r.Y+r.H/2))
	assert.Greater(t, int(body.B), int(body.R)+40, "a blue die body: %v", body)
	// the picked die lifts and wears the accent ring
	r, _ = tr.DieRect(3)
	ring := pixel(canvas, int(r.X+r.W/2), int(r.Y-4-2))
	assert.Greater(t, int(ring.R), int(ring.G)+50, "the picked die's accent ring: %v", ring)
	// the wild die wears its gold rim
	r, _ = tr.DieRect(8)
	gold := pixel(canvas, int(r.X+r.W/2), int(r.Bottom()+1))
	assert.Greater(t, int(gold.R), int(gold.B)+50, "the wild die's gold rim: %v", gold)

	// past the limit the capacity turns to the accent colour
	tr.Limit = 8
	canvas.Fill(render.Paper)
	tr.Draw(canvas, ui)
	pill := pixel(canvas, int(tr.Rect.Right()-8), int(tr.Rect.Y+render.TrayHeadH/2-2))
	assert.True(t, near(pill, render.Accent, 12), "over capacity: %v", pill)
}

// TestGoldenDiceTray: a player's dice in a payment, some picked, one refused, two wild, and the
// same player with more dice than fit, counted in groups.
func TestGoldenDiceTray(t *testing.T) {
	ui := newUI(t)
	canvas := table(ui, render.Rect{X: 24, Y: 80, W: 460, H: 210}, render.Rect{X: 24, Y: 320, W: 460, H: 170})
	tr := busyTray()
	tr.Selectable = true
	tr.Dice[6].Dimmed, tr.Dice[6].Reason = true, "A Shield cannot pay for this"
	for _, i := range []int{3, 4, 7} {
		tr.Dice[i].Legal = true
	}
	tr.Dice[0].Legal, tr.Dice[1].Legal = true, true
	tr.SetPicked(3, true)
	tr.SetPicked(8, true)
	tr.Rect = render.Rect{X: 40, Y: 96, W: 428, H: 178}
	tr.Draw(canvas, ui)

	more := busyTray()
	more.Title = "Bjørn's dice"
	more.Dice = append(more.Dice, crewDie(dieYellow, faceShip, "Yellow die: Ship"), crewDie(dieBlue, faceChest, "Blue die: Chest"))
	more.Rect = render.Rect{X: 40, Y: 336, W: 428, H: 138}
	more.Draw(canvas, ui)
	require.True(t, more.Collapsed(0))
	ui.ClearOverlay()
	checkWidgetGolden(t, "dicetray", canvas)
}

// The dice (drawn from the kit's cache of die looks) look the same at device scale 2.
func TestDiceDrawAtDeviceScale(t *testing.T) {
	ui := newUI(t)
	tr := busyTray()
	tr.Selectable = true
	tr.SetPicked(3, true)
	one := ebiten.NewImage(render.LogicalW, render.LogicalH)
	two := ebiten.NewImage(2*render.LogicalW, 2*render.LogicalH)
	one.Fill(render.Paper)
	two.Fill(render.Paper)
	tr.Draw(one, ui)
	tr.Draw(two, ui)
	for _, i := range []int{0, 2, 3, 7, 8} {
		r, _ := tr.DieRect(i)
		if tr.IsPicked(i) {
			r = r.Offset(0, -4)
		}
		for _, at := range [][2]float64{{r.X + 5, r.Y + r.H/2}, {r.X + r.W/2, r.Bottom() - 4}} {
			x, y := at[0], at[1]
			assert.True(t, near(pixel(one, int(x), int(y)), pixel(two, int(2*x), int(2*y)), 24), "die %d at %v looks the same at scale 2: %v, %v", i, at, pixel(one, int(x), int(y)), pixel(two, int(2*x), int(2*y)))
		}
	}
}

// A die still rolling toward the tray keeps its place in its group, but the tray draws nothing
// there and takes no tap on it, so a roll can land on DieRect.
func TestDiceTrayKeepsAnIncomingDiesPlace(t *testing.T) {
	tr := busyTray()
	tr.Selectable = true
	want := make([]render.Rect, len(tr.Dice))
	for i := range tr.Dice {
		want[i], _ = tr.DieRect(i)
	}
	tr.Dice[3].Incoming = true
	for i := range tr.Dice {
		got, ok := tr.DieRect(i)
		require.True(t, ok)
		assert.Equal(t, want[i], got, "die %d is laid out as when it has landed", i)
	}
	_, ok := tap(want[3].X+want[3].W/2, want[3].Y+want[3].H/2, tr.Update)
	assert.False(t, ok, "a die on its way takes no tap")
	assert.False(t, tr.IsPicked(3))
	got, ok := tap(want[8].X+want[8].W/2, want[8].Y+want[8].H/2, tr.Update)
	assert.True(t, ok)
	assert.Equal(t, 8, got, "the dice that lie in the tray still do")
}

// A tray given TrayHeight for the rows its dice take at a size (RowsAt) keeps them at that
// size; one row short, it shrinks them.
func TestTrayHeightHoldsTheRowsItIsGiven(t *testing.T) {
	tr := busyTray()
	const w, die = 230.0, 22.0
	rows := tr.RowsAt(w, die)
	require.Equal(t, 2, rows, "ten dice in six groups take two rows at 22 px in 230 px")
	assert.Zero(t, tr.DieSize, "RowsAt leaves the tray's own die size")
	tr.Rect, tr.DieSize = render.Rect{X: 40, Y: 120, W: w, H: render.TrayHeight(rows, die)}, die
	r, ok := tr.DieRect(0)
	require.True(t, ok)
	assert.Equal(t, die, r.W, "the dice keep their size")
	tr.Rect.H = render.TrayHeight(rows-1, die)
	r, _ = tr.DieRect(0)
	assert.Less(t, r.W, die, "a row short, they shrink")
}

// A tray's view tells what the tray shows: its dice (a copy, so the view changes nothing),
// where each lies in the well, which are picked and how many are still on their way in.
func TestDiceTrayViewTellsWhatTheTrayShows(t *testing.T) {
	tr := busyTray()
	tr.Dice[9].Incoming = true
	tr.SetPicked(3, true)
	v := tr.View()
	dice := v.Dice()
	require.Len(t, dice, 10)
	dice[0].Name = "changed"
	assert.Equal(t, "Yellow die: Ship", tr.Dice[0].Name, "the view's dice are a copy")
	assert.Equal(t, 1, v.Incoming())
	assert.True(t, v.Picked(3))
	assert.False(t, v.Picked(2))
	assert.Equal(t, tr.Selectable, v.Selectable())
	tr.Selectable = !tr.Selectable
	assert.Equal(t, tr.Selectable, v.Selectable(), "the view reads the tray as it is now")
	for i := range dice {
		r, ok := v.DieRect(i)
		require.True(t, ok)
		assert.True(t, r.In(v.Well()), "die %d lies in the well", i)
	}
	_, ok := v.DieRect(10)
	assert.False(t, ok)
}
