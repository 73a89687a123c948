package scenes

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A letter typed into the seed field is not taken, and the field says why beside it instead of
// seeming to lose the key; a digit typed after it goes in and the note goes, as it does a few
// seconds after the letter.
func TestSeedFieldSaysItTakesWholeNumbers(t *testing.T) {
	h, s := openSetup(t, nil)
	h.click(s.seed.Rect)
	h.script.Type("4a")
	h.run(0)
	assert.Equal(t, "4", s.seed.Text, "the letter is not taken")
	assert.Equal(t, "Seeds are whole numbers", s.SeedNote())
	assert.False(t, s.Still(), "the note is drawn and will go")
	shoot(t, h, "setup-seed-note.png")

	h.script.Type("2")
	h.run(0)
	assert.Equal(t, "42", s.seed.Text)
	assert.Empty(t, s.SeedNote(), "a digit that goes in ends the note")

	h.script.Type("x")
	h.run(0)
	require.NotEmpty(t, s.SeedNote())
	h.run(int(seedNoteTime.Seconds()*60) + 1)
	assert.Empty(t, s.SeedNote(), "the note goes by itself after a few seconds")
	assert.Equal(t, "42", s.seed.Text)
}
