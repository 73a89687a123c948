package scenes

import (
	"flag"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"northtable/rules"
	"northtable/rules/bot"
)

// Config is what the command line asks for (CLARIFICATIONS 5).
type Config struct {
	Game     string // "" = start at the menu; otherwise a game id ("orkney") and skip the menu
	Players  int    // number of players when Game is set
	Seed     uint64 // seed for the game's generator
	SeedSet  bool   // Seed was given; otherwise each new game draws one
	WindowW  int    // window size, logical px
	WindowH  int
	Autoplay int // apply the first N moves with the random bot
	// Computers is how many of the Players seats the computer plays (the last ones), at Level;
	// at least one seat stays a person's.
	Computers  int
	Level      bot.Level
	Screenshot string // write a PNG of frame Frames to this file and exit; "" = off
	Frames     int    // with Screenshot: which frame to save; without: exit after this many frames (0 = run on)
	// Join is the code of an online table to join or, with a seat kept for it here, to resume
	// (-join CODE, ?join=CODE); "" = none. A join link given to -join sets Server too.
	Join string
	// Server is the table server's address for Play online and Join ("host:port" or a URL);
	// "" = the page's own server in the browser, DefaultServer on the desktop.
	Server string
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

// FlagError is a command-line (or, in the browser, address) problem; main prints
// "northtable: " + Error() and exits 2.
type FlagError struct {
	Msg string // one line in command-line words: "-players 9: Orkney is for 2–5 players"
	// Plain says the same in the words of a page address, for a player who never typed a flag:
	// "Orkney is for 2–5 players." The page shows it with the parts of the address at fault.
	Plain string
	// Flags names the options at fault, without the dash ("players"); the page offers the
	// address without them. Empty when the problem is not one option (a stray word).
	Flags []string
}

// Error returns the one-line message.
func (e *FlagError) Error() string { return e.Msg }

// refuse makes a FlagError about the options flags: msg in command-line words, plain in
// address words.
func refuse(flags []string, plain, format string, args ...any) error {
	return &FlagError{Msg: fmt.Sprintf(format, args...), Plain: plain, Flags: flags}
}

// flagNames are the options ParseFlags knows, in the order the help lists them.
var flagNames = []string{"game", "players", "computers", "level", "seed", "autoplay", "window", "screenshot", "frames", "join", "server"}

// splitArgs reads -name=value, -name value and --name forms (as the flag package does, but
// with errors in plain words and every unknown name at once). -h, -help and --help ask for
// the help (flag.ErrHelp).
func splitArgs(args []string) (map[string]string, error) {
	known := map[string]bool{}
	for _, n := range flagNames {
		known[n] = true
	}
	vals := map[string]string{}
	var unknown []string
	for i := 0; i < len(args); i++ {
		a := args[i]
		if len(a) < 2 || a[0] != '-' {
			return nil, refuse(nil, fmt.Sprintf("Northtable does not understand %q.", a), "unexpected argument %q", a)
		}
		name, value, hasValue := strings.Cut(strings.TrimPrefix(a[1:], "-"), "=")
		switch {
		case name == "h" || name == "help":
			return nil, flag.ErrHelp
		case !known[name]:
			unknown = append(unknown, name)
			if !hasValue && i+1 < len(args) && !strings.HasPrefix(args[i+1], "-") {
				i++ // its value: "-colour red" is one unknown option, not a stray "red"
			}
			continue
		case !hasValue:
			if i+1 >= len(args) {
				return nil, refuse([]string{name}, fmt.Sprintf("%s needs a value, like %s.", name, example(name)),
					"-%s needs a value, like -%s", name, strings.Replace(example(name), "=", " ", 1))
			}
			i++
			value = args[i]
		}
		vals[name] = value
	}
	if len(unknown) > 0 {
		dashed := make([]string, len(unknown))
		for i, u := range unknown {
			dashed[i] = "-" + u
		}
		what := "an option"
		if len(unknown) > 1 {
			what = "options"
		}
		return nil, refuse(unknown, fmt.Sprintf("Northtable has no %s called %s.", strings.TrimPrefix(what, "an "), quoteList(unknown)),
			"no such option: %s (see -help)", strings.Join(dashed, ", "))
	}
	return vals, nil
}

// example is a sample value of an option, in address form.
func example(name string) string {
	switch name {
	case "game":
		return "game=orkney"
	case "window":
		return "window=1600x900"
	case "screenshot":
		return "screenshot=board.png"
	case "level":
		return "level=hard"
	case "computers":
		return "computers=2"
	}
	return name + "=3"
}

// quoteList joins names as “a”, “b” and “c”.
func quoteList(names []string) string {
	q := make([]string, len(names))
	for i, n := range names {
		q[i] = "\u201c" + n + "\u201d"
	}
	return rules.List(q)
}

// wholeNumber parses an option's value as an integer, refusing it in plain words.
func wholeNumber(name, value string) (int, error) {
	n, err := strconv.Atoi(strings.TrimSpace(value))
	if err != nil {
		return 0, refuse([]string{name}, fmt.Sprintf("%s must be a whole number, not %q.", name, value),
			"-%s %q: want a whole number", name, value)
	}
	return n, nil
}

// PlayerRange is a game's seats in words: "2–5 players", "1–4 players".
func PlayerRange(g GameInfo) string {
	if g.MinPlayers == g.MaxPlayers {
		return fmt.Sprintf("%d players", g.MinPlayers)
	}
	return fmt.Sprintf("%d–%d players", g.MinPlayers, g.MaxPlayers)
}

// gameRanges lists the playable games and their seats: "Orkney is for 2–5 players, Reykholt
// for 1–4".
func gameRanges(games []GameInfo) string {
	var parts []string
	for _, g := range games {
		if g.New == nil {
			continue
		}
		if len(parts) == 0 {
			parts = append(parts, g.Title+" is for "+PlayerRange(g))
		} else {
			parts = append(parts, g.Title+" for "+strings.TrimSuffix(PlayerRange(g), " players"))
		}
	}
	return strings.Join(parts, ", ")
}

// exampleGame is a game whose -game the refusal of option name=val alone can suggest: the
// first playable game that takes that many players (for players), else the first playable one;
// ok is false when no game takes that many players (or val is no count).
func exampleGame(games []GameInfo, name, val string) (id string, ok bool) {
	n, err := strconv.Atoi(strings.TrimSpace(val))
	for _, g := range games {
		if g.New == nil {
			continue
		}
		if name != "players" {
			return g.ID, true
		}
		if err == nil && n >= g.MinPlayers && n <= g.MaxPlayers {
			return g.ID, true
		}
	}
	return "", false
}

// ParseFlags parses the command-line arguments (without the program name) into a Config and
// validates them against the known games. Errors are *FlagError with a one-line message and
// the same in plain words, or flag.ErrHelp for -h and -help.
//
// -players and -autoplay need -game: without it the menu would open and silently drop them.
func ParseFlags(args []string, games []GameInfo) (Config, error) {
	cfg := Config{WindowW: DefaultWindowW, WindowH: DefaultWindowH}
	vals, err := splitArgs(args)
	if err != nil {
		return cfg, err
	}
	set := func(name string) bool { _, ok := vals[name]; return ok }

	if set("game") {
		id := strings.ToLower(strings.TrimSpace(vals["game"]))
		info, ok := findGame(games, id)
		if !ok {
			return cfg, refuse([]string{"game"}, fmt.Sprintf("Northtable has no game called %q. It has %s.", vals["game"], gameTitles(games)),
				"-game %q: choose one of %s", vals["game"], gameIDs(games))
		}
		if info.New == nil {
			reason := info.Reason
			if reason == "" {
				reason = info.Title + " cannot be played yet"
			}
			return cfg, refuse([]string{"game"}, reason+".", "-game %s: %s", info.ID, reason)
		}
		cfg.Game = info.ID
		cfg.Players = info.DefaultPlayers
		if set("players") {
			n, err := wholeNumber("players", vals["players"])
			if err != nil {
				return cfg, err
			}
			if n < info.MinPlayers || n > info.MaxPlayers {
				return cfg, refuse([]string{"players"}, fmt.Sprintf("%s is for %s.", info.Title, PlayerRange(info)),
					"-players %d: %s is for %s", n, info.Title, PlayerRange(info))
			}
			cfg.Players = n
		}
		if err := cfg.parseComputers(vals); err != nil {
			return cfg, err
		}
	} else {
		for _, name := range []string{"players", "computers", "level", "autoplay"} {
			if !set(name) {
				continue
			}
			id, ok := exampleGame(games, name, vals[name])
			if !ok {
				return cfg, refuse([]string{name}, fmt.Sprintf("No game here is for %s players: %s.", vals[name], gameRanges(games)),
					"-players %s: no game is for that many (%s)", vals[name], gameRanges(games))
			}
			note := ""
			if name == "players" {
				note = " (" + gameRanges(games) + ")"
			}
			return cfg, refuse([]string{name},
				fmt.Sprintf("%s=%s needs a game too, for example game=%s&%s=%s%s. Without a game Northtable opens at its menu.",
					name, vals[name], id, name, vals[name], note),
				"-%s needs -game too, e.g. -game %s -%s %s%s", name, id, name, vals[name], note)
		}
	}
	if set("join") || set("server") {
		if err := cfg.parseOnline(vals, set("join"), set("server")); err != nil {
			return cfg, err
		}
	}
	if set("seed") {
		v, err := strconv.ParseUint(strings.TrimSpace(vals["seed"]), 10, 64)
		if err != nil {
			return cfg, refuse([]string{"seed"}, fmt.Sprintf("The seed must be a whole number from 0 to %d, not %q.", uint64(math.MaxUint64), vals["seed"]),
				"-seed %q: want an unsigned integer", vals["seed"])
		}
		cfg.Seed, cfg.SeedSet = v, true
	}
	if set("window") {
		w, h, err := parseSize(vals["window"])
		if err != nil {
			return cfg, err
		}
		cfg.WindowW, cfg.WindowH = w, h
	}
	if set("autoplay") {
		if cfg.Autoplay, err = wholeNumber("autoplay", vals["autoplay"]); err != nil {
			return cfg, err
		}
		if cfg.Autoplay < 0 {
			return cfg, refuse([]string{"autoplay"}, "autoplay must be 0 or more moves.", "-autoplay %d: want 0 or more moves", cfg.Autoplay)
		}
	}
	if set("frames") {
		if cfg.Frames, err = wholeNumber("frames", vals["frames"]); err != nil {
			return cfg, err
		}
		if cfg.Frames < 1 {
			return cfg, refuse([]string{"frames"}, "frames must be 1 or more.", "-frames %d: want 1 or more frames", cfg.Frames)
		}
	}
	if set("screenshot") {
		cfg.Screenshot = vals["screenshot"]
		bad := func(format string, args ...any) error {
			msg := fmt.Sprintf(format, args...)
			return refuse([]string{"screenshot"}, msg, "%s", msg)
		}
		if strings.TrimSpace(cfg.Screenshot) == "" {
			return cfg, bad("-screenshot: want a file name")
		}
		if !strings.HasSuffix(strings.ToLower(cfg.Screenshot), ".png") {
			return cfg, bad("-screenshot %q: want a .png file", cfg.Screenshot)
		}
		if dir := filepath.Dir(cfg.Screenshot); !isDir(dir) {
			return cfg, bad("-screenshot %q: folder %s does not exist", cfg.Screenshot, dir)
		}
		if cfg.Frames == 0 {
			cfg.Frames = DefaultScreenshotAt
		}
	}
	return cfg, nil
}

// parseComputers reads -computers and -level for the game the flags open: at most all
// seats but one, so a person plays; -level only with computers to play at it (Normal when not
// given).
func (cfg *Config) parseComputers(vals map[string]string) error {
	if v, ok := vals["computers"]; ok {
		n, err := wholeNumber("computers", v)
		if err != nil {
			return err
		}
		switch {
		case n < 0:
			return refuse([]string{"computers"}, "computers must be 0 or more.", "-computers %d: want 0 or more", n)
		case n != 0 && cfg.Players == 1:
			return refuse([]string{"computers"}, "A solo game is played by a person alone: it has no computer players.",
				"-computers %d: a solo game has no computer players", n)
		case n < 0 || n > cfg.Players-1:
			return refuse([]string{"computers"}, fmt.Sprintf("With %d players, at most %d can be played by the computer: one player must be a person.", cfg.Players, cfg.Players-1),
				"-computers %d: with %d players, at most %d (one player must be a person)", n, cfg.Players, cfg.Players-1)
		}
		cfg.Computers = n
		if n > 0 {
			cfg.Level = bot.Normal
		}
	}
	if v, ok := vals["level"]; ok {
		l, err := bot.ParseLevel(strings.TrimSpace(v))
		if err != nil {
			return refuse([]string{"level"}, fmt.Sprintf("The computer's level is easy, normal or hard, not %q.", v),
				"-level %q: want easy, normal or hard", v)
		}
		if cfg.Computers == 0 {
			return refuse([]string{"level"}, "level needs computers too, for example computers=2&level="+strings.ToLower(l.String())+".",
				"-level needs -computers too, e.g. -computers 2 -level %s", strings.ToLower(l.String()))
		}
		cfg.Level = l
	}
	return nil
}

// gameTitles names the games: "Orkney, Reykholt and Reavers of Midgard".
func gameTitles(games []GameInfo) string {
	t := make([]string, len(games))
	for i, g := range games {
		t[i] = g.Title
	}
	return rules.List(t)
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
		return 0, 0, refuse([]string{"window"}, fmt.Sprintf("window must be WIDTHxHEIGHT, like 1600x900, not %q.", s),
			"-window %q: want WIDTHxHEIGHT, e.g. 1600x900", s)
	}
	if w < minWindowW || h < minWindowH || w > maxWindowW || h > maxWindowH {
		return 0, 0, refuse([]string{"window"}, fmt.Sprintf("window must be between %dx%d and %dx%d.", minWindowW, minWindowH, maxWindowW, maxWindowH),
			"-window %s: want between %dx%d and %dx%d", s, minWindowW, minWindowH, maxWindowW, maxWindowH)
	}
	return w, h, nil
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

// HelpOption is one option of the help: its name without the dash, the value it takes, what
// it does in plain words and, for a closed set, the values it allows.
type HelpOption struct {
	Name    string   `json:"name"`
	Value   string   `json:"value"`   // "N", "ID", "WxH", "FILE.png"
	Words   string   `json:"words"`   // what it does
	Allowed []string `json:"allowed"` // the values allowed, in words; nil for any
	Desktop bool     `json:"desktop"` // only on the desktop (no use in a page address)
}

// HelpGame is one game of the help: its id for -game, title and seats.
type HelpGame struct {
	ID        string `json:"id"`
	Title     string `json:"title"`
	Min       int    `json:"min"`
	Max       int    `json:"max"`
	Default   int    `json:"default"`
	Available bool   `json:"available"`
	Note      string `json:"note,omitempty"` // why it cannot be played yet
}

// Help is what -help (and the page's ?help) lists: every option and every game with its
// player range.
type Help struct {
	Options []HelpOption `json:"options"`
	Games   []HelpGame   `json:"games"`
}

// NewHelp describes the options and games.
func NewHelp(games []GameInfo) Help {
	var h Help
	var ids []string
	for _, g := range games {
		hg := HelpGame{ID: g.ID, Title: g.Title, Min: g.MinPlayers, Max: g.MaxPlayers, Default: g.DefaultPlayers, Available: g.New != nil}
		if g.New == nil {
			hg.Note = g.Reason
		} else {
			ids = append(ids, g.ID)
		}
		h.Games = append(h.Games, hg)
	}
	var ranges []string
	for _, g := range games {
		if g.New != nil {
			ranges = append(ranges, fmt.Sprintf("%s %s", g.ID, PlayerRange(g)))
		}
	}
	h.Options = []HelpOption{
		{Name: "game", Value: "ID", Words: "open this game at once, without the menu: its unfinished game when started with the same options, else a new one", Allowed: ids},
		{Name: "players", Value: "N", Words: "how many players, with game", Allowed: ranges},
		{Name: "computers", Value: "N", Words: "how many of the players the computer plays, with game (the last seats; at least one stays a person)"},
		{Name: "level", Value: "L", Words: "the computers' level, with computers", Allowed: []string{"easy", "normal", "hard"}},
		{Name: "seed", Value: "N", Words: fmt.Sprintf("a whole number from 0 to %d: the same number deals the same game", uint64(math.MaxUint64))},
		{Name: "autoplay", Value: "N", Words: "the computer makes the first N moves (with game)"},
		{Name: "window", Value: "WxH", Words: fmt.Sprintf("window size, from %dx%d to %dx%d", minWindowW, minWindowH, maxWindowW, maxWindowH), Desktop: true},
		{Name: "screenshot", Value: "FILE.png", Words: "save a picture of frame N (see frames) and close", Desktop: true},
		{Name: "frames", Value: "N", Words: "with screenshot: the frame to save; alone: close after N frames", Desktop: true},
		{Name: "join", Value: "CODE", Words: "join the online table with this code (or a join link), or go back to your seat there"},
		{Name: "server", Value: "ADDRESS", Words: "the table server for Play online and join, host:port (default " + DefaultServer + ")", Desktop: true},
	}
	return h
}

// Text is the help as the desktop prints it: a usage line, the options, the playable games,
// and the games coming later.
func (h Help) Text() string {
	var b strings.Builder
	b.WriteString("usage: northtable")
	for _, o := range h.Options {
		fmt.Fprintf(&b, " [-%s %s]", o.Name, o.Value)
	}
	b.WriteString("\n\nWithout options Northtable opens at its menu.\n\n")
	for _, o := range h.Options {
		fmt.Fprintf(&b, "  -%-20s %s", o.Name+" "+o.Value, o.Words)
		if len(o.Allowed) > 0 {
			fmt.Fprintf(&b, " (%s)", strings.Join(o.Allowed, ", "))
		}
		b.WriteString("\n")
	}
	// The games -game takes, then those not playable yet on a line of their own, by title only
	// (an id beside them would read as something -game takes).
	b.WriteString("\nGames:\n")
	var later []string
	for _, g := range h.Games {
		if g.Available {
			fmt.Fprintf(&b, "  %-10s %s, %d–%d players (%d unless -players says)\n", g.ID, g.Title, g.Min, g.Max, g.Default)
		} else {
			later = append(later, g.Title)
		}
	}
	if len(later) > 0 {
		fmt.Fprintf(&b, "\nComing later, not playable yet: %s\n", strings.Join(later, ", "))
	}
	return b.String()
}
