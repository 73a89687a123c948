package main

import (
	"context"
	"fmt"
	"os"

	"northtable/build/serve/tables"
)

// openStore opens where the tables live: memory with -memory, else NATS JetStream (an embedded
// server in the data folder, or the -nats URL). close releases it.
//
// TODO(integrator): natsstore is not on main yet; once it is, open natsstore here
// (natsstore.Embedded(filepath.Join(cfg.data, "nats")) then natsstore.Open(ctx, url), or
// natsstore.Open(ctx, cfg.nats)) and keep Memory for -memory only.
func openStore(ctx context.Context, cfg config) (store tables.Store, close func(), err error) {
	if !cfg.memory {
		fmt.Fprintln(os.Stderr, "serve: the NATS store is not built in yet: keeping tables in memory")
	}
	return tables.NewMemory(), func() {}, nil
}
