package main

import (
	"fmt"
	"math"

	"golang.org/x/image/font"

	"northtable/build/spritegen/paint"
)

// art holds drawings reused inside other sprites (task pictograms) and the fonts.
type art struct {
	fonts                 *paint.Fonts
	farm, village, castle *paint.Canvas
	fish                  *paint.Canvas
}

// mini scales a square piece of art to size px and draws it centred on (x, y).
func mini(dst, src *paint.Canvas, x, y float64, size int) {
	s := src.Resize(size, size)
	dst.Draw(s, int(math.Round(x-float64(size)/2)), int(math.Round(y-float64(size)/2)), 1)
}

// card draws a paper card with rounded corners, a hairline border and soft shadow.
func card(w, h int, face paint.Paint) (*paint.Canvas, *paint.Path) {
	c := paint.NewCanvas(w, h)
	shape := paint.RoundRect(2, 1.5, float64(w)-4, float64(h)-4.5, 7)
	sh := paint.NewCanvas(w, h)
	sh.FillCol(shape, ink)
	c.Shadow(sh, ink.Alpha(0.4), 1, 0, 1)
	c.Fill(shape, face)
	c.FillCol(paint.Stroke(paint.RoundRect(2.5, 2, float64(w)-5, float64(h)-5.5, 6.5), 1), ink.Alpha(0.18))
	return c, shape
}

func paperFace(h int) paint.Paint {
	return paint.Linear(0, 0, 0, float64(h), paint.Stop{T: 0, C: paper.Lighten(0.4)}, paint.Stop{T: 1, C: paper.Lighten(-0.03)})
}

// vpBadge is the round seal in a task's corner showing its VP.
func vpBadge(c *paint.Canvas, face font.Face, x, y float64, label string) {
	c.FillCol(paint.Circle(x, y+0.8, 11), ink.Alpha(0.3))
	c.Fill(paint.Circle(x, y, 11), paint.Linear(0, y-11, 0, y+11, paint.Stop{T: 0, C: paint.Hex("#2F5C7C")}, paint.Stop{T: 1, C: deepSea}))
	c.FillCol(paint.Stroke(paint.Circle(x, y, 9), 0.9), sand.Alpha(0.8))
	c.Text(face, label, x, y+5, 0.5, paint.Solid(paper))
}

// crown marks "most"/"largest".
func crown(c *paint.Canvas, x, y, s float64) {
	p := paint.Poly(pt{X: x - s, Y: y + s*0.5}, pt{X: x - s, Y: y - s*0.4}, pt{X: x - s*0.5, Y: y}, pt{X: x, Y: y - s*0.7},
		pt{X: x + s*0.5, Y: y}, pt{X: x + s, Y: y - s*0.4}, pt{X: x + s, Y: y + s*0.5})
	c.Fill(p, paint.Linear(0, y-s, 0, y+s, paint.Stop{T: 0, C: paint.Hex("#F6D77A")}, paint.Stop{T: 1, C: paint.Hex("#D9A032")}))
	c.FillCol(paint.Stroke(p, 0.9), ink.Alpha(0.55))
}

// islet draws a little island (moss on sand) as a rounded blob.
func islet(c *paint.Canvas, path *paint.Path, grow float64) {
	c.FillCol(path.Scale(centroid(path), 1+grow, 1+grow), shallow.Alpha(0.5))
	c.FillCol(path, sand)
	c.FillCol(path.Scale(centroid(path), 0.78, 0.72), moss)
}

func centroid(p *paint.Path) pt {
	var s pt
	n := 0
	for _, sub := range p.Subs {
		for _, v := range sub {
			s = s.Add(v)
			n++
		}
	}
	return s.Mul(1 / float64(n))
}

// taskLabel is the words in the corner of task n's face: its number in the rules' list of
// tasks (Orkney spec §8.3), said as such ("Task 9"), never a bare number that reads as a score.
func taskLabel(n int) string { return fmt.Sprintf("Task %d", n) }

// taskLabelInk is the corner label's colour: ink strong enough to read as text on the paper
// face (contrast above 4.5:1), not a faint grey that looks disabled.
var taskLabelInk = ink.Alpha(0.8)

