package reavers_test

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	. "northtable/rules/reavers"
)

func TestCommitmentsTable(t *testing.T) {
	tests := []struct {
		name string
		p    *Player
		want []Payment // in AppendCommitments' order
		dice []int     // CombatDice of each
	}{
		{"no Hammer source", area().dice(Red, Shield, 2).dice(Blue, Clan, 1).token(UpgradeShield, false).get(), nil, nil},
		{"a Hammer", area().dice(Red, Hammer, 1).dice(Red, Shield, 1).get(),
			[]Payment{pays().die(Red, Hammer, 1).pay}, []int{1}},
		{"a Double Hammer gives 2", area().dice(Yellow, DoubleHammer, 1).get(),
			[]Payment{pays().die(Yellow, DoubleHammer, 1).pay}, []int{2}},
		{"two Hammers of one kind", area().dice(Blue, Hammer, 2).get(),
			[]Payment{pays().die(Blue, Hammer, 2).pay, pays().die(Blue, Hammer, 1).pay}, []int{2, 1}},
		{"a wild die gives 1", area().leader("M01").dice(Red, Clan, 1).dice(Blue, Clan, 1).get(),
			[]Payment{pays().die(Red, Clan, 1).pay}, []int{1}},
		{"a purple Leader's village die gives 1, not 2", area().leader("P01").dice(Yellow, Clan, 1).get(),
			[]Payment{pays().die(Yellow, Clan, 1).pay}, []int{1}},
		{"a teal Leader's wave die", area().leader("T03").dice(Blue, Clan, 1).get(),
			[]Payment{pays().die(Blue, Clan, 1).pay}, []int{1}},
		{"an unused Ship-or-Hammer token", area().token(UpgradeShipOrHammer, false).token(UpgradeShipOrHammer, true).get(),
			[]Payment{pays().token(UpgradeShipOrHammer, 1).pay}, []int{1}},
		{"stored dice are Hammer sources", area().dice(Blue, Hammer, 1).art("A08", true).art("A07", true).get(),
			[]Payment{
				pays().die(Blue, Hammer, 1).stored(0).stored(1).pay,
				pays().die(Blue, Hammer, 1).stored(0).pay,
				pays().die(Blue, Hammer, 1).stored(1).pay,
				pays().stored(0).stored(1).pay,
				pays().die(Blue, Hammer, 1).pay,
				pays().stored(0).pay,
				pays().stored(1).pay,
			}, []int{4, 2, 3, 3, 1, 1, 2}},
		{"everything first", area().leader("P01").dice(Red, Hammer, 1).dice(Yellow, Clan, 1).token(UpgradeShipOrHammer, false).get(),
			[]Payment{
				pays().die(Red, Hammer, 1).die(Yellow, Clan, 1).token(UpgradeShipOrHammer, 1).pay,
				pays().die(Red, Hammer, 1).token(UpgradeShipOrHammer, 1).pay,
				pays().die(Red, Hammer, 1).die(Yellow, Clan, 1).pay,
				pays().die(Yellow, Clan, 1).token(UpgradeShipOrHammer, 1).pay,
				pays().die(Red, Hammer, 1).pay,
				pays().token(UpgradeShipOrHammer, 1).pay,
				pays().die(Yellow, Clan, 1).pay,
			}, []int{3, 2, 2, 2, 1, 1, 1}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := tt.p.AppendCommitments(nil)
			require.Equal(t, tt.want, got)
			assert.Equal(t, len(got) > 0, tt.p.CanFight())
			for i, pay := range got {
				assert.Equal(t, tt.dice[i], tt.p.CombatDice(pay), "%+v", pay)
				assert.Empty(t, tt.p.CheckCommitment(pay))
			}
		})
	}
}

func TestCheckCommitmentRefusals(t *testing.T) {
	p := area().leader("M01").dice(Red, Hammer, 1).dice(Red, Clan, 1).dice(Blue, Clan, 1).dice(Red, Shield, 1).
		art("A12", false).art("A08", true).token(UpgradeShipOrHammer, true).token(UpgradeShield, false).get()
	tests := []struct {
		name string
		pay  Payment
		want string
	}{
		{"a Hammer and a wild keep", pays().die(Red, Hammer, 1).die(Red, Clan, 1).pay, ""},
		{"the stored blue Hammer", pays().stored(1).pay, ""},
		{"nothing", Payment{}, ErrNoCombatDice},
		{"a Shield die", pays().die(Red, Hammer, 1).die(Red, Shield, 1).pay, ErrBadPayment},
		{"a clan icon that is not wild", pays().die(Blue, Clan, 1).pay, ErrBadPayment},
		{"a Shield token", pays().die(Red, Hammer, 1).token(UpgradeShield, 1).pay, ErrBadPayment},
		{"a used Ship-or-Hammer token", pays().token(UpgradeShipOrHammer, 1).pay, ErrBadPayment},
		{"an empty Artifact", pays().stored(0).pay, ErrBadPayment},
		{"two red Hammers", pays().die(Red, Hammer, 2).pay, ErrBadPayment},
		{"a Hammer not owned", pays().die(Blue, Hammer, 1).pay, ErrBadPayment},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.want, p.CheckCommitment(tt.pay))
		})
	}
	none := area().dice(Red, Shield, 1).get()
	assert.False(t, none.CanFight())
	assert.Equal(t, ErrNoCombatDice, none.CheckCommitment(Payment{}))
	assert.Equal(t, ErrNoCombatDice, none.CheckCommitment(pays().die(Red, Shield, 1).pay))
}

