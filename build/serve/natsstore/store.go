package natsstore

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"
	"github.com/nats-io/nuid"

	"northtable/build/serve/tables"
)

// The names the store uses in JetStream.
const (
	// StreamName is the stream holding every table's history, one subject per table.
	StreamName = "TABLES"
	// Bucket is the key-value bucket holding every table's settings under its code.
	Bucket = "tables"
	// subjects matches every table's history subject, "tables.CODE.history".
	subjects = "tables.*.history"
	// headerEntry carries an entry's number within its table, so the number of the last entry is
	// known from that entry alone after any restart.
	headerEntry = "Table-Entry"
	// headerAppend carries a random id of the Append call that wrote the entry: after a lost
	// acknowledgement, the caller finds out whether its entry was stored by reading it back.
	headerAppend = "Table-Append"
)

// Limits of the history stream. See the package doc for why these figures.
const (
	// MaxEntrySize is the largest entry Append accepts, in bytes.
	MaxEntrySize = 64 << 10
	// MaxEntriesPerTable is the most entries one table's history may hold; Append refuses more
	// rather than dropping the oldest, which would break the table's rebuild.
	MaxEntriesPerTable = 10_000
)

// ErrBadCode is returned for a table code that is not 1 to 64 letters, digits, '-' or '_'
// (the code becomes a NATS subject token and a key-value key, so nothing else may enter one).
var ErrBadCode = errors.New("natsstore: a table code is 1 to 64 letters, digits, '-' or '_'")

// ErrTooLarge is returned by Append for an entry over MaxEntrySize and by Create and
// SetSettings for settings over it.
var ErrTooLarge = fmt.Errorf("natsstore: entries and settings are at most %d bytes", MaxEntrySize)

// ErrTableFull is returned by Append when the table holds MaxEntriesPerTable entries.
var ErrTableFull = fmt.Errorf("natsstore: a table holds at most %d entries", MaxEntriesPerTable)

// OpenOption changes how Open connects and lays out the store.
type OpenOption func(*config)

type config struct {
	replicas   int
	name       string
	heartbeat  time.Duration
	opTimeout  time.Duration
	tryTimeout time.Duration
}

// Replicas sets how many nodes keep a copy of the history and the settings: 1 for an embedded
// server, 3 on a three-node cluster (a majority must be up to write). Default 1. Opening an
// existing store with another count changes it.
func Replicas(n int) OpenOption {
	return func(c *config) { c.replicas = n }
}

// ClientName names the connection as the NATS server's monitoring shows it.
func ClientName(name string) OpenOption {
	return func(c *config) { c.name = name }
}

// WatchHeartbeat sets how often the server tells a Watch that it is alive while no entry
// comes (default 5 s). Two missed heartbeats make the Watch recreate its consumer, which is how
// it survives the loss of the node serving it without losing its connection.
func WatchHeartbeat(d time.Duration) OpenOption {
	return func(c *config) { c.heartbeat = d }
}

// OpTimeout bounds how long one call keeps retrying through a lost connection or a leader
// election when its context has no deadline (default 30 s).
func OpTimeout(d time.Duration) OpenOption {
	return func(c *config) { c.opTimeout = d }
}

// Store is the tables.Store on NATS JetStream: each table's history is the subject
// "tables.CODE.history" of the stream TABLES, appended with the expected last sequence of that
// subject, and its settings are the key CODE of the key-value bucket "tables". Several Stores,
// in one process or on several machines, may serve the same tables. Close it when done.
type Store struct {
	nc     *nats.Conn
	js     jetstream.JetStream
	stream jetstream.Stream
	kv     jetstream.KeyValue
	cfg    config

	mu   sync.Mutex
	tips map[string]tip // code -> the last entry this Store has seen stored
}

// tip is a table's last entry as last seen: its number in the table and its stream sequence.
// Both are facts that never change once seen; the cache only risks being behind.
type tip struct {
	n, seq uint64
}

var _ tables.Store = (*Store)(nil)

