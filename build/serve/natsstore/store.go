package natsstore

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"sync/atomic"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"

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

	hubMu  sync.Mutex
	hub    *hub        // the one reader of every table's history its Watches share; nil until the first
	closed atomic.Bool // Close was called
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
	s.closed.Store(true)
	s.hubMu.Lock()
	if s.hub != nil {
		s.hub.it.Stop()
	}
	s.hubMu.Unlock()
	s.nc.Close()
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
