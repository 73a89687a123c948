package render

import (
	"github.com/hajimehoshi/ebiten/v2"

	"northtable/input"
)

// NoMark is a LogLine's Mark when the line belongs to no seat.
const NoMark = -1

// Log panel metrics, logical px.
const (
	LogRowH   = 19.0 // one wrapped row
	logTop    = 30.0 // the first row's top below the panel's top (the title sits above)
	logTextX  = 28.0 // rows' left edge from the panel's left
	logMarkR  = 6.0  // the seat mark's outer radius
	logBottom = 6.0  // space under the last row
)

// LogLine is one entry of a game log: its text and the seat's player colour index (drawn with
// UI.DrawPlayerMark: colour and marker shape), or NoMark.
type LogLine struct {
	Text string
	Mark int
}

// logRow is one wrapped row of a line.
type logRow struct {
	text  string
	mark  int
	first bool
}

// LogPanel is a titled paper panel listing log lines, newest at the bottom. Lines wrap at word
// boundaries (never mid-word) with the seat's mark on the first row. The wheel over the panel,
// or a drag inside it, scrolls back; the view follows new lines while scrolled to the bottom.
// The zero value with a Rect is ready to use.
type LogPanel struct {
	Rect  Rect   // logical px
	Title string // drawn small and bold at the top-left ("Log")

	lines   []LogLine
	rows    []logRow // wrapped rows of lines; nil when stale
	scale   float64  // the device scale the rows were wrapped for (0: not drawn yet, as 1)
	scroll  int      // rows scrolled back from the newest
	drag    float64  // drag movement not yet turned into rows, logical px
	inside  bool     // the current press began inside the panel
	version int
}

// Add appends a line.
func (l *LogPanel) Add(line LogLine) {
	l.lines = append(l.lines, line)
	l.rows = nil
	if l.scroll > 0 {
		l.scroll++ // stay on the lines being read; wrapping may add more, clamped on draw
	}
	l.version++
}

// Clear removes every line and scrolls to the bottom.
func (l *LogPanel) Clear() {
	l.lines, l.rows, l.scroll = l.lines[:0], nil, 0
	l.version++
}

// Len is the number of lines.
func (l *LogPanel) Len() int { return len(l.lines) }

// Version changes whenever what the panel shows may have changed (a line, a scroll), for the
// keys of cached layers.
func (l *LogPanel) Version() int { return l.version }

// Scroll is how many rows the view is scrolled back from the newest; 0 follows new lines.
func (l *LogPanel) Scroll() int { return l.scroll }

// Update scrolls by the wheel over the panel (one row per wheel unit, up = older) or by a drag
// that began inside it; a handled gesture consumes the pointer.
func (l *LogPanel) Update(p *input.Pointer, f input.Frame) {
	over := l.Rect.Contains(p.X, p.Y)
	if p.Pressed() {
		l.inside, l.drag = over, 0
	}
	before := l.scroll
	if over && f.WheelY != 0 {
		l.scroll += int(f.WheelY*2 + sign(f.WheelY)*0.5)
	}
	if l.inside && p.Dragging() {
		_, dy := p.DragDelta()
		l.drag += dy
		n := int(l.drag / LogRowH)
		l.scroll += n
		l.drag -= float64(n) * LogRowH
		p.Consume()
	}
	if !p.Down {
		l.inside = false
	}
	l.scroll = max(0, l.scroll)
	if l.scroll != before {
		l.version++
	}
}

func sign(x float64) float64 {
	if x < 0 {
		return -1
	}
	return 1
}

// wrapped returns the rows of every line at the panel's width, measured at the device scale
// the panel was last drawn at: glyph advances round differently at every scale, so a line
// measured at the logical size can come out wider when drawn at 0.8 or 1.15.
func (l *LogPanel) wrapped(fonts *Fonts) []logRow {
	if l.rows != nil {
		return l.rows
	}
	w := l.Rect.W - logTextX - 8
	scale := l.scale
	if scale <= 0 {
		scale = 1
	}
	l.rows = make([]logRow, 0, len(l.lines))
	for _, ln := range l.lines {
		for i, t := range WrapAt(ln.Text, fonts.Small, w, scale) {
			l.rows = append(l.rows, logRow{text: Ellipsize(t, fonts.Small, w), mark: ln.Mark, first: i == 0})
		}
	}
	return l.rows
}

// window is the range of rows shown, after clamping the scroll; it starts at an entry's first
// row.
func (l *LogPanel) window(fonts *Fonts) (rows []logRow, from, to int) {
	rows = l.wrapped(fonts)
	n := max(1, int((l.Rect.H-logTop-logBottom)/LogRowH))
	l.scroll = max(0, min(l.scroll, len(rows)-n))
	to = len(rows) - l.scroll
	from = max(0, to-n)
	// an entry cut at the top is left out whole: its wrapped tail alone reads as nonsense
	for from < to-1 && !rows[from].first {
		from++
	}
	return rows, from, to
}

// Visible lists the rows shown now, oldest first (for tests and the browser probe).
func (l *LogPanel) Visible(fonts *Fonts) []string {
	rows, from, to := l.window(fonts)
	out := make([]string, 0, to-from)
	for _, r := range rows[from:to] {
		out = append(out, r.text)
	}
	return out
}

// Draw draws the panel, its title, the visible rows with their seat marks and, when scrolled
// back, a small bar showing where the view is.
func (l *LogPanel) Draw(dst *ebiten.Image, ui *UI) {
	ui.Panel(dst, l.Rect, 1)
	p := ui.P
	p.SetScale(ScaleOf(dst))
	if sc := ScaleOf(dst); sc != l.scale {
		l.scale, l.rows = sc, nil
	}
	r := l.Rect
	p.Text(dst, l.Title, ui.Fonts.SmallBold, r.X+14, r.Y+8, InkSoft, AlignLeft)
	rows, from, to := l.window(ui.Fonts)
	y := r.Y + logTop
	for _, row := range rows[from:to] {
		if row.first && row.mark != NoMark {
			ui.DrawPlayerMark(dst, row.mark, r.X+17, y+LogRowH/2-0.5, logMarkR)
		}
		p.Text(dst, row.text, ui.Fonts.Small, r.X+logTextX, y, Ink, AlignLeft)
		y += LogRowH
	}
	if l.scroll > 0 && len(rows) > 0 {
		h := r.H - logTop - logBottom
		frac := float64(to-from) / float64(len(rows))
		top := float64(from) / float64(len(rows))
		p.FillRect(dst, Rect{X: r.Right() - 7, Y: r.Y + logTop + top*h, W: 3, H: max(8, frac*h)}, WithAlpha(InkSoft, 0.6))
	}
}

// NewestRect is where the newest line's rows are drawn (the zero Rect when the panel is empty
// or scrolled back past it), logical px: what a tooltip or toast must not cover.
func (l *LogPanel) NewestRect(fonts *Fonts) Rect {
	rows, from, to := l.window(fonts)
	if len(rows) == 0 || to != len(rows) {
		return Rect{}
	}
	k := to - 1
	for k > from && !rows[k].first {
		k--
	}
	return Rect{X: l.Rect.X, Y: l.Rect.Y + logTop + float64(k-from)*LogRowH, W: l.Rect.W, H: float64(to-k) * LogRowH}
}
