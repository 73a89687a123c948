package table_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"northtable/rules"
	ork "northtable/rules/orkney"
	rk "northtable/rules/reykholt"
	"northtable/scenes/table"
)

func TestTakeSaysTheRulesRefusalAndChangesNothing(t *testing.T) {
	r := firstTurn(t, 3)
	hash := r.game().Hash()
	bad := ork.PlaceTile{By: 0, Cell: hexFar, Rot: 0}
	r.tbl.Take(bad)
	text, warn := r.tbl.Toast()
	assert.Equal(t, rules.Explain(r.game().Check(bad)), text, "the refusal in the rules' words")
	assert.True(t, warn)
	assert.Equal(t, hash, r.game().Hash())
}

func TestIndexTakePlaysTheTargetsMoveOrSaysWhyNot(t *testing.T) {
	r := firstTurn(t, 3)
	hash := r.game().Hash()
	legal := r.game().Legal()[0]
	ix := table.NewIndex(r.tbl.View(), func(m rules.Move, into []int) []int {
		if m == legal {
			into = append(into, 1)
		}
		return into
	})
	bad := ork.PlaceTile{By: 0, Cell: hexFar, Rot: 0}

	ix.Take(r.tbl, 2, nil)
	text, _ := r.tbl.Toast()
	assert.Empty(t, text, "no candidate: nothing is said")
	assert.Equal(t, hash, r.game().Hash())

	ix.Take(r.tbl, 2, bad)
	text, _ = r.tbl.Toast()
	assert.Equal(t, rules.Explain(r.game().Check(bad)), text, "an empty target: why not, in the rules' words")
	assert.Equal(t, hash, r.game().Hash())

	ix.Take(r.tbl, 1, bad)
	assert.NotEqual(t, hash, r.game().Hash(), "the target's move is played")
	assert.Equal(t, legal, r.tbl.Match().Played()[len(r.tbl.Match().Played())-1])
}

func TestViewAsGivesTheBoardsGameOrNamesTheOneOnTheTable(t *testing.T) {
	r := firstTurn(t, 3)
	g, err := table.ViewAs[*ork.Game](r.tbl, "Orkney")
	require.NoError(t, err)
	assert.Equal(t, r.tbl.View().Hash(), g.Hash())

	_, err = table.ViewAs[*rk.Game](r.tbl, "Reykholt")
	require.Error(t, err)
	assert.Contains(t, err.Error(), "not Reykholt")
	assert.Contains(t, err.Error(), "orkney.Game", "the game the table plays is named")
}
