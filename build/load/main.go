// Command load drives many online tables of random players against one table server over real
// WebSockets and reports how fast every seat hears of each move, whether any move was lost or
// doubled, and what the server spent in memory and CPU per table.
//
//	go run ./build/load [-tables 1000] [-seats 4] [-game orkney] [-think 50ms-900ms]
//	                    [-duration 30s] [-moves 0] [-decode all|turn] [-server URL]
//	                    [-serve-bin PATH] [-serve-args "-memory"] [-cpuprofile FILE]
//
// Without -server it builds build/serve (run it from the repository's root) and starts it as a
// separate process with its data folder (the embedded NATS JetStream store) in a temporary
// folder, so the server's memory (RSS from /proc) and CPU are its own; with -server it drives a
// running server and reports no server figures.
//
// Every seat is its own WebSocket. The first seat of a table opens it, the others join with its
// code, the first starts the game; none of that setup counts. Then each seat whose turn it is
// (read from its own View, decoded from the server's bytes as the game client does; with
// -decode turn only seat 1 decodes every View and tells the seat to move, which decodes its own) waits a
// random think time and sends a move chosen by rules/bot.Random from that View. The latency of a
// move runs from just before its message is written to the moment the last of the table's
// seats has read the update for it. At the end each table is asked again by a new connection
// (Hello with the first seat's token): its move count and the first seat's View hash must equal
// what that seat saw.
package main

import (
	"bufio"
	"context"
	"errors"
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"os/signal"
	"path/filepath"
	"regexp"
	"runtime"
	"runtime/pprof"
	"strconv"
	"strings"
	"syscall"
	"time"

	"northtable/rules/games"
	"northtable/rules/record"
)

// options are what the flags set.
type options struct {
	tables, seats       int
	game                string
	thinkMin, thinkMax  time.Duration
	duration            time.Duration
	moves               int
	server, serveBin    string
	setupParallel       int
	seed                uint64
	report              time.Duration
	verifyParallel      int
	keepData            bool
	serveArgs           string
	settle, dialTimeout time.Duration
	cpuProfile          string
	decodeAll           bool
}

func main() {
	var o options
	var think string
	flag.IntVar(&o.tables, "tables", 1000, "tables played at once")
	flag.IntVar(&o.seats, "seats", 4, "seats of each table, each its own WebSocket")
	flag.StringVar(&o.game, "game", "orkney", "the game: orkney, reykholt or reavers")
	flag.StringVar(&think, "think", "50ms-900ms", "each seat's think time before its move, uniform in MIN-MAX")
	flag.DurationVar(&o.duration, "duration", 30*time.Second, "how long the tables play after the setup (a four-seat Orkney game lasts about a minute at the default think time)")
	flag.IntVar(&o.moves, "moves", 0, "stop after this many moves in all instead (0: play for -duration)")
	flag.StringVar(&o.server, "server", "", "URL of a running table server (default: start build/serve in a temporary folder)")
	flag.StringVar(&o.serveBin, "serve-bin", "", "a built build/serve to start (default: go build it)")
	flag.StringVar(&o.serveArgs, "serve-args", "", "more flags for the started server, separated by spaces (e.g. -memory)")
	flag.BoolVar(&o.keepData, "keep", false, "keep the started server's data folder")
	flag.IntVar(&o.setupParallel, "setup", 64, "tables set up at once")
	flag.IntVar(&o.verifyParallel, "verify", 32, "tables checked at once at the end")
	flag.Uint64Var(&o.seed, "seed", 1, "seed of the players' choices and think times")
	flag.DurationVar(&o.report, "every", 10*time.Second, "print the figures of each interval this long")
	flag.DurationVar(&o.settle, "settle", 30*time.Second, "the longest wait for the last updates after the end")
	flag.DurationVar(&o.dialTimeout, "dial-timeout", 30*time.Second, "the longest a connection or a setup step may take")
	decode := flag.String("decode", "all", "which seats decode each View they hear: all (as every player's device does) or turn (seat 1, which tells the seat to move, and the seat to move: less of the generator's CPU on the server's machine)")
	flag.StringVar(&o.cpuProfile, "cpuprofile", "", "write this command's own CPU profile of the play to the file (go tool pprof)")
	flag.Parse()
	switch *decode {
	case "all":
		o.decodeAll = true
	case "turn":
	default:
		fatal(fmt.Errorf("-decode is all or turn"))
	}
	lo, hi, ok := strings.Cut(think, "-")
	var err1, err2 error
	o.thinkMin, err1 = time.ParseDuration(lo)
	o.thinkMax, err2 = time.ParseDuration(hi)
	if !ok || err1 != nil || err2 != nil || o.thinkMax < o.thinkMin {
		fatal(fmt.Errorf("-think takes MIN-MAX, e.g. 50ms-900ms"))
	}
	if err := run(o); err != nil {
		fatal(err)
	}
}