// Open connects to the NATS server or cluster at url (several URLs may be given separated by
// commas, tried in that order) and creates or binds the history stream and the settings
// bucket, waiting up to ctx for the server to come up. The connection reconnects by itself
// forever, with a growing pause, so a restarted server or a lost node of a cluster only delays
// the calls made meanwhile.
func Open(ctx context.Context, url string, opts ...OpenOption) (*Store, error) {
	cfg := config{
		replicas:   1,
		name:       "northtable table server",
		heartbeat:  5 * time.Second,
		opTimeout:  30 * time.Second,
		tryTimeout: 2 * time.Second,
	}
	for _, opt := range opts {
		opt(&cfg)
	}
	nc, err := nats.Connect(url,
		nats.Name(cfg.name),
		nats.RetryOnFailedConnect(true),
		// The URLs are tried in the order given (a server names its own node first); the
		// cluster's other nodes, which the server announces, are the fallbacks.
		nats.DontRandomize(),
		nats.MaxReconnects(-1),
		nats.CustomReconnectDelay(reconnectDelay),
		// A dead machine does not close its sockets: pings find it within half a minute.
		nats.PingInterval(10*time.Second),
		nats.MaxPingsOutstanding(3),
	)
	if err != nil {
		return nil, fmt.Errorf("natsstore: connecting to %s: %w", url, err)
	}
	js, err := jetstream.New(nc)
	if err != nil {
		nc.Close()
		return nil, fmt.Errorf("natsstore: %w", err)
	}
	s := &Store{nc: nc, js: js, cfg: cfg, tips: map[string]tip{}}
	if err := s.layOut(ctx); err != nil {
		nc.Close()
		return nil, err
	}
	return s, nil
}

// reconnectDelay is the pause after each round of failed reconnections to every known server:
// quick at first, then at most two seconds, so a restarted server is found again soon without
// a dead one being hammered.
func reconnectDelay(rounds int) time.Duration {
	d := 50 * time.Millisecond << min(rounds, 6)
	return min(d, 2*time.Second)
}

// layOut creates or binds the history stream and the settings bucket.
func (s *Store) layOut(ctx context.Context) error {
	history := jetstream.StreamConfig{
		Name:                 StreamName,
		Description:          "Each online table's history, one subject per table",
		Subjects:             []string{subjects},
		Storage:              jetstream.FileStorage,
		Replicas:             s.cfg.replicas,
		Retention:            jetstream.LimitsPolicy,
		Discard:              jetstream.DiscardNew,
		DiscardNewPerSubject: true,
		MaxMsgsPerSubject:    MaxEntriesPerTable,
		MaxMsgSize:           MaxEntrySize + 1024, // headers count too
		MaxMsgs:              -1,
		MaxBytes:             -1,
		DenyDelete:           true,
	}
	// The bucket is laid out as the key-value API lays one out, except that reads go to the
	// stream's leader (AllowDirect off): a direct read may be answered by a replica a write
	// behind, and a table just created must be found by the next call.
	settings := jetstream.StreamConfig{
		Name:              "KV_" + Bucket,
		Description:       "Each online table's settings under its code",
		Subjects:          []string{"$KV." + Bucket + ".>"},
		Storage:           jetstream.FileStorage,
		Replicas:          s.cfg.replicas,
		MaxMsgsPerSubject: 1,
		MaxMsgSize:        MaxEntrySize + 1024,
		MaxMsgs:           -1,
		MaxBytes:          -1,
		AllowRollup:       true,
		DenyDelete:        true,
		Discard:           jetstream.DiscardNew,
		Duplicates:        2 * time.Minute,
	}
	return s.retry(ctx, s.cfg.opTimeout, func(ctx context.Context, _ bool) error {
		st, err := s.js.CreateOrUpdateStream(ctx, history)
		if err != nil {
			return fmt.Errorf("natsstore: the history stream: %w", err)
		}
		if _, err := s.js.CreateOrUpdateStream(ctx, settings); err != nil {
			return fmt.Errorf("natsstore: the settings bucket: %w", err)
		}
		kv, err := s.js.KeyValue(ctx, Bucket)
		if err != nil {
			return fmt.Errorf("natsstore: the settings bucket: %w", err)
		}
		s.stream, s.kv = st, kv
		return nil
	})
}

