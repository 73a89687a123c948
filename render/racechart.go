package render

import (
	"cmp"
	"slices"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"
)

// RaceChart draws a race round by round (the results screen's chart): one line per player in
// the player's colour with the player's mark at every point, so the lines are told apart by
// shape as well as colour; the columns ("Start", "1" … "End") along the bottom, the standings
// up the left with a few round steps, and each player's name at the end of their line. Equal
// values of several players are drawn a few px apart so no line hides another.
type RaceChart struct {
	Rect   Rect     // the whole chart, logical px
	Unit   string   // what a value counts, written above the axis ("points", "table")
	Labels []string // one per column, left to right
	Across string   // what the columns count, written after the last label ("round")
	Lines  []RaceLine
	Goal   int    // a standing to reach, drawn as a line across; 0 for none
	GoalAt string // the goal line's words ("Goal: table 21")
}

// RaceLine is one player's line: its values per column (shorter than Labels when the race is
// still on).
type RaceLine struct {
	Name   string
	Colour int // the player colour index (PlayerColours)
	Values []int
}

// Chart geometry, logical px.
const (
	raceAxisW   = 56  // room for the standings at the left
	raceLabelH  = 34  // room for the column labels at the bottom
	raceNameW   = 150 // room for the names at the right end of the lines
	raceTop     = 34  // room for the unit above the plot
	raceSpread  = 4   // how far apart equal values of two players are drawn
	raceMark    = 9   // a point's mark radius
	raceNameGap = 20  // the least distance between two names at the lines' ends
)

// Plot is the rectangle the lines are drawn in, inside the labels.
func (c *RaceChart) Plot() Rect {
	r := c.Rect
	return Rect{X: r.X + raceAxisW, Y: r.Y + raceTop, W: r.W - raceAxisW - raceNameW, H: r.H - raceTop - raceLabelH}
}

// Top is the standing at the top of the plot: the highest value, rounded up to a whole step
// (at least one step).
func (c *RaceChart) Top() int {
	hi := c.Goal
	for _, l := range c.Lines {
		for _, v := range l.Values {
			hi = max(hi, v)
		}
	}
	step := c.Step()
	return max(step, (hi+step-1)/step*step)
}

// Step is the distance between two standings written up the side: 1, 2, 5, 10, 20, 50 … so
// that about five are written.
func (c *RaceChart) Step() int {
	hi := max(1, c.Goal)
	for _, l := range c.Lines {
		for _, v := range l.Values {
			hi = max(hi, v)
		}
	}
	for unit := 1; ; unit *= 10 {
		for _, m := range [3]int{1, 2, 5} {
			if s := m * unit; hi/s <= 5 {
				return s
			}
		}
	}
}

// Point is where value k of line i is drawn, logical px: its column across, its value up,
// moved a few px when an earlier line has the same value in that column.
func (c *RaceChart) Point(i, k int) Point {
	p := c.Plot()
	cols := max(len(c.Labels)-1, 1)
	v := c.Lines[i].Values[k]
	same := 0
	for j := range i {
		if k < len(c.Lines[j].Values) && c.Lines[j].Values[k] == v {
			same++
		}
	}
	y := p.Bottom() - float64(v)/float64(c.Top())*p.H - float64(same)*raceSpread
	return Point{X: p.X + float64(k)/float64(cols)*p.W + float64(same)*raceSpread, Y: y}
}

// Draw draws the chart in the kit's faces on a panel.
func (c *RaceChart) Draw(dst *ebiten.Image, ui *UI) {
	ui.Panel(dst, c.Rect, 1)
	p, f, pl := c.Plot(), ui.Fonts, ui.P
	pl.Text(dst, c.Unit, f.SmallBold, c.Rect.X+14, c.Rect.Y+10, InkSoft, AlignLeft)
	step, top := c.Step(), c.Top()
	for v := 0; v <= top; v += step {
		y := p.Bottom() - float64(v)/float64(top)*p.H
		pl.Line(Point{X: p.X, Y: y}, Point{X: p.Right(), Y: y}, 1, InkSoft, 0.25)
		pl.TextMid(dst, strconv.Itoa(v), f.Small, p.X-10, y, InkSoft, AlignRight)
	}
	if c.Goal > 0 {
		y := p.Bottom() - float64(c.Goal)/float64(top)*p.H
		for x := p.X; x < p.Right(); x += 16 {
			pl.Line(Point{X: x, Y: y}, Point{X: min(x+9, p.Right()), Y: y}, 3, Accent, 0.9)
		}
		pl.Text(dst, c.GoalAt, f.SmallBold, p.X+8, y-22, Accent, AlignLeft)
	}
	cols := max(len(c.Labels)-1, 1)
	if c.Across != "" {
		pl.Text(dst, c.Across, f.SmallBold, p.Right()+40, p.Bottom()+10, InkSoft, AlignLeft)
	}
	for k, l := range c.Labels {
		x := p.X + float64(k)/float64(cols)*p.W
		pl.Line(Point{X: x, Y: p.Y}, Point{X: x, Y: p.Bottom()}, 1, InkSoft, 0.12)
		pl.Text(dst, l, f.Small, x, p.Bottom()+10, InkSoft, AlignCenter)
	}
	for i, l := range c.Lines {
		col := PlayerColours[((l.Colour%NumPlayerColours)+NumPlayerColours)%NumPlayerColours]
		for k := 1; k < len(l.Values); k++ {
			a, b := c.Point(i, k-1), c.Point(i, k)
			pl.Line(a, b, 6, Ink, 0.5)
			pl.Line(a, b, 4, col, 1)
		}
	}
	pl.Flush(dst)
	for i, l := range c.Lines {
		for k := range l.Values {
			q := c.Point(i, k)
			ui.DrawPlayerMark(dst, l.Colour, q.X, q.Y, raceMark)
		}
	}
	for i, l := range c.Lines {
		if q, ok := c.NameAt(i); ok {
			pl.TextMid(dst, Ellipsize(l.Name+" "+strconv.Itoa(l.Values[len(l.Values)-1]), f.SmallBold, raceNameW-24),
				f.SmallBold, q.X, q.Y, Ink, AlignLeft)
		}
	}
}

// NameAt is where line i's name and last value are written (their left end, middle height):
// after the line's last point, moved up or down so that no two names are closer than a line
// of text; ok is false for a line with no values.
func (c *RaceChart) NameAt(i int) (Point, bool) {
	if len(c.Lines[i].Values) == 0 {
		return Point{}, false
	}
	type end struct {
		line int
		y    float64
	}
	var ends []end
	for j, l := range c.Lines {
		if len(l.Values) > 0 {
			ends = append(ends, end{j, c.Point(j, len(l.Values)-1).Y})
		}
	}
	slices.SortStableFunc(ends, func(a, b end) int { return cmp.Compare(a.y, b.y) })
	for k := 1; k < len(ends); k++ {
		ends[k].y = max(ends[k].y, ends[k-1].y+raceNameGap)
	}
	// names pushed past the bottom move up together
	if over := ends[len(ends)-1].y - (c.Rect.Bottom() - raceLabelH); over > 0 {
		for k := range ends {
			ends[k].y -= over
		}
	}
	last := c.Point(i, len(c.Lines[i].Values)-1)
	for _, e := range ends {
		if e.line == i {
			return Point{X: last.X + raceMark + 8, Y: e.y}, true
		}
	}
	return Point{}, false
}
