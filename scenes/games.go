package scenes

import (
	"northtable/scenes/orkney"
	"northtable/scenes/scene"
)

// GameInfo describes one game for the menu, setup and the command line.
type GameInfo struct {
	ID             string // command-line id and sprite suffix: "orkney" -> cover/orkney
	Title          string // display name
	Blurb          string // one line for the menu card, our own words
	MinPlayers     int
	MaxPlayers     int
	DefaultPlayers int
	// New builds the board scene; nil means the game is not playable yet.
	New scene.Factory
	// Reason says why an unplayable game cannot be chosen.
	Reason string
}

// Games lists the games on the menu, in order. A game whose board scene exists gets its
// factory here.
func Games() []GameInfo {
	return []GameInfo{
		{
			ID: "orkney", Title: "Orkney", MinPlayers: 2, MaxPlayers: 5, DefaultPlayers: DefaultPlayers,
			Blurb: "Lay island tiles, build farms and castles, link them with trade routes.",
			New:   orkney.New,
		},
		{
			ID: "reykholt", Title: "Reykholt", MinPlayers: 1, MaxPlayers: 4, DefaultPlayers: 2,
			Blurb:  "Grow vegetables in geothermal greenhouses and feed the tourists.",
			Reason: "Reykholt is coming in a later version",
		},
		{
			ID: "reavers", Title: "Reavers of Midgard", MinPlayers: 2, MaxPlayers: 4, DefaultPlayers: 2,
			Blurb:  "Raid the coasts, roll the dice, earn glory for your jarl.",
			Reason: "Reavers of Midgard is coming in a later version",
		},
	}
}
