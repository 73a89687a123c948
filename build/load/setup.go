package main

import (
	"context"
	"fmt"
	"math/rand/v2"
	"sync"
	"sync/atomic"

	"northtable/rules/bot"
	"northtable/rules/wire"
)

// setup opens, fills and starts every table, o.setupParallel at once.
func (r *loadRun) setup(ctx context.Context) error {
	r.tabs = make([]*table, r.o.tables)
	sem := make(chan struct{}, r.o.setupParallel)
	var wg sync.WaitGroup
	var mu sync.Mutex
	var first error
	var done atomic.Int64
	for i := range r.tabs {
		sem <- struct{}{}
		mu.Lock()
		failed := first != nil
		mu.Unlock()
		if failed || ctx.Err() != nil {
			break
		}
		wg.Add(1)
		go func() {
			defer func() { <-sem; wg.Done() }()
			t, err := r.setupTable(ctx, i)
			mu.Lock()
			defer mu.Unlock()
			r.tabs[i] = t
			if err != nil && first == nil {
				first = fmt.Errorf("setting up table %d: %w", i+1, err)
			}
			if n := done.Add(1); n%200 == 0 {
				fmt.Printf("load: %d tables set up\n", n)
			}
		}()
	}
	wg.Wait()
	if first == nil && ctx.Err() != nil {
		first = ctx.Err()
	}
	return first
}

// setupTable opens table i: seat 0 creates it, the others join, seat 0 starts it; each seat then
// has the game's first State and a reader running.
func (r *loadRun) setupTable(ctx context.Context, i int) (*table, error) {
	ctx, cancel := context.WithTimeout(ctx, r.o.dialTimeout)
	defer cancel()
	t := &table{r: r, pending: map[int]*pending{}}
	for s := range r.o.seats {
		c, err := r.dial(ctx)
		if err != nil {
			return t, err
		}
		seed := r.o.seed*1_000_003 + uint64(i)*16 + uint64(s)
		t.seats = append(t.seats, &seat{t: t, idx: s, c: c, rng: rand.New(rand.NewPCG(seed, 1)), bot: bot.NewRandom(seed), want: -1})
	}
	plan := []wire.SeatPlan{{Name: "Seat 1", Who: wire.WhoHere}}
	for range r.o.seats - 1 {
		plan = append(plan, wire.SeatPlan{Who: wire.WhoOpen})
	}
	host := t.seats[0]
	if err := send(ctx, host.c, &wire.Create{Game: r.o.game, Seats: plan}); err != nil {
		return t, err
	}
	m, err := readUntil(ctx, host.c, func(m any) bool { _, ok := m.(*wire.Seated); return ok })
	if err != nil {
		return t, err
	}
	st := m.(*wire.Seated)
	t.code, host.token = st.Code, st.Tokens[0]
	for _, s := range t.seats[1:] {
		if err := send(ctx, s.c, &wire.Join{Code: wire.ShowCode(t.code), Name: fmt.Sprintf("Seat %d", s.idx+1)}); err != nil {
			return t, err
		}
		m, err := readUntil(ctx, s.c, func(m any) bool { _, ok := m.(*wire.Seated); return ok })
		if err != nil {
			return t, err
		}
		st := m.(*wire.Seated)
		if len(st.Seats) != 1 || st.Seats[0] != s.idx {
			return t, fmt.Errorf("joined seat %v, expected %d", st.Seats, s.idx)
		}
		s.token = st.Tokens[0]
	}
	if err := send(ctx, host.c, &wire.Start{Code: t.code}); err != nil {
		return t, err
	}
	for _, s := range t.seats {
		m, err := readUntil(ctx, s.c, func(m any) bool { _, ok := m.(*wire.State); return ok })
		if err != nil {
			return t, err
		}
		if err := s.take(m.(*wire.State).Views, m.(*wire.State).Moves); err != nil {
			return t, err
		}
		go s.read()
	}
	return t, nil
}
