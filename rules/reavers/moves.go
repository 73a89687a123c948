package reavers

import (
	"fmt"

	"northtable/rules"
)

// The moves, small comparable value types, one per answer of a decision of Reavers spec
// §10.2 and the free moves of §10.3. Each carries its seat (By). Where one decision has several
// answers (Rally, Specialise, Promote) each answer is a type of its own, so the random bot
// (which picks a move kind first) tries each answer alike; where several decisions share an
// answer (taking a stack, a pair or a Sea Battle; declining an optional step) one type serves
// them, the pending decision (Prompt.Kind) saying which it is.

// FromDeck in Take.From and TradeReward.Index names the top of the deck instead of a face-up
// stack, pair or card.
const FromDeck int8 = -1

// SelectLocation places the seat's pawn (or the Honour Ship) on a location not yet selected
// this round (decision SelectLocation, spec §4.1, §4.2 step 1).
type SelectLocation struct {
	By  rules.Seat
	Loc Location
}

// UseAbility uses one option of the Specialised Reaver the Specialise step is at (decision
// UseSpecialised, spec §4.2 step 2, §6.3): Option indexes the card's ability.
type UseAbility struct {
	By     rules.Seat
	Option int8
}

// Skip declines an optional step: a Specialised card's ability (UseSpecialised) or a pillage
// (Pillage).
type Skip struct{ By rules.Seat }

// Activate pays the selected location's cost with Payment (its Food and Favour are the cost's
// own) and resolves the location (decision ActivateOrRest, spec §4.2 step 3, §5). For the
// locations without dice in their cost Payment is zero.
type Activate struct {
	By      rules.Seat
	Payment Payment
}

// RestFood Rests for 2 Food (decision ActivateOrRest, spec §4.3).
type RestFood struct{ By rules.Seat }

// RestDie Rests for one die of Colour on Face (decision ActivateOrRest, spec §4.3).
type RestDie struct {
	By     rules.Seat
	Colour Colour
	Face   Face
}

// Take takes the face-up stack (Recruit Reavers), linked pair (Raids) or Sea Battle card
// (Battle at Sea) at index From, or the top of the deck when From is FromDeck (decisions
// TakeReavers, TakeSpoils, BattleTarget; spec §5.1, §5.3, §5.4, §5.5).
type Take struct {
	By   rules.Seat
	From int8
}

// Card names a card by its deck and its kind in that deck: a ReaverID, VillageID, KeepID,
// JourneyID, BattleID or ProphecyID. Copies of one kind are interchangeable (the data's doc).
type Card struct {
	Deck Deck
	ID   int8
}

// NoCard is "no card".
var NoCard = Card{Deck: -1, ID: -1}

// Resolve resolves one of the seat's pending cards next (decision NextCard, spec §5 "Gained
// cards").
type Resolve struct {
	By   rules.Seat
	Card Card
}

// Rally gains the Reaver card's Rally dice on chosen faces and puts the card in the Glory pile
// (decision ReaverUse, spec §6.1).
type Rally struct{ By rules.Seat }

// SpecialiseSlot puts the Reaver card at the bottom of Slot (decision ReaverUse, spec §6.1).
type SpecialiseSlot struct {
	By   rules.Seat
	Slot Slot
}

// Promote makes the Reaver card the seat's Leader and gains its clan's Promote bonus (decision
// ReaverUse, spec §6.1, §6.2).
type Promote struct{ By rules.Seat }

// PromoteDeck chooses the deck the teal Promote bonus draws from: KeepSpoilsDeck or
// VillageSpoilsDeck (decision PromoteDeck, spec §6.2).
type PromoteDeck struct {
	By   rules.Seat
	Deck Deck
}

// PlaceDie gains the pending die on a chosen face: Colour is the effect's colour, or any colour
// where the effect names none (decision PlaceDie, spec §2.2).
type PlaceDie struct {
	By     rules.Seat
	Colour Colour
	Face   Face
}