func fatal(err error) {
	fmt.Fprintln(os.Stderr, "load:", err)
	os.Exit(1)
}

// raiseFileLimit lifts the soft limit of open files to the hard one: each seat is a socket
// here, and another in the started server, which inherits the limit.
func raiseFileLimit(need uint64) (uint64, error) {
	var l syscall.Rlimit
	if err := syscall.Getrlimit(syscall.RLIMIT_NOFILE, &l); err != nil {
		return 0, err
	}
	if l.Cur < l.Max {
		l.Cur = l.Max
		if err := syscall.Setrlimit(syscall.RLIMIT_NOFILE, &l); err != nil {
			return 0, err
		}
	}
	if l.Cur < need {
		return l.Cur, fmt.Errorf("the open-file limit is %d, %d are needed (raise the hard limit: ulimit -Hn)", l.Cur, need)
	}
	return l.Cur, nil
}

func run(o options) error {
	def := definition(o.game)
	if def == nil {
		return fmt.Errorf("no game %q", o.game)
	}
	limit, err := raiseFileLimit(uint64(o.tables*o.seats*2 + 512))
	if err != nil {
		return err
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()

	var srv *server
	base := o.server
	if base == "" {
		srv, err = startServer(o)
		if err != nil {
			return err
		}
		defer srv.stop()
		base = srv.url
	}
	wsURL, err := socketURL(base)
	if err != nil {
		return err
	}
	fmt.Printf("load: %d tables of %d seats of %s (%d WebSockets), think %v–%v, decode %s, against %s\n",
		o.tables, o.seats, o.game, o.tables*o.seats, o.thinkMin, o.thinkMax, decodeMode(o), wsURL)
	fmt.Printf("load: machine: %d cores (%s), load average %s, CPU pressure %s, open-file limit %d\n",
		runtime.NumCPU(), cpuModel(), loadAvg(), cpuPressure(), limit)
	fmt.Printf("load: a busy loop on every core gets %.2f cores now (what this machine's other work leaves)\n", spareCores())

	var idle procStat
	if srv != nil {
		idle = srv.stat()
		fmt.Printf("load: server started (pid %d): RSS %.1f MiB\n", srv.cmd.Process.Pid, mib(idle.rss))
	}

	// Setup: open, join and start every table; nobody moves until all are ready.
	r := newRun(o, def, wsURL)
	t0 := time.Now()
	if err := r.setup(ctx); err != nil {
		r.closeAll()
		return err
	}
	setupTime := time.Since(t0)
	fmt.Printf("load: %d tables set up in %.1f s\n", o.tables, setupTime.Seconds())
	var ready procStat
	if srv != nil {
		ready = srv.stat()
		fmt.Printf("load: server after the setup: RSS %.1f MiB (%.1f KiB a table above the idle server)\n",
			mib(ready.rss), kib(ready.rss-idle.rss)/float64(o.tables))
	}

	// Play.
	selfCPU0 := selfCPU()
	if o.cpuProfile != "" {
		f, err := os.Create(o.cpuProfile)
		if err != nil {
			r.closeAll()
			return err
		}
		defer f.Close()
		if err := pprof.StartCPUProfile(f); err != nil {
			r.closeAll()
			return err
		}
	}
	r.begin = time.Now()
	close(r.go_)
	r.play(ctx, srv)
	if o.cpuProfile != "" {
		pprof.StopCPUProfile()
	}
	played := time.Since(r.begin)
	selfCPU1 := selfCPU()
	var end procStat
	if srv != nil {
		end = srv.stat()
	}
	settled := r.settle(o.settle)

	// Figures.
	lat := r.latencies()
	total := r.moveCount.Load()
	fmt.Println()
	fmt.Printf("Played %v with %d tables of %d seats (%d WebSockets), %s, think %v–%v\n",
		played.Round(time.Millisecond), o.tables, o.seats, o.tables*o.seats, o.game, o.thinkMin, o.thinkMax)
	fmt.Printf("  moves:            %d (%.0f moves/s), %d games ended (the rest played throughout)\n", total, float64(total)/played.Seconds(), r.finished.Load())
	if len(lat) > 0 {
		fmt.Printf("  move → every seat: p50 %s  p95 %s  p99 %s  max %s  (%d moves measured)\n",
			ms(pct(lat, 50)), ms(pct(lat, 95)), ms(pct(lat, 99)), ms(lat[len(lat)-1]), len(lat))
	}
	fmt.Printf("  turn → move sent:  every seat moved within a second of its turn: %v (late: %d; longest %s)\n",
		r.late.Load() == 0, r.late.Load(), ms(time.Duration(r.slowestTurn.Load())))
	if srv != nil {
		cpu := end.cpu - ready.cpu
		fmt.Printf("  server CPU:       %.2f cores (%.1f s in %.1f s), %.1f µs a move\n",
			cpu.Seconds()/played.Seconds(), cpu.Seconds(), played.Seconds(), float64(cpu.Microseconds())/float64(max(total, 1)))
		fmt.Printf("  server memory:    RSS idle %.1f MiB, set up %.1f MiB, end %.1f MiB, peak %.1f MiB: %.1f KiB a table (end − idle)\n",
			mib(idle.rss), mib(ready.rss), mib(end.rss), mib(end.hwm), kib(end.rss-idle.rss)/float64(o.tables))
		fmt.Printf("  server store:     %.1f MiB on disk\n", mib(dirSize(srv.data)))
	}
	fmt.Printf("  load's own CPU:   %.2f cores (the driver shares the machine)\n", (selfCPU1-selfCPU0).Seconds()/played.Seconds())
	fmt.Printf("  load average:     %s, CPU pressure %s; a busy loop gets %.2f cores now\n", loadAvg(), cpuPressure(), spareCores())

	// Checks.
	problems := r.check(settled)
	problems = append(problems, r.verify(ctx)...)
	r.closeAll()
	if len(problems) == 0 {
		fmt.Printf("  checks:           no lost or doubled move: every seat heard every move once, in order; every table's count and View hash match a fresh connection's\n")
		return nil
	}
	for i, p := range problems {
		if i == 20 {
			fmt.Printf("  … and %d more\n", len(problems)-20)
			break
		}
		fmt.Println("  PROBLEM:", p)
	}
	return fmt.Errorf("%d problems", len(problems))
}

// decodeMode names -decode's choice.
func decodeMode(o options) string {
	if o.decodeAll {
		return "all"
	}
	return "turn"
}

// definition is the game id's record.Definition, or nil.
func definition(game string) record.Definition {
	d, _ := games.ByID(game)
	return d
}

// socketURL turns a server's address (http://host:port/, ws://…, host:port) into its /ws URL.
func socketURL(s string) (string, error) {
	s = strings.TrimSuffix(strings.TrimSpace(s), "/")
	switch {
	case strings.HasPrefix(s, "http://"):
		s = "ws://" + strings.TrimPrefix(s, "http://")
	case strings.HasPrefix(s, "https://"):
		s = "wss://" + strings.TrimPrefix(s, "https://")
	case strings.HasPrefix(s, "ws://"), strings.HasPrefix(s, "wss://"):
	default:
		s = "ws://" + s
	}
	if !strings.HasSuffix(s, "/ws") {
		s += "/ws"
	}
	return s, nil
}

// server is the build/serve process this command started.
type server struct {
	cmd  *exec.Cmd
	url  string
	data string
	tmp  string
	keep bool
	done chan struct{}
}

var servingLine = regexp.MustCompile(`at (http://\S+/)`)

// startServer builds build/serve (unless -serve-bin) and starts it on 127.0.0.1:0 with its data
// folder in a temporary folder, and waits for the URL it prints.
func startServer(o options) (*server, error) {
	tmp, err := os.MkdirTemp("", "northtable-load-")
	if err != nil {
		return nil, err
	}
	bin := o.serveBin
	if bin == "" {
		bin = filepath.Join(tmp, "serve")
		fmt.Println("load: building build/serve")
		b := exec.Command("go", "build", "-o", bin, "./build/serve")
		b.Stdout, b.Stderr = os.Stdout, os.Stderr
		if err := b.Run(); err != nil {
			os.RemoveAll(tmp)
			return nil, fmt.Errorf("go build ./build/serve (run this from the repository's root): %w", err)
		}
	}
	s := &server{data: filepath.Join(tmp, "data"), tmp: tmp, keep: o.keepData, done: make(chan struct{})}
	args := []string{"-addr", "127.0.0.1:0", "-data", s.data, "-dir", filepath.Join(tmp, "no-page")}
	args = append(args, strings.Fields(o.serveArgs)...)
	s.cmd = exec.Command(bin, args...)
	s.cmd.Stderr = os.Stderr
	out, err := s.cmd.StdoutPipe()
	if err != nil {
		os.RemoveAll(tmp)
		return nil, err
	}
	if err := s.cmd.Start(); err != nil {
		os.RemoveAll(tmp)
		return nil, err
	}
	urls := make(chan string, 1)
	go func() {
		sc := bufio.NewScanner(out)
		for sc.Scan() {
			if m := servingLine.FindStringSubmatch(sc.Text()); m != nil {
				select {
				case urls <- m[1]:
				default:
				}
			}
		}
	}()
	go func() { s.cmd.Wait(); close(s.done) }()
	select {
	case s.url = <-urls:
		return s, nil
	case <-s.done:
		os.RemoveAll(tmp)
		return nil, errors.New("the server ended before it served")
	case <-time.After(60 * time.Second):
		s.stop()
		return nil, errors.New("the server did not print its address within a minute")
	}
}

// stop ends the server (SIGTERM, then SIGKILL) and removes its folder.
func (s *server) stop() {
	s.cmd.Process.Signal(syscall.SIGTERM)
	select {
	case <-s.done:
	case <-time.After(15 * time.Second):
		s.cmd.Process.Kill()
		<-s.done
	}
	if s.keep {
		fmt.Println("load: the server's data folder is kept in", s.data)
		return
	}
	os.RemoveAll(s.tmp)
}

// procStat is what /proc says of a process.
type procStat struct {
	rss, hwm uint64        // resident memory now and at its peak, bytes
	cpu      time.Duration // user + system time
}

func (s *server) stat() procStat {
	return readProc(s.cmd.Process.Pid)
}

func readProc(pid int) procStat {
	var p procStat
	if b, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", pid)); err == nil {
		for _, line := range strings.Split(string(b), "\n") {
			f := strings.Fields(line)
			if len(f) < 2 {
				continue
			}
			v, _ := strconv.ParseUint(f[1], 10, 64)
			switch f[0] {
			case "VmRSS:":
				p.rss = v << 10
			case "VmHWM:":
				p.hwm = v << 10
			}
		}
	}
	if b, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid)); err == nil {
		// Fields after the command's closing parenthesis: utime and stime are the 12th and
		// 13th, in clock ticks (100 a second on Linux).
		s := string(b)
		if i := strings.LastIndexByte(s, ')'); i >= 0 {
			f := strings.Fields(s[i+1:])
			if len(f) > 12 {
				u, _ := strconv.ParseUint(f[11], 10, 64)
				k, _ := strconv.ParseUint(f[12], 10, 64)
				p.cpu = time.Duration(u+k) * 10 * time.Millisecond
			}
		}
	}
	return p
}

