package tables_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"northtable/build/serve/tables"
	"northtable/rules/record"
	"northtable/rules/wire"
)

// newHall is a Hall over a fresh Memory store with the test's games, closed after the test.
func newHall(t testing.TB) (*tables.Hall, *tables.Memory, []record.Definition) {
	store := tables.NewMemory()
	defs := games()
	h := tables.NewHall(store, defs)
	h.Rate, h.Burst = 1e9, 1e9 // the tests' clients play as fast as they can; the flood tests set the limit
	t.Cleanup(h.Close)
	return h, store, defs
}

// openTable creates a table of game with seats seats at a host (seat 0 here, the rest open),
// seats one joining client at each other seat, starts it, and returns the clients by seat once
// each has its State.
func openTable(t testing.TB, h *tables.Hall, game string, seats int) []*fakeClient {
	t.Helper()
	plan := []wire.SeatPlan{{Name: "Ann", Who: wire.WhoHere}}
	for range seats - 1 {
		plan = append(plan, wire.SeatPlan{Who: wire.WhoOpen})
	}
	host := newClient(h)
	host.do(t, &wire.Create{Game: game, Seats: plan})
	host.seated(t)
	clients := []*fakeClient{host}
	for i := 1; i < seats; i++ {
		c := newClient(h)
		c.do(t, &wire.Join{Code: host.code, Name: []string{"", "Bjørn", "Cait", "Dag", "Eilidh"}[i]})
		s := c.seated(t)
		require.Equal(t, []int{i}, s.Seats)
		clients = append(clients, c)
	}
	host.do(t, &wire.Start{Code: host.code})
	for _, c := range clients {
		c.position(t, 0)
	}
	return clients
}

func TestCreateJoinHelloStart(t *testing.T) {
	h, _, _ := newHall(t)
	host := newClient(h)
	host.do(t, &wire.Create{Game: "reykholt", Seats: []wire.SeatPlan{
		{Name: "  Ann  ", Who: wire.WhoHere}, {Who: wire.WhoOpen}, {Who: wire.WhoComputer, Level: "easy"}}})
	s := host.seated(t)
	assert.Len(t, s.Code, wire.CodeLen)
	for _, r := range s.Code {
		assert.Contains(t, wire.CodeAlphabet, string(r))
	}
	assert.Equal(t, []int{0}, s.Seats)
	require.Len(t, s.Tokens, 1)
	assert.Len(t, s.Tokens[0], 22, "128 bits in base64url")
	assert.True(t, s.Host)
	lobby := nextOf[wire.Lobby](t, host)
	require.Len(t, lobby.Seats, 3)
	assert.Equal(t, wire.SeatInfo{Name: "Ann", Colour: 0, Kind: "human", Taken: true, Online: true}, lobby.Seats[0])
	assert.False(t, lobby.Seats[1].Taken)
	assert.Equal(t, wire.SeatInfo{Name: "Computer", Colour: 2, Kind: "computer", Level: "easy", Taken: true, Online: true}, lobby.Seats[2])
	assert.Equal(t, "A", lobby.Options["services"], "the options' defaults are filled in")

	// Starting before every seat is taken is refused.
	host.do(t, &wire.Start{Code: s.Code})
	assert.Equal(t, tables.WordsNotTaken, host.refused(t))

	// A guest joins by the code as a person types it, with a long name cut to the field's.
	guest := newClient(h)
	guest.do(t, &wire.Join{Code: " " + s.Code[:4] + "-" + s.Code[4:] + " ", Name: "Bjørn the Magnificent"})
	gs := guest.seated(t)
	assert.Equal(t, []int{1}, gs.Seats)
	assert.False(t, gs.Host)
	lobby = host.next(t, func(m any) bool { l, ok := m.(*wire.Lobby); return ok && l.Seats[1].Taken }).(*wire.Lobby)
	assert.Equal(t, "Bjørn the Magnif", lobby.Seats[1].Name)

	// Only the host starts.
	guest.do(t, &wire.Start{Code: s.Code})
	assert.Equal(t, tables.WordsNotHost, guest.refused(t))
	host.do(t, &wire.Start{Code: s.Code})
	st := nextOf[wire.State](t, host)
	assert.Equal(t, 0, st.Moves)
	require.Len(t, st.Views, 1)
	assert.Equal(t, 0, st.Views[0].Seat)
	gst := nextOf[wire.State](t, guest)
	require.Len(t, gst.Views, 1)
	assert.Equal(t, 1, gst.Views[0].Seat)

	// A latecomer is turned away; the guest comes back on another connection with its token.
	late := newClient(h)
	late.do(t, &wire.Join{Code: s.Code, Name: "Cait"})
	assert.Equal(t, tables.WordsBegun, late.refused(t))
	guest.conn.Close()
	back := newClient(h)
	back.do(t, &wire.Hello{Code: s.Code, Tokens: gs.Tokens})
	bs := back.seated(t)
	assert.Equal(t, []int{1}, bs.Seats)
	assert.Empty(t, bs.Tokens, "tokens are given only once")
	assert.Equal(t, 1, nextOf[wire.State](t, back).Views[0].Seat)
}

