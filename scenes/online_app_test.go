package scenes

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"northtable/rules/bot"
	"northtable/rules/wire"
	"northtable/scenes/online"
	"northtable/scenes/online/onlinetest"
	"northtable/scenes/scene"
	"northtable/scenes/storage"
	"northtable/scenes/table"
	"northtable/scenes/table/tabletest"
)

// useHall makes the Apps of the test play online through a Hall in the same process.
func useHall(t *testing.T) *onlinetest.Dialer {
	d := onlinetest.NewDialer(onlinetest.NewHall(t))
	old := dialer
	dialer = d.Dial
	t.Cleanup(func() { dialer = old })
	return d
}

// tick runs one tick of the App without drawing it (the software renderer's drawing is most of
// a tick's cost; the pictures are drawn when taken).
func (h *harness) tick() {
	h.t.Helper()
	h.script.Wait(1)
	for h.script.Pending() > 0 {
		require.NoError(h.t, h.app.Update())
	}
}

// runUntil runs the harnesses a tick at a time, in turn, until ok holds (the server's answers
// arrive on other goroutines, so a few real milliseconds pass between ticks).
func runUntil(t *testing.T, ok func() bool, hs ...*harness) {
	t.Helper()
	deadline := time.Now().Add(20 * time.Second)
	for !ok() {
		if !time.Now().Before(deadline) {
			for i, h := range hs {
				if tb, ok := h.app.Scene().(*table.Table); ok {
					t.Logf("harness %d: table at %d moves, ready %v, to move %d, instruction %q, toast %q", i, tb.Moves(), tb.Ready(), tb.View().ToMove(), tb.Instruction(""), tb.Status())
				} else {
					t.Logf("harness %d: %T", i, h.app.Scene())
				}
			}
			require.FailNow(t, "timed out")
		}
		for _, h := range hs {
			h.tick()
		}
		time.Sleep(time.Millisecond)
	}
}