// Close ends the connection; the Store's watches stop.
func (s *Store) Close() {
	s.nc.Close()
}

// Create stores a new table's settings under its code (see tables.Store).
func (s *Store) Create(ctx context.Context, code string, settings []byte) (uint64, error) {
	if err := checkCode(code); err != nil {
		return 0, err
	}
	if len(settings) > MaxEntrySize {
		return 0, ErrTooLarge
	}
	var rev uint64
	err := s.retry(ctx, s.cfg.tryTimeout, func(ctx context.Context, again bool) error {
		r, err := s.kv.Create(ctx, code, settings)
		if err == nil {
			rev = r
			return nil
		}
		if !errors.Is(err, jetstream.ErrKeyExists) {
			return err
		}
		if again {
			// An earlier try whose answer was lost may have created it: the same bytes under a
			// fresh random code can only be ours.
			if e, err := s.kv.Get(ctx, code); err == nil && bytes.Equal(e.Value(), settings) {
				rev = e.Revision()
				return nil
			}
		}
		return fmt.Errorf("%w: %s", tables.ErrExists, code)
	})
	return rev, err
}

// Settings returns a table's settings and their revision (see tables.Store).
func (s *Store) Settings(ctx context.Context, code string) ([]byte, uint64, error) {
	if err := checkCode(code); err != nil {
		return nil, 0, err
	}
	var e jetstream.KeyValueEntry
	err := s.retry(ctx, s.cfg.tryTimeout, func(ctx context.Context, _ bool) error {
		var err error
		e, err = s.kv.Get(ctx, code)
		if errors.Is(err, jetstream.ErrKeyNotFound) || errors.Is(err, jetstream.ErrKeyDeleted) {
			return fmt.Errorf("%w: %s", tables.ErrNotFound, code)
		}
		return err
	})
	if err != nil {
		return nil, 0, err
	}
	return e.Value(), e.Revision(), nil
}

// SetSettings replaces a table's settings if their revision is still rev (see tables.Store).
// ErrNotFound when there is no such table.
func (s *Store) SetSettings(ctx context.Context, code string, settings []byte, rev uint64) (uint64, error) {
	if err := checkCode(code); err != nil {
		return 0, err
	}
	if len(settings) > MaxEntrySize {
		return 0, ErrTooLarge
	}
	var newRev uint64
	err := s.retry(ctx, s.cfg.tryTimeout, func(ctx context.Context, again bool) error {
		if rev != 0 {
			r, err := s.kv.Update(ctx, code, settings, rev)
			if err == nil {
				newRev = r
				return nil
			}
			if !errors.Is(err, jetstream.ErrKeyRevisionMismatch) && !errors.Is(err, jetstream.ErrKeyExists) {
				return err
			}
		}
		// Refused (revision 0 would create the key, so it is refused without trying): tell a
		// missing table from a newer revision, and an earlier try that landed from another
		// writer's change.
		e, err := s.kv.Get(ctx, code)
		if errors.Is(err, jetstream.ErrKeyNotFound) || errors.Is(err, jetstream.ErrKeyDeleted) {
			return fmt.Errorf("%w: %s", tables.ErrNotFound, code)
		}
		if err != nil {
			return err
		}
		if again && e.Revision() > rev && bytes.Equal(e.Value(), settings) {
			newRev = e.Revision()
			return nil
		}
		return fmt.Errorf("%w: %s's settings are at revision %d, not %d", tables.ErrConflict, code, e.Revision(), rev)
	})
	return newRev, err
}

