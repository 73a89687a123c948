// Package reykholt is the rules engine of Reykholt, the worker-placement and tourism-race game
// of Northtable: a pure, deterministic implementation of the rules contract (package rules,
// second edition) following the Reykholt rules specification (specs/reykholt.md): setup (§2),
// the four phases of a round (§3), both board sides (§4), the 23 greenhouses (§5), the 36
// service cards in five sets (§6), the tourism track with laps (§7), the end (§8) and solo
// play (§9).
//
// # Data
//
// Everything printed is in Go tables (data.go, effects_data.go): Side.Spaces, Greenhouses,
// Cards, TableAt. Spaces and Once/Any cards are trees of the spec's primitives (§4.3: Take,
// TakeChoice, TakeGH, Seed, Harvest, Ex, TakeCard, ShareCard, And, Or); the engine interprets
// the trees and never names a space or card in its logic. Ongoing cards are rules the engine
// consults by role (the card… variables of data.go), each bound to its printed id once.
//
// # Decisions
//
// One decision is pending at a time (§10.1); Decision names its kind (Decide… constants) and
// Prompt words it with the space or card it belongs to (Source). An effect in progress is a
// stack of frames, one per primitive; Apply carries out the move and then everything that
// needs no choice: single-pile greenhouse takes, goods, finished frames, the triggered cards,
// Harvest Time without choices, Homecoming and the solo round start. Moves are the value types
// of moves.go; EncodeMove/DecodeMove and Definition serialise them for game records.
//
// Refusals are *rules.IllegalMoveError with Rule (a Rule… constant naming the spec section),
// Detail (for developers) and Words (for players, without codes: RuleWords). Legal offers only
// moves validate accepts, so Legal and Apply agree by construction; Check is validate.
//
// # Search: AppendLegal, Allowed and the cheap legality test
//
// validate (and the …Rule tests it calls) answers the Rule… constant a move breaks, or "",
// and makes the refusal's detail and words only when handed a *refusal to fill: Check and
// Apply hand one only for a refused move, so the words are made when a refusal is shown.
// AppendLegal offers the candidates of the pending decision and keeps those validate accepts
// with no refusal wanted; Allowed is that same test. Every move AppendLegal can list is a box
// made once when the package loads (intern.go: placements, cards, goods choices, payments …),
// so listing the legal moves into a buffer with room allocates nothing, and neither does
// Allowed. Event details come from a small cache of recent boxes (they recur from game to
// game), so a random 4-player playout allocates about 10 times (1,467 before).
//
// # Undo boundary (Outcome.Final; spec §10.3, CLARIFICATIONS 17)
//
// A move is final when it took a card from the random pile (a space, an exchange, a card:
// the pile's order below the top is unseen, so the take reveals a card), or when it finished a
// turn: a placement turn (the placement with its sub-choices and triggers, or a Pass), one
// player's Harvest Time choices, a Tourism turn (Stop), and the last move of the game. The
// sub-choices inside a turn, Any cards used before placing, and Tourism advances before Stop
// are not final.
//
// # Hidden information, View and Determinize
//
// Nothing is private (§1): no event is private and every seat's View is the same. The only
// unknown is the order of the random pile below its top; a view lists those cards in
// ascending order. Determinize shuffles them and reseeds the generator (which is not used after
// setup, so the pile's order is all samples differ in).
//
// # State codec (for the table server)
//
// Definition.EncodeState writes a position as Hash's canonical encoding (view.go's encode,
// beginning "reykholt/1": every field of the state in fixed-size little-endian numbers),
// followed by the setup's events (Opening) with their Details as JSON. DecodeState checks
// every value's range as it reads it, that each greenhouse lies in one place at most and is
// held by its owner, that the game read encodes to the very bytes read, and finally probes it
// (every question answered, every legal move taken on a copy). A seat's View in the middle of
// a game is about 780 bytes with 2 seats and 830 with 4 (about 1,100 in base64). Event
// Details are JSON of their own types (statecodec.go's table).
//
// # Readings and choices where the spec leaves room
//
//   - Seats are fixed in clockwise order. The table's setup screen chooses (or draws) who
//     starts and seats that player first, so a normal game (Definition.NewGame) starts with
//     seat 0; Setup.Start names another start seat, or -1 draws one. Managers arrive on table 0
//     from the start player clockwise, so the start player stands at the back (§2 step 7).
//   - Chance: one math/rand/v2 PCG seeded with (Setup.Seed, a fixed stream constant) draws, in
//     this order, the random set (when asked), the random pile's order, the display and the
//     start player (when drawn). Setup.RandomPile and Setup.Display fix them for tests.
//   - Triggered cards answer an effect after it is finished (the space with all its actions, or
//     an Any card), in card-id order, and only cards the player held when the effect began: a
//     card taken on a space does not answer that same placement. Street Party (E4) counts the
//     player's workers already in the row before the new one (solo: either colour).
//   - Second Pass (C4) and Land Survey (E7) are decisions (a harvest, a good to choose); Second
//     Pass is mandatory when a greenhouse holds a good, like every possible part (§6.1).
//   - A greenhouse take listing two or more piles is a decision even when only one of them has
//     cards (the scene may confirm a single legal move); a take listing one pile is automatic.
//   - A Seed or Harvest step ends by itself at its maximum; before that Done stays the decision
//     even when nothing more could be done (spec S05).
//   - Both, Please (B3) applies when the Market space's effect is an OR (M6, m3).
//   - Companion Planting (C3): the companion is a mushroom, cauliflower or carrot other than the
//     seeded good. A mixed greenhouse gives the good its owner picks in Harvest Time; the cards
//     that double a harvest (A5, C5) never meet C3 in one game, since a game uses one set.
//   - Chef's Swap (D2) replaces one demanded good by 2 tomatoes per table; Farm to Table (D5)
//     takes up to 2 demanded goods from the player's greenhouses (both may come from one),
//     once a round. Advance lists its greenhouses sorted, real ones first; other orders are
//     refused.
//   - Any cards may be used in a Tourism turn before and after the Bonus, until Stop.
//   - Results: Score.Total is the track position (solo: position − 21, negative when the goal
//     was missed); Tiebreak is "arrived later" / "arrived earlier" when players share a table;
//     solo's Tiebreak is the second figure of §9.
package reykholt
