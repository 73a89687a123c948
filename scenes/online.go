package scenes

import (
	"encoding/json"
	"fmt"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"northtable/rules"
	"northtable/rules/record"
	"northtable/rules/wire"
	"northtable/scenes/online"
	"northtable/scenes/scene"
	"northtable/scenes/table"
)

// ticketKey is the storage key of this screen's seats at online tables (online.Ticket, newest
// first), kept like an autosave so a closed tab or program goes back to its seats.
const ticketKey = "online-tables"

// maxTickets is how many tables' seats a screen keeps; opening or joining another forgets the
// oldest.
const maxTickets = 6

// server is the table server this screen plays online with: -server (?server=), else in the
// browser the page's own server, else DefaultServer.
func (a *App) server() string {
	if a.cfg.Server != "" {
		return a.cfg.Server
	}
	if s := pageServer(); s != "" {
		return s
	}
	return DefaultServer
}

// joinLink is the address a friend opens to join the table code on server.
func joinLink(server, code string) string {
	s := server
	if !strings.Contains(s, "://") {
		s = "http://" + s
	}
	return strings.TrimSuffix(s, "/") + "/?join=" + code
}

// keptTickets are the seats this screen holds at online tables, newest first.
func (a *App) keptTickets() []online.Ticket {
	var ts []online.Ticket
	if a.store == nil {
		return nil
	}
	data, err := a.store.Load(ticketKey)
	if err != nil || json.Unmarshal(data, &ts) != nil {
		return nil
	}
	out := ts[:0]
	for _, t := range ts {
		if t.Resumable() {
			out = append(out, t)
		}
	}
	return out
}

// keptTicket is the seats this screen holds at the table code, if any.
func (a *App) keptTicket(code string) (online.Ticket, bool) {
	for _, t := range a.keptTickets() {
		if t.Code == code {
			return t, true
		}
	}
	return online.Ticket{}, false
}

// keepTicket remembers the seats this screen holds at t's table (online.Client's onSeated, and
// the lobby once it knows the game), first in the list; a ticket without its game keeps the
// one known.
func (a *App) keepTicket(t online.Ticket) {
	if a.store == nil || !t.Resumable() {
		return
	}
	ts := []online.Ticket{t}
	for _, old := range a.keptTickets() {
		if old.Code == t.Code {
			if ts[0].Game == "" {
				ts[0].Game = old.Game
			}
			continue
		}
		if len(ts) < maxTickets {
			ts = append(ts, old)
		}
	}
	if data, err := json.Marshal(ts); err == nil {
		_ = a.store.Save(ticketKey, data)
	}
}

// dropTicket forgets the seats at the table code (its game is over, or it is gone).
func (a *App) dropTicket(code string) {
	ts := a.keptTickets()
	out := ts[:0]
	for _, t := range ts {
		if t.Code != code {
			out = append(out, t)
		}
	}
	if len(out) == len(ts) || a.store == nil {
		return
	}
	if data, err := json.Marshal(out); err == nil {
		_ = a.store.Save(ticketKey, data)
	}
}

// rememberName keeps name as this screen's player's name: the first setup row's, and the one
// a join link joins under.
func (a *App) rememberName(name string) {
	a.settings.Names[0] = name
	if err := saveSettings(a.store, a.settings); err != nil {
		a.notice = err.Error()
	}
}

// dialer is how this App opens links to a table server; tests replace it.
var dialer online.Dialer = online.DialSocket

// openOnline opens a new online table of game g with the seats planned and the options chosen,
// and shows its lobby.
func (a *App) openOnline(g GameInfo, plan []wire.SeatPlan, opts rules.Options) error {
	req := wire.Create{Envelope: wire.Envelope{V: wire.Version, Type: wire.TCreate}, Game: g.ID, Options: opts, Seats: plan}
	cl, err := online.Open(a.server(), req, dialer, a.keepTicket)
	if err != nil {
		return err
	}
	cl.OnArrival(ebiten.ScheduleFrame)
	a.mgr.Switch(a.newLobby(cl, g.ID, true))
	return nil
}

// joinOnline takes a seat at the table code under name, or goes back to this screen's seats
// there when it holds any (a reload, a join link opened again).
func (a *App) joinOnline(code, name string, cut bool) error {
	var cl *online.Client
	var err error
	if t, ok := a.keptTicket(code); ok {
		if a.cfg.Server != "" {
			t.Server = a.cfg.Server
		}
		cl, err = online.Resume(t, dialer, a.keepTicket)
	} else {
		req := wire.Join{Envelope: wire.Envelope{V: wire.Version, Type: wire.TJoin}, Code: code, Name: name}
		cl, err = online.Open(a.server(), req, dialer, a.keepTicket)
	}
	if err != nil {
		return err
	}
	cl.OnArrival(ebiten.ScheduleFrame)
	l := a.newLobby(cl, "", false)
	if cut {
		a.mgr.Cut(l)
	} else {
		a.mgr.Switch(l)
	}
	return nil
}

// playOnline opens the table shell on an online table that has begun: st is the server's
// first position for this screen's seats, rest what arrived after it.
func (a *App) playOnline(info GameInfo, cl *online.Client, st *wire.State, rest []any) error {
	src, err := online.NewTable(info.Def, cl, st, rest)
	if err != nil {
		return err
	}
	mine := map[rules.Seat]bool{}
	for _, s := range src.Seats() {
		mine[s] = true
	}
	seats := make([]scene.Seat, len(st.Seats))
	ctrls := make([]table.Controller, len(st.Seats))
	for i, si := range st.Seats {
		seats[i] = table.SeatOf(record.Seat{Name: si.Name, Colour: si.Colour, Kind: record.SeatKind(si.Kind), Level: si.Level})
		if !mine[rules.Seat(i)] {
			ctrls[i] = table.Away
		}
	}
	code := st.Code
	cfg := table.Config{
		Def: info.Def, Title: info.Title, Private: info.Private, Rules: info.Rules,
		Seats: seats, Controllers: ctrls, Screenshot: a.cfg.Screenshot != "",
		ShowCurtain: a.showCurtain,
		OnGameOver: func(f table.Final) {
			a.dropTicket(code)
			showTableAddress("")
			cl.Close()
			a.mgr.Switch(a.newResults(info, f.Result, f.Seats, f.Detail).withTable(a.table))
		},
		OnMenu: func() { cl.Close(); showTableAddress(""); a.mgr.Switch(a.newMenu()) },
	}
	t, err := table.NewOnline(cfg, src, info.New)
	if err != nil {
		return fmt.Errorf("start %s: %w", info.Title, err)
	}
	if a.table != nil {
		a.table.Release()
	}
	a.lastSeats, a.lastID, a.table = nil, info.ID, t // no rematch: the server deals online games
	a.mgr.Switch(t)
	return nil
}
