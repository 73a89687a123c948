package scenes

import (
	"errors"
	"fmt"
	"sync/atomic"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"northtable/render"
	"northtable/rules"
	"northtable/rules/record"
	"northtable/scenes/scene"
	"northtable/scenes/storage"
	"northtable/scenes/table"
)

// claims is the App's side of "one game, one place" (scenes/storage, claim.go): this tab's or
// window's id, the claim of the game it plays, and when it last looked at it.
type claims struct {
	owner   string                        // this place's id, random, kept for the App's life
	cur     atomic.Pointer[storage.Claim] // the game played here; nil at the menu
	curID   string                        // its game id
	poked   atomic.Bool                   // another place changed the storage (browser event)
	timer   bool                          // a goroutine checks and refreshes (Run); else Update does
	checked time.Time                     // last check by Update, App clock
	beat    time.Time                     // last refresh by Update, App clock
}

// takeClaim claims game id's save for this place, giving up any other claim held here. The
// place that played it before hears that it moved at its next check.
func (a *App) takeClaim(id string) (*storage.Claim, error) {
	a.releaseClaim()
	if a.store == nil {
		return nil, nil
	}
	if a.claims.owner == "" {
		a.claims.owner = fmt.Sprintf("%016x", a.rng.Uint64())
	}
	c, err := storage.Take(a.store, table.SaveKey(id), a.claims.owner, a.now)
	if err != nil {
		return nil, err
	}
	a.claims.cur.Store(c)
	a.claims.curID = id
	a.claims.checked, a.claims.beat = a.now(), a.now()
	return c, nil
}

// releaseClaim gives up the claim held here, if any (leaving a game, closing).
func (a *App) releaseClaim() {
	if c := a.claims.cur.Swap(nil); c != nil {
		c.Release()
	}
}

// gameStore is the store a table of game id writes through: the store seen through this
// place's claim of the game, taken now unless taken just before (resumeSaved), so every
// autosave is checked against the claim.
func (a *App) gameStore(id string) storage.Store {
	if a.store == nil {
		return nil
	}
	c := a.claims.cur.Load()
	if c == nil || a.claims.curID != id || c.Lost() || c.Released() {
		var err error
		if c, err = a.takeClaim(id); err != nil {
			a.notice = "This game cannot be saved: " + err.Error()
			return nil
		}
	}
	return c.Store()
}

// watchClaim runs every tick: without the timer goroutine (tests) it checks and refreshes the
// claim on the App's clock; when the claim is lost it shows the moved screen.
func (a *App) watchClaim() {
	c := a.claims.cur.Load()
	if c == nil {
		return
	}
	now := a.ctx.Now
	switch {
	case a.claims.poked.Swap(false):
		_ = c.Check()
	case !a.claims.timer && now.Sub(a.claims.beat) >= storage.RefreshEvery:
		a.claims.beat, a.claims.checked = now, now
		_ = c.Refresh()
	case !a.claims.timer && now.Sub(a.claims.checked) >= storage.CheckEvery:
		a.claims.checked = now
		_ = c.Check()
	}
	if !c.Lost() {
		return
	}
	a.claims.cur.CompareAndSwap(c, nil)
	info, ok := findGame(a.games, a.claims.curID)
	if !ok {
		return
	}
	a.mgr.Cut(newMoved(a, info, c.KeptAside() != "", a.mgr.Current()))
}

// keepClaims refreshes and checks the claim on a timer for as long as the App runs, so a
// resting App (no frames) keeps its claim live and hears of a takeover; in the browser the
// 'storage' event also checks at once. It wakes the App when the claim is lost.
func (a *App) keepClaims() {
	a.claims.timer = true
	if w, ok := a.store.(storage.Watcher); ok {
		w.Watch(func() {
			a.claims.poked.Store(true)
			ebiten.ScheduleFrame()
		})
	}
	onLeave(a.releaseClaim)
	go func() {
		last := time.Now()
		for range time.Tick(storage.CheckEvery) {
			c := a.claims.cur.Load()
			if c == nil {
				continue
			}
			if time.Since(last) >= storage.RefreshEvery {
				last = time.Now()
				_ = c.Refresh()
			} else {
				_ = c.Check()
			}
			if c.Lost() {
				ebiten.ScheduleFrame()
			}
		}
	}()
}

