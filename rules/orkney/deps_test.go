//go:build !js

package orkney_test

import (
	"os/exec"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestRulesDependOnlyOnStdAndRules checks that the Orkney engine, the bots and the records
// import only the standard library and other packages under rules/ (ARCHITECTURE.md: no
// Ebitengine, scenes, render, input or assets).
func TestRulesDependOnlyOnStdAndRules(t *testing.T) {
	t.Parallel()
	out, err := exec.Command("go", "list", "-deps", "-f", "{{.ImportPath}} {{.Standard}}",
		"northtable/rules/orkney", "northtable/rules/bot", "northtable/rules/record", "northtable/rules/rulestest").CombinedOutput()
	require.NoError(t, err, "%s", out)
	for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		path, std, _ := strings.Cut(line, " ")
		if std == "true" {
			continue
		}
		require.True(t, path == "northtable/rules" || strings.HasPrefix(path, "northtable/rules/"),
			"rules packages must not depend on %s", path)
	}
}
