package natsstore

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"
	"github.com/nats-io/nuid"

	"northtable/build/serve/tables"
)

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
				var err error
				if t, _, err = s.readTip(ctx, code, subj); err != nil {
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
			// Entry last+1 exists or is on its way, and may be an earlier try's: tell whose it
			// is once it can be read.
			switch at, seq, err := s.entryAfter(ctx, subj, base, id); {
			case err != nil:
				return err
			case at == mine:
				s.advance(code, tip{last + 1, seq})
				return nil
			case at == none:
				return errInFlight
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
