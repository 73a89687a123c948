package main

import (
	"bytes"
	"fmt"
	"image"
	"image/draw"
	"image/png"
	"sort"
	"strconv"
	"strings"

	"northtable/build/spritegen/paint"
)

const (
	atlasPad      = 2    // transparent pixels around every sprite
	atlasMaxWidth = 2048 // shelf width; the format allows up to 4096
)

// sprite is one drawn image with its anchor (the point drawn at the target position, in
// sprite pixels; the hex centre for hex-canvas sprites, the middle otherwise).
type sprite struct {
	Name   string
	Canvas *paint.Canvas
	AX, AY float64
}

// centred makes a sprite anchored at its middle.
func centred(name string, c *paint.Canvas) sprite {
	return sprite{Name: name, Canvas: c, AX: float64(c.W) / 2, AY: float64(c.H) / 2}
}

// placed is a sprite's position in the atlas.
type placed struct {
	sprite
	X, Y int
}

// pack places sprites on shelves: tallest first (ties by name), left to right, padding
// atlasPad on every side. It returns the placements in name order and the atlas size.
func pack(sprites []sprite) ([]placed, int, int, error) {
	order := append([]sprite(nil), sprites...)
	sort.Slice(order, func(i, j int) bool {
		if order[i].Canvas.H != order[j].Canvas.H {
			return order[i].Canvas.H > order[j].Canvas.H
		}
		return order[i].Name < order[j].Name
	})
	seen := map[string]bool{}
	var out []placed
	x, y, shelf, width := 0, 0, 0, 0
	for _, s := range order {
		if seen[s.Name] {
			return nil, 0, 0, fmt.Errorf("duplicate sprite %q", s.Name)
		}
		seen[s.Name] = true
		w, h := s.Canvas.W+2*atlasPad, s.Canvas.H+2*atlasPad
		if w > atlasMaxWidth {
			return nil, 0, 0, fmt.Errorf("sprite %q is %d px wide, more than the atlas", s.Name, s.Canvas.W)
		}
		if x+w > atlasMaxWidth {
			x, y, shelf = 0, y+shelf, 0
		}
		out = append(out, placed{s, x + atlasPad, y + atlasPad})
		x += w
		if h > shelf {
			shelf = h
		}
		if x > width {
			width = x
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out, width, y + shelf, nil
}

// build packs the sprites and encodes atlas.png and atlas.json.
func build(sprites []sprite) (pngData, jsonData []byte, err error) {
	ps, w, h, err := pack(sprites)
	if err != nil {
		return nil, nil, err
	}
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	for _, p := range ps {
		src := p.Canvas.RGBA()
		draw.Draw(img, image.Rect(p.X, p.Y, p.X+p.Canvas.W, p.Y+p.Canvas.H), src, image.Point{}, draw.Src)
	}
	var buf bytes.Buffer
	enc := png.Encoder{CompressionLevel: png.BestCompression}
	if err := enc.Encode(&buf, img); err != nil {
		return nil, nil, fmt.Errorf("encode atlas: %w", err)
	}
	return buf.Bytes(), indexJSON(ps, w, h), nil
}

// indexJSON writes the index by hand, one sprite per line in name order, so the file is stable
// and diffs stay readable.
func indexJSON(ps []placed, w, h int) []byte {
	var b strings.Builder
	fmt.Fprintf(&b, "{\n  \"version\": 1,\n  \"width\": %d,\n  \"height\": %d,\n  \"hexSize\": %s,\n  \"sprites\": {\n",
		w, h, num(hexSize))
	for i, p := range ps {
		comma := ","
		if i == len(ps)-1 {
			comma = ""
		}
		fmt.Fprintf(&b, "    %q: {\"x\": %d, \"y\": %d, \"w\": %d, \"h\": %d, \"ax\": %s, \"ay\": %s}%s\n",
			p.Name, p.X, p.Y, p.Canvas.W, p.Canvas.H, num(p.AX), num(p.AY), comma)
	}
	b.WriteString("  }\n}\n")
	return []byte(b.String())
}

func num(f float64) string { return strconv.FormatFloat(f, 'f', -1, 64) }
