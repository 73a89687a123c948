package scenes

import (
	"errors"
	"fmt"

	"northtable/render"
	"northtable/rules"
	"northtable/rules/record"
	"northtable/scenes/scene"
	"northtable/scenes/storage"
	"northtable/scenes/table"
)

// StartGame starts a new game of kind id for seats (in turn order, seat 0 starts) and switches
// to its table. An unfinished saved game of the same kind is replaced (the menu asks first).
func (a *App) StartGame(id string, seats []scene.Seat, seed uint64) error {
	return a.startGame(id, seats, seed, nil, false)
}

// startGame is StartGame with the game's setup options (nil: their defaults); cut switches
// without a fade.
func (a *App) startGame(id string, seats []scene.Seat, seed uint64, opts rules.Options, cut bool) error {
	info, ok := findGame(a.games, id)
	if !ok || info.New == nil {
		return fmt.Errorf("game %s is not available", id)
	}
	if len(seats) < info.MinPlayers || len(seats) > info.MaxPlayers {
		return fmt.Errorf("%s takes %d to %d players, not %d", info.Title, info.MinPlayers, info.MaxPlayers, len(seats))
	}
	m, err := record.Start(info.Def, table.NewSetup(seats, seed, opts))
	if err != nil {
		return fmt.Errorf("start %s: %w", info.Title, err)
	}
	// -autoplay applies to the game the flags start, never to later games or rematches.
	autoplay := 0
	if cut {
		autoplay = a.cfg.Autoplay
		// The flags skip the menu, so nobody was asked about the unfinished game of this kind
		// that startFromFlags did not continue: it is kept aside, never replaced.
		if a.store != nil {
			if _, err := a.store.Load(table.SaveKey(id)); !errors.Is(err, storage.ErrNotFound) {
				if _, err := storage.KeepAside(a.store, table.SaveKey(id), "replaced", a.now()); err == nil {
					a.notice = "Your unfinished " + info.Title + " game was kept aside when a new one started: see Kept games."
				}
			}
		}
	}
	return a.openTable(info, m, seats, autoplay, cut)
}

// startFromFlags opens the game the flags (in the browser, the page's address) name, for seats.
// An unfinished saved game of that kind that is the game they start, played on (sameStart),
// is continued instead of dealt again, so a reloaded page or a window opened again with the
// same flags finds its game where it was; while another place plays that game, the menu stays,
// offering Play here. Any other saved game of the kind is kept aside for the new one (startGame).
func (a *App) startFromFlags(info GameInfo, seats []scene.Seat) error {
	if a.store != nil {
		saved, err := table.Load(a.store, info.Def)
		switch {
		case err != nil:
			a.notice = err.Error() // damaged: kept aside already, the words say so
		case saved != nil && a.sameStart(info, saved.Match):
			if a.claimedElsewhere(info.ID) {
				a.notice = "Your " + info.Title + " game is open in another " + placeWord + ": Play here brings it to this one."
				return nil // the menu, already showing
			}
			ok, err := a.resumeSaved(info, true)
			if err != nil {
				a.notice = info.Title + ": " + err.Error()
				return nil // the menu: a save that cannot be continued now is not replaced either
			}
			if ok {
				return nil
			}
		}
	}
	return a.startGame(info.ID, seats, a.seedFor(a.cfg.SeedSet, a.cfg.Seed), nil, true)
}

// sameStart reports whether the saved match m is the game of kind info the flags start, played
// on: as many seats, people and computers (at their level) where the flags put them, every setup option at its
// default (the flags choose none), the flags' seed when they name one, and at least the moves
// -autoplay makes. Names and colours are not compared: the flags name none, and a player's own
// names on the same table are still the game they meant to open.
func (a *App) sameStart(info GameInfo, m *record.Match) bool {
	s := m.Setup()
	if len(s.Seats) != a.flagPlayers(info) || (a.cfg.SeedSet && s.Seed != a.cfg.Seed) || m.Moves() < a.cfg.Autoplay {
		return false
	}
	for i, want := range a.flagSeats(info) {
		if got := table.SeatOf(s.Seats[i]); got.Bot != want.Bot || got.Bot && got.Level != want.Level {
			return false
		}
	}
	for _, o := range info.Def.Options() {
		if s.Options.Get(o) != o.Default {
			return false
		}
	}
	return true
}

