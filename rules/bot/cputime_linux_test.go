package bot_test

import (
	"bytes"
	"os"
	"strconv"
	"time"
)

// threadCPU is the CPU time the calling thread has run, from the scheduler's own count
// (/proc/thread-self/schedstat, in ns), so a test can tell the search's own overrun from the
// time a loaded machine took the thread away. getrusage's per-thread times are tick-sampled
// and scaled, so their differences jump by milliseconds; this count does not. Lock the
// goroutine to its thread around the measure.
func threadCPU() (time.Duration, bool) {
	b, err := os.ReadFile("/proc/thread-self/schedstat")
	if err != nil {
		return 0, false
	}
	f, _, _ := bytes.Cut(b, []byte(" "))
	ns, err := strconv.ParseInt(string(f), 10, 64)
	if err != nil {
		return 0, false
	}
	return time.Duration(ns), true
}
