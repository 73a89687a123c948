package statebin

import (
	"encoding/binary"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"northtable/rules"
)

// TestReaderChecksRangesAndLength reads numbers in and out of their ranges, a state cut short
// and one with bytes left over: the first failure stays, later reads give zero.
func TestReaderChecksRangesAndLength(t *testing.T) {
	b := []byte("game/1")
	b = binary.AppendVarint(b, 3)
	b = binary.AppendVarint(b, -1)
	b = append(b, 7, 1)
	b = binary.LittleEndian.AppendUint16(b, 500)

	r := NewReader(b, "game", "game/1")
	assert.Equal(t, 3, r.Int("seats", 1, 4))
	assert.Equal(t, -1, r.Int("seat", -1, 3))
	assert.Equal(t, int8(7), r.Int8In("count", 0, 9))
	assert.True(t, r.Bool("mark"))
	assert.Equal(t, uint16(500), r.Uint16())
	require.NoError(t, r.End())

	r = NewReader(b, "game", "game/1")
	assert.Equal(t, 0, r.Int("seats", 1, 2))
	assert.ErrorContains(t, r.Err(), "seats is 3, not in 1..2")
	assert.Equal(t, 0, r.Int("seat", -1, 3), "a read after a failure gives zero")

	r = NewReader(b[:len(b)-1], "game", "game/1")
	r.Int("seats", 1, 4)
	r.Int("seat", -1, 3)
	r.Bytes(2)
	r.Uint16()
	assert.ErrorContains(t, r.Err(), "2 bytes wanted, 1 left")

	r = NewReader(append(b, 0), "game", "game/1")
	r.Bytes(len(b) - len("game/1"))
	assert.ErrorContains(t, r.End(), "1 bytes after the state")

	assert.Error(t, NewReader([]byte("other/1"), "game", "game/1").Err())
	assert.Error(t, NewReader(nil, "game", "game/1").Err())
}

// TestEventsRoundTrip writes events and reads them back equal, and refuses an event of a kind
// the table does not know.
func TestEventsRoundTrip(t *testing.T) {
	type detail struct{ N int }
	d := rules.Details{"gain": detail{}, "end": nil}
	events := []rules.Event{
		{Kind: "gain", Seat: 1, Detail: detail{N: 3}},
		{Kind: "gain", Seat: 0, Private: true, Detail: detail{N: -2}},
		{Kind: "end", Seat: rules.NoSeat},
	}
	b, err := AppendEvents([]byte("x/1"), d, events)
	require.NoError(t, err)
	r := NewReader(b, "x", "x/1")
	assert.Equal(t, events, r.Events(d, 2))
	require.NoError(t, r.End())

	r = NewReader(b, "x", "x/1")
	r.Events(d, 1)
	assert.ErrorContains(t, r.Err(), "event seat is 1, not in -1..0")

	r = NewReader(b, "x", "x/1")
	r.Events(rules.Details{"end": nil}, 2)
	assert.ErrorContains(t, r.Err(), `event kind "gain" is unknown`)

	_, err = AppendEvents(nil, d, []rules.Event{{Kind: "fly"}})
	assert.Error(t, err)
}
