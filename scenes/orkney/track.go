package orkney

import (
	ork "northtable/rules/orkney"
)

// Longships on the score track, in logical px.
const (
	shipW       = 30.0 // a longship's width
	trackSpaces = ork.TrackSpaces
)
