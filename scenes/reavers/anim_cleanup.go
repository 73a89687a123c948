package reavers

import (
	"github.com/hajimehoshi/ebiten/v2"

	"northtable/render"
	rv "northtable/rules/reavers"
	"northtable/scenes/table"
)

// Cleanup made visible (Reavers spec §4.5, §11 "Cleanup visibly"). The move that ends a round
// before the sixth carries EvCleanup then EvRound: the board then shows a render.Banner over
// the location board naming what changed ("Round 2 ends" over "The displays are refilled ·
// Bjørn starts round 3 · the Honour Ship passes to Cait"), while the refilled displays fade in
// under it. It is a blocking animation on the shell's queue, like a roll: played at the
// animation-speed setting, skipped by a press, Space or the curtain, and input and computer
// moves wait the second it lasts. With animations off (the setting, screenshots) the same
// words are said as a toast instead (Table.Say), so cleanup is never silent.

// cleanupFadeTicks is how long the refilled displays take to fade in, ticks at normal speed.
const cleanupFadeTicks = 24

// cleanupNews is what a round's end changed, in words: the banner's heading and line.
type cleanupNews struct {
	heading, line string
}

// planCleanup words the cleanup among a move's events, if any; g is the position after the
// move (the new round, its Start player and Honour Ship holder).
func (mo *motion) planCleanup(g *rv.Game, ch table.Change) (cleanupNews, bool) {
	if ch.Kind != table.Moved {
		return cleanupNews{}, false
	}
	for _, e := range ch.Events {
		if e.Kind == rv.EvCleanup {
			var n cleanupNews
			n.heading, n.line = g.CleanupWords(mo.t.Names())
			return n, true
		}
	}
	return cleanupNews{}, false
}

// pushCleanup shows the cleanup's news: a banner with the displays fading in, or a toast with
// animations off.
func (mo *motion) pushCleanup(n cleanupNews, ok bool) {
	if !ok {
		return
	}
	mo.news = n.heading + ": " + n.line
	if mo.t.Instant() || mo.ui == nil {
		mo.t.Say(mo.news, false)
		return
	}
	ui := mo.ui
	w := max(560, render.TextWidth(n.line, ui.Fonts.Body)+80)
	w = min(w, locRect.W-24)
	rect := render.Rect{X: locRect.X + (locRect.W-w)/2, Y: locRect.Bottom() - 128, W: w, H: 120} // over the empty pawn spots, clear of the displays fading in
	mo.banner = &cleanupAnim{mo: mo, banner: render.Banner{UI: ui, Rect: rect, Text: n.heading, Sub: n.line}}
	mo.t.Anims().Push(mo.banner)
}

// cleanupAnim is the cleanup's banner over the board, the refilled displays fading in under it
// (render.Animation and render.Finisher).
type cleanupAnim struct {
	mo     *motion
	banner render.Banner
	t      int // ticks played
}

// Update moves the banner and the fade on one tick at normal speed (render.Animation).
func (a *cleanupAnim) Update() bool {
	a.t++
	if !a.banner.Update() {
		return false
	}
	a.ended()
	return true
}

// ended drops the banner from the board's record of what is on show.
func (a *cleanupAnim) ended() {
	if a.mo.banner == a {
		a.mo.banner = nil
	}
}

// Finish ends the banner at once (render.Finisher: a skip, the curtain, animations off).
func (a *cleanupAnim) Finish() {
	a.t = cleanupFadeTicks
	a.banner.Finish()
	a.ended()
}

// Draw veils the displays' cards in their location's paper, thinner tick by tick (the new
// cards fading in), then draws the banner (render.Animation).
func (a *cleanupAnim) Draw(dst *ebiten.Image) {
	mo := a.mo
	if mo.ui == nil {
		return
	}
	if v := 1 - float64(a.t)/cleanupFadeTicks; v > 0 {
		for l := rv.Location(0); l < rv.NumLocations; l++ {
			if l == rv.SubdueTerritories { // the Territory stacks are not refilled
				continue
			}
			c := mo.vw.locs.ContentRect(int(l))
			mo.ui.P.FillRect(dst, c.Inset(-2), render.WithAlpha(render.Paper, v))
		}
	}
	a.banner.Draw(dst)
}

// words is the banner's heading and line as one sentence.
func (a *cleanupAnim) words() string { return a.banner.Text + ": " + a.banner.Sub }
