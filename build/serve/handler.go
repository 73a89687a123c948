package main

import (
	"crypto/sha256"
	"encoding/base64"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"mime"
	"net/http"
	"os"
	"path"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"time"
)

// contentTypes fixes the MIME types the page needs, whatever the system's mime tables say;
// application/wasm is what lets browsers compile the module while it streams.
var contentTypes = map[string]string{
	".html": "text/html; charset=utf-8",
	".js":   "text/javascript; charset=utf-8",
	".mjs":  "text/javascript; charset=utf-8",
	".css":  "text/css; charset=utf-8",
	".json": "application/json",
	".wasm": "application/wasm",
	".png":  "image/png",
	".svg":  "image/svg+xml",
	".ico":  "image/x-icon",
	".txt":  "text/plain; charset=utf-8",
	".gz":   "application/gzip",
	".br":   "application/octet-stream",
}

// codings are the precompressed copies the server looks for beside a file, best first: brotli
// (about a quarter smaller than gzip for the game) for browsers that accept it, gzip for the
// rest. build/wasm writes both.
var codings = [...]struct{ name, ext string }{
	{"br", ".br"},
	{"gzip", ".gz"},
}

// rawLengthHeader carries the uncompressed size when a compressed copy is served, so the page can show
// download progress against the bytes it actually receives.
const rawLengthHeader = "X-Raw-Length"

// cacheControl lets a browser keep every file but ask before each use (a conditional request
// with the ETag, answered 304 Not Modified while the file is unchanged): a visit after the
// first downloads the game (about 4 MB compressed) again only when it was rebuilt.
const cacheControl = "no-cache"

// handler serves files from one directory, never outside it.
type handler struct {
	root *os.Root

	mu    sync.Mutex
	etags map[string]etagEntry // by file name inside root
}

// etagEntry remembers a file's ETag while its size and modification time stay the same, so the
// content is hashed once per change rather than once per request.
type etagEntry struct {
	size int64
	mod  time.Time
	etag string
}

// newHandler opens dir for serving.
func newHandler(dir string) (*handler, error) {
	root, err := os.OpenRoot(dir)
	if err != nil {
		return nil, fmt.Errorf("open %s: %w (build it first with go run ./build/wasm)", dir, err)
	}
	return &handler{root: root, etags: map[string]etagEntry{}}, nil
}

// Close releases the directory.
func (h *handler) Close() error { return h.root.Close() }

// ServeHTTP implements http.Handler.
func (h *handler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodGet && r.Method != http.MethodHead {
		w.Header().Set("Allow", "GET, HEAD")
		http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
		return
	}
	name := strings.TrimPrefix(path.Clean("/"+r.URL.Path), "/")
	if name == "" || strings.HasSuffix(r.URL.Path, "/") {
		name = path.Join(name, "index.html")
	}

	hdr := w.Header()
	hdr.Set("Cache-Control", cacheControl)
	hdr.Set("X-Content-Type-Options", "nosniff")

	f, info, err := h.openFile(name)
	if err != nil {
		status := http.StatusNotFound
		if !errors.Is(err, fs.ErrNotExist) {
			status = http.StatusInternalServerError
		}
		fmt.Fprintf(os.Stderr, "serve: %d %s\n", status, r.URL.Path)
		http.Error(w, http.StatusText(status), status)
		return
	}
	defer f.Close()

	size := info.Size()
	sent, sentInfo := name, info // the file whose bytes go out: a compressed copy or the file itself
	accept := r.Header.Get("Accept-Encoding")
	varies := false
	for _, c := range codings {
		cf, cInfo, err := h.openFile(name + c.ext)
		if err != nil {
			continue
		}
		varies = true
		if !accepts(accept, c.name) || sent != name {
			cf.Close()
			continue
		}
		defer cf.Close()
		hdr.Set("Content-Encoding", c.name)
		hdr.Set(rawLengthHeader, strconv.FormatInt(size, 10))
		f, size = cf, cInfo.Size()
		sent, sentInfo = name+c.ext, cInfo
	}
	if varies {
		hdr.Add("Vary", "Accept-Encoding")
	}

	// A strong ETag from the content of the bytes sent, so the brotli copy, the gzip copy and
	// the plain file (different representations) never share one.
	etag, err := h.etag(sent, f, sentInfo)
	if err != nil {
		fmt.Fprintf(os.Stderr, "serve: %s: %v\n", r.URL.Path, err)
		http.Error(w, http.StatusText(http.StatusInternalServerError), http.StatusInternalServerError)
		return
	}
	hdr.Set("ETag", etag)
	if etagMatches(r.Header.Get("If-None-Match"), etag) {
		w.WriteHeader(http.StatusNotModified)
		return
	}

	hdr.Set("Content-Type", contentType(name))
	hdr.Set("Content-Length", strconv.FormatInt(size, 10))
	w.WriteHeader(http.StatusOK)
	if r.Method == http.MethodHead {
		return
	}
	if _, err := io.Copy(w, f); err != nil {
		fmt.Fprintf(os.Stderr, "serve: %s: %v\n", r.URL.Path, err)
	}
}

