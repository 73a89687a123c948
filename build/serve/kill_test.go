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

	"github.com/stretchr/testify/require"

	"northtable/rules/reykholt"
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

	p := seatPair(t, reykholt.Definition{}, addr, addr)
	p.play(t, rand.New(rand.NewPCG(21, 22)), 15)
	require.NoError(t, cmd.Process.Signal(syscall.SIGKILL))
	cmd.Wait()

	_, addr = startProcess(t, bin, data)
	for s := range 2 {
		p.resume(t, addr, s)
	}
}
