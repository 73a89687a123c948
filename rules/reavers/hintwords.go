package reavers

// SendWords is a selection said to the player who would make it (spec §4.1, §4.2 step 1):
// "send your longship to Raid Keeps" (as the board's prompt names the pawn), or, in a 3-player
// round's fourth selection, "send the Honour Ship to Raid Keeps"; a hint begins with it and the
// board marks the location.
func SendWords(honour bool, l Location) string {
	if honour {
		return "send the Honour Ship to " + l.String()
	}
	return "send your longship to " + l.String()
}
