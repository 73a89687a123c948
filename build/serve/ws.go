package main

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"os"
	"sync"
	"time"

	"github.com/coder/websocket"

	"northtable/build/serve/tables"
	"northtable/rules/wire"
)

// Connection limits of the WebSocket endpoint.
const (
	// sendQueue is how many messages may wait for a slow connection; one more and it is
	// dropped (a client that cannot keep up must not hold its table back).
	sendQueue = 64
	// writeTimeout is the longest one message may take to go out.
	writeTimeout = 10 * time.Second
	// pingEvery is how often an idle connection is pinged, and pongWait how long its answer
	// may take: a connection that does not answer is closed, its seat shown offline.
	pingEvery = 25 * time.Second
	pongWait  = 15 * time.Second
)

// tableSocket is the /ws endpoint: one WebSocket per client, each a tables.Conn of the hall.
type tableSocket struct {
	hall *tables.Hall
	// origins are the page origins allowed besides the server's own host (-origin), as
	// websocket.AcceptOptions.OriginPatterns.
	origins []string
}

// ServeHTTP accepts a WebSocket whose page comes from the server's own host (or an -origin)
// and runs it: a reader hands each message to the table logic, a writer sends the answers
// from a bounded queue, and a pinger closes a connection that stopped answering.
func (s *tableSocket) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	c, err := websocket.Accept(w, r, &websocket.AcceptOptions{OriginPatterns: s.origins})
	if err != nil {
		return // Accept has answered (403 for another origin)
	}
	c.SetReadLimit(wire.MaxClientMessage)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	out := &socketClient{queue: make(chan []byte, sendQueue), cancel: cancel}
	conn := s.hall.Connect(out)
	defer conn.Close()

	var wg sync.WaitGroup
	wg.Add(2)
	go func() {
		defer wg.Done()
		defer cancel()
		out.write(ctx, c)
	}()
	go func() {
		defer wg.Done()
		defer cancel()
		pings(ctx, c)
	}()
	for {
		typ, data, err := c.Read(ctx)
		if err != nil {
			break
		}
		if typ != websocket.MessageText {
			out.Send(&wire.Failure{Envelope: wire.Envelope{V: wire.Version, Type: wire.TError}, Words: wire.WordsMalformed})
			continue
		}
		conn.Handle(ctx, data)
	}
	cancel()
	wg.Wait()
	c.CloseNow()
}

// socketClient is a WebSocket as the table logic's tables.Client: Send queues the message
// without waiting, and a full queue drops the connection.
type socketClient struct {
	mu     sync.Mutex
	queue  chan []byte // nil entry: close after what is queued
	closed bool
	cancel context.CancelFunc
}

// Send implements tables.Client.
func (s *socketClient) Send(msg any) {
	data, err := json.Marshal(msg)
	if err != nil {
		fmt.Fprintln(os.Stderr, "serve: encode a message:", err)
		return
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.closed {
		return
	}
	select {
	case s.queue <- data:
	default: // too slow: dropped rather than holding its table back
		s.closed = true
		s.cancel()
	}
}

// Close implements tables.Client: the connection closes once what is queued has gone out.
func (s *socketClient) Close() {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.closed {
		return
	}
	s.closed = true
	select {
	case s.queue <- nil:
	default:
		s.cancel()
	}
}

// pings pings the connection every pingEvery until ctx ends or a pong does not come within
// pongWait. It runs beside the writer, so a slow pong never holds the table's messages back.
func pings(ctx context.Context, c *websocket.Conn) {
	ping := time.NewTicker(pingEvery)
	defer ping.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-ping.C:
			pctx, done := context.WithTimeout(ctx, pongWait)
			err := c.Ping(pctx)
			done()
			if err != nil {
				return
			}
		}
	}
}

// write sends the queued messages until ctx ends or the queue says to close.
func (s *socketClient) write(ctx context.Context, c *websocket.Conn) {
	for {
		select {
		case <-ctx.Done():
			return
		case data := <-s.queue:
			if data == nil {
				c.Close(websocket.StatusPolicyViolation, tables.WordsFlood)
				return
			}
			wctx, done := context.WithTimeout(ctx, writeTimeout)
			err := c.Write(wctx, websocket.MessageText, data)
			done()
			if err != nil {
				return
			}
		}
	}
}
