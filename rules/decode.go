package rules

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
)

// DecodeMove decodes one move of type M from its JSON data as a game's codec stores it
// (record.Codec), strictly: unknown fields and trailing data are refused, so a damaged record
// is never half-read. Games wrap the error with their name and the move's kind.
func DecodeMove[M Move](data []byte) (Move, error) {
	var m M
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&m); err != nil {
		return nil, err
	}
	if dec.More() {
		return nil, errors.New("trailing data")
	}
	return m, nil
}

// DecodeAs is DecodeMove for a game's codec: a failure names the game and the move's kind
// ("reavers: decode Take: …"). Reykholt and Reavers decode every kind through it.
func DecodeAs[M Move](game, kind string, data []byte) (Move, error) {
	m, err := DecodeMove[M](data)
	if err != nil {
		return nil, fmt.Errorf("%s: decode %s: %w", game, kind, err)
	}
	return m, nil
}
