package reavers

import "northtable/rules"

// Read-only accessors for the board's view beyond game.go's: what a scene draws but the
// engine never needed to ask. None changes the state or its hash.

// HonourLocation is the location the Honour Ship took this round (3 players, spec §4.1, §4.4):
// the round's fourth selection, from the moment it is made until the cleanup that follows takes
// every pawn back (after round 6, until the end). NoLocation before it is made and with any
// other player count.
func (g *Game) HonourLocation() Location { return Location(g.past.honourAt) - 1 }

// Committed is the Hammer sources seat s committed to its fight in progress, or once that is
// over to its last fight (spec §8 step 2: the dice went to the supply, the tokens were
// flipped); false before s ever committed.
func (g *Game) Committed(s rules.Seat) (Payment, bool) {
	if s < 0 || int(s) >= MaxPlayers || g.past.commits&(1<<s) == 0 {
		return Payment{}, false
	}
	return g.past.committed[s], true
}

// DeckSize is the number of cards in deck d's draw pile and in its discard pile (Reavers spec
// §11 "Always visible": every deck and discard size); both 0 for a deck out of range.
func (g *Game) DeckSize(d Deck) (draw, discard int) {
	if d < 0 || d >= NumDecks {
		return 0, 0
	}
	return g.PileSize(d), g.DiscardSize(d)
}