// Append adds one entry to the table's history if its last entry is still number last
// (see tables.Store). The stream stores it only if the table's subject still ends at the
// stream sequence of entry last, so of two Stores appending after the same entry exactly one
// wins and the other gets ErrConflict. Should the answer be lost (a node dying mid-call), Append
// reads entry last+1 back and reports success only if it is its own.
func (s *Store) Append(ctx context.Context, code string, entry []byte, last uint64) (uint64, error) {
	subj, err := historySubject(code)
	if err != nil {
		return 0, err
	}
	if len(entry) > MaxEntrySize {
		return 0, ErrTooLarge
	}
	id := nuid.Next()
	msg := nats.NewMsg(subj)
	msg.Data = entry
	msg.Header.Set(headerEntry, strconv.FormatUint(last+1, 10))
	msg.Header.Set(headerAppend, id)

	var base tip // entry last, once known; base.n == last
	known := false
	conflict := func(at uint64) error {
		return fmt.Errorf("%w: %s is at entry %d, not %d", tables.ErrConflict, code, at, last)
	}
	err = s.retry(ctx, s.cfg.tryTimeout, func(ctx context.Context, again bool) error {
		if !known {
			t := s.cached(code)
			if t.n != last {
				t, _, err = s.readTip(ctx, code, subj)
				if err != nil {
					return err
				}
				if t.n != last {
					return conflict(t.n)
				}
			}
			base, known = t, true
		}
		if again {
			// An earlier try got no answer: its entry may be stored already.
			switch at, seq, err := s.entryAfter(ctx, subj, base, id); {
			case err != nil:
				return err
			case at == mine:
				s.advance(code, tip{last + 1, seq})
				return nil
			case at == others:
				s.forget(code, last)
				return conflict(last + 1)
			}
		}
		ack, err := s.js.PublishMsg(ctx, msg,
			jetstream.WithExpectStream(StreamName),
			jetstream.WithExpectLastSequencePerSubject(base.seq))
		if err == nil {
			s.advance(code, tip{last + 1, ack.Sequence})
			return nil
		}
		if tableFull(err) {
			return fmt.Errorf("%w: %s", ErrTableFull, code)
		}
		if !wrongLast(err) {
			return err
		}
		if again {
			// Entry last+1 exists or is on its way, and may be an earlier try's: a leader
			// checks against the writes it is still replicating, which a read does not see
			// yet. Wait until the entry can be read to tell whose it is.
			for {
				switch at, seq, err := s.entryAfter(ctx, subj, base, id); {
				case err != nil:
					return err
				case at == mine:
					s.advance(code, tip{last + 1, seq})
					return nil
				case at == others:
					s.forget(code, last)
					return conflict(last + 1)
				}
				pause := time.NewTimer(20 * time.Millisecond)
				select {
				case <-ctx.Done():
					pause.Stop()
					return ctx.Err()
				case <-pause.C:
				}
			}
		}
		s.forget(code, last)
		return conflict(last + 1)
	})
	if err != nil {
		return 0, err
	}
	return last + 1, nil
}

// Whose entry follows a table's entry, as entryAfter finds it.
const (
	none   = iota // no entry yet
	mine          // the one the Append call wrote
	others        // another writer's
)

// entryAfter reads the entry after base (the first of the table's subject past base's stream
// sequence) from the stream's leader and tells whether it is there and whether the Append call
// id wrote it, with its stream sequence.
func (s *Store) entryAfter(ctx context.Context, subj string, base tip, id string) (int, uint64, error) {
	m, err := s.stream.GetMsg(ctx, base.seq+1, jetstream.WithGetMsgSubject(subj))
	if errors.Is(err, jetstream.ErrMsgNotFound) {
		return none, 0, nil
	}
	if err != nil {
		return none, 0, err
	}
	if m.Header.Get(headerAppend) != id {
		return others, m.Sequence, nil
	}
	return mine, m.Sequence, nil
}

