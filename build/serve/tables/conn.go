package tables

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"
	"sync"
	"time"

	"northtable/rules"
	"northtable/rules/bot"
	"northtable/rules/record"
	"northtable/rules/wire"
)

// Client is one connection's way out: the WebSocket of build/serve, or a test's fake.
type Client interface {
	// Send hands one message (a pointer to a wire type: *wire.Seated, *wire.Lobby,
	// *wire.State, *wire.Update, *wire.Refused or *wire.Failure, envelope filled in) to the
	// connection. It must not block: a table sends while it holds its lock, so a slow client
	// is to be dropped (Close), not waited for.
	Send(msg any)
	// Close ends the connection (after a Failure, for a flood); the transport then calls
	// Conn.Close.
	Close()
}

// Conn is one connection to a Hall: the seats it holds at one table, and its flood limit.
// Handle is called with each message it receives, one at a time; Close when it ends.
type Conn struct {
	h *Hall
	c Client

	mu     sync.Mutex // serialises Handle and Close
	t      *table     // the table whose seats it holds, or nil
	closed bool
	tokens float64 // the flood limit's bucket
	last   time.Time
}

// Connect returns the Conn of a new connection whose messages go out through c.
func (h *Hall) Connect(c Client) *Conn {
	return &Conn{h: h, c: c, tokens: h.Burst, last: h.Now()}
}

// Close ends the connection: its seats show as offline and its table is released.
func (c *Conn) Close() {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.closed = true
	c.leave()
}

// leave lets go of the connection's table.
func (c *Conn) leave() {
	t := c.t
	if t == nil {
		return
	}
	c.t = nil
	t.mu.Lock()
	delete(t.conns, c)
	t.broadcastLobby()
	t.mu.Unlock()
	c.h.release(t)
}

// Handle takes one message the connection received: it is decoded strictly (wire.Decode) and
// carried out, and the answers go out through the Client. A bad message gets a Failure; a
// refused request a Refused; nothing changes for either. Over the flood limit the
// connection gets a Failure and is closed.
func (c *Conn) Handle(ctx context.Context, data []byte) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.closed {
		return
	}
	if !c.allow() {
		c.send(&wire.Failure{Words: WordsFlood})
		c.closed = true
		c.leave()
		c.c.Close()
		return
	}
	msg, err := wire.Decode(data)
	if err != nil {
		c.send(&wire.Failure{Words: wire.Words(err)})
		return
	}
	var words string
	switch m := msg.(type) {
	case *wire.Create:
		words = c.create(ctx, m)
	case *wire.Join:
		words = c.join(ctx, m)
	case *wire.Hello:
		words = c.hello(ctx, m)
	case *wire.Start:
		words = c.start(ctx, m)
	case *wire.Play:
		words = c.play(ctx, m)
	}
	if words != "" {
		c.send(&wire.Refused{Words: words})
	}
}

// allow takes one message from the flood limit's bucket, refilled at Rate a second up to
// Burst.
func (c *Conn) allow() bool {
	now := c.h.Now()
	c.tokens = min(c.h.Burst, c.tokens+now.Sub(c.last).Seconds()*c.h.Rate)
	c.last = now
	if c.tokens < 1 {
		return false
	}
	c.tokens--
	return true
}

func (c *Conn) send(msg any) {
	if wire.Fill(msg) == nil {
		c.c.Send(msg)
	}
}

// create opens a new table and seats the connection at its "here" seats as its host.
func (c *Conn) create(ctx context.Context, m *wire.Create) string {
	def, ok := c.h.defs[m.Game]
	if !ok {
		return WordsNoGame
	}
	set := Settings{Game: m.Game, Seed: randUint64(), Created: c.h.Now().UTC()}
	var tokens []string
	var here []int
	computers := 0
	for _, p := range m.Seats {
		if p.Who == wire.WhoComputer {
			computers++
		}
	}
	// A plan that names no colours (every one 0) gets the seats' own order's.
	given := false
	for _, p := range m.Seats {
		given = given || p.Colour != 0
	}
	number := 0
	for i, p := range m.Seats {
		st := SeatSetting{Colour: i, Kind: record.Human, Who: p.Who}
		if given {
			st.Colour = p.Colour // record.Start below refuses negative or repeated ones
		}
		switch p.Who {
		case wire.WhoHere:
			tok := NewToken()
			st.Name, st.Token, st.Taken = seatName(p.Name, i), TokenHash(tok), true
			tokens, here = append(tokens, tok), append(here, i)
		case wire.WhoOpen:
		case wire.WhoComputer:
			l, err := bot.ParseLevel(p.Level)
			if err != nil && p.Level != "" {
				return WordsBadLevel
			}
			if p.Level == "" {
				l = bot.Normal
			}
			if computers > 1 {
				number++
			}
			st.Name = wire.CleanName(p.Name)
			if st.Name == "" {
				st.Name = computerName(number)
			}
			st.Kind, st.Level, st.Taken = record.Computer, strings.ToLower(l.String()), true
		default:
			return WordsBadSeat
		}
		set.Seats = append(set.Seats, st)
	}
	if len(here) == 0 {
		return WordsNoHereSeat
	}
	set.Host = set.Seats[here[0]].Token
	set.Options = m.Options
	// A trial start checks the seat count and options and fills in every option's default.
	trial, err := record.Start(def, set.Setup())
	if err != nil {
		return record.Words(err)
	}
	set.Options = trial.Setup().Options
	data, err := json.Marshal(set)
	if err != nil {
		return wordsBroken
	}
	code := ""
	for range maxTries {
		code = NewCode()
		if _, err = c.h.store.Create(ctx, code, data); !errors.Is(err, ErrExists) {
			break
		}
	}
	if err != nil {
		c.h.Logf("tables: create: %v", err)
		return wordsBroken
	}
	return c.seat(ctx, code, here, tokens, true)
}

