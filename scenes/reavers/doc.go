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
// The displays (display.go, target.go) are laid out as spots, each drawn and hit-tested from
// one rectangle: Recruit Reavers' stacks, the Raids' linked pairs, the Sea Battles, the Trade
// dice and Prophecies, the Territory stacks, and every deck's draw and discard pile beside its
// location's pawn spot (the Sea Journeys on a strip of Battle at Sea), with their counts. When
// the viewer's pending decision chooses a thing a display shows (a stack or the deck's top, a
// pair, a Sea Battle, a Trade die or Prophecy, a Territory stack, the teal Promote bonus's
// Spoils deck), the things it may choose glow and the others of their kind dim; a tap on a
// glowing one plays the move its panel button plays (the panel's suggested payment among
// several), a Territory stack open to Force and Peace opens a chooser of the two beside it, a
// tap on a dimmed one says the engine's refusal in words. Every card, die, pile and location
// says its full words on hover and long-press (render.Controls), beside the thing and never
// over the top bar's status line. A display card's gains, a Sea Battle's combination and a
// Territory's Peace cost and reward are drawn as counts and pictures where the words would not
// fit the column (display_icons.go); the words drawn cut short are listed for a test
// (CutDisplayWords). With 3 players the location the Honour Ship took shows the Honour Ship
// pawn (rules' HonourLocation; in the final windows the record's last selection).
//
// where.go is the probe surface tests and tools drive the board through: where each thing is
// drawn and takes the pointer, and the panel's buttons with their moves.
package reavers
