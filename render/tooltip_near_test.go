package render_test

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"northtable/input"
	"northtable/render"
)

// rectsOverlap reports whether a and b share any area.
func rectsOverlap(a, b render.Rect) bool {
	return a.X < b.Right() && b.X < a.Right() && a.Y < b.Bottom() && b.Y < a.Bottom()
}

// A tip about a button in a column of buttons under a heading (a decision panel at the right
// of the canvas) stands beside the column, on the side towards the canvas's middle: it covers
// neither the heading the player reads nor the button above or below.
func TestTooltipInAColumnGoesBesideItClearOfHeadingAndNeighbours(t *testing.T) {
	ui := newUI(t)
	heading := render.Rect{X: 1070, Y: 60, W: 520, H: 90}
	var col []render.Rect
	for i := range 4 {
		col = append(col, render.Rect{X: 1084, Y: 156 + float64(i)*34, W: 490, H: 28})
	}
	for i, at := range col {
		var near []render.Rect
		for j, n := range col {
			if j != i {
				near = append(near, n)
			}
		}
		tip := render.Tooltip{Text: "Rest: take 2 Food, or one die of your choice from the supply", Around: at,
			Avoid: []render.Rect{heading}, Near: near}.Rect(ui.Fonts)
		assert.False(t, rectsOverlap(tip, heading), "button %d: the tip %v covers the heading", i, tip)
		for j, n := range near {
			assert.False(t, rectsOverlap(tip, n), "button %d: the tip %v covers neighbour %d %v", i, tip, j, n)
		}
		assert.LessOrEqual(t, tip.Right(), at.X, "button %d: the tip goes left of the column, towards the middle", i)
	}

	// a lone button under the heading: its tip still keeps off the heading
	tip := render.Tooltip{Text: "Rest: take 2 Food", Around: col[0], Avoid: []render.Rect{heading}}.Rect(ui.Fonts)
	assert.False(t, rectsOverlap(tip, heading))
}

// Controls draw a tip about one of their buttons clear of their other enabled buttons: the
// pixels of the neighbours are the same with the tip shown as without it.
func TestControlsTooltipLeavesTheOtherButtonsUncovered(t *testing.T) {
	ui := newUI(t)
	var cs render.Controls
	cs.Delay = render.TooltipDelay
	for i := range 3 {
		cs.Add(render.Control{ID: i + 1, Rect: render.Rect{X: 1084, Y: 300 + float64(i)*34, W: 490, H: 28},
			Label: "Answer", Tip: "A long tip about this answer, long enough to wrap onto two lines of words", Enabled: true})
	}
	mid := cs.All()[1].Rect
	x, y := mid.Centre()
	var p input.Pointer
	p.Update(input.Frame{X: x, Y: y})
	cs.Update(&p)
	plain := ebiten.NewImage(render.LogicalW, render.LogicalH)
	cs.Draw(plain, ui)
	rest(x, y, render.TooltipDelay+2, func(p *input.Pointer) { cs.Update(p) })
	require.NotEmpty(t, cs.Reason(), "the tip is due")
	shown := ebiten.NewImage(render.LogicalW, render.LogicalH)
	cs.Draw(shown, ui)
	cs.DrawTooltip(shown, ui)
	a, b := readPixels(plain), readPixels(shown)
	differs := func(r render.Rect) int {
		n := 0
		for yy := int(r.Y); yy < int(r.Bottom()); yy++ {
			for xx := int(r.X); xx < int(r.Right()); xx++ {
				i := 4 * (yy*render.LogicalW + xx)
				if a[i] != b[i] || a[i+1] != b[i+1] || a[i+2] != b[i+2] {
					n++
				}
			}
		}
		return n
	}
	assert.Positive(t, differs(render.Rect{X: 0, Y: 0, W: render.LogicalW, H: render.LogicalH}), "the tip is drawn")
	assert.Zero(t, differs(cs.All()[0].Rect.Inset(-2)), "the button above is not covered")
	assert.Zero(t, differs(cs.All()[2].Rect.Inset(-2)), "the button below is not covered")
}

// A tip about a die or a button of the combat panel never covers the panel's other enabled
// buttons (Commit, the re-roll, a power) nor its other dice.
func TestCombatPanelTipsKeepOffItsOtherButtons(t *testing.T) {
	ui := newUI(t)
	c := sampleCombat()
	drawn(t, ui, c)
	type part struct {
		r       render.Rect
		enabled bool
	}
	parts := []part{{c.ButtonRect(render.TapReroll, 0), c.RerollEnabled}, {c.ButtonRect(render.TapAccept, 0), true},
		{c.ButtonRect(render.TapButton, 0), true}, {c.ButtonRect(render.TapButton, 1), false}}
	for i := range c.Dice {
		parts = append(parts, part{c.DieRect(i), true})
	}
	for i, hov := range parts {
		if hov.r.W <= 0 {
			continue
		}
		x, y := hov.r.Centre()
		rest(x, y, render.TooltipDelay+2, func(p *input.Pointer) { c.Update(p) })
		c.Draw(ebiten.NewImage(render.LogicalW, render.LogicalH), ui)
		tip, ok := ui.OverlayRect()
		ui.ClearOverlay()
		if !ok {
			continue
		}
		for j, o := range parts {
			if j != i && o.enabled && o.r.W > 0 {
				assert.False(t, rectsOverlap(tip, o.r), "the tip about part %d %v covers part %d %v", i, tip, j, o.r)
			}
		}
	}
}

// readPixels reads img's RGBA bytes.
func readPixels(img *ebiten.Image) []byte {
	b := make([]byte, 4*img.Bounds().Dx()*img.Bounds().Dy())
	img.ReadPixels(b)
	return b
}

// A board's controls ask for the tooltip of the one the pointer rests on once it is due, and
// for none before.
func TestControlsShowTheRestedOnControlsTooltip(t *testing.T) {
	ui := newUI(t)
	var cs render.Controls
	cs.Delay = render.TooltipDelay
	cs.Add(render.Control{ID: 1, Rect: render.Rect{X: 10, Y: 10, W: 40, H: 20}, Enabled: true, Tip: "Food: 3"})
	ui.ClearOverlay()
	rest(20, 20, 2, func(p *input.Pointer) { cs.Update(p) })
	cs.ShowTooltip(ui)
	assert.Empty(t, ui.OverlayText(), "not before the delay")
	rest(20, 20, render.TooltipDelay+2, func(p *input.Pointer) { cs.Update(p) })
	cs.ShowTooltip(ui)
	assert.Equal(t, "Food: 3", ui.OverlayText())
	ui.ClearOverlay()
}

// While tooltips are held every way of asking for one is dropped, a cached request put back
// too; once released they show again.
func TestHeldTipsDropEveryRequest(t *testing.T) {
	ui := newUI(t)
	ui.ShowTooltip("Food", 100, 100)
	cached := ui.TakeOverlay()
	ui.HoldTips(true)
	ui.ShowTooltip("Food", 100, 100)
	ui.ShowTooltipAt("Food", render.Rect{X: 100, Y: 100, W: 20, H: 20}, false)
	ui.ShowTooltipNear("Food", render.Rect{X: 100, Y: 100, W: 20, H: 20}, false, nil)
	ui.ShowReason("Wait", 100, 100)
	ui.PutOverlay(cached)
	assert.Empty(t, ui.OverlayText())
	ui.HoldTips(false)
	ui.PutOverlay(cached)
	assert.Equal(t, "Food", ui.OverlayText())
}