// History returns the table's entries after number after, in order (see tables.Store). It
// reads from the stream's leader, so an entry whose Append returned is always in it.
func (s *Store) History(ctx context.Context, code string, after uint64) ([][]byte, error) {
	subj, err := historySubject(code)
	if err != nil {
		return nil, err
	}
	var out [][]byte
	// A try may read many entries, so only each step of it is bounded by the try timeout: a
	// step that gets no answer (its node died under it) ends the try, and the next try starts
	// over on the reconnected connection.
	err = s.retry(ctx, s.cfg.opTimeout, func(ctx context.Context, _ bool) error {
		out = nil
		step := func() (context.Context, context.CancelFunc) { return context.WithTimeout(ctx, s.cfg.tryTimeout) }
		before := s.cached(code)
		sctx, cancel := step()
		end, data, err := s.readTip(sctx, code, subj)
		cancel()
		if err != nil || end.n <= after {
			return err
		}
		if end.n == after+1 {
			out = [][]byte{data}
			return nil
		}
		cfg := jetstream.OrderedConsumerConfig{FilterSubjects: []string{subj}, InactiveThreshold: consumerIdle}
		if before.n == after && before.seq > 0 {
			cfg.DeliverPolicy, cfg.OptStartSeq = jetstream.DeliverByStartSequencePolicy, before.seq+1
		}
		sctx, cancel = step()
		cons, err := s.js.OrderedConsumer(sctx, StreamName, cfg)
		cancel()
		if err != nil {
			return err
		}
		defer s.release(cons)
		it, err := cons.Messages(jetstream.PullMaxMessages(historyBatch))
		if err != nil {
			return err
		}
		defer it.Stop()
		defer context.AfterFunc(ctx, it.Stop)()
		for {
			sctx, cancel = step()
			m, err := it.Next(jetstream.NextContext(sctx))
			cancel()
			if err != nil {
				if ctx.Err() != nil {
					return ctx.Err()
				}
				return err
			}
			n, seq, err := numbered(m)
			if err != nil {
				return err
			}
			if n > after {
				out = append(out, m.Data())
			}
			if seq >= end.seq {
				return nil
			}
		}
	})
	if err != nil {
		return nil, err
	}
	return out, nil
}

const (
	// consumerIdle is how long the server keeps a reader's consumer once its reader is gone
	// without deleting it (its connection lost or closed).
	consumerIdle = 30 * time.Second
	// historyBatch is how many entries History asks for at once.
	historyBatch = 256
	// watchBatch is how many entries a Watch keeps buffered.
	watchBatch = 64
)

// Watch calls f with every entry appended to the table after number after, in order and each
// once (see tables.Store), from an ordered consumer of the table's subject that recreates
// itself after a lost connection or node, resuming after the last entry it delivered. Once stop
// has returned (or ctx has ended), f is not called for any entry delivered afterwards; a call
// for an entry already in hand may still run. stop may be called from f.
func (s *Store) Watch(ctx context.Context, code string, after uint64, f func(n uint64, entry []byte)) (func(), error) {
	subj, err := historySubject(code)
	if err != nil {
		return nil, err
	}
	cfg := jetstream.OrderedConsumerConfig{FilterSubjects: []string{subj}, InactiveThreshold: consumerIdle}
	if t := s.cached(code); after > 0 && t.n == after {
		cfg.DeliverPolicy, cfg.OptStartSeq = jetstream.DeliverByStartSequencePolicy, t.seq+1
	}
	var cons jetstream.Consumer
	var it jetstream.MessagesContext
	err = s.retry(ctx, s.cfg.tryTimeout, func(ctx context.Context, _ bool) error {
		c, err := s.js.OrderedConsumer(ctx, StreamName, cfg)
		if err != nil {
			return err
		}
		it, err = c.Messages(jetstream.PullMaxMessages(watchBatch), jetstream.PullHeartbeat(s.cfg.heartbeat))
		if err != nil {
			s.release(c)
			return err
		}
		cons = c
		return nil
	})
	if err != nil {
		return nil, err
	}

	w := &watch{s: s, cons: cons, it: it}
	stopOnCtx := context.AfterFunc(ctx, w.stop)
	go func() {
		defer stopOnCtx()
		next := after + 1
		for {
			m, err := it.Next()
			if w.done.Load() || ctx.Err() != nil || s.nc.IsClosed() {
				return
			}
			if err != nil {
				// The iterator recreates its consumer by itself; an error here is a message it
				// could not read. Go on with the next after a pause.
				pause := time.NewTimer(100 * time.Millisecond)
				select {
				case <-pause.C:
				case <-ctx.Done():
					pause.Stop()
				}
				continue
			}
			n, seq, err := numbered(m)
			if err != nil || n < next {
				continue
			}
			s.advance(code, tip{n, seq})
			next = n + 1
			if w.done.Load() || ctx.Err() != nil {
				return
			}
			f(n, m.Data())
		}
	}()
	return w.stop, nil
}