// seat moves the connection to table code holding seats (tokens given only at creating or
// joining), tells it so (Seated), and sends it the table: the lobby or, once begun, the
// state. Every other connection of the table sees it come (Lobby).
func (c *Conn) seat(ctx context.Context, code string, seats []int, tokens []string, host bool) string {
	t, err := c.h.table(ctx, code)
	if err != nil {
		if errors.Is(err, ErrNotFound) {
			return WordsNoTable
		}
		c.h.Logf("tables: %s: %v", code, err)
		return wordsBroken
	}
	c.leave()
	c.t = t
	c.send(&wire.Seated{Code: code, Seats: seats, Tokens: tokens, Host: host})
	t.mu.Lock()
	defer t.mu.Unlock()
	held := make([]rules.Seat, len(seats))
	for i, s := range seats {
		held[i] = rules.Seat(s)
	}
	t.conns[c] = held
	t.broadcastLobby()
	if t.match != nil {
		t.sendState(c)
	}
	return ""
}

// lookup is Hall.table for a request: the table, or nil and the words of the refusal (no
// table has the code, or the store failed). The caller releases a table it got.
func (h *Hall) lookup(ctx context.Context, code string) (*table, string) {
	t, err := h.table(ctx, code)
	switch {
	case errors.Is(err, ErrNotFound):
		return nil, WordsNoTable
	case err != nil:
		return nil, wordsBroken
	}
	return t, ""
}

// join takes the first open seat of a table that has not begun.
func (c *Conn) join(ctx context.Context, m *wire.Join) string {
	code := wire.NormalCode(m.Code)
	t, words := c.h.lookup(ctx, code)
	if t == nil {
		return words
	}
	defer c.h.release(t)
	t.mu.Lock()
	tok := NewToken()
	seat := -1
	for range maxTries {
		t.reloadSettings()
		seat, words = -1, ""
		if t.set.Started {
			words = WordsBegun
			break
		}
		for i, st := range t.set.Seats {
			if st.Who == wire.WhoOpen && !st.Taken {
				seat = i
				break
			}
		}
		if seat < 0 {
			words = WordsFull
			break
		}
		set := t.set
		set.Seats = slices.Clone(t.set.Seats)
		set.Seats[seat].Name, set.Seats[seat].Token, set.Seats[seat].Taken = distinctName(set.Seats, seatName(m.Name, seat), seat), TokenHash(tok), true
		data, err := json.Marshal(set)
		if err != nil {
			words = wordsBroken
			break
		}
		rev := t.rev
		t.mu.Unlock()
		_, err = c.h.store.SetSettings(ctx, code, data, rev)
		t.mu.Lock()
		if err == nil {
			break
		}
		seat, words = -1, wordsBusy
		if !errors.Is(err, ErrConflict) {
			words = wordsBroken
			break
		}
	}
	if seat < 0 {
		t.mu.Unlock()
		return words
	}
	// Every server of the table learns of the new seat through its history.
	words = t.appendEntry(ctx, Entry{Kind: EntrySeats, Seat: seat}, nil)
	t.mu.Unlock()
	if words != "" {
		return words
	}
	return c.seat(ctx, code, []int{seat}, []string{tok}, false)
}

