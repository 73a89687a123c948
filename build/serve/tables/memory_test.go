package tables_test

import (
	"testing"

	"northtable/build/serve/tables"
	"northtable/build/serve/tables/storetest"
)

// TestMemoryKeepsTheStoreContract runs the contract every Store keeps (the one the NATS store
// runs too) over the in-memory store: one value is both handles.
func TestMemoryKeepsTheStoreContract(t *testing.T) {
	storetest.Run(t, func(t *testing.T) (tables.Store, tables.Store) {
		m := tables.NewMemory()
		return m, m
	})
}
