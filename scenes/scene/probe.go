package scene

import (
	"encoding/json"
	"fmt"
	"io"
	"math"
	"strconv"
	"time"
)

// Probe announces what the screen shows as one-line console messages, so the browser test
// (build/e2e/README.md) can click real targets without guessing positions or waiting for a
// fixed time. Scenes call Hit for each clickable target and then Ready with their screen name
// on every tick they take input; the Probe prints a line only when something changed. A nil
// Probe, or one with a nil writer, is silent.
type Probe struct {
	w      io.Writer
	quiet  bool
	screen string
	hits   map[string][2]int
	zoom   string // the last camera zoom printed, as formatted; "" before the first
	view   string // the last magnifier view printed, as formatted; "" before the first
	drag   [4]int // the last drag line printed; meaningful while dragging is true
	// dragging: a drag line was printed and the drag has not ended (Drop, DragCancelled)
	dragging bool
}

// NewProbe returns a Probe writing to w (nil: silent).
func NewProbe(w io.Writer) *Probe {
	return &Probe{w: w, hits: map[string][2]int{}}
}

// SetQuiet suppresses Ready and Hit while a transition runs: the screen is not taking input.
func (p *Probe) SetQuiet(q bool) {
	if p != nil {
		p.quiet = q
	}
}

func (p *Probe) on() bool { return p != nil && p.w != nil && !p.quiet }

// Ready says that screen is the one taking input; printed once per change of screen as
// "northtable:ready <screen>".
func (p *Probe) Ready(screen string) {
	if !p.on() || screen == p.screen {
		return
	}
	p.screen = screen
	fmt.Fprintln(p.w, "northtable:ready", screen)
}

// Leave forgets the current screen, so the next Ready prints again (e.g. after a curtain).
func (p *Probe) Leave() {
	if p != nil {
		p.screen = ""
	}
}

// Hit gives the centre of a clickable target in logical px; printed as
// "northtable:hit <target> <x> <y>" when it is new or has moved.
func (p *Probe) Hit(target string, x, y float64) {
	if !p.on() {
		return
	}
	at := [2]int{int(x + 0.5), int(y + 0.5)}
	if old, ok := p.hits[target]; ok && old == at {
		return
	}
	p.hits[target] = at
	fmt.Fprintf(p.w, "northtable:hit %s %d %d\n", target, at[0], at[1])
}

// Camera gives a board camera's zoom (screen px per world unit); printed as
// "northtable:camera <zoom>" with two decimals when that text differs from the last one printed.
func (p *Probe) Camera(zoom float64) {
	if !p.on() {
		return
	}
	z := strconv.FormatFloat(zoom, 'f', 2, 64)
	if z == p.zoom {
		return
	}
	p.zoom = z
	fmt.Fprintln(p.w, "northtable:camera", z)
}

// View gives the table's magnifier (the App's view of a small touch screen): how many times
// the fitted size and the table point at the screen's top-left corner, logical px; printed as
// "northtable:view <zoom> <x> <y>" (two decimals, whole px) when that text differs from the
// last one printed. The browser test maps the table's targets onto the screen through it.
func (p *Probe) View(zoom, x, y float64) {
	if !p.on() {
		return
	}
	v := strconv.FormatFloat(zoom, 'f', 2, 64) + " " + strconv.Itoa(int(math.Round(x))) + " " + strconv.Itoa(int(math.Round(y)))
	if v == p.view {
		return
	}
	p.view = v
	fmt.Fprintln(p.w, "northtable:view", v)
}

// State prints "northtable:state <json>" for a board's state (a JSON-encodable value).
func (p *Probe) State(v any) {
	if p == nil || p.w == nil {
		return
	}
	b, err := json.Marshal(v)
	if err != nil {
		fmt.Fprintf(p.w, "northtable:message state not encodable: %v\n", err)
		return
	}
	fmt.Fprintf(p.w, "northtable:state %s\n", b)
}

// Thinking is how a computer seat's decision went, as the browser test measures it.
type Thinking struct {
	Took    time.Duration // wall-clock time from the tick its thinking began to the tick it decided
	Slices  int           // the ticks it thought in
	Longest time.Duration // the longest of those ticks' thinking: the most the page waited on it at once
}

// Thought says a computer seat has decided: its seat, the number of the move it decided (how
// many moves the game had had) and how its thinking went; printed as
// "northtable:thought <seat> <move> <took ms> <slices> <longest ms>" (the longest with one
// decimal). The browser test measures the computer's decisions by it and knows which frames
// it thought in.
func (p *Probe) Thought(seat, move int, th Thinking) {
	if p == nil || p.w == nil {
		return
	}
	fmt.Fprintf(p.w, "northtable:thought %d %d %d %d %.1f\n", seat, move, th.Took.Milliseconds(), th.Slices,
		float64(th.Longest.Microseconds())/1000)
}

// Message prints "northtable:message <text>" for a status-line message.
func (p *Probe) Message(text string) {
	if p == nil || p.w == nil {
		return
	}
	fmt.Fprintln(p.w, "northtable:message", text)
}

// Drag says, on every tick a piece is carried, where it is carried (x, y: it is drawn there, or
// in the board cell under that point, and drops there) and where the pointer carrying it is
// (px, py), logical px; printed as
// "northtable:drag <x> <y> <px> <py>" on the drag's first tick and whenever either point moves.
// On a touch screen the piece rides above the fingertip, so y is above py.
func (p *Probe) Drag(x, y, px, py float64) {
	if !p.on() {
		return
	}
	at := [4]int{int(math.Round(x)), int(math.Round(y)), int(math.Round(px)), int(math.Round(py))}
	if p.dragging && at == p.drag {
		return
	}
	p.drag, p.dragging = at, true
	fmt.Fprintf(p.w, "northtable:drag %d %d %d %d\n", at[0], at[1], at[2], at[3])
}

// Drop says that the carried piece was let go at (x, y) with the pointer at (px, py), logical
// px: "northtable:drop <x> <y> <px> <py>", printed before the move it makes (if any).
func (p *Probe) Drop(x, y, px, py float64) {
	if p == nil {
		return
	}
	p.dragging = false
	if !p.on() {
		return
	}
	fmt.Fprintf(p.w, "northtable:drop %d %d %d %d\n", int(math.Round(x)), int(math.Round(y)), int(math.Round(px)), int(math.Round(py)))
}

// DragCancelled says that the carried piece went back without a drop (Esc, a pinch):
// "northtable:drop cancelled".
func (p *Probe) DragCancelled() {
	if p == nil {
		return
	}
	p.dragging = false
	if !p.on() {
		return
	}
	fmt.Fprintln(p.w, "northtable:drop cancelled")
}
