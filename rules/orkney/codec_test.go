package orkney_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"northtable/rules"
	"northtable/rules/hex"
	"northtable/rules/orkney"
)

func TestMoveCodecRoundTrip(t *testing.T) {
	t.Parallel()
	large := orkney.IslandID{Large: true, Edge: hex.Edge{Q: -1, R: 1, D: 0}}
	for _, m := range []rules.Move{
		orkney.ChooseTask{By: 1, Task: 7},
		orkney.PlaceTile{By: 2, Cell: ax(-3, 4), Rot: 5},
		orkney.Build{By: 0, Kind: orkney.Castle, Island: large},
		orkney.PlaceRoute{By: 3, Conn: ax(1, -1), Island: startIsland},
		orkney.ExtraRoute{By: 4, Conn: ax(0, 2)},
		orkney.Exchange{By: 0, Give: cloth, Get: stone},
		orkney.Fish{By: 1},
		orkney.EndTurn{By: 2},
	} {
		kind, data, err := orkney.EncodeMove(m)
		require.NoError(t, err)
		back, err := orkney.DecodeMove(kind, data)
		require.NoError(t, err)
		assert.Equal(t, m, back)
		assert.NotEmpty(t, m.String())
	}
	_, _, err := orkney.EncodeMove(&orkney.Fish{})
	assert.Error(t, err)
	_, err = orkney.DecodeMove("Fly", []byte(`{}`))
	assert.Error(t, err)
	_, err = orkney.DecodeMove(orkney.KindFish, []byte(`{"By":1,"Net":true}`))
	assert.Error(t, err)
	_, err = orkney.DecodeMove(orkney.KindFish, []byte(`{"By":1} {}`))
	assert.Error(t, err)
}
