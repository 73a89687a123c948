package online

import (
	"context"
	"errors"
	"net/url"
	"strings"
)

// Link is one WebSocket connection to a table server, carrying whole text messages (the wire's
// JSON documents). Natively it is github.com/coder/websocket (link_native.go); in the browser
// the page's own WebSocket (link_js.go). Read and Write may be called from two goroutines at
// once; Close ends both.
type Link interface {
	// Read waits for the next message. It fails once the connection is closed or ctx ends.
	Read(ctx context.Context) ([]byte, error)
	// Write sends one message.
	Write(ctx context.Context, msg []byte) error
	// Close closes the connection.
	Close() error
}

// Dialer opens a Link to a table server's WebSocket endpoint (a ws:// or wss:// address).
type Dialer func(ctx context.Context, address string) (Link, error)

// ErrAddress is the error of a server address that cannot be read.
var ErrAddress = errors.New("online: not a server address")

// SocketURL is the WebSocket endpoint of the table server at server: an address as a person
// gives it ("192.168.1.20:8080", "http://host:8080", a join link "http://host:8080/?join=CODE")
// or a ws:// address. The path is always /ws; http becomes ws and https wss. ErrAddress when
// server names no host.
func SocketURL(server string) (string, error) {
	s := strings.TrimSpace(server)
	if !strings.Contains(s, "://") {
		s = "http://" + s
	}
	u, err := url.Parse(s)
	if err != nil || u.Host == "" {
		return "", ErrAddress
	}
	switch u.Scheme {
	case "http", "ws":
		u.Scheme = "ws"
	case "https", "wss":
		u.Scheme = "wss"
	default:
		return "", ErrAddress
	}
	u.Path, u.RawQuery, u.Fragment, u.User = "/ws", "", "", nil
	return u.String(), nil
}