// watch is one Watch's state; stop may come from any goroutine, f itself included, so it only
// raises a flag the watch's goroutine checks before each call.
type watch struct {
	s    *Store
	cons jetstream.Consumer
	it   jetstream.MessagesContext
	done atomic.Bool
}

func (w *watch) stop() {
	if w.done.CompareAndSwap(false, true) {
		w.it.Stop()
		w.s.release(w.cons)
	}
}

// release deletes a reader's consumer in the background, so the server frees it now rather
// than after consumerIdle.
func (s *Store) release(cons jetstream.Consumer) {
	info := cons.CachedInfo()
	if info == nil || s.nc.IsClosed() {
		return
	}
	go func() {
		ctx, cancel := context.WithTimeout(context.Background(), s.cfg.tryTimeout)
		defer cancel()
		_ = s.js.DeleteConsumer(ctx, StreamName, info.Name)
	}()
}

// readTip reads the table's last entry from the stream's leader and notes it; an empty table
// gives the zero tip. It also returns the entry itself.
func (s *Store) readTip(ctx context.Context, code, subj string) (tip, []byte, error) {
	m, err := s.stream.GetLastMsgForSubject(ctx, subj)
	if errors.Is(err, jetstream.ErrMsgNotFound) {
		return tip{}, nil, nil
	}
	if err != nil {
		return tip{}, nil, err
	}
	n, err := entryNumber(m.Header, subj, m.Sequence)
	if err != nil {
		return tip{}, nil, err
	}
	t := tip{n, m.Sequence}
	s.advance(code, t)
	return t, m.Data, nil
}

// cached is the table's last entry as this Store last saw it (zero when never seen).
func (s *Store) cached(code string) tip {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.tips[code]
}

// advance notes t as the table's last entry unless a later one is known.
func (s *Store) advance(code string, t tip) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if t.n > s.tips[code].n {
		s.tips[code] = t
	}
}

// forget drops the table's noted last entry if it is still number n, found out of date.
func (s *Store) forget(code string, n uint64) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.tips[code].n == n {
		delete(s.tips, code)
	}
}

// numbered reads a delivered entry's number and stream sequence.
func numbered(m jetstream.Msg) (n, seq uint64, err error) {
	meta, err := m.Metadata()
	if err != nil {
		return 0, 0, err
	}
	n, err = entryNumber(m.Headers(), m.Subject(), meta.Sequence.Stream)
	return n, meta.Sequence.Stream, err
}

func entryNumber(h nats.Header, subj string, seq uint64) (uint64, error) {
	n, err := strconv.ParseUint(h.Get(headerEntry), 10, 64)
	if err != nil || n == 0 {
		return 0, fmt.Errorf("natsstore: the message at sequence %d of %s carries no entry number", seq, subj)
	}
	return n, nil
}

