// Package assets embeds Northtable's generated art: one sprite atlas (atlas.png) and its index
// (atlas.json), both written by `go run ./build/spritegen` and committed. It has no Ebitengine
// dependency; render wraps it into GPU images.
//
// Sprite names and sizes are the assets API (base hex size 96 logical px, centre-to-corner):
// hex-canvas sprites (hex/*, land/*, coast/*) share one 176×200 canvas whose anchor is the hex
// centre, so they stack at the same origin; every other sprite is anchored at its middle.
// Sprites named ui/* are 9-slice images with a 16 px border.
package assets

import (
	_ "embed"
	"encoding/json"
	"fmt"
	"image"
)

//go:embed atlas.png
var atlasPNG []byte

//go:embed atlas.json
var atlasJSON []byte

// HexSize is the base hex size of the hex sprites: centre-to-corner, in logical px.
const HexSize = 96

// NineSliceBorder is the border, in px, of every ui/* sprite when drawn as a 9-slice.
const NineSliceBorder = 16

// Sprite is one atlas entry: its rectangle in the atlas image and its anchor, the point (in
// px from the sprite's top-left) that should land on the target position when drawn centred.
type Sprite struct {
	Rect             image.Rectangle
	AnchorX, AnchorY float64
}

// AtlasPNG returns the encoded atlas image (do not modify the returned slice).
func AtlasPNG() []byte { return atlasPNG }

// AtlasJSON returns the encoded atlas index (do not modify the returned slice).
func AtlasJSON() []byte { return atlasJSON }

type indexFile struct {
	Version int `json:"version"`
	Width   int `json:"width"`
	Height  int `json:"height"`
	Sprites map[string]struct {
		X  int     `json:"x"`
		Y  int     `json:"y"`
		W  int     `json:"w"`
		H  int     `json:"h"`
		AX float64 `json:"ax"`
		AY float64 `json:"ay"`
	} `json:"sprites"`
}

// AtlasSprites parses the index: sprite name -> rectangle and anchor. The error reports a
// malformed index or a rectangle outside the atlas.
func AtlasSprites() (map[string]Sprite, error) {
	var f indexFile
	if err := json.Unmarshal(atlasJSON, &f); err != nil {
		return nil, fmt.Errorf("parse atlas index: %w", err)
	}
	if f.Version != 1 {
		return nil, fmt.Errorf("atlas index version %d, want 1", f.Version)
	}
	bounds := image.Rect(0, 0, f.Width, f.Height)
	out := make(map[string]Sprite, len(f.Sprites))
	for name, s := range f.Sprites {
		r := image.Rect(s.X, s.Y, s.X+s.W, s.Y+s.H)
		if r.Empty() || !r.In(bounds) {
			return nil, fmt.Errorf("atlas sprite %q: rectangle %v outside %v", name, r, bounds)
		}
		out[name] = Sprite{Rect: r, AnchorX: s.AX, AnchorY: s.AY}
	}
	return out, nil
}

// AtlasIndex parses the index: sprite name -> rectangle in the atlas image.
func AtlasIndex() (map[string]image.Rectangle, error) {
	sprites, err := AtlasSprites()
	if err != nil {
		return nil, err
	}
	out := make(map[string]image.Rectangle, len(sprites))
	for name, s := range sprites {
		out[name] = s.Rect
	}
	return out, nil
}

// AtlasSize returns the atlas image's width and height in px, from the index.
func AtlasSize() (w, h int, err error) {
	var f indexFile
	if err := json.Unmarshal(atlasJSON, &f); err != nil {
		return 0, 0, fmt.Errorf("parse atlas index: %w", err)
	}
	return f.Width, f.Height, nil
}

// Names lists every sprite name the assets API promises (assets API §2), for tests and tools.
func Names() []string {
	names := []string{"hex/sea", "hex/glow", "hex/bad", "hex/ghost",
		"res/wood", "res/stone", "res/cloth", "res/fish", "res/blank",
		"fish/token", "fish/empty", "fish/printed",
		"bld/farm", "bld/village", "bld/castle",
		"task/back",
		"ui/panel", "ui/button", "ui/button-hover", "ui/button-down", "ui/button-disabled", "ui/shadow",
		"cover/orkney", "cover/reykholt", "cover/reavers", "ui/logo", "bg/sea"}
	for k := 0; k < 6; k++ {
		for _, f := range []string{"land/small/%d", "land/large/%d", "coast/small/%d", "coast/large/%d",
			"coast/small-dotted/%d", "coast/large-dotted/%d"} {
			names = append(names, fmt.Sprintf(f, k))
		}
	}
	for _, c := range PlayerColourNames() {
		names = append(names, "mark/"+c, "ship/"+c)
	}
	for n := 1; n <= 11; n++ {
		names = append(names, fmt.Sprintf("task/%d", n))
	}
	return names
}

// PlayerColourNames returns the player colours as used in sprite names (mark/<colour>,
// ship/<colour>), in the order of VISUAL.md: red circle, yellow triangle, green square, orange
// diamond, purple star, blue hexagon.
func PlayerColourNames() [6]string {
	return [6]string{"red", "yellow", "green", "orange", "purple", "blue"}
}
