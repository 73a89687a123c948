package table

import (
	"errors"
	"fmt"
	"strings"
	"time"

	"northtable/rules"
	"northtable/rules/bot"
	"northtable/rules/record"
	"northtable/scenes/scene"
	"northtable/scenes/storage"
)

// SaveKey is the storage key of the unfinished game of a game kind (one per kind,
// CLARIFICATIONS 17), e.g. "game-orkney".
func SaveKey(gameID string) string { return "game-" + gameID }

// Save writes the match's record to st under SaveKey, stamped with the time at.
func Save(st storage.Store, m *record.Match, at time.Time) error {
	data, err := m.Marshal(at)
	if err != nil {
		return err
	}
	return st.Save(SaveKey(m.Definition().GameID()), data)
}

// Saved is an unfinished game found in the store, for the menu's Continue.
type Saved struct {
	Match *record.Match
	Seats []scene.Seat
	When  time.Time // when it was last saved; zero when unknown
	// Progress is how far the game is, in plain words from the rules when the game says
	// (Progresser), e.g. "Round 3 of 10"; else the number of moves.
	Progress string
}

// Progresser is implemented by games that can say how far they are for the menu's Continue
// card, e.g. "Round 3 of 10".
type Progresser interface {
	Progress() string
}

// ErrSaveRefused marks the error of a saved game that could not be resumed; the damaged copy has
// been kept aside under another key (see Load). The error's text is a player's sentence.
var ErrSaveRefused = errors.New("saved game refused")

// Refusal is the error of a saved game Load refused: Error is the player's sentence (why, and
// that a copy was kept aside, in plain words, never a storage key); Aside is the key the copy
// was kept under, a detail for logs and bug reports ("" when it could not be moved). It matches
// ErrSaveRefused.
type Refusal struct {
	Words string // the player's sentence
	Aside string // the aside key of the kept copy (storage.KeepAside), "" when none
}

func (r Refusal) Error() string        { return r.Words }
func (r Refusal) Is(target error) bool { return target == ErrSaveRefused }

// now is the clock Load stamps a kept-aside copy with (tests set it).
var now = time.Now

// Load finds the unfinished game of def's kind in st. It returns (nil, nil) when there is none.
// A save that is damaged, from an unknown version or does not replay to its stored position is
// refused: it is kept aside (storage.KeepAside, "damaged": never deleted, never half loaded, never
// over another copy kept in the same second) and the error is a Refusal (it matches
// ErrSaveRefused), its text the reason in plain words for the player.
func Load(st storage.Store, def record.Definition) (*Saved, error) {
	key := SaveKey(def.GameID())
	data, err := st.Load(key)
	if errors.Is(err, storage.ErrNotFound) {
		return nil, nil
	}
	var m *record.Match
	if err == nil {
		m, err = record.Load(def, data)
	}
	if err != nil {
		reason := strings.TrimSuffix(record.Words(err), ".")
		if errors.Is(err, storage.ErrCorrupt) {
			reason = "The saved game is damaged, so it cannot be continued"
		}
		aside, aerr := storage.KeepAside(st, key, "damaged", now())
		if aerr != nil {
			return nil, Refusal{Words: reason + "; it could not be set aside either."}
		}
		return nil, Refusal{Words: reason + ". A copy was kept aside: see Kept games on the menu.", Aside: aside}
	}
	if m.Game().Over() {
		// A finished game has nothing to continue; it should not have stayed.
		_ = st.Remove(key)
		return nil, nil
	}
	s := &Saved{Match: m, When: m.Saved()}
	for _, rs := range m.Seats() {
		s.Seats = append(s.Seats, SeatOf(rs))
	}
	if p, ok := m.Game().(Progresser); ok {
		s.Progress = p.Progress()
	} else {
		s.Progress = plural(m.Moves(), "move")
	}
	return s, nil
}

// Names is the seats' names joined for a card: "Ann, Bjørn and Cait".
func (s *Saved) Names() string {
	names := make([]string, len(s.Seats))
	for i, st := range s.Seats {
		names[i] = st.Name
	}
	return rules.List(names)
}

// Ago says how long ago t was, in plain words relative to the present: "just now",
// "5 minutes ago", "3 hours ago", "yesterday", "4 days ago"; "" for a zero time.
func Ago(t, present time.Time) string {
	if t.IsZero() {
		return ""
	}
	d := present.Sub(t)
	switch {
	case d < time.Minute:
		return "just now"
	case d < time.Hour:
		return plural(int(d/time.Minute), "minute") + " ago"
	case d < 24*time.Hour:
		return plural(int(d/time.Hour), "hour") + " ago"
	case d < 48*time.Hour:
		return "yesterday"
	}
	return plural(int(d/(24*time.Hour)), "day") + " ago"
}

// NewSetup is the record setup of a new game for seats, seed and options.
func NewSetup(seats []scene.Seat, seed uint64, opts rules.Options) record.Setup {
	s := record.Setup{Seed: seed, Options: opts}
	for _, st := range seats {
		rs := record.Seat{Name: st.Name, Colour: st.Colour, Kind: record.Human}
		if st.Bot {
			rs.Kind, rs.Level = record.Computer, strings.ToLower(st.Level.String())
		}
		s.Seats = append(s.Seats, rs)
	}
	return s
}

// SeatOf is a record's seat as the table seats it: a computer seat at its stored level, Normal
// when the record names none or one this version does not know.
func SeatOf(rs record.Seat) scene.Seat {
	st := scene.Seat{Name: rs.Name, Colour: rs.Colour, Bot: rs.Kind == record.Computer}
	if st.Bot {
		st.Level = bot.Normal
		if l, err := bot.ParseLevel(rs.Level); err == nil {
			st.Level = l
		}
	}
	return st
}

// plural is "1 move", "2 moves".
func plural(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return fmt.Sprintf("%d %ss", n, noun)
}
