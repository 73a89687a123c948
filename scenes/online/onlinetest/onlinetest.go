// Package onlinetest connects online clients to a table server's Hall in the same process,
// without sockets, for tests of the client and of the screens that play online.
package onlinetest

import (
	"context"
	"errors"
	"sync"
	"testing"

	"northtable/build/serve/tables"
	"northtable/rules/games"
	"northtable/rules/wire"
	"northtable/scenes/online"
)

// NewDialer returns a Dialer into h.
func NewDialer(h *tables.Hall) *Dialer { return &Dialer{h: h} }

// Pipe is an online.Link straight into a Hall's connection, with no socket: what the client writes is
// handled at once, what the Hall sends is read in order.
type Pipe struct {
	conn   *tables.Conn
	in     chan []byte
	closed chan struct{}
	once   sync.Once
}

// hallEnd is the Hall's end of a pipe (tables.Client).
type hallEnd struct{ p *Pipe }

// Send implements tables.Client.
func (e hallEnd) Send(msg any) { e.p.send(msg) }

// Close implements tables.Client.
func (e hallEnd) Close() { _ = e.p.Close() }

func (p *Pipe) send(msg any) {
	b, err := wire.Encode(msg)
	if err != nil {
		return
	}
	select {
	case p.in <- b:
	default:
		p.Close() // a client that does not read is dropped, as the server does
	}
}

// Close implements online.Link.
func (p *Pipe) Close() error {
	p.once.Do(func() {
		close(p.closed)
		go p.conn.Close()
	})
	return nil
}

// Read implements online.Link.
func (p *Pipe) Read(ctx context.Context) ([]byte, error) {
	select {
	case b := <-p.in:
		return b, nil
	case <-p.closed:
		return nil, errors.New("closed")
	case <-ctx.Done():
		return nil, ctx.Err()
	}
}

// Write implements online.Link.
func (p *Pipe) Write(ctx context.Context, msg []byte) error {
	select {
	case <-p.closed:
		return errors.New("closed")
	default:
	}
	p.conn.Handle(ctx, msg)
	return nil
}

// Dialer opens pipes into a Hall (its Dial is an online.Dialer); it keeps every link it made.
type Dialer struct {
	h     *tables.Hall
	mu    sync.Mutex
	links []*Pipe
	down  bool // the server cannot be reached: Dial fails
}

// Down makes the server unreachable (every Dial fails) until Down(false).
func (d *Dialer) Down(down bool) {
	d.mu.Lock()
	d.down = down
	d.mu.Unlock()
}

// Dial implements online.Dialer: a new connection to the Hall.
func (d *Dialer) Dial(context.Context, string) (online.Link, error) {
	d.mu.Lock()
	down := d.down
	d.mu.Unlock()
	if down {
		return nil, errors.New("onlinetest: the server is down")
	}
	p := &Pipe{in: make(chan []byte, 1024), closed: make(chan struct{})}
	p.conn = d.h.Connect(hallEnd{p})
	d.mu.Lock()
	d.links = append(d.links, p)
	d.mu.Unlock()
	return p, nil
}

// Link is the i-th link made (0 the first).
func (d *Dialer) Link(i int) *Pipe {
	d.mu.Lock()
	defer d.mu.Unlock()
	return d.links[i]
}

// Last is the link made last (to cut it, as a lost connection).
func (d *Dialer) Last() *Pipe {
	d.mu.Lock()
	defer d.mu.Unlock()
	return d.links[len(d.links)-1]
}

// NewHall is a Hall of every game over a fresh in-memory store, closed when the test ends. Its
// flood limit is off: test screens move as fast as the Hall answers.
func NewHall(t testing.TB) *tables.Hall {
	h := tables.NewHall(tables.NewMemory(), games.All())
	h.Rate, h.Burst = 1e6, 1e6 // these screens move as fast as the server answers
	t.Cleanup(h.Close)
	return h
}
