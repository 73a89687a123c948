package reavers

import (
	"encoding/json"
	"fmt"

	"northtable/rules"
)

// GameID names Reavers of Midgard in game records.
const GameID = "reavers"

// Move kinds as written in game records: each move type's name.
const (
	KindSelectLocation  = "SelectLocation"
	KindUseAbility      = "UseAbility"
	KindSkip            = "Skip"
	KindActivate        = "Activate"
	KindRestFood        = "RestFood"
	KindRestDie         = "RestDie"
	KindTake            = "Take"
	KindResolve         = "Resolve"
	KindRally           = "Rally"
	KindSpecialiseSlot  = "SpecialiseSlot"
	KindPromote         = "Promote"
	KindPromoteDeck     = "PromoteDeck"
	KindPlaceDie        = "PlaceDie"
	KindDiscardDie      = "DiscardDie"
	KindStoreDie        = "StoreDie"
	KindTakeReward      = "TakeReward"
	KindPayJourney      = "PayJourney"
	KindSuffer          = "Suffer"
	KindChooseLoss      = "ChooseLoss"
	KindCombination     = "Combination"
	KindFight           = "Fight"
	KindRetreat         = "Retreat"
	KindCommit          = "Commit"
	KindReroll          = "Reroll"
	KindAccept          = "Accept"
	KindUseArtifact     = "UseArtifact"
	KindForce           = "Force"
	KindPeace           = "Peace"
	KindStop            = "Stop"
	KindReplaceArtifact = "ReplaceArtifact"
	KindArtifactToPile  = "ArtifactToPile"
	KindTakeToken       = "TakeToken"
	KindReplaceToken    = "ReplaceToken"
	KindTokenToPile     = "TokenToPile"
	KindTakeGlory       = "TakeGlory"
	KindPillageCard     = "PillageCard"
	KindKeepProphecy    = "KeepProphecy"
	KindPass            = "Pass"
)

// Kinds lists every move kind, in the order of the decisions of spec §10.2.
var Kinds = []string{KindSelectLocation, KindUseAbility, KindSkip, KindActivate, KindRestFood, KindRestDie, KindTake, KindResolve, KindRally, KindSpecialiseSlot, KindPromote, KindPromoteDeck, KindPlaceDie, KindDiscardDie, KindStoreDie, KindTakeReward, KindPayJourney, KindSuffer, KindChooseLoss, KindCombination, KindFight, KindRetreat, KindCommit, KindReroll, KindAccept, KindUseArtifact, KindForce, KindPeace, KindStop, KindReplaceArtifact, KindArtifactToPile, KindTakeToken, KindReplaceToken, KindTokenToPile, KindTakeGlory, KindPillageCard, KindKeepProphecy, KindPass}

// EncodeMove turns a Reavers move into a record entry: its kind and its fields as JSON.
func EncodeMove(m rules.Move) (kind string, data json.RawMessage, err error) {
	switch m.(type) {
	case SelectLocation:
		kind = KindSelectLocation
	case UseAbility:
		kind = KindUseAbility
	case Skip:
		kind = KindSkip
	case Activate:
		kind = KindActivate
	case RestFood:
		kind = KindRestFood
	case RestDie:
		kind = KindRestDie
	case Take:
		kind = KindTake
	case Resolve:
		kind = KindResolve
	case Rally:
		kind = KindRally
	case SpecialiseSlot:
		kind = KindSpecialiseSlot
	case Promote:
		kind = KindPromote
	case PromoteDeck:
		kind = KindPromoteDeck
	case PlaceDie:
		kind = KindPlaceDie
	case DiscardDie:
		kind = KindDiscardDie
	case StoreDie:
		kind = KindStoreDie
	case TakeReward:
		kind = KindTakeReward
	case PayJourney:
		kind = KindPayJourney
	case Suffer:
		kind = KindSuffer
	case ChooseLoss:
		kind = KindChooseLoss
	case Combination:
		kind = KindCombination
	case Fight:
		kind = KindFight
	case Retreat:
		kind = KindRetreat
	case Commit:
		kind = KindCommit
	case Reroll:
		kind = KindReroll
	case Accept:
		kind = KindAccept
	case UseArtifact:
		kind = KindUseArtifact
	case Force:
		kind = KindForce
	case Peace:
		kind = KindPeace
	case Stop:
		kind = KindStop
	case ReplaceArtifact:
		kind = KindReplaceArtifact
	case ArtifactToPile:
		kind = KindArtifactToPile
	case TakeToken:
		kind = KindTakeToken
	case ReplaceToken:
		kind = KindReplaceToken
	case TokenToPile:
		kind = KindTokenToPile
	case TakeGlory:
		kind = KindTakeGlory
	case PillageCard:
		kind = KindPillageCard
	case KeepProphecy:
		kind = KindKeepProphecy
	case Pass:
		kind = KindPass
	default:
		return "", nil, fmt.Errorf("reavers: encode move: %T is not a Reavers move", m)
	}
	data, err = json.Marshal(m)
	if err != nil {
		return "", nil, fmt.Errorf("reavers: encode %s: %w", kind, err)
	}
	return kind, data, nil
}

