package tabletest

import (
	"image"
	"image/png"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Shoot saves img as NAME.png in the folder NORTHTABLE_SHOTS names, when it is set: the boards'
// tests leave their pictures there for a look by eye. It does nothing otherwise.
func Shoot(t testing.TB, name string, img image.Image) {
	t.Helper()
	dir := os.Getenv("NORTHTABLE_SHOTS")
	if dir == "" {
		return
	}
	require.NoError(t, os.MkdirAll(dir, 0o755))
	f, err := os.Create(filepath.Join(dir, name+".png"))
	require.NoError(t, err)
	defer f.Close()
	require.NoError(t, png.Encode(f, img))
}

// AssertHintWords checks a hint's prompt-bar words (table.Table.HintText): "Hint: " and a
// sentence in plain words, with no empty quotes, no Go values and nothing the game's own
// pattern forbids (its package prefix, codes, field names).
func AssertHintWords(t testing.TB, text string, forbidden *regexp.Regexp) {
	t.Helper()
	require.True(t, strings.HasPrefix(text, "Hint: "), "the prompt bar says the hint: %q", text)
	assert.True(t, strings.HasSuffix(text, "."), "a sentence: %q", text)
	assert.NotContains(t, text, "{", "no Go values: %q", text)
	assert.NotContains(t, text, "“”", "no empty words: %q", text)
	assert.NotRegexp(t, forbidden, text, "no codes, coordinates or Go names")
}
