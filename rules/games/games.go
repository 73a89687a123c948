// Package games lists every game's rules definition (record.Definition), for the programs that
// need the games without their boards: the table server, the arena, the load command and tests.
// The App pairs each definition with its board itself (scenes.Games).
package games

import (
	"northtable/rules/orkney"
	"northtable/rules/reavers"
	"northtable/rules/record"
	"northtable/rules/reykholt"
)

// All is every game's definition, in the menu's order.
func All() []record.Definition {
	return []record.Definition{orkney.Definition{}, reykholt.Definition{}, reavers.Definition{}}
}

// ByID is the definition of the game whose id is id ("orkney", "reykholt", "reavers"); ok is
// false for no such game.
func ByID(id string) (def record.Definition, ok bool) {
	for _, d := range All() {
		if d.GameID() == id {
			return d, true
		}
	}
	return nil, false
}