// DiscardDie discards one board die of Colour showing Face to the supply (decision Capacity,
// spec §2.2). Only board dice count toward the limit, so a stored die cannot be named.
type DiscardDie struct {
	By     rules.Seat
	Colour Colour
	Face   Face
}

// StoreDie moves a board die of Colour showing Face onto the empty Artifact in Artifact space
// Space, which must hold exactly that colour and face (a free move, spec §2.6, §10.3; also an
// answer to Capacity).
type StoreDie struct {
	By     rules.Seat
	Colour Colour
	Face   Face
	Space  int8
}

// TakeReward takes one reward of Trade with Villages' menu (decision TradeReward, spec §5.2):
// VillageDieReward takes the die in place Index; ProphecyReward the display's card at Index,
// or the deck's top when Index is FromDeck; Provisions and Offering have Index 0.
type TakeReward struct {
	By     rules.Seat
	Reward TradeReward
	Index  int8
}

// PayJourney pays the revealed Sea Journey's payment (decision JourneyChoice, spec §5.3).
type PayJourney struct {
	By      rules.Seat
	Payment Payment
}

// Suffer suffers the revealed Sea Journey's text instead of paying (decision JourneyChoice).
type Suffer struct{ By rules.Seat }

// ChooseLoss loses the crew dice Payment names (never tokens), the number the loss asks
// (decision ChooseLoss, spec §2.3, §7.4, §10.7).
type ChooseLoss struct {
	By      rules.Seat
	Payment Payment
}

// Combination wins the Sea Battle by paying its combination with Payment (decision
// BattleMethod, spec §5.3 step 2).
type Combination struct {
	By      rules.Seat
	Payment Payment
}

// Fight fights the Sea Battle by Combat against its Defence (decision BattleMethod).
type Fight struct{ By rules.Seat }

// Retreat gives the Sea Battle up, a loss (decision BattleMethod).
type Retreat struct{ By rules.Seat }

// Commit discards the Hammer sources Payment names and rolls their Combat dice (decision
// CommitHammers, spec §8 step 2).
type Commit struct {
	By      rules.Seat
	Payment Payment
}

// Reroll spends 1 Favour and rolls again Dice[f] of the Combat dice showing face f (decision
// AfterRoll, spec §8 step 4): a non-empty selection.
type Reroll struct {
	By   rules.Seat
	Dice [NumCombatFaces]int8
}

// Accept accepts defeat (decision AfterRoll).
type Accept struct{ By rules.Seat }

// UseArtifact discards the seat's Artifact to its Glory pile for its power (spec §2.6): in an
// ArtifactWindow or FinalWindow, or as a free move for an ANY Artifact; Thor's Amulet and
// Odin's Drinking Horn only inside AfterRoll, the Horn naming the Combat dice it re-rolls in
// Dice (as Reroll does; zero for every other Artifact, spec §10.7).
type UseArtifact struct {
	By       rules.Seat
	Artifact ArtifactID
	Dice     [NumCombatFaces]int8
}

// Force makes a Subdue attempt by Combat against the top tile of Stack (decision
// SubdueAttempt, spec §5.6).
type Force struct {
	By    rules.Seat
	Stack StackID
}

// Peace makes a Subdue attempt paying the top tile of Stack's Peace cost with Payment
// (decision SubdueAttempt).
type Peace struct {
	By      rules.Seat
	Stack   StackID
	Payment Payment
}

// Stop ends the Subdue attempts; the remaining ones are lost (decision SubdueAttempt).
type Stop struct{ By rules.Seat }

// ReplaceArtifact retires the Artifact in play Artifact to the Glory pile (its stored die to
// the board) and puts the new one in its space (decision PlaceArtifact, spec §2.6).
type ReplaceArtifact struct {
	By       rules.Seat
	Artifact ArtifactID
}

