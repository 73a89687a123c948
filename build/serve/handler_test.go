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

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// newTestServer serves a directory holding a page, a module and its gzip copy.
func newTestServer(t *testing.T) (*httptest.Server, []byte) {
	t.Helper()
	dir := t.TempDir()
	wasm := bytes.Repeat([]byte("\x00asm northtable "), 1000)
	var gz bytes.Buffer
	zw := gzip.NewWriter(&gz)
	_, err := zw.Write(wasm)
	require.NoError(t, err)
	require.NoError(t, zw.Close())
	files := map[string][]byte{
		"index.html":          []byte("<!doctype html><title>Northtable</title>"),
		"wasm_exec.js":        []byte("// go"),
		"northtable.wasm":     wasm,
		"northtable.wasm.gz":  gz.Bytes(),
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

// get fetches path without the client's transparent gzip handling.
func get(t *testing.T, srv *httptest.Server, method, path, acceptEncoding string) (*http.Response, []byte) {
	t.Helper()
	req, err := http.NewRequest(method, srv.URL+path, nil)
	require.NoError(t, err)
	req.Header.Set("Accept-Encoding", acceptEncoding)
	tr := &http.Transport{DisableCompression: true}
	t.Cleanup(tr.CloseIdleConnections)
	resp, err := (&http.Client{Transport: tr}).Do(req)
	require.NoError(t, err)
	defer resp.Body.Close()
	body, err := io.ReadAll(resp.Body)
	require.NoError(t, err)
	return resp, body
}

func TestContentTypesAndNoCache(t *testing.T) {
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
		assert.Equal(t, "no-cache, no-store, must-revalidate", resp.Header.Get("Cache-Control"), c.path)
		assert.Equal(t, "nosniff", resp.Header.Get("X-Content-Type-Options"), c.path)
	}
}

func TestGzipCopyServedWhenAccepted(t *testing.T) {
	srv, wasm := newTestServer(t)

	resp, body := get(t, srv, http.MethodGet, "/northtable.wasm", "gzip, deflate, br")
	require.Equal(t, http.StatusOK, resp.StatusCode)
	assert.Equal(t, "gzip", resp.Header.Get("Content-Encoding"))
	assert.Equal(t, "application/wasm", resp.Header.Get("Content-Type"))
	assert.Equal(t, "Accept-Encoding", resp.Header.Get("Vary"))
	assert.Equal(t, len(body), int(resp.ContentLength))
	assert.Less(t, len(body), len(wasm))
	assert.Equal(t, "16000", resp.Header.Get(rawLengthHeader))
	zr, err := gzip.NewReader(bytes.NewReader(body))
	require.NoError(t, err)
	unzipped, err := io.ReadAll(zr)
	require.NoError(t, err)
	assert.Equal(t, wasm, unzipped)

	for _, refuse := range []string{"", "identity", "gzip;q=0", "br, gzip; q=0.0"} {
		resp, body = get(t, srv, http.MethodGet, "/northtable.wasm", refuse)
		assert.Empty(t, resp.Header.Get("Content-Encoding"), refuse)
		assert.Equal(t, wasm, body, refuse)
		assert.Equal(t, int64(len(wasm)), resp.ContentLength, refuse)
	}
}

func TestHeadSendsHeadersOnly(t *testing.T) {
	srv, _ := newTestServer(t)
	resp, body := get(t, srv, http.MethodHead, "/northtable.wasm", "gzip")
	require.Equal(t, http.StatusOK, resp.StatusCode)
	assert.Empty(t, body)
	assert.Equal(t, "gzip", resp.Header.Get("Content-Encoding"))
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

func TestAcceptsGzip(t *testing.T) {
	cases := map[string]bool{
		"":                    false,
		"gzip":                true,
		"GZIP":                true,
		"deflate, gzip;q=1.0": true,
		"gzip;q=0":            false,
		"gzip; q=0.001":       true,
		"*":                   true,
		"br":                  false,
		"x-gzip":              false,
	}
	for header, want := range cases {
		assert.Equal(t, want, acceptsGzip(header), header)
	}
}
