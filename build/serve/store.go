package main

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"time"

	"northtable/build/serve/natsstore"
	"northtable/build/serve/tables"
)

// openTimeout bounds how long the server waits for NATS at its start.
const openTimeout = 30 * time.Second

// openStore opens where the tables live: memory with -memory; else NATS JetStream, the -nats
// URL's server or cluster, or by default a NATS server embedded in this process with its file
// store in the data folder's "nats" folder. close releases it (and stops an embedded server).
func openStore(ctx context.Context, cfg config) (store tables.Store, close func(), err error) {
	if cfg.memory {
		return tables.NewMemory(), func() {}, nil
	}
	url := cfg.nats
	stopNATS := func() {}
	if url == "" {
		dir := filepath.Join(cfg.data, "nats")
		if err := os.MkdirAll(dir, 0o700); err != nil {
			return nil, nil, fmt.Errorf("data folder: %w", err)
		}
		srv, u, err := natsstore.Embedded(dir)
		if err != nil {
			return nil, nil, fmt.Errorf("start the embedded NATS server in %s: %w", dir, err)
		}
		url = u
		stopNATS = func() {
			srv.Shutdown()
			srv.WaitForShutdown()
		}
		fmt.Printf("Tables are kept in %s\n", dir)
	}
	octx, cancel := context.WithTimeout(ctx, openTimeout)
	defer cancel()
	opts := []natsstore.OpenOption{natsstore.ClientName("northtable serve")}
	if cfg.replicas > 0 {
		opts = append(opts, natsstore.Replicas(cfg.replicas))
	}
	s, err := natsstore.Open(octx, url, opts...)
	if err != nil {
		stopNATS()
		return nil, nil, err
	}
	return s, func() {
		s.Close()
		stopNATS()
	}, nil
}