// etag returns the strong ETag of the open file f (named name, described by info): a quoted
// SHA-256 of its content, computed once per size and modification time. f is read from the
// start and left there.
func (h *handler) etag(name string, f *os.File, info fs.FileInfo) (string, error) {
	h.mu.Lock()
	e, ok := h.etags[name]
	h.mu.Unlock()
	if ok && e.size == info.Size() && e.mod.Equal(info.ModTime()) {
		return e.etag, nil
	}
	sum := sha256.New()
	if _, err := io.Copy(sum, f); err != nil {
		return "", err
	}
	if _, err := f.Seek(0, io.SeekStart); err != nil {
		return "", err
	}
	etag := `"` + base64.RawURLEncoding.EncodeToString(sum.Sum(nil)[:18]) + `"`
	h.mu.Lock()
	h.etags[name] = etagEntry{size: info.Size(), mod: info.ModTime(), etag: etag}
	h.mu.Unlock()
	return etag, nil
}

// etagMatches reports whether an If-None-Match header names etag (or is "*"). If-None-Match
// uses the weak comparison (RFC 9110 §13.1.2): a W/ prefix does not matter.
func etagMatches(header, etag string) bool {
	header = strings.TrimSpace(header)
	if header == "" {
		return false
	}
	if header == "*" {
		return true
	}
	for _, tag := range strings.Split(header, ",") {
		tag = strings.TrimPrefix(strings.TrimSpace(tag), "W/")
		if tag == etag {
			return true
		}
	}
	return false
}

// openFile opens a regular file inside the served directory.
func (h *handler) openFile(name string) (*os.File, fs.FileInfo, error) {
	f, err := h.root.Open(filepath.FromSlash(name))
	if err != nil {
		return nil, nil, err
	}
	info, err := f.Stat()
	if err != nil {
		f.Close()
		return nil, nil, err
	}
	if !info.Mode().IsRegular() {
		f.Close()
		return nil, nil, fs.ErrNotExist
	}
	return f, info, nil
}

// contentType is the MIME type for a file name.
func contentType(name string) string {
	ext := strings.ToLower(path.Ext(name))
	if t, ok := contentTypes[ext]; ok {
		return t
	}
	if t := mime.TypeByExtension(ext); t != "" {
		return t
	}
	return "application/octet-stream"
}

// accepts reports whether an Accept-Encoding header allows coding (named, or by "*", and not
// refused with q=0; RFC 9110 §12.5.3). A coding named explicitly wins over "*".
func accepts(header, coding string) bool {
	star := false
	for _, part := range strings.Split(header, ",") {
		c, params, _ := strings.Cut(strings.TrimSpace(part), ";")
		c = strings.ToLower(strings.TrimSpace(c))
		if c != coding && c != "*" {
			continue
		}
		q := 1.0
		for _, p := range strings.Split(params, ";") {
			k, v, ok := strings.Cut(strings.TrimSpace(p), "=")
			if ok && strings.EqualFold(strings.TrimSpace(k), "q") {
				if f, err := strconv.ParseFloat(strings.TrimSpace(v), 64); err == nil {
					q = f
				}
			}
		}
		if c == coding {
			return q > 0
		}
		star = q > 0
	}
	return star
}
