// Command spritegen draws every Northtable sprite with golang.org/x/image/vector and packs them
// into assets/atlas.png and assets/atlas.json (same bytes on every run).
//
// Usage:
//
//	go run ./build/spritegen [-out assets] [-sheet contact-sheet.png]
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
