package orkney_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	"northtable/rules"
	ork "northtable/rules/orkney"
)

func TestExplainEveryRuleInPlainWords(t *testing.T) {
	for _, rule := range []string{ork.RuleK1, ork.RuleP0, ork.RuleP1, ork.RuleP2, ork.RuleP3,
		ork.RuleP4, ork.RuleD1, ork.RuleB1, ork.RuleB2, ork.RuleB3, ork.RuleB4, ork.RuleR1, ork.RuleR2,
		ork.RuleR3, ork.RuleR4, ork.RuleR5, ork.RuleX1, ork.RuleX2, ork.RuleF1, ork.RuleF2} {
		msg := ork.Explain(rules.Illegal(rule, "corner 4 of (0,1) is sea"))
		assert.True(t, strings.HasPrefix(msg, rule+" — "), "%q names its rule first", msg)
		assert.NotContains(t, msg, "(0,1)", "no coordinates for players")
	}
	assert.Equal(t, "disk full", ork.Explain(errors.New("disk full")))
	assert.Empty(t, ork.Explain(nil))
}

func TestT1SaysWhatToDoFirst(t *testing.T) {
	g, err := ork.New(ork.Setup{Players: 2, Seed: 1, SkipTaskChoice: true})
	assert.NoError(t, err)
	err = g.Check(ork.Build{By: g.ToMove(), Kind: ork.Farm})
	var ill *rules.IllegalMoveError
	assert.ErrorAs(t, err, &ill)
	assert.Equal(t, ork.RuleT1, ill.Rule)
	assert.Equal(t, "both tiles must be placed first; this is not the time to build a farm", ill.Detail)
	assert.Equal(t, "T1 pending decision — both tiles must be placed first; this is not the time to build a farm", ork.Explain(err))
}
