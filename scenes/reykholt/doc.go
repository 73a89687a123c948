// Package reykholt is the Reykholt board scene (Reykholt spec §11): the layout, the board view
// and the mapping of input to moves, inside the table shell (scenes/table), which owns the game
// as a record.Match, the turn, undo, saving, the log and its panel, the prompt bar, the top
// bar's title, the animation queue, toasts, the game menu and the results hand-off. Reykholt
// hides nothing from any seat, so the shell raises no curtain.
//
// # Layout (layout.go, logical px on the 1600x900 canvas)
//
// The tourism track (render.ScoreTrack, TrackEdge layout: tables 0–30 around the board, the
// managers stacked front to back by arrival, lap badges "+6") runs around the board: the
// action-space grid (render.WorkerGrid: columns Property, Field, Market, Town Hall; flags,
// workers, the 3-player covering tile, solo blockers), the greenhouse piles (render.CardPile
// with a render.GreenhouseCard on top, G17 as a card back) and the service display
// (render.CardView) with the goods stack. The right-hand column holds one panel per seat
// (name, stock counters, table and flags used, workers at home, greenhouses with every parcel,
// service-card chips with spent / used marks and the other holder of a shared card) and the
// log (the shell's panel, placed by the board). The bottom bar is the shell's prompt bar: it
// says what is pending in the rules' words (Prompt, refined with the mover's name and the open
// greenhouse), holds the board's buttons and keeps room for the goods chooser.
//
// # Input to moves (targets.go, input.go)
//
// After every change the board builds the shell's table.Index of the rules' Legal moves by
// target (targetsOf: a space, a greenhouse, a pile, a card, the goods chooser, a prompt-bar
// button keyed by its move), so it offers exactly the moves the rules accept: a worker disc
// dragged from the mover's panel (input.Drag) or a click places on a glowing space, and a
// dimmed one says why — the index's WhyNot, the rules' Check words for the move a click there
// would make, worded only for the widget under the pointer or the target of a drop or click —
// on hover, on a long-press and, after a drop or a click, in a toast; sub-choices are answered
// by clicking the glowing target; a greenhouse with several moves (a seeding's good or companion, a mixed
// greenhouse's good, a Farm to Table payment) opens them in the bottom bar; goods are chosen
// one by one on the bar's counters until a legal selection is complete; the bar's buttons are
// table.Choice data: the parts of an "and" or "OR", Done (shown only when stopping is legal,
// spec §11), Stay at home, and in Tourism Time Advance (each way of paying, with its cost after
// the player's cards), Bonus (with the goods it gives) and Stop (greyed, with the reason, until the Bonus
// is used). A sub-choice with a single legal move is still clicked: the board confirms nothing
// by itself.
//
// # Drawing and animation (draw.go, anim.go, board.go)
//
// The board is drawn into a cached render.Layer that is redrawn only when the position, the
// widget under the pointer, a due tooltip, the shell's chrome (table.ChromeKey: the prompt bar,
// the log's lines and scroll, the turn) or a piece in flight changes; an idle frame copies the
// layer (BenchmarkReykholtDraw). Moves animate from their events, pushed to the shell's queue
// (table.Table.Anims): a worker glides from its panel to its space and a manager along the
// track (blocking, so the next decision waits), phases and Homecoming show a banner, and the places a move changed
// (greenhouses harvested or seeded, stocks) glow for a moment with the goods gained. Where.go
// gives the rectangles of the last draw for tests and tools that play through the input.
package reykholt