// flagSeats are the seats the flags start a game of kind info with: the players' default
// names, the last -computers of them played by the computer at -level.
func (a *App) flagSeats(info GameInfo) []scene.Seat {
	seats := make([]scene.Seat, a.flagPlayers(info))
	people := len(seats) - a.cfg.Computers
	for i := range seats {
		seats[i] = scene.Seat{Name: render.DefaultPlayerNames[i%len(render.DefaultPlayerNames)], Colour: i}
		if i >= people {
			number := i - people + 1
			if a.cfg.Computers == 1 {
				number = 0
			}
			seats[i].Name, seats[i].Bot, seats[i].Level = computerName(number), true, a.cfg.Level
		}
	}
	return seats
}

// flagPlayers is the number of seats the flags start a game of kind info with.
func (a *App) flagPlayers(info GameInfo) int { return max(a.cfg.Players, info.MinPlayers) }

// Resume continues a saved game (the menu's Continue), curtain first.
func (a *App) Resume(id string, saved *table.Saved) error { return a.resume(id, saved, false) }

// resume is Resume; cut switches without a fade (the game the flags open).
func (a *App) resume(id string, saved *table.Saved, cut bool) error {
	info, ok := findGame(a.games, id)
	if !ok || info.New == nil {
		return fmt.Errorf("game %s is not available", id)
	}
	return a.openTable(info, saved.Match, saved.Seats, 0, cut)
}

// openTable builds the table shell and board for the match and switches to it.
func (a *App) openTable(info GameInfo, m *record.Match, seats []scene.Seat, autoplay int, cut bool) error {
	cfg := table.Config{
		Def: info.Def, Title: info.Title, Private: info.Private, Rules: info.Rules,
		Seats:       append([]scene.Seat(nil), seats...),
		Screenshot:  a.cfg.Screenshot != "",
		Store:       a.gameStore(info.ID), // every autosave checked against this place's claim
		ShowCurtain: a.showCurtain,
		OnGameOver: func(f table.Final) {
			a.mgr.Switch(a.newResults(info, f.Result, f.Seats, f.Detail).withTable(a.table))
		},
		OnMenu: func() { a.releaseClaim(); a.mgr.Switch(a.newMenu()) },
	}
	t, err := table.New(cfg, m, autoplay, info.New)
	if err != nil {
		return fmt.Errorf("start %s: %w", info.Title, err)
	}
	if a.table != nil {
		a.table.Release() // the last game's board images, freed now rather than by the collector
	}
	a.lastSeats, a.lastID, a.table = cfg.Seats, info.ID, t
	if cut {
		a.mgr.Cut(t)
	} else {
		a.mgr.Switch(t)
	}
	return nil
}

// lastTable is the table of the game started or resumed last (nil before the first).
func (a *App) lastTable() *table.Table { return a.table }

// showCurtain covers the screen at once with the privacy curtain; when it is lifted, then runs
// and the scene that was showing comes back. In screenshot mode then runs immediately.
func (a *App) showCurtain(name string, then func()) {
	if a.cfg.Screenshot != "" {
		if then != nil {
			then()
		}
		return
	}
	back := a.mgr.Current()
	c := newCurtain(a, name, a.seatColour(name), func() {
		a.mgr.Switch(back)
		if then != nil {
			then()
		}
	})
	a.mgr.Cut(c)
}

// seatColour finds the colour of the named seat in the running game, -1 when unknown.
func (a *App) seatColour(name string) int {
	if a.lastSeats != nil {
		for _, s := range a.lastSeats {
			if s.Name == name {
				return s.Colour
			}
		}
	}
	return -1
}

// rematch starts the last game again with the same seats and a new seed.
func (a *App) rematch() error {
	if a.lastSeats == nil {
		return errors.New("no game to replay")
	}
	return a.StartGame(a.lastID, a.lastSeats, a.seedFor(false, 0))
}
