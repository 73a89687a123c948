// Package orkney is the Orkney board scene: the board where two to five players place island
// tiles, build, lay trade routes, trade and fish until the final scoring (Orkney spec §9).
//
// The scene is only Orkney's layout, its board view and its input-to-move mapping; it runs
// inside the table shell (northtable/scenes/table), which owns the game as a record.Match, the
// turn flow (who is to move, computer seats, the curtain, and the words for both: table.Turn),
// undo, saving, the log and its panel, the prompt line, the top bar's title, the animation
// queue with its speed and skip, and the in-game menu. Board implements table.Board: it draws
// from the viewer's View (Show hands it over after every change, so no hidden tile, fish value
// or task can leak through a drawing bug) and plays what the player chose with Table.Play. The
// shell calls its Input only while the viewer may act; while they may not, its action buttons
// are greyed with the shell's words (panels.layoutControls) and nothing private is drawn (offTurn).
//
// # Roles (board.go)
//
// The board has the files and the shape of every board (scenes/table, "One template for every
// board"). Board implements table.Board (Show, Tick, Input, Back, Draw, Release) by wiring five
// roles over one shared pos (targets.go): the shell, the viewer's View with its static geometry
// (boardView), the decision's facts (uiState) and the table.Index of targets, the drawing kit
// and the clock. Each role keeps its own state and holds pointers to the few roles it uses,
// never to the Board:
//
//   - view (view.go): the board view, drawn on the kit's hex map (render.HexMap), which owns
//     the camera (world↔screen for cells, corners and edges, pan, zoom at a point, a capped fit
//     with the layout in reach as its Bounds, the glide held while a tile is lifted), the
//     zoom/pan keys and the wheel, pinch and drag-to-pan gestures, the sea backdrop, the
//     sprites in layers, the legal cells' glow and the ghost of the tile in hand marked as
//     fitting or refused. The view says only what is Orkney's: which sprites make a placed tile
//     (render.HexLayers: shadow, sea, land, coasts, then over the connections icons, printed
//     fish, fish tokens, route markers, buildings), the connections and routes, the islands'
//     and connections' highlights, and the tile itself (drawTile, the ghost's render.HexPiece).
//   - panels (view_panels.go): the top bar's status, the seat panels, the supply, the score
//     track, the right column with the revealed tile's slot, the task choice and the private
//     box, drawn into one cached layer with the shell's chrome; the kit's widgets draw the seat
//     panels' top rows (render.SeatHeader), the task choice (render.CardChoice) and the private
//     box's fish (render.NumberedTokens). It keeps the action buttons' registry
//     (render.Controls, laid out by layoutControls from the index) with their labels, enabled
//     state and, when greyed, the rules' reasons (WhyNone).
//   - picker (input.go): pointer, keys and the tile in hand (input.Drag) to targets — the
//     wheel turns the tile in hand or over its slot and otherwise goes to the map with the
//     other camera gestures; hover looks, the ghost's legality, taps on the board and the
//     registry's controls, the probe's announcements; a click on the shell's toast
//     (Table.ToastRect) is not a board click.
//   - modes (input_modes.go): what a click means now (build, route, extra route, the credit and
//     end-of-turn popups), playing a move through the shell (Table.Play) and saying a refusal,
//     and the prompt line refined for the mode (Table.SetBar).
//   - motion (anim.go): a move's events as small animation values for the shell's queue, and
//     which of them stand in for something drawn in place.
//
// Where (where.go) is the probe value tests and tools read the board through
// (orkneytest.Gestures turns a move into the input that makes it, read off Where alone);
// Detail (board.go) is the results screen's reveal.
//
// # Input to moves (targets.go, input.go, input_modes.go, view_panels.go)
//
// After every change the board builds the shell's table.Index of the position's legal moves by
// target (targetsOf): the cell a tile is dropped on, the island of a building kind, the
// connection of a route or a bought route, a task card, and the buttons (a build kind, Lay
// route, Extra route, each trade, Go fishing, End turn), each holding every move it leads to.
// Highlights (glowing islands and connections), hover looks and clicks all ask the index; a
// refused click's toast is the index's WhyNot — the rules' Check words for the move clicked —
// and a greyed button's reason is the rules' own answer for the button's kind of move
// (ork.Game.WhyNone: the rules choose which move of that kind to word, so the board picks no
// candidates). No refusal is worded in the scene. The prompt line refines the rules' Prompt for
// the board's modes ("Click a glowing island to build a farm") and shows the keys at its right
// end; while the tile in hand is over a cell where it does not fit, it gives the rules' words
// for that cell instead, so the reason is there before the drop (drawn in the bottom line, it
// never covers the cell aimed at). A tile let go anywhere on the board that it does not fit,
// open sea included, glides back with the same words; one let go as the board moved under it
// (a pan key at the release) glides back saying so; one let go over the panels just goes back.
//
// # Drawing and animation (view.go, view_panels.go, anim.go)
//
// The panels, the top bar, the prompt line and the log are drawn into one cached layer whose
// key holds the shell's table.ChromeKey; the board itself is redrawn every frame (the camera
// pans and zooms). A move's events become small animation values (a tile snapping or flying
// in, a fish token laid (render.Drop), a building set down (render.Ripple), floating gains
// (render.Floater, one after another by render.Stagger), a discarded tile, the camera's glide)
// pushed to the shell's queue (table.Table.Anims); a tile snapping or flying into its
// cell, going back to its slot or sinking out of it is the kit's piece glide painting the
// board's tile (render.Glide with Paint, and Target for a cell under a moving camera). An
// animation that stands in for something drawn in place hides it until it ends
// (standIn). The pieces any board draws with — the hex map and its camera glide, the resting
// pulse of highlights, curves, the turn arrow, pattern tiling — are the render kit's
// (render/hexmap.go, render/glide.go).
//
// Coordinates: the board lives in world units where a hex has size 96 (centre to corner, the
// sprite base size); a camera maps world units to the 1600x900 logical screen. where.go is the
// board's probe surface for tests; the picker's announcements feed the browser test.
package orkney
