package natsstore

import (
	"context"
	"io"
	"net"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// proxy stands between a client and a NATS server on the loopback and can lose what the
// server says (as a dying node or a broken network does) and cut the connections.
type proxy struct {
	ln      net.Listener
	target  string
	swallow atomic.Bool
	mu      sync.Mutex
	conns   []net.Conn
}

func newProxy(t *testing.T, target string) *proxy {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)
	p := &proxy{ln: ln, target: target}
	t.Cleanup(func() {
		ln.Close()
		p.cut()
	})
	go p.serve()
	return p
}

func (p *proxy) url() string { return "nats://" + p.ln.Addr().String() }

func (p *proxy) serve() {
	for {
		c, err := p.ln.Accept()
		if err != nil {
			return
		}
		s, err := net.Dial("tcp", p.target)
		if err != nil {
			c.Close()
			continue
		}
		p.mu.Lock()
		p.conns = append(p.conns, c, s)
		p.mu.Unlock()
		go func() { _, _ = io.Copy(s, c) }()
		go func() {
			buf := make([]byte, 32<<10)
			for {
				n, err := s.Read(buf)
				if n > 0 && !p.swallow.Load() {
					if _, err := c.Write(buf[:n]); err != nil {
						return
					}
				}
				if err != nil {
					c.Close()
					return
				}
			}
		}()
	}
}

// cut closes every connection through the proxy.
func (p *proxy) cut() {
	p.mu.Lock()
	defer p.mu.Unlock()
	for _, c := range p.conns {
		c.Close()
	}
	p.conns = nil
}

// TestAnAppendWhoseAnswerIsLostIsStoredOnce loses the server's answer to an Append whose entry
// the server stored, then breaks the connection: the Store reconnects, finds entry last+1 is
// its own, and reports it appended, once, rather than a conflict with itself.
func TestAnAppendWhoseAnswerIsLostIsStoredOnce(t *testing.T) {
	_, url := embedded(t, t.TempDir())
	p := newProxy(t, strings.TrimPrefix(url, "nats://"))
	s := open(t, p.url())
	direct := open(t, url)
	ctx := testCtx(t)

	_, err := s.Append(ctx, "LOST", []byte("one"), 0)
	require.NoError(t, err)

	p.swallow.Store(true)
	type result struct {
		n   uint64
		err error
	}
	done := make(chan result, 1)
	go func() {
		n, err := s.Append(ctx, "LOST", []byte("two"), 1)
		done <- result{n, err}
	}()
	require.Eventually(t, func() bool {
		h, err := direct.History(ctx, "LOST", 0)
		return err == nil && len(h) == 2
	}, 10*time.Second, 10*time.Millisecond, "the server stores the entry")
	p.cut()
	p.swallow.Store(false)

	select {
	case r := <-done:
		require.NoError(t, r.err)
		assert.Equal(t, uint64(2), r.n)
	case <-ctx.Done():
		require.FailNow(t, "the append never returned")
	}
	h, err := direct.History(ctx, "LOST", 0)
	require.NoError(t, err)
	assert.Equal(t, []string{"one", "two"}, strs(h), "the entry is stored once")
	n, err := s.Append(ctx, "LOST", []byte("three"), 2)
	require.NoError(t, err, "the store knows where the table ends")
	assert.Equal(t, uint64(3), n)
}

// TestACreateWhoseAnswerIsLostSucceeds is the same for a table's creation.
func TestACreateWhoseAnswerIsLostSucceeds(t *testing.T) {
	_, url := embedded(t, t.TempDir())
	p := newProxy(t, strings.TrimPrefix(url, "nats://"))
	s := open(t, p.url())
	direct := open(t, url)
	ctx := testCtx(t)

	p.swallow.Store(true)
	done := make(chan error, 1)
	go func() {
		_, err := s.Create(ctx, "LOSTC", []byte("settings"))
		done <- err
	}()
	require.Eventually(t, func() bool {
		_, _, err := direct.Settings(context.Background(), "LOSTC")
		return err == nil
	}, 10*time.Second, 10*time.Millisecond, "the server stores the settings")
	p.cut()
	p.swallow.Store(false)
	select {
	case err := <-done:
		require.NoError(t, err)
	case <-ctx.Done():
		require.FailNow(t, "the create never returned")
	}
}

// TestASetSettingsWhoseAnswerIsLostSucceeds is the same for replacing a table's settings: the
// new revision is reported, not a conflict with itself.
func TestASetSettingsWhoseAnswerIsLostSucceeds(t *testing.T) {
	_, url := embedded(t, t.TempDir())
	p := newProxy(t, strings.TrimPrefix(url, "nats://"))
	s := open(t, p.url())
	direct := open(t, url)
	ctx := testCtx(t)
	rev, err := s.Create(ctx, "LOSTS", []byte("before"))
	require.NoError(t, err)

	p.swallow.Store(true)
	type result struct {
		rev uint64
		err error
	}
	done := make(chan result, 1)
	go func() {
		r, err := s.SetSettings(ctx, "LOSTS", []byte("after"), rev)
		done <- result{r, err}
	}()
	require.Eventually(t, func() bool {
		v, _, err := direct.Settings(context.Background(), "LOSTS")
		return err == nil && string(v) == "after"
	}, 10*time.Second, 10*time.Millisecond, "the server stores the settings")
	p.cut()
	p.swallow.Store(false)
	select {
	case r := <-done:
		require.NoError(t, r.err)
		_, now, err := direct.Settings(ctx, "LOSTS")
		require.NoError(t, err)
		assert.Equal(t, now, r.rev, "the revision reported is the stored one")
	case <-ctx.Done():
		require.FailNow(t, "the change never returned")
	}
}