// taskCard draws task n's face (Orkney spec §8.3) with our own pictogram.
func taskCard(a *art, n int) *paint.Canvas {
	const w, h = 120, 80
	c, _ := card(w, h, paperFace(h))
	small := paint.Face(a.fonts.Bold, 11)
	num := paint.Face(a.fonts.Bold, 12)
	badge := paint.Face(a.fonts.Bold, 14)
	c.Text(small, taskLabel(n), 10, 15, 0, paint.Solid(taskLabelInk))
	tiers := map[int][2]string{7: {"11+", "9+"}, 8: {"17+", "15+"}, 9: {"18+", "16+"}, 10: {"11+", "9+"}, 11: {"5+", "4+"}}
	times := func(x, y float64, s string) { c.Text(num, s, x, y, 0, paint.Solid(ink.Alpha(0.8))) }
	// little sea oval behind pictograms
	c.Fill(paint.Ellipse(52, 44, 42, 27), paint.Radial(52, 44, 42, paint.Stop{T: 0, C: shallow.Alpha(0.30)}, paint.Stop{T: 1, C: shallow.Alpha(0.05)}))
	switch n {
	case 1:
		mini(c, a.fish, 50, 47, 42)
		crown(c, 50, 22, 9)
	case 2:
		nodes := []pt{{X: 24, Y: 52}, {X: 44, Y: 36}, {X: 66, Y: 50}, {X: 84, Y: 34}}
		for i := 0; i+1 < len(nodes); i++ {
			c.FillCol(paint.Stroke(paint.Dash(paint.NewPath().MoveTo(nodes[i].X, nodes[i].Y).LineTo(nodes[i+1].X, nodes[i+1].Y), 4, 2.5, 0), 2.4), accent)
		}
		for _, v := range nodes {
			c.FillCol(paint.Circle(v.X, v.Y, 6.5), sand)
			c.FillCol(paint.Circle(v.X, v.Y, 4.4), moss)
			c.FillCol(paint.Stroke(paint.Circle(v.X, v.Y, 6.5), 0.9), ink.Alpha(0.5))
		}
		crown(c, 54, 20, 8)
	case 3:
		mini(c, a.castle, 26, 44, 34)
		mini(c, a.village, 54, 44, 34)
		mini(c, a.farm, 82, 44, 34)
	case 4:
		mini(c, a.castle, 28, 44, 36)
		mini(c, a.farm, 64, 44, 34)
		times(80, 60, "×3")
	case 5:
		mini(c, a.village, 26, 44, 32)
		times(40, 60, "×2")
		mini(c, a.farm, 70, 44, 32)
		times(84, 60, "×2")
	case 6:
		mini(c, a.village, 28, 44, 34)
		mini(c, a.farm, 64, 44, 34)
		times(80, 60, "×4")
	case 7:
		islet(c, paint.Ellipse(34, 44, 24, 11).Rotate(pt{X: 34, Y: 44}, -0.45), 0.18)
	case 8:
		islet(c, paint.Circle(24, 50, 9), 0.25)
		islet(c, paint.Circle(44, 34, 9), 0.25)
		islet(c, paint.Circle(50, 56, 7), 0.25)
	case 9:
		mini(c, a.farm, 36, 44, 44)
	case 10:
		mini(c, a.village, 36, 44, 44)
	case 11:
		mini(c, a.castle, 36, 44, 44)
	}
	if t, ok := tiers[n]; ok {
		for i, row := range []struct{ need, vp string }{{t[0], "6"}, {t[1], "3"}} {
			y := 34 + float64(i)*22
			c.Text(num, row.need, 82, y+4, 1, paint.Solid(ink))
			vpBadgeSmall(c, small, 98, y, row.vp)
		}
	} else {
		vpBadge(c, badge, 104, 17, "6")
	}
	return c
}

func vpBadgeSmall(c *paint.Canvas, face font.Face, x, y float64, label string) {
	c.Fill(paint.Circle(x, y, 8.5), paint.Linear(0, y-8, 0, y+8, paint.Stop{T: 0, C: paint.Hex("#2F5C7C")}, paint.Stop{T: 1, C: deepSea}))
	c.Text(face, label, x, y+4, 0.5, paint.Solid(paper))
}

// taskBack is the shared back of the task tiles: deep blue with a compass star.
func taskBack() *paint.Canvas {
	const w, h = 120, 80
	c, _ := card(w, h, paint.Radial(60, 40, 70, paint.Stop{T: 0, C: paint.Hex("#2F5C7C")}, paint.Stop{T: 1, C: deepSea}))
	c.FillCol(paint.Stroke(paint.RoundRect(7, 6.5, w-14, h-15, 4), 1), sand.Alpha(0.6))
	compass(c, pt{X: 60, Y: 39}, 22, sand)
	return c
}

// compass draws an eight-pointed compass star.
func compass(c *paint.Canvas, ctr pt, r float64, col paint.Col) {
	c.FillCol(paint.Stroke(paint.Circle(ctr.X, ctr.Y, r*0.62), 1), col.Alpha(0.6))
	c.FillCol(paint.Star(ctr, r*0.7, r*0.16, 4, -math.Pi/4), col.Alpha(0.55))
	c.FillCol(paint.Star(ctr, r, r*0.2, 4, -math.Pi/2), col)
	c.FillCol(paint.Circle(ctr.X, ctr.Y, r*0.1), deepSea)
}

func taskSprites(a *art) []sprite {
	var out []sprite
	for n := 1; n <= 11; n++ {
		out = append(out, centred(fmt.Sprintf("task/%d", n), taskCard(a, n)))
	}
	return append(out, centred("task/back", taskBack()))
}
