package main

import (
	"bytes"
	"fmt"
	"image/png"
	"os"

	"northtable/build/spritegen/paint"
	"northtable/rules/hex"
)

// sheetTile is one placed tile of the contact sheet's sample board.
type sheetTile struct {
	Cell   hex.Axial
	Pieces []sheetPiece
	Fish   bool
}

type sheetPiece struct {
	K        int
	Large    bool
	Res      string
	Complete bool
}

// sampleBoard is a small, rule-consistent layout: the three start tiles around vertex
// (0,0,N) and a large island along the edge between (0,1) and (−1,1).
var sampleBoard = []sheetTile{
	{hex.Axial{Q: 0, R: 0}, []sheetPiece{{5, false, "blank", true}, {2, false, "wood", false}}, false},
	{hex.Axial{Q: 0, R: -1}, []sheetPiece{{1, false, "blank", true}, {4, false, "stone", false}}, false},
	{hex.Axial{Q: 1, R: -1}, []sheetPiece{{3, false, "blank", true}, {0, false, "cloth", false}}, false},
	{hex.Axial{Q: 0, R: 1}, []sheetPiece{{3, true, "stone", false}, {0, false, "wood", false}}, true},
	{hex.Axial{Q: -1, R: 1}, []sheetPiece{{0, true, "wood", false}, {4, false, "cloth", false}}, false},
	{hex.Axial{Q: -1, R: 2}, []sheetPiece{{5, false, "cloth", false}, {2, false, "stone", false}}, true},
}

// writeSheet composes the sample board at 1x and 0.5x plus every sprite, for looking at.
func writeSheet(path string, sprites []sprite) error {
	byName := map[string]sprite{}
	for _, s := range sprites {
		byName[s.Name] = s
	}
	const W, H = 1700, 1500
	c := paint.NewCanvas(W, H)
	c.Shade(func(x, y float64) (paint.Col, float64) { return deepSea, 1 })
	if bg, ok := byName["bg/sea"]; ok {
		for y := 0; y < H; y += bg.Canvas.H {
			for x := 0; x < W; x += bg.Canvas.W {
				c.Draw(bg.Canvas, x, y, 1)
			}
		}
	}
	board := paint.NewCanvas(760, 700)
	drawBoard(board, byName, hex.Layout{Size: hexSize, Origin: hex.Point{X: 360, Y: 260}})
	c.Draw(board, 10, 10, 1)
	c.Draw(half(board), 790, 10, 1)
	// every sprite in a grid
	x, y, row := 10, 730, 0
	for _, s := range sprites {
		if x+s.Canvas.W > W-10 {
			x, y, row = 10, y+row+8, 0
		}
		if y+s.Canvas.H > H {
			break
		}
		c.Draw(s.Canvas, x, y, 1)
		x += s.Canvas.W + 8
		if s.Canvas.H > row {
			row = s.Canvas.H
		}
	}
	var buf bytes.Buffer
	if err := png.Encode(&buf, c.RGBA()); err != nil {
		return fmt.Errorf("encode sheet: %w", err)
	}
	return os.WriteFile(path, buf.Bytes(), 0o644)
}

func drawAt(dst *paint.Canvas, byName map[string]sprite, name string, x, y float64) {
	s, ok := byName[name]
	if !ok {
		return
	}
	dst.Draw(s.Canvas, int(x-s.AX+0.5), int(y-s.AY+0.5), 1)
}

func drawBoard(dst *paint.Canvas, byName map[string]sprite, l hex.Layout) {
	for _, t := range sampleBoard {
		p := l.Centre(t.Cell)
		drawAt(dst, byName, "hex/shadow", p.X, p.Y)
	}
	for _, t := range sampleBoard {
		p := l.Centre(t.Cell)
		drawAt(dst, byName, "hex/sea", p.X, p.Y)
		if t.Fish {
			drawAt(dst, byName, "fish/printed", p.X, p.Y)
		}
		for _, pc := range t.Pieces {
			kind := "small"
			if pc.Large {
				kind = "large"
			}
			drawAt(dst, byName, fmt.Sprintf("land/%s/%d", kind, pc.K), p.X, p.Y)
			coast := kind + "-dotted"
			if pc.Complete {
				coast = kind
			}
			drawAt(dst, byName, fmt.Sprintf("coast/%s/%d", coast, pc.K), p.X, p.Y)
		}
	}
	for _, t := range sampleBoard {
		p := l.Centre(t.Cell)
		for _, pc := range t.Pieces {
			a := corner(pc.K)
			if pc.Large {
				a = a.Add(corner(pc.K + 1)).Mul(0.5)
			}
			q := a.Mul(0.68)
			drawAt(dst, byName, "res/"+pc.Res, p.X+q.X, p.Y+q.Y)
		}
		if t.Fish {
			drawAt(dst, byName, "fish/token", p.X+10, p.Y+6)
		}
	}
	top := l.VertexPoint(hex.Vertex{Q: 0, R: 0})
	drawAt(dst, byName, "bld/castle", top.X, top.Y)
	e := l.EdgeMidpoint(hex.Axial{Q: 0, R: 1}.EdgeOf(3))
	drawAt(dst, byName, "bld/farm", e.X-16, e.Y+4)
	drawAt(dst, byName, "bld/farm", e.X+16, e.Y-4)
	v := l.VertexPoint(hex.Vertex{Q: 0, R: -2, South: true})
	drawAt(dst, byName, "bld/village", v.X, v.Y)
	for i, pl := range players {
		drawAt(dst, byName, "mark/"+pl.Name, 40+float64(i)*36, 660)
		drawAt(dst, byName, "ship/"+pl.Name, 300+float64(i)*50, 660)
	}
}

// half downsamples a canvas by 2 with a box filter.
func half(c *paint.Canvas) *paint.Canvas {
	out := paint.NewCanvas(c.W/2, c.H/2)
	for y := 0; y < out.H; y++ {
		for x := 0; x < out.W; x++ {
			for k := 0; k < 4; k++ {
				i := ((2*y)*c.W+2*x)*4 + k
				j := ((2*y+1)*c.W+2*x)*4 + k
				out.Pix[(y*out.W+x)*4+k] = (c.Pix[i] + c.Pix[i+4] + c.Pix[j] + c.Pix[j+4]) / 4
			}
		}
	}
	return out
}