// ArtifactToPile sends the newly gained Artifact straight to the Glory pile (decision
// PlaceArtifact).
type ArtifactToPile struct{ By rules.Seat }

// TakeToken takes the Ship Upgrade card's token into a free space (decision ShipUpgradeCard,
// spec §7.1; fewer than 3 tokens).
type TakeToken struct{ By rules.Seat }

// ReplaceToken moves the token in Ship Upgrade space Space (used or not) to the Glory pile and
// takes the new token there, unused (decision ShipUpgradeCard, 3 tokens; spec §10.7).
type ReplaceToken struct {
	By    rules.Seat
	Space int8
}

// TokenToPile puts the new token straight into the Glory pile (decision ShipUpgradeCard, 3
// tokens).
type TokenToPile struct{ By rules.Seat }

// TakeGlory takes the Ship Upgrade card's Glory instead of its token (decision
// ShipUpgradeCard).
type TakeGlory struct{ By rules.Seat }

// PillageCard pillages the Wall or Tower being resolved: a combat against its Defence (decision
// Pillage, spec §7.1, §7.3). Skip declines.
type PillageCard struct{ By rules.Seat }

// KeepProphecy keeps one of the two Prophecies Runic Carvings drew; the other goes to the
// Prophecy discard pile (decision KeepProphecy, spec §7.1).
type KeepProphecy struct {
	By       rules.Seat
	Prophecy ProphecyID
}

// Pass closes an ArtifactWindow or the FinalWindow (spec §10.2, §10.7).
type Pass struct{ By rules.Seat }

// Seat methods.

// Seat is the seat making the move.
func (m SelectLocation) Seat() rules.Seat { return m.By }

// Seat is the seat making the move.
func (m UseAbility) Seat() rules.Seat { return m.By }

// Seat is the seat making the move.
func (m Skip) Seat() rules.Seat { return m.By }

// Seat is the seat making the move.
func (m Activate) Seat() rules.Seat { return m.By }

// Seat is the seat making the move.
func (m RestFood) Seat() rules.Seat { return m.By }

// Seat is the seat making the move.
func (m RestDie) Seat() rules.Seat { return m.By }

// Seat is the seat making the move.
func (m Take) Seat() rules.Seat { return m.By }

// Seat is the seat making the move.
func (m Resolve) Seat() rules.Seat { return m.By }

// Seat is the seat making the move.
func (m Rally) Seat() rules.Seat { return m.By }

// Seat is the seat making the move.
func (m SpecialiseSlot) Seat() rules.Seat { return m.By }

// Seat is the seat making the move.
func (m Promote) Seat() rules.Seat { return m.By }

// Seat is the seat making the move.
func (m PromoteDeck) Seat() rules.Seat { return m.By }

// Seat is the seat making the move.
func (m PlaceDie) Seat() rules.Seat { return m.By }

// Seat is the seat making the move.
func (m DiscardDie) Seat() rules.Seat { return m.By }

// Seat is the seat making the move.
func (m StoreDie) Seat() rules.Seat { return m.By }

// Seat is the seat making the move.
func (m TakeReward) Seat() rules.Seat { return m.By }

// Seat is the seat making the move.
func (m PayJourney) Seat() rules.Seat { return m.By }

// Seat is the seat making the move.
func (m Suffer) Seat() rules.Seat { return m.By }

// Seat is the seat making the move.
func (m ChooseLoss) Seat() rules.Seat { return m.By }

// Seat is the seat making the move.
func (m Combination) Seat() rules.Seat { return m.By }

// Seat is the seat making the move.
func (m Fight) Seat() rules.Seat { return m.By }

// Seat is the seat making the move.
func (m Retreat) Seat() rules.Seat { return m.By }

// Seat is the seat making the move.
func (m Commit) Seat() rules.Seat { return m.By }

// Seat is the seat making the move.
func (m Reroll) Seat() rules.Seat { return m.By }

// Seat is the seat making the move.
func (m Accept) Seat() rules.Seat { return m.By }