// TestTwoAppsPlayOnline opens a table from the menu at one App (Play online, the game, a seat
// here and one for a friend, Open table), joins it by its code from another App (-join), starts
// it in the lobby and plays the game to the results screen at both, the moves made by the
// random player through each screen's table. Along the way: the lobby's Start waits for the
// friend, the seat to move elsewhere reads "Waiting for …", and a reload of the second App
// (-join again) goes back to its seat.
func TestTwoAppsPlayOnline(t *testing.T) {
	d := useHall(t)
	hostStore, guestStore := storage.NewMemory(), storage.NewMemory()
	start := time.Date(2026, 12, 1, 12, 0, 0, 0, time.UTC)
	host := newHarnessOn(t, Config{}, Games(), hostStore, start)
	host.app.SetInstant(true)

	m, ok := host.app.Scene().(*menu)
	require.True(t, ok)
	host.click(m.online.Rect)
	home, ok := host.app.Scene().(*onlineHome)
	require.True(t, ok, "Play online opens its screen")
	tabletest.Shoot(t, "online-home", host.pixels())
	host.click(home.games[1].Rect) // Reykholt
	su, ok := host.app.Scene().(*setup)
	require.True(t, ok)
	require.True(t, su.online)
	assert.Equal(t, "Open table", su.start.Label)
	plan := su.Plan()
	require.Len(t, plan, 2)
	assert.Equal(t, wire.WhoHere, plan[0].Who)
	assert.Equal(t, wire.WhoOpen, plan[1].Who, "the other seats are for friends")
	tabletest.Shoot(t, "online-setup", host.pixels())
	host.click(su.start.Rect)
	lb, ok := host.app.Scene().(*lobby)
	require.True(t, ok, "Open table shows the lobby")
	runUntil(t, func() bool { return lb.code != "" && len(lb.seats) == 2 }, host)
	assert.True(t, lb.host)
	assert.False(t, lb.start.Enabled, "Start waits for the friend")
	assert.Equal(t, "Waiting for one more player to join", lb.start.Reason)
	tabletest.Shoot(t, "online-lobby-waiting", host.pixels())
	ticket, ok := host.app.keptTicket(lb.code)
	require.True(t, ok, "the host's seat is kept like an autosave")
	assert.Equal(t, "reykholt", ticket.Game, "with its game, for Play online's words")

	guest := newHarnessOn(t, Config{Join: lb.code}, Games(), guestStore, start)
	guest.app.SetInstant(true)
	form, ok := guest.app.Scene().(*onlineHome)
	require.True(t, ok, "a first join link asks for a name")
	assert.Equal(t, wire.ShowCode(lb.code), form.code.Text)
	tabletest.Shoot(t, "online-join-form", guest.pixels())
	gl := joinAs(t, guest, "Bo")
	runUntil(t, func() bool { return lb.start.Enabled && len(gl.seats) == 2 }, host, guest)
	assert.Equal(t, "joined", lb.seatWords(1))
	assert.Equal(t, "Bo", lb.seats[1].Name, "the name typed at the join")
	tabletest.Shoot(t, "online-lobby-full", host.pixels())
	host.click(lb.start.Rect)
	runUntil(t, func() bool {
		_, a := host.app.Scene().(*table.Table)
		_, b := guest.app.Scene().(*table.Table)
		return a && b
	}, host, guest)

	players := []*bot.Random{bot.NewRandom(1), bot.NewRandom(2)}
	waited, reloaded, cut, woke := false, false, false, false
	deadline := time.Now().Add(3 * time.Minute)
	for done := 0; done < 2; {
		require.True(t, time.Now().Before(deadline), "the game ends at both screens")
		done = 0
		for i, h := range []*harness{host, guest} {
			h.tick()
			switch s := h.app.Scene().(type) {
			case *results:
				done++
			case *table.Table:
				g := s.View()
				if !g.Over() && !s.Human(g.ToMove()) && !waited {
					waited = true
					name := s.Name(g.ToMove())
					assert.Equal(t, "Waiting for "+name+"…", s.Instruction(""))
					tabletest.Shoot(t, "online-table-waiting", h.pixels())
				}
				if i == 0 && !cut && s.Moves() > 6 {
					// The host's connection drops and the server cannot be reached for a
					// while: the banner says so until the table is back.
					cut = true
					d.Down(true)
					_ = d.Link(0).Close()
					runUntil(t, func() bool { return s.Status() != "" }, host)
					assert.Contains(t, []string{online.StatusLost, online.StatusUnreachable}, s.Status())
					tabletest.Shoot(t, "online-table-reconnecting", host.pixels())
					d.Down(false)
					runUntil(t, func() bool { return s.Status() == "" }, host)
				}
				if s.Ready() {
					n := s.Moves()
					require.NoError(t, s.Play(players[i].Choose(s.View())))
					if i == 1 && !woke {
						// The host's screen, drawn and at rest, is woken by the move alone.
						ht := host.app.Scene().(*table.Table)
						host.run(0)
						runUntil(t, func() bool { return ht.Moves() > n }, host)
						assert.False(t, ht.Still(), "a move from the server is drawn without any input")
						woke = true
					}
				}
				if i == 1 && !reloaded && s.Moves() > 12 {
					// The tab is closed and the link opened again: the kept seat comes back.
					reloaded = true
					s.Release()
					guest = newHarnessOn(t, Config{Join: lb.code}, Games(), guestStore, start)
					guest.app.SetInstant(true)
				}
			}
		}
		time.Sleep(time.Millisecond)
	}
	assert.True(t, waited)
	assert.True(t, reloaded)
	assert.True(t, cut)
	assert.True(t, woke)
	_, kept := host.app.keptTicket(lb.code)
	assert.False(t, kept, "a finished game's seat is forgotten")
	res := host.app.Scene().(*results)
	assert.Len(t, res.res.Scores, 2)
	assert.NotNil(t, res.race, "the race, replayed by the server")
	assert.Equal(t, "New table", res.rematch.Label, "another online game is a new table")
	host.click(res.rematch.Rect)
	_, ok = host.app.Scene().(*onlineHome)
	assert.True(t, ok, "New table opens Play online")
	tabletest.Shoot(t, "online-results", host.pixels())
}

