package main

import (
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
}

// rawLengthHeader carries the uncompressed size when a gzip copy is served, so the page can show
// download progress against the bytes it actually receives.
const rawLengthHeader = "X-Raw-Length"

// handler serves files from one directory, never outside it.
type handler struct {
	root *os.Root
}

// newHandler opens dir for serving.
func newHandler(dir string) (*handler, error) {
	root, err := os.OpenRoot(dir)
	if err != nil {
		return nil, fmt.Errorf("open %s: %w (build it first with go run ./build/wasm)", dir, err)
	}
	return &handler{root: root}, nil
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
	hdr.Set("Cache-Control", "no-cache, no-store, must-revalidate")
	hdr.Set("Pragma", "no-cache")
	hdr.Set("Expires", "0")
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
	if gz, gzInfo, err := h.openFile(name + ".gz"); err == nil {
		defer gz.Close()
		hdr.Add("Vary", "Accept-Encoding")
		if acceptsGzip(r.Header.Get("Accept-Encoding")) {
			hdr.Set("Content-Encoding", "gzip")
			hdr.Set(rawLengthHeader, strconv.FormatInt(size, 10))
			f, size = gz, gzInfo.Size()
		}
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

// acceptsGzip reports whether an Accept-Encoding header allows gzip (not refused with q=0).
func acceptsGzip(header string) bool {
	for _, part := range strings.Split(header, ",") {
		coding, params, _ := strings.Cut(strings.TrimSpace(part), ";")
		coding = strings.ToLower(strings.TrimSpace(coding))
		if coding != "gzip" && coding != "*" {
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
		return q > 0
	}
	return false
}
