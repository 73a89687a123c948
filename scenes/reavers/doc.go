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
// where.go is the probe surface tests and tools drive the board through: where each thing is
// drawn and takes the pointer, and the panel's buttons with their moves. announce.go names the
// same targets to the browser test (build/e2e/README.md): the longship, the free locations and
// the panel's buttons.
package reavers
