package main

import (
	"bytes"
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"northtable/assets"
	"northtable/build/spritegen/paint"
)

// The committed atlas must be exactly what the generator draws today
// (regenerate with `go run ./build/spritegen`).
func TestCommittedAtlasMatchesFreshGeneration(t *testing.T) {
	sprites, err := allSprites()
	require.NoError(t, err)
	pngData, jsonData, err := build(sprites)
	require.NoError(t, err)
	assert.Equal(t, string(assets.AtlasJSON()), string(jsonData), "assets/atlas.json is stale: run go run ./build/spritegen")
	assert.True(t, bytes.Equal(assets.AtlasPNG(), pngData), "assets/atlas.png is stale: run go run ./build/spritegen")
	assert.Less(t, len(pngData), 3<<20, "atlas PNG stays under 3 MB")
}

func TestPackKeepsPaddingAndWidth(t *testing.T) {
	var in []sprite
	for i := 0; i < 40; i++ {
		in = append(in, centred(fmt.Sprintf("s%02d", i), paint.NewCanvas(100+i*7, 30+i%5*20)))
	}
	ps, w, h, err := pack(in)
	require.NoError(t, err)
	assert.LessOrEqual(t, w, atlasMaxWidth)
	for i, a := range ps {
		assert.True(t, a.X >= atlasPad && a.Y >= atlasPad && a.X+a.Canvas.W+atlasPad <= w && a.Y+a.Canvas.H+atlasPad <= h, a.Name)
		for _, b := range ps[i+1:] {
			gapX := a.X+a.Canvas.W+2*atlasPad <= b.X || b.X+b.Canvas.W+2*atlasPad <= a.X
			gapY := a.Y+a.Canvas.H+2*atlasPad <= b.Y || b.Y+b.Canvas.H+2*atlasPad <= a.Y
			assert.True(t, gapX || gapY, "%s and %s closer than the padding", a.Name, b.Name)
		}
	}
	_, _, _, err = pack(append(in, in[0]))
	assert.Error(t, err, "duplicate names are refused")
}

// alphaAt is the coverage of a hex-canvas sprite at an offset from the hex centre.
func alphaAt(c *paint.Canvas, p paint.Pt) float32 {
	x, y := int(p.X+hexCX), int(p.Y+hexCY)
	return c.Pix[(y*c.W+x)*4+3]
}

// Orkney spec §9: a small piece is the slice, inside its cell, of a disc of radius 0.38·size
// around its corner; a large piece adds a band along its edge.
func TestLandPiecesFollowTheSpecGeometry(t *testing.T) {
	for k := 0; k < 6; k++ {
		small := landTile(k, false)
		c := corner(k)
		inward := c.Mul(-1 / hexSize) // unit vector from the corner to the centre
		assert.Equal(t, float32(1), alphaAt(small, c.Add(inward.Mul(landR-3))), "corner %d: land just inside the disc", k)
		assert.Equal(t, float32(0), alphaAt(small, c.Add(inward.Mul(landR+16))), "corner %d: open sea beyond the shore", k)
		assert.Equal(t, float32(0), alphaAt(small, paint.Pt{}), "corner %d: the centre is sea", k)
		large := landTile(k, true)
		mid := c.Add(corner(k + 1)).Mul(0.5)
		in := mid.Mul(-1 / mid.Len())
		assert.Equal(t, float32(1), alphaAt(large, mid.Add(in.Mul(landR-3))), "edge %d: band reaches 0.38·size in", k)
		assert.Equal(t, float32(0), alphaAt(large, mid.Add(in.Mul(landR+16))), "edge %d: sea beyond the band", k)
	}
}

// Dotted coasts place their dots at absolute angles, so the three slices around a vertex meet
// without doubled or missing dots: no dot centre sits on a tile boundary.
func TestCoastDotsAvoidTileBoundaries(t *testing.T) {
	for k := 0; k < 6; k++ {
		for _, large := range []bool{false, true} {
			for _, d := range coastDots(k, large) {
				hd := hexDist(d, hexSize)
				if hd > -3 {
					assert.Greater(t, hd, 2.5, "dot %v of piece %d (large %v) straddles the hex edge", d, k, large)
				}
			}
		}
	}
}

// Sprites marked Appended go on shelves of their own below the others, from a row that is a
// multiple of appendAlign, and leave every other sprite exactly where it was without them.
func TestAppendedSpritesLeaveTheOthersInPlace(t *testing.T) {
	var base, more []sprite
	for i := 0; i < 30; i++ {
		base = append(base, centred(fmt.Sprintf("a%02d", i), paint.NewCanvas(90+i*11, 20+i%4*30)))
		s := centred(fmt.Sprintf("b%02d", i), paint.NewCanvas(60+i*5, 200-i*3))
		s.Appended = true
		more = append(more, s)
	}
	alone, _, h, err := pack(base)
	require.NoError(t, err)
	both, w, h2, err := pack(append(append([]sprite(nil), more...), base...))
	require.NoError(t, err)
	at := map[string]placed{}
	for _, p := range both {
		at[p.Name] = p
	}
	for _, p := range alone {
		assert.Equal(t, [2]int{p.X, p.Y}, [2]int{at[p.Name].X, at[p.Name].Y}, p.Name)
	}
	top := (h + appendAlign - 1) / appendAlign * appendAlign
	for _, s := range more {
		p := at[s.Name]
		assert.GreaterOrEqual(t, p.Y, top+atlasPad, s.Name)
		assert.LessOrEqual(t, p.X+p.Canvas.W+atlasPad, w, s.Name)
		assert.LessOrEqual(t, p.Y+p.Canvas.H+atlasPad, h2, s.Name)
	}
	_, _, _, err = pack(append(more, more[0]))
	assert.Error(t, err, "duplicate names are refused among appended sprites too")
}
