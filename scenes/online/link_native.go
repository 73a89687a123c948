//go:build !js

package online

import (
	"context"

	"github.com/coder/websocket"

	"northtable/rules/wire"
)

// socket is a Link over github.com/coder/websocket.
type socket struct{ c *websocket.Conn }

// DialSocket opens a Link with github.com/coder/websocket, reading messages of up to
// wire.MaxMessage bytes.
func DialSocket(ctx context.Context, address string) (Link, error) {
	c, _, err := websocket.Dial(ctx, address, nil)
	if err != nil {
		return nil, err
	}
	c.SetReadLimit(wire.MaxMessage)
	return socket{c}, nil
}

// Read implements Link.
func (s socket) Read(ctx context.Context) ([]byte, error) {
	_, b, err := s.c.Read(ctx)
	return b, err
}

// Write implements Link.
func (s socket) Write(ctx context.Context, msg []byte) error {
	return s.c.Write(ctx, websocket.MessageText, msg)
}

// Close implements Link.
func (s socket) Close() error { return s.c.Close(websocket.StatusNormalClosure, "") }
