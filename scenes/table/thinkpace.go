package table

import "time"

// thinkPace shares the browser's one thread between the page's frames and a computer's search:
// a tick may think for as long as the page has had to itself since the last slice ended, and at
// most one slice. Ebitengine runs the ticks a slow frame owes back to back within the next
// frame; each would otherwise add a whole slice to that one frame (four ticks of 8 ms after a
// 67 ms frame), and the frame the catch-up makes long owes more ticks again.
type thinkPace struct {
	last time.Time // when the last slice ended; zero before the first
}

// budget is the thinking budget of a tick at now: slice, or what the page has had since the
// last slice ended when that is less; 0 (think not at all in this tick) when that is under a
// quarter of slice, as for a tick run straight after another in the same frame.
func (p *thinkPace) budget(now time.Time, slice time.Duration) time.Duration {
	if p.last.IsZero() {
		return slice
	}
	b := min(slice, now.Sub(p.last))
	if b < slice/4 {
		return 0
	}
	return b
}

// done notes that a slice ended at now.
func (p *thinkPace) done(now time.Time) { p.last = now }
