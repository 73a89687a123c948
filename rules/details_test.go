package rules

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestDetailsRoundTripToTheSameType encodes Details of a struct type, a plain number and nil
// and decodes them back equal (==) and of the very type; wrong types, unknown kinds, unknown
// fields and trailing data are refused.
func TestDetailsRoundTripToTheSameType(t *testing.T) {
	type place struct {
		Q, R int
		Fish bool
	}
	type tile int8
	d := Details{"place": place{}, "reveal": tile(0), "turn": nil}
	for _, e := range []Event{
		{Kind: "place", Detail: place{Q: -2, R: 3, Fish: true}},
		{Kind: "reveal", Detail: tile(7)},
		{Kind: "turn"},
		{Kind: "place"}, // a nil Detail of a kind that has one reads back nil
	} {
		data, err := d.Encode(e)
		require.NoError(t, err)
		got, err := d.Decode(e.Kind, data)
		require.NoError(t, err)
		assert.True(t, got == e.Detail, "%s: %#v, was %#v", e.Kind, got, e.Detail)
	}

	_, err := d.Encode(Event{Kind: "reveal", Detail: 7})
	assert.ErrorContains(t, err, "detail of type int")
	_, err = d.Encode(Event{Kind: "fly"})
	assert.ErrorContains(t, err, `"fly" is unknown`)
	_, err = d.Encode(Event{Kind: "turn", Detail: tile(1)})
	assert.Error(t, err)

	for _, c := range []struct{ kind, data string }{
		{"fly", "null"},
		{"turn", "3"},
		{"place", `{"Q":1,"Wings":2}`},
		{"place", `{"Q":1} {}`},
		{"place", `{"Q":"one"}`},
		{"reveal", "300"},
		{"reveal", ""},
	} {
		_, err := d.Decode(c.kind, []byte(c.data))
		assert.Error(t, err, "%s %s", c.kind, c.data)
	}
}
