// Package reavers is the Reavers of Midgard board scene (Reavers spec §11), a table.Board on
// the shell of scenes/table and the widgets of render, made on the one template of every board
// (scenes/table doc, "One template for every board"): Board (board.go) is three roles over one
// shared position, pos (targets.go: the shell, the viewer's View, its table.Index of targets
// to moves, the kit), each role holding only the few roles it uses, none the whole Board:
//
//   - the view draws (view.go): the top bar, the six Action Locations on a
//     render.LocationBoard, the decision panel's list, the log and the prompt bar into one
//     cached layer, with its parts as their own values: the pen (fitted words and small
//     pictures, view_pen.go), the displays (view_displays.go, view_icons.go), the seat boards with
//     their trays and the Glory standings (view_seats.go, where layout.go lays each board out),
//     the Prophecy hands (view_hand.go), the Glory pile popover (view_pile.go) and the combat
//     panel (view_combat.go);
//   - the picker maps input to moves (input.go): the pointer, the longship's drag and the
//     prompt bar's words, with its parts: the decision panel's answers (input_panel.go), the
//     pay and discard pick on the viewer's tray (input_dice.go) and the displays' chooser
//     (input_chooser.go);
//   - the motion plays what a move changed on the shell's queue (anim.go): the longship
//     glides, the rolls (anim_roll.go) and the round end's banner (anim_cleanup.go).
//
// Tests and tools read the board through one read-only probe value, Where (where.go), with
// Where.Seats for the player boards and Where.Motion for the animations; no probe changes the
// board. What is this game's own, below: the decision panel of answers, the payments picked die
// by die, every roll shown, the displays chosen on, the player boards, the turn's flow seen.
// Its words, costs and rule facts come from rules/reavers (labels, card and board words,
// payments): the board words no move, card, cost or refusal itself.
//
// Every decision of spec §10.2 can be answered from the decision panel (input_panel.go), the shell's
// answer list (table.AnswerList) given the pending decision's legal moves as answers in the
// rules' words (Game.Label, ShortLabel, AltLabel: the board words no move, card, cost or refusal
// itself): the many payments of one answer (one rv.GroupKey) grouped under one answer that pays
// the rules' suggested payment (Game.Suggested: SuggestPayment for a cost, SuggestCommitment's
// just enough dice for a fight), with "Other payment…" listing the others; a choice of a die's
// face (a Rest on a die, a new die, a discard) offered as the dice themselves, one tap each; an
// answer that chooses a card (Game.ChoiceWords: a card resolved, a Prophecy kept, a display's
// cards taken) showing the card's words. An answer too long for its button, measured in
// the button's face, says how many dice it spends ("Commit 4 dice (4 Combat dice)"), and a
// long list of other payments names each by its dice' colour and face, all alike; the whole
// words stay on hover. A location is also chosen by a click on it or by
// dragging the selecting seat's longship from its board onto it; a taken location says who
// took it on hover and when refused.
//
// Payments are also picked die by die (input_dice.go): while the viewer answers with a payment of
// dice (Activate, a Sea Journey, a Sea Battle's combination, Peace; likewise the Hammer
// sources a combat commits and the dice a loss takes), the suggested payment's
// board dice stand picked on the viewer's dice tray, a tap adds or takes out a die, and the
// panel's pay button pays exactly the dice picked when a legal payment spends exactly those
// (rv.MatchPick: the stored dice and Ship Upgrade tokens of the suggested payment making up the
// rest where it has them), or waits and says why in the rules' words (Game.PickRefusal: "That
// is 1 die short of the cost: 2 Chest"); "Other
// payment…" still lists every payment, the way to spend dice stored on Artifacts or tokens
// otherwise.
// At Capacity a tap on a die of the tray discards it (the list of discards and stores stays).
//
// Every roll the engine makes is shown (anim_roll.go): a move's EvRoll events (a Reaver card's Gain
// dice, a Spoils card's rolled dice) throw the dice into the seat's tray, where they tumble and
// land on the engine's faces in the places the tray keeps empty for them (render.Die.Incoming),
// their result worded on the tray's title line; EvCombatRoll throws the Combat dice into a
// combat panel (a re-roll tumbles only the dice rolled again, the kept ones lie still), the
// successes counted and the fight's outcome shown once they land, even when the roll ended the
// fight; EvTradeDice shows the new Trade dice over the Trade location. Each roll is a
// render.DiceRoll on the shell's animation queue: wall-clock time at the animation-speed
// setting, a press or Space lands every die at once, input and computer moves wait for it, and
// with animations off (the setting, screenshots) nothing is pushed and the result shows at once.
// While a roll is on show the decision panel and the prompt bar say the dice are rolling and
// offer no answers (the decision after a roll would tell its result): the shell holds the
// answers back while its queue is busy, and the board, which keeps its own record of the rolls
// it pushed (rolls.flying), gives the words; a roll that decides its
// fight keeps Victory or Defeat on show 54 ticks longer than a roll's hold (verdictTicks).
//
// The displays (view_displays.go, targets.go) are laid out as spots, each drawn and hit-tested from
// one rectangle: Recruit Reavers' stacks, the Raids' linked pairs, the Sea Battles, the Trade
// dice and Prophecies, the Territory stacks, and every deck's draw and discard pile beside its
// location's pawn spot (the Sea Journeys on a strip of Battle at Sea), with their counts. When
// the viewer's pending decision chooses a thing a display shows (a stack or the deck's top, a
// pair, a Sea Battle, a Trade die or Prophecy, a Territory stack, the teal Promote bonus's
// Spoils deck), the things it may choose glow and the others of their kind dim; a tap on a
// glowing one plays the move its panel button plays (the panel's suggested payment among
// several), a Territory stack open to Force and Peace opens a chooser of the two beside it, a
// tap on a dimmed one says the engine's refusal in words. The targets go through the shell's
// table.Index (targets.go: each move's thing on the displays), which words a refusal only when
// it is first asked (a hover, a tap). Every card, die, pile and location
// says its full words on hover and long-press (render.Controls), beside the thing and never
// over the top bar's status line. The display cards are the kit's small landscape cards
// (render.CardView's Strip form); a card's gains, a Sea Battle's combination and a Territory's
// Peace cost and reward are drawn as the kit's icon lines (counts and pictures, a cost's dice
// by face on dice of no colour, since any colour pays) where the words would not fit the column
// (view_icons.go); the location board fits its own titles and cost lines; the words drawn cut
// short are listed for a test (CutDisplayWords, the location board's Cuts). With 3 players the location the Honour Ship took shows the Honour Ship
// pawn (rules' HonourLocation; in the final windows the record's last selection).
//
// The player boards (view_seats.go, layout.go: the seat deciding large at the left, the others
// compact) show every part of a player's area (spec §11 "Player boards"): the kit's
// render.SeatHeader (name, Glory, the markers held beside it), dice by face on a
// render.DiceTray, the Leader and the four Specialise slots with their cards as strips of the
// Reaver card frames (clan and tier), the Artifacts with their die and Glory, the Ship
// Upgrades, the token stocks (a two-digit count set smaller); a narrow slot shows the Reavers
// that keep a readable strip and counts the rest; the Glory standings are the kit's
// render.ScoreTrack; each part says its whole text on
// hover and long-press (a name too long for a narrow board is shown by its first word or left
// to the hover, never cut: a test checks every board for 2 to 4 players). The Prophecy hand
// (view_hand.go) is a render.Hand: face up only on the viewer's own board, from the viewer's View,
// where the other hands are counts, so no drawing can show them; a card rested on is
// enlarged. A chip on each board opens the Glory pile and the Territories row in a popover
// (view_pile.go), closed by Back or a press outside.
//
// The turn's flow is seen (anim.go, anim_cleanup.go): a location selected by a click, by another
// seat, a computer player or for the Honour Ship has the longship (or the Honour Ship) glide
// from the selector's board onto the location's spot, the spot empty until it lands (a pawn
// dragged there needs no glide); a round's end shows a banner over the board ("Round 2 ends"
// over "The displays are refilled · Bjørn starts round 3 · the Honour Ship passes to Cait")
// while the refilled displays fade in. Both are on the shell's animation queue like the rolls:
// at the speed setting, skippable, nothing pushed with animations off, when the round's end
// is said as a toast instead. The combat panel names what was committed to the fight (the
// Hammer sources of the fight's Commit and the Combat dice they gave); payment words name the
// Food and Favour of the cost with the dice ("Activate, paying 1 Food, a red Chest die and a
// blue Chest die").
//
// Where (where.go) is the probe surface tests and tools drive the board through: where each thing is
// drawn and takes the pointer, and the panel's buttons with their moves. The picker's announce (input.go) names the
// same targets to the browser test (build/e2e/README.md): the longship, the free locations and
// the panel's buttons.
package reavers
