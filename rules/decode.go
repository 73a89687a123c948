package rules

import (
	"bytes"
	"encoding/json"
	"fmt"
)

// DecodeMove decodes one move of type M from its JSON data as a game's codec stores it
// (record.Codec), strictly: unknown fields and trailing data are refused, so a damaged record
// is never half-read. Games wrap the error with their name and the move's kind.
func DecodeMove[M Move](data []byte) (Move, error) {
	var m M
	if err := decodeStrict(data, &m); err != nil {
		return nil, err
	}
	return m, nil
}

// decodeStrict decodes JSON data into v (a pointer), refusing unknown fields and trailing data.
func decodeStrict(data []byte, v any) error {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return err
	}
	if dec.More() {
		return errTrailing
	}
	return nil
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
