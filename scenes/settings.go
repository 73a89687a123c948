package scenes

import (
	"encoding/json"
	"errors"
	"fmt"

	"northtable/render"
	"northtable/scenes/storage"
)

// settingsKey is the storage key of the remembered settings.
const settingsKey = "settings.json"

// settingsVersion is the format version written into the settings; a different version is
// ignored (defaults are used) rather than half-read.
const settingsVersion = 1

// Settings are what Northtable remembers between runs, on the desktop in the user's
// configuration folder and in the browser in localStorage: the last table that was set up.
type Settings struct {
	Version int            `json:"version"`
	Players map[string]int `json:"players"` // game id -> player count last chosen
	Names   [5]string      `json:"names"`   // the names typed in setup, "" for the default
	Colours [5]int         `json:"colours"` // colour index per setup row
	// Kinds is who plays each setup row: 0 a person, 1–3 the computer at Easy, Normal or Hard
	// (setupKinds).
	Kinds [5]int `json:"kinds"`
	// Animations is the animation speed: "normal", "fast" or "off" ("" reads as "normal").
	Animations string `json:"animations,omitempty"`
	// ZoomHint: the hint "Pinch to zoom, two fingers to move" was shown (once, on the first
	// board a small touch screen opened; magnify.go).
	ZoomHint bool `json:"zoomHint,omitempty"`
}

// animationChoices are the animation speeds offered on the menu, with their duration factors
// (VISUAL.md §Motion: durations scale with the setting, 0 = instant).
var animationChoices = []struct {
	Key, Label string
	Speed      float64
}{
	{"normal", "Normal", 1},
	{"fast", "Fast", 0.5},
	{"off", "Off", 0},
}

// animationIndex is the index in animationChoices of s.Animations, -1 when unknown.
func (s Settings) animationIndex() int {
	key := s.Animations
	if key == "" {
		key = "normal"
	}
	for i, c := range animationChoices {
		if c.Key == key {
			return i
		}
	}
	return -1
}

// defaultSettings is the table before anything was remembered.
func defaultSettings() Settings {
	s := Settings{Version: settingsVersion, Players: map[string]int{}}
	for i := range s.Colours {
		s.Colours[i] = i
	}
	return s
}

// valid reports whether every value is in range, so a setup screen can apply them as they are.
func (s Settings) valid() bool {
	if s.Version != settingsVersion || s.animationIndex() < 0 {
		return false
	}
	for _, c := range s.Colours {
		if c < 0 || c >= render.NumPlayerColours {
			return false
		}
	}
	for _, n := range s.Names {
		if len([]rune(n)) > 16 {
			return false
		}
	}
	for _, k := range s.Kinds {
		if k < 0 || k >= len(setupKinds) {
			return false
		}
	}
	return true
}

// loadSettings reads the settings from st. Nothing saved yet gives the defaults and no error; a
// damaged or unreadable copy gives the defaults and an error worth telling the player about.
func loadSettings(st storage.Store) (Settings, error) {
	def := defaultSettings()
	if st == nil {
		return def, nil
	}
	data, err := st.Load(settingsKey)
	if errors.Is(err, storage.ErrNotFound) {
		return def, nil
	}
	if err != nil {
		return def, fmt.Errorf("saved settings could not be read (%w); using the defaults", err)
	}
	var s Settings
	if err := json.Unmarshal(data, &s); err != nil || !s.valid() {
		return def, errors.New("saved settings were damaged; using the defaults")
	}
	if s.Players == nil {
		s.Players = map[string]int{}
	}
	s.Colours = distinctColours(s.Colours)
	return s, nil
}

// distinctColours gives every setup row its own colour: a row whose colour an earlier row has
// takes the first colour no row before it uses. The rows in play are always distinct (setup
// sees to it), but a row out of play keeps whatever colour it had, so a saved copy may repeat
// one there; that is not damage.
func distinctColours(cs [5]int) [5]int {
	var used [render.NumPlayerColours]bool
	for i, c := range cs {
		if used[c] {
			for k := range used {
				if !used[k] {
					c = k
					break
				}
			}
			cs[i] = c
		}
		used[c] = true
	}
	return cs
}

// saveSettings writes s to st (nothing when st is nil).
func saveSettings(st storage.Store, s Settings) error {
	if st == nil {
		return nil
	}
	data, err := json.Marshal(s)
	if err != nil {
		return fmt.Errorf("encode settings: %w", err)
	}
	if err := st.Save(settingsKey, data); err != nil {
		return fmt.Errorf("settings could not be saved: %w", err)
	}
	return nil
}
