package scenes

import (
	"errors"
	"flag"
	"northtable/rules/bot"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestParseFlags(t *testing.T) {
	var boards []*fakeBoard
	games := fakeGames(&boards, false)
	ok := []struct {
		args []string
		want Config
	}{
		{nil, Config{WindowW: 1600, WindowH: 900}},
		{[]string{"-game", "orkney", "-players", "4", "-seed", "7"},
			Config{Game: "orkney", Players: 4, Seed: 7, SeedSet: true, WindowW: 1600, WindowH: 900}},
		{[]string{"-game=orkney", "--players=4", "-seed=7"},
			Config{Game: "orkney", Players: 4, Seed: 7, SeedSet: true, WindowW: 1600, WindowH: 900}},
		{[]string{"-game", "Orkney"}, Config{Game: "orkney", Players: DefaultPlayers, WindowW: 1600, WindowH: 900}},
		{[]string{"-game", "orkney", "-players", "2", "-autoplay", "10"}, Config{Game: "orkney", Players: 2, Autoplay: 10, WindowW: 1600, WindowH: 900}},
		{[]string{"-game", "reykholt", "-players", "1"}, Config{Game: "reykholt", Players: 1, WindowW: 1600, WindowH: 900}},
		{[]string{"-game", "reykholt"}, Config{Game: "reykholt", Players: 2, WindowW: 1600, WindowH: 900}},
		{[]string{"-seed", "3"}, Config{Seed: 3, SeedSet: true, WindowW: 1600, WindowH: 900}},
		{[]string{"-game", "reavers", "-players", "3", "-computers", "2"},
			Config{Game: "reavers", Players: 3, Computers: 2, Level: bot.Normal, WindowW: 1600, WindowH: 900}},
		{[]string{"-game", "orkney", "-computers", "1", "-level", "HARD"},
			Config{Game: "orkney", Players: DefaultPlayers, Computers: 1, Level: bot.Hard, WindowW: 1600, WindowH: 900}},
		{[]string{"-game", "orkney", "-computers", "0"}, Config{Game: "orkney", Players: DefaultPlayers, WindowW: 1600, WindowH: 900}},
		{[]string{"-window", "1280x720", "-screenshot", "a.png"},
			Config{WindowW: 1280, WindowH: 720, Screenshot: "a.png", Frames: DefaultScreenshotAt}},
		{[]string{"-screenshot", "b.PNG", "-frames", "5"}, Config{WindowW: 1600, WindowH: 900, Screenshot: "b.PNG", Frames: 5}},
	}
	for _, c := range ok {
		got, err := ParseFlags(c.args, games)
		require.NoError(t, err, c.args)
		assert.Equal(t, c.want, got, c.args)
	}
	bad := []struct {
		args  []string
		msg   string // what the desktop prints after "northtable: "
		plain string // what the page says
		flags []string
	}{
		{[]string{"-players", "7"}, "-players 7: no game is for that many (Orkney is for 2–5 players, Reykholt for 1–4, Reavers of Midgard for 2–4)",
			"No game here is for 7 players: Orkney is for 2–5 players, Reykholt for 1–4, Reavers of Midgard for 2–4.", []string{"players"}},
		{[]string{"-players", "1"}, "-players needs -game too, e.g. -game reykholt -players 1 (Orkney is for 2–5 players, Reykholt for 1–4, Reavers of Midgard for 2–4)",
			"players=1 needs a game too, for example game=reykholt&players=1 (Orkney is for 2–5 players, Reykholt for 1–4, Reavers of Midgard for 2–4). Without a game Northtable opens at its menu.",
			[]string{"players"}},
		{[]string{"-players", "3"}, "-players needs -game too, e.g. -game orkney -players 3 (Orkney is for 2–5 players, Reykholt for 1–4, Reavers of Midgard for 2–4)", "", []string{"players"}},
		{[]string{"-autoplay", "10"}, "-autoplay needs -game too, e.g. -game orkney -autoplay 10", "", []string{"autoplay"}},
		{[]string{"-game", "orkney", "-players", "9"}, "-players 9: Orkney is for 2–5 players", "Orkney is for 2–5 players.", []string{"players"}},
		{[]string{"-game", "orkney", "-players", "1"}, "-players 1: Orkney is for 2–5 players", "Orkney is for 2–5 players.", []string{"players"}},
		{[]string{"-game", "reykholt", "-players", "5"}, "-players 5: Reykholt is for 1–4 players", "Reykholt is for 1–4 players.", []string{"players"}},
		{[]string{"-game", "chess"}, `-game "chess": choose one of orkney, reykholt, reavers`,
			`Northtable has no game called "chess". It has Orkney, Reykholt and Reavers of Midgard.`, []string{"game"}},
		{[]string{"-game", "reavers", "-players", "5"}, "-players 5: Reavers of Midgard is for 2–4 players", "Reavers of Midgard is for 2–4 players.", []string{"players"}},
		{[]string{"-seed", "-3"}, `-seed "-3": want an unsigned integer`,
			`The seed must be a whole number from 0 to 18446744073709551615, not "-3".`, []string{"seed"}},
		{[]string{"-window", "800"}, `-window "800": want WIDTHxHEIGHT, e.g. 1600x900`, "", []string{"window"}},
		{[]string{"-window", "100x100"}, "-window 100x100: want between 640x360 and 7680x4320", "", []string{"window"}},
		{[]string{"-frames", "0"}, "-frames 0: want 1 or more frames", "", []string{"frames"}},
		{[]string{"-game", "orkney", "-autoplay", "-1"}, "-autoplay -1: want 0 or more moves", "", []string{"autoplay"}},
		{[]string{"-screenshot", "shot.jpg"}, `-screenshot "shot.jpg": want a .png file`, "", []string{"screenshot"}},
		{[]string{"-screenshot", "no-such-folder/shot.png"}, `-screenshot "no-such-folder/shot.png": folder no-such-folder does not exist`, "", []string{"screenshot"}},
		{[]string{"-game", "orkney", "-players", "x"}, `-players "x": want a whole number`, `players must be a whole number, not "x".`, []string{"players"}},
		{[]string{"-players"}, "-players needs a value, like -players 3", "players needs a value, like players=3.", []string{"players"}},
		{[]string{"-colour", "red"}, "no such option: -colour (see -help)", "Northtable has no option called “colour”.", []string{"colour"}},
		{[]string{"-foo", "-game", "orkney", "-bar=1"}, "no such option: -foo, -bar (see -help)",
			"Northtable has no options called “foo” and “bar”.", []string{"foo", "bar"}},
		{[]string{"-game", "reykholt", "-players", "2", "-computers", "2"}, "-computers 2: with 2 players, at most 1 (one player must be a person)",
			"With 2 players, at most 1 can be played by the computer: one player must be a person.", []string{"computers"}},
		{[]string{"-game", "reykholt", "-players", "1", "-computers", "1"}, "-computers 1: a solo game has no computer players",
			"A solo game is played by a person alone: it has no computer players.", []string{"computers"}},
		{[]string{"-game", "orkney", "-computers", "1", "-level", "expert"}, `-level "expert": want easy, normal or hard`,
			`The computer's level is easy, normal or hard, not "expert".`, []string{"level"}},
		{[]string{"-game", "orkney", "-level", "hard"}, "-level needs -computers too, e.g. -computers 2 -level hard",
			"level needs computers too, for example computers=2&level=hard.", []string{"level"}},
		{[]string{"-computers", "2"}, "-computers needs -game too, e.g. -game orkney -computers 2", "", []string{"computers"}},
		{[]string{"orkney"}, `unexpected argument "orkney"`, `Northtable does not understand "orkney".`, nil},
	}
	for _, c := range bad {
		_, err := ParseFlags(c.args, games)
		var fe *FlagError
		require.True(t, errors.As(err, &fe), "%v: %v", c.args, err)
		assert.Equal(t, c.msg, fe.Error(), c.args)
		if c.plain != "" {
			assert.Equal(t, c.plain, fe.Plain, c.args)
		}
		assert.NotEmpty(t, fe.Plain, c.args)
		assert.NotContains(t, fe.Plain, "flag provided", c.args)
		assert.Equal(t, c.flags, fe.Flags, c.args)
	}
	for _, h := range []string{"-h", "-help", "--help"} {
		_, err := ParseFlags([]string{"-game", "orkney", h}, games)
		assert.ErrorIs(t, err, flag.ErrHelp, h)
	}
}

func TestHelpListsEveryGameAndItsPlayers(t *testing.T) {
	h := NewHelp(Games())
	text := h.Text()
	for _, want := range []string{
		"usage: northtable [-game ID] [-players N]",
		"orkney     Orkney, 2–5 players (3 unless -players says)",
		"reykholt   Reykholt, 1–4 players (2 unless -players says)",
		"reavers    Reavers of Midgard, 2–4 players (2 unless -players says)",
		"(orkney, reykholt, reavers)",
		"(orkney 2–5 players, reykholt 1–4 players, reavers 2–4 players)",
	} {
		assert.Contains(t, text, want)
	}
	assert.NotContains(t, text, "Coming later", "every game is playable")
	require.Len(t, h.Games, 3)
	assert.Equal(t, HelpGame{ID: "orkney", Title: "Orkney", Min: 2, Max: 5, Default: 3, Available: true}, h.Games[0])
	var names []string
	for _, o := range h.Options {
		names = append(names, o.Name)
	}
	assert.Equal(t, flagNames, names, "every option the parser knows is in the help, in its order")
}
