// Command serve is a small static file server for the browser build: it serves a directory (by
// default build/web, made by `go run ./build/wasm`) on 127.0.0.1 with the right MIME types, the
// precompressed northtable.wasm.gz when the browser accepts gzip, and caching with revalidation
// (a strong ETag from each file's content and Cache-Control: no-cache, so a browser keeps the
// game and downloads it again only after a rebuild), and prints the URL to open.
//
//	go run ./build/serve [-dir build/web] [-addr 127.0.0.1:8080]
//
// An address with port 0 picks a free port; the printed URL names it.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"net"
	"net/http"
	"os"
	"os/signal"
	"path/filepath"
	"syscall"
	"time"
)

func main() {
	dir := flag.String("dir", "build/web", "directory to serve (made by go run ./build/wasm)")
	addr := flag.String("addr", "127.0.0.1:8080", "address to listen on; port 0 picks a free port")
	flag.Parse()
	if err := run(*dir, *addr); err != nil {
		fmt.Fprintln(os.Stderr, "serve:", err)
		os.Exit(1)
	}
}

// run serves dir on addr until SIGINT or SIGTERM.
func run(dir, addr string) error {
	h, err := newHandler(dir)
	if err != nil {
		return err
	}
	defer h.Close()
	if _, err := os.Stat(filepath.Join(dir, "index.html")); err != nil {
		return fmt.Errorf("%s has no index.html: build it first with go run ./build/wasm", dir)
	}
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return err
	}
	srv := &http.Server{Handler: h, ReadHeaderTimeout: 10 * time.Second}

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	done := make(chan error, 1)
	go func() { done <- srv.Serve(ln) }()

	fmt.Printf("Serving %s at http://%s/ (Ctrl+C stops)\n", dir, ln.Addr())
	select {
	case err := <-done:
		return err
	case <-ctx.Done():
	}
	shutdown, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	if err := srv.Shutdown(shutdown); err != nil && !errors.Is(err, http.ErrServerClosed) {
		return err
	}
	return nil
}
