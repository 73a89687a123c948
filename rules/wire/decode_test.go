package wire_test

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"northtable/rules/record"
	"northtable/rules/wire"
)

func TestDecodeReadsEveryClientMessage(t *testing.T) {
	cases := []struct {
		name string
		msg  any
	}{
		{"create", &wire.Create{Game: "orkney", Seats: []wire.SeatPlan{{Name: "Ann", Who: wire.WhoHere}, {Who: wire.WhoOpen}}}},
		{"join", &wire.Join{Code: "ABCDEFGH", Name: "Bjørn"}},
		{"hello", &wire.Hello{Code: "ABCDEFGH", Tokens: []string{"x"}}},
		{"start", &wire.Start{Code: "ABCDEFGH"}},
		{"move", &wire.Play{Seat: 1, After: 3, Move: &record.Move{Seat: 1, Kind: "Pass", Data: json.RawMessage(`{}`)}}},
		{"undo", &wire.Play{Seat: 1, After: 4}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			data, err := wire.Encode(c.msg)
			require.NoError(t, err)
			got, err := wire.Decode(data)
			require.NoError(t, err)
			assert.Equal(t, c.msg, got)
		})
	}
}

func TestDecodeRefusesBadMessagesInPlainWords(t *testing.T) {
	cases := []struct {
		name  string
		data  string
		kind  error
		words string
	}{
		{"not JSON", `{"v":1,"t":"join"`, wire.ErrMalformed, wire.WordsMalformed},
		{"no version", `{"t":"join","code":"A","name":"B"}`, wire.ErrMalformed, wire.WordsMalformed},
		{"older version", `{"v":0,"t":"join","code":"A","name":"B"}`, wire.ErrVersion, wire.WordsOlderPage},
		{"newer version", `{"v":2,"t":"join","code":"A","name":"B"}`, wire.ErrVersion, wire.WordsNewerPage},
		{"unknown type", `{"v":1,"t":"teleport"}`, wire.ErrType, wire.WordsType},
		{"server type from a client", `{"v":1,"t":"update","moves":1}`, wire.ErrType, wire.WordsType},
		{"unknown field", `{"v":1,"t":"join","code":"A","name":"B","admin":true}`, wire.ErrMalformed, wire.WordsMalformed},
		{"trailing data", `{"v":1,"t":"start","code":"A"} {}`, wire.ErrMalformed, wire.WordsMalformed},
		{"move without its move", `{"v":1,"t":"move","seat":0,"after":0}`, wire.ErrMalformed, wire.WordsMalformed},
		{"undo with a move", `{"v":1,"t":"undo","seat":0,"after":0,"move":{"seat":0,"kind":"A","data":{}}}`, wire.ErrMalformed, wire.WordsMalformed},
		{"move of another seat", `{"v":1,"t":"move","seat":0,"after":0,"move":{"seat":1,"kind":"A","data":{}}}`, wire.ErrMalformed, wire.WordsMalformed},
		{"too large", `{"v":1,"t":"join","code":"A","name":"` + strings.Repeat("x", wire.MaxClientMessage) + `"}`, wire.ErrTooLarge, wire.WordsTooLarge},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got, err := wire.Decode([]byte(c.data))
			require.Error(t, err)
			assert.Nil(t, got)
			assert.True(t, errors.Is(err, c.kind), "%v", err)
			assert.Equal(t, c.words, wire.Words(err))
		})
	}
}

func TestDecodeServerReadsEveryServerMessage(t *testing.T) {
	for _, msg := range []any{
		&wire.Seated{Code: "ABCDEFGH", Seats: []int{0}, Tokens: []string{"t"}, Host: true},
		&wire.Lobby{Code: "ABCDEFGH", Game: "orkney", Seats: []wire.SeatInfo{{Name: "Ann", Kind: "human", Taken: true}}},
		&wire.State{Code: "ABCDEFGH", Game: "orkney", Moves: 2, Views: []wire.SeatView{{Seat: 0, State: []byte{1, 2}}}},
		&wire.Update{Moves: 3, Seat: 1, Views: []wire.SeatView{{Seat: 0, State: []byte{3}}}},
		&wire.Refused{Words: "No table has that code"},
		&wire.Failure{Words: "Too many messages"},
	} {
		data, err := wire.Encode(msg)
		require.NoError(t, err)
		got, err := wire.DecodeServer(data)
		require.NoError(t, err)
		assert.Equal(t, msg, got)
	}
}

func TestCleanNameKeepsWhatTheNameFieldTakes(t *testing.T) {
	cases := map[string]string{
		"Ann":                        "Ann",
		"  Bjørn  ":                  "Bjørn",
		"A\x00n\u200bn":              "Ann",
		"Mary   Ann":                 "Mary Ann",
		"\t\n":                       "",
		"Abcdefghijklmnopqrstuvwxyz": "Abcdefghijklmnop",
		"Abcdefghijklmno pq":         "Abcdefghijklmno",
		"\xff\xfeEve":                "Eve",
	}
	for in, want := range cases {
		assert.Equal(t, want, wire.CleanName(in), "%q", in)
	}
}

// FuzzDecode feeds the client decoder anything: it never panics, refuses with an *Error in
// plain words, and whatever it accepts encodes again into a message it accepts the same.
func FuzzDecode(f *testing.F) {
	for _, s := range []string{
		`{"v":1,"t":"create","game":"orkney","seats":[{"who":"here"},{"who":"open"}]}`,
		`{"v":1,"t":"join","code":"ABCDEFGH","name":"Ann"}`,
		`{"v":1,"t":"hello","code":"ABCDEFGH","tokens":["abc"]}`,
		`{"v":1,"t":"start","code":"ABCDEFGH"}`,
		`{"v":1,"t":"move","seat":0,"after":0,"move":{"seat":0,"kind":"Pass","data":{}}}`,
		`{"v":1,"t":"undo","seat":0,"after":1}`,
		`{"v":2,"t":"join"}`,
		`[]`, `null`, ``,
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		msg, err := wire.Decode(data)
		if err != nil {
			var e *wire.Error
			require.ErrorAs(t, err, &e)
			require.NotEmpty(t, e.Words)
			require.Nil(t, msg)
			return
		}
		again, err := wire.Encode(msg)
		require.NoError(t, err)
		msg2, err := wire.Decode(again)
		require.NoError(t, err, "%s", again)
		require.Equal(t, msg, msg2)
	})
}
