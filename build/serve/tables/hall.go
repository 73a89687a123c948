package tables

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log"
	"sync"
	"time"

	"northtable/rules"
	"northtable/rules/bot"
	"northtable/rules/record"
	"northtable/rules/wire"
)

// Hall is the tables one server serves, over a Store: it creates tables, seats connections,
// accepts their moves through the rules and sends each connection what its seats may see. A
// table is loaded from the Store when a connection first asks for it and follows the Store
// (Watch) while connections hold it, so several Halls over one Store serve one table alike.
// Its methods are safe for concurrent use.
type Hall struct {
	store Store
	defs  map[string]record.Definition
	ctx   context.Context
	stop  context.CancelFunc

	// Now is the clock (creation times, the flood limit); time.Now unless a test sets it
	// before the first connection.
	Now func() time.Time
	// Rate and Burst are the flood limit of a connection: messages a second, and how many may
	// come at once. Over it, a connection gets a Failure and is closed.
	Rate, Burst float64
	// Computer returns the search that plays a computer seat of level with seed; bot.NewLevel
	// unless a test sets a smaller budget before the first table.
	Computer func(level bot.Level, seed uint64) *bot.Search
	// Logf reports what goes wrong inside (a store failure, an entry that does not apply);
	// log.Printf unless set.
	Logf func(format string, args ...any)

	mu     sync.Mutex
	tables map[string]*table
	bots   sync.WaitGroup
}

// The flood limit's defaults (Hall.Rate, Hall.Burst).
const (
	DefaultRate  = 20
	DefaultBurst = 40
)

// NewHall returns a Hall over store serving the games defs (Games for every game).
func NewHall(store Store, defs []record.Definition) *Hall {
	ctx, stop := context.WithCancel(context.Background())
	h := &Hall{
		store: store, defs: map[string]record.Definition{}, ctx: ctx, stop: stop,
		Now: time.Now, Rate: DefaultRate, Burst: DefaultBurst, Computer: bot.NewLevel,
		Logf: log.Printf, tables: map[string]*table{},
	}
	for _, d := range defs {
		h.defs[d.GameID()] = d
	}
	return h
}

// Close stops following the Store and waits for the computer seats thinking now.
func (h *Hall) Close() {
	h.stop()
	h.mu.Lock()
	for code, t := range h.tables {
		t.mu.Lock()
		t.unload()
		t.mu.Unlock()
		delete(h.tables, code)
	}
	h.mu.Unlock()
	h.bots.Wait()
}

// Snapshot is the record of a started table's game so far (its FinalHash the position's
// hash), read as this Hall holds it after catching up with the Store. An error when there is
// no such table or its game has not begun.
func (h *Hall) Snapshot(ctx context.Context, code string) (record.Record, error) {
	t, err := h.table(ctx, wire.NormalCode(code))
	if err != nil {
		return record.Record{}, err
	}
	defer h.release(t)
	t.mu.Lock()
	defer t.mu.Unlock()
	t.catchUp(ctx)
	if t.match == nil {
		return record.Record{}, errors.New("tables: the game has not begun")
	}
	return t.match.Record(), nil
}

