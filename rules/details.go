package rules

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
)

// Details is a game's event kinds with the type of each kind's Detail, given by a value of the
// type (nil for a kind whose Detail is always nil). It is the one table a game's event codec
// (record.Definition's EncodeDetail and DecodeDetail) reads, so the server sends an event's
// Detail as JSON and the client gets back a value of the very type the game made: it equals
// (==) the Detail sent, and a board's type switch over Details keeps working.
type Details map[string]any

// Encode writes e's Detail as JSON: null for nil. A kind not in the table, or a Detail of
// another type than the kind's, is an error.
func (d Details) Encode(e Event) (json.RawMessage, error) {
	zero, ok := d[e.Kind]
	if !ok {
		return nil, fmt.Errorf("event kind %q is unknown", e.Kind)
	}
	if e.Detail == nil {
		return json.RawMessage("null"), nil
	}
	if zero == nil || reflect.TypeOf(e.Detail) != reflect.TypeOf(zero) {
		return nil, fmt.Errorf("event %q: detail of type %T, want %T", e.Kind, e.Detail, zero)
	}
	b, err := json.Marshal(e.Detail)
	if err != nil {
		return nil, fmt.Errorf("event %q: %w", e.Kind, err)
	}
	return b, nil
}

// Decode reads Encode's JSON for an event of kind, strictly (unknown fields, trailing data and
// values of another shape are errors): null is nil, anything else a value (never a pointer)
// of the kind's type. An unknown kind is an error.
func (d Details) Decode(kind string, data []byte) (any, error) {
	zero, ok := d[kind]
	if !ok {
		return nil, fmt.Errorf("event kind %q is unknown", kind)
	}
	if isNull(data) {
		return nil, nil
	}
	if zero == nil {
		return nil, fmt.Errorf("event %q carries no detail", kind)
	}
	v := reflect.New(reflect.TypeOf(zero))
	if err := decodeStrict(data, v.Interface()); err != nil {
		return nil, fmt.Errorf("event %q: %w", kind, err)
	}
	return v.Elem().Interface(), nil
}

// isNull reports whether data is the JSON null, spaces around it allowed.
func isNull(data []byte) bool { return string(bytes.TrimSpace(data)) == "null" }

// errTrailing is decodeStrict's refusal of data after the value.
var errTrailing = errors.New("trailing data")
