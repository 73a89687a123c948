package record_test

import (
	"encoding/base64"
	"runtime"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"northtable/rules"
	"northtable/rules/bot"
	allgames "northtable/rules/games"
	"northtable/rules/orkney"
	"northtable/rules/reavers"
	"northtable/rules/record"
	"northtable/rules/reykholt"
)

// games are the three games' definitions.
var games = allgames.All()

// midGame is a game of def with seats seats played halfway by the random bot.
func midGame(t testing.TB, def record.Definition, seats int) rules.Game {
	t.Helper()
	g, err := def.NewGame(seats, 11, nil)
	require.NoError(t, err)
	length := 0
	for b := bot.NewRandom(3); !g.Over(); length++ {
		_, err := g.Apply(b.Choose(g))
		require.NoError(t, err)
	}
	g, err = def.NewGame(seats, 11, nil)
	require.NoError(t, err)
	b := bot.NewRandom(3)
	for range length / 2 {
		_, err := g.Apply(b.Choose(g))
		require.NoError(t, err)
	}
	return g
}

// TestStateOfAnotherGameIsRefused decodes each game's state with every other game's
// definition: an error, never a game.
func TestStateOfAnotherGameIsRefused(t *testing.T) {
	for _, from := range games {
		data, err := from.EncodeState(midGame(t, from, 2))
		require.NoError(t, err)
		for _, to := range games {
			if to.GameID() == from.GameID() {
				continue
			}
			g, err := to.DecodeState(data)
			assert.Error(t, err, "%s decodes a %s state", to.GameID(), from.GameID())
			assert.Nil(t, g)
			_, err = to.EncodeState(midGame(t, from, 2))
			assert.Error(t, err, "%s encodes a %s game", to.GameID(), from.GameID())
		}
	}
}

// TestViewSizes measures a seat's View in the middle of a 2- and a 4-seat game of each game,
// as the table server sends it (raw bytes, and base64 inside the wire's JSON): each is a few
// kilobytes at most.
func TestViewSizes(t *testing.T) {
	for _, def := range games {
		for _, seats := range []int{2, 4} {
			data, err := def.EncodeState(midGame(t, def, seats).View(0))
			require.NoError(t, err)
			b64 := base64.StdEncoding.EncodedLen(len(data))
			t.Logf("%s %dp: a View is %d bytes, %d in base64", def.GameID(), seats, len(data), b64)
			assert.Less(t, len(data), 4096, "%s %dp", def.GameID(), seats)
		}
	}
}

// TestDamagedStatesAreRefusedOrPlay changes every byte of a mid-game state and of a View of
// each game, one at a time, in two ways (its top bit flipped, one added): the decoder either
// refuses the bytes with an error or gives a game that answers every question and plays on
// for ten moves, never a panic. Under WebAssembly (several times slower) only the View is
// damaged, and only by the flipped bit.
func TestDamagedStatesAreRefusedOrPlay(t *testing.T) {
	wasm := runtime.GOARCH == "wasm"
	for _, def := range games {
		g := midGame(t, def, 3)
		states := []rules.Game{g.View(1), g}
		if wasm {
			states = states[:1]
		}
		for _, x := range states {
			data, err := def.EncodeState(x)
			require.NoError(t, err)
			accepted, tried := 0, 0
			for i := range data {
				damaged := []byte{data[i] ^ 0x80, data[i] + 1}
				if wasm {
					damaged = damaged[:1]
				}
				for _, v := range damaged {
					tried++
					c := append([]byte(nil), data...)
					c[i] = v
					if playsOrRefused(t, def, c) {
						accepted++
					}
				}
			}
			t.Logf("%s: %d of %d damaged states accepted", def.GameID(), accepted, tried)
		}
	}
}

// playsOrRefused decodes data: a refusal gives no game; a game accepted answers every
// question and plays ten moves of the random bot (a panic fails the test). It reports
// whether the state was accepted.
func playsOrRefused(t *testing.T, def record.Definition, data []byte) bool {
	t.Helper()
	g, err := def.DecodeState(data)
	if err != nil {
		require.Nil(t, g)
		return false
	}
	b := bot.NewRandom(1)
	for range 10 {
		g.Prompt()
		g.Result()
		for s := rules.NoSeat; int(s) < g.Seats(); s++ {
			g.View(s).Legal()
		}
		if g.Over() {
			break
		}
		out, err := g.Apply(b.Choose(g))
		require.NoError(t, err)
		for _, e := range out.Events {
			g.Describe(e, nil)
		}
	}
	return true
}

// BenchmarkDecodeView is what a client spends reading one update: a seat's View in the middle
// of a 4-seat game decoded, its checks and last guard included; BenchmarkEncodeView the
// server's side.
func BenchmarkDecodeView(b *testing.B) {
	for _, def := range games {
		b.Run(def.GameID(), func(b *testing.B) {
			data, err := def.EncodeState(midGame(b, def, 4).View(0))
			require.NoError(b, err)
			b.ReportAllocs()
			for b.Loop() {
				if _, err := def.DecodeState(data); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

func BenchmarkEncodeView(b *testing.B) {
	for _, def := range games {
		b.Run(def.GameID(), func(b *testing.B) {
			v := midGame(b, def, 4).View(0)
			b.ReportAllocs()
			for b.Loop() {
				if _, err := def.EncodeState(v); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// TestDetailsOutOfRangeAreRefused decodes event details whose JSON is well formed but names
// what no game has (a tile, task, greenhouse or card of no id): each is refused with an error,
// while the same detail in range reads back.
func TestDetailsOutOfRangeAreRefused(t *testing.T) {
	for _, c := range []struct {
		def       record.Definition
		kind      string
		good, bad string
	}{
		{orkney.Definition{}, orkney.EvTaskKept, `3`, `12`},
		{orkney.Definition{}, orkney.EvFish, `2`, `-1`},
		{orkney.Definition{}, orkney.EvFishValues, `{"N":1,"Values":[3,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0]}`, `{"N":19,"Values":[3,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0]}`},
		{reykholt.Definition{}, reykholt.EvSeed, `{"GH":4,"Good":0,"Companion":-1}`, `{"GH":40,"Good":0,"Companion":-1}`},
		{reykholt.Definition{}, reykholt.EvTakeCard, `{"Card":5,"Other":-1}`, `{"Card":36,"Other":-1}`},
		{reavers.Definition{}, reavers.EvDraw, `{"Card":{"Deck":0,"ID":3}}`, `{"Card":{"Deck":9,"ID":3}}`},
		{reavers.Definition{}, reavers.EvRoll, `{"Colour":1,"Face":2}`, `{"Colour":1,"Face":-2}`},
	} {
		_, err := c.def.DecodeDetail(c.kind, []byte(c.good))
		assert.NoError(t, err, "%s %s %s", c.def.GameID(), c.kind, c.good)
		v, err := c.def.DecodeDetail(c.kind, []byte(c.bad))
		assert.Error(t, err, "%s %s %s", c.def.GameID(), c.kind, c.bad)
		assert.Nil(t, v)
	}
}