// View is seat's View of a started table's game as this Hall holds it now, for tests and
// tools; nil when there is no such table loaded or its game has not begun.
func (h *Hall) View(code string, seat rules.Seat) rules.Game {
	h.mu.Lock()
	t := h.tables[wire.NormalCode(code)]
	h.mu.Unlock()
	if t == nil {
		return nil
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.match == nil {
		return nil
	}
	return t.match.Game().View(seat)
}

// table returns the loaded table code, loading it (settings, history replayed, a watch from
// its end) if needed, with one more user counted (release it). ErrNotFound when the Store has
// no such table.
func (h *Hall) table(ctx context.Context, code string) (*table, error) {
	h.mu.Lock()
	if t, ok := h.tables[code]; ok {
		t.users++
		h.mu.Unlock()
		<-t.ready // another caller is loading it
		if t.err != nil {
			return nil, t.err
		}
		return t, nil
	}
	if h.ctx.Err() != nil {
		h.mu.Unlock()
		return nil, errors.New("tables: the hall is closed")
	}
	// The table is loaded outside the Hall's lock, so a slow Store holds up only the callers
	// of this table.
	t := &table{h: h, code: code, conns: map[*Conn][]rules.Seat{}, bots: map[rules.Seat]*computer{},
		thinking: -1, users: 1, ready: make(chan struct{})}
	h.tables[code] = t
	h.mu.Unlock()
	t.mu.Lock()
	t.err = t.load(ctx)
	t.mu.Unlock()
	if t.err != nil {
		h.mu.Lock()
		if h.tables[code] == t {
			delete(h.tables, code)
		}
		h.mu.Unlock()
		close(t.ready)
		return nil, t.err
	}
	close(t.ready)
	return t, nil
}

// load reads the table's settings, replays its history and follows the Store from its end.
// It runs with t.mu held.
func (t *table) load(ctx context.Context) error {
	h, code := t.h, t.code
	data, rev, err := h.store.Settings(ctx, code)
	if err != nil {
		return err
	}
	var set Settings
	if err := json.Unmarshal(data, &set); err != nil {
		return fmt.Errorf("tables: settings of %s: %w", code, err)
	}
	def, ok := h.defs[set.Game]
	if !ok {
		return fmt.Errorf("tables: %s is a table of %q, not served here", code, set.Game)
	}
	t.def, t.set, t.rev = def, set, rev
	t.loading = true
	if set.Started {
		if err := t.startMatch(); err != nil {
			return err
		}
	}
	hist, err := h.store.History(ctx, code, 0)
	if err != nil {
		return err
	}
	for i, e := range hist {
		t.advance(uint64(i+1), e)
	}
	t.loading = false
	stop, err := h.store.Watch(h.ctx, code, t.applied, func(n uint64, e []byte) {
		t.mu.Lock()
		defer t.mu.Unlock()
		t.advance(n, e)
	})
	if err != nil {
		return err
	}
	t.stopWatch = stop
	t.kick()
	return nil
}

// release ends one use of t; a table nobody uses any more stops following the Store.
func (h *Hall) release(t *table) {
	h.mu.Lock()
	defer h.mu.Unlock()
	t.users--
	if t.users > 0 || t.err != nil {
		return
	}
	if h.tables[t.code] == t {
		delete(h.tables, t.code)
	}
	t.mu.Lock()
	t.unload()
	t.mu.Unlock()
}

// Entry kinds of a table's history.
const (
	EntryMove  = "move"  // a seat's move (Entry.Move)
	EntryUndo  = "undo"  // the seat's last move taken back
	EntrySeats = "seats" // the settings changed (a seat was taken): read them again
	EntryStart = "start" // the host started the game
)

// Entry is one entry of a table's history (JSON): a move or an undo with its seat, or a note
// that the settings changed, so every server serving the table learns of it through Watch.
type Entry struct {
	Kind string       `json:"kind"`
	Seat int          `json:"seat"`
	Move *record.Move `json:"move,omitempty"`
}

// table is one loaded table. Its fields are guarded by mu.
type table struct {
	h    *Hall
	code string
	def  record.Definition

	mu        sync.Mutex
	set       Settings
	rev       uint64
	match     *record.Match // nil before the start
	applied   uint64        // history entries applied
	loading   bool          // replaying the history at load: nothing is sent
	conns     map[*Conn][]rules.Seat
	users     int           // connections and callers holding the table loaded (under Hall.mu)
	ready     chan struct{} // closed once loaded (or failed to: err)
	err       error         // why it could not be loaded; set before ready closes
	stopWatch func()
	gone      bool // unloaded: its watch stopped, its computers stop
	bots      map[rules.Seat]*computer
	thinking  int          // the move number a computer seat is deciding, -1 for none
	race      *record.Race // the finished game's race, replayed once for the results (raceOver)
}

// unload stops following the Store.
func (t *table) unload() {
	if t.stopWatch != nil {
		t.stopWatch()
	}
	t.gone = true
}

// startMatch begins the table's game from its settings.
func (t *table) startMatch() error {
	m, err := record.Start(t.def, t.set.Setup())
	if err != nil {
		return fmt.Errorf("tables: start %s: %w", t.code, err)
	}
	t.match = m
	return nil
}

// catchUp applies the entries of the Store this table has not applied yet (after a conflict,
// or before answering from it).
func (t *table) catchUp(ctx context.Context) {
	hist, err := t.h.store.History(ctx, t.code, t.applied)
	if err != nil {
		t.h.Logf("tables: %s: history: %v", t.code, err)
		return
	}
	base := t.applied
	for i, e := range hist {
		t.advance(base+uint64(i+1), e)
	}
}

// advance applies history entry number n, once: entries already applied are skipped, a gap
// is filled from the Store first. It is the one place a table's match moves on, whichever
// server appended the entry, so every server applies every entry the same way.
func (t *table) advance(n uint64, data []byte) {
	if n <= t.applied {
		return
	}
	if n > t.applied+1 {
		t.catchUp(t.h.ctx)
		if n != t.applied+1 {
			return
		}
	}
	t.applied = n
	var e Entry
	if err := json.Unmarshal(data, &e); err != nil {
		t.h.Logf("tables: %s: entry %d: %v", t.code, n, err)
		return
	}
	switch e.Kind {
	case EntrySeats, EntryStart:
		if !t.loading {
			t.reloadSettings()
		}
		if t.match == nil && (e.Kind == EntryStart || t.set.Started) {
			t.set.Started = true
			if err := t.startMatch(); err != nil {
				t.h.Logf("%v", err)
				return
			}
			if !t.loading {
				for c := range t.conns {
					t.sendState(c)
				}
			}
		} else if !t.loading {
			t.broadcastLobby()
		}
	case EntryMove:
		t.applyMove(n, e)
	case EntryUndo:
		t.applyUndo(n, e)
	default:
		t.h.Logf("tables: %s: entry %d of unknown kind %q", t.code, n, e.Kind)
	}
	if !t.loading {
		t.kick()
	}
}

// applyMove applies a move entry. Accepting checked it against the position it was appended
// after, so it applies; one that does not (a damaged store) is skipped on every server alike.
func (t *table) applyMove(n uint64, e Entry) {
	if t.match == nil || e.Move == nil {
		t.h.Logf("tables: %s: entry %d: a move before the start", t.code, n)
		return
	}
	mv, err := t.def.DecodeMove(e.Move.Kind, e.Move.Data)
	if err != nil || int(mv.Seat()) != e.Seat {
		t.h.Logf("tables: %s: entry %d: move does not decode for seat %d: %v", t.code, n, e.Seat, err)
		return
	}
	out, err := t.match.Apply(mv)
	if err != nil {
		t.h.Logf("tables: %s: entry %d: move refused: %v", t.code, n, err)
		return
	}
	if !t.loading {
		t.broadcastUpdate(false, rules.Seat(e.Seat), e.Move, out.Events)
	}
}

// applyUndo applies an undo entry, under the same rule accepting checked.
func (t *table) applyUndo(n uint64, e Entry) {
	if t.match == nil || t.match.Game().ToMove() != rules.Seat(e.Seat) {
		t.h.Logf("tables: %s: entry %d: undo out of turn", t.code, n)
		return
	}
	if err := t.match.Undo(); err != nil {
		t.h.Logf("tables: %s: entry %d: undo refused: %v", t.code, n, err)
		return
	}
	if !t.loading {
		t.broadcastUpdate(true, rules.Seat(e.Seat), nil, nil)
	}
}

// reloadSettings reads the table's settings again after another writer changed them.
func (t *table) reloadSettings() {
	data, rev, err := t.h.store.Settings(t.h.ctx, t.code)
	if err != nil {
		t.h.Logf("tables: %s: settings: %v", t.code, err)
		return
	}
	var set Settings
	if err := json.Unmarshal(data, &set); err != nil {
		t.h.Logf("tables: %s: settings: %v", t.code, err)
		return
	}
	t.set, t.rev = set, rev
}

// appendEntry appends e after the table's last entry, catching up and trying again while
// another writer comes first, as long as still says it should go in (nil: always). It runs
// with t.mu held and releases it around the Store call. It returns the plain words of a
// refusal, "" when appended.
func (t *table) appendEntry(ctx context.Context, e Entry, still func() string) string {
	data, err := json.Marshal(e)
	if err != nil {
		return wordsBroken
	}
	for range maxTries {
		if still != nil {
			if words := still(); words != "" {
				return words
			}
		}
		last := t.applied
		t.mu.Unlock()
		_, err := t.h.store.Append(ctx, t.code, data, last)
		t.mu.Lock()
		switch {
		case err == nil:
			return ""
		case errors.Is(err, ErrConflict):
			t.catchUp(ctx)
		default:
			t.h.Logf("tables: %s: append: %v", t.code, err)
			return wordsBroken
		}
	}
	return wordsBusy
}

// maxTries bounds the catch-up-and-retry of an append or a settings change that keep meeting
// other writers.
const maxTries = 8

// Plain words of the Hall's refusals.
const (
	WordsNoTable     = "No table has that code"
	WordsFull        = "That table is full"
	WordsBegun       = "That game has already begun"
	WordsNotBegun    = "The game has not begun yet"
	WordsNotTaken    = "Not every seat is taken yet"
	WordsNotHost     = "Only the player who opened the table can start it"
	WordsStaleToken  = "That link no longer holds a seat at this table"
	WordsNotYourSeat = "That seat is not yours"
	WordsMovedOn     = "The game has moved on since: your move was not made"
	WordsOver        = "The game is over"
	WordsNotYourTurn = "It is not your turn"
	WordsBadMove     = "That move could not be read"
	WordsNoGame      = "That game is not played here"
	WordsNoHereSeat  = "A new table needs at least one seat played here"
	WordsBadSeat     = "A seat must be played here, left open or played by the computer"
	WordsBadLevel    = "A computer plays easy, normal or hard"
	WordsNoSeatTable = "Join or open a table first"
	WordsFlood       = "Too many messages"
	wordsBroken      = "Something went wrong at the table: try again"
	wordsBusy        = "The table is busy: try again"
)
