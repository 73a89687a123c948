package main

import (
	"bytes"
	"compress/gzip"
	"io"
	"os"
	"path/filepath"
	"testing"

	"github.com/andybalholm/brotli"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestGzipFileRoundTrips(t *testing.T) {
	dir := t.TempDir()
	src := filepath.Join(dir, "northtable.wasm")
	data := bytes.Repeat([]byte("\x00asm board game "), 4096)
	require.NoError(t, os.WriteFile(src, data, 0o644))

	raw, gz, err := gzipFile(src, src+".gz")
	require.NoError(t, err)
	assert.Equal(t, int64(len(data)), raw)
	assert.Less(t, gz, raw)

	f, err := os.Open(src + ".gz")
	require.NoError(t, err)
	defer f.Close()
	zr, err := gzip.NewReader(f)
	require.NoError(t, err)
	got, err := io.ReadAll(zr)
	require.NoError(t, err)
	assert.Equal(t, data, got)
}

func TestBrotliFileRoundTripsAndBeatsGzip(t *testing.T) {
	dir := t.TempDir()
	src := filepath.Join(dir, "northtable.wasm")
	// Varied data with long-range repeats, as a module has: brotli's larger window finds them.
	var data []byte
	for i := range 20000 {
		data = append(data, []byte("\x00asm func ")...)
		data = append(data, byte(i%251), byte(i%241), byte(i/7%239))
	}
	require.NoError(t, os.WriteFile(src, data, 0o644))

	raw, br, err := brotliFile(src, src+".br", 9)
	require.NoError(t, err)
	assert.Equal(t, int64(len(data)), raw)
	_, gz, err := gzipFile(src, src+".gz")
	require.NoError(t, err)
	assert.Less(t, br, gz, "the brotli copy is the smaller one")

	f, err := os.Open(src + ".br")
	require.NoError(t, err)
	defer f.Close()
	got, err := io.ReadAll(brotli.NewReader(f))
	require.NoError(t, err)
	assert.Equal(t, data, got)

	// The same module again: the copy is kept (its stamp names the module and quality).
	info, err := os.Stat(src + ".br")
	require.NoError(t, err)
	require.NoError(t, os.WriteFile(src+".br", append(make([]byte, 0, br), bytes.Repeat([]byte{'x'}, int(br))...), 0o644))
	_, again, err := brotliFile(src, src+".br", 9)
	require.NoError(t, err)
	assert.Equal(t, info.Size(), again)
	kept, err := os.ReadFile(src + ".br")
	require.NoError(t, err)
	assert.Equal(t, bytes.Repeat([]byte{'x'}, int(br)), kept, "not made again")
	// Another quality, or a changed module, makes it again.
	_, _, err = brotliFile(src, src+".br", 5)
	require.NoError(t, err)
	f2, err := os.Open(src + ".br")
	require.NoError(t, err)
	defer f2.Close()
	got, err = io.ReadAll(brotli.NewReader(f2))
	require.NoError(t, err)
	assert.Equal(t, data, got)
}

func TestCopyFileReplacesAndLeavesNoTemporaryFiles(t *testing.T) {
	dir := t.TempDir()
	src, dst := filepath.Join(dir, "a.js"), filepath.Join(dir, "b.js")
	require.NoError(t, os.WriteFile(src, []byte("new"), 0o644))
	require.NoError(t, os.WriteFile(dst, []byte("old and longer"), 0o644))

	require.NoError(t, copyFile(src, dst))
	got, err := os.ReadFile(dst)
	require.NoError(t, err)
	assert.Equal(t, "new", string(got))

	entries, err := os.ReadDir(dir)
	require.NoError(t, err)
	assert.Len(t, entries, 2)

	require.Error(t, copyFile(filepath.Join(dir, "missing"), dst))
	got, err = os.ReadFile(dst)
	require.NoError(t, err)
	assert.Equal(t, "new", string(got), "a failed copy keeps the old file")
}
