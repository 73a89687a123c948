package reavers_test

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"northtable/rules"
	. "northtable/rules/reavers"
)

func (b *builder) keep(id string, n int) *builder {
	k, ok := KeepByID(id)
	if !ok {
		panic(id)
	}
	b.p.PileKeep[k] += int8(n)
	return b
}

func (b *builder) battle(id string, n int) *builder {
	k, ok := BattleByID(id)
	if !ok {
		panic(id)
	}
	b.p.PileBattles[k] += int8(n)
	return b
}

func (b *builder) tiles(id string, n int) *builder {
	k, ok := StackByID(id)
	if !ok {
		panic(id)
	}
	b.p.PileTerritories[k] += int8(n)
	return b
}

func (b *builder) pileArt(id string) *builder {
	a, ok := ArtifactByID(id)
	if !ok {
		panic(id)
	}
	b.p.PileArtifacts |= 1 << a
	return b
}

func (b *builder) prophecy(id string) *builder {
	k, ok := ProphecyByID(id)
	if !ok {
		panic(id)
	}
	b.p.Hand |= 1 << k
	return b
}

func (b *builder) specialise(s Slot, ids ...string) *builder {
	for j, id := range ids {
		r, ok := ReaverByID(id)
		if !ok {
			panic(id)
		}
		b.p.Slots[s][j] = r
	}
	return b
}

func (b *builder) glory(n int) *builder {
	b.p.Glory = int16(n)
	return b
}

// line is the breakdown line named name of seat i.
func line(t *testing.T, res rules.Result, i int, name string) rules.Category {
	t.Helper()
	for _, c := range res.Scores[i].Breakdown {
		if c.Name == name {
			return c
		}
	}
	require.Failf(t, "no such line", "%s", name)
	return rules.Category{}
}

func score(ps ...*Player) rules.Result {
	var all []Player
	for _, p := range ps {
		all = append(all, *p)
	}
	return FinalScores(all)
}

func TestFinalScoringExamples(t *testing.T) {
	tests := []struct {
		name   string
		p      *Player
		cat    string
		points int
		note   string
	}{
		{"7 Armour = 31", area().keep("KS01", 7).get(), CatArmour, 31, "7 Armour: sets of 6 and 1"},
		{"6 Armour", area().keep("KS01", 6).get(), CatArmour, 30, "6 Armour: a set of 6"},
		{"13 Armour", area().keep("KS01", 13).get(), CatArmour, 61, "13 Armour: sets of 6, 6 and 1"},
		{"no Armour", area().get(), CatArmour, 0, "none"},
		{"5 Treasure", area().keep("KS02", 5).get(), CatTreasure, 18, "5 Treasure: sets of 4 and 1"},
		{"3 Art", area().keep("KS03", 3).get(), CatArt, 10, "3 Art: a set of 3"},
		{"4 Art", area().keep("KS03", 4).get(), CatArt, 13, "4 Art: sets of 3 and 1"},
		{"6 Finnish Linen", area().keep("KS04", 6).get(), CatLinen, 57, "6 Finnish Linen: a set of 6"},
		{"Tapestries A, B, B, C, C = 19", area().keep("KS05", 1).keep("KS06", 2).keep("KS07", 2).get(),
			CatTapestries, 19, "1 A+B+C set × 15 Glory, 2 more Tapestries (B, C) × 2 Glory each"},
		{"Tapestries without a set", area().keep("KS05", 2).get(), CatTapestries, 4, "2 Tapestries (A, A) × 2 Glory each, no A+B+C set"},
		{"a lone Tapestry B", area().keep("KS06", 1).get(), CatTapestries, 2, "1 Tapestry (B) × 2 Glory, no A+B+C set"},
		{"a set and one more", area().keep("KS05", 2).keep("KS06", 1).keep("KS07", 1).get(),
			CatTapestries, 17, "1 A+B+C set × 15 Glory, 1 more Tapestry (A) × 2 Glory"},
		{"two Tapestry sets", area().keep("KS05", 2).keep("KS06", 2).keep("KS07", 2).get(),
			CatTapestries, 30, "2 A+B+C sets × 15 Glory each"},
		{"9 Terror = 39 lost", area().stock(Terror, 9).get(), CatTerror, -39, "9 Terror tokens"},
		{"1 Terror", area().stock(Terror, 1).get(), CatTerror, -1, "1 Terror token"},
		{"no Terror", area().get(), CatTerror, 0, "no Terror tokens"},
		{"the Glory track", area().glory(23).get(), CatTrack, 23, ""},
		{"§12.7: Artifacts in play and in the Glory pile", area().art("A02", false).art("A03", false).
			art("A07", false).art("A10", false).pileArt("A05").get(),
			CatArtifacts, 9, "Golden Torc 2, Raven Banner 2, Dragon Prow 1, Thor's Amulet 3, Freyr's Runestone 1"},
		{"no Artifacts", area().get(), CatArtifacts, 0, "none"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := line(t, score(tt.p), 0, tt.cat)
			assert.Equal(t, tt.points, c.Points)
			assert.Equal(t, tt.note, c.Note)
		})
	}
}