// Seat is the seat making the move.
func (m UseArtifact) Seat() rules.Seat { return m.By }

// Seat is the seat making the move.
func (m Force) Seat() rules.Seat { return m.By }

// Seat is the seat making the move.
func (m Peace) Seat() rules.Seat { return m.By }

// Seat is the seat making the move.
func (m Stop) Seat() rules.Seat { return m.By }

// Seat is the seat making the move.
func (m ReplaceArtifact) Seat() rules.Seat { return m.By }

// Seat is the seat making the move.
func (m ArtifactToPile) Seat() rules.Seat { return m.By }

// Seat is the seat making the move.
func (m TakeToken) Seat() rules.Seat { return m.By }

// Seat is the seat making the move.
func (m ReplaceToken) Seat() rules.Seat { return m.By }

// Seat is the seat making the move.
func (m TokenToPile) Seat() rules.Seat { return m.By }

// Seat is the seat making the move.
func (m TakeGlory) Seat() rules.Seat { return m.By }

// Seat is the seat making the move.
func (m PillageCard) Seat() rules.Seat { return m.By }

// Seat is the seat making the move.
func (m KeepProphecy) Seat() rules.Seat { return m.By }

// Seat is the seat making the move.
func (m Pass) Seat() rules.Seat { return m.By }

// String methods: developers' and records' text (players read Describe's lines).

func who(s rules.Seat) string { return fmt.Sprintf("Player %d", int(s)+1) }

// String describes the move for developers and records' text.
func (m SelectLocation) String() string { return who(m.By) + " selects " + m.Loc.String() }

// String describes the move for developers and records' text.
func (m UseAbility) String() string { return fmt.Sprintf("%s uses option %d", who(m.By), m.Option+1) }

// String describes the move for developers and records' text.
func (m Skip) String() string { return who(m.By) + " skips" }

// String describes the move for developers and records' text.
func (m Activate) String() string { return who(m.By) + " activates paying " + m.Payment.String() }

// String describes the move for developers and records' text.
func (m RestFood) String() string { return who(m.By) + " rests for 2 Food" }

// String describes the move for developers and records' text.
func (m RestDie) String() string {
	return who(m.By) + " rests for a " + m.Colour.String() + " " + m.Colour.FaceName(m.Face)
}

// String describes the move for developers and records' text.
func (m Take) String() string {
	if m.From == FromDeck {
		return who(m.By) + " takes from the deck"
	}
	return fmt.Sprintf("%s takes number %d", who(m.By), m.From+1)
}

// String describes the move for developers and records' text.
func (m Resolve) String() string { return who(m.By) + " resolves " + m.Card.Code() }

// String describes the move for developers and records' text.
func (m Rally) String() string { return who(m.By) + " rallies" }

// String describes the move for developers and records' text.
func (m SpecialiseSlot) String() string {
	return who(m.By) + " specialises in the " + m.Slot.String() + " slot"
}

// String describes the move for developers and records' text.
func (m Promote) String() string { return who(m.By) + " promotes" }

// String describes the move for developers and records' text.
func (m PromoteDeck) String() string { return who(m.By) + " draws from " + m.Deck.String() }

// String describes the move for developers and records' text.
func (m PlaceDie) String() string {
	return who(m.By) + " places a " + m.Colour.String() + " " + m.Colour.FaceName(m.Face)
}

// String describes the move for developers and records' text.
func (m DiscardDie) String() string {
	return who(m.By) + " discards a " + m.Colour.String() + " " + m.Colour.FaceName(m.Face)
}

// String describes the move for developers and records' text.
func (m StoreDie) String() string {
	return fmt.Sprintf("%s stores a %s %s on Artifact space %d", who(m.By), m.Colour, m.Colour.FaceName(m.Face), m.Space+1)
}

// String describes the move for developers and records' text.
func (m TakeReward) String() string {
	return fmt.Sprintf("%s takes reward %d at %d", who(m.By), m.Reward, m.Index)
}

