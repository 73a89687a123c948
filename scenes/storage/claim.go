package storage

import (
	"encoding/json"
	"errors"
	"fmt"
	"sync"
	"time"
)

// Claim timings (see the package doc, "One game, one place").
const (
	// LeaseTime is how long a claim stays live after its owner last refreshed it: longer than
	// a browser's throttled timers in a background tab (about once a minute), short enough
	// that a crashed window's game opens normally again soon.
	LeaseTime = 75 * time.Second
	// RefreshEvery is how often the owner of a claim refreshes it while it plays.
	RefreshEvery = 5 * time.Second
	// CheckEvery is how often a place re-reads its claim where no event says it changed
	// (the desktop).
	CheckEvery = 2 * time.Second
)

// ErrMoved means the game is now played in another place (tab or window): a claim taken there
// is newer than this place's. Nothing was written; the refused data was kept aside.
var ErrMoved = errors.New("the game is being played in another place")

// ClaimKey is the key of key's claim record: "<key>.claim".
func ClaimKey(key string) string { return key + ".claim" }

// ClaimRecord is the stored claim of a key: who plays it and how many times it was claimed or
// written.
type ClaimRecord struct {
	Owner string `json:"owner"` // the place's id; "" when nobody plays it now
	Gen   int64  `json:"gen"`   // one more on every take and every claimed write
	Alive int64  `json:"alive"` // when the owner last refreshed it, Unix milliseconds
}

// Live reports whether the claim is held by a place that refreshed it within LeaseTime of now.
func (r ClaimRecord) Live(now time.Time) bool {
	return r.Owner != "" && now.Sub(time.UnixMilli(r.Alive)) < LeaseTime
}

// ReadClaim reads key's claim record; a missing or unreadable record is the zero record (no
// owner, generation 0), since a damaged claim must not lock a game away.
func ReadClaim(st Store, key string) ClaimRecord {
	var r ClaimRecord
	data, err := st.Load(ClaimKey(key))
	if err != nil || json.Unmarshal(data, &r) != nil {
		return ClaimRecord{}
	}
	return r
}

// writeClaim stores r as key's claim record.
func writeClaim(st Store, key string, r ClaimRecord) error {
	data, err := json.Marshal(r)
	if err != nil {
		return err
	}
	return st.Save(ClaimKey(key), data)
}

// Claim is one place's hold on a key: the place plays the game saved under it, and writes go
// through the claim (Save, Remove, or the Store that Store returns). Its methods may be called
// from several goroutines.
type Claim struct {
	st    Store
	key   string
	owner string
	now   func() time.Time

	mu      sync.Mutex
	gen     int64  // the generation this place wrote last
	lost    bool   // another place took the game
	aside   string // where the last refused write was kept, "" when none
	release bool   // released: the place left the game
}

// Take claims key in st for owner (a random id of the tab or window, kept for its life) at the
// time now gives: the owner becomes owner and the generation goes up by one. Whoever held it
// before learns at its next check. now is the clock (time.Now outside tests).
func Take(st Store, key, owner string, now func() time.Time) (*Claim, error) {
	if err := checkKey("claim", key); err != nil {
		return nil, err
	}
	old := ReadClaim(st, key)
	c := &Claim{st: st, key: key, owner: owner, now: now, gen: old.Gen + 1}
	if err := writeClaim(st, key, ClaimRecord{Owner: owner, Gen: c.gen, Alive: now().UnixMilli()}); err != nil {
		return nil, fmt.Errorf("claim %q: %w", key, err)
	}
	return c, nil
}

// Key is the claimed key.
func (c *Claim) Key() string { return c.key }

// Owner is the id of the place holding the claim.
func (c *Claim) Owner() string { return c.owner }

// Lost reports whether another place has taken the game (found by Check, Refresh or a write).
func (c *Claim) Lost() bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.lost
}

// Released reports whether this place let the claim go (Release, or Remove of a finished
// game): it writes no more, so a new game of the key (a rematch) must Take it again.
func (c *Claim) Released() bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.release
}

// KeptAside is the aside key where the last refused write was kept, "" when none was.
func (c *Claim) KeptAside() string {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.aside
}

// mineLocked re-reads the record and reports whether it is still this place's, marking the
// claim lost when not. c.mu is held.
func (c *Claim) mineLocked() bool {
	if c.lost {
		return false
	}
	r := ReadClaim(c.st, c.key)
	if r.Owner != c.owner || r.Gen != c.gen {
		c.lost = true
	}
	return !c.lost
}

// Check re-reads the claim record and returns an error wrapping ErrMoved when another place
// has taken the game since this place last wrote it.
func (c *Claim) Check() error {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.release || !c.mineLocked() {
		return c.movedErr()
	}
	return nil
}

