package reavers_test

import (
	"fmt"
	"image/png"
	"os"
	"testing"

	"github.com/stretchr/testify/require"

	"northtable/rules"
	"northtable/rules/bot"
	rv "northtable/rules/reavers"
)

func TestZZShotHold(t *testing.T) {
	r := newRun(t, 3, 7, 0)
	b := bot.NewRandom(11)
	saved := 0
	var last rules.Move
	for i := 0; i < 1500 && saved < 2; i++ {
		if r.tbl.Holding() {
			_, fight := last.(rv.Accept)
			_, reroll := last.(rv.Reroll)
			_, commit := last.(rv.Commit)
			if fight || reroll || commit {
				// during the show: a few ticks in
				for k := 0; k < 20; k++ {
					r.rest(false)
				}
				r.rest(true)
				write(t, r, fmt.Sprintf("/tmp/fight%d-rolling.png", saved))
				for r.tbl.Busy() {
					r.rest(false)
				}
				r.rest(true)
				r.rest(true)
				write(t, r, fmt.Sprintf("/tmp/fight%d-held.png", saved))
				t.Logf("saved %d after %v bar=%q undo=%v", saved, last, r.tbl.BarText(), r.real().Revealed())
				saved++
			}
			for r.tbl.Busy() {
				r.tbl.Skip()
				r.rest(false)
			}
			r.endTurn()
			continue
		}
		if r.tbl.Busy() {
			r.tbl.Skip()
			r.rest(false)
			continue
		}
		if !r.tbl.Ready() {
			r.rest(false)
			continue
		}
		last = b.Choose(r.real())
		require.NoError(t, r.tbl.Play(last))
	}
}

func write(t *testing.T, r *run, name string) {
	img := r.shot()
	f, _ := os.Create(name)
	png.Encode(f, img)
	f.Close()
}
