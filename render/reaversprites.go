package render

import "image/color"

// Atlas sprite names of Reavers of Midgard (build/spritegen draws them; its package doc lists
// every name). The tables are indexed in the orders of rules/reavers, which render does not
// import: crew-die colours yellow, blue, red (Colour); faces clan icon, Ship, Chest, Shield,
// Hammer, Double Hammer (Face); Combat faces double axe, single axe, blank (CombatFace); clans
// magenta, purple, teal (ClanID); decks Reaver, Village Spoils, Keep Spoils, Sea Journey, Sea
// Battle, Prophecy (Deck); tokens Food, Favour, Terror, Farm, Wall, Tower (Token); Ship
// Upgrades Shield, Chest, Ship-or-Hammer (Upgrade); Territory types Food, Favour, Dice
// (TerritoryType); locations Recruit Reavers, Trade with Villages, Battle at Sea, Raid
// Villages, Raid Keeps, Subdue Territories (Location). A scene converts its rules value to
// int to index them.
//
// Sizes, in sprite px (widgets scale them to their rectangles): dice 64×64, the die's body
// 54 px wide inside a margin for its shadow and the wild ring; tokens, Ship Upgrades and the
// two markers 64×64; pawns 76×64; location plaques 96×96; Territory tiles 102×102 (the tile
// 96 px inside); cards 170×236 with the card 4 px inside the sprite on every side, like the
// other card backs (portrait 5:7; the design units the card docs below give for its parts
// map to sprite px as 1 + 1.5·unit).
const (
	// SpriteDieWild is the wild mark, drawn over a crew die at the same centre and size: a
	// gold ring round the die and a rune badge on its top right corner.
	SpriteDieWild = "die/wild"

	// SpriteArtifactCard is the face of an Artifact card without its words: the title band
	// (design units 6, 6, 100×15), a socket for the stored die (a 32-unit well centred at
	// 56, 44), the power's parchment (6, 64, 100×62) and a Glory seal (radius 9 at 93, 141).
	SpriteArtifactCard = "card/artifact"

	SpriteHonourShip  = "pawn/honour"  // the Honour Ship: dark hull, gold sail, no player's colour
	SpriteStartPlayer = "marker/start" // the Start Player marker: a gold-banded war horn
	SpriteRoundMarker = "marker/round" // the Round marker: a rune stone with a red sun wheel
)

// CrewDieSprites are the crew dice by colour and face (yellow village, Ship, Chest, Double
// Hammer; blue wave, Chest, Hammer, Shield; red keep, Shield, Hammer, Ship: Reavers spec
// §2.1), "" where the colour has no such face.
var CrewDieSprites = [3][6]string{
	{"die/yellow/village", "die/yellow/ship", "die/yellow/chest", "", "", "die/yellow/double-hammer"},
	{"die/blue/wave", "", "die/blue/chest", "die/blue/shield", "die/blue/hammer", ""},
	{"die/red/keep", "die/red/ship", "", "die/red/shield", "die/red/hammer", ""},
}

// FaceDieSprites are the faces of no colour by face (a bone die with the glyph in ink), for a
// cost that a die of any colour showing the face pays: Ship, Chest, Shield, Hammer, Double
// Hammer; "" for the clan face, which no cost asks for.
var FaceDieSprites = [6]string{"", "die/any/ship", "die/any/chest", "die/any/shield", "die/any/hammer", "die/any/double-hammer"}

// CrewDieBodySprites are a blank die of each colour (no face), for the frames of a roll's
// tumble.
var CrewDieBodySprites = [3]string{"die/yellow/body", "die/blue/body", "die/red/body"}

// CombatDieSprites are the black Combat die's faces: double axe (two crossed axes), single
// axe, blank. The blank face is also the die's body while it tumbles.
var CombatDieSprites = [3]string{"die/combat/double-axe", "die/combat/single-axe", "die/combat/blank"}

// ReaverCardSprites are the Reaver card faces by clan and tier (index tier−1), without the
// card's words: the clan's colour and icon, the Gain well (design units 7, 7, 44×17, top
// left) and the Rally well (61, 7, 44×17, top right) for the scene's dice, the name band
// (6, 26, 100×18), the clan's art (8, 48, 96×52) with the tier as 1–3 gold diamonds on a plate
// across its foot (centred at 56, 101), and the ability's parchment (6, 104, 100×47; its top
// 3 units under the plate).
var ReaverCardSprites = [3][3]string{
	{"card/reaver-magenta-1", "card/reaver-magenta-2", "card/reaver-magenta-3"},
	{"card/reaver-purple-1", "card/reaver-purple-2", "card/reaver-purple-3"},
	{"card/reaver-teal-1", "card/reaver-teal-2", "card/reaver-teal-3"},
}

