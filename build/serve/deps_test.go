//go:build !js

package main

import (
	"os/exec"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestTheServerDoesNotDependOnEbitengine lists every package the server command builds from
// and fails naming any of Ebitengine: the server runs on a machine without a display.
func TestTheServerDoesNotDependOnEbitengine(t *testing.T) {
	goTool, err := exec.LookPath("go")
	require.NoError(t, err, "the go command must be on PATH")
	out, err := exec.Command(goTool, "list", "-deps", "-test", ".").CombinedOutput()
	require.NoError(t, err, "go list failed:\n%s", out)
	deps := strings.Fields(string(out))
	require.Contains(t, deps, "northtable/build/serve/tables", "go list must have listed the server's packages")
	var offenders []string
	for _, p := range deps {
		if strings.HasPrefix(p, "github.com/hajimehoshi/ebiten") || strings.HasPrefix(p, "northtable/scenes") || strings.HasPrefix(p, "northtable/render") {
			offenders = append(offenders, p)
		}
	}
	require.Empty(t, offenders, "the server must not depend on Ebitengine or the client")
}