func TestTiedMajorities(t *testing.T) {
	// Reavers spec §12.10: A and C hold 2 Wall tokens each, B 1, D none.
	res := score(area().stock(Wall, 2).get(), area().stock(Wall, 1).get(), area().stock(Wall, 2).get(), area().get())
	for i, want := range []int{8, 2, 8, 0} {
		assert.Equal(t, want, line(t, res, i, CatWalls).Points, "seat %d", i)
	}
	assert.Equal(t, "2 Wall tokens × 2 Glory each, +4 for the most Walls (tied)", line(t, res, 0, CatWalls).Note)
	assert.Equal(t, "1 Wall token × 2 Glory", line(t, res, 1, CatWalls).Note)
	assert.Equal(t, "none", line(t, res, 3, CatWalls).Note)

	res = score(area().stock(Farm, 4).get(), area().stock(Farm, 1).get())
	assert.Equal(t, "4 Farm tokens × 2 Glory each, +3 for the most Farms", line(t, res, 0, CatFarms).Note)
	assert.Equal(t, 11, line(t, res, 0, CatFarms).Points)

	res = score(area().get(), area().get())
	assert.Equal(t, 0, line(t, res, 0, CatTowers).Points, "no majority without a token")
}

func TestTokenBands(t *testing.T) {
	// Reavers spec §9 step 2: per token 1/2/3 Farm, 2/3/4 Wall, 3/4/5 Tower for 1–3, 4–5, 6+.
	rates := map[Token][8]int{
		Farm:  {0, 1, 1, 1, 2, 2, 3, 3},
		Wall:  {0, 2, 2, 2, 3, 3, 4, 4},
		Tower: {0, 3, 3, 3, 4, 4, 5, 5},
	}
	bonus := map[Token]int{Farm: 3, Wall: 4, Tower: 5}
	cat := map[Token]string{Farm: CatFarms, Wall: CatWalls, Tower: CatTowers}
	for tok, rate := range rates {
		for n := 0; n < len(rate); n++ {
			// alone with n tokens against a rival holding n+1: no majority
			res := score(area().stock(tok, n).get(), area().stock(tok, n+1).get())
			assert.Equal(t, n*rate[n], line(t, res, 0, cat[tok]).Points, "%v %d", tok, n)
			// the most: the majority bonus on top
			res = score(area().stock(tok, n).get(), area().get())
			want := n * rate[n]
			if n > 0 {
				want += bonus[tok]
			}
			assert.Equal(t, want, line(t, res, 0, cat[tok]).Points, "%v %d with majority", tok, n)
		}
	}
}

