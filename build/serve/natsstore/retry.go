package natsstore

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"
)

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

// errInFlight is a try's finding that a write refused as out of date is not readable yet: a
// leader checks against the writes it is still replicating, which a read does not see. After
// a lost answer that write may be the call's own, so the call tries again.
var errInFlight = errors.New("natsstore: a write is still being replicated")

// transient tells the errors that a lost connection, a lost node or a leader election cause,
// after which the same call may succeed, from refusals.
func transient(err error) bool {
	if errors.Is(err, nats.ErrConnectionClosed) {
		return false
	}
	if errors.Is(err, errInFlight) {
		return true
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
