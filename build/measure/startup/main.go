// Command startup measures the desktop game's start, from the outside: it starts the game under
// a virtual display (Xvfb) RUNS times, each with an empty home (no saves), and times, from the
// moment the process is started, the end of package initialisation (GODEBUG=inittrace=1), the
// first loading frame on screen ("northtable:startup loading"), the App built ("northtable:
// startup built N", after N loading frames) and the menu's first frame on screen
// ("northtable:startup menu"; scenes/loading.go prints the stages when the probe is on), each
// with the CPU time the process had used by then (user + system, /proc/PID/stat, 10 ms steps).
// The machine is shared: CPU time is what the load disturbs least, wall time is what a player
// waits.
//
//	go run ./build/measure/startup [-runs 5] [-bin PATH]
//
// build/measure/start-desktop wraps it, installing the system packages it needs.
package main

import (
	"bufio"
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"sync"
	"time"
)

// stage is one moment of a run: wall time since the process was started and the CPU it had used.
type stage struct {
	wall, cpu time.Duration
	ok        bool
}

type run struct {
	initEnd  time.Duration // the end of the last package's init, since the runtime started
	initCPU  time.Duration // the inits' own time (sum of inittrace's clock), wall
	loading  stage
	built    stage
	menu     stage
	loadAvg0 string
	frames   int // loading frames drawn while the App was built
}

func main() {
	runs := flag.Int("runs", 5, "how many starts")
	bin := flag.String("bin", "", "the game binary (default: build this checkout)")
	flag.Parse()
	if err := measure(*runs, *bin); err != nil {
		fmt.Fprintln(os.Stderr, "startup:", err)
		os.Exit(1)
	}
}

