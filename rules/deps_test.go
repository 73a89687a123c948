//go:build !js

package rules_test

import (
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// forbiddenPrefix is the import path no rules package may depend on, directly or indirectly:
// rules must build and test without a display and in Node (ARCHITECTURE.md §The house).
const forbiddenPrefix = "github.com/hajimehoshi/ebiten"

// TestRulesDoNotDependOnEbitengine lists every package under rules/ (with its tests) and its
// full dependency graph through `go list`, and fails naming each package that reaches Ebitengine.
func TestRulesDoNotDependOnEbitengine(t *testing.T) {
	goTool, err := exec.LookPath("go")
	require.NoError(t, err, "the go command must be on PATH")

	gomod, err := exec.Command(goTool, "env", "GOMOD").Output()
	require.NoError(t, err)
	root := filepath.Dir(strings.TrimSpace(string(gomod)))

	cmd := exec.Command(goTool, "list", "-deps", "-test",
		"-f", `{{.ImportPath}}{{range .Imports}} {{.}}{{end}}`, "./rules/...")
	cmd.Dir = root
	out, err := cmd.CombinedOutput()
	require.NoError(t, err, "go list failed:\n%s", out)

	// Each line is a package followed by its direct imports. Report every edge into Ebitengine
	// from outside it: that names the package that pulls Ebitengine in.
	var listed, offenders []string
	for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		fields := strings.Fields(line)
		if len(fields) == 0 {
			continue
		}
		pkg := fields[0]
		listed = append(listed, pkg)
		if strings.HasPrefix(pkg, forbiddenPrefix) {
			continue
		}
		for _, imp := range fields[1:] {
			if strings.HasPrefix(imp, forbiddenPrefix) {
				offenders = append(offenders, pkg+" imports "+imp)
			}
		}
	}
	require.Contains(t, listed, "northtable/rules", "go list must have listed the rules packages")
	require.Empty(t, offenders, "packages under rules/ must not depend on Ebitengine:\n%s",
		strings.Join(offenders, "\n"))
}
