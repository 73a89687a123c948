package reavers_test

import (
	"fmt"
	"regexp"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	. "northtable/rules/reavers"
)

// TestReaverTotals checks spec §2 and §6.4: 45 cards, 15 per clan, 6/5/4 per tier, IDs in the
// form M01…T15 following the clan's letter and numbered in order.
func TestReaverTotals(t *testing.T) {
	require.Len(t, Reavers, 45)
	assert.Equal(t, 45, NumReavers)
	perClan := map[ClanID]int{}
	perTier := map[ClanID]map[int8]int{Magenta: {}, Purple: {}, Teal: {}}
	ids, names := map[string]bool{}, map[string]bool{}
	form := regexp.MustCompile(`^[MPT](0[1-9]|1[0-5])$`)
	for i, c := range Reavers {
		assert.Regexp(t, form, c.ID)
		assert.False(t, ids[c.ID], "ID %s used twice", c.ID)
		assert.False(t, names[c.Name], "name %s used twice", c.Name)
		assert.NotEmpty(t, c.Name, c.ID)
		ids[c.ID], names[c.Name] = true, true
		require.True(t, c.Clan >= 0 && c.Clan < NumClans, c.ID)
		assert.Equal(t, Clans[c.Clan].Letter, c.ID[0], "%s is of clan %v", c.ID, c.Clan)
		perClan[c.Clan]++
		assert.Equal(t, fmt.Sprintf("%c%02d", Clans[c.Clan].Letter, perClan[c.Clan]), c.ID, "index %d", i)
		perTier[c.Clan][c.Tier]++
		got, ok := ReaverByID(c.ID)
		assert.True(t, ok)
		assert.Equal(t, ReaverID(i), got)
	}
	for clan := ClanID(0); clan < NumClans; clan++ {
		assert.Equal(t, 15, perClan[clan], "%v", clan)
		for tier := int8(1); tier <= MaxTier; tier++ {
			assert.Equal(t, TierCounts[tier-1], perTier[clan][tier], "%v tier %d", clan, tier)
		}
	}
	assert.Equal(t, [MaxTier]int{6, 5, 4}, TierCounts)
	_, ok := ReaverByID("M16")
	assert.False(t, ok)
	_, ok = ReaverByID("m01")
	assert.False(t, ok)
}

// TestReaverDicePattern checks spec §6.4: a tier-N card gains N rolled dice of set colours;
// tier 1 Rallies 2 set colours, tier 2 one set and one any, tier 3 two any.
func TestReaverDicePattern(t *testing.T) {
	for _, c := range Reavers {
		require.True(t, c.Tier >= 1 && c.Tier <= MaxTier, c.ID)
		assert.Len(t, c.Gain, int(c.Tier), c.ID)
		for _, g := range c.Gain {
			assert.True(t, g >= 0 && g < NumColours, "%s gains a die of a set colour", c.ID)
		}
		require.Len(t, c.Rally, 2, c.ID)
		anyCount := 0
		for _, r := range c.Rally {
			if r == AnyColour {
				anyCount++
			} else {
				assert.True(t, r >= 0 && r < NumColours, c.ID)
			}
		}
		assert.Equal(t, int(c.Tier)-1, anyCount, "%s: tier %d Rallies %d any-colour dice", c.ID, c.Tier, c.Tier-1)
		if c.Tier == 2 {
			assert.NotEqual(t, AnyColour, c.Rally[0], "%s: the set colour comes first", c.ID)
		}
	}
}

// TestReaverSamples checks a sample of §6.5's rows, one or more per clan and tier.
func TestReaverSamples(t *testing.T) {
	Y, B, R, X := Yellow, Blue, Red, AnyColour
	for _, tc := range []struct {
		id, name    string
		clan        ClanID
		tier        int8
		gain, rally []Colour
	}{
		{"M01", "Sigurd Shieldwall", Magenta, 1, []Colour{R}, []Colour{R, R}},
		{"M06", "Grim Wallbreaker", Magenta, 1, []Colour{R}, []Colour{Y, B}},
		{"M07", "Asgeir Siege-Master", Magenta, 2, []Colour{R, R}, []Colour{R, X}},
		{"M11", "Knut the Grim", Magenta, 2, []Colour{Y, B}, []Colour{R, X}},
		{"M15", "Sten Oathsworn", Magenta, 3, []Colour{R, Y, B}, []Colour{X, X}},
		{"P01", "Arne the Ploughman", Purple, 1, []Colour{Y}, []Colour{Y, Y}},
		{"P05", "Gunnar Goatherd", Purple, 1, []Colour{R}, []Colour{Y, Y}},
		{"P10", "Ragna Stone-Stacker", Purple, 2, []Colour{Y, Y}, []Colour{B, X}},
		{"P14", "Njal Barley-Beard", Purple, 3, []Colour{Y, Y, R}, []Colour{X, X}},
		{"T04", "Harald Oar-Breaker", Teal, 1, []Colour{R}, []Colour{B, B}},
		{"T07", "Lodin Loki-Touched", Teal, 2, []Colour{B, B}, []Colour{B, X}},
		{"T10", "Ranveig Ran's-Daughter", Teal, 2, []Colour{B, B}, []Colour{R, X}},
		{"T15", "Unn the Navigator", Teal, 3, []Colour{B, R, Y}, []Colour{X, X}},
	} {
		id, ok := ReaverByID(tc.id)
		require.True(t, ok, tc.id)
		c := Reavers[id]
		assert.Equal(t, tc.name, c.Name, tc.id)
		assert.Equal(t, tc.clan, c.Clan, tc.id)
		assert.Equal(t, tc.tier, c.Tier, tc.id)
		assert.Equal(t, tc.gain, c.Gain, tc.id)
		assert.Equal(t, tc.rally, c.Rally, tc.id)
	}
}

