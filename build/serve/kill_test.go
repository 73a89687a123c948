//go:build !js

package main

import (
	"bufio"
	"math/rand/v2"
	"os/exec"
	"path/filepath"
	"regexp"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"northtable/rules/record"
	"northtable/rules/reykholt"
	"northtable/rules/wire"
)

// startProcess runs the built server on a free port with its data in data and returns the
// process and its address, read from the line it prints.
func startProcess(t *testing.T, bin, data string) (*exec.Cmd, string) {
	t.Helper()
	cmd := exec.Command(bin, "-addr", "127.0.0.1:0", "-data", data, "-dir", t.TempDir())
	out, err := cmd.StdoutPipe()
	require.NoError(t, err)
	require.NoError(t, cmd.Start())
	t.Cleanup(func() {
		cmd.Process.Kill()
		cmd.Wait()
	})
	addrs := make(chan string, 1)
	go func() {
		re := regexp.MustCompile(`at http://([0-9.:]+)/`)
		sc := bufio.NewScanner(out)
		for sc.Scan() {
			if m := re.FindStringSubmatch(sc.Text()); m != nil {
				addrs <- m[1]
			}
		}
	}()
	select {
	case a := <-addrs:
		return cmd, a
	case <-time.After(60 * time.Second):
		t.Fatal("the server did not say where it listens")
	}
	return nil, ""
}

// TestAKilledServerResumesItsTables builds the server, plays moves at a table, kills the
// process (SIGKILL: no shutdown at all), starts it again on the same data folder, and finds
// both seats where they were: no move lost or applied twice.
func TestAKilledServerResumesItsTables(t *testing.T) {
	bin := filepath.Join(t.TempDir(), "serve")
	out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput()
	require.NoError(t, err, "%s", out)
	data := t.TempDir()
	cmd, addr := startProcess(t, bin, data)

	def := reykholt.Definition{}
	ann, bjorn := connect(t, addr), connect(t, addr)
	ann.send(t, &wire.Create{Game: reykholt.GameID, Seats: []wire.SeatPlan{{Name: "Ann", Who: wire.WhoHere}, {Who: wire.WhoOpen}}})
	host := ann.until(t, func(m any) bool { _, ok := m.(*wire.Seated); return ok }).(*wire.Seated)
	bjorn.send(t, &wire.Join{Code: host.Code, Name: "Bjørn"})
	guest := bjorn.until(t, func(m any) bool { _, ok := m.(*wire.Seated); return ok }).(*wire.Seated)
	ann.until(t, func(m any) bool { l, ok := m.(*wire.Lobby); return ok && l.Seats[1].Taken })
	ann.send(t, &wire.Start{Code: host.Code})
	players := []*wsClient{ann, bjorn}
	for _, p := range players {
		p.position(t, def, 0)
	}
	r := rand.New(rand.NewPCG(21, 22))
	const moves = 15
	for n := range moves {
		to := ann.views[0].ToMove()
		legal := players[to].views[int(to)].Legal()
		kind, data, err := def.EncodeMove(legal[r.IntN(len(legal))])
		require.NoError(t, err)
		players[to].send(t, &wire.Play{Seat: int(to), After: n, Move: &record.Move{Seat: int(to), Kind: kind, Data: data}})
		for _, p := range players {
			p.position(t, def, n+1)
		}
	}
	require.NoError(t, cmd.Process.Signal(syscall.SIGKILL))
	cmd.Wait()

	_, addr = startProcess(t, bin, data)
	for i, tokens := range [][]string{host.Tokens, guest.Tokens} {
		back := connect(t, addr)
		back.send(t, &wire.Hello{Code: host.Code, Tokens: tokens})
		back.until(t, func(m any) bool { _, ok := m.(*wire.Seated); return ok })
		back.position(t, def, moves)
		assert.Equal(t, players[i].views[i].Hash(), back.views[i].Hash(), "seat %d resumes where it was", i)
	}
}
