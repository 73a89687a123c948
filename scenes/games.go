package scenes

import (
	"northtable/rules/orkney"
	"northtable/rules/reavers"
	"northtable/rules/record"
	"northtable/rules/reykholt"
	orkscene "northtable/scenes/orkney"
	rvscene "northtable/scenes/reavers"
	rkscene "northtable/scenes/reykholt"
	"northtable/scenes/table"
)

// GameInfo describes one game for the menu, setup, the command line and the table shell.
type GameInfo struct {
	ID    string // command-line id and sprite suffix: "orkney" -> cover/orkney
	Title string // display name
	Blurb string // one line for the menu card, our own words
	// MinPlayers and MaxPlayers are the seats the game takes: its Def's SeatRange for a
	// playable game (the rules say; the menu never restates them).
	MinPlayers     int
	MaxPlayers     int
	DefaultPlayers int
	// Def is the game's rules definition for records (nil while the game is not playable).
	Def record.Definition
	// Private says the game hides something from some seats, so hot-seat play needs the curtain.
	Private bool
	// Rules is the rules summary page shown from the in-game menu (paragraphs, "# " headings).
	Rules []string
	// New builds the board scene for a table; nil means the game is not playable yet.
	New func(*table.Table) (table.Board, error)
	// Reason says why an unplayable game cannot be chosen.
	Reason string
}

// Games lists the games on the menu, in order. A game whose board scene exists gets its
// factory here; its player range comes from its rules definition.
func Games() []GameInfo {
	games := []GameInfo{
		{
			ID: "orkney", Title: "Orkney", DefaultPlayers: DefaultPlayers,
			Blurb: "Lay island tiles, build farms and castles, link them with trade routes.",
			Def:   orkney.Definition{}, Private: true, Rules: orkscene.RulesSummary,
			New: func(t *table.Table) (table.Board, error) { return orkscene.NewBoard(t) },
		},
		{
			ID: "reykholt", Title: "Reykholt", DefaultPlayers: 2,
			Blurb: "Grow vegetables in geothermal greenhouses and feed the tourists.",
			Def:   reykholt.Definition{}, Rules: rkscene.RulesSummary,
			New: func(t *table.Table) (table.Board, error) { return rkscene.NewBoard(t) },
		},
		{
			ID: "reavers", Title: "Reavers of Midgard", DefaultPlayers: 2,
			Blurb: "Raid the coasts, roll the dice, earn glory for your jarl.",
			Def:   reavers.Definition{}, Private: true, Rules: rvscene.RulesSummary,
			New: func(t *table.Table) (table.Board, error) { return rvscene.NewBoard(t) },
		},
	}
	for i := range games {
		if d := games[i].Def; d != nil {
			games[i].MinPlayers, games[i].MaxPlayers = d.SeatRange()
		}
	}
	return games
}