// TestClans checks spec §6.2: colours, wild icons and Promote bonuses.
func TestClans(t *testing.T) {
	assert.Equal(t, Red, Clans[Magenta].Colour)
	assert.Equal(t, Yellow, Clans[Purple].Colour)
	assert.Equal(t, Blue, Clans[Teal].Colour)
	assert.Equal(t, Option{{Kind: GainTokens, Token: Favour, N: 2}}, Clans[Magenta].Promote)
	assert.Equal(t, Option{{Kind: GainTokens, Token: Food, N: 4}}, Clans[Purple].Promote)
	assert.Equal(t, Option{{Kind: DrawSpoilsChoice, N: 1}}, Clans[Teal].Promote)
	for clan := ClanID(0); clan < NumClans; clan++ {
		checkOption(t, clan.String()+" Promote", Clans[clan].Promote)
		assert.NotEmpty(t, Clans[clan].Text)
	}
	// Only the Leader clan's own icon is wild (spec §2.4).
	assert.True(t, Purple.WildFace(Yellow, Clan))
	assert.False(t, Purple.WildFace(Blue, Clan))
	assert.False(t, Purple.WildFace(Yellow, Ship))
	assert.True(t, Teal.WildFace(Blue, Clan))
	assert.True(t, Magenta.WildFace(Red, Clan))
	assert.False(t, NoClan.WildFace(Red, Clan))
	assert.Equal(t, "no clan", NoClan.String())
}

// TestSpecialise checks spec §6.3's table row by row.
func TestSpecialise(t *testing.T) {
	die := func(n int8) Effect { return Effect{Kind: ChooseDice, Colour: AnyColour, N: n} }
	tok := func(k Token, n int8) Effect { return Effect{Kind: GainTokens, Token: k, N: n} }
	gl := func(n int8) Effect { return Effect{Kind: GainGlory, N: n} }
	dr := func(d Deck) Effect { return Effect{Kind: Draw, Deck: d, N: 1} }
	want := [NumClans][MaxTier][]Option{
		Magenta: {
			{{die(1), tok(Favour, 1)}, {die(1), gl(2)}},
			{{die(2)}, {die(1), tok(Favour, 2)}},
			{{gl(2), dr(ReaverDeck)}, {die(2), dr(KeepSpoilsDeck)}},
		},
		Purple: {
			{{tok(Food, 2), tok(Favour, 1)}, {tok(Food, 2), gl(2)}},
			{{tok(Food, 2), dr(KeepSpoilsDeck)}, {tok(Food, 2), dr(VillageSpoilsDeck)}},
			{{tok(Food, 3), tok(Farm, 1)}, {tok(Food, 2), tok(Wall, 1)}, {tok(Tower, 1)}},
		},
		Teal: {
			{{die(1), gl(2)}, {dr(VillageSpoilsDeck)}},
			{{dr(ReaverDeck)}, {dr(KeepSpoilsDeck), dr(ProphecyDeck)}},
			{{dr(VillageSpoilsDeck), dr(ProphecyDeck)}, {die(1), {Kind: DiscardTokens, Token: Terror, N: 1}}},
		},
	}
	assert.Equal(t, want, Specialise)
	for clan := ClanID(0); clan < NumClans; clan++ {
		for tier := 0; tier < MaxTier; tier++ {
			for i, o := range Specialise[clan][tier] {
				checkOption(t, fmt.Sprintf("%v tier %d option %d", clan, tier+1, i+1), o)
			}
		}
	}
	// A card's ability is its clan and tier's row.
	id, _ := ReaverByID("P01")
	assert.Equal(t, Specialise[Purple][0], Reavers[id].Ability())
	id, _ = ReaverByID("T12")
	assert.Equal(t, Specialise[Teal][2], Reavers[id].Ability())
}
