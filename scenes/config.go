package scenes

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
)

// Config is what the command line asks for (CLARIFICATIONS 5).
type Config struct {
	Game       string // "" = start at the menu; otherwise a game id ("orkney") and skip the menu
	Players    int    // number of players when Game is set
	Seed       uint64 // seed for the game's generator
	SeedSet    bool   // Seed was given; otherwise each new game draws one
	WindowW    int    // window size, logical px
	WindowH    int
	Autoplay   int    // apply the first N moves with the random bot
	Screenshot string // write a PNG of frame Frames to this file and exit; "" = off
	Frames     int    // with Screenshot: which frame to save; without: exit after this many frames (0 = run on)
}

// Defaults for Config.
const (
	DefaultWindowW         = 1600
	DefaultWindowH         = 900
	DefaultScreenshotAt    = 60 // frames, when -screenshot is given without -frames
	DefaultPlayers         = 3  // when -game is given without -players
	minWindowW, minWindowH = 640, 360
	maxWindowW, maxWindowH = 7680, 4320
)

// FlagError is a command-line problem; main prints "northtable: " + Error() and exits 2.
type FlagError struct{ Msg string }

// Error returns the one-line message.
func (e *FlagError) Error() string { return e.Msg }

func flagErr(format string, args ...any) error {
	return &FlagError{Msg: fmt.Sprintf(format, args...)}
}

// ParseFlags parses the command-line arguments (without the program name) into a Config and
// validates them against the known games. Errors are *FlagError with a one-line message, or
// flag.ErrHelp for -h.
//
// -players or -autoplay without -game start an Orkney game (the first game on the menu).
func ParseFlags(args []string, games []GameInfo) (Config, error) {
	cfg := Config{WindowW: DefaultWindowW, WindowH: DefaultWindowH}
	fs := flag.NewFlagSet("northtable", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	game := fs.String("game", "", "game to start: orkney or reykholt (default: the menu)")
	players := fs.Int("players", 0, "number of players")
	seed := fs.String("seed", "", "seed for the game's generator (unsigned integer)")
	window := fs.String("window", "1600x900", "window size WxH")
	fs.IntVar(&cfg.Autoplay, "autoplay", 0, "apply the first N moves with the random bot")
	fs.StringVar(&cfg.Screenshot, "screenshot", "", "save frame -frames as a PNG to this file and exit")
	fs.IntVar(&cfg.Frames, "frames", 0, "frame to capture, or number of frames to run")
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return cfg, err
		}
		return cfg, flagErr("%s", firstLine(err.Error()))
	}
	if fs.NArg() > 0 {
		return cfg, flagErr("unexpected argument %q", fs.Arg(0))
	}
	set := map[string]bool{}
	fs.Visit(func(f *flag.Flag) { set[f.Name] = true })

	if set["game"] || set["players"] || set["autoplay"] {
		id := strings.ToLower(strings.TrimSpace(*game))
		if !set["game"] {
			id = "orkney"
		}
		info, ok := findGame(games, id)
		if !ok {
			return cfg, flagErr("-game %q: choose one of %s", *game, gameIDs(games))
		}
		if info.New == nil {
			return cfg, flagErr("game %s is not available yet", info.ID)
		}
		cfg.Game = info.ID
		cfg.Players = info.DefaultPlayers
		if set["players"] {
			if *players < info.MinPlayers || *players > info.MaxPlayers {
				return cfg, flagErr("-players %d: %s takes %d to %d players", *players, info.Title, info.MinPlayers, info.MaxPlayers)
			}
			cfg.Players = *players
		}
	}
	if set["seed"] {
		v, err := strconv.ParseUint(strings.TrimSpace(*seed), 10, 64)
		if err != nil {
			return cfg, flagErr("-seed %q: want an unsigned integer", *seed)
		}
		cfg.Seed, cfg.SeedSet = v, true
	}
	w, h, err := parseSize(*window)
	if err != nil {
		return cfg, err
	}
	cfg.WindowW, cfg.WindowH = w, h
	if cfg.Autoplay < 0 {
		return cfg, flagErr("-autoplay %d: want 0 or more moves", cfg.Autoplay)
	}
	if cfg.Frames < 0 || (set["frames"] && cfg.Frames == 0) {
		return cfg, flagErr("-frames %d: want 1 or more frames", cfg.Frames)
	}
	if set["screenshot"] {
		if strings.TrimSpace(cfg.Screenshot) == "" {
			return cfg, flagErr("-screenshot: want a file name")
		}
		if !strings.HasSuffix(strings.ToLower(cfg.Screenshot), ".png") {
			return cfg, flagErr("-screenshot %q: want a .png file", cfg.Screenshot)
		}
		if dir := filepath.Dir(cfg.Screenshot); !isDir(dir) {
			return cfg, flagErr("-screenshot %q: folder %s does not exist", cfg.Screenshot, dir)
		}
		if cfg.Frames == 0 {
			cfg.Frames = DefaultScreenshotAt
		}
	}
	return cfg, nil
}

func parseSize(s string) (w, h int, err error) {
	a, b, ok := strings.Cut(strings.ToLower(strings.TrimSpace(s)), "x")
	if ok {
		w, err = strconv.Atoi(a)
		if err == nil {
			h, err = strconv.Atoi(b)
		}
	}
	if !ok || err != nil {
		return 0, 0, flagErr("-window %q: want WIDTHxHEIGHT, e.g. 1600x900", s)
	}
	if w < minWindowW || h < minWindowH || w > maxWindowW || h > maxWindowH {
		return 0, 0, flagErr("-window %s: want between %dx%d and %dx%d", s, minWindowW, minWindowH, maxWindowW, maxWindowH)
	}
	return w, h, nil
}

func firstLine(s string) string {
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		return s[:i]
	}
	return s
}

func findGame(games []GameInfo, id string) (GameInfo, bool) {
	for _, g := range games {
		if g.ID == id {
			return g, true
		}
	}
	return GameInfo{}, false
}

func gameIDs(games []GameInfo) string {
	ids := make([]string, len(games))
	for i, g := range games {
		ids[i] = g.ID
	}
	return strings.Join(ids, ", ")
}

// isDir reports whether path names an existing directory.
func isDir(path string) bool {
	fi, err := os.Stat(path)
	return err == nil && fi.IsDir()
}
