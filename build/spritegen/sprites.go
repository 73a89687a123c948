package main

import (
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"

	"northtable/build/spritegen/paint"
)

// allSprites draws every sprite of the atlas (names as agreed in the assets API).
func allSprites() ([]sprite, error) {
	fonts, err := paint.ParseFonts(gobold.TTF, goregular.TTF)
	if err != nil {
		return nil, err
	}
	a := &art{fonts: fonts, farm: farmSprite(), village: villageSprite(), castle: castleSprite(), fish: fishIcon()}
	var out []sprite
	out = append(out, hexSprites()...)
	out = append(out, resourceSprites()...)
	out = append(out, pieceSprites(a)...)
	out = append(out, taskSprites(a)...)
	out = append(out, uiSprites()...)
	out = append(out, goodsSprites()...)
	out = append(out, tokenSprites()...)
	out = append(out, coverSprites(a)...)
	out = append(out, reaversSprites()...)
	return out, nil
}
