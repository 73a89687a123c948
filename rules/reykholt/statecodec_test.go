package reykholt

import (
	"testing"

	"northtable/rules/rulestest"
)

// FuzzDecodeState feeds the state decoder damaged and hostile bytes, seeded with real
// encodings: it never panics, and a state it accepts answers every question and plays on.
func FuzzDecodeState(f *testing.F) {
	rulestest.AddStateSeeds(f, conformance)
	f.Fuzz(func(t *testing.T, data []byte) { rulestest.FuzzState(t, conformance, data) })
}
