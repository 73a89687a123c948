package reavers_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	. "northtable/rules/reavers"
)

// TestDieSides checks every crew die against Reavers spec §2.1's face counts.
func TestDieSides(t *testing.T) {
	want := map[Colour]map[Face]int{
		Yellow: {Clan: 2, Ship: 2, DoubleHammer: 1, Chest: 1},
		Blue:   {Clan: 2, Chest: 2, Hammer: 1, Shield: 1},
		Red:    {Clan: 2, Shield: 2, Hammer: 1, Ship: 1},
	}
	for c := Colour(0); c < NumColours; c++ {
		total := 0
		for f := Face(0); f < NumFaces; f++ {
			assert.Equal(t, want[c][f], FaceCount(c, f), "%v %v", c, f)
			assert.Equal(t, want[c][f] > 0, HasFace(c, f), "%v %v", c, f)
			total += FaceCount(c, f)
		}
		assert.Equal(t, 6, total, "%v has six sides", c)
		// The clan icon is one of each colour's two double-frequency faces (spec §1).
		doubles := 0
		for f := Face(0); f < NumFaces; f++ {
			if FaceCount(c, f) == 2 {
				doubles++
			}
		}
		assert.Equal(t, 2, doubles, "%v", c)
	}
}

func TestHasFaceRefusesWhatNoDieShows(t *testing.T) {
	for _, tc := range []struct {
		c Colour
		f Face
	}{
		{Yellow, Hammer}, {Yellow, Shield}, {Blue, Ship}, {Blue, DoubleHammer},
		{Red, Chest}, {Red, DoubleHammer}, {AnyColour, Ship}, {Yellow, Face(9)},
	} {
		assert.False(t, HasFace(tc.c, tc.f), "%v %v", tc.c, tc.f)
	}
}

func TestFaceNames(t *testing.T) {
	assert.Equal(t, "Village", Yellow.FaceName(Clan))
	assert.Equal(t, "Wave", Blue.FaceName(Clan))
	assert.Equal(t, "Keep", Red.FaceName(Clan))
	assert.Equal(t, "Double Hammer", Yellow.FaceName(DoubleHammer))
	assert.Equal(t, "any colour", AnyColour.String())
	assert.Equal(t, "red", Red.String())
}

func TestHammerValue(t *testing.T) {
	want := map[Face]int{Hammer: 1, DoubleHammer: 2}
	for f := Face(0); f < NumFaces; f++ {
		assert.Equal(t, want[f], HammerValue(f), "%v", f)
	}
}

// TestCombatDie checks the black die of spec §2.1: two sides each of 2, 1 and 0 successes.
func TestCombatDie(t *testing.T) {
	count := map[CombatFace]int{}
	total := 0
	for _, f := range CombatSides {
		count[f]++
		total += f.Successes()
	}
	require.Len(t, count, NumCombatFaces)
	for f := CombatFace(0); f < NumCombatFaces; f++ {
		assert.Equal(t, 2, count[f], "%v", f)
	}
	assert.Equal(t, 2, DoubleAxe.Successes())
	assert.Equal(t, 1, SingleAxe.Successes())
	assert.Equal(t, 0, Blank.Successes())
	assert.Equal(t, 6, total)
}
