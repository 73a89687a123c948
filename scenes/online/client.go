package online

import (
	"context"
	"encoding/json"
	"maps"
	"slices"
	"strings"
	"sync"
	"time"

	"northtable/rules/wire"
)

// Client is this screen's connection to one table of a table server. It opens the Link, sends
// the first request (wire.Create, Join or Hello), keeps the seats and tokens the server gives,
// reconnects by itself with Hello when the link breaks, and queues what the server sends until
// the game loop takes it (Take). Its methods are safe for concurrent use.
type Client struct {
	dial  Dialer
	addrs []string // the server's WebSocket endpoints: tried in turn, the next after a failure
	// OnSeated is called (on the client's goroutine) when the server gives seats and tokens,
	// so the screen can keep them to resume the table later; nil: not kept.
	onSeated func(Ticket)
	cancel   context.CancelFunc
	out      chan []byte // to the writer of the current link

	mu     sync.Mutex
	inbox  []any // decoded server messages, oldest first
	ticket Ticket
	status string // news of the connection in plain words; "" when it is well
	host   bool
	ended  string // why the client stopped for good; "" while it runs
	wake   chan struct{}
	woken  func() // called when a message or news arrives (OnArrival); nil: none
}

// Ticket is what resumes this screen's seats at a table: the server's address, the table's
// code and the seat tokens the server gave (seat -> token). The screen keeps it like an
// autosave.
type Ticket struct {
	Server string         `json:"server"`
	Code   string         `json:"code"`
	Game   string         `json:"game,omitempty"` // the game's id, once the screen knows it
	Tokens map[int]string `json:"tokens"`
	Host   bool           `json:"host,omitempty"`
}

// Resumable reports whether the ticket holds a seat.
func (t Ticket) Resumable() bool { return t.Code != "" && len(t.Tokens) > 0 }

// hello is the Hello that resumes the ticket's seats.
func (t Ticket) hello() wire.Hello {
	h := wire.Hello{Envelope: wire.Envelope{V: wire.Version, Type: wire.THello}, Code: t.Code}
	for _, s := range slices.Sorted(maps.Keys(t.Tokens)) {
		h.Tokens = append(h.Tokens, t.Tokens[s])
	}
	return h
}

// Words a player reads about the connection.
const (
	StatusConnecting  = "Connecting to the table server…"
	StatusLost        = "The connection to the table was lost: reconnecting…"
	StatusUnreachable = "The table server cannot be reached: trying again…"
)

// backoff is the wait before the n-th attempt to reconnect (n from 0): short at first, then
// every few seconds.
func backoff(n int) time.Duration {
	d := 250 * time.Millisecond << min(n, 4)
	return min(d, 4*time.Second)
}

// Open connects to the table server at server (an address as SocketURL reads it, or several
// separated by commas: servers of one NATS cluster, tried in turn) and sends first once
// connected: a wire.Create, wire.Join or the ticket's Hello. Later connections after a break
// send Hello with the seats given so far, to the same server or, when it does not answer, the
// next. dial nil means DialSocket. onSeated, when not nil, receives the ticket whenever the
// server gives seats.
func Open(server string, first any, dial Dialer, onSeated func(Ticket)) (*Client, error) {
	var addrs []string
	for _, s := range strings.Split(server, ",") {
		addr, err := SocketURL(s)
		if err != nil {
			return nil, err
		}
		addrs = append(addrs, addr)
	}
	if dial == nil {
		dial = DialSocket
	}
	ctx, cancel := context.WithCancel(context.Background())
	c := &Client{dial: dial, addrs: addrs, onSeated: onSeated, cancel: cancel, wake: make(chan struct{}, 1), status: StatusConnecting}
	c.ticket.Server = server
	if h, ok := first.(wire.Hello); ok {
		c.ticket.Code = h.Code
	}
	msg, err := json.Marshal(first)
	if err != nil {
		cancel()
		return nil, err
	}
	go c.run(ctx, msg)
	return c, nil
}

// Resume opens a client that resumes the ticket's seats (Hello).
func Resume(t Ticket, dial Dialer, onSeated func(Ticket)) (*Client, error) {
	c, err := Open(t.Server, t.hello(), dial, onSeated)
	if err != nil {
		return nil, err
	}
	c.mu.Lock()
	c.ticket = t
	c.mu.Unlock()
	return c, nil
}

// Close ends the connection for good.
func (c *Client) Close() {
	c.cancel()
	c.stop("")
}

// Send queues a message for the server. It reports false when there is no connection now (the
// message is dropped: after reconnecting the server sends the whole position again).
func (c *Client) Send(v any) bool {
	b, err := json.Marshal(v)
	if err != nil {
		return false
	}
	c.mu.Lock()
	out := c.out
	c.mu.Unlock()
	if out == nil {
		return false
	}
	select {
	case out <- b:
		return true
	default:
		return false
	}
}

// Take returns the messages that arrived since the last call (*wire.Seated, *wire.Lobby,
// *wire.State, *wire.Update, *wire.Refused, *wire.Failure), oldest first.
func (c *Client) Take() []any {
	c.mu.Lock()
	defer c.mu.Unlock()
	in := c.inbox
	c.inbox = nil
	return in
}

