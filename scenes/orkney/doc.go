// Package orkney is the Orkney board scene: the hot-seat table where two to five players place
// island tiles, build, lay trade routes, trade and fish until the final scoring (Orkney spec §9).
//
// The scene is a controller around the rules engine (northtable/rules/orkney): it only asks the
// engine what is legal (Game.Check, Game.Legal, Game.LegalCells) and tells it what was chosen
// (Game.Apply). Rules resolve instantly; the visible consequences play from an animation queue,
// and pointer input is read only while that queue is idle.
//
// Coordinates: the board lives in world units where a hex has size 96 (centre to corner, the
// sprite base size); a camera maps world units to the 1600x900 logical screen.
package orkney
