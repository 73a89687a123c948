// Package orkney is the Orkney board scene: the board where two to five players place island
// tiles, build, lay trade routes, trade and fish until the final scoring (Orkney spec §9).
//
// It runs inside the table shell (scenes/table), which owns the game as a record.Match, the
// turn flow and its words (table.Turn), undo, saving, the log, the prompt line, the top bar's
// title, the animation queue and the in-game menu. The board draws from the viewer's View (so
// no hidden tile, fish value or task can leak through a drawing bug) and plays what the player
// chose with Table.Play; while the viewer may not act its action buttons are greyed with the
// shell's words and nothing private is drawn (offTurn).
//
// # Roles (board.go)
//
// The board has the files and the shape of every board (scenes/table, "One template for every
// board"). Board implements table.Board by wiring five roles over one shared pos (targets.go):
// the shell, the viewer's View with its static geometry (boardView, layout.go), the decision's
// facts (uiState) and the table.Index of targets, the drawing kit and the clock. Each role
// keeps its own state and holds pointers to the few roles it uses, never to the Board:
//
//   - view (view.go): the board on the kit's hex map (render.HexMap: the camera, its gestures
//     and glide, the backdrop, the sprites in layers, the cells' glow, the ghost of the tile
//     in hand). The view says only what is Orkney's: which sprites make a placed tile
//     (render.HexLayers), the connections and routes, the islands' and connections'
//     highlights, and the tile itself (drawTile, the ghost's render.HexPiece).
//   - panels (view_panels.go): the top bar's status, the seat panels (render.SeatHeader), the
//     supply, the score track, the right column with the revealed tile's slot, the task choice
//     (render.CardChoice) and the private box (render.NumberedTokens), drawn into one cached
//     layer with the shell's chrome; and the action buttons' registry (render.Controls, laid
//     out from the index by layoutControls, a greyed one with the rules' reason, WhyNone).
//   - picker (input.go): pointer, keys and the tile in hand (input.Drag) to targets: the wheel
//     turns the tile in hand or over its slot and otherwise zooms the map; hover looks, the
//     ghost's legality, taps on the board and the buttons, the browser test's announcements,
//     and the prompt line refined for the mode (Table.SetBar). A click on the shell's toast
//     (Table.ToastRect) is not a board click.
//   - modes (input_modes.go): what a click means now (build, route, extra route, the credit and
//     end-of-turn popups), playing a move and saying a refusal.
//   - motion (anim.go): a move's events as small animation values on the shell's queue (a tile
//     snapping or flying in, a fish token laid, a building set down, floating gains, a
//     discarded tile, the camera's glide), and which of them stand in for something drawn in
//     place until they end (standIn).
//
// Where (where.go) is the probe value tests and tools read the board through
// (orkneytest.Gestures turns a move into the input that makes it, read off Where alone);
// Detail (board.go) is the results screen's reveal.
//
// # Input to moves
//
// After every change the board builds the table.Index of the position's legal moves by target
// (targetsOf): the cell a tile is dropped on, the island of a building kind, the connection of
// a route or a bought route, a task card, and the buttons (a build kind, Lay route, Extra
// route, each trade, Go fishing, End turn), each holding every move it leads to. Highlights,
// hover looks and clicks all ask the index; a refused click's toast is the index's WhyNot, the
// rules' Check words for the move clicked. No refusal is worded in the scene. The tile in hand
// lights the cells it fits as turned bright and those it fits only turned otherwise dim (the
// rules' Check for each turn, uiState); over a cell where it does not fit as turned, the prompt
// line gives the rules' words for that cell, so the reason is there before the drop. A tile let go anywhere on the board that it
// does not fit glides back with the same words; one let go as the board moved under it glides
// back saying so; one let go over the panels just goes back.
//
// Coordinates: the board lives in world units where a hex has size 96 (centre to corner, the
// sprite base size); the camera maps world units to the 1600x900 logical screen. The panels'
// layer is redrawn only when its key (with the shell's table.ChromeKey) changes; the map is
// drawn every frame, since the camera pans and zooms.
//
// A hint (Table.AskHint, hint.go) rings in gold the cell (with the tile shown there turned as
// the hint places it, and so turned in its slot), island, connection or task card of the
// hinted move and the button that leads there; the map's rings are drawn every frame, the
// buttons' in the panels' layer, whose key counts the hints.
package orkney