// TestJoinRefusesAWrongCode: -join with a code no table has leaves the lobby saying so, and
// Menu goes back.
func TestJoinRefusesAWrongCode(t *testing.T) {
	useHall(t)
	h := newHarnessOn(t, Config{Join: "ZZZZZZZZ"}, Games(), storage.NewMemory(), time.Date(2026, 12, 1, 12, 0, 0, 0, time.UTC))
	l := joinAs(t, h, "Bo")
	runUntil(t, func() bool { return l.note != "" }, h)
	assert.Equal(t, "No table has that code", l.note)
	tabletest.Shoot(t, "online-wrong-code", h.pixels())
	h.click(l.back.Rect)
	_, ok := h.app.Scene().(*menu)
	assert.True(t, ok)
}

// TestJoinFlagReadsCodesAndLinks: -join takes a code as people type it or a join link, whose
// server it takes too.
func TestJoinFlagReadsCodesAndLinks(t *testing.T) {
	games := Games()
	cfg, err := ParseFlags([]string{"-join", "k7m2-pq9r"}, games)
	require.NoError(t, err)
	assert.Equal(t, "K7M2PQ9R", cfg.Join)
	cfg, err = ParseFlags([]string{"-join", "http://192.168.1.20:8080/?join=K7M2-PQ9R"}, games)
	require.NoError(t, err)
	assert.Equal(t, "K7M2PQ9R", cfg.Join)
	assert.Equal(t, "http://192.168.1.20:8080", cfg.Server)
	_, err = ParseFlags([]string{"-join", "hello"}, games)
	require.Error(t, err)
	_, err = ParseFlags([]string{"-join", "K7M2PQ9R", "-game", "orkney"}, games)
	require.Error(t, err)
	_, err = ParseFlags([]string{"-server", "ftp://x"}, games)
	require.Error(t, err)
}

// TestHotSeatSeatsOnlineKeepTheCurtain: two seats played at one screen of an online Orkney table
// (with a friend at another) take turns behind the privacy curtain, as at one table.
func TestHotSeatSeatsOnlineKeepTheCurtain(t *testing.T) {
	useHall(t)
	start := time.Date(2026, 12, 1, 12, 0, 0, 0, time.UTC)
	host := newHarnessOn(t, Config{}, Games(), storage.NewMemory(), start)
	host.app.SetInstant(true)
	info, ok := findGame(host.app.games, "orkney")
	require.True(t, ok)
	plan := []wire.SeatPlan{{Who: wire.WhoHere, Name: "Ann", Colour: 0}, {Who: wire.WhoHere, Name: "Bo", Colour: 1}, {Who: wire.WhoOpen, Colour: 2}}
	require.NoError(t, host.app.openOnline(info, plan, nil))
	host.run(30) // the fade
	lb, ok := host.app.Scene().(*lobby)
	require.True(t, ok)
	runUntil(t, func() bool { return lb.code != "" && len(lb.seats) == 3 }, host)
	assert.Len(t, lb.mine, 2, "this screen holds both seats played here")
	guest := newHarnessOn(t, Config{Join: lb.code}, Games(), storage.NewMemory(), start)
	guest.app.SetInstant(true)
	joinAs(t, guest, "Cy")
	runUntil(t, func() bool { return lb.start.Enabled }, host, guest)
	host.click(lb.start.Rect)

	r := bot.NewRandom(5)
	curtains, moves := 0, 0
	deadline := time.Now().Add(2 * time.Minute)
	for curtains < 2 {
		require.True(t, time.Now().Before(deadline), "the curtain rises between the two seats here")
		for _, h := range []*harness{host, guest} {
			h.tick()
			switch s := h.app.Scene().(type) {
			case *curtain:
				require.Same(t, host, h, "one seat at a screen never sees the curtain")
				curtains++
				tabletest.Shoot(t, "online-hotseat-curtain", host.pixels())
				host.run(curtainGrace)
				host.click(s.ready.Bounds())
				host.run(scene.FadeTicks + 2)
			case *table.Table:
				if s.Ready() {
					require.NoError(t, s.Play(r.Choose(s.View())))
					moves++
				}
			}
		}
	}
	t.Logf("%d curtains in %d moves", curtains, moves)
}

