package table

import "northtable/rules"

// LogLine is one line of the event log.
type LogLine struct {
	Text    string     // plain words from the rules' Describe, seat names filled in
	Seat    rules.Seat // the seat concerned (its colour and shape mark the line), or NoSeat
	Private bool       // shown only while Seat is the viewer
	Move    int        // index of the move that caused it; -1 for the setup's (never undone)
}

// Log is every event of the game as log lines, oldest first.
type Log struct {
	lines []LogLine
	// the last Visible answer, kept while nothing changed (Draw asks every frame)
	seen       []LogLine
	seenFor    rules.Seat
	seenN      int
	seenCached bool
}

// Add appends the lines of move i's events; g describes them (the game after the move).
func (l *Log) Add(i int, g rules.Game, evs []rules.Event, names []string) {
	for _, e := range evs {
		if text := g.Describe(e, names); text != "" {
			l.lines = append(l.lines, LogLine{Text: text, Seat: e.Seat, Private: e.Private, Move: i})
		}
	}
}

// Truncate drops the lines of moves n and later (after an undo).
func (l *Log) Truncate(n int) {
	k := len(l.lines)
	for k > 0 && l.lines[k-1].Move >= n {
		k--
	}
	l.lines = l.lines[:k]
	l.seenCached = false
}

// Visible lists the lines viewer may read: every public line and viewer's private ones.
// The slice is shared until the log changes; do not modify it.
func (l *Log) Visible(viewer rules.Seat) []LogLine {
	if l.seenCached && l.seenFor == viewer && l.seenN == len(l.lines) {
		return l.seen
	}
	out := l.seen[:0]
	for _, ln := range l.lines {
		if !ln.Private || ln.Seat == viewer {
			out = append(out, ln)
		}
	}
	l.seen, l.seenFor, l.seenN, l.seenCached = out, viewer, len(l.lines), true
	return out
}