func measure(runs int, bin string) error {
	tmp, err := os.MkdirTemp("", "northtable-startup-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(tmp)
	if bin == "" {
		bin = filepath.Join(tmp, "northtable")
		b := exec.Command("go", "build", "-o", bin, ".")
		b.Stdout, b.Stderr = os.Stderr, os.Stderr
		if err := b.Run(); err != nil {
			return fmt.Errorf("build: %w", err)
		}
	}
	display, stop, err := startXvfb()
	if err != nil {
		return err
	}
	defer stop()
	fmt.Printf("machine: %s; load average before: %s\n", machine(), loadAvg())
	var all []run
	for i := 1; i <= runs; i++ {
		r, err := once(bin, display, filepath.Join(tmp, fmt.Sprint("home", i)))
		if err != nil {
			return fmt.Errorf("run %d: %w", i, err)
		}
		all = append(all, r)
		fmt.Printf("run %d (load %s): init done %s (inits %s) · loading screen %s (CPU %s) · App built %s (CPU %s, %d loading frames) · menu %s (CPU %s)\n",
			i, r.loadAvg0, ms(r.initEnd), ms(r.initCPU), ms(r.loading.wall), ms(r.loading.cpu),
			ms(r.built.wall), ms(r.built.cpu), r.frames, ms(r.menu.wall), ms(r.menu.cpu))
	}
	pick := func(f func(run) time.Duration) string {
		var v []time.Duration
		for _, r := range all {
			v = append(v, f(r))
		}
		sort.Slice(v, func(i, j int) bool { return v[i] < v[j] })
		return ms(v[0]) + "–" + ms(v[len(v)-1])
	}
	fmt.Printf("range: loading screen %s (CPU %s) · menu %s (CPU %s) · init done %s\n",
		pick(func(r run) time.Duration { return r.loading.wall }), pick(func(r run) time.Duration { return r.loading.cpu }),
		pick(func(r run) time.Duration { return r.menu.wall }), pick(func(r run) time.Duration { return r.menu.cpu }),
		pick(func(r run) time.Duration { return r.initEnd }))
	fmt.Printf("load average after: %s\n", loadAvg())
	return nil
}

// startXvfb starts a 1600x900 virtual display and returns its name (":N") once it is ready.
func startXvfb() (string, func(), error) {
	r, w, err := os.Pipe()
	if err != nil {
		return "", nil, err
	}
	x := exec.Command("Xvfb", "-displayfd", "3", "-screen", "0", "1600x900x24", "-nolisten", "tcp")
	x.ExtraFiles = []*os.File{w}
	if err := x.Start(); err != nil {
		return "", nil, fmt.Errorf("start Xvfb: %w", err)
	}
	w.Close()
	line, err := bufio.NewReader(r).ReadString('\n')
	r.Close()
	if err != nil {
		x.Process.Kill()
		return "", nil, fmt.Errorf("Xvfb gave no display: %w", err)
	}
	stop := func() { x.Process.Kill(); x.Wait() }
	return ":" + strings.TrimSpace(line), stop, nil
}

var initLine = regexp.MustCompile(`^init \S+ @([0-9.]+) ms, ([0-9.]+) ms clock`)

// once starts the game at its menu and returns its stages; the process is killed at the menu.
func once(bin, display, home string) (run, error) {
	r := run{loadAvg0: loadAvg()}
	if err := os.MkdirAll(home, 0o755); err != nil {
		return r, err
	}
	cmd := exec.Command(bin, "-window", "1600x900")
	cmd.Env = append(os.Environ(), "DISPLAY="+display, "HOME="+home, "XDG_CONFIG_HOME="+home,
		"XDG_DATA_HOME="+home, "NORTHTABLE_PROBE=1", "GODEBUG=inittrace=1")
	out, err := cmd.StdoutPipe()
	if err != nil {
		return r, err
	}
	errOut, err := cmd.StderrPipe()
	if err != nil {
		return r, err
	}
	t0 := time.Now()
	if err := cmd.Start(); err != nil {
		return r, err
	}
	pid := cmd.Process.Pid
	var mu sync.Mutex
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
		sc := bufio.NewScanner(errOut)
		for sc.Scan() {
			m := initLine.FindStringSubmatch(sc.Text())
			if m == nil {
				continue
			}
			at, _ := strconv.ParseFloat(m[1], 64)
			took, _ := strconv.ParseFloat(m[2], 64)
			mu.Lock()
			r.initEnd = max(r.initEnd, time.Duration((at+took)*float64(time.Millisecond)))
			r.initCPU += time.Duration(took * float64(time.Millisecond))
			mu.Unlock()
		}
	}()
	mark := func() stage { return stage{wall: time.Since(t0), cpu: cpuOf(pid), ok: true} }
	done := make(chan error, 1)
	go func() {
		sc := bufio.NewScanner(out)
		for sc.Scan() {
			line := strings.TrimSpace(sc.Text())
			if n, ok := strings.CutPrefix(line, "northtable:startup built "); ok {
				r.built = mark()
				r.frames, _ = strconv.Atoi(n)
				continue
			}
			switch line {
			case "northtable:startup loading":
				r.loading = mark()
			case "northtable:startup menu":
				r.menu = mark()
				done <- nil
				io.Copy(io.Discard, out)
				return
			}
		}
		done <- fmt.Errorf("the game ended before its menu")
	}()
	var runErr error
	select {
	case runErr = <-done:
	case <-time.After(2 * time.Minute):
		runErr = fmt.Errorf("no menu within 2 minutes")
	}
	cmd.Process.Kill()
	cmd.Wait()
	wg.Wait()
	return r, runErr
}

// cpuOf is the user + system CPU time process pid has used so far.
func cpuOf(pid int) time.Duration {
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
	if err != nil {
		return 0
	}
	s := string(b)
	f := strings.Fields(s[strings.LastIndexByte(s, ')')+2:]) // fields from the 3rd on
	ut, _ := strconv.ParseInt(f[11], 10, 64)                 // field 14
	st, _ := strconv.ParseInt(f[12], 10, 64)                 // field 15
	return time.Duration(ut+st) * time.Second / 100          // USER_HZ is 100 on Linux
}

func loadAvg() string {
	b, err := os.ReadFile("/proc/loadavg")
	if err != nil {
		return "?"
	}
	return strings.Join(strings.Fields(string(b))[:3], " ")
}

func machine() string {
	n := 0
	if b, err := os.ReadFile("/proc/cpuinfo"); err == nil {
		n = strings.Count(string(b), "\nprocessor")
		if strings.HasPrefix(string(b), "processor") {
			n++
		}
	}
	return fmt.Sprintf("%d cores", n)
}

func ms(d time.Duration) string {
	if d >= 10*time.Second {
		return fmt.Sprintf("%.1f s", d.Seconds())
	}
	return fmt.Sprintf("%.0f ms", float64(d)/float64(time.Millisecond))
}
