package rules_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"northtable/rules"
)

func TestRuleBookWordsAndRefusals(t *testing.T) {
	b := rules.RuleBook{"P2 edge match": {Name: "Edge match", Help: "land must meet land"}}
	assert.Equal(t, "Edge match — land must meet land", b.Words("P2 edge match"))
	assert.Equal(t, "That move is not allowed now", b.Words("X9"))
	assert.Equal(t, "Edge match", b.Name("P2 edge match"))

	e := b.Refuse("P2 edge match", "", "corner %d", 4)
	assert.Equal(t, "P2 edge match", e.Rule)
	assert.Equal(t, "corner 4", e.Detail)
	assert.Equal(t, "Edge match — land must meet land", e.Words)
	assert.Equal(t, "Edge match — the north side is sea", b.Refuse("P2 edge match", "the north side is sea", "").Words)
	assert.Equal(t, "That move is not allowed now", b.Refuse("X9", "", "").Words, "an unknown rule has no words of its own")
	assert.Equal(t, "Edge match — land must meet land", rules.Explain(e))
}