func selfCPU() time.Duration {
	var ru syscall.Rusage
	syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

func cpuModel() string {
	b, _ := os.ReadFile("/proc/cpuinfo")
	for _, line := range strings.Split(string(b), "\n") {
		if k, v, ok := strings.Cut(line, ":"); ok && strings.TrimSpace(k) == "model name" {
			return strings.TrimSpace(v)
		}
	}
	return "unknown CPU"
}

func loadAvg() string {
	b, _ := os.ReadFile("/proc/loadavg")
	f := strings.Fields(string(b))
	if len(f) < 3 {
		return "?"
	}
	return strings.Join(f[:3], " ")
}

// cpuPressure is the share of the last ten seconds in which some task waited for a CPU
// (/proc/pressure/cpu), or "?" where the kernel does not tell.
func cpuPressure() string {
	b, err := os.ReadFile("/proc/pressure/cpu")
	if err != nil {
		return "?"
	}
	for _, f := range strings.Fields(string(b)) {
		if v, ok := strings.CutPrefix(f, "avg10="); ok {
			return v + "%"
		}
	}
	return "?"
}

// spareCores runs a busy loop on every core for half a second and returns the cores it got:
// on a shared machine, what the other work leaves to this run.
func spareCores() float64 {
	const span = 500 * time.Millisecond
	before := selfCPU()
	start := time.Now()
	done := make(chan struct{})
	for range runtime.NumCPU() {
		go func() {
			x := 0
			for time.Since(start) < span {
				for j := range 100_000 {
					x += j
				}
			}
			done <- struct{}{}
			_ = x
		}()
	}
	for range runtime.NumCPU() {
		<-done
	}
	return (selfCPU() - before).Seconds() / time.Since(start).Seconds()
}

func dirSize(dir string) uint64 {
	var n uint64
	filepath.Walk(dir, func(_ string, info os.FileInfo, err error) error {
		if err == nil && !info.IsDir() {
			n += uint64(info.Size())
		}
		return nil
	})
	return n
}

func mib(b uint64) float64 { return float64(b) / (1 << 20) }
func kib(b uint64) float64 { return float64(int64(b)) / (1 << 10) }

func ms(d time.Duration) string { return fmt.Sprintf("%.1f ms", float64(d.Microseconds())/1000) }

// pct is the p-th percentile of sorted samples (nearest rank).
func pct(sorted []time.Duration, p float64) time.Duration {
	i := int(float64(len(sorted))*p/100+0.5) - 1
	return sorted[min(max(i, 0), len(sorted)-1)]
}

// jitter is a uniform think time.
func (r *loadRun) think(rng *rand.Rand) time.Duration {
	span := r.o.thinkMax - r.o.thinkMin
	if span <= 0 {
		return r.o.thinkMin
	}
	return r.o.thinkMin + time.Duration(rng.Int64N(int64(span)))
}
