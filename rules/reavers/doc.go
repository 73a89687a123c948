// Package reavers holds the rules of Reavers of Midgard, the dice-and-raids game of Northtable,
// following the Reavers rules specification (specs/reavers.md). This first part is the game's
// data: every table of the spec as Go tables keyed by the spec's IDs, with the small types they
// are written in. The engine (state, moves, decisions, the rules contract) will be built on top
// of these tables and will name no card, tile or location in its logic; changing a value in a
// table needs no engine change (spec §13).
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
//     one line per Prophecy in their hand in card order, 0 and "not met" when its condition
//     fails, so all Prophecies are revealed there (§10.6). A majority held by several players
//     is noted "shared majority"; each gets the full bonus. Favour left is the tie-break
//     (Score.Tiebreak "3 Favour left" for every seat sharing its total with another);
//     Result.TieRule is TieFavour when Favour parted the top, TieShared when it did not.
//   - spec §4.5: Territory tiles pay TerritoryGlory in the cleanups of rounds 1 to
//     TerritoryRounds only; round 6 ends in final scoring instead.
package reavers
