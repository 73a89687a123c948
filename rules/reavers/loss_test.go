package reavers_test

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	. "northtable/rules/reavers"
)

func TestLossesTable(t *testing.T) {
	tests := []struct {
		name    string
		p       *Player
		n       int
		want    []Payment
		matters bool
	}{
		{"no dice: nothing to lose", area().token(UpgradeChest, false).get(), 2, []Payment{{}}, false},
		{"fewer dice than asked: all of them", area().dice(Red, Ship, 1).art("A03", true).token(UpgradeShield, false).get(), 3,
			[]Payment{pays().die(Red, Ship, 1).stored(0).pay}, false},
		{"dice of one kind: no choice", area().dice(Blue, Chest, 3).get(), 2,
			[]Payment{pays().die(Blue, Chest, 2).pay}, false},
		{"a board die or the stored one", area().dice(Red, Shield, 1).art("A03", true).get(), 1,
			[]Payment{pays().die(Red, Shield, 1).pay, pays().stored(0).pay}, true},
		{"two of three kinds", area().dice(Yellow, Ship, 1).dice(Blue, Chest, 2).dice(Red, Clan, 1).get(), 2,
			[]Payment{
				pays().die(Yellow, Ship, 1).die(Blue, Chest, 1).pay,
				pays().die(Yellow, Ship, 1).die(Red, Clan, 1).pay,
				pays().die(Blue, Chest, 2).pay,
				pays().die(Blue, Chest, 1).die(Red, Clan, 1).pay,
			}, true},
		{"tokens are never lost", area().dice(Red, Hammer, 1).token(UpgradeShipOrHammer, false).get(), 1,
			[]Payment{pays().die(Red, Hammer, 1).pay}, false},
		{"no loss asked", area().dice(Red, Hammer, 1).dice(Blue, Chest, 1).get(), 0, []Payment{{}}, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := tt.p.AppendLosses(tt.n, nil)
			assert.Equal(t, tt.want, got)
			assert.Equal(t, tt.matters, tt.p.LossMatters(tt.n))
			for _, pay := range got {
				assert.Empty(t, tt.p.CheckLoss(tt.n, pay))
			}
		})
	}
}

func TestHammerLossesTable(t *testing.T) {
	tests := []struct {
		name    string
		p       *Player
		want    []Payment
		matters bool
	}{
		{"a wild die is no Hammer", area().leader("M01").dice(Red, Clan, 2).token(UpgradeShipOrHammer, false).get(),
			[]Payment{{}}, false},
		{"a Hammer", area().leader("M01").dice(Red, Clan, 1).dice(Blue, Hammer, 1).dice(Red, Shield, 1).get(),
			[]Payment{pays().die(Blue, Hammer, 1).pay}, false},
		{"a Hammer or a Double Hammer", area().dice(Blue, Hammer, 1).dice(Yellow, DoubleHammer, 1).get(),
			[]Payment{pays().die(Yellow, DoubleHammer, 1).pay, pays().die(Blue, Hammer, 1).pay}, true},
		{"a stored Hammer on Valkyrie Feather", area().art("A12", true).dice(Red, Hammer, 1).get(),
			[]Payment{pays().die(Red, Hammer, 1).pay, pays().stored(0).pay}, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := tt.p.AppendHammerLosses(1, nil)
			assert.Equal(t, tt.want, got)
			assert.Equal(t, tt.matters, tt.p.HammerLossMatters(1))
			for _, pay := range got {
				assert.Empty(t, tt.p.CheckHammerLoss(1, pay))
			}
		})
	}
	p := area().leader("M01").dice(Red, Clan, 1).dice(Blue, Hammer, 1).get()
	assert.Equal(t, ErrBadPayment, p.CheckHammerLoss(1, pays().die(Red, Clan, 1).pay), "never a wild die")
	assert.Equal(t, ErrBadPayment, p.CheckHammerLoss(1, Payment{}), "one is asked and there is one")
}

func TestCheckLossRefusals(t *testing.T) {
	p := area().dice(Red, Hammer, 2).art("A03", true).token(UpgradeShield, false).get()
	assert.Empty(t, p.CheckLoss(2, pays().die(Red, Hammer, 1).stored(0).pay))
	assert.Equal(t, ErrBadPayment, p.CheckLoss(2, pays().die(Red, Hammer, 1).token(UpgradeShield, 1).pay), "a token")
	assert.Equal(t, ErrBadPayment, p.CheckLoss(2, pays().die(Red, Hammer, 1).pay), "too few")
	assert.Equal(t, ErrBadPayment, p.CheckLoss(1, pays().die(Red, Hammer, 2).pay), "too many")
	assert.Equal(t, ErrBadPayment, p.CheckLoss(1, pays().die(Blue, Hammer, 1).pay), "not owned")
	assert.Equal(t, ErrBadPayment, p.CheckLoss(1, pays().stored(2).pay), "no such stored die")
	assert.Empty(t, p.CheckLoss(5, pays().die(Red, Hammer, 2).stored(0).pay), "all there are")
}

func TestLossesAgreeWithOracle(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 9))
	for range 500 {
		p := randomPlayer(r)
		for n := 0; n <= 3; n++ {
			items, avail := oracleKinds(p, false)
			total := 0
			for _, k := range avail {
				total += k
			}
			want := map[Payment]bool{}
			multisets(avail, min(n, total), func(count []int) { want[toPayment(items, count)] = true })
			got := p.AppendLosses(n, nil)
			require.Len(t, got, len(want))
			require.Equal(t, len(got) > 1, p.LossMatters(n))
			for _, pay := range got {
				require.True(t, want[pay])
				require.Empty(t, p.CheckLoss(n, pay))
				q := *p
				q.Lose(pay)
				require.Equal(t, p.CrewDice()-min(n, total), q.CrewDice())
				require.Equal(t, p.Upgrades, q.Upgrades, "tokens are never lost")
			}
			for range 5 {
				pay := randomPayment(r)
				if want[pay] {
					require.Empty(t, p.CheckLoss(n, pay))
				} else {
					require.Equal(t, ErrBadPayment, p.CheckLoss(n, pay))
				}
			}
			hammers := p.AppendHammerLosses(n, nil)
			require.Equal(t, len(hammers) > 1, p.HammerLossMatters(n))
			for _, pay := range hammers {
				require.True(t, want[pay] || pay.Items() < min(n, total), "a Hammer loss is a loss of fewer or as many dice")
				require.Empty(t, p.CheckHammerLoss(n, pay))
				for c := range Colour(NumColours) {
					for f := range Face(NumFaces) {
						if pay.Board[c][f] > 0 {
							require.Positive(t, HammerValue(f), "only real Hammers")
						}
					}
				}
			}
		}
	}
}

func TestLossesAllocateNothing(t *testing.T) {
	p := richPlayer()
	dst := make([]Payment, 0, 1024)
	assert.Zero(t, testing.AllocsPerRun(20, func() { dst = p.AppendLosses(2, dst[:0]) }))
	assert.Zero(t, testing.AllocsPerRun(20, func() { _ = p.LossMatters(2) }))
	assert.Zero(t, testing.AllocsPerRun(20, func() { _ = p.CheckLoss(2, dst[0]) }))
}
