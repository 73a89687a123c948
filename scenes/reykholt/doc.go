// Package reykholt is the Reykholt board scene (Reykholt spec §11) inside the table shell
// (scenes/table), which owns the game as a record.Match, the turn, undo, saving, the log and its
// panel, the prompt bar, the top bar's title, the animation queue, toasts, the game menu and the
// results hand-off. Reykholt hides nothing from any seat, so the shell raises no curtain.
//
// # Roles (board.go)
//
// The board has the files and the shape of every board (scenes/table, "One template for every
// board"). Board implements table.Board by wiring three roles over one shared pos (targets.go:
// the shell, the viewer's View, the position's table.Index of targets to moves, the drawing
// kit): the view (view.go) fills the kit's widgets from the position and draws them; the picker
// (input.go, targets.go) maps the pointer to targets and moves, keeps the choices in progress
// and words the prompt bar; the motion (anim.go) turns a move's events into animations. Where
// (where.go) is the probe value that gives the rectangles of the last draw to tests and tools
// that play through the input.
//
// # Layout (layout.go, logical px on the 1600x900 canvas)
//
// The tourism track (render.ScoreTrack, TrackEdge layout: tables 0–30, managers stacked by arrival,
// lap badges "+6") runs around the action-space grid (render.WorkerGrid: columns Property, Field,
// Market, Town Hall; flags, workers, the 3-player covering tile, solo blockers), the greenhouse
// piles (render.CardPile with a render.GreenhouseCard on top, G17 as a card back) and the service
// display (render.CardView, landscape cards one above the other, each text fitted whole so no
// card needs hovering) with the goods stack (render.TokenRow). The right-hand column holds one
// panel per seat (render.SeatHeader: name, start tag, table and flags used; stock counters,
// workers at home, greenhouses laid by render.FitCards, service-card chips, render.Chip, each as
// wide as its name and state, with spent / used marks and the other holder of a shared card) and
// the shell's log. The bottom bar is the shell's prompt bar with the board's buttons and the
// goods chooser.
//
// # Input to moves
//
// After every change the picker builds the index of the rules' Legal moves by target (targetsOf: a
// space, a greenhouse, a pile, a card, the goods chooser, a prompt-bar button keyed by its move),
// so it offers exactly the moves the rules accept: a worker disc dragged from the mover's panel
// (input.Drag) or a click places on a glowing space, and a dimmed target says why — the index's
// WhyNot, the rules' Check words for the move a click there would make, worded only for the widget
// under the pointer or a drop or click — on hover and in a toast. A greenhouse with several moves
// (a seeding's good or companion, a mixed greenhouse's good, a Farm to Table payment) opens them in
// the bar; goods are chosen one by one on the bar's counters until a legal selection is complete;
// the bar's buttons are table.Choice data: the parts of an "and" or "OR", Done (only when stopping
// is legal, spec §11), Stay at home, and in Tourism Time each way to Advance (its cost after the
// player's cards), Bonus (the goods it gives) and Stop (greyed, with the reason, until the Bonus is
// used). A sub-choice with a single legal move is still clicked: the board confirms nothing by
// itself.
//
// # Drawing and animation
//
// The view draws into a render.HoverLayer redrawn only when the position, the widget under the
// pointer, a due tooltip, the shell's chrome (table.ChromeKey) or a piece in flight changes; an
// idle frame copies it (BenchmarkReykholtDraw). The motion pushes to the shell's queue a
// render.Glide of a worker from its panel to its space or a manager along the track (blocking: the
// next decision waits), a render.Banner for phases and Homecoming, and render.Flashes on the places
// a move changed (greenhouses harvested or seeded, stocks, with the goods gained).
//
// # Hint
//
// A hint (Table.AskHint, hint.go) is shown as table.Hinter asks: the action space, greenhouse,
// pile, service card or goods of the hinted move are ringed in gold (render.UI.HintMark) in the
// cached layer, whose key counts the hints, and the prompt bar says the move with the rules'
// labels; a move the prompt bar offers as it is is left to the shell, which marks its button.
package reykholt
