package natsstore

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"net"
	"os"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/nats-io/nats-server/v2/server"
)

// EmbeddedOption changes how Embedded starts its server.
type EmbeddedOption func(*server.Options)

// Port sets the client port on the loopback; -1 (the default) picks a free one.
func Port(port int) EmbeddedOption {
	return func(o *server.Options) { o.Port = port }
}

// ServerName names the node; every node of a cluster needs its own name, because JetStream
// tells the peers of its replicated streams apart by it.
func ServerName(name string) EmbeddedOption {
	return func(o *server.Options) { o.ServerName = name }
}

// ClusterNode makes the server a node of the cluster called name: it listens for the other
// nodes on the loopback port clusterPort (-1: a free one) and connects to the route URLs
// (nats-route://127.0.0.1:PORT) of the others. A cluster's JetStream needs every node started
// with the same name and routes to the others before it elects its leader.
func ClusterNode(name string, clusterPort int, routes ...string) EmbeddedOption {
	return func(o *server.Options) {
		o.Cluster = server.ClusterOpts{Name: name, Host: loopback, Port: clusterPort}
		o.Routes = nil
		for _, r := range routes {
			o.Routes = append(o.Routes, server.RoutesFromStr(r)...)
		}
	}
}

// SyncInterval sets how often the file store forces its writes to the disk with fsync
// (0: the server's default of two minutes). Every entry reaches the operating system as it is
// written, so a killed process loses nothing; the interval bounds what a power cut can lose.
func SyncInterval(d time.Duration) EmbeddedOption {
	return func(o *server.Options) { o.SyncInterval = d }
}

// SyncAlways forces every write to the disk before it is acknowledged: nothing is lost even
// to a power cut, at the cost of one fsync per entry (see the package doc for the figures).
func SyncAlways() EmbeddedOption {
	return func(o *server.Options) { o.SyncAlways = true }
}

// MaxStore caps the bytes JetStream may keep on disk (0: the server's default, three quarters
// of the free space of the disk).
func MaxStore(bytes int64) EmbeddedOption {
	return func(o *server.Options) { o.JetStreamMaxStore = bytes }
}

// ServerLog makes the server print its log on standard error (it is silent otherwise).
func ServerLog() EmbeddedOption {
	return func(o *server.Options) { o.NoLog = false }
}

const (
	loopback = "127.0.0.1"
	// memoryLimit caps JetStream's memory storage. The store keeps its data in files; memory
	// holds only the state of the short-lived consumers that read tables, so a small cap keeps
	// the server from reserving three quarters of the machine's memory, its default.
	memoryLimit = 256 << 20
	// readyTimeout is how long Embedded waits for the server to accept connections.
	readyTimeout = 10 * time.Second
)

// Embedded starts a NATS server with JetStream inside this process, listening on the loopback
// only, with its file store in dir (created when missing), and waits until it accepts
// connections. It returns the server and the URL to give Open. Stop it with Shutdown and
// WaitForShutdown; starting it again on the same dir finds every table as it was.
func Embedded(dir string, opts ...EmbeddedOption) (*server.Server, string, error) {
	o := &server.Options{
		Host:               loopback,
		Port:               server.RANDOM_PORT,
		JetStream:          true,
		StoreDir:           dir,
		JetStreamMaxMemory: memoryLimit,
		NoSigs:             true,
		NoLog:              true,
	}
	for _, opt := range opts {
		opt(o)
	}
	s, err := server.NewServer(o)
	if err != nil {
		return nil, "", fmt.Errorf("natsstore: configuring the NATS server: %w", err)
	}
	errs := &lastError{}
	if o.NoLog {
		s.SetLogger(errs, false, false)
	} else {
		s.ConfigureLogger()
	}
	s.Start()
	if !ready(s, errs) {
		s.Shutdown()
		s.WaitForShutdown()
		err := errors.New("natsstore: the NATS server did not start accepting connections in time")
		if last := errs.get(); last != "" {
			err = fmt.Errorf("%w: %s", err, last)
		}
		return nil, "", err
	}
	return s, s.ClientURL(), nil
}

// ready waits until s accepts connections, at most readyTimeout; a fatal error (a port taken)
// ends the wait at once.
func ready(s *server.Server, errs *lastError) bool {
	deadline := time.Now().Add(readyTimeout)
	for time.Now().Before(deadline) {
		if s.ReadyForConnections(50 * time.Millisecond) {
			return true
		}
		if errs.isFatal() {
			return false
		}
	}
	return false
}

// lastError is the silent server's logger: it keeps only the last error, for the message of
// a server that fails to start (a port taken, a store folder it cannot write).
type lastError struct {
	mu    sync.Mutex
	msg   string
	fatal bool
}

func (l *lastError) set(fatal bool, format string, v ...any) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.msg = fmt.Sprintf(format, v...)
	l.fatal = l.fatal || fatal
}

func (l *lastError) isFatal() bool {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.fatal
}

func (l *lastError) get() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.msg
}

func (l *lastError) Noticef(string, ...any)         {}
func (l *lastError) Warnf(string, ...any)           {}
func (l *lastError) Debugf(string, ...any)          {}
func (l *lastError) Tracef(string, ...any)          {}
func (l *lastError) Errorf(format string, v ...any) { l.set(false, format, v...) }
func (l *lastError) Fatalf(format string, v ...any) { l.set(true, format, v...) }

// freePort finds a free loopback port for a node whose port must be known before it starts
// (its routes, named by the other nodes) and stay its own across restarts. It picks one below
// the system's range of ephemeral ports: a port from that range, once released, may be handed
// to any outgoing connection of the machine before the node binds it again.
func freePort() (int, error) {
	low := ephemeralLow()
	if low > minPort+1000 {
		for range 200 {
			p := minPort + rand.IntN(low-minPort)
			if l, err := net.Listen("tcp", net.JoinHostPort(loopback, strconv.Itoa(p))); err == nil {
				l.Close()
				return p, nil
			}
		}
	}
	l, err := net.Listen("tcp", net.JoinHostPort(loopback, "0"))
	if err != nil {
		return 0, err
	}
	defer l.Close()
	return l.Addr().(*net.TCPAddr).Port, nil
}

// minPort is the lowest port freePort picks, above the ports of well-known services.
const minPort = 10000

// ephemeralLow is the start of the system's range of ephemeral ports (Linux's
// ip_local_port_range; IANA's 49152 where it cannot be read).
func ephemeralLow() int {
	b, err := os.ReadFile("/proc/sys/net/ipv4/ip_local_port_range")
	if err != nil {
		return 49152
	}
	f := strings.Fields(string(b))
	if len(f) == 0 {
		return 49152
	}
	low, err := strconv.Atoi(f[0])
	if err != nil {
		return 49152
	}
	return low
}