// hammerSource is the oracle's Hammer source test (Reavers spec §8 step 2).
func hammerSource(it oItem, wild ClanID) bool {
	if it.token {
		return it.up == UpgradeShipOrHammer
	}
	return it.face == Hammer || it.face == DoubleHammer ||
		it.face == Clan && wild != NoClan && it.col == Clans[wild].Colour
}

func TestCommitmentsAgreeWithOracle(t *testing.T) {
	r := rand.New(rand.NewPCG(8, 2))
	for range 500 {
		p := randomPlayer(r)
		wild := p.LeaderClan()
		items, avail := oracleKinds(p, true)
		var src []oItem
		var n []int
		worth := map[int]int{}
		for i, it := range items {
			if hammerSource(it, wild) {
				src = append(src, it)
				n = append(n, avail[i])
			}
		}
		want := map[Payment]int{}
		total := 0
		for _, k := range n {
			total += k
		}
		for size := 1; size <= total; size++ {
			multisets(n, size, func(count []int) {
				dice := 0
				for i, it := range src {
					v := 1
					if !it.token && it.face == DoubleHammer {
						v = 2
					}
					dice += v * count[i]
				}
				want[toPayment(src, count)] = dice
				worth[dice]++
			})
		}
		got := p.AppendCommitments(nil)
		require.Len(t, got, len(want))
		require.Equal(t, len(got) > 0, p.CanFight())
		for i, pay := range got {
			d, ok := want[pay]
			require.True(t, ok, "%+v", pay)
			require.Equal(t, d, p.CombatDice(pay))
			require.Empty(t, p.CheckCommitment(pay))
			if i > 0 {
				require.GreaterOrEqual(t, got[i-1].Items(), pay.Items(), "more items first")
			}
		}
		for range 10 {
			pay := randomPayment(r)
			_, ok := want[pay]
			switch rule := p.CheckCommitment(pay); {
			case !p.CanFight() || pay == Payment{}:
				require.Equal(t, ErrNoCombatDice, rule)
			case ok:
				require.Empty(t, rule)
			default:
				require.Equal(t, ErrBadPayment, rule)
			}
		}
	}
}

func TestCommitSpends(t *testing.T) {
	p := area().leader("P01").dice(Yellow, Clan, 2).dice(Yellow, DoubleHammer, 1).art("A07", true).
		token(UpgradeShipOrHammer, false).get()
	pay := pays().die(Yellow, Clan, 1).stored(0).token(UpgradeShipOrHammer, 1).pay
	require.Empty(t, p.CheckCommitment(pay))
	assert.Equal(t, 4, p.CombatDice(pay))
	p.Commit(pay)
	assert.Equal(t, int8(1), p.Dice[Yellow][Clan])
	assert.Equal(t, int8(1), p.Dice[Yellow][DoubleHammer])
	assert.Zero(t, p.Stored)
	assert.Zero(t, p.UnusedTokens(UpgradeShipOrHammer))
	assert.True(t, p.Upgrades[0].Used)
}

func TestCommitmentsAllocateNothing(t *testing.T) {
	p := richPlayer()
	dst := make([]Payment, 0, 1024)
	assert.Zero(t, testing.AllocsPerRun(20, func() { dst = p.AppendCommitments(dst[:0]) }))
	assert.Zero(t, testing.AllocsPerRun(20, func() { _ = p.CanFight() }))
	assert.Zero(t, testing.AllocsPerRun(20, func() { _ = p.CheckCommitment(dst[0]) }))
}

func TestRollArithmetic(t *testing.T) {
	tests := []struct {
		faces   []CombatFace
		extra   int
		defence int
		want    int
		won     bool
	}{
		{nil, 0, 1, 0, false},
		{[]CombatFace{Blank}, 0, 1, 0, false},
		{[]CombatFace{SingleAxe}, 0, 1, 1, true},
		{[]CombatFace{DoubleAxe}, 0, 2, 2, true},
		{[]CombatFace{SingleAxe, Blank}, 0, 2, 1, false},
		{[]CombatFace{SingleAxe, Blank}, 1, 2, 2, true}, // Thor's Amulet's extra success
		{[]CombatFace{DoubleAxe, DoubleAxe, SingleAxe}, 0, 6, 5, false},
		{[]CombatFace{DoubleAxe, DoubleAxe, SingleAxe}, 1, 6, 6, true},
		{[]CombatFace{Blank, Blank}, 1, 1, 1, true},
	}
	for _, tt := range tests {
		assert.Equal(t, tt.want, RollSuccesses(tt.faces, tt.extra), "%v +%d", tt.faces, tt.extra)
		assert.Equal(t, tt.won, CombatWon(tt.faces, tt.extra, tt.defence), "%v +%d vs %d", tt.faces, tt.extra, tt.defence)
	}
	assert.Equal(t, 6, MaxSuccesses(3, 0))
	assert.Equal(t, 7, MaxSuccesses(3, 1))
}

func BenchmarkAppendCommitments(b *testing.B) {
	p := richPlayer()
	dst := make([]Payment, 0, 1024)
	b.ReportAllocs()
	for b.Loop() {
		dst = p.AppendCommitments(dst[:0])
	}
	b.ReportMetric(float64(len(dst)), "commitments/op")
}
