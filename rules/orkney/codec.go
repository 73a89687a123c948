package orkney

import (
	"encoding/json"
	"fmt"

	"northtable/rules"
)

// Move kinds as written in game records.
const (
	KindChooseTask = "ChooseTask"
	KindPlaceTile  = "PlaceTile"
	KindBuild      = "Build"
	KindPlaceRoute = "PlaceRoute"
	KindExtraRoute = "ExtraRoute"
	KindExchange   = "Exchange"
	KindFish       = "Fish"
	KindEndTurn    = "EndTurn"
)

// GameID names Orkney in game records.
const GameID = "orkney"

// EncodeMove turns an Orkney move into a record entry: its kind and its fields as JSON.
func EncodeMove(m rules.Move) (kind string, data json.RawMessage, err error) {
	switch m.(type) {
	case ChooseTask:
		kind = KindChooseTask
	case PlaceTile:
		kind = KindPlaceTile
	case Build:
		kind = KindBuild
	case PlaceRoute:
		kind = KindPlaceRoute
	case ExtraRoute:
		kind = KindExtraRoute
	case Exchange:
		kind = KindExchange
	case Fish:
		kind = KindFish
	case EndTurn:
		kind = KindEndTurn
	default:
		return "", nil, fmt.Errorf("orkney: encode move: %T is not an Orkney move", m)
	}
	data, err = json.Marshal(m)
	if err != nil {
		return "", nil, fmt.Errorf("orkney: encode %s: %w", kind, err)
	}
	return kind, data, nil
}

// DecodeMove is the inverse of EncodeMove. Unknown kinds, unknown fields and trailing data are
// errors.
func DecodeMove(kind string, data []byte) (rules.Move, error) {
	switch kind {
	case KindChooseTask:
		return decodeAs[ChooseTask](kind, data)
	case KindPlaceTile:
		return decodeAs[PlaceTile](kind, data)
	case KindBuild:
		return decodeAs[Build](kind, data)
	case KindPlaceRoute:
		return decodeAs[PlaceRoute](kind, data)
	case KindExtraRoute:
		return decodeAs[ExtraRoute](kind, data)
	case KindExchange:
		return decodeAs[Exchange](kind, data)
	case KindFish:
		return decodeAs[Fish](kind, data)
	case KindEndTurn:
		return decodeAs[EndTurn](kind, data)
	}
	return nil, fmt.Errorf("orkney: decode move: unknown kind %q", kind)
}

// decodeAs decodes a move of kind (rules.DecodeMove), naming the game and kind in errors.
func decodeAs[M rules.Move](kind string, data []byte) (rules.Move, error) {
	m, err := rules.DecodeMove[M](data)
	if err != nil {
		return nil, fmt.Errorf("orkney: decode %s: %w", kind, err)
	}
	return m, nil
}

// Definition ties Orkney to game records and the setup screen (rules/record.Definition): it
// names the game, gives its seat range and setup options, starts a normal game, and encodes
// moves. The zero value is ready to use.
type Definition struct{}

// GameID returns "orkney".
func (Definition) GameID() string { return GameID }

// SeatRange is 2..5 seats (Orkney spec §4.1).
func (Definition) SeatRange() (min, max int) { return MinSeats, MaxSeats }

// Options is nil: Orkney has no setup options (Orkney spec §4; the start player is seat 0).
func (Definition) Options() []rules.Option { return nil }

// NewGame starts a normal game (Orkney spec §4) for 2..5 seats. Orkney offers no options, so
// any chosen option is refused (rules.CheckOptions); a seat count out of range is an error.
func (Definition) NewGame(seats int, seed uint64, opts rules.Options) (rules.Game, error) {
	if err := rules.CheckOptions(nil, opts); err != nil {
		return nil, fmt.Errorf("orkney: %w", err)
	}
	return New(Setup{Players: seats, Seed: seed})
}

// EncodeMove is the package-level EncodeMove.
func (Definition) EncodeMove(m rules.Move) (string, json.RawMessage, error) { return EncodeMove(m) }

// DecodeMove is the package-level DecodeMove.
func (Definition) DecodeMove(kind string, data []byte) (rules.Move, error) {
	return DecodeMove(kind, data)
}