func TestRefusalsInPlainWords(t *testing.T) {
	h, _, _ := newHall(t)
	host := newClient(h)
	host.do(t, &wire.Create{Game: "orkney", Seats: []wire.SeatPlan{{Who: wire.WhoHere}, {Who: wire.WhoOpen}}})
	code := host.seated(t).Code
	guest := newClient(h)
	guest.do(t, &wire.Join{Code: code, Name: "Bjørn"})
	guest.seated(t)

	cases := []struct {
		name string
		msg  any
		want string
	}{
		{"wrong code", &wire.Join{Code: "ABCDEFGHJ", Name: "Cait"}, tables.WordsNoTable},
		{"full table", &wire.Join{Code: code, Name: "Cait"}, tables.WordsFull},
		{"stale token", &wire.Hello{Code: code, Tokens: []string{tables.NewToken()}}, tables.WordsStaleToken},
		{"token of another table", &wire.Hello{Code: "ABCDEFGHJ", Tokens: []string{tables.NewToken()}}, tables.WordsNoTable},
		{"unknown game", &wire.Create{Game: "chess", Seats: []wire.SeatPlan{{Who: wire.WhoHere}, {Who: wire.WhoOpen}}}, tables.WordsNoGame},
		{"nobody here", &wire.Create{Game: "orkney", Seats: []wire.SeatPlan{{Who: wire.WhoOpen}, {Who: wire.WhoOpen}}}, tables.WordsNoHereSeat},
		{"too many seats", &wire.Create{Game: "orkney", Seats: []wire.SeatPlan{{Who: wire.WhoHere}, {Who: wire.WhoOpen}, {Who: wire.WhoOpen}, {Who: wire.WhoOpen}, {Who: wire.WhoOpen}, {Who: wire.WhoOpen}}}, "This table cannot start: the game does not take these players or options."},
		{"repeated colours", &wire.Create{Game: "orkney", Seats: []wire.SeatPlan{{Who: wire.WhoHere, Colour: 2}, {Who: wire.WhoOpen, Colour: 2}}}, "This table cannot start: the game does not take these players or options."},
		{"unknown level", &wire.Create{Game: "orkney", Seats: []wire.SeatPlan{{Who: wire.WhoHere}, {Who: wire.WhoComputer, Level: "godlike"}}}, tables.WordsBadLevel},
		{"move before any table", &wire.Play{Seat: 0, Move: &record.Move{Seat: 0, Kind: "x", Data: []byte(`{}`)}}, tables.WordsNoSeatTable},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			cl := newClient(h)
			cl.do(t, c.msg)
			assert.Equal(t, c.want, cl.refused(t))
		})
	}
}

func TestBadMessagesGetFailures(t *testing.T) {
	h, _, _ := newHall(t)
	c := newClient(h)
	for data, want := range map[string]string{
		`{"v":1,"t":"join"`:                       wire.WordsMalformed,
		`{"v":9,"t":"join","code":"A","name":""}`: wire.WordsNewerPage,
		`{"v":1,"t":"join","code":"A","x":1}`:     wire.WordsMalformed,
		`{"v":1,"t":"launch"}`:                    wire.WordsType,
	} {
		c.conn.Handle(context.Background(), []byte(data))
		f, ok := c.answer(t).(*wire.Failure)
		require.True(t, ok, data)
		assert.Equal(t, want, f.Words, data)
	}
	assert.False(t, c.isClosed())
}