// movedErr is the error of a refused write: in plain words, since the table shows it.
func (c *Claim) movedErr() error { return movedError{} }

// movedError is ErrMoved in a player's words, without the key.
type movedError struct{}

func (movedError) Error() string        { return "it is being played in another tab or window now" }
func (movedError) Is(target error) bool { return target == ErrMoved }

// Save writes data under the claimed key when the claim is still this place's, and then the
// claim with the next generation. When it is not, nothing is overwritten: data is kept aside
// ("moved", see KeptAside) and the error wraps ErrMoved. When another place claimed the game
// while the data was being written, the data is also kept aside and the error wraps ErrMoved.
// Other errors are the Store's (ErrQuota, ...), the earlier copy kept.
func (c *Claim) Save(data []byte) error {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.release || !c.mineLocked() {
		c.keepLocked(data)
		return c.movedErr()
	}
	if err := c.st.Save(c.key, data); err != nil {
		return err
	}
	// Read once more before raising the generation: a place that took the game while the
	// data was being written may have loaded the copy from before it.
	if !c.mineLocked() {
		c.keepLocked(data)
		return c.movedErr()
	}
	c.gen++
	if err := writeClaim(c.st, c.key, ClaimRecord{Owner: c.owner, Gen: c.gen, Alive: c.now().UnixMilli()}); err != nil {
		c.gen--
		return fmt.Errorf("claim %q: %w", c.key, err)
	}
	return nil
}

// keepLocked keeps data aside for a refused write. c.mu is held.
func (c *Claim) keepLocked(data []byte) {
	if aside, err := SaveAside(c.st, c.key, "moved", data, c.now()); err == nil {
		c.aside = aside
	}
}

// Remove deletes the claimed key (a finished game) and releases the claim, when the claim is
// still this place's; otherwise it leaves the other place's game alone and returns an error
// wrapping ErrMoved.
func (c *Claim) Remove() error {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.release || !c.mineLocked() {
		return c.movedErr()
	}
	if err := c.st.Remove(c.key); err != nil {
		return err
	}
	c.releaseLocked()
	return nil
}

// Refresh keeps a held claim live (its alive time becomes now); it returns an error wrapping
// ErrMoved when the claim is no longer this place's.
func (c *Claim) Refresh() error {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.release || !c.mineLocked() {
		return c.movedErr()
	}
	c.gen++
	if err := writeClaim(c.st, c.key, ClaimRecord{Owner: c.owner, Gen: c.gen, Alive: c.now().UnixMilli()}); err != nil {
		c.gen--
		return err
	}
	return nil
}

// Release gives the claim up when the place leaves the game (to the menu, or closing): the
// record keeps its generation with no owner. A claim already lost or released is left as it is.
func (c *Claim) Release() {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.release || !c.mineLocked() {
		c.release = true
		return
	}
	c.releaseLocked()
}

// releaseLocked writes the ownerless record. c.mu is held and the claim is this place's.
func (c *Claim) releaseLocked() {
	c.release = true
	c.gen++
	_ = writeClaim(c.st, c.key, ClaimRecord{Gen: c.gen})
}

// Store is st as seen through the claim: Save and Remove of the claimed key go through the
// claim (Claim.Save, Claim.Remove), every other key and every Load straight to st. The table
// shell gets this Store, so each of its autosaves is checked.
func (c *Claim) Store() Store { return claimedStore{c} }

// claimedStore routes the claimed key's writes through its claim.
type claimedStore struct{ c *Claim }

func (s claimedStore) Load(key string) ([]byte, error) { return s.c.st.Load(key) }

func (s claimedStore) Save(key string, data []byte) error {
	if key == s.c.key {
		return s.c.Save(data)
	}
	return s.c.st.Save(key, data)
}

func (s claimedStore) Remove(key string) error {
	if key == s.c.key {
		return s.c.Remove()
	}
	return s.c.st.Remove(key)
}

func (s claimedStore) Move(from, to string) error { return s.c.st.Move(from, to) }

// List implements Lister when the underlying store does.
func (s claimedStore) List(prefix string) ([]string, error) {
	if l, ok := s.c.st.(Lister); ok {
		return l.List(prefix)
	}
	return nil, nil
}

// Watcher is implemented by stores that hear of changes made by other places (the browser's
// 'storage' event); the desktop store does not, and its claims are re-read every CheckEvery.
type Watcher interface {
	// Watch calls f (on the page's event loop) whenever another place changes an entry; stop
	// ends it.
	Watch(f func()) (stop func())
}
