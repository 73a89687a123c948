package reavers_test

import (
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"

	. "northtable/rules/reavers"
)

// A Glory pile is counted and listed by kind, a kind held twice with its count, an empty kind
// left out, and the Territory tiles counted apart.
func TestGloryPileCountedAndListedByKind(t *testing.T) {
	var p Player
	p.PileReavers = 1<<0 | 1<<3
	p.PileArtifacts = 1 << 1
	p.PileBattles[2] = 2
	p.PileTerritories[0], p.PileTerritories[4] = 1, 2

	cards, tiles := p.PileCount()
	assert.Equal(t, 5, cards, "two Reavers, an Artifact and two Sea Battles")
	assert.Equal(t, 3, tiles)

	lines := p.PileLines()
	heads := make([]string, len(lines))
	for i, l := range lines {
		heads[i] = l.Head
	}
	assert.Equal(t, []string{"Sea Battles won", "Artifacts", "Reavers"}, heads)
	assert.Equal(t, Battles[2].Name+" ×2", lines[0].Text)
	assert.Contains(t, lines[1].Text, Artifacts[1].Name+" (")
	assert.Equal(t, Reavers[0].Name+" and "+Reavers[3].Name, lines[2].Text)
}

// The pile chip's labels carry the pile's counts, longest first, and its whole words both.
func TestPileChipWordsCarryTheCounts(t *testing.T) {
	var p Player
	p.PileBattles[0], p.PileTerritories[1] = 3, 2
	labels, whole := p.PileChipWords()
	assert.Equal(t, []string{"Glory pile 3 · Territories 2", "Pile 3 · Territories 2", "Pile 3 · Tiles 2"}, labels)
	for i := 1; i < len(labels); i++ {
		assert.Less(t, len(labels[i]), len(labels[i-1]), "longest first")
	}
	assert.Equal(t, "The Glory pile (3) and the Territories row (2): press to see them.", whole)
}

// A box's cards are the Leader, or a slot's cards in order without its empty places.
func TestBoxCardsAreTheLeaderOrASlotsCards(t *testing.T) {
	var p Player
	p.Leader = 4
	for i := range p.Slots[1] {
		p.Slots[1][i] = -1
	}
	p.Slots[1][0], p.Slots[1][2] = 7, 9
	assert.Equal(t, []ReaverID{4}, p.BoxCards(0))
	assert.Equal(t, []ReaverID{7, 9}, p.BoxCards(2))
	p.Leader = -1
	assert.Empty(t, p.BoxCards(0))
}

// A location's plaque lists the Trade rewards by place, or the first places' gains.
func TestBonusLinesByPlace(t *testing.T) {
	trade := Locations[TradeWithVillages].BonusLines()
	if assert.Len(t, trade, 3) {
		assert.Equal(t, BonusLine{"1st", "3 rewards"}, trade[0])
		assert.Equal(t, "Others", trade[2].Place)
		assert.NotContains(t, trade[2].Text, "rewards", "one reward is singular")
	}
	recruit := Locations[RecruitReavers].BonusLines()
	if assert.NotEmpty(t, recruit) {
		assert.Equal(t, BonusLine{"1st", "+2 Favour"}, recruit[0])
	}
}

// The status line names the round of all rounds, the setup or selection and the markers'
// holders by the names given; the round's end names the next Start Player.
func TestStatusAndCleanupWordsNameTheSeats(t *testing.T) {
	g, err := New(Setup{Players: 3, Seed: 21})
	if !assert.NoError(t, err) {
		return
	}
	names := []string{"Ann", "Bjørn", "Cait"}
	s := g.StatusWords(names)
	assert.Contains(t, s, "Start player: "+names[g.StartPlayer()])
	if h := g.HonourShip(); h >= 0 {
		assert.Contains(t, s, "Honour Ship: "+names[h])
	}
	head, line := g.CleanupWords(names)
	assert.Equal(t, "Round "+strconv.Itoa(g.Round()-1)+" ends", head)
	assert.Contains(t, line, names[g.StartPlayer()]+" starts round "+strconv.Itoa(g.Round()))
}

// A die is named by its colour and face, a wild one saying it counts as any face.
func TestDieNameSaysWild(t *testing.T) {
	assert.Equal(t, "A "+Blue.String()+" die showing "+Blue.FaceName(Hammer), DieName(Blue, Hammer, false))
	assert.Contains(t, DieName(Blue, Hammer, true), "(wild: it counts as any face)")
}

// A Prophecy card says whether it is met; the pile's titles name the player and count the
// tiles; the markers' words name their holder.
func TestBoardLabelsNameTheirSeatAndState(t *testing.T) {
	assert.Equal(t, "Met now", MetWords(true))
	assert.Equal(t, "Not met yet", MetWords(false))
	pile, row := PileTitles("Ann", 3)
	assert.Equal(t, "Ann's Glory pile", pile)
	assert.Equal(t, "Territories row (3)", row)
	assert.Equal(t, "Ann holds the Honour Ship.", HonourShipWords("Ann"))
	assert.Equal(t, "Bo holds the Start Player marker.", StartPlayerWords("Bo"))
}