// hello seats the connection again with tokens given earlier.
func (c *Conn) hello(ctx context.Context, m *wire.Hello) string {
	code := wire.NormalCode(m.Code)
	if len(m.Tokens) == 0 {
		return WordsStaleToken
	}
	t, words := c.h.lookup(ctx, code)
	if t == nil {
		return words
	}
	defer c.h.release(t)
	t.mu.Lock()
	t.reloadSettings()
	var seats []int
	host := false
	for _, tok := range m.Tokens {
		s := t.set.seatOf(tok)
		if s < 0 || slices.Contains(seats, s) {
			t.mu.Unlock()
			return WordsStaleToken
		}
		seats = append(seats, s)
		host = host || t.set.isHost(tok)
	}
	t.mu.Unlock()
	slices.Sort(seats)
	return c.seat(ctx, code, seats, nil, host)
}

// start begins the game of the connection's table: only its host, once every seat is taken.
func (c *Conn) start(ctx context.Context, m *wire.Start) string {
	t := c.t
	if t == nil || t.code != wire.NormalCode(m.Code) {
		return WordsNoSeatTable
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	for range maxTries {
		t.reloadSettings()
		if t.set.Started {
			return WordsBegun
		}
		// The host is whoever holds the host token's seat on this connection.
		host := false
		for _, s := range t.conns[c] {
			host = host || (t.set.Seats[s].Token == t.set.Host && t.set.Host != "")
		}
		if !host {
			return WordsNotHost
		}
		for _, st := range t.set.Seats {
			if !st.Taken {
				return WordsNotTaken
			}
		}
		set := t.set
		set.Started = true
		data, err := json.Marshal(set)
		if err != nil {
			return wordsBroken
		}
		rev := t.rev
		t.mu.Unlock()
		_, err = c.h.store.SetSettings(ctx, t.code, data, rev)
		t.mu.Lock()
		if err == nil {
			return t.appendEntry(ctx, Entry{Kind: EntryStart, Seat: -1}, nil)
		}
		if !errors.Is(err, ErrConflict) {
			return wordsBroken
		}
	}
	return wordsBusy
}

// play accepts one seat's move or undo.
func (c *Conn) play(ctx context.Context, m *wire.Play) string {
	t := c.t
	if t == nil {
		return WordsNoSeatTable
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	if !slices.Contains(t.conns[c], rules.Seat(m.Seat)) {
		return WordsNotYourSeat
	}
	return t.accept(ctx, rules.Seat(m.Seat), m.After, m.Move)
}

// accept checks a seat's move (mv; nil for an undo) made after `after` moves against the
// table's game and appends it; the Store's Watch then applies it on every server. It runs
// with t.mu held. A refusal returns its plain words and appends nothing.
func (t *table) accept(ctx context.Context, seat rules.Seat, after int, mv *record.Move) string {
	e := Entry{Kind: EntryUndo, Seat: int(seat), Move: mv}
	if mv != nil {
		e.Kind = EntryMove
	}
	check := func() string {
		if t.match == nil {
			return WordsNotBegun
		}
		g := t.match.Game()
		switch {
		case after != t.match.Moves():
			return WordsMovedOn
		case g.Over():
			return WordsOver
		}
		if mv == nil {
			if g.ToMove() != seat {
				return WordsNotYourTurn
			}
			if ok, why := t.match.CanUndo(); !ok {
				return why
			}
			return ""
		}
		move, err := t.def.DecodeMove(mv.Kind, mv.Data)
		if err != nil || move.Seat() != seat || mv.Seat != int(seat) {
			return WordsBadMove
		}
		if err := g.Check(move); err != nil {
			return rules.Explain(err)
		}
		return ""
	}
	return t.appendEntry(ctx, e, check)
}

// seatName is a person's seat name: their cleaned name, or "Player n" when it is empty.
func seatName(name string, seat int) string {
	if n := wire.CleanName(name); n != "" {
		return n
	}
	return fmt.Sprintf("Player %d", seat+1)
}

// distinctName is name for seat, made different from every other taken seat's name (case
// aside) by a number: two friends who both kept the default "Ann" sit as "Ann" and "Ann 2",
// so the headers, the log and "Waiting for …" tell them apart.
func distinctName(seats []SeatSetting, name string, seat int) string {
	taken := func(n string) bool {
		for i, st := range seats {
			if i != seat && (st.Taken || st.Who != wire.WhoOpen) && strings.EqualFold(st.Name, n) {
				return true
			}
		}
		return false
	}
	out := name
	for k := 2; taken(out); k++ {
		n := fmt.Sprintf(" %d", k)
		base := []rune(name)
		base = base[:min(len(base), wire.MaxName-len(n))] // the number fits the name's room
		out = strings.TrimSpace(string(base)) + n
	}
	return out
}

// computerName is the name of a computer seat left unnamed, as the setup screen gives it:
// "Computer", or "Computer 2" with several computers at the table (number from 1; 0 when it
// is the only one).
func computerName(number int) string {
	if number == 0 {
		return "Computer"
	}
	return fmt.Sprintf("Computer %d", number)
}