// Status is news of the connection in plain words ("" when it is well).
func (c *Client) Status() string {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.status
}

// Ended is why the client stopped trying for good in plain words (a stale link, a table that is
// gone), "" while it runs.
func (c *Client) Ended() string {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.ended
}

// Ticket is what resumes this screen's seats.
func (c *Client) Ticket() Ticket {
	c.mu.Lock()
	defer c.mu.Unlock()
	t := c.ticket
	t.Tokens = make(map[int]string, len(c.ticket.Tokens))
	for s, tok := range c.ticket.Tokens {
		t.Tokens[s] = tok
	}
	return t
}

// Wait returns a channel that receives when a message arrives (for tests and tools; the game
// loop polls Take).
func (c *Client) Wait() <-chan struct{} { return c.wake }

func (c *Client) setStatus(s string) {
	c.mu.Lock()
	changed := c.status != s
	c.status = s
	c.mu.Unlock()
	if changed {
		c.poke()
	}
}

func (c *Client) stop(why string) {
	c.mu.Lock()
	if c.ended == "" {
		c.ended = why
		if why == "" {
			c.ended = "Closed"
		}
	}
	c.out = nil
	c.mu.Unlock()
	c.poke()
}

// OnArrival makes f be called (on the client's goroutine) whenever a message or news of the
// connection arrives: a resting game loop, which ticks only for the page's own events, is
// woken to take it (ebiten.ScheduleFrame).
func (c *Client) OnArrival(f func()) {
	c.mu.Lock()
	c.woken = f
	c.mu.Unlock()
}

func (c *Client) poke() {
	c.mu.Lock()
	f := c.woken
	c.mu.Unlock()
	if f != nil {
		f()
	}
	select {
	case c.wake <- struct{}{}:
	default:
	}
}

// run connects, and reconnects after every break, until the context ends or the server
// refuses the seats for good. After a break it tries the same server at once, then each of the
// others; once every address has failed it waits (backoff) before the next round.
func (c *Client) run(ctx context.Context, first []byte) {
	at, fails := 0, 0 // the address tried now; attempts failed in a row
	for ctx.Err() == nil {
		if fails > 0 && fails%len(c.addrs) == 0 {
			select {
			case <-time.After(backoff(fails/len(c.addrs) - 1)):
			case <-ctx.Done():
				return
			}
		}
		link, err := c.dial(ctx, c.addrs[at])
		if err != nil {
			c.setStatus(StatusUnreachable)
			at, fails = (at+1)%len(c.addrs), fails+1
			continue
		}
		msg := first
		if t := c.Ticket(); t.Resumable() {
			msg, _ = json.Marshal(t.hello())
		}
		served, fatal := c.serve(ctx, link, msg)
		_ = link.Close()
		if fatal != "" {
			c.stop(fatal)
			return
		}
		if served {
			fails = 0
		} else {
			at, fails = (at+1)%len(c.addrs), fails+1 // a server that takes the link but never answers
		}
		if ctx.Err() == nil {
			c.setStatus(StatusLost)
		}
	}
}

// serve runs one link: it sends msg, then reads until the link breaks. served reports that the
// server answered; fatal is why the client must stop (its request was refused before any seat
// was given, as with a wrong code or a stale link).
func (c *Client) serve(ctx context.Context, link Link, msg []byte) (served bool, fatal string) {
	lctx, cancel := context.WithCancel(ctx)
	defer cancel()
	out := make(chan []byte, 64)
	c.mu.Lock()
	c.out = out
	c.mu.Unlock()
	defer func() {
		c.mu.Lock()
		if c.out == out {
			c.out = nil
		}
		c.mu.Unlock()
	}()
	if err := link.Write(lctx, msg); err != nil {
		return false, ""
	}
	go func() {
		for {
			select {
			case b := <-out:
				if err := link.Write(lctx, b); err != nil {
					cancel()
					return
				}
			case <-lctx.Done():
				return
			}
		}
	}()
	for {
		b, err := link.Read(lctx)
		if err != nil {
			return served, ""
		}
		m, err := wire.DecodeServer(b)
		if err != nil {
			continue // a message this client cannot read changes nothing
		}
		switch m := m.(type) {
		case *wire.Seated:
			c.seated(m)
		case *wire.Refused:
			if !served {
				return false, m.Words
			}
		}
		if !served {
			served = true
			c.setStatus("")
		}
		c.mu.Lock()
		c.inbox = append(c.inbox, m)
		c.mu.Unlock()
		c.poke()
	}
}

// seated keeps the seats and tokens the server gave.
func (c *Client) seated(m *wire.Seated) {
	c.mu.Lock()
	c.ticket.Code = m.Code
	c.ticket.Host = c.ticket.Host || m.Host
	if c.ticket.Tokens == nil {
		c.ticket.Tokens = map[int]string{}
	}
	for i, s := range m.Seats {
		if i < len(m.Tokens) {
			c.ticket.Tokens[s] = m.Tokens[i]
		}
	}
	t := c.ticket
	c.mu.Unlock()
	if c.onSeated != nil && len(m.Tokens) > 0 {
		c.onSeated(t)
	}
}