// TestAServerComputerPlaysOnline: a seat played by the server's computer needs nobody to join;
// its header says its level or that it thinks, and the game reaches the results.
func TestAServerComputerPlaysOnline(t *testing.T) {
	useHall(t)
	h := newHarnessOn(t, Config{}, Games(), storage.NewMemory(), time.Date(2026, 12, 1, 12, 0, 0, 0, time.UTC))
	h.app.SetInstant(true)
	info, ok := findGame(h.app.games, "reykholt")
	require.True(t, ok)
	plan := []wire.SeatPlan{{Who: wire.WhoHere, Name: "Ann", Colour: 0}, {Who: wire.WhoComputer, Level: "easy", Colour: 1}}
	require.NoError(t, h.app.openOnline(info, plan, nil))
	h.run(30)
	lb, ok := h.app.Scene().(*lobby)
	require.True(t, ok)
	runUntil(t, func() bool { return lb.start.Enabled }, h)
	assert.Equal(t, "computer · Easy", lb.seatWords(1))
	h.click(lb.start.Rect)
	r := bot.NewRandom(9)
	tagged := false
	deadline := time.Now().Add(2 * time.Minute)
	for {
		require.True(t, time.Now().Before(deadline), "the game with the server's computer ends")
		h.tick()
		if _, done := h.app.Scene().(*results); done {
			break
		}
		s, ok := h.app.Scene().(*table.Table)
		if !ok {
			continue
		}
		if tag, _, isComputer := s.SeatTag(1); isComputer {
			tagged = true
			assert.Contains(t, []string{"Easy", "thinking…"}, tag)
		}
		if s.Ready() {
			require.NoError(t, s.Play(r.Choose(s.View())))
		}
		time.Sleep(time.Millisecond)
	}
	assert.True(t, tagged, "the computer's header says what it is")
}

// TestSeatsAtSeveralTablesAreKept: opening or joining another table keeps the seats at the
// first (a game in progress is never stranded), newest first, and a finished one is forgotten.
func TestSeatsAtSeveralTablesAreKept(t *testing.T) {
	h := newHarnessOn(t, Config{}, Games(), storage.NewMemory(), time.Date(2026, 12, 1, 12, 0, 0, 0, time.UTC))
	a := h.app
	a.keepTicket(online.Ticket{Server: "s", Code: "AAAAAAAA", Game: "reykholt", Tokens: map[int]string{0: "x"}})
	a.keepTicket(online.Ticket{Server: "s", Code: "BBBBBBBB", Tokens: map[int]string{1: "y"}})
	a.keepTicket(online.Ticket{Server: "s", Code: "AAAAAAAA", Tokens: map[int]string{0: "x"}})
	kept := a.keptTickets()
	require.Len(t, kept, 2)
	assert.Equal(t, "AAAAAAAA", kept[0].Code, "the newest first")
	assert.Equal(t, "reykholt", kept[0].Game, "a ticket without its game keeps the one known")
	home := a.newOnlineHome()
	require.Len(t, home.resumes, 2)
	assert.Equal(t, "Back to Reykholt · AAAA-AAAA", home.resumes[0].Label)
	a.dropTicket("AAAAAAAA")
	kept = a.keptTickets()
	require.Len(t, kept, 1)
	assert.Equal(t, "BBBBBBBB", kept[0].Code)
}

// joinAs types name into the join form a first join link shows and presses Join table; it
// returns the lobby that follows.
func joinAs(t *testing.T, h *harness, name string) *lobby {
	t.Helper()
	form, ok := h.app.Scene().(*onlineHome)
	require.True(t, ok, "the join form")
	form.name.Focused, form.name.Text = false, name
	h.click(form.join.Rect)
	h.run(scene.FadeTicks + 2)
	l, ok := h.app.Scene().(*lobby)
	require.True(t, ok, "Join table opens the lobby")
	return l
}
