// Package tables is the table server's logic that needs no network: tables with their seats and
// seat tokens, lobby and start, accepting a move or an undo through the rules, the update each
// seat receives, and rebuilding a table from its stored history. Tests drive it without sockets
// over the in-memory Store; build/serve runs it over NATS JetStream and WebSockets.
package tables
