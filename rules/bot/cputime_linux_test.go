package bot_test

import (
	"syscall"
	"time"
)

// threadCPU is the CPU time the calling thread has used (getrusage RUSAGE_THREAD), so a test
// can tell the search's own overrun from the time a loaded machine took the thread away.
// Lock the goroutine to its thread around the measure.
func threadCPU() (time.Duration, bool) {
	const rusageThread = 1
	var u syscall.Rusage
	if err := syscall.Getrusage(rusageThread, &u); err != nil {
		return 0, false
	}
	return time.Duration(u.Utime.Nano() + u.Stime.Nano()), true
}