// DecodeMove is the inverse of EncodeMove. Unknown kinds, unknown fields and trailing data are
// errors.
func DecodeMove(kind string, data []byte) (rules.Move, error) {
	switch kind {
	case KindSelectLocation:
		return decodeAs[SelectLocation](kind, data)
	case KindUseAbility:
		return decodeAs[UseAbility](kind, data)
	case KindSkip:
		return decodeAs[Skip](kind, data)
	case KindActivate:
		return decodeAs[Activate](kind, data)
	case KindRestFood:
		return decodeAs[RestFood](kind, data)
	case KindRestDie:
		return decodeAs[RestDie](kind, data)
	case KindTake:
		return decodeAs[Take](kind, data)
	case KindResolve:
		return decodeAs[Resolve](kind, data)
	case KindRally:
		return decodeAs[Rally](kind, data)
	case KindSpecialiseSlot:
		return decodeAs[SpecialiseSlot](kind, data)
	case KindPromote:
		return decodeAs[Promote](kind, data)
	case KindPromoteDeck:
		return decodeAs[PromoteDeck](kind, data)
	case KindPlaceDie:
		return decodeAs[PlaceDie](kind, data)
	case KindDiscardDie:
		return decodeAs[DiscardDie](kind, data)
	case KindStoreDie:
		return decodeAs[StoreDie](kind, data)
	case KindTakeReward:
		return decodeAs[TakeReward](kind, data)
	case KindPayJourney:
		return decodeAs[PayJourney](kind, data)
	case KindSuffer:
		return decodeAs[Suffer](kind, data)
	case KindChooseLoss:
		return decodeAs[ChooseLoss](kind, data)
	case KindCombination:
		return decodeAs[Combination](kind, data)
	case KindFight:
		return decodeAs[Fight](kind, data)
	case KindRetreat:
		return decodeAs[Retreat](kind, data)
	case KindCommit:
		return decodeAs[Commit](kind, data)
	case KindReroll:
		return decodeAs[Reroll](kind, data)
	case KindAccept:
		return decodeAs[Accept](kind, data)
	case KindUseArtifact:
		return decodeAs[UseArtifact](kind, data)
	case KindForce:
		return decodeAs[Force](kind, data)
	case KindPeace:
		return decodeAs[Peace](kind, data)
	case KindStop:
		return decodeAs[Stop](kind, data)
	case KindReplaceArtifact:
		return decodeAs[ReplaceArtifact](kind, data)
	case KindArtifactToPile:
		return decodeAs[ArtifactToPile](kind, data)
	case KindTakeToken:
		return decodeAs[TakeToken](kind, data)
	case KindReplaceToken:
		return decodeAs[ReplaceToken](kind, data)
	case KindTokenToPile:
		return decodeAs[TokenToPile](kind, data)
	case KindTakeGlory:
		return decodeAs[TakeGlory](kind, data)
	case KindPillageCard:
		return decodeAs[PillageCard](kind, data)
	case KindKeepProphecy:
		return decodeAs[KeepProphecy](kind, data)
	case KindPass:
		return decodeAs[Pass](kind, data)
	}
	return nil, fmt.Errorf("reavers: decode move: unknown kind %q", kind)
}

// decodeAs decodes a move of kind, naming the game and kind in errors (rules.DecodeAs).
func decodeAs[M rules.Move](kind string, data []byte) (rules.Move, error) {
	return rules.DecodeAs[M]("reavers", kind, data)
}

// Definition ties Reavers to game records and the setup screen (rules/record.Definition). The
// zero value is ready to use. Reavers has no setup options: the table seats the start player
// in seat 1, so a normal game's start player is seat 0 (Setup.Start chooses another).
type Definition struct{}

// GameID returns "reavers".
func (Definition) GameID() string { return GameID }

// SeatRange is 2..4 seats (spec §3).
func (Definition) SeatRange() (min, max int) { return MinPlayers, MaxPlayers }

// Options is nil: Reavers has no setup options.
func (Definition) Options() []rules.Option { return nil }

// NewGame starts a normal game for 2..4 seats, seat 0 starting. Any option is an error.
func (Definition) NewGame(seats int, seed uint64, opts rules.Options) (rules.Game, error) {
	if err := rules.CheckOptions(nil, opts); err != nil {
		return nil, fmt.Errorf("reavers: %w", err)
	}
	g, err := New(Setup{Players: seats, Seed: seed})
	if err != nil {
		return nil, err
	}
	return g, nil
}

// EncodeMove is the package-level EncodeMove.
func (Definition) EncodeMove(m rules.Move) (string, json.RawMessage, error) { return EncodeMove(m) }

// DecodeMove is the package-level DecodeMove.
func (Definition) DecodeMove(kind string, data []byte) (rules.Move, error) {
	return DecodeMove(kind, data)
}