// String describes the move for developers and records' text.
func (m PayJourney) String() string {
	return who(m.By) + " pays the journey with " + m.Payment.String()
}

// String describes the move for developers and records' text.
func (m Suffer) String() string { return who(m.By) + " suffers" }

// String describes the move for developers and records' text.
func (m ChooseLoss) String() string { return who(m.By) + " loses " + m.Payment.String() }

// String describes the move for developers and records' text.
func (m Combination) String() string {
	return who(m.By) + " pays the combination " + m.Payment.String()
}

// String describes the move for developers and records' text.
func (m Fight) String() string { return who(m.By) + " fights" }

// String describes the move for developers and records' text.
func (m Retreat) String() string { return who(m.By) + " retreats" }

// String describes the move for developers and records' text.
func (m Commit) String() string { return who(m.By) + " commits " + m.Payment.String() }

// String describes the move for developers and records' text.
func (m Reroll) String() string { return fmt.Sprintf("%s re-rolls %v", who(m.By), m.Dice) }

// String describes the move for developers and records' text.
func (m Accept) String() string { return who(m.By) + " accepts defeat" }

// String describes the move for developers and records' text.
func (m UseArtifact) String() string {
	return fmt.Sprintf("%s uses artifact %d %v", who(m.By), m.Artifact, m.Dice)
}

// String describes the move for developers and records' text.
func (m Force) String() string { return fmt.Sprintf("%s forces stack %d", who(m.By), m.Stack) }

// String describes the move for developers and records' text.
func (m Peace) String() string {
	return fmt.Sprintf("%s makes peace with stack %d paying %s", who(m.By), m.Stack, m.Payment.String())
}

// String describes the move for developers and records' text.
func (m Stop) String() string { return who(m.By) + " stops" }

// String describes the move for developers and records' text.
func (m ReplaceArtifact) String() string {
	return fmt.Sprintf("%s replaces artifact %d", who(m.By), m.Artifact)
}

// String describes the move for developers and records' text.
func (m ArtifactToPile) String() string { return who(m.By) + " sends the artifact to the Glory pile" }

// String describes the move for developers and records' text.
func (m TakeToken) String() string { return who(m.By) + " takes the token" }

// String describes the move for developers and records' text.
func (m ReplaceToken) String() string {
	return fmt.Sprintf("%s replaces token %d", who(m.By), m.Space+1)
}

// String describes the move for developers and records' text.
func (m TokenToPile) String() string { return who(m.By) + " sends the token to the Glory pile" }

// String describes the move for developers and records' text.
func (m TakeGlory) String() string { return who(m.By) + " takes the Glory" }

// String describes the move for developers and records' text.
func (m PillageCard) String() string { return who(m.By) + " pillages" }

// String describes the move for developers and records' text.
func (m KeepProphecy) String() string {
	return fmt.Sprintf("%s keeps prophecy %d", who(m.By), m.Prophecy)
}

// String describes the move for developers and records' text.
func (m Pass) String() string { return who(m.By) + " passes" }

// String is the payment in a developer's shorthand: board dice, stored spaces and tokens.
func (p Payment) String() string {
	s := ""
	for c := range p.Board {
		for f := range p.Board[c] {
			if n := p.Board[c][f]; n > 0 {
				s += fmt.Sprintf("%d %s %s, ", n, Colour(c), Colour(c).FaceName(Face(f)))
			}
		}
	}
	for i := range ArtifactSpaces {
		if p.Stored&(1<<i) != 0 {
			s += fmt.Sprintf("stored die %d, ", i+1)
		}
	}
	for u := range p.Tokens {
		if n := p.Tokens[u]; n > 0 {
			s += fmt.Sprintf("%d %s token, ", n, Upgrade(u))
		}
	}
	if s == "" {
		return "nothing"
	}
	return s[:len(s)-2]
}
