//go:build js

package online

import (
	"context"
	"errors"
	"sync"
	"syscall/js"

	"northtable/rules/wire"
)

// pageSocket is a Link over the page's own WebSocket object. It is ours rather than
// github.com/coder/websocket's js build because that build's Dial returns a *net/http.Response
// and so links net/http into the page: 0.38 MiB more brotli, which the page's budget (4.5 MiB)
// cannot take (build/measure/README.md). The browser does the protocol; this is only its five
// callbacks.
type pageSocket struct {
	ws    js.Value
	funcs []js.Func
	names []string // the event each of funcs listens to

	mu     sync.Mutex
	inbox  [][]byte
	closed error
	wake   chan struct{} // a message or the close arrived
}

// DialSocket opens a Link with the page's WebSocket; it waits until it is open.
func DialSocket(ctx context.Context, address string) (Link, error) {
	s := &pageSocket{ws: js.Global().Get("WebSocket").New(address), wake: make(chan struct{}, 1)}
	opened := make(chan struct{})
	var once sync.Once
	on := func(name string, f func(ev js.Value)) {
		fn := js.FuncOf(func(_ js.Value, args []js.Value) any {
			f(args[0])
			return nil
		})
		s.funcs, s.names = append(s.funcs, fn), append(s.names, name)
		s.ws.Call("addEventListener", name, fn)
	}
	on("open", func(js.Value) { once.Do(func() { close(opened) }) })
	on("message", func(ev js.Value) {
		data := ev.Get("data")
		if data.Type() != js.TypeString {
			return // the server sends text only
		}
		s.mu.Lock()
		if n := len(data.String()); n <= wire.MaxMessage {
			s.inbox = append(s.inbox, []byte(data.String()))
		}
		s.mu.Unlock()
		s.poke()
	})
	on("close", func(js.Value) {
		s.fail(errors.New("online: the connection closed"))
		once.Do(func() { close(opened) })
	})
	on("error", func(js.Value) { s.fail(errors.New("online: the connection failed")) })
	select {
	case <-opened:
	case <-ctx.Done():
		_ = s.Close()
		return nil, ctx.Err()
	}
	s.mu.Lock()
	err := s.closed
	s.mu.Unlock()
	if err != nil {
		_ = s.Close()
		return nil, err
	}
	return s, nil
}

func (s *pageSocket) poke() {
	select {
	case s.wake <- struct{}{}:
	default:
	}
}

func (s *pageSocket) fail(err error) {
	s.mu.Lock()
	if s.closed == nil {
		s.closed = err
	}
	s.mu.Unlock()
	s.poke()
}

// Read implements Link.
func (s *pageSocket) Read(ctx context.Context) ([]byte, error) {
	for {
		s.mu.Lock()
		if len(s.inbox) > 0 {
			m := s.inbox[0]
			s.inbox = s.inbox[1:]
			s.mu.Unlock()
			return m, nil
		}
		err := s.closed
		s.mu.Unlock()
		if err != nil {
			return nil, err
		}
		select {
		case <-s.wake:
		case <-ctx.Done():
			return nil, ctx.Err()
		}
	}
}

// Write implements Link.
func (s *pageSocket) Write(_ context.Context, msg []byte) error {
	s.mu.Lock()
	err := s.closed
	s.mu.Unlock()
	if err != nil {
		return err
	}
	s.ws.Call("send", string(msg))
	return nil
}

// Close implements Link.
func (s *pageSocket) Close() error {
	s.fail(errors.New("online: closed"))
	s.ws.Call("close")
	for i, f := range s.funcs {
		s.ws.Call("removeEventListener", s.names[i], f) // no callback after the release
		f.Release()
	}
	s.funcs, s.names = nil, nil
	return nil
}
