package rules

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestOrdinal(t *testing.T) {
	for n, want := range map[int]string{1: "1st", 2: "2nd", 3: "3rd", 4: "4th", 11: "11th", 12: "12th", 13: "13th", 21: "21st", 22: "22nd", 103: "103rd", 111: "111th"} {
		assert.Equal(t, want, Ordinal(n))
	}
}

func TestList(t *testing.T) {
	for want, words := range map[string][]string{
		"":                    nil,
		"Ann":                 {"Ann"},
		"Ann and Bjørn":       {"Ann", "Bjørn"},
		"Ann, Bjørn and Cait": {"Ann", "Bjørn", "Cait"},
	} {
		assert.Equal(t, want, List(words))
	}
	assert.Equal(t, "re-roll, use an Artifact or accept defeat", OrList([]string{"re-roll", "use an Artifact", "accept defeat"}))
	assert.Equal(t, "retreat", OrList([]string{"retreat"}))
}

func TestLowerFirst(t *testing.T) {
	for in, want := range map[string]string{"Seed tomatoes": "seed tomatoes", "Ølfest": "ølfest", "": "", "x": "x"} {
		assert.Equal(t, want, LowerFirst(in), in)
	}
}