func TestAFloodClosesTheConnection(t *testing.T) {
	h, _, _ := newHall(t)
	now := time.Date(2026, 12, 5, 12, 0, 0, 0, time.UTC)
	h.Now = func() time.Time { return now } // no refill while the flood comes
	h.Rate, h.Burst = tables.DefaultRate, tables.DefaultBurst
	c := newClient(h)
	for range int(tables.DefaultBurst) {
		c.do(t, &wire.Join{Code: "ABCDEFGHJ"})
		assert.Equal(t, tables.WordsNoTable, c.refused(t))
	}
	assert.False(t, c.isClosed())
	c.do(t, &wire.Join{Code: "ABCDEFGHJ"})
	f, ok := c.answer(t).(*wire.Failure)
	require.True(t, ok)
	assert.Equal(t, tables.WordsFlood, f.Words)
	assert.True(t, c.isClosed())
	c.do(t, &wire.Join{Code: "ABCDEFGHJ"})
	assert.Len(t, c.messages(t), int(tables.DefaultBurst)+1, "nothing more is answered")
}

func TestTheFloodLimitRefillsWithTime(t *testing.T) {
	h, _, _ := newHall(t)
	now := time.Date(2026, 12, 5, 12, 0, 0, 0, time.UTC)
	h.Now = func() time.Time { return now }
	h.Rate, h.Burst = tables.DefaultRate, tables.DefaultBurst
	c := newClient(h)
	for i := range 200 {
		now = now.Add(time.Second / tables.DefaultRate)
		c.do(t, &wire.Join{Code: "ABCDEFGHJ"})
		require.Equal(t, tables.WordsNoTable, c.refused(t), "message %d", i)
	}
	assert.False(t, c.isClosed())
}

func TestCodesAndTokensAreRandomAndHashed(t *testing.T) {
	seen := map[string]bool{}
	for range 1000 {
		c := tables.NewCode()
		require.Len(t, c, wire.CodeLen)
		require.False(t, seen[c])
		seen[c] = true
		assert.Equal(t, c, wire.NormalCode(" "+strings.ToLower(c[:3])+"-"+c[3:]))
	}
	tok := tables.NewToken()
	assert.NotEqual(t, tok, tables.NewToken())
	assert.Len(t, tables.TokenHash(tok), 43, "SHA-256 in base64url")
	assert.NotContains(t, tables.TokenHash(tok), tok)
}

func TestSettingsKeepOnlyTokenHashes(t *testing.T) {
	h, store, _ := newHall(t)
	host := newClient(h)
	host.do(t, &wire.Create{Game: "orkney", Seats: []wire.SeatPlan{{Who: wire.WhoHere}, {Who: wire.WhoHere}}})
	s := host.seated(t)
	require.Len(t, s.Tokens, 2)
	data, _, err := store.Settings(context.Background(), s.Code)
	require.NoError(t, err)
	for _, tok := range s.Tokens {
		assert.NotContains(t, string(data), tok)
		assert.Contains(t, string(data), tables.TokenHash(tok))
	}
}

func TestTheSeatsKeepTheirChosenColours(t *testing.T) {
	h, _, _ := newHall(t)
	host := newClient(h)
	host.do(t, &wire.Create{Game: "orkney", Seats: []wire.SeatPlan{{Who: wire.WhoHere, Colour: 3}, {Who: wire.WhoOpen, Colour: 1}}})
	host.seated(t)
	lobby := nextOf[wire.Lobby](t, host)
	assert.Equal(t, 3, lobby.Seats[0].Colour)
	assert.Equal(t, 1, lobby.Seats[1].Colour)
}

// TestJoinersGetDistinctNames: a friend who joins under a name already at the table gets it
// with a number, so the headers and the log tell them apart.
func TestJoinersGetDistinctNames(t *testing.T) {
	for _, tc := range []struct{ host, joiner, want string }{
		{"Ann", "Ann", "Ann 2"},
		{"Ann", "ann", "ann 2"},
		{"Ann", "Bo", "Bo"},
		{"Abcdefghijklmnop", "Abcdefghijklmnop", "Abcdefghijklmn 2"},
	} {
		seats := []tables.SeatSetting{{Name: tc.host, Who: wire.WhoHere, Taken: true}, {Who: wire.WhoOpen}}
		assert.Equal(t, tc.want, tables.DistinctName(seats, tc.joiner, 1), "%s then %s", tc.host, tc.joiner)
	}
}
