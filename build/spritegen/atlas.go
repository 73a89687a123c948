package main

import (
	"bytes"
	"fmt"
	"image"
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
// sprite pixels; the hex centre for hex-canvas sprites, the middle otherwise). Step, when above
// 1, rounds the sprite's stored (straight-alpha) colour channels to multiples of Step, its
// alpha kept exact: 6 bits a channel at 4, which the eye does not see on these gradients and
// which lets the PNG keep the sprite in about a quarter fewer bytes.
type sprite struct {
	Name   string
	Canvas *paint.Canvas
	AX, AY float64
	Step   uint8
	// Appended sprites are packed below all the others (see pack), so adding a game's
	// sprites leaves every earlier sprite where it was, pixel for pixel, and so also what the
	// GPU samples from it when it draws it scaled down.
	Appended bool
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

// appendAlign is the row, a multiple of it, from which appended sprites start (see
// sprite.Appended): the GPU's mipmap levels average blocks of up to this many rows, so the
// sprites above never share a block with the appended ones.
const appendAlign = 64

// pack places sprites on shelves: tallest first (ties by name), left to right, padding
// atlasPad on every side; the sprites marked Appended the same way on shelves of their own
// below all the others, from a row that is a multiple of appendAlign. It returns the
// placements in name order and the atlas size.
func pack(sprites []sprite) ([]placed, int, int, error) {
	seen := map[string]bool{}
	var base, later []sprite
	for _, s := range sprites {
		if seen[s.Name] {
			return nil, 0, 0, fmt.Errorf("duplicate sprite %q", s.Name)
		}
		seen[s.Name] = true
		if s.Appended {
			later = append(later, s)
		} else {
			base = append(base, s)
		}
	}
	out, width, height, err := shelves(base, 0)
	if err != nil || len(later) == 0 {
		return out, width, height, err
	}
	top := (height + appendAlign - 1) / appendAlign * appendAlign
	more, w2, h2, err := shelves(later, top)
	if err != nil {
		return nil, 0, 0, err
	}
	out = append(out, more...)
	sort.Slice(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out, max(width, w2), h2, nil
}

// shelves packs sprites on shelves from row top down (see pack) and returns the placements,
// the width used and the bottom row.
func shelves(sprites []sprite, top int) ([]placed, int, int, error) {
	order := append([]sprite(nil), sprites...)
	sort.Slice(order, func(i, j int) bool {
		if order[i].Canvas.H != order[j].Canvas.H {
			return order[i].Canvas.H > order[j].Canvas.H
		}
		return order[i].Name < order[j].Name
	})
	var out []placed
	x, y, shelf, width := 0, top, 0, 0
	for _, s := range order {
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
	// The atlas is assembled straight-alpha, as the PNG stores it, converting each sprite as
	// the PNG encoder converts an RGBA image (so a sprite without Step has the same bytes either
	// way), then rounding the channels of the sprites that ask for it.
	img := image.NewNRGBA(image.Rect(0, 0, w, h))
	for _, p := range ps {
		src := p.Canvas.RGBA()
		for y := 0; y < p.Canvas.H; y++ {
			for x := 0; x < p.Canvas.W; x++ {
				s := src.Pix[src.PixOffset(x, y):]
				d := img.Pix[img.PixOffset(p.X+x, p.Y+y):]
				straight(d[:4:4], s[:4:4])
				if p.Step > 1 && d[3] != 0 {
					for k := 0; k < 3; k++ {
						d[k] = roundTo(d[k], p.Step)
					}
				}
			}
		}
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

// straight converts one premultiplied pixel s to straight alpha in d, exactly as image/png
// does when it encodes an *image.RGBA.
func straight(d, s []byte) {
	switch s[3] {
	case 0:
		d[0], d[1], d[2], d[3] = 0, 0, 0, 0
	case 0xff:
		copy(d, s)
	default:
		const m = 0x101 * 0xffff
		a := uint32(s[3]) * 0x101
		d[0] = uint8((uint32(s[0]) * m / a) >> 8)
		d[1] = uint8((uint32(s[1]) * m / a) >> 8)
		d[2] = uint8((uint32(s[2]) * m / a) >> 8)
		d[3] = s[3]
	}
}

// roundTo rounds v to the nearest multiple of step (at most 255).
func roundTo(v, step uint8) uint8 {
	r := (int(v) + int(step)/2) / int(step) * int(step)
	return uint8(min(r, 255))
}

func num(f float64) string { return strconv.FormatFloat(f, 'f', -1, 64) }