// retry runs try until it succeeds, fails for good, or ctx (bounded by the Store's OpTimeout
// when it has no deadline) ends; each try gets at most tryTimeout. again tells a try that an
// earlier one ended without an answer, so its write may have been stored.
func (s *Store) retry(ctx context.Context, tryTimeout time.Duration, try func(ctx context.Context, again bool) error) error {
	if _, ok := ctx.Deadline(); !ok {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, s.cfg.opTimeout)
		defer cancel()
	}
	pause := 20 * time.Millisecond
	for again := false; ; again = true {
		tctx, cancel := context.WithTimeout(ctx, tryTimeout)
		err := try(tctx, again)
		cancel()
		if err == nil || !transient(err) {
			return err
		}
		if ctx.Err() != nil {
			return fmt.Errorf("natsstore: %w (last try: %w)", ctx.Err(), err)
		}
		wait := time.NewTimer(pause)
		select {
		case <-ctx.Done():
			wait.Stop()
			return fmt.Errorf("natsstore: %w (last try: %w)", ctx.Err(), err)
		case <-wait.C:
		}
		pause = min(2*pause, time.Second)
	}
}

// transient tells the errors that a lost connection, a lost node or a leader election cause,
// after which the same call may succeed, from refusals.
func transient(err error) bool {
	if errors.Is(err, nats.ErrConnectionClosed) {
		return false
	}
	var apiErr *jetstream.APIError
	if errors.As(err, &apiErr) {
		switch {
		case apiErr.ErrorCode == jsErrCodeStoreFailed && strings.Contains(apiErr.Description, "maximum"),
			apiErr.ErrorCode == jsErrCodeInsufficientResources:
			return false // a limit reached or a full disk: answered with 503, but final
		case apiErr.ErrorCode == jsErrCodeNoPeers:
			return true // too few nodes are up to place the copies
		}
		return apiErr.Code >= 500 // 503: no leader at the moment; 500: the stream is recovering
	}
	return errors.Is(err, context.DeadlineExceeded) ||
		errors.Is(err, nats.ErrTimeout) ||
		errors.Is(err, nats.ErrNoResponders) ||
		errors.Is(err, jetstream.ErrNoStreamResponse) ||
		errors.Is(err, nats.ErrDisconnected) ||
		errors.Is(err, nats.ErrConnectionReconnecting)
}

// JetStream's error codes the store tells apart.
const (
	jsErrCodeNoPeers               = 10005 // no suitable peers for placement
	jsErrCodeInsufficientResources = 10023 // the server's storage limit is reached
	jsErrCodeStoreFailed           = 10077 // storing failed, a stream limit among other reasons
)

// tableFull tells the stream's refusal of an entry past MaxEntriesPerTable.
func tableFull(err error) bool {
	var apiErr *jetstream.APIError
	return errors.As(err, &apiErr) && apiErr.ErrorCode == jsErrCodeStoreFailed &&
		strings.Contains(apiErr.Description, "maximum messages per subject")
}

// wrongLast tells JetStream's refusal of a write whose expected last sequence is out of date
// (10071; replicated streams answer 10164).
func wrongLast(err error) bool {
	var apiErr *jetstream.APIError
	return errors.As(err, &apiErr) &&
		(apiErr.ErrorCode == jetstream.JSErrCodeStreamWrongLastSequence ||
			apiErr.ErrorCode == jetstream.JSErrCodeStreamWrongLastSequenceConstant)
}

// checkCode refuses anything but 1 to 64 letters, digits, '-' and '_': a code becomes a token
// of a NATS subject and a key of the bucket, where '.', '*', '>' or a space would change what
// they mean.
func checkCode(code string) error {
	if len(code) == 0 || len(code) > 64 {
		return ErrBadCode
	}
	for _, r := range code {
		switch {
		case r >= 'a' && r <= 'z', r >= 'A' && r <= 'Z', r >= '0' && r <= '9', r == '-', r == '_':
		default:
			return ErrBadCode
		}
	}
	return nil
}

// historySubject is the subject of the table's history, for a checked code.
func historySubject(code string) (string, error) {
	if err := checkCode(code); err != nil {
		return "", err
	}
	return "tables." + code + ".history", nil
}
