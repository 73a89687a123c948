// Command serve is Northtable's server: it serves the browser build (by default build/web, made
// by `go run ./build/wasm`) and hosts online tables, which the desktop and the browser join over
// a WebSocket at /ws (build/serve/tables holds the table logic). It imports no Ebitengine, so it
// runs on a machine without a display.
//
//	go run ./build/serve [-addr 127.0.0.1:8080] [-dir build/web] [-data DIR] [-nats URL [-replicas 3]] [-origin HOST,...] [-memory]
//
// The page is served with the right MIME types, the precompressed northtable.wasm.br or .gz
// when the browser accepts it, and caching with revalidation (a strong ETag from each file's
// content and Cache-Control: no-cache). Without a built page the server says so at / and still
// hosts tables.
//
// Tables live in NATS JetStream: by default a NATS server embedded in this process with its
// file store in the data folder (-data, by default "northtable-data" in the user's
// configuration folder, e.g. ~/.config/northtable-data on Linux), so one command is all a
// person runs and a restarted server finds its tables; -nats URL joins an existing NATS server
// or cluster instead (several URLs separated by commas; -replicas 3 keeps each table on three
// nodes of a cluster). -memory keeps the tables in memory only (they end with the process).
//
// The WebSocket takes pages from the server's own host; -origin names other page origins
// (host patterns, comma-separated) allowed to play here. An address with port 0 picks a free
// port; the printed URL names it.
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
	"strconv"
	"strings"
	"syscall"
	"time"

	"northtable/build/serve/tables"
	"northtable/rules/games"
)

// config is what the flags set.
type config struct {
	dir     string   // the built page
	addr    string   // the address to listen on
	data    string   // the data folder (the embedded NATS's store)
	nats    string   // an existing NATS server's URL; "" starts an embedded one
	origins []string // page origins allowed at /ws besides the server's own host
	memory  bool     // keep tables in memory only
	// replicas is how many NATS nodes keep each table (natsstore.Replicas): 1 for one
	// server, 3 on a cluster of three; 0 leaves the store's default.
	replicas int
	// rate and burst are each connection's flood limit (tables.Hall.Rate, Burst); 0 keeps
	// the Hall's defaults. Tests whose players move as fast as the server answers lift it.
	rate, burst float64
}

func main() {
	var cfg config
	var origins string
	flag.StringVar(&cfg.dir, "dir", "build/web", "directory of the page to serve (made by go run ./build/wasm)")
	flag.StringVar(&cfg.addr, "addr", "127.0.0.1:8080", "address to listen on; port 0 picks a free port")
	flag.StringVar(&cfg.data, "data", defaultData(), "data folder: the embedded NATS server's store of tables")
	flag.StringVar(&cfg.nats, "nats", "", "URL of an existing NATS server or cluster to keep tables in (default: an embedded one in the data folder)")
	flag.StringVar(&origins, "origin", "", "other page origins allowed to play here, host patterns separated by commas (e.g. games.example.org)")
	flag.BoolVar(&cfg.memory, "memory", false, "keep tables in memory only: they end with the server")
	flag.IntVar(&cfg.replicas, "replicas", 0, "with -nats: how many NATS nodes keep each table (3 on a cluster of three; default 1)")
	flag.Parse()
	for _, o := range strings.Split(origins, ",") {
		if o = strings.TrimSpace(o); o != "" {
			cfg.origins = append(cfg.origins, o)
		}
	}
	if err := run(cfg); err != nil {
		fmt.Fprintln(os.Stderr, "serve:", err)
		os.Exit(1)
	}
}

// defaultData is the data folder when -data is not given: "northtable-data" in the user's
// configuration folder, or in the working folder when there is none.
func defaultData() string {
	if d, err := os.UserConfigDir(); err == nil {
		return filepath.Join(d, "northtable-data")
	}
	return "northtable-data"
}

// run serves until SIGINT or SIGTERM.
func run(cfg config) error {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	store, closeStore, err := openStore(ctx, cfg)
	if err != nil {
		return err
	}
	defer closeStore()
	ln, err := net.Listen("tcp", cfg.addr)
	if err != nil {
		return err
	}
	srv, closeSrv, err := newServer(cfg, store)
	if err != nil {
		return err
	}
	defer closeSrv()
	done := make(chan error, 1)
	go func() { done <- srv.Serve(ln) }()

	fmt.Printf("Serving %s and online tables at http://%s/ (Ctrl+C stops)\n", cfg.dir, ln.Addr())
	fmt.Println(reachWords(ln.Addr()))
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

// newServer is the HTTP server of cfg over store: the page at /, the tables at /ws. close
// releases the page's folder and the tables.
func newServer(cfg config, store tables.Store) (srv *http.Server, close func(), err error) {
	mux := http.NewServeMux()
	hall := tables.NewHall(store, games.All())
	if cfg.rate > 0 {
		hall.Rate, hall.Burst = cfg.rate, cfg.burst
	}
	mux.Handle("/ws", &tableSocket{hall: hall, origins: cfg.origins})
	page, err := newHandler(cfg.dir)
	if err == nil {
		if _, err := os.Stat(filepath.Join(cfg.dir, "index.html")); err != nil {
			page.Close()
			page = nil
		}
	}
	if page != nil {
		mux.Handle("/", page)
	} else {
		fmt.Fprintf(os.Stderr, "serve: %s has no page (build it with go run ./build/wasm); hosting tables only\n", cfg.dir)
		mux.HandleFunc("/", func(w http.ResponseWriter, r *http.Request) {
			http.Error(w, "No page is built here yet: run go run ./build/wasm, then start the server again. Online tables are hosted at /ws meanwhile.", http.StatusNotFound)
		})
	}
	srv = &http.Server{Handler: mux, ReadHeaderTimeout: 10 * time.Second}
	return srv, func() {
		hall.Close()
		if page != nil {
			page.Close()
		}
	}, nil
}

// reachWords tells who can reach the server at addr: on every interface (-addr 0.0.0.0:8080),
// the addresses friends on the network open; on the loopback only, how to let them in. Join
// links name the address the page was opened at, so the host opens it at one of these too.
func reachWords(addr net.Addr) string {
	tcp, ok := addr.(*net.TCPAddr)
	if !ok {
		return ""
	}
	if tcp.IP.IsLoopback() {
		return "Only this computer can reach it; for friends on other devices start it with -addr 0.0.0.0:" + strconv.Itoa(tcp.Port) + "."
	}
	if !tcp.IP.IsUnspecified() {
		return ""
	}
	var urls []string
	ifaces, _ := net.InterfaceAddrs()
	for _, a := range ifaces {
		if n, ok := a.(*net.IPNet); ok && n.IP.To4() != nil && !n.IP.IsLoopback() {
			urls = append(urls, "http://"+net.JoinHostPort(n.IP.String(), strconv.Itoa(tcp.Port))+"/")
		}
	}
	if len(urls) == 0 {
		return ""
	}
	return "Friends on your network open " + strings.Join(urls, " or ") + " (open it there yourself too, so your tables' links name it)."
}