// resumeSaved continues game info's saved game (the menu's Continue and Play here, the moved
// screen's Play here, the flags naming that game): the claim first, then the save read afresh,
// so no move of another place falls between the two. ok is false when nothing is left to
// continue (finished or removed elsewhere); the menu then says why. cut switches without a fade.
func (a *App) resumeSaved(info GameInfo, cut bool) (ok bool, err error) {
	if a.store == nil || info.Def == nil {
		return false, nil
	}
	if _, err := a.takeClaim(info.ID); err != nil {
		return false, err
	}
	saved, err := table.Load(a.store, info.Def)
	if err != nil || saved == nil {
		a.releaseClaim()
		return false, err
	}
	return true, a.resume(info.ID, saved, cut)
}

// claimedElsewhere reports whether game id is being played in another place now (a live claim
// of another owner).
func (a *App) claimedElsewhere(id string) bool {
	if a.store == nil {
		return false
	}
	r := storage.ReadClaim(a.store, table.SaveKey(id))
	return r.Owner != a.claims.owner && r.Live(a.now())
}

// moved is the screen of a game that is now played in another place: the table stays behind,
// dimmed and still, and the player may take the game back (Play here) or go to the menu.
type moved struct {
	app    *App
	info   GameInfo
	back   scene.Scene // the table, drawn behind
	dialog *render.Dialog
}

func newMoved(a *App, info GameInfo, kept bool, back scene.Scene) *moved {
	body := info.Title + " is being played in another " + placeWord + " now, so this " + placeWord +
		" stopped saving it. Play here continues from what was last saved there, a new game started there included."
	if kept {
		body += " A move made here meanwhile was kept aside (Kept games on the menu)."
	}
	d := &render.Dialog{
		Title: "This game moved to another " + placeWord, Body: body,
		Buttons: []string{"Menu", "Play here"}, Cancel: 0,
		Dim: render.Rect{W: render.LogicalW, H: render.LogicalH},
	}
	fitDialog(d, a.ui, 640)
	return &moved{app: a, info: info, back: back, dialog: d}
}

// Still reports that the screen draws the same picture until input arrives.
func (s *moved) Still() bool { return true }

// HiDPI reports that the screen draws at the device scale.
func (s *moved) HiDPI() bool { return true }

// Update answers the dialog.
func (s *moved) Update(ctx *scene.Context) error {
	hit(ctx.Probe, "menu", s.dialog.ButtonRect(0))
	hit(ctx.Probe, "play-here", s.dialog.ButtonRect(1))
	ctx.Probe.Ready("moved")
	choice, ok := s.dialog.Update(ctx.Input, ctx.Frame)
	if !ok {
		return nil
	}
	if choice == 1 {
		done, err := s.app.resumeSaved(s.info, false)
		if err == nil && done {
			return nil
		}
		s.app.notice = "The " + s.info.Title + " game is no longer saved: it may have ended in the other " + placeWord + "."
		if err != nil {
			s.app.notice = s.info.Title + ": " + err.Error()
		}
	}
	ctx.Switch(s.app.newMenu())
	return nil
}

// Draw draws the table behind, dimmed, and the dialog.
func (s *moved) Draw(screen *ebiten.Image) {
	if s.back != nil {
		s.back.Draw(screen)
	} else {
		s.app.bg.Draw(screen, s.app.ui)
	}
	s.dialog.Draw(screen, s.app.ui)
}

// fitDialog makes d a centred box w logical px wide whose height fits its text: the title and
// body (render.Dialog's layout: the body from 66 px, lines 24 px apart) and the button row
// 70 px from the bottom.
func fitDialog(d *render.Dialog, ui *render.UI, w float64) {
	lines := len(render.Wrap(d.Body, ui.Fonts.Body, w-48))
	d.Box = render.Rect{W: w, H: 66 + 24*float64(lines) + 24 + 70}
	d.Box.X, d.Box.Y = (render.LogicalW-d.Box.W)/2, (render.LogicalH-d.Box.H)/2
}

