package reavers_test

import (
	"image/png"
	"os"
	"testing"

	"github.com/stretchr/testify/require"

	"northtable/rules/bot"
)

func TestZZShotHold(t *testing.T) {
	r := newRun(t, 3, 7, 0)
	b := bot.NewRandom(11)
	saved := 0
	for i := 0; i < 400 && saved < 3; i++ {
		for r.tbl.Busy() {
			r.tbl.Skip()
			r.rest(false)
		}
		if r.tbl.Holding() {
			rev := r.real().Revealed()
			if rev || saved == 0 {
				r.rest(true)
				r.rest(true)
				img := r.shot()
				f, _ := os.Create("/tmp/hold" + string(rune('0'+saved)) + ".png")
				png.Encode(f, img)
				f.Close()
				t.Logf("saved %d revealed=%v bar=%q", saved, rev, r.tbl.BarText())
				saved++
			}
			r.endTurn()
			continue
		}
		if !r.tbl.Ready() {
			r.rest(false)
			continue
		}
		require.NoError(t, r.tbl.Play(b.Choose(r.real())))
	}
}
