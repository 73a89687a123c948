// Package reavers is the Reavers of Midgard board scene (Reavers spec §11), a table.Board on
// the shell of scenes/table and the widgets of render, made on the one template of every board
// (scenes/table doc, "One template for every board"): Board (board.go) is three roles over one
// shared position, pos (targets.go: the shell, the viewer's View, its table.Index of targets
// to moves, the kit), each role holding only the few roles it uses, none the whole Board:
//
//   - the view draws (view.go): the top bar, the six Action Locations on a
//     render.LocationBoard, the decision panel, the log and the prompt bar into one cached
//     layer, with its parts as their own values: the displays (view_displays.go, their icon
//     lines view_icons.go), the seat boards with their trays and the Glory standings
//     (view_seats.go, each board laid out by layout.go), the Prophecy hands (view_hand.go),
//     the Glory pile popover (view_pile.go) and the combat panel (view_combat.go);
//   - the picker maps input to moves (input.go): the pointer, the longship's drag and the
//     prompt bar's words, with its parts: the decision panel's answers (input_panel.go), the
//     pay and discard pick on the viewer's tray (input_dice.go) and the displays' chooser
//     (input_chooser.go);
//   - the motion plays what a move changed on the shell's queue (anim.go): the longship
//     glides, the round end's banner and the rolls (anim_roll.go).
//
// Tests and tools read the board through one read-only probe value, Where (where.go), with
// Where.Seats for the player boards and Where.Motion for the animations; where a widget has
// its own read-only view (the answer list's AnswersShown, a copy of the location board or the
// combat panel, DiceTrayView, HandView) the probe hands that over. No probe changes the board.
// The words, costs and rule facts on screen come from rules/reavers (labels, card and board
// words, glyphs, payments): the board words no move, card, cost or refusal itself.
//
// The decision panel (input_panel.go) is the shell's table.AnswerList given the pending
// decision's legal moves as answers in the rules' words (Game.Label, ShortLabel, AltLabel):
// the many payments of one answer (one rv.GroupKey) are one answer paying the rules'
// suggestion (Game.Suggested: SuggestPayment for a cost, SuggestCommitment's just enough dice
// for a fight) with a group naming that answer (Game.OthersLabel) listing the rest, each by
// its dice; a die's face (a Rest, a new die, a discard) is offered as the dice, one tap each;
// an answer that chooses a card (Game.ChoiceWords) shows the card. A location is also chosen
// by a click on it or by dragging the selecting seat's longship onto it; a taken location
// says who took it.
//
// Payments are also picked die by die (input_dice.go): while the viewer answers with a payment
// of dice (Activate, a Sea Journey, a Sea Battle, Peace, a fight's Commit, a loss), the
// suggested payment's dice stand picked on the viewer's tray, a tap adds or takes out a die,
// and the pay button pays exactly the dice picked when a legal payment spends exactly those
// (rv.MatchPick) or waits and says why (Game.PickRefusal: "That is 1 die short of the cost: 2
// Chest"). At Capacity a tap on a die of the tray discards it.
//
// Every roll the engine makes is shown (anim_roll.go): EvRoll dice are thrown into the seat's
// tray and land in the places it keeps empty for them (render.DiceRoll.LandOn), their result
// worded on the tray's title line; EvCombatRoll throws the Combat dice onto a combat panel
// (render.CombatRoll: a re-roll tumbles only the dice rolled again), the fight's outcome shown
// once they land, a roll that decides it held verdictTicks longer; EvTradeDice shows the new
// Trade dice over their location. Each roll plays on the shell's queue at the animation-speed
// setting, skipped by a press or Space, nothing pushed with animations off. While one plays,
// the shell holds the answers back and the board, from its own record of the rolls it pushed
// (rolls.flying), says the dice are rolling.
//
// The displays (view_displays.go) are laid out as spots, each drawn and hit-tested from one
// rectangle (render.Spots): Recruit Reavers' stacks, the Raids' pairs, the Sea Battles, the
// Trade dice and Prophecies, the Territory stacks and every deck's piles (render.DeckChip),
// the cards as the kit's Strip CardViews and icon lines where words would not fit. When the
// viewer's decision chooses a thing a display shows, the things it may choose glow and the
// others of their kind dim; a tap on a glowing one plays its move, a Territory open to Force
// and Peace opens a render.ChoicePopover beside it, a tap on a dimmed one says the engine's
// refusal. Every card, die, pile and location says its whole words on hover and long-press.
// With 3 players the location the Honour Ship took shows its pawn (Game.HonourLocation).
//
// The player boards (view_seats.go, layout.go: the seat deciding large at the left, the
// others compact) show a player's whole area (spec §11 "Player boards"): render.SeatHeader,
// the dice by face on a render.DiceTray, the Leader and the four Specialise slots with their
// Reavers as render.CardStrips, the Artifacts, the Ship Upgrades and the token stocks
// (render.CountRow); the Glory standings are a render.Standings. A name too long for a narrow
// board is shown by its first word or left to the hover, never cut (a test checks every
// board for 2 to 4 players). The Prophecy hand (view_hand.go) is a render.Hand, face up only
// on the viewer's own board and drawn from the viewer's View, where the other hands are
// counts. A chip on each board opens the Glory pile and Territories in a render.ListPopover
// (view_pile.go).
//
// The turn's flow is seen (anim.go): a location selected by anyone has the longship (or the
// Honour Ship) glide from the selector's board onto it, the spot empty until it lands; a
// round's end shows a banner ("Round 2 ends" over what the cleanup did) while the refilled
// displays fade in (render.Banner.Reveal), a toast instead with animations off.
//
// The picker's announce (input.go) names the longship, the free locations and the panel's
// buttons to the browser test (build/e2e/README.md).
//
// A hint (Table.AskHint, hint.go) rings in gold the location the longship goes to, the
// displays' spot or the tray's die of the hinted move, in the cached layer whose key counts
// the hints; the decision panel's answer for it is marked by the shell's answer list.
package reavers
