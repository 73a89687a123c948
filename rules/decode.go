package rules

import (
	"bytes"
	"encoding/json"
	"errors"
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
