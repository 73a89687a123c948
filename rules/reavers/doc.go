// Package reavers holds the rules of Reavers of Midgard, the dice-and-raids game of Northtable,
// following the Reavers rules specification (specs/reavers.md): the game's data (every table of
// the spec as Go tables keyed by the spec's IDs, with the small types they are written in), the
// player area's payments, combat, losses and final scoring, and the engine on top of them (state,
// moves, decisions, the rules contract; see "The engine" below), which names no card, tile or
// location in its logic: changing a value in a table needs no engine change (spec §13).
//
// # Data and where it follows the spec
//
//   - Crew dice and the Combat die (§2.1): Colour, Face (the spec's Go model: Clan, Ship,
//     Chest, Shield, Hammer, DoubleHammer), DieSides, HasFace, HammerValue; CombatFace,
//     CombatSides, Successes (dice.go).
//   - Reaver cards (§6): the 45 cards M01–M15, P01–P15, T01–T15 in Reavers, their clans and
//     Promote bonuses in Clans (§6.2), the Specialise abilities by clan and tier in Specialise
//     (§6.3) (reavers_data.go).
//   - Action Locations (§5): Locations with their slot, cost, Trade or Subdue counts and
//     position bonuses; the Trade menu TradeRewardsMenu (§5.2); RestOptions (§4.3); TradeDice;
//     the per-count setup and selection order in Setups (§3, §4.1); FillOrder (§3 step 5);
//     Position (§1); the game's fixed numbers (limits, rounds, Glory floor)
//     (locations_data.go).
//   - Artifacts A01–A12 (§7.2), Village Spoils (§7.1: the Artifacts and VS01–VS09, 40 cards)
//     and Keep Spoils (§7.3: KS01–KS09, 40 cards) (spoils_data.go).
//   - Sea Journey J01–J14 (§7.4, 16 cards) and Sea Battle SB01–SB08 (§7.5, 24 cards)
//     (sea_data.go).
//   - Prophecies PR01–PR18 (§7.6) as conditions over a closed set of Measures
//     (prophecy_data.go).
//   - Territory stacks FOOD1–DICE3 (§7.7: nine stacks of four tiles) (territory_data.go).
//   - Final scoring (§9): TerrorLoss, TokenScorings with majority bonuses, SetTables for the
//     Keep Spoils sets and TapestryScore (scoring_data.go).
//
// A card kind with copies (VS04 Farm ×6) is one table entry with Copies; the …Cards functions
// list a deck's cards by kind, every copy once, in ID order, which is the order before the
// setup shuffle. Copies of one kind are interchangeable, so the engine names a card by its kind.
//
// # Effects are data
//
// Every resolution is an Option, a list of Effects carried out in order, and a choice is a
// list of Options (a Specialise ability, pay or suffer, Rest). An Effect is a comparable value
// of a small closed set of kinds (EffectKind: gain or discard tokens, gain or lose Glory, dice
// rolled, on chosen faces or on a fixed face, draw, lose dice) with parameters. Costs and
// requirements are Cost and Needs (Food, Favour, and Ship, Chest, Shield, Hammer or "any die"
// requirements, §2.3). A pillage is a Pillage (a Defence and a reward). Where a card truly
// needs its own rule it has a kind of its own, used by it alone, and its doc comment says so:
// DrawSpoilsChoice (the teal Promote), LoseHammerDie (J09), RaiseDefence (J10),
// ShipUpgradeCard (VS01–VS03), ProphecyKeep (VS09), PlaceArtifact (A01–A12 as Village Spoils),
// TradeRewards (A01), SubdueAttempts (A06), ExtraSuccess (A07), FreeReroll (A08).
//
// Effect.Words and Option.Words say any effect in plain words (words.go), so the abilities,
// rewards and bonuses need no second copy of their text; the tests hold the words of the
// Specialise table, every Sea Battle reward and every Territory reward against the cards' Text.
//
// A board words nothing itself (labels.go, cardwords.go): Game.Label is every move as its
// button reads (ShortLabel, AltLabel, PickedLabel the shorter forms of a payment), CardWords
// every card, PlacedWords, BoxWords, Artifact.Words, UpgradeToken.Words and StockWords the pieces
// of a player's area, Cost.Words and Needs.Words the costs, CannotPayWords what a seat lacks
// for a location, and PickRefusal why a pick of dice pays nothing. The six payment moves are
// Payers (payer.go): their dice and tokens (Paid), their answer without them (Unpaid, GroupKey),
// the cost they meet (CostOf), so no board asks which of the six it holds. The game also keeps,
// outside the hashed state, what a board shows of the past that no rule reads (Committed,
// HonourLocation), carried by Copy, SeatView and Sample and rebuilt by a record's replay.
//
// # Paying, fighting, losing and scoring
//
// Pure functions on a Player, which the engine calls (payment.go, combat.go, loss.go,
// final.go). A Payment counts what is consumed by place (board dice by colour and face, each
// Artifact space's die, unused tokens by kind), not which item met which requirement; it is
// valid when some assignment of its items to the requirements exists and it spends exactly
// Needs.Total() items. What an item can meet depends only on its sort (a face's own dice and
// tokens, Hammers and Double Hammers, Ship-or-Hammer tokens, wild dice, clan icons that are not
// wild), so whether items pay is a test on seven counts, and AppendPayments lists each
// distinct Payment once by choosing counts by sort that pay, then concrete items within each
// sort, without allocating. CanPay, CheckPayment and SuggestPayment use the same test; a
// property test holds all four against an oracle that tries every assignment item by item.
// A combat commitment (AppendCommitments, CombatDice, CheckCommitment, Commit) and a loss
// (AppendLosses, AppendHammerLosses, LossMatters, CheckLoss, Lose) are Payments too, listed by
// the same enumeration over Hammer sources or crew dice only; PaymentWords says any of them in
// words. RollSuccesses, CombatWon and MaxSuccesses are a combat roll's arithmetic.
// FinalScores gives the rules.Result of §9 with each line's points explained in words, and
// Player.Measure what each Prophecy condition counts.
//
// # Readings chosen where the spec leaves room
//
// Each as the printed game most plausibly plays it:
//
//   - spec §2.1: the Clan face is one Face for all three colours; its printed icon (village,
//     wave, keep) follows from the die's colour (Colour.FaceName), as the spec's Go model says.
//   - spec §1, §6.5: clans are ordered magenta, purple, teal, the order of the card list, so
//     ReaverID 0 is M01; the glossary's purple-teal-magenta order is only wording.
//   - spec §6.3: "die" in an ability, a reward or a tile is one die of any colour on a chosen
//     face (ChooseDice with AnyColour); "discard 1 Terror token" with none does nothing
//     (DiscardTokens takes what there is), as §6.3 says of a part that cannot happen.
//   - spec §6.2: the teal Promote bonus draws one card, the owner choosing the deck before the
//     draw (DrawSpoilsChoice); the chosen deck's top card is then resolved like any gained card.
//   - spec §2.3, §7.4, §7.7: a Sea Journey payment and a Peace cost are payments in the sense
//     of §2.3, so wild dice and unused Ship Upgrade tokens may meet their Ship, Shield or
//     "any die" requirements (J04, J05, J07, J08, FAV1–FAV3), as they do for costs and
//     combinations. "2 any dice" is two NeedAny requirements.
//   - spec §7.4 J10: Raiders' Taunt's +1 Defence applies to this activation's Sea Battle only
//     when it is fought by Combat; a Combination win is unaffected (RaiseDefence).
//   - spec §7.2 A01: Horn of Plenty's two rewards come from the whole Trade menu, a Village die
//     included while any remain on the location; a Prophecy reward is drawn from the deck, never
//     taken from the display, and the Start Player marker never moves.
//   - spec §7.2 A07, A08: usable only inside their owner's own combat after a roll
//     (InOwnCombat), and so never in the final window; A09–A12 are AnyTime and may be used in
//     the final window (§9).
//   - spec §7.1: a Ship Upgrade card's "3 Glory" alternative is the Effect's N
//     (ShipUpgradeGlory); a token sent to the Glory pile still counts for Shipwright (PR12).
//   - spec §7.1, §7.3: the dice of a Tower (KS09, rolled) and the Favour of a Wall (VS05, KS08)
//     are gained before the optional pillage (Effects, then Pillage), so the Tower's new dice may
//     be committed to its own pillage if they show Hammers. Keep Wall and Tower are not Kept:
//     they go to the discard pile whatever the pillage does.
//   - spec §7.3, §9: each Tapestry letter is a SetKind of its own (TapestryA–C), scored together
//     by TapestryScore; Keep Wall and Tower have NoSet.
//   - spec §7.6: a Prophecy counts what its owner has at final scoring, after the last Artifact
//     window and before Terror is scored: PR13 the Favour tokens left, PR14/PR15 the Terror
//     tokens held (so Helm of Awe in the final window can make Honest Raider true), PR16 the
//     crew dice on the board and on Artifacts, PR17 the Reavers in the four Specialise slots
//     together (not the Leader), PR05 the types among the Territories row. PR01–PR03 count Sea
//     Battle cards won (in the Glory pile), PR02 being SB05 and PR03 SB07 or SB08.
//   - spec §7.7: the three Territory types are named for what they give: Food, Favour and Dice
//     (FoodTerritory, FavourTerritory, DiceTerritory); a stack's Name is the spec's ("Food II").
//   - spec §5: the zero Effect in a position's Bonus is "no bonus"; position 1's Favour (Recruit)
//     and Glory (Battle at Sea) come as soon as the cost is paid, the Raids' bonus draws right
//     after the main cards. With 2 players the other player is position 4 (Position), so gets
//     no Raid bonus and one Trade reward or Subdue attempt.
//   - spec §2, §9: the spec prints no length for the Glory track. The data sets only its floor
//     (GloryFloor: never below 0 during play) and no top; the final score, Terror included, may
//     be negative.
//   - spec §3, §4.1: Setups gives each count's selection order as offsets from the start player,
//     with HonourSelector for the 3-player fourth selection made by the Honour Ship's holder.
//   - spec §2.3, §10.4: a payment is refused with ErrCannotPay when the cost cannot be met by
//     any payment (the Food or Favour not held, or too few fitting dice and tokens), whatever
//     it names; only a payable cost's wrong payment is ErrBadPayment. A Double Hammer meets one
//     Hammer requirement and is one item; a Ship-or-Hammer token meets one Ship or one Hammer.
//     Tokens of one kind are interchangeable: a payment counts them by kind and Pay flips the
//     first unused ones in space order.
//   - spec §11 "a suggested, editable payment": SuggestPayment meets the requirements in the
//     order Ship, Chest, Shield, Hammer, "any die", each with the least useful item that leaves
//     the rest payable: a plain die of the face (a Hammer before a Double Hammer) before a wild
//     die, a die before a token, a board die before a stored one; "any die" takes a clan icon
//     that is not wild first, then Chest, Shield, Ship, Hammer and Double Hammer faces, wild
//     dice, and tokens last. Board dice go yellow, blue, red; stored dice by Artifact space.
//   - spec §8 step 2: a commitment is a Payment of Hammer sources only (Hammer and Double
//     Hammer dice, wild dice, unused Ship-or-Hammer tokens, on the board or stored); naming any
//     other item is ErrBadPayment, an empty one ErrNoCombatDice, and a player with no Hammer
//     source at all gets ErrNoCombatDice whatever they name (as ErrCannotPay comes before
//     ErrBadPayment). AppendCommitments lists the largest commitments first.
//   - spec §2.3, §7.4, §10.7: a loss of n crew dice takes exactly min(n, dice owned) of them,
//     board or stored, never a token; Frozen Spray (J09) takes a die showing a real Hammer or
//     Double Hammer, a stored one included (a stored die is a crew die in every way but the
//     limit, §2.6), and nothing when there is none. The choice "matters", so ChooseLoss is
//     asked, exactly when there is more than one distinct choice: something is lost and
//     something kept, and the dice are not all of one kind in one place (LossMatters). A
//     wrong loss choice is ErrBadPayment, the rule for a wrong payment, since a loss is chosen
//     the way a payment is.
//   - spec §9, §11 "Final scoring": FinalScores reads each area as it stands after the final
//     Artifact window; the transfer to Glory piles is bookkeeping and changes no count. Every
//     player's breakdown has the same lines in the same order (Glory track, Terror as a loss,
//     Farms, Walls, Towers, Artifacts, Armour, Treasure, Art, Finnish Linen, Tapestries), then
//     one line per Prophecy in their hand in card order ("Prophecy: Full Benches"), 0 and
//     "not met" when its condition fails, so all Prophecies are revealed there (§10.6). A
//     majority held by several players is noted "shared majority"; each gets the full bonus.
//     Favour left is the tie-break (Score.Tiebreak "3 Favour left" for every seat sharing its
//     total with another); Result.TieRule is TieFavour when Favour parted the top, TieShared
//     when it did not.
//   - spec §4.5: Territory tiles pay TerritoryGlory in the cleanups of rounds 1 to
//     TerritoryRounds only; round 6 ends in final scoring instead.
//
// # State codec (for the table server)
//
// Definition.EncodeState writes a position as "reavers/1" and the state's fixed-size fields in
// order, little-endian (the encoding Hash takes), then what the board shows beyond the state
// (past: the Hammer sources committed, where the Honour Ship went) and the setup's public
// events (Opening) with their Details as JSON. The state is fixed-size, so every position is
// about 2,000 bytes (2,700 in base64) whatever the seat count. DecodeState reads the fields
// back with encoding/binary and checks, before anything reads them, every seat, count, index
// and card id against its table, the cards of each deck conserved and each Prophecy in one
// place; the state read must encode to the very bytes read; finally it probes the game (every
// question answered, every legal move taken on a copy). Event Details are JSON of their own
// types (statecodec.go's table).
//
// # The engine
//
// Game implements rules.Game, rules.Progress and rules.Opener (ARCHITECTURE.md §The rules
// contract; where the spec's §10 words the API otherwise, the contract wins). Its whole state is
// one fixed-size value of plain fields (game.go, state): the players in a [MaxPlayers]Player
// array, the displays as fixed arrays, each deck's draw and discard pile as a fixed array with a
// count (top card last), the pending cards, the pending decisions as a stack of frames, the
// forced test results and the PCG random source (math/rand/v2, used directly, never through
// rand.Rand). Clone is one copy; Hash is SHA-256 of the value's binary encoding, field by
// field, little-endian ("reavers/1" first), so native and WebAssembly builds hash alike.
//
// Frames (flow.go). Each frame is a small value: its kind, seat, location, three counters, a
// card, an effect source (src: which table an Option comes from, by index, never a pointer) and
// a combat's dice by face. The top frame is the pending decision (Decision, ToMove, Prompt) or
// a step the engine carries out alone; run steps the top until a decision waits. A frame
// needing more pushes frames above itself and continues when they pop, so sub-decisions nest
// (§10.2): Capacity is pushed after every effect that adds dice and so always comes first; a
// drawn Reaver or Spoils card joins the pending cards and a pending frame resolves them (NextCard
// while two or more wait, one alone resolved at once, as the spec's decision arises only for two
// or more); an Option's effects run one by one from an effects frame; a combat is one frame
// (Defence, Commit or AfterRoll, its dice, Thor's Amulet's extra successes, what a win gives).
// Between frames the flow is plain fields: setup step 7 seat by seat, the selection in
// progress (location, active player, the Specialise snapshot: the number of cards in each
// player's slot at selection, since slot cards never leave), the cleanup and the final windows.
//
// The engine never applies a move by itself: a decision with a single legal move is still a
// decision (ARCHITECTURE.md; CLARIFICATIONS 1), which scenes and bots may confirm at once. The
// spec's §10.1 "applied by the engine and logged" is replaced by this. What the spec makes no
// decision of (one pending card, a loss whose choice does not matter, an unpayable Sea Journey,
// an AfterRoll with no move but Accept) happens inside Apply, as the spec says; where a free
// move could change that (an ANY Artifact, a die to store), the decision is asked (§10.7).
//
// Moves (moves.go) are small comparable values, each with its seat: SelectLocation; UseAbility,
// Skip (UseSpecialised; Skip also declines a pillage); Activate{Payment}, RestFood,
// RestDie{Colour, Face}; Take{From} (a stack, pair or Sea Battle, or FromDeck); Resolve{Card};
// Rally, SpecialiseSlot{Slot}, Promote; PromoteDeck{Deck}; PlaceDie{Colour, Face};
// DiscardDie{Colour, Face}; StoreDie{Colour, Face, Space} (a free move, and a Capacity answer);
// TakeReward{Reward, Index}; PayJourney{Payment}, Suffer; ChooseLoss{Payment};
// Combination{Payment}, Fight, Retreat; Commit{Payment}; Reroll{Dice}, Accept; UseArtifact{Artifact, Dice}
// (windows, free moves, A07, and A08 naming its dice); Force{Stack}, Peace{Stack, Payment},
// Stop; ReplaceArtifact{Artifact}, ArtifactToPile; TakeToken, ReplaceToken{Space},
// TokenToPile, TakeGlory; PillageCard; KeepProphecy{Prophecy}; Pass. A move type's name is its
// record kind (codec.go, decoding strictly through rules.DecodeAs, shared with Reykholt;
// Definition ties the game to records). Combat dice are counted by face,
// so a re-roll names how many of each face it rolls again: equivalent selections are one move.
// Legal lists the pending decision's moves then the seat's free moves (StoreDie for each empty
// Artifact whose die is on the board; UseArtifact for each ANY Artifact, and in an Artifact
// window its own); while Capacity is pending only DiscardDie and StoreDie are legal.
//
// Legality (legal.go) is one test, validate, returning the rule broken (an Err constant) and
// building words only when asked (rules.Refusal, shared with Reykholt): Check and Apply word a
// refusal, Allowed and AppendLegal never do, so they allocate nothing. Precedence is §10.7's:
// ErrGameOver, ErrNotYourDecision, ErrWrongDecision, then the specific rule, ErrNoSuchOption
// last. Every move without a payment is boxed once in tables (intern.go); moves carrying a
// payment or a selection of Combat dice are boxed through a map of the values boxed so far, so
// the same move is the same box and listing allocates nothing once seen.
//
// Final (spec §10.5). A move's Outcome.Final is set when it rolled a die (Gain dice, Rest and
// ability dice are placed, so only Gain, Tower, Trade and Combat dice roll), drew or revealed a
// card (every deck draw, the Sea Journey that an activation at Battle at Sea reveals), made a
// reshuffle, ran a cleanup, ended the game, or when the next decision is another seat's. Undo
// lives in rules/record, driven by Final; the game has no Undo of its own (ErrUndoBlocked is
// the record's refusal to name). FinalWords says which it was, for the undo button's hint.
//
// Events (events.go) carry what a scene animates: each die rolled or gained with its face,
// draws, resolutions, token and Glory changes with the new total, payments with what they
// consumed, the Combat dice after each roll with successes and Defence, selections, takes,
// Artifacts placed, stored and used, the new Trade dice and the new round. Apply reuses one
// buffer (valid until the next Apply); Describe makes the plain-words line on demand.
//
// What is private (view.go, §10.6): a Prophecy's name when drawn from a deck (EvProphecy, with
// a public EvProphecyDrawn) and the one kept of Runic Carvings. View(seat) turns other seats'
// hands into counts (Player.Hidden, a field added for views: a full game has 0 there) and hides
// every draw pile's order, the Prophecy discard pile, other seats' Runic Carvings draws, the
// random source and the forced results. Determinize(seat) deals the Prophecies the seat has not
// seen (all but its hand, the display and its own Runic Carvings draw) among the hidden places,
// shuffles every other draw pile and reseeds the source. What a seat knows lies in the
// face-down Prophecy discard pile (the card it put there from Runic Carvings, the display cards
// cleared there at cleanup; forgotten when the pile is reshuffled) is kept in the state
// (Known), shown in that seat's view only and kept there by its samples.
//
// Info is the pending decision as data (the card, what is left, a combat's Defence, dice and
// successes …) for a scene's prompt. Progress is the round 1–6 race on the Glory track; Final
// is the final score.
//
// # Setting up a position (Setup, for scenario tests)
//
// New(Setup) builds a normal game from Players and Seed (Start: the start player, -1 to draw it
// as §3 step 1 does); the overrides build a scenario's "given" exactly, and bad values return an
// error: Round (2..6, the Honour Ship placed as if it had travelled); Areas (one Player per seat,
// built from EmptyPlayer, replacing the areas after setup step 2 and skipping the starting
// Reavers, so the game starts at round Round's first selection; the cards they hold are taken
// out of the decks that are shuffled); the draw piles top first
// (ReaverPile … ProphecyPile, not shuffled, drawing exactly these); the displays (Stacks,
// VillagePairs, KeepPairs, SeaBattles, ProphecyDisplay: placed as given, taken from no deck; a
// display not given is filled from its draw pile, a given pile included, so a test giving a
// pile for later draws gives that display too, empty if need be);
// TradeDice; Tiles per stack; and forced results: Dice (crew dice faces) and Combat (Combat die
// faces), used by the next rolls from setup step 7 on before the random source. The card counts
// of a game with overrides are whatever the overrides make them (the invariant of conserved
// cards is checked against the counts at setup). A scenario test then applies moves and reads
// Player(seat), BoardDice, Tiles, VillagePair, Discards, Decision, Legal and the rest.
//
// # Readings chosen by the engine
//
//   - §5 "Gained cards": one pending card is resolved without asking; NextCard arises with two
//     or more (identical copies are one Resolve move).
//   - §2.2: Rally's two dice and a "2 dice" ability are one effect each, so Capacity follows
//     both dice (§12.6); the Gain dice of a card likewise.
//   - §5.3: the Sea Journey card goes to its discard pile as soon as it is revealed; a face-up
//     Sea Battle stays in its display place while it is fought.
//   - §5.6: a successful attempt puts the tile in the Territories row and then gives its reward
//     (the same moment; the log tells the tile first).
//   - §7.3, §7.1: a Spoils card is placed (Glory pile or discard pile) as it starts resolving.
//   - §8: a fight whose Hammer sources were all lost between choosing Combat and committing (a
//     Capacity discard after a free move) is lost; Commit needs at least one source.
//   - §2.7, §4.5: a cleanup's refill draws are final like every draw.
//   - §10.2 ChooseLoss: a loss is chosen as one move naming all its dice (a Payment of crew
//     dice), asked when the choice matters (Player.LossMatters) or a free move could first
//     change it (§10.7), else taken at once.
//   - §4.4: the selection order of a round is fixed by the marker's holder when the round
//     begins (Game.Selector), so a Trade in position 1 changes only the next round's order.
//   - §9: the final windows run in seat order from the marker's holder at the end of round 6.
//   - Records: Definition.NewGame seats the start player in seat 0 (the table puts the start
//     player first, as for every game); Reavers has no setup options.
package reavers
