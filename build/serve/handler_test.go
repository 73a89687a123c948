package main

import (
	"bytes"
	"compress/gzip"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/andybalholm/brotli"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// newTestServer serves a directory holding a page, a module and its brotli and gzip copies.
func newTestServer(t *testing.T) (*httptest.Server, []byte) {
	t.Helper()
	dir := t.TempDir()
	wasm := bytes.Repeat([]byte("\x00asm northtable "), 1000)
	var gz bytes.Buffer
	zw := gzip.NewWriter(&gz)
	_, err := zw.Write(wasm)
	require.NoError(t, err)
	require.NoError(t, zw.Close())
	var br bytes.Buffer
	bw := brotli.NewWriterLevel(&br, brotli.BestCompression)
	_, err = bw.Write(wasm)
	require.NoError(t, err)
	require.NoError(t, bw.Close())
	files := map[string][]byte{
		"index.html":          []byte("<!doctype html><title>Northtable</title>"),
		"wasm_exec.js":        []byte("// go"),
		"northtable.wasm":     wasm,
		"northtable.wasm.gz":  gz.Bytes(),
		"northtable.wasm.br":  br.Bytes(),
		"sub/data.json":       []byte("{}"),
		"sub/index.html":      []byte("sub"),
		"unknown.zzz-unknown": []byte("?"),
	}
	for name, data := range files {
		p := filepath.Join(dir, filepath.FromSlash(name))
		require.NoError(t, os.MkdirAll(filepath.Dir(p), 0o755))
		require.NoError(t, os.WriteFile(p, data, 0o644))
	}
	require.NoError(t, os.WriteFile(filepath.Join(filepath.Dir(dir), "secret.txt"), []byte("top-secret"), 0o644))
	h, err := newHandler(dir)
	require.NoError(t, err)
	t.Cleanup(func() { h.Close() })
	srv := httptest.NewServer(h)
	t.Cleanup(srv.Close)
	return srv, wasm
}

// getIf fetches path without the client's transparent gzip handling, with an If-None-Match
// header unless ifNoneMatch is empty.
func getIf(t *testing.T, srv *httptest.Server, method, path, acceptEncoding, ifNoneMatch string) (*http.Response, []byte) {
	t.Helper()
	req, err := http.NewRequest(method, srv.URL+path, nil)
	require.NoError(t, err)
	req.Header.Set("Accept-Encoding", acceptEncoding)
	if ifNoneMatch != "" {
		req.Header.Set("If-None-Match", ifNoneMatch)
	}
	tr := &http.Transport{DisableCompression: true}
	t.Cleanup(tr.CloseIdleConnections)
	resp, err := (&http.Client{Transport: tr}).Do(req)
	require.NoError(t, err)
	defer resp.Body.Close()
	body, err := io.ReadAll(resp.Body)
	require.NoError(t, err)
	return resp, body
}

// get fetches path without the client's transparent gzip handling.
func get(t *testing.T, srv *httptest.Server, method, path, acceptEncoding string) (*http.Response, []byte) {
	t.Helper()
	return getIf(t, srv, method, path, acceptEncoding, "")
}

func TestContentTypesAndRevalidation(t *testing.T) {
	srv, _ := newTestServer(t)
	cases := []struct{ path, want string }{
		{"/", "text/html; charset=utf-8"},
		{"/index.html", "text/html; charset=utf-8"},
		{"/wasm_exec.js", "text/javascript; charset=utf-8"},
		{"/northtable.wasm", "application/wasm"},
		{"/sub/data.json", "application/json"},
		{"/sub/", "text/html; charset=utf-8"},
		{"/unknown.zzz-unknown", "application/octet-stream"},
	}
	for _, c := range cases {
		resp, _ := get(t, srv, http.MethodGet, c.path, "")
		require.Equal(t, http.StatusOK, resp.StatusCode, c.path)
		assert.Equal(t, c.want, resp.Header.Get("Content-Type"), c.path)
		assert.Equal(t, "no-cache", resp.Header.Get("Cache-Control"), c.path)
		assert.Empty(t, resp.Header.Get("Pragma"), c.path)
		assert.Regexp(t, `^"[A-Za-z0-9_-]{24}"$`, resp.Header.Get("ETag"), c.path)
		assert.Equal(t, "nosniff", resp.Header.Get("X-Content-Type-Options"), c.path)
	}
}

// assertEncoded checks the headers of the module sent in encoding enc for Accept-Encoding
// accept: its type, the encoding, Vary, its length and the raw size.
func assertEncoded(t *testing.T, resp *http.Response, body []byte, enc, accept string) {
	t.Helper()
	require.Equal(t, http.StatusOK, resp.StatusCode, accept)
	assert.Equal(t, enc, resp.Header.Get("Content-Encoding"), accept)
	assert.Equal(t, "application/wasm", resp.Header.Get("Content-Type"), accept)
	assert.Equal(t, "Accept-Encoding", resp.Header.Get("Vary"), accept)
	assert.Equal(t, len(body), int(resp.ContentLength), accept)
	assert.Equal(t, "16000", resp.Header.Get(rawLengthHeader), accept)
}

func TestBrotliCopyServedWhenAccepted(t *testing.T) {
	srv, wasm := newTestServer(t)
	for _, accept := range []string{"gzip, deflate, br, zstd", "br", "br;q=0.5, gzip;q=1", "*"} {
		resp, body := get(t, srv, http.MethodGet, "/northtable.wasm", accept)
		assertEncoded(t, resp, body, "br", accept)
		unpacked, err := io.ReadAll(brotli.NewReader(bytes.NewReader(body)))
		require.NoError(t, err, accept)
		assert.Equal(t, wasm, unpacked, accept)
	}
}

func TestGzipCopyServedWhenBrotliIsNot(t *testing.T) {
	srv, wasm := newTestServer(t)
	for _, accept := range []string{"gzip, deflate", "gzip, br;q=0", "*, br;q=0"} {
		resp, body := get(t, srv, http.MethodGet, "/northtable.wasm", accept)
		assertEncoded(t, resp, body, "gzip", accept)
		assert.Less(t, len(body), len(wasm), accept)
		zr, err := gzip.NewReader(bytes.NewReader(body))
		require.NoError(t, err, accept)
		unzipped, err := io.ReadAll(zr)
		require.NoError(t, err, accept)
		assert.Equal(t, wasm, unzipped, accept)
	}

	for _, refuse := range []string{"", "identity", "gzip;q=0", "br;q=0, gzip; q=0.0", "*;q=0"} {
		resp, body := get(t, srv, http.MethodGet, "/northtable.wasm", refuse)
		assert.Empty(t, resp.Header.Get("Content-Encoding"), refuse)
		assert.Empty(t, resp.Header.Get(rawLengthHeader), refuse)
		assert.Equal(t, "Accept-Encoding", resp.Header.Get("Vary"), refuse)
		assert.Equal(t, wasm, body, refuse)
		assert.Equal(t, int64(len(wasm)), resp.ContentLength, refuse)
	}
	// A file without compressed copies does not vary.
	resp, _ := get(t, srv, http.MethodGet, "/wasm_exec.js", "gzip, br")
	assert.Empty(t, resp.Header.Get("Content-Encoding"))
	assert.Empty(t, resp.Header.Get("Vary"))
}

func TestNotModifiedWhileUnchanged(t *testing.T) {
	srv, wasm := newTestServer(t)
	for _, enc := range []string{"br", "gzip", ""} {
		resp, body := get(t, srv, http.MethodGet, "/northtable.wasm", enc)
		require.Equal(t, http.StatusOK, resp.StatusCode, enc)
		etag := resp.Header.Get("ETag")
		require.NotEmpty(t, etag, enc)
		require.NotEmpty(t, body, enc)

		// The same request again with the ETag: 304, no body, the same validators.
		for _, inm := range []string{etag, "W/" + etag, `"other", ` + etag, "*"} {
			resp, body = getIf(t, srv, http.MethodGet, "/northtable.wasm", enc, inm)
			assert.Equal(t, http.StatusNotModified, resp.StatusCode, "%q %s", enc, inm)
			assert.Empty(t, body, inm)
			assert.Equal(t, etag, resp.Header.Get("ETag"), inm)
			assert.Equal(t, "no-cache", resp.Header.Get("Cache-Control"), inm)
			assert.Equal(t, "Accept-Encoding", resp.Header.Get("Vary"), inm)
		}
		resp, _ = getIf(t, srv, http.MethodHead, "/northtable.wasm", enc, etag)
		assert.Equal(t, http.StatusNotModified, resp.StatusCode, "HEAD %q", enc)

		// A stale or foreign tag gets the whole file.
		resp, body = getIf(t, srv, http.MethodGet, "/northtable.wasm", enc, `"stale"`)
		assert.Equal(t, http.StatusOK, resp.StatusCode, enc)
		assert.NotEmpty(t, body, enc)
	}
	// The brotli copy, the gzip copy and the plain file are different representations, each
	// with its own tag; one's tag never validates another.
	br, _ := get(t, srv, http.MethodGet, "/northtable.wasm", "br")
	gz, _ := get(t, srv, http.MethodGet, "/northtable.wasm", "gzip")
	plain, body := get(t, srv, http.MethodGet, "/northtable.wasm", "")
	tags := map[string]string{"br": br.Header.Get("ETag"), "gzip": gz.Header.Get("ETag"), "": plain.Header.Get("ETag")}
	assert.Len(t, map[string]bool{tags["br"]: true, tags["gzip"]: true, tags[""]: true}, 3, "three distinct tags")
	assert.Equal(t, wasm, body)
	for enc, own := range tags {
		for other, tag := range tags {
			if other == enc {
				continue
			}
			resp, _ := getIf(t, srv, http.MethodGet, "/northtable.wasm", enc, tag)
			assert.Equal(t, http.StatusOK, resp.StatusCode, "the %q copy's tag does not validate the %q one", other, enc)
			assert.Equal(t, own, resp.Header.Get("ETag"))
		}
	}
}

func TestETagChangesWhenTheFileChanges(t *testing.T) {
	dir := t.TempDir()
	page := filepath.Join(dir, "index.html")
	require.NoError(t, os.WriteFile(page, []byte("<!doctype html>one"), 0o644))
	h, err := newHandler(dir)
	require.NoError(t, err)
	t.Cleanup(func() { h.Close() })
	srv := httptest.NewServer(h)
	t.Cleanup(srv.Close)

	first, _ := get(t, srv, http.MethodGet, "/", "")
	etag := first.Header.Get("ETag")
	require.NotEmpty(t, etag)
	again, _ := get(t, srv, http.MethodGet, "/index.html", "")
	assert.Equal(t, etag, again.Header.Get("ETag"), "the same content keeps its tag")

	// A rebuild writes new content (same size here, so only the content and time differ).
	require.NoError(t, os.WriteFile(page, []byte("<!doctype html>two"), 0o644))
	later := time.Now().Add(2 * time.Second)
	require.NoError(t, os.Chtimes(page, later, later))
	resp, body := getIf(t, srv, http.MethodGet, "/", "", etag)
	assert.Equal(t, http.StatusOK, resp.StatusCode, "the old tag no longer validates")
	assert.Equal(t, "<!doctype html>two", string(body))
	assert.NotEqual(t, etag, resp.Header.Get("ETag"))

	// Restoring the old content brings the old tag back: the tag is the content's, not the time's.
	require.NoError(t, os.WriteFile(page, []byte("<!doctype html>one"), 0o644))
	resp, _ = get(t, srv, http.MethodGet, "/", "")
	assert.Equal(t, etag, resp.Header.Get("ETag"))
}

func TestHeadSendsHeadersOnly(t *testing.T) {
	srv, _ := newTestServer(t)
	resp, body := get(t, srv, http.MethodHead, "/northtable.wasm", "br, gzip")
	require.Equal(t, http.StatusOK, resp.StatusCode)
	assert.Empty(t, body)
	assert.Equal(t, "br", resp.Header.Get("Content-Encoding"))
	assert.Positive(t, resp.ContentLength)
}

func TestMissingAndOutsideFiles(t *testing.T) {
	srv, _ := newTestServer(t)
	for _, p := range []string{"/nope.wasm", "/../secret.txt", "/%2e%2e/secret.txt", "/sub/../../secret.txt", "/sub"} {
		resp, body := get(t, srv, http.MethodGet, p, "")
		assert.Equal(t, http.StatusNotFound, resp.StatusCode, p)
		assert.NotContains(t, string(body), "top-secret", p)
	}
	resp, _ := get(t, srv, http.MethodPost, "/", "")
	assert.Equal(t, http.StatusMethodNotAllowed, resp.StatusCode)
}

func TestAccepts(t *testing.T) {
	cases := []struct {
		header, coding string
		want           bool
	}{
		{"", "gzip", false},
		{"gzip", "gzip", true},
		{"GZIP", "gzip", true},
		{"deflate, gzip;q=1.0", "gzip", true},
		{"gzip;q=0", "gzip", false},
		{"gzip; q=0.001", "gzip", true},
		{"*", "gzip", true},
		{"br", "gzip", false},
		{"x-gzip", "gzip", false},
		{"gzip, deflate, br", "br", true},
		{"br;q=0, *", "br", false},
		{"*, br;q=0", "br", false},
		{"*;q=0, br", "br", true},
		{"*;q=0", "br", false},
		{"brotli", "br", false},
	}
	for _, c := range cases {
		assert.Equal(t, c.want, accepts(c.header, c.coding), "%q accepts %s", c.header, c.coding)
	}
}
