// Command spritegen draws every Northtable sprite with golang.org/x/image/vector and packs them
// into assets/atlas.png and assets/atlas.json (same bytes on every run).
//
// Usage:
//
//	go run ./build/spritegen [-out assets] [-sheet contact-sheet.png]
//
// # Reavers of Midgard
//
// The Reavers sprites (reavers*.go) are our own drawings of the pieces of the Reavers spec §2,
// named by kind, then colour or deck, then face or tier; render/reaversprites.go holds the
// names in tables indexed like rules/reavers. Their glyphs (a shape: filled parts and cut-outs
// on a ±10 unit box) are shared, so a face looks the same on a die, a Ship Upgrade, a plaque
// and a card: the Ship a low hull with a dragon prow under a square sail, the Chest a box under
// a domed lid, the Shield a heater shield with a cross, the Hammer an upright T, the Double
// Hammer two Hammers crossed, the village a gabled house, the wave a curling crest, the keep a
// crenellated tower; the Combat die's single axe and two crossed axes. Each reads by outline at
// 14 px (a die 24 logical px wide), which reavers_test.go checks.
//
//   - die/<colour>/<face>: the crew dice, colour yellow, blue or red, face one of the colour's
//     four (Reavers spec §2.1): yellow village, ship, chest, double-hammer; blue wave, chest,
//     hammer, shield; red keep, shield, hammer, ship. die/<colour>/body is the blank die for
//     the frames of a tumble. die/combat/double-axe, die/combat/single-axe, die/combat/blank
//     are the black Combat die. die/wild is the overlay of a wild die (a gold ring round the
//     die, a rune badge on its corner), drawn over a die at the same anchor. 64×64 px, the die
//     54 px wide inside.
//   - card/reaver-<clan>-<tier>: Reaver card faces, clan magenta (keep), purple (village) or
//     teal (sea), tier 1–3 as gold diamonds on a plate at the foot of the art; the name band,
//     art and ability parchment are left for the scene's words.
//   - card/<deck>-back for deck reaver, village-spoils, keep-spoils, sea-journey, sea-battle,
//     prophecy; card/<deck>-front, the face frame of every deck but reaver (whose faces are the
//     clan frames); card/artifact, an Artifact's face with a socket for its die. 170×236 px,
//     the card 4 px inside (see reavers_cards.go).
//   - token/food, token/favour, token/terror, token/farm, token/wall, token/tower (64×64):
//     a haunch, an arm ring, a spiked skull, a house-shaped tile, a wide wall, a tall tower.
//   - upgrade/shield, upgrade/chest, upgrade/ship-or-hammer, each also with -used (face down
//     until cleanup): Ship Upgrade tokens, 64×64.
//   - territory/<type>-<level>: Territory tiles, type food, favour or dice, level 1–3 (bars
//     I–III and a bronze, silver or gold ring), 102×102.
//   - pawn/<player colour> (the six colours of mark/* and worker/*) and pawn/honour (the Honour
//     Ship, gold sail): Longship pawns, 76×64.
//   - marker/start (a war horn) and marker/round (a rune stone), 64×64.
//   - location/recruit, location/trade, location/battle-at-sea, location/raid-villages,
//     location/raid-keeps, location/subdue: the Action Locations' plaques, 96×96.
//
// Reavers sprites are stored with their colour channels rounded to 6 bits (sprite.Step), which
// the eye does not see and which keeps the atlas PNG about 100 KB smaller; every other sprite is
// stored exact.
package main

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
)

func main() {
	out := flag.String("out", "assets", "directory to write atlas.png and atlas.json into")
	sheet := flag.String("sheet", "", "also write a contact sheet PNG (tiles, pieces, icons) to this file")
	flag.Parse()
	if err := run(*out, *sheet); err != nil {
		fmt.Fprintln(os.Stderr, "spritegen:", err)
		os.Exit(1)
	}
}

func run(out, sheet string) error {
	sprites, err := allSprites()
	if err != nil {
		return err
	}
	pngData, jsonData, err := build(sprites)
	if err != nil {
		return err
	}
	if err := os.WriteFile(filepath.Join(out, "atlas.png"), pngData, 0o644); err != nil {
		return fmt.Errorf("write atlas: %w", err)
	}
	if err := os.WriteFile(filepath.Join(out, "atlas.json"), jsonData, 0o644); err != nil {
		return fmt.Errorf("write index: %w", err)
	}
	if sheet != "" {
		if err := writeSheet(sheet, sprites); err != nil {
			return err
		}
	}
	return nil
}
