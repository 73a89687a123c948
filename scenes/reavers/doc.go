// Package reavers is the Reavers of Midgard board scene (Reavers spec §11), a table.Board on
// the shell of scenes/table and the widgets of render. It is only its layout (layout.go), its
// view (draw.go: the six Action Locations on a render.LocationBoard with their displays, every
// seat's player board, the seat deciding drawn larger with its dice on a render.DiceTray, the
// Glory standings) and its input-to-move mapping (board.go, panel.go).
//
// Every decision of spec §10.2 can be answered from the decision panel: it lists the pending
// decision's legal moves as buttons in plain words (words.go), the many payments of one answer
// grouped under one button that pays the engine's suggested payment (Player.SuggestPayment),
// with "Other payment…" listing the others. A location is also chosen by a click on it or by
// dragging the selecting seat's longship from its board onto it; a taken location says who
// took it on hover and when refused.
//
// The player boards (seat.go, layout.go: the seat deciding large at the left, the others
// compact) show every part of a player's area (spec §11 "Player boards"): dice by face on a
// render.DiceTray, the Leader and the four Specialise slots with their cards as strips of the
// Reaver card frames (clan and tier), the Artifacts with their die and Glory, the Ship
// Upgrades, the token stocks, Glory and the markers held; each part says its whole text on
// hover and long-press (a name too long for a narrow board is shown by its first word or left
// to the hover, never cut: a test checks every board for 2 to 4 players). The Prophecy hand
// (hand.go) is a render.Hand: face up only on the viewer's own board, from the viewer's View,
// where the other hands are counts, so no drawing can show them; a card rested on is
// enlarged. A chip on each board opens the Glory pile and the Territories row in a popover
// (pile.go), closed by Back or a press outside.
//
// where.go is the probe surface tests and tools drive the board through: where each thing is
// drawn and takes the pointer, and the panel's buttons with their moves.
package reavers
