package table_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"northtable/rules/bot"
	"northtable/rules/record"
	"northtable/scenes/scene"
	"northtable/scenes/table"
)

// A computer seat's level goes into the record and comes back from it; a computer seat of a
// record that names no level (or one this version does not know) plays at Normal.
func TestComputerLevelsAreSavedWithTheSeats(t *testing.T) {
	in := []scene.Seat{{Name: "Ann", Colour: 0}, {Name: "Computer (Hard)", Colour: 1, Bot: true, Level: bot.Hard},
		{Name: "Computer (Easy)", Colour: 2, Bot: true, Level: bot.Easy}}
	setup := table.NewSetup(in, 5, nil)
	assert.Equal(t, record.Seat{Name: "Ann", Colour: 0, Kind: record.Human}, setup.Seats[0])
	assert.Equal(t, record.Seat{Name: "Computer (Hard)", Colour: 1, Kind: record.Computer, Level: "hard"}, setup.Seats[1])
	for i, rs := range setup.Seats {
		assert.Equal(t, in[i], table.SeatOf(rs))
	}
	for _, level := range []string{"", "grandmaster"} {
		got := table.SeatOf(record.Seat{Name: "C", Kind: record.Computer, Level: level})
		assert.Equal(t, bot.Normal, got.Level, "%q", level)
		assert.True(t, got.Bot)
	}
}
