package render_test

import (
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"northtable/render"
)

// On a tray of every size the boards use, a wild die's star (on its top-left corner) stays
// clear of the die at its left, and a collapsed group's "×n" badge (at its top-right corner)
// clear of the next group's die and star: each in its own group's cell.
func TestDiceTrayBadgesInTheirCells(t *testing.T) {
	ui := newUI(t)
	f := ui.Fonts.SmallBold
	wild := func(d render.Die) render.Die { d.Wild = true; return d }
	for _, size := range []float64{16, 18, 22, 24, 30, 40} {
		for v := range 3 {
			many, pick := v > 0, v == 2 // pick: the dice may be picked, a count reads "n of m"
			tr := &render.DiceTray{Rect: render.Rect{X: 0, Y: 0, W: 420, H: 26 + 2*10 + 8 + 4 + size}, DieSize: size, Limit: 10, Selectable: pick}
			tr.Dice = []render.Die{
				wild(crewDie(dieYellow, faceVillage, "Yellow die: village (wild)")),
				wild(crewDie(dieYellow, faceVillage, "Yellow die: village (wild)")),
				wild(crewDie(dieBlue, faceWave, "Blue die: wave (wild)")),
				crewDie(dieRed, faceHammer, "Red die: Hammer"),
			}
			if many { // more than one row holds: the groups of several dice collapse to "×n"
				for range 3 {
					tr.Dice = append(tr.Dice, crewDie(dieRed, faceHammer, "Red die: Hammer"), wild(crewDie(dieBlue, faceWave, "Blue die: wave (wild)")))
				}
				tr.Dice = append(tr.Dice, crewDie(dieYellow, faceShip, "Yellow die: Ship"), crewDie(dieBlue, faceChest, "Blue die: Chest"))
				tr.Rect.W = 230
			}
			type shown struct {
				r         render.Rect
				wild      bool
				collapsed bool
				n         int
			}
			var row []shown
			seen := map[render.Rect]int{}
			for i, d := range tr.Dice {
				r, ok := tr.DieRect(i)
				require.True(t, ok)
				if k, ok := seen[r]; ok {
					row[k].n++
					continue
				}
				seen[r] = len(row)
				row = append(row, shown{r: r, wild: d.Wild, collapsed: tr.Collapsed(i), n: 1})
			}
			star := max(8, size*0.19) + 0.5
			at := "die " + strconv.FormatFloat(size, 'f', -1, 64) + ", many " + strconv.FormatBool(many) + ", pick " + strconv.FormatBool(pick)
			collapsedSeen := false
			for k := 1; k < len(row); k++ {
				a, b := row[k-1], row[k]
				if b.r.Y != a.r.Y || b.r.X < a.r.X {
					continue // the next row
				}
				right := a.r.Right() + 3 // a wild die's gold rim
				if a.collapsed {
					collapsedSeen = true
					lbl := "×" + strconv.Itoa(a.n)
					if pick {
						lbl = strconv.Itoa(a.n) + " of " + strconv.Itoa(a.n)
					}
					w := max(render.TextWidth(lbl, f)+10, f.Size+6)
					right = max(right, a.r.Right()+w-min(w/2-4, size*0.25)) // the badge over the die's corner
				}
				left := b.r.X - 3
				if b.wild {
					left = b.r.X - star
				}
				assert.Less(t, right, left, "%s: the marks of dice %d and %d stand apart", at, k-1, k)
			}
			if many {
				assert.True(t, collapsedSeen, "%s: a group is counted", at)
			}
		}
	}
}