func TestPropheciesMetAndNot(t *testing.T) {
	tests := []struct {
		id       string
		met, not *Player
		metNote  string
		notNote  string
	}{
		{"PR01", area().battle("SB01", 2).battle("SB07", 1).get(), area().battle("SB08", 2).get(),
			"met: 3 Sea Battles won", "not met: 2 of 3 Sea Battles won"},
		{"PR02", area().battle("SB05", 1).get(), area().battle("SB07", 3).get(),
			"met: 1 Sea Troll won", "not met: no Sea Troll won"},
		{"PR03", area().battle("SB08", 1).get(), area().battle("SB05", 2).battle("SB06", 1).get(),
			"met: 1 Kraken or Spawn of Jormungandr won", "not met: no Kraken or Spawn of Jormungandr won"},
		{"PR03", area().battle("SB07", 1).get(), area().get(), "met: 1 Kraken or Spawn of Jormungandr won", ""},
		{"PR04", area().tiles("FOOD1", 2).tiles("DICE3", 2).get(), area().tiles("FAV2", 3).get(),
			"met: 4 Territory tiles", "not met: 3 of 4 Territory tiles"},
		{"PR05", area().tiles("FOOD1", 1).tiles("FAV2", 1).tiles("DICE3", 1).get(),
			area().tiles("FOOD1", 1).tiles("FOOD2", 1).tiles("FAV1", 2).get(),
			"met: 3 Territory types", "not met: 2 of 3 Territory types"},
		{"PR06", area().stock(Farm, 3).get(), area().stock(Farm, 2).get(), "met: 3 Farm tokens", "not met: 2 of 3 Farm tokens"},
		{"PR07", area().stock(Wall, 4).get(), area().stock(Wall, 2).get(), "met: 4 Wall tokens", "not met: 2 of 3 Wall tokens"},
		{"PR08", area().stock(Tower, 2).get(), area().stock(Tower, 1).get(), "met: 2 Tower tokens", "not met: 1 of 2 Tower tokens"},
		{"PR09", area().keep("KS02", 3).get(), area().keep("KS02", 2).keep("KS03", 3).get(),
			"met: 3 Treasure cards", "not met: 2 of 3 Treasure cards"},
		{"PR10", area().keep("KS03", 2).get(), area().keep("KS03", 1).get(), "met: 2 Art cards", "not met: 1 of 2 Art cards"},
		{"PR11", area().art("A01", false).art("A12", true).pileArt("A05").pileArt("A07").get(),
			area().art("A01", false).pileArt("A05").pileArt("A07").get(), "met: 4 Artifacts", "not met: 3 of 4 Artifacts"},
		{"PR12", area().token(UpgradeShield, true).token(UpgradeChest, false).pileToken(UpgradeShield).get(),
			area().token(UpgradeShield, true).token(UpgradeChest, false).get(),
			"met: 3 Ship Upgrade tokens", "not met: 2 of 3 Ship Upgrade tokens"},
		{"PR13", area().stock(Favour, 5).get(), area().stock(Favour, 4).get(), "met: 5 Favour tokens", "not met: 4 of 5 Favour tokens"},
		{"PR14", area().stock(Terror, 4).get(), area().stock(Terror, 3).get(), "met: 4 Terror tokens", "not met: 3 of 4 Terror tokens"},
		{"PR15", area().get(), area().stock(Terror, 1).get(), "met: no Terror tokens", "not met: 1 Terror token"},
		{"PR16", area().dice(Red, Ship, 4).dice(Blue, Clan, 4).art("A03", true).get(),
			area().dice(Red, Ship, 4).dice(Blue, Clan, 4).art("A06", false).token(UpgradeShield, false).get(),
			"met: 9 crew dice", "not met: 8 of 9 crew dice"},
		{"PR17", area().specialise(SeaSlot, "M01", "M02", "M03").specialise(KeepsSlot, "T01").specialise(TerritoriesSlot, "P01", "P02").get(),
			area().leader("M04").specialise(SeaSlot, "M01", "M02", "M03").specialise(VillagesSlot, "T01", "P05").get(),
			"met: 6 Reavers in the Specialise slots", "not met: 5 of 6 Reavers in the Specialise slots"},
		{"PR18", area().keep("KS05", 1).keep("KS06", 1).keep("KS07", 1).get(), area().keep("KS05", 2).keep("KS06", 2).get(),
			"met: 1 Tapestry set", "not met: no Tapestry sets"},
	}
	for _, tt := range tests {
		t.Run(tt.id, func(t *testing.T) {
			id, ok := ProphecyByID(tt.id)
			require.True(t, ok)
			pr := Prophecies[id]
			assert.True(t, tt.met.ProphecyMet(id))
			assert.False(t, tt.not.ProphecyMet(id))
			tt.met.Hand |= 1 << id
			tt.not.Hand |= 1 << id
			res := score(tt.met, tt.not)
			got := line(t, res, 0, CatProphecy+pr.Name)
			assert.Equal(t, int(pr.Glory), got.Points)
			assert.Equal(t, tt.metNote, got.Note)
			got = line(t, res, 1, CatProphecy+pr.Name)
			assert.Equal(t, 0, got.Points)
			if tt.notNote != "" {
				assert.Equal(t, tt.notNote, got.Note)
			}
		})
	}
}

func (b *builder) pileToken(u Upgrade) *builder {
	b.p.PileUpgrades[u]++
	return b
}

func TestMeasures(t *testing.T) {
	p := area().dice(Yellow, Ship, 2).art("A05", true).art("A01", false).pileArt("A09").
		token(UpgradeChest, true).pileToken(UpgradeShield).pileToken(UpgradeShield).
		tiles("FOOD1", 2).tiles("FOOD3", 1).battle("SB01", 1).battle("SB05", 2).
		keep("KS02", 2).keep("KS05", 2).keep("KS06", 1).keep("KS07", 3).
		specialise(SeaSlot, "M01").specialise(KeepsSlot, "T01", "T02").stock(Wall, 3).get()
	assert.Equal(t, 3, p.Measure(Condition{Measure: WonBattles, Battles: 1<<NumBattleKinds - 1}))
	assert.Equal(t, 2, p.Measure(Prophecies[1].Condition), "PR02 counts Sea Trolls only")
	assert.Equal(t, 3, p.Measure(Condition{Measure: TerritoryTiles}))
	assert.Equal(t, 1, p.Measure(Condition{Measure: TerritoryTypes}))
	assert.Equal(t, 3, p.Measure(Condition{Measure: TokensHeld, Token: Wall}))
	assert.Equal(t, 2, p.Measure(Condition{Measure: KeepCards, Set: Treasure}))
	assert.Equal(t, 3, p.Measure(Condition{Measure: ArtifactCards}))
	assert.Equal(t, 3, p.Measure(Condition{Measure: UpgradeTokens}), "a used token in play counts")
	assert.Equal(t, 3, p.Measure(Condition{Measure: CrewDice}), "board dice and the stored die")
	assert.Equal(t, 3, p.Measure(Condition{Measure: SpecialisedCards}))
	assert.Equal(t, 1, p.Measure(Condition{Measure: TapestrySets}))
}

