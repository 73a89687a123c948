package reavers_test

import (
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	. "northtable/rules/reavers"
)

// A Sea Battle's line says its Defence and the combination paying it by face alone (any
// colour pays, spec §2.3), and its reward as pictures: Pirate Knarr is "Def 2 · or pay" 2 Ship
// 1 Chest, won for "+4 Glory" 2 Food.
func TestBattleGlyphs(t *testing.T) {
	var knarr *Battle
	for i := range Battles {
		if Battles[i].Name == "Pirate Knarr" {
			knarr = &Battles[i]
		}
	}
	require.NotNil(t, knarr)
	assert.Equal(t, []Glyph{{Word: "Def 2 · or pay"}, {Word: "2"}, {Pic: PicFace, Face: Ship}, {Word: "1"}, {Pic: PicFace, Face: Chest}}, knarr.PayGlyphs())
	win, ok := knarr.WinGlyphs()
	require.True(t, ok)
	assert.Equal(t, []Glyph{{Word: "Win:"}, {Word: "+4 Glory"}, {Word: "2"}, {Pic: PicToken, Token: Food}}, win)
}

// Every picture a line holds is one the rules have: a die only on a face its colour has, a
// token, a back of a deck; every Territory's Peace line starts "Peace" and has its arrow.
func TestGlyphsPictureRealThings(t *testing.T) {
	var lines [][]Glyph
	for i := range VillageSpoilsKinds {
		if g, ok := VillageSpoilsKinds[i].Glyphs(); ok {
			lines = append(lines, g)
		}
	}
	for i := range KeepSpoilsKinds {
		if g, ok := KeepSpoilsKinds[i].Glyphs(); ok {
			lines = append(lines, g)
		}
	}
	for i := range Territories {
		g := Territories[i].PeaceGlyphs()
		assert.Equal(t, "Peace", g[0].Word)
		assert.Contains(t, g, Glyph{Word: "→"})
		lines = append(lines, g)
	}
	require.NotEmpty(t, lines)
	for _, l := range lines {
		for _, g := range l {
			switch g.Pic {
			case NoPic:
				assert.NotEmpty(t, g.Word)
			case PicDie:
				assert.True(t, HasFace(g.Colour, g.Face), "%v", g)
			case PicToken:
				assert.Less(t, int(g.Token), NumTokens)
			case PicBack:
				assert.Less(t, int(g.Deck), NumDecks)
			}
		}
	}
}

// A Spoils card whose words must stay words has no line: an Artifact, a set card kept for the
// final scoring; a cost of any dice says them in words ("2 any dice"), no picture saying "any".
func TestGlyphsLeaveWordsToWords(t *testing.T) {
	for i := range VillageSpoilsKinds {
		if v := &VillageSpoilsKinds[i]; v.Artifact != NoArtifact {
			_, ok := v.Glyphs()
			assert.False(t, ok, v.Name)
		}
	}
	for i := range KeepSpoilsKinds {
		if k := &KeepSpoilsKinds[i]; k.Kept && k.Set != NoSet {
			_, ok := k.Glyphs()
			assert.False(t, ok, k.Name)
		}
	}
	var n Needs
	n[NeedAny] = 2
	assert.Equal(t, []Glyph{{Word: "2"}, {Word: "any"}, {Word: "dice"}}, n.Glyphs())
	assert.Equal(t, []Glyph{{Word: "1"}, {Pic: PicToken, Token: Food}, {Word: "1"}, {Pic: PicFace, Face: Hammer}},
		Cost{Food: 1, Dice: Needs{NeedHammer: 1}}.Glyphs())
}

// A display's short words say the card in a few: a Reaver's clan and tier, a Prophecy's Glory,
// a Territory stack's tiles left and Defence, a Sea Battle's reward, the Sea Journeys left.
func TestDisplayShortWords(t *testing.T) {
	assert.Equal(t, Reavers[0].Clan.String()+" · tier 1", Reavers[0].StripLine())
	assert.Equal(t, "Food II ×3 · Def 2", Territories[1].Heading(3))
	var knarr *Battle
	for i := range Battles {
		if Battles[i].Name == "Pirate Knarr" {
			knarr = &Battles[i]
		}
	}
	require.NotNil(t, knarr)
	assert.Equal(t, "Win: 4 Glory and 2 Food", knarr.WinLine())
	p := &Prophecies[0]
	assert.Equal(t, p.Name+" · "+strconv.Itoa(int(p.Glory))+" Glory", p.Heading())
	gm, err := Definition{}.NewGame(3, 7, nil)
	require.NoError(t, err)
	g := gm.(*Game)
	draw, dis := g.DeckSize(SeaJourneyDeck)
	whole, short := g.JourneyLine()
	assert.Equal(t, "Journeys "+strconv.Itoa(draw)+" · discard "+strconv.Itoa(dis), whole)
	assert.Equal(t, strconv.Itoa(draw)+" · discard "+strconv.Itoa(dis), short)
	assert.Positive(t, draw)
}
