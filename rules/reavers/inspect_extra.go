package reavers

// Read-only accessors for the board's view beyond game.go's: what a scene draws but the
// engine never needed to ask. None changes the state or its hash.

// HonourLocation is the location the Honour Ship took this round (3 players, spec §4.1, §4.4):
// the round's fourth selection, from the moment it is made until the selection ends (the
// cleanup that follows takes every pawn back). NoLocation at any other time, with any other
// player count, and in the final windows after round 6, where the state keeps only who took
// each location, not in which order: a caller that needs it then finds the round's last
// SelectLocation in the game's record.
func (g *Game) HonourLocation() Location {
	s := &g.s
	if s.Honour < 0 || s.Phase != phasePlay || int(s.Sel) != SelectionsPerRound-1 {
		return NoLocation
	}
	return s.Loc
}

// DeckSize is the number of cards in deck d's draw pile and in its discard pile (Reavers spec
// §11 "Always visible": every deck and discard size); both 0 for a deck out of range.
func (g *Game) DeckSize(d Deck) (draw, discard int) {
	if d < 0 || d >= NumDecks {
		return 0, 0
	}
	return g.PileSize(d), g.DiscardSize(d)
}
