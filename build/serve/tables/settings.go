package tables

import (
	"crypto/rand"
	"crypto/sha256"
	"crypto/subtle"
	"encoding/base64"
	"encoding/binary"
	"time"

	"northtable/rules"
	"northtable/rules/record"
	"northtable/rules/wire"
)

// Settings is a table as its Store keeps it beside its history (JSON in the key-value entry):
// the game and its setup, the seats and who holds them, the host, whether the game has begun.
// Seat tokens are never stored, only their hashes.
type Settings struct {
	Game    string        `json:"game"`
	Seed    uint64        `json:"seed,string"`       // crypto random; a string so 64 bits survive JSON readers
	Options rules.Options `json:"options,omitempty"` // every offered option, defaults filled in
	Seats   []SeatSetting `json:"seats"`             // in turn order
	Host    string        `json:"host"`              // TokenHash of the token that may Start
	Started bool          `json:"started"`
	Created time.Time     `json:"created"`
}

// SeatSetting is one seat of a table's Settings.
type SeatSetting struct {
	Name   string          `json:"name"` // "" for an open seat nobody has taken yet
	Colour int             `json:"colour"`
	Kind   record.SeatKind `json:"kind"`            // record.Human or record.Computer
	Level  string          `json:"level,omitempty"` // a computer's level, lower case
	Who    string          `json:"who"`             // wire.WhoHere, WhoOpen or WhoComputer
	Token  string          `json:"token,omitempty"` // TokenHash of the seat's token; "" for a computer or an open seat not taken
	Taken  bool            `json:"taken"`
}

// Setup is the record.Setup the table's match starts with.
func (s *Settings) Setup() record.Setup {
	seats := make([]record.Seat, len(s.Seats))
	for i, st := range s.Seats {
		seats[i] = record.Seat{Name: st.Name, Colour: st.Colour, Kind: st.Kind, Level: st.Level}
	}
	return record.Setup{Seed: s.Seed, Options: s.Options, Seats: seats}
}

// seatOf returns the seat whose token hashes to hash, or -1. Every seat is compared, each in
// constant time, so the time taken says nothing about which seat (or how much of a hash)
// matched.
func (s *Settings) seatOf(token string) int {
	h := TokenHash(token)
	found := -1
	for i, st := range s.Seats {
		if st.Token != "" && subtle.ConstantTimeCompare([]byte(st.Token), []byte(h)) == 1 {
			found = i
		}
	}
	return found
}

// isHost reports, in constant time, whether token is the table's host token.
func (s *Settings) isHost(token string) bool {
	return s.Host != "" && subtle.ConstantTimeCompare([]byte(s.Host), []byte(TokenHash(token))) == 1
}

// NewCode returns a random table code (crypto/rand): wire.CodeLen characters of
// wire.CodeAlphabet, 40 bits, each character equally likely. With the flood limit a guesser
// tries a few codes a second: a million tables would still take weeks per hit.
func NewCode() string {
	var b [wire.CodeLen]byte
	n := uint64(len(wire.CodeAlphabet))
	limit := ^uint64(0) - ^uint64(0)%n // reject above it, so every character is equally likely
	for i := range b {
		for {
			v := randUint64()
			if v < limit {
				b[i] = wire.CodeAlphabet[v%n]
				break
			}
		}
	}
	return string(b[:])
}

// NewToken returns a seat token: 128 bits from crypto/rand, base64url without padding.
func NewToken() string {
	var b [16]byte
	if _, err := rand.Read(b[:]); err != nil {
		panic("tables: no random source: " + err.Error())
	}
	return base64.RawURLEncoding.EncodeToString(b[:])
}

// TokenHash is what a table stores of a token: its SHA-256, base64url without padding.
func TokenHash(token string) string {
	sum := sha256.Sum256([]byte(token))
	return base64.RawURLEncoding.EncodeToString(sum[:])
}

// randUint64 is 64 bits from crypto/rand.
func randUint64() uint64 {
	var b [8]byte
	if _, err := rand.Read(b[:]); err != nil {
		panic("tables: no random source: " + err.Error())
	}
	return binary.LittleEndian.Uint64(b[:])
}
