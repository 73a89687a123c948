// Package orkney is the Orkney board scene: the board where two to five players place island
// tiles, build, lay trade routes, trade and fish until the final scoring (Orkney spec §9).
//
// The scene is only Orkney's layout, its board view and its input-to-move mapping; it runs
// inside the table shell (northtable/scenes/table), which owns the game as a record.Match, the
// turn flow, the curtain, undo, saving, the log and the in-game menu. Board implements
// table.Board: it draws from the viewer's View (Show hands it over after every change, so no
// hidden tile, fish value or task can leak through a drawing bug), asks that view what is legal
// (Game.Check, Game.Legal, Game.LegalCells) and plays what the player chose with Table.Play.
// Rules resolve instantly; the visible consequences play from the board's animation queue, and
// the shell hands input to the board only while that queue is idle.
//
// Coordinates: the board lives in world units where a hex has size 96 (centre to corner, the
// sprite base size); a camera maps world units to the 1600x900 logical screen.
package orkney
