package natsstore

import (
	"context"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/nats-io/nats.go/jetstream"
)

// The Store's Watches share one reader of every table's history (hub): one ordered consumer of
// "tables.*.history" per Store, not one per watched table. A consumer per table cost the
// server 13 % of its time at 1,000 tables (each delivery searched the stream for its subject,
// each consumer pulled and sent heartbeats of its own: build/measure/online.md).
//
// A Watch registers with the hub, then reads what came after its entry number from the
// table's history (History), so an entry stored before it registered is not missed; after that
// it takes the hub's entries for its table in order, skipping those it has, and reads the
// history again whenever one is missing (an entry the hub passed on while the watch was
// behind, or a gap after the reader was recreated). Each watch calls f on a goroutine of its
// own, so a slow table holds up nobody else.

// hub is the Store's one reader of every table's history.
type hub struct {
	s       *Store
	mu      sync.Mutex
	watches map[string]map[*watch]struct{} // by table code
	cons    jetstream.Consumer
	it      jetstream.MessagesContext
}

// note is one entry as the hub hands it to a watch.
type note struct {
	n    uint64
	data []byte
}

// watchQueue is how many entries a watch keeps waiting; when it is full the hub drops the
// entry and the watch reads its table's history instead.
const watchQueue = 256

// watch is one Watch: its table, where it is, and its queue. stop may come from any
// goroutine, f itself included.
type watch struct {
	s     *Store
	code  string
	notes chan note
	lag   chan struct{} // an entry was dropped: read the history
	done  atomic.Bool
	quit  chan struct{}
	once  sync.Once
}

// startHub starts the Store's reader of every table's history, once.
func (s *Store) startHub(ctx context.Context) (*hub, error) {
	s.hubMu.Lock()
	defer s.hubMu.Unlock()
	if s.hub != nil {
		return s.hub, nil
	}
	h := &hub{s: s, watches: map[string]map[*watch]struct{}{}}
	cfg := jetstream.OrderedConsumerConfig{FilterSubjects: []string{subjects}, InactiveThreshold: consumerIdle,
		DeliverPolicy: jetstream.DeliverNewPolicy}
	err := s.retry(ctx, s.cfg.tryTimeout, func(ctx context.Context, _ bool) error {
		c, err := s.js.OrderedConsumer(ctx, StreamName, cfg)
		if err != nil {
			return err
		}
		it, err := c.Messages(jetstream.PullMaxMessages(hubBatch), jetstream.PullHeartbeat(s.cfg.heartbeat))
		if err != nil {
			s.release(c)
			return err
		}
		h.cons, h.it = c, it
		return nil
	})
	if err != nil {
		return nil, err
	}
	go h.run()
	s.hub = h
	return h, nil
}

// hubBatch is how many entries the hub keeps buffered.
const hubBatch = 512

// run hands every entry the reader delivers to its table's watches until the Store closes.
func (h *hub) run() {
	for {
		m, err := h.it.Next()
		if h.s.nc.IsClosed() {
			return
		}
		if err != nil {
			// The reader recreates its consumer by itself; an error is a message it could
			// not read, or the reader stopped with the Store.
			if h.s.closed.Load() {
				return
			}
			time.Sleep(100 * time.Millisecond)
			continue
		}
		n, seq, err := numbered(m)
		if err != nil {
			continue
		}
		code := codeOf(m.Subject())
		h.s.advance(code, tip{n, seq})
		h.mu.Lock()
		for w := range h.watches[code] {
			select {
			case w.notes <- note{n, m.Data()}:
			default:
				select {
				case w.lag <- struct{}{}:
				default:
				}
			}
		}
		h.mu.Unlock()
	}
}

// codeOf is the table code of a history subject, "tables.CODE.history".
func codeOf(subj string) string {
	code, _, _ := strings.Cut(strings.TrimPrefix(subj, "tables."), ".")
	return code
}

// Watch calls f with every entry appended to the table after number after, in order and each
// once (see tables.Store): the entries of the Store's one reader of every table (hub) for this
// table, the gaps filled from the history. Once stop has returned (or ctx has ended), f is not
// called for any entry delivered afterwards; a call for an entry already in hand may still
// run. stop may be called from f.
func (s *Store) Watch(ctx context.Context, code string, after uint64, f func(n uint64, entry []byte)) (func(), error) {
	if _, err := historySubject(code); err != nil {
		return nil, err
	}
	h, err := s.startHub(ctx)
	if err != nil {
		return nil, err
	}
	w := &watch{s: s, code: code, notes: make(chan note, watchQueue), lag: make(chan struct{}, 1), quit: make(chan struct{})}
	h.mu.Lock()
	if h.watches[code] == nil {
		h.watches[code] = map[*watch]struct{}{}
	}
	h.watches[code][w] = struct{}{}
	h.mu.Unlock()
	stopOnCtx := context.AfterFunc(ctx, w.stop)
	go func() {
		defer stopOnCtx()
		defer h.drop(w)
		next := after + 1
		deliver := func(n uint64, data []byte) {
			if n == next && !w.done.Load() && ctx.Err() == nil {
				next = n + 1
				f(n, data)
			}
		}
		// What was stored before the watch registered, and whatever it missed since.
		catchUp := func() bool {
			for !w.done.Load() && ctx.Err() == nil {
				entries, err := s.History(ctx, code, next-1)
				if err == nil {
					for _, e := range entries {
						deliver(next, e)
					}
					return true
				}
				select {
				case <-time.After(100 * time.Millisecond):
				case <-w.quit:
					return false
				}
			}
			return false
		}
		if !catchUp() {
			return
		}
		for {
			select {
			case nt := <-w.notes:
				if nt.n > next && !catchUp() { // a gap: read it from the history
					return
				}
				if nt.n == next {
					deliver(nt.n, nt.data)
				}
			case <-w.lag:
				if !catchUp() {
					return
				}
			case <-w.quit:
				return
			}
		}
	}()
	return w.stop, nil
}

// drop forgets a finished watch.
func (h *hub) drop(w *watch) {
	h.mu.Lock()
	defer h.mu.Unlock()
	delete(h.watches[w.code], w)
	if len(h.watches[w.code]) == 0 {
		delete(h.watches, w.code)
	}
}

func (w *watch) stop() {
	w.once.Do(func() {
		w.done.Store(true)
		close(w.quit)
	})
}