// hit announces r's centre as the click target named target.
func hit(p *scene.Probe, target string, r render.Rect) {
	x, y := r.Centre()
	p.Hit(target, x, y)
}

// keptGame is a game kept aside (scenes/storage, aside.go), as the menu shows it.
type keptGame struct {
	info  GameInfo
	aside storage.Aside
	saved *table.Saved // nil when it cannot be read (or is finished): it can only be deleted
}

// keptGames lists every playable game's kept-aside copies, newest first within each game.
func (a *App) keptGames() []keptGame {
	if a.store == nil {
		return nil
	}
	var out []keptGame
	for _, g := range a.games {
		if g.New == nil || g.Def == nil {
			continue
		}
		list, err := storage.ListAside(a.store, table.SaveKey(g.ID))
		if err != nil {
			continue
		}
		for _, as := range list {
			out = append(out, keptGame{info: g, aside: as, saved: readKept(a.store, g.Def, as.Key)})
		}
	}
	return out
}

// readKept reads a kept-aside copy as the menu's Continue would (table.Load, on a copy in
// memory, so nothing in the store moves); nil when it cannot be continued.
func readKept(st storage.Store, def record.Definition, key string) *table.Saved {
	data, err := st.Load(key)
	if err != nil {
		return nil
	}
	mem := storage.NewMemory()
	if mem.Save(table.SaveKey(def.GameID()), data) != nil {
		return nil
	}
	saved, err := table.Load(mem, def)
	if err != nil {
		return nil
	}
	return saved
}

// Lines are the kept game in plain words: what it is, then when it was played and why it was
// kept aside. Never a storage key.
func (k keptGame) Lines(present time.Time) (string, string) {
	if k.saved == nil {
		return k.info.Title + " · damaged, it cannot be read",
			"kept aside " + when(k.aside.At, present)
	}
	what := k.info.Title + " · " + k.saved.Names() + " · " + k.saved.Progress
	played := "played " + when(k.saved.When, present)
	if k.saved.When.IsZero() {
		played = "kept aside " + when(k.aside.At, present)
	}
	switch k.aside.Why {
	case "replaced":
		played += " · set aside when a new game took its place"
	case "moved":
		played += " · played in another " + placeWord + " at the same time"
	case "damaged":
		played += " · set aside as damaged"
	}
	return what, played
}

// when is a time in plain words: "5 minutes ago", "yesterday", or for older times the date
// ("on 3 November at 14:05", local time).
func when(t, present time.Time) string {
	if t.IsZero() {
		return "at an unknown time"
	}
	if present.Sub(t) < 48*time.Hour {
		return table.Ago(t, present)
	}
	return "on " + t.Local().Format("2 January at 15:04")
}

// restoreKept makes the kept game k the unfinished game of its kind again: a game saved there
// now is kept aside in its place ("replaced"), and a place playing it hears that it moved.
func (a *App) restoreKept(k keptGame) error {
	if k.saved == nil {
		return errors.New("it is damaged and cannot be read")
	}
	key := table.SaveKey(k.info.ID)
	c, err := storage.Take(a.store, key, a.claims.owner+"-restore", a.now)
	if err != nil {
		return err
	}
	defer c.Release()
	if _, err := a.store.Load(key); !errors.Is(err, storage.ErrNotFound) {
		if _, err := storage.KeepAside(a.store, key, "replaced", a.now()); err != nil {
			return err
		}
	}
	return a.store.Move(k.aside.Key, key)
}

// deleteKept deletes the kept game k for good.
func (a *App) deleteKept(k keptGame) error { return a.store.Remove(k.aside.Key) }

// joinTitles names games in a sentence: "Orkney", "Orkney and Reykholt", "A, B and C".
func joinTitles(titles []string) string {
	return rules.List(titles)
}
