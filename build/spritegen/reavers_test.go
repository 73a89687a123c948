package main

import (
	"math"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"northtable/build/spritegen/paint"
)

// glyphMask is a glyph's coverage at side px: the size it has on a die drawn 24 logical px
// wide (the ±10 box spans 23 of the die's 40 units, so 14 px; a little more at 16).
func glyphMask(s shape, side int) []float64 {
	const big = 160
	l := s.layer(big, big, pt{X: big / 2, Y: big / 2}, big/20.0, ink)
	small := l.Resize(side, side)
	out := make([]float64, side*side)
	for i := range out {
		out[i] = float64(small.Pix[i*4+3])
	}
	return out
}

// Every two faces a die can show are told apart by outline alone at the smallest size a die
// is drawn (24 logical px, its glyph 14 px): the masks overlap by less than 70 % (intersection
// over union). The Hammer and the Double Hammer are the pair most alike in meaning, so they
// must also differ clearly (under 55 %).
func TestDieGlyphsDifferAtTrayScale(t *testing.T) {
	glyphs := []struct {
		name string
		g    func() shape
	}{{"village", glyphVillage}, {"wave", glyphWave}, {"keep", glyphKeep}, {"ship", glyphShip}, {"chest", glyphChest},
		{"shield", glyphShield}, {"hammer", glyphHammer}, {"double-hammer", glyphDoubleHammer},
		{"single-axe", glyphAxe}, {"double-axe", glyphDoubleAxe}}
	masks := make([][]float64, len(glyphs))
	for i, g := range glyphs {
		masks[i] = glyphMask(g.g(), 14)
	}
	for i := range glyphs {
		for j := i + 1; j < len(glyphs); j++ {
			ov := overlap(masks[i], masks[j])
			t.Logf("%s/%s: overlap %.2f", glyphs[i].name, glyphs[j].name, ov)
			assert.Less(t, ov, 0.7, "%s and %s look alike at 14 px", glyphs[i].name, glyphs[j].name)
		}
	}
	assert.Less(t, overlap(glyphMask(glyphHammer(), 14), glyphMask(glyphDoubleHammer(), 14)), 0.55)
	assert.Less(t, overlap(glyphMask(glyphAxe(), 14), glyphMask(glyphDoubleAxe(), 14)), 0.55)
}

// Every crew-die colour has exactly the faces of Reavers spec §2.1 (four kinds each, its clan
// icon among them), the sprite names follow the faces, and a die never shows two glyphs.
func TestCrewDiceHaveTheSpecFaces(t *testing.T) {
	want := map[string][]string{
		"yellow": {"village", "ship", "chest", "double-hammer"},
		"blue":   {"wave", "chest", "shield", "hammer"},
		"red":    {"keep", "ship", "shield", "hammer"},
	}
	names := map[string]bool{}
	for _, s := range reaversDiceSprites() {
		names[s.Name] = true
		assert.Equal(t, dieCanvas, s.Canvas.W, s.Name)
		assert.Equal(t, dieCanvas, s.Canvas.H, s.Name)
	}
	for colour, faces := range want {
		n := 0
		for _, d := range crewDice {
			if d.Name != colour {
				continue
			}
			for _, g := range d.Faces {
				if g != nil {
					n++
				}
			}
		}
		assert.Equal(t, len(faces), n, colour)
		for _, f := range faces {
			assert.True(t, names["die/"+colour+"/"+f], "die/%s/%s", colour, f)
		}
		assert.True(t, names["die/"+colour+"/body"], colour)
	}
	for _, f := range []string{"ship", "chest", "shield", "hammer", "double-hammer"} {
		assert.True(t, names["die/any/"+f], "die/any/%s: the face of no colour a cost shows", f)
	}
	assert.Len(t, names, 24, "4 faces and a body per colour, 5 faces of no colour, 3 Combat faces, the wild mark")
}

// VISUAL.md "Pieces need silhouettes" for the six tokens (spec §2): at the size a player board
// counts them (18 px) and however the player sees colour, every two tokens cover clearly
// different pixels, or differ in lightness where their outlines are alike.
func TestTokensDifferByShapeUnderEveryVision(t *testing.T) {
	tokens := []struct {
		name string
		c    *paint.Canvas
	}{{"food", foodToken()}, {"favour", favourToken()}, {"terror", terrorToken()},
		{"farm", farmToken()}, {"wall", wallToken()}, {"tower", towerToken()}}
	for vision, m := range visionMatrices {
		looks := make([]goodLook, len(tokens))
		for i, tk := range tokens {
			looks[i] = lookOf(tk.c, m)
		}
		for i := range tokens {
			for j := i + 1; j < len(tokens); j++ {
				ov, dl := overlap(looks[i].mask, looks[j].mask), math.Abs(looks[i].light-looks[j].light)
				t.Logf("%s %s/%s: ΔL* %.1f, overlap %.2f", vision, tokens[i].name, tokens[j].name, dl, ov)
				assert.Less(t, ov, 0.8, "%s: %s and %s cover nearly the same pixels", vision, tokens[i].name, tokens[j].name)
				assert.True(t, dl >= 8 || ov < 0.65, "%s: %s and %s differ only by a similar outline", vision, tokens[i].name, tokens[j].name)
			}
		}
	}
}

// The used look of a Ship Upgrade is unmistakable, under every way of seeing colour: clearly
// darker than face up (its glyph only ghosted), while it keeps the token's outline.
func TestUsedUpgradesLookSpent(t *testing.T) {
	for vision, m := range visionMatrices {
		for kind := 0; kind < 3; kind++ {
			up, used := lookOf(upgradeToken(kind, false), m), lookOf(upgradeToken(kind, true), m)
			t.Logf("%s kind %d: L* %.1f face up, %.1f used", vision, kind, up.light, used.light)
			assert.Greater(t, overlap(up.mask, used.mask), 0.95, "kind %d keeps its outline", kind)
			assert.Greater(t, up.light-used.light, 8.0, "%s: kind %d used is not darker", vision, kind)
		}
	}
}

// Every Reavers sprite has a name of its kind's family, is unique, is drawn (covers pixels)
// and is rounded as reaversStep says; cards keep the 4 px margin the render package's card
// backs assume.
func TestReaversSpritesAreComplete(t *testing.T) {
	ss := reaversSprites()
	seen := map[string]bool{}
	for _, s := range ss {
		require.False(t, seen[s.Name], "duplicate %s", s.Name)
		seen[s.Name] = true
		assert.Equal(t, uint8(reaversStep), s.Step, s.Name)
		var cover float64
		for i := 3; i < len(s.Canvas.Pix); i += 4 {
			cover += float64(s.Canvas.Pix[i])
		}
		assert.Greater(t, cover/float64(s.Canvas.W*s.Canvas.H), 0.2, "%s is mostly empty", s.Name)
	}
	assert.Len(t, ss, 24+21+6+6+9+7+2+6, "dice, cards, tokens, Ship Upgrades, Territories, pawns, markers, locations")
	for _, s := range reaversCardSprites() {
		c := s.Canvas
		assert.Equal(t, [2]int{170, 236}, [2]int{c.W, c.H}, s.Name)
		// the card's edge: opaque at 4.5 px in on the middle of each side, and clear at 1 px in
		// on the top (where only the faint shadow may reach)
		a := func(x, y int) float32 { return c.Pix[(y*c.W+x)*4+3] }
		assert.Greater(t, a(c.W/2, 5), float32(0.99), s.Name)
		assert.Greater(t, a(4, c.H/2), float32(0.9), s.Name)
		assert.Less(t, a(c.W/2, 1), float32(0.3), s.Name)
	}
}
