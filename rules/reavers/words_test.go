package reavers_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	. "northtable/rules/reavers"
)

// TestSpecialiseWords checks the Specialise table of spec §6.3 in words, option by option.
func TestSpecialiseWords(t *testing.T) {
	want := [NumClans][MaxTier][]string{
		Magenta: {
			{"1 die and 1 Favour", "1 die and 2 Glory"},
			{"2 dice", "1 die and 2 Favour"},
			{"2 Glory and draw 1 Reaver", "2 dice and draw 1 Keep Spoils"},
		},
		Purple: {
			{"2 Food and 1 Favour", "2 Food and 2 Glory"},
			{"2 Food and draw 1 Keep Spoils", "2 Food and draw 1 Village Spoils"},
			{"3 Food and 1 Farm token", "2 Food and 1 Wall token", "1 Tower token"},
		},
		Teal: {
			{"1 die and 2 Glory", "draw 1 Village Spoils"},
			{"draw 1 Reaver", "draw 1 Keep Spoils and draw 1 Prophecy"},
			{"draw 1 Village Spoils and draw 1 Prophecy", "1 die and discard 1 Terror token"},
		},
	}
	for clan := ClanID(0); clan < NumClans; clan++ {
		for tier := 0; tier < MaxTier; tier++ {
			var got []string
			for _, o := range Specialise[clan][tier] {
				got = append(got, o.Words())
			}
			assert.Equal(t, want[clan][tier], got, "%v tier %d", clan, tier+1)
		}
	}
}

// TestRewardTextMatchesData holds each Sea Battle's and Territory's Text against its data.
func TestRewardTextMatchesData(t *testing.T) {
	for _, bt := range Battles {
		assert.Equal(t, capital(bt.Reward.Words())+".", bt.Text, bt.ID)
	}
	for _, tr := range Territories {
		assert.Equal(t, capital(tr.Reward.Words())+".", tr.Text, tr.ID)
	}
}

// capital starts a sentence: its first letter upper case.
func capital(s string) string {
	if s == "" || s[0] < 'a' || s[0] > 'z' {
		return s
	}
	return string(s[0]-'a'+'A') + s[1:]
}

// TestEffectWords checks the words of every kind the tables use.
func TestEffectWords(t *testing.T) {
	for _, tc := range []struct {
		e    Effect
		want string
	}{
		{Effect{Kind: GainTokens, Token: Food, N: 3}, "3 Food"},
		{Effect{Kind: GainTokens, Token: Terror, N: 1}, "1 Terror"},
		{Effect{Kind: GainTokens, Token: Wall, N: 2}, "2 Wall tokens"},
		{Effect{Kind: DiscardTokens, Token: Terror, N: 2}, "discard 2 Terror tokens"},
		{Effect{Kind: GainGlory, N: 12}, "12 Glory"},
		{Effect{Kind: LoseGlory, N: 2}, "lose 2 Glory"},
		{Effect{Kind: RollDice, Colour: Red, N: 2}, "2 red dice, rolled"},
		{Effect{Kind: ChooseDice, Colour: AnyColour, N: 1}, "1 die"},
		{Effect{Kind: ChooseDice, Colour: Blue, N: 1}, "1 blue die"},
		{Effect{Kind: FixedDice, Colour: Yellow, Face: DoubleHammer, N: 1}, "1 yellow die showing Double Hammer"},
		{Effect{Kind: Draw, Deck: ProphecyDeck, N: 2}, "draw 2 Prophecies"},
		{Effect{Kind: DrawSpoilsChoice, N: 1}, "draw 1 card from the Keep Spoils or the Village Spoils deck"},
		{Effect{Kind: LoseDice, N: 2}, "lose 2 crew dice of your choice"},
		{Effect{Kind: LoseHammerDie, N: 1}, "lose 1 die showing Hammer or Double Hammer"},
		{Effect{Kind: RaiseDefence, N: 1}, "Defence +1 for your Sea Battle"},
		{Effect{Kind: ShipUpgradeCard, Upgrade: UpgradeChest, N: 3}, "a Chest token or 3 Glory"},
		{Effect{Kind: ProphecyKeep, N: 2}, "draw 2 Prophecies and keep 1"},
		{Effect{Kind: TradeRewards, N: 2}, "2 Trade rewards"},
		{Effect{Kind: SubdueAttempts, N: 1}, "1 Subdue attempt"},
		{Effect{Kind: ExtraSuccess, N: 1}, "+1 success for this combat"},
		{Effect{Kind: FreeReroll, N: 1}, "re-roll Combat dice without Favour"},
		{Effect{Kind: PlaceArtifact, N: 1}, "place the Artifact"},
	} {
		assert.Equal(t, tc.want, tc.e.Words())
	}
	assert.Equal(t, "nothing", Option{}.Words())
	assert.Equal(t, "3 Food, 1 Farm token and 1 Glory",
		Option{{Kind: GainTokens, Token: Food, N: 3}, {Kind: GainTokens, Token: Farm, N: 1}, {Kind: GainGlory, N: 1}}.Words())
}
