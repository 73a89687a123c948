// Package online is this screen's side of an online table (issue "Play across devices"): the
// WebSocket link to a table server (Link: github.com/coder/websocket natively, the page's own
// WebSocket in the browser, so the page links no net/http), the Client that opens it, sends the
// first request (open a table, join one by code, or Hello with the seat tokens kept), reconnects
// by itself after a break (the same server first, then the others of a cluster, then every few
// seconds) and queues what the server sends, and the Table the table shell shows (a
// scenes/table.Remote): the Views of this screen's seats decoded with the game's state codec
// (record.Definition.DecodeState), the log's events, and this screen's moves sent to the server.
//
// The server is the authority: a move goes out only after the seat's own View accepts it (so a
// refusal is said at once, in the rules' words), and shows only when the server's update for
// it comes back. Updates that do not follow on from the position held (a move missed) ask for
// the whole position again. The Ticket (server, table code, seat tokens) is what the App keeps
// in storage to go back to the seats after a reload or a restart.
//
// The package never links the server or NATS: onlinetest, for tests only, connects clients to
// a build/serve/tables Hall in the same process.
package online
