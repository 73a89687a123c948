package main

import (
	"context"
	"fmt"
	"path/filepath"

	"northtable/build/serve/natsstore"
	"northtable/build/serve/tables"
)

// openStore opens where the tables live: NATS JetStream, an embedded server with its file store
// in the data folder (the default) or the server at -nats; or memory only with -memory. close
// releases it (and stops the embedded server).
func openStore(ctx context.Context, cfg config) (store tables.Store, close func(), err error) {
	if cfg.memory {
		return tables.NewMemory(), func() {}, nil
	}
	url := cfg.nats
	stopEmbedded := func() {}
	if url == "" {
		dir := filepath.Join(cfg.data, "nats")
		srv, u, err := natsstore.Embedded(dir)
		if err != nil {
			return nil, nil, fmt.Errorf("start the embedded NATS server in %s: %w", dir, err)
		}
		url, stopEmbedded = u, func() { srv.Shutdown(); srv.WaitForShutdown() }
		fmt.Printf("Tables are kept in %s\n", dir)
	}
	replicas := max(cfg.replicas, 1)
	if cfg.nats == "" {
		replicas = 1 // the embedded server is one node
	}
	st, err := natsstore.Open(ctx, url, natsstore.Replicas(replicas))
	if err != nil {
		stopEmbedded()
		return nil, nil, fmt.Errorf("open the tables' store at %s: %w", url, err)
	}
	return st, func() { st.Close(); stopEmbedded() }, nil
}
