package natsstore

import (
	"errors"
	"fmt"
	"net"
	"path/filepath"
	"strconv"
	"sync"
	"time"

	"github.com/nats-io/nats-server/v2/server"
)

// Cluster is a NATS cluster of embedded servers on the loopback, each with its own file store
// under one folder: what the tests of a replicated store need, and a way to try a cluster on one
// machine. Its nodes can be shut down and started again on their folders and ports, as a
// crashed and restarted machine would be. Its methods are safe for concurrent use.
type Cluster struct {
	mu    sync.Mutex
	name  string
	opts  []EmbeddedOption
	nodes []*clusterNode
}

type clusterNode struct {
	name       string
	dir        string
	clientPort int
	routePort  int
	srv        *server.Server // nil while the node is down
	url        string
}

// StartCluster starts n nodes (n ≥ 1) named node1…nodeN of a cluster, with their stores in
// dir/node1…dir/nodeN, and waits until JetStream has elected its leader. Each node keeps its
// client and route ports, picked free outside the system's ephemeral range, across restarts.
// opts apply to every node (a port or a name given there is overridden).
func StartCluster(dir string, n int, opts ...EmbeddedOption) (*Cluster, error) {
	if n < 1 {
		return nil, errors.New("natsstore: a cluster needs at least one node")
	}
	c := &Cluster{name: "tables", opts: opts}
	for i := range n {
		clientPort, err := freePort()
		if err != nil {
			return nil, fmt.Errorf("natsstore: finding a client port: %w", err)
		}
		routePort, err := freePort()
		if err != nil {
			return nil, fmt.Errorf("natsstore: finding a route port: %w", err)
		}
		name := "node" + strconv.Itoa(i+1)
		c.nodes = append(c.nodes, &clusterNode{
			name: name, dir: filepath.Join(dir, name), clientPort: clientPort, routePort: routePort,
		})
	}
	for i := range c.nodes {
		if err := c.start(i); err != nil {
			c.Shutdown()
			return nil, err
		}
	}
	if err := c.WaitReady(30 * time.Second); err != nil {
		c.Shutdown()
		return nil, err
	}
	return c, nil
}

// start starts node i on its folder and ports; the caller holds no lock.
func (c *Cluster) start(i int) error {
	c.mu.Lock()
	nd := c.nodes[i]
	var routes []string
	for j, other := range c.nodes {
		if j != i {
			routes = append(routes, "nats-route://"+net.JoinHostPort(loopback, strconv.Itoa(other.routePort)))
		}
	}
	opts := append(append([]EmbeddedOption(nil), c.opts...),
		ServerName(nd.name), Port(nd.clientPort), ClusterNode(c.name, nd.routePort, routes...))
	c.mu.Unlock()

	s, url, err := Embedded(nd.dir, opts...)
	if err != nil {
		return fmt.Errorf("natsstore: starting %s: %w", nd.name, err)
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	nd.srv, nd.url = s, url
	return nil
}

// Len is the number of nodes, running or not.
func (c *Cluster) Len() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return len(c.nodes)
}

// URL is node i's client URL (0-based), the same after a restart.
func (c *Cluster) URL(i int) string {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.nodes[i].url
}

// URLs lists every node's client URL, node i's first, comma-separated as Open accepts them:
// a client given them all can reconnect to any node.
func (c *Cluster) URLs(i int) string {
	c.mu.Lock()
	defer c.mu.Unlock()
	s := c.nodes[i].url
	for j, nd := range c.nodes {
		if j != i {
			s += "," + nd.url
		}
	}
	return s
}

// Server is node i's running server, nil while it is down.
func (c *Cluster) Server(i int) *server.Server {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.nodes[i].srv
}

// Kill shuts node i down and waits until it is gone, as a crashed machine would be; its store
// stays on disk for Restart.
func (c *Cluster) Kill(i int) {
	c.mu.Lock()
	s := c.nodes[i].srv
	c.nodes[i].srv = nil
	c.mu.Unlock()
	if s != nil {
		s.Shutdown()
		s.WaitForShutdown()
	}
}

// Restart starts node i again on its folder and ports and waits until JetStream counts it
// current again.
func (c *Cluster) Restart(i int) error {
	if c.Server(i) != nil {
		return fmt.Errorf("natsstore: node %d is running", i+1)
	}
	if err := c.start(i); err != nil {
		return err
	}
	return c.WaitReady(30 * time.Second)
}

// WaitReady waits until one running node leads JetStream's metadata, every running node is
// current with it and the leader counts every running node as a peer, or the timeout passes.
func (c *Cluster) WaitReady(timeout time.Duration) error {
	deadline := time.Now().Add(timeout)
	tick := time.NewTicker(20 * time.Millisecond)
	defer tick.Stop()
	for {
		if c.ready() {
			return nil
		}
		if time.Now().After(deadline) {
			return errors.New("natsstore: the cluster's JetStream did not become ready in time")
		}
		<-tick.C
	}
}

func (c *Cluster) ready() bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	var leader *server.Server
	running := 0
	for _, nd := range c.nodes {
		if nd.srv == nil {
			continue
		}
		running++
		if !nd.srv.JetStreamIsCurrent() {
			return false
		}
		if nd.srv.JetStreamIsLeader() {
			leader = nd.srv
		}
	}
	// The leader places new streams only on the peers it has heard from.
	return leader != nil && len(leader.JetStreamClusterPeers()) == running
}

// Shutdown stops every running node.
func (c *Cluster) Shutdown() {
	for i := range c.Len() {
		c.Kill(i)
	}
}
