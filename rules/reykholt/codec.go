package reykholt

import (
	"encoding/json"
	"fmt"

	"northtable/rules"
)

// GameID names Reykholt in game records.
const GameID = "reykholt"

// Move kinds as written in game records.
const (
	KindPlace          = "Place"
	KindPass           = "Pass"
	KindUseCard        = "UseCard"
	KindResolve        = "Resolve"
	KindBranch         = "Branch"
	KindSelectGoods    = "SelectGoods"
	KindGiveGreenhouse = "GiveGreenhouse"
	KindChoosePile     = "ChoosePile"
	KindSeed           = "Seed"
	KindHarvest        = "Harvest"
	KindDone           = "Done"
	KindChooseCard     = "ChooseCard"
	KindPick           = "Pick"
	KindDouble         = "Double"
	KindAdvance        = "Advance"
	KindBonus          = "Bonus"
	KindStop           = "Stop"
)

// EncodeMove turns a Reykholt move into a record entry: its kind and its fields as JSON.
func EncodeMove(m rules.Move) (kind string, data json.RawMessage, err error) {
	switch m.(type) {
	case Place:
		kind = KindPlace
	case Pass:
		kind = KindPass
	case UseCard:
		kind = KindUseCard
	case Resolve:
		kind = KindResolve
	case Branch:
		kind = KindBranch
	case SelectGoods:
		kind = KindSelectGoods
	case GiveGreenhouse:
		kind = KindGiveGreenhouse
	case ChoosePile:
		kind = KindChoosePile
	case Seed:
		kind = KindSeed
	case Harvest:
		kind = KindHarvest
	case Done:
		kind = KindDone
	case ChooseCard:
		kind = KindChooseCard
	case Pick:
		kind = KindPick
	case Double:
		kind = KindDouble
	case Advance:
		kind = KindAdvance
	case Bonus:
		kind = KindBonus
	case Stop:
		kind = KindStop
	default:
		return "", nil, fmt.Errorf("reykholt: encode move: %T is not a Reykholt move", m)
	}
	data, err = json.Marshal(m)
	if err != nil {
		return "", nil, fmt.Errorf("reykholt: encode %s: %w", kind, err)
	}
	return kind, data, nil
}

// DecodeMove is the inverse of EncodeMove. Unknown kinds, unknown fields and trailing data are
// errors.
func DecodeMove(kind string, data []byte) (rules.Move, error) {
	switch kind {
	case KindPlace:
		return decodeAs[Place](kind, data)
	case KindPass:
		return decodeAs[Pass](kind, data)
	case KindUseCard:
		return decodeAs[UseCard](kind, data)
	case KindResolve:
		return decodeAs[Resolve](kind, data)
	case KindBranch:
		return decodeAs[Branch](kind, data)
	case KindSelectGoods:
		return decodeAs[SelectGoods](kind, data)
	case KindGiveGreenhouse:
		return decodeAs[GiveGreenhouse](kind, data)
	case KindChoosePile:
		return decodeAs[ChoosePile](kind, data)
	case KindSeed:
		return decodeAs[Seed](kind, data)
	case KindHarvest:
		return decodeAs[Harvest](kind, data)
	case KindDone:
		return decodeAs[Done](kind, data)
	case KindChooseCard:
		return decodeAs[ChooseCard](kind, data)
	case KindPick:
		return decodeAs[Pick](kind, data)
	case KindDouble:
		return decodeAs[Double](kind, data)
	case KindAdvance:
		return decodeAs[Advance](kind, data)
	case KindBonus:
		return decodeAs[Bonus](kind, data)
	case KindStop:
		return decodeAs[Stop](kind, data)
	}
	return nil, fmt.Errorf("reykholt: decode move: unknown kind %q", kind)
}

// decodeAs decodes a move of kind, naming the game and kind in errors (rules.DecodeAs).
func decodeAs[M rules.Move](kind string, data []byte) (rules.Move, error) {
	return rules.DecodeAs[M]("reykholt", kind, data)
}

// OptionServices is the key of the setup option of the service-card set (Reykholt spec §2
// step 3): "A".."E" or "random".
const OptionServices = "services"

// Options are Reykholt's setup options: the service-card set. Who starts is the table's own
// choice (the App puts the start player in seat 1, as for every game), so the start player is
// seat 0 (Setup.Start chooses another for tests and records of the engine's own).
var Options = []rules.Option{
	{Key: OptionServices, Label: "Service cards", Default: "A", Choices: []rules.Choice{
		{Value: "A", Label: "Set A", Note: "First harvest — suggested for a first game"},
		{Value: "B", Label: "Set B", Note: "Market"},
		{Value: "C", Label: "Set C", Note: "Field"},
		{Value: "D", Label: "Set D", Note: "Tourism"},
		{Value: "E", Label: "Set E", Note: "Town Hall"},
		{Value: "random", Label: "Any", Note: "one of the five sets, drawn at random"},
	}},
}

// Definition ties Reykholt to game records and the setup screen (rules/record.Definition).
// The zero value is ready to use.
type Definition struct{}

// GameID returns "reykholt".
func (Definition) GameID() string { return GameID }

// SeatRange is 1..4 seats; 1 is the solo game (spec §2, §9).
func (Definition) SeatRange() (min, max int) { return MinSeats, MaxSeats }

// Options lists the service-card set (spec §2).
func (Definition) Options() []rules.Option { return Options }

// NewGame starts a normal game for 1..4 seats with the chosen options, seat 0 starting. A value
// the game does not offer is an error.
func (Definition) NewGame(seats int, seed uint64, opts rules.Options) (rules.Game, error) {
	if err := rules.CheckOptions(Options, opts); err != nil {
		return nil, fmt.Errorf("reykholt: %w", err)
	}
	s := Setup{Players: seats, Seed: seed}
	switch v := opts.Get(Options[0]); v {
	case "random":
		s.RandomSet = true
	default:
		s.Set = v[0]
	}
	return New(s)
}

// EncodeMove is the package-level EncodeMove.
func (Definition) EncodeMove(m rules.Move) (string, json.RawMessage, error) { return EncodeMove(m) }

// DecodeMove is the package-level DecodeMove.
func (Definition) DecodeMove(kind string, data []byte) (rules.Move, error) {
	return DecodeMove(kind, data)
}