// CardBackSprites are the backs of the six decks, each its own colour and emblem (a helmet,
// a house, a keep, a rune star, a longship, an eye). Use them as a CardView's or CardPile's
// Back.
var CardBackSprites = [6]string{"card/reaver-back", "card/village-spoils-back", "card/keep-spoils-back",
	"card/sea-journey-back", "card/sea-battle-back", "card/prophecy-back"}

// reaversBackEdges are the rim colours of the Reavers backs (the darkest stop of each back's
// face, as build/spritegen draws it), which drawBack lays under a back drawn into a rectangle
// of another shape.
var reaversBackEdges = map[string]color.RGBA{
	"card/reaver-back":         {0x1C, 0x1F, 0x2C, 0xFF},
	"card/village-spoils-back": {0x4A, 0x2E, 0x14, 0xFF},
	"card/keep-spoils-back":    {0x3A, 0x0F, 0x18, 0xFF},
	"card/sea-journey-back":    {0x12, 0x30, 0x4A, 0xFF},
	"card/sea-battle-back":     {0x0E, 0x2A, 0x2C, 0xFF},
	"card/prophecy-back":       {0x1E, 0x18, 0x38, 0xFF},
}

// CardFrontSprites are the face frames of the decks, without words: the deck's colour round
// the edge, a title band (design units 6, 6, 100×15), the deck's medallion under it and a
// parchment for the text (6, 46, 100×104). The Reaver deck has none here: its faces are
// ReaverCardSprites; an Artifact drawn from the Village Spoils uses SpriteArtifactCard.
var CardFrontSprites = [6]string{"", "card/village-spoils-front", "card/keep-spoils-front",
	"card/sea-journey-front", "card/sea-battle-front", "card/prophecy-front"}

// TokenSprites are the six token kinds, each its own outline (a haunch of meat, a round
// medallion, a spiked burst with a skull, a house-shaped tile, a wide wall, a tall tower), so
// shape tells them apart before colour.
var TokenSprites = [6]string{"token/food", "token/favour", "token/terror", "token/farm", "token/wall", "token/tower"}

// UpgradeSprites are the Ship Upgrade tokens face up: wooden planks with a Shield, a Chest, or
// a Ship and a Hammer.
var UpgradeSprites = [3]string{"upgrade/shield", "upgrade/chest", "upgrade/ship-or-hammer"}

// UsedUpgradeSprites are the same tokens used this round (face down until cleanup): grey with
// the glyph ghosted and a dashed rim.
var UsedUpgradeSprites = [3]string{"upgrade/shield-used", "upgrade/chest-used", "upgrade/ship-or-hammer-used"}

// TerritorySprites are the Territory tiles by type and level (index level−1): the type's
// landscape and reward icon (Food, Favour, three dice), the level as I, II or III on a plate
// and in the metal of the icon's ring (bronze, silver, gold).
var TerritorySprites = [3][3]string{
	{"territory/food-1", "territory/food-2", "territory/food-3"},
	{"territory/favour-1", "territory/favour-2", "territory/favour-3"},
	{"territory/dice-1", "territory/dice-2", "territory/dice-3"},
}

// PawnSprites are the Longship pawns by player colour index (PlayerColourNames), painted in
// the colour with the colour's marker shape on the sail.
var PawnSprites = [NumPlayerColours]string{"pawn/red", "pawn/yellow", "pawn/green", "pawn/orange", "pawn/purple", "pawn/blue"}

// LocationSprites are the six Action Locations' plaques (a helmet, scales, a longship under
// crossed swords, a burning house, a keep and an axe, a banner on a hill).
var LocationSprites = [6]string{"location/recruit", "location/trade", "location/battle-at-sea",
	"location/raid-villages", "location/raid-keeps", "location/subdue"}

// ReaversSprites lists every Reavers sprite name above, for tests and tools.
func ReaversSprites() []string {
	out := []string{SpriteDieWild, SpriteArtifactCard, SpriteHonourShip, SpriteStartPlayer, SpriteRoundMarker}
	for _, row := range CrewDieSprites {
		for _, n := range row {
			if n != "" {
				out = append(out, n)
			}
		}
	}
	out = append(out, CrewDieBodySprites[:]...)
	for _, n := range FaceDieSprites {
		if n != "" {
			out = append(out, n)
		}
	}
	out = append(out, CombatDieSprites[:]...)
	for _, row := range ReaverCardSprites {
		out = append(out, row[:]...)
	}
	out = append(out, CardBackSprites[:]...)
	for _, n := range CardFrontSprites {
		if n != "" {
			out = append(out, n)
		}
	}
	out = append(out, TokenSprites[:]...)
	out = append(out, UpgradeSprites[:]...)
	out = append(out, UsedUpgradeSprites[:]...)
	for _, row := range TerritorySprites {
		out = append(out, row[:]...)
	}
	out = append(out, PawnSprites[:]...)
	return append(out, LocationSprites[:]...)
}