func TestBreakdownOrderAndTotal(t *testing.T) {
	p := area().glory(30).stock(Terror, 2).stock(Farm, 1).keep("KS01", 1).prophecy("PR15").prophecy("PR02").get()
	res := score(p)
	var names []string
	total := 0
	for _, c := range res.Scores[0].Breakdown {
		names = append(names, c.Name)
		total += c.Points
	}
	assert.Equal(t, []string{CatTrack, CatTerror, CatFarms, CatWalls, CatTowers, CatArtifacts, CatArmour, CatTreasure,
		CatArt, CatLinen, CatTapestries, "Prophecy: Troll-Bane", "Prophecy: Honest Raider"}, names, "Prophecies in card order")
	assert.Equal(t, 30-3+1+3+1, total)
	assert.Equal(t, total, res.Scores[0].Total)
	assert.Equal(t, []rules.Seat{0}, res.Winners)
	assert.Empty(t, res.TieRule)
}

func TestRanksAndFavourTieBreak(t *testing.T) {
	tests := []struct {
		name      string
		glory     []int
		favour    []int
		ranks     []int
		winners   []rules.Seat
		tieRule   string
		tiebreaks []string
	}{
		{"a clear winner", []int{10, 12, 8}, []int{5, 0, 0}, []int{2, 1, 3}, []rules.Seat{1}, "", []string{"", "", ""}},
		{"Favour breaks the tie", []int{12, 12, 8}, []int{1, 3, 9}, []int{2, 1, 3}, []rules.Seat{1}, TieFavour,
			[]string{"1 Favour left", "3 Favour left", ""}},
		{"still tied: a shared victory", []int{12, 12, 12}, []int{2, 2, 1}, []int{1, 1, 3}, []rules.Seat{0, 1}, TieShared,
			[]string{"2 Favour left", "2 Favour left", "1 Favour left"}},
		{"a tie below the top", []int{15, 9, 9, 3}, []int{0, 4, 4, 0}, []int{1, 2, 2, 4}, []rules.Seat{0}, "",
			[]string{"", "4 Favour left", "4 Favour left", ""}},
		{"negative totals", []int{0, 0}, []int{0, 1}, []int{2, 1}, []rules.Seat{1}, TieFavour,
			[]string{"0 Favour left", "1 Favour left"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var ps []*Player
			for i := range tt.glory {
				ps = append(ps, area().glory(tt.glory[i]).stock(Favour, tt.favour[i]).get())
			}
			res := score(ps...)
			for i, want := range tt.ranks {
				assert.Equal(t, want, res.Scores[i].Rank, "seat %d", i)
				assert.Equal(t, rules.Seat(i), res.Scores[i].Seat)
				assert.Equal(t, tt.tiebreaks[i], res.Scores[i].Tiebreak, "seat %d", i)
			}
			assert.Equal(t, tt.winners, res.Winners)
			assert.Equal(t, tt.tieRule, res.TieRule)
		})
	}
}

func TestFinalScoresAddUp(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 5))
	for range 300 {
		n := 2 + r.IntN(3)
		ps := make([]Player, n)
		for i := range ps {
			p := randomPlayer(r)
			p.Glory = int16(r.IntN(80))
			for _, tok := range []Token{Terror, Farm, Wall, Tower} {
				p.Tokens[tok] = int16(r.IntN(8))
			}
			for k := range p.PileKeep {
				p.PileKeep[k] = int8(r.IntN(4))
			}
			p.Hand = uint32(r.IntN(1 << NumProphecies))
			ps[i] = *p
		}
		res := FinalScores(ps)
		require.Len(t, res.Scores, n)
		require.NotEmpty(t, res.Winners)
		for i, s := range res.Scores {
			sum := 0
			for _, c := range s.Breakdown {
				sum += c.Points
				require.NotEmpty(t, c.Name)
			}
			require.Equal(t, sum, s.Total, "seat %d", i)
			require.GreaterOrEqual(t, s.Rank, 1)
		}
	}
}
