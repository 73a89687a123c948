// Package natsstore is the table server's tables.Store on NATS JetStream, and the NATS server
// it runs embedded (Embedded) or as a loopback cluster (StartCluster).
//
// Layout: one stream, TABLES, holds every table's history, the table with code CODE on the
// subject "tables.CODE.history"; a key-value bucket, "tables", holds each table's settings under
// its code. An entry carries its number within its table in a header, so a Store that never saw
// the table (after a restart, or on another machine) learns the last number from the last entry
// alone. Append publishes with the expected last sequence of the table's subject, the stream
// sequence of entry last: of two servers appending after the same entry exactly one is stored.
//
// Settings chosen, and why:
//   - File storage. Replicas are 1 on an embedded server and 3 on a three-node cluster (Open's
//     Replicas option): a majority of the copies must be up to write.
//   - Sync: the server's default fsync interval (two minutes), without SyncAlways. On a single
//     node each entry is written to the operating system before it is acknowledged, so killing
//     the process loses nothing; only a power cut can lose the last interval. On a cluster the
//     other nodes hold copies. SyncAlways (an option of Embedded) costs an fsync per entry: the
//     time from an Append to a Watch's call goes from 60 µs to 300–380 µs at the median and
//     from 0.2–2 ms to 5–8 ms at the 99th percentile
//     (go test -run X -bench AppendWatch ./build/serve/natsstore/).
//   - MaxEntrySize, 64 KiB: a move is a few hundred bytes of JSON and settings not much more;
//     the limit refuses a runaway message instead of storing it.
//   - MaxEntriesPerTable, 10,000, refusing more (discard new, per subject): a whole game is a
//     few hundred moves, and dropping a table's oldest entries would break its rebuild. With
//     the size limit this bounds one table at 640 MiB in the worst case; a real game takes tens
//     of kilobytes. JetStream has no per-subject byte limit, so the two limits together are it.
//   - Reads of the history's end and of settings go to the stream's leader (no direct gets),
//     so what a call just wrote is what the next call reads, on any node.
//   - JetStream memory capped at 256 MiB: nothing is kept in memory storage except the state
//     of the short-lived consumers that read tables.
//
// Watches: a Store's watches share one ordered consumer of every table's history (hub.go),
// which hands each entry to its table's watches; a watch first reads what its table stored
// after its entry number (History), and reads the history again whenever it finds a gap. A
// consumer per watched table cost the table server 13 % of its time at 1,000 tables
// (build/measure/online.md); with one, a move costs it 355–387 µs instead of 418–440.
//
// Failures: the connection reconnects forever. A call retries through a lost connection or a
// leader election, each try bounded to two seconds, the call to its context (30 s when it has
// none). An Append whose answer was lost reads entry last+1 back: its own entry (a random id in
// a header tells) is a success, another's a conflict, so an entry is never stored twice by a
// retry nor reported refused when it was stored.
//
// Cost, measured on the 2-core test machine while other work kept its load average near 10,
// so the tails are pessimistic (go test -run X -bench . ./build/serve/natsstore/): an embedded
// server accepts connections about 12 ms after Embedded is called in a fresh process and the
// store is laid out about 30 ms after; the running server adds about 1 MiB to the Go heap and
// 7 MiB of resident memory. One Store appends 20,000–38,000 entries a second over many tables
// at once. With 1,000 tables watched, an Append reaches its Watch in 120–140 µs at the median
// and 0.3–3 ms at the 99th percentile (measured with a consumer per watched table, which then
// held 35–39 KiB of heap a table; one reader for all now holds none of that).
package natsstore
