package orkney_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"northtable/rules"
	ork "northtable/rules/orkney"
)

var allRules = []string{ork.RuleK1, ork.RuleT1, ork.RuleP0, ork.RuleP1, ork.RuleP2, ork.RuleP3,
	ork.RuleP4, ork.RuleD1, ork.RuleB1, ork.RuleB2, ork.RuleB3, ork.RuleB4, ork.RuleR1, ork.RuleR2,
	ork.RuleR3, ork.RuleR4, ork.RuleR5, ork.RuleX1, ork.RuleX2, ork.RuleF1, ork.RuleF2}

func TestEveryRuleHasPlainWords(t *testing.T) {
	t.Parallel()
	for _, rule := range allRules {
		words := ork.RuleWords(rule)
		requirePlainWords(t, words)
		name := ork.RuleName(rule)
		require.NotEmpty(t, name, rule)
		assert.True(t, strings.HasPrefix(words, name+" — "), "%q starts with the rule's name %q", words, name)
		// The name in words is the spec's name without its code: "P2 edge match" -> "Edge match".
		if rule != ork.RuleT1 {
			code, spec, _ := strings.Cut(rule, " ")
			assert.NotContains(t, name, code)
			assert.True(t, strings.EqualFold(spec, name), "%q names %q", name, rule)
		}
	}
	assert.Equal(t, "Edge match — land must meet land and sea meet sea along every side the new tile shares", ork.RuleWords(ork.RuleP2))
	assert.Equal(t, "That move is not allowed now", ork.RuleWords("Z9 nothing"))
}

func TestExplainUsesTheWords(t *testing.T) {
	t.Parallel()
	g, err := ork.New(ork.Setup{Players: 2, Seed: 1, SkipTaskChoice: true})
	require.NoError(t, err)
	err = g.Check(ork.Build{By: g.ToMove(), Kind: ork.Farm})
	var ill *rules.IllegalMoveError
	require.ErrorAs(t, err, &ill)
	assert.Equal(t, ork.RuleT1, ill.Rule)
	assert.Equal(t, "both tiles must be placed first; this is not the time to build a farm", ill.Detail)
	assert.Equal(t, "Not now — both tiles must be placed first; this is not the time to build a farm", rules.Explain(err))
	err = g.Check(ork.PlaceTile{By: 1})
	assert.Equal(t, "Not now — another player is deciding now", rules.Explain(err))
	assert.Empty(t, rules.Explain(nil))
	assert.Equal(t, "Something went wrong: that move could not be made", rules.Explain(errors.New("disk full")))
}

func TestCount(t *testing.T) {
	t.Parallel()
	assert.Equal(t, "1 tile", ork.Count(1, "tile"))
	assert.Equal(t, "2 tiles", ork.Count(2, "tile"))
	assert.Equal(t, "0 tiles", ork.Count(0, "tile"))
	assert.Equal(t, "1 fish point", ork.Count(1, "fish point"))
	assert.Equal(t, "25 fish points", ork.Count(25, "fish point"))
}
