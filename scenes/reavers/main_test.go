package reavers

import (
	"testing"

	"northtable/render/ebitentest"
)

// The package links Ebitengine, whose start-up needs a display: run the tests in a game loop.
func TestMain(m *testing.M) { ebitentest.Main(m) }
