package main

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"sync"

	"northtable/rules/wire"
)

// check finds lost, doubled or disordered moves: every seat of a table must have heard every
// move its table made, once and in order.
func (r *loadRun) check(settled bool) []string {
	var out []string
	if !settled {
		out = append(out, "some moves were still not heard by every seat after the settle time")
	}
	for i, t := range r.tabs {
		t.mu.Lock()
		sent, refused := t.sent, slices.Clone(t.refused)
		t.mu.Unlock()
		for _, w := range refused {
			out = append(out, fmt.Sprintf("table %d: a move was refused: %s", i+1, w))
		}
		moves := -1
		for _, s := range t.seats {
			s.mu.Lock()
			m, u, dis, err := s.moves, s.updates, slices.Clone(s.disorder), s.err
			s.mu.Unlock()
			if err != nil {
				out = append(out, fmt.Sprintf("table %d seat %d: connection lost: %v", i+1, s.idx+1, err))
			}
			for _, d := range dis {
				out = append(out, fmt.Sprintf("table %d seat %d: %s", i+1, s.idx+1, d))
			}
			if moves >= 0 && m != moves {
				out = append(out, fmt.Sprintf("table %d: seat %d is at move %d, seat 1 at %d", i+1, s.idx+1, m, moves))
			}
			if u != m {
				out = append(out, fmt.Sprintf("table %d seat %d: %d updates for %d moves", i+1, s.idx+1, u, m))
			}
			if moves < 0 {
				moves = m
			}
		}
		if moves != sent-len(refused) {
			out = append(out, fmt.Sprintf("table %d: %d moves sent and accepted, %d heard", i+1, sent-len(refused), moves))
		}
	}
	return out
}

// verify asks each table again on a new connection (Hello with seat 1's token): the server's
// move count and seat 1's View hash must equal what seat 1 heard.
func (r *loadRun) verify(ctx context.Context) []string {
	var mu sync.Mutex
	var out []string
	sem := make(chan struct{}, r.o.verifyParallel)
	var wg sync.WaitGroup
	for i, t := range r.tabs {
		sem <- struct{}{}
		wg.Add(1)
		go func() {
			defer func() { <-sem; wg.Done() }()
			if err := r.verifyTable(ctx, t); err != nil {
				mu.Lock()
				out = append(out, fmt.Sprintf("table %d: %v", i+1, err))
				mu.Unlock()
			}
		}()
	}
	wg.Wait()
	return out
}

func (r *loadRun) verifyTable(ctx context.Context, t *table) error {
	ctx, cancel := context.WithTimeout(ctx, r.o.dialTimeout)
	defer cancel()
	c, err := r.dial(ctx)
	if err != nil {
		return err
	}
	defer c.CloseNow()
	s := t.seats[0]
	if err := send(ctx, c, &wire.Hello{Code: t.code, Tokens: []string{s.token}}); err != nil {
		return err
	}
	m, err := readUntil(ctx, c, func(m any) bool { _, ok := m.(*wire.State); return ok })
	if err != nil {
		return err
	}
	st := m.(*wire.State)
	s.mu.Lock()
	mine, moves := s.view.Hash(), s.moves
	s.mu.Unlock()
	if st.Moves != moves {
		return fmt.Errorf("the server has %d moves, seat 1 heard %d", st.Moves, moves)
	}
	if len(st.Views) != 1 {
		return errors.New("no View in the State")
	}
	g, err := r.def.DecodeState(st.Views[0].State)
	if err != nil {
		return err
	}
	if g.Hash() != mine {
		return errors.New("seat 1's View hash differs from the server's")
	}
	return nil
}
