package reavers_test

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	. "northtable/rules/reavers"
)

// builder makes a player area by hand for the tests.
type builder struct{ p Player }

// area is an empty player area: no Leader, no Artifacts, no Reavers in the slots.
func area() *builder {
	b := &builder{}
	b.p.Leader = NoReaver
	for i := range b.p.Artifacts {
		b.p.Artifacts[i] = NoArtifact
	}
	for s := range b.p.Slots {
		for j := range b.p.Slots[s] {
			b.p.Slots[s][j] = NoReaver
		}
	}
	return b
}

func (b *builder) leader(id string) *builder {
	r, ok := ReaverByID(id)
	if !ok {
		panic(id)
	}
	b.p.Leader = r
	return b
}

func (b *builder) dice(c Colour, f Face, n int) *builder {
	if !HasFace(c, f) {
		panic("no such face")
	}
	b.p.Dice[c][f] += int8(n)
	return b
}

// art puts the Artifact in the first free space, holding its die when stored.
func (b *builder) art(id string, stored bool) *builder {
	a, ok := ArtifactByID(id)
	if !ok {
		panic(id)
	}
	for i := range b.p.Artifacts {
		if b.p.Artifacts[i] == NoArtifact {
			b.p.Artifacts[i] = a
			if stored {
				b.p.Stored |= 1 << i
			}
			return b
		}
	}
	panic("no free Artifact space")
}

func (b *builder) token(u Upgrade, used bool) *builder {
	for i := range b.p.Upgrades {
		if !b.p.Upgrades[i].Present {
			b.p.Upgrades[i] = UpgradeToken{Present: true, Kind: u, Used: used}
			return b
		}
	}
	panic("no free Ship Upgrade space")
}

func (b *builder) stock(t Token, n int) *builder {
	b.p.Tokens[t] = int16(n)
	return b
}

func (b *builder) get() *Player { return &b.p }

// pays builds a payment: board dice, stored spaces and tokens.
type payB struct{ pay Payment }

func pays() *payB { return &payB{} }
func (b *payB) die(c Colour, f Face, n int) *payB {
	b.pay.Board[c][f] += int8(n)
	return b
}
func (b *payB) stored(space int) *payB {
	b.pay.Stored |= 1 << space
	return b
}
func (b *payB) token(u Upgrade, n int) *payB {
	b.pay.Tokens[u] += int8(n)
	return b
}

func needs(ship, chest, shield, hammer, any int) Cost {
	return Cost{Dice: Needs{NeedShip: int8(ship), NeedChest: int8(chest), NeedShield: int8(shield), NeedHammer: int8(hammer), NeedAny: int8(any)}}
}

func TestPaymentsTable(t *testing.T) {
	tests := []struct {
		name string
		p    *Player
		cost Cost
		want []Payment // in AppendPayments' order
	}{
		{"no dice asked: the empty payment", area().stock(Food, 4).get(), Cost{Food: 4}, []Payment{{}}},
		{"Food not held", area().stock(Food, 3).dice(Red, Ship, 2).get(), Cost{Food: 4}, nil},
		{"Favour not held", area().dice(Blue, Clan, 2).get(), Cost{Favour: 1, Dice: Needs{NeedAny: 1}}, nil},
		{"plain faces", area().stock(Food, 1).dice(Blue, Chest, 2).dice(Yellow, Chest, 1).get(),
			Locations[RaidVillages].Cost, []Payment{
				pays().die(Yellow, Chest, 1).die(Blue, Chest, 1).pay,
				pays().die(Blue, Chest, 2).pay,
			}},
		{"purple Leader: a village die is wild for a Chest", area().leader("P01").stock(Food, 1).
			dice(Blue, Chest, 1).dice(Yellow, Clan, 1).dice(Blue, Clan, 1).dice(Red, Clan, 1).get(),
			Locations[RaidVillages].Cost, []Payment{
				pays().die(Blue, Chest, 1).die(Yellow, Clan, 1).pay,
			}},
		{"magenta Leader: a keep die is wild for a Shield", area().leader("M05").stock(Food, 2).
			dice(Red, Shield, 1).dice(Red, Clan, 2).dice(Yellow, Clan, 1).get(),
			Locations[RaidKeeps].Cost, []Payment{
				pays().die(Red, Shield, 1).die(Red, Clan, 1).pay,
				pays().die(Red, Clan, 2).pay,
			}},
		{"teal Leader: a wave die is wild for a Ship", area().leader("T12").
			dice(Blue, Clan, 1).dice(Red, Clan, 1).get(),
			Journeys[3].Pay, []Payment{pays().die(Blue, Clan, 1).pay}},
		{"a wild die meets a Hammer", area().leader("T07").dice(Blue, Clan, 1).dice(Red, Hammer, 1).get(),
			needs(0, 0, 0, 2, 0), []Payment{pays().die(Red, Hammer, 1).die(Blue, Clan, 1).pay}},
		{"no Leader: no wild dice", area().stock(Food, 2).dice(Red, Clan, 3).get(),
			Locations[RaidKeeps].Cost, nil},
		{"a clan icon that is not wild meets any die", area().leader("M01").dice(Blue, Clan, 1).get(),
			needs(0, 0, 0, 0, 1), []Payment{pays().die(Blue, Clan, 1).pay}},
		{"a Double Hammer meets one Hammer", area().dice(Yellow, DoubleHammer, 1).dice(Red, Hammer, 1).get(),
			needs(0, 0, 0, 2, 0), []Payment{pays().die(Yellow, DoubleHammer, 1).die(Red, Hammer, 1).pay}},
		{"a Double Hammer is one die, not two Hammers", area().dice(Yellow, DoubleHammer, 1).get(),
			needs(0, 0, 0, 2, 0), nil},
		{"a Ship-or-Hammer token for a Ship", area().token(UpgradeShipOrHammer, false).get(),
			needs(1, 0, 0, 0, 0), []Payment{pays().token(UpgradeShipOrHammer, 1).pay}},
		{"a Ship-or-Hammer token for a Hammer", area().token(UpgradeShipOrHammer, false).get(),
			needs(0, 0, 0, 1, 0), []Payment{pays().token(UpgradeShipOrHammer, 1).pay}},
		{"a Ship-or-Hammer token is one item", area().token(UpgradeShipOrHammer, false).get(),
			needs(1, 0, 0, 1, 0), nil},
		{"a Shield token for any die", area().token(UpgradeShield, false).get(),
			needs(0, 0, 0, 0, 1), []Payment{pays().token(UpgradeShield, 1).pay}},
		{"a Shield token is no Chest", area().token(UpgradeShield, false).get(), needs(0, 1, 0, 0, 0), nil},
		{"a used token is not there", area().token(UpgradeChest, true).dice(Blue, Chest, 1).get(),
			needs(0, 2, 0, 0, 0), nil},
		{"two tokens of a kind are one kind", area().token(UpgradeChest, false).token(UpgradeChest, false).get(),
			needs(0, 1, 0, 0, 0), []Payment{pays().token(UpgradeChest, 1).pay}},
		{"a stored die is its own place", area().dice(Red, Shield, 1).art("A03", true).get(),
			Journeys[6].Pay, []Payment{
				pays().die(Red, Shield, 1).pay,
				pays().stored(0).pay,
			}},
		{"an empty Artifact pays nothing", area().art("A03", false).get(), needs(0, 0, 1, 0, 0), nil},
		{"a stored wild die", area().leader("P03").art("A10", true).get(), needs(1, 0, 0, 0, 0),
			[]Payment{pays().stored(0).pay}},
		{"a stored clan icon that is not wild", area().leader("T01").art("A10", true).get(), needs(1, 0, 0, 0, 0), nil},
		{"Favour I: 2 any dice", area().dice(Red, Clan, 1).dice(Blue, Hammer, 2).token(UpgradeChest, false).get(),
			Territories[3].Peace, []Payment{
				pays().die(Blue, Hammer, 1).token(UpgradeChest, 1).pay,
				pays().die(Red, Clan, 1).token(UpgradeChest, 1).pay,
				pays().die(Blue, Hammer, 2).pay,
				pays().die(Blue, Hammer, 1).die(Red, Clan, 1).pay,
			}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := tt.p.AppendPayments(tt.cost, nil)
			assert.Equal(t, tt.want, got)
			assert.Equal(t, len(tt.want) > 0, tt.p.CanPay(tt.cost))
			for _, pay := range got {
				assert.Empty(t, tt.p.CheckPayment(tt.cost, pay), "%+v", pay)
			}
			s, ok := tt.p.SuggestPayment(tt.cost)
			assert.Equal(t, len(tt.want) > 0, ok)
			if ok {
				assert.Contains(t, got, s)
			}
		})
	}
}

func TestCheckPaymentRefusals(t *testing.T) {
	p := area().leader("P01").stock(Food, 2).dice(Blue, Chest, 1).dice(Yellow, Clan, 1).dice(Red, Shield, 2).
		art("A02", true).art("A03", false).token(UpgradeChest, true).token(UpgradeShield, false).get()
	raid := Locations[RaidVillages].Cost
	tests := []struct {
		name string
		cost Cost
		pay  Payment
		want string
	}{
		{"a Chest and a wild village", raid, pays().die(Blue, Chest, 1).die(Yellow, Clan, 1).pay, ""},
		{"the stored blue Chest on Golden Torc", raid, pays().stored(0).die(Yellow, Clan, 1).pay, ""},
		{"more blue Chests than owned", raid, pays().die(Blue, Chest, 2).pay, ErrBadPayment},
		{"a die of a face the colour lacks", raid, pays().die(Blue, Chest, 1).die(Red, Chest, 1).pay, ErrBadPayment},
		{"a used token", raid, pays().die(Blue, Chest, 1).token(UpgradeChest, 1).pay, ErrBadPayment},
		{"a token not owned", raid, pays().die(Blue, Chest, 1).token(UpgradeShipOrHammer, 1).pay, ErrBadPayment},
		{"an empty Artifact", raid, pays().die(Blue, Chest, 1).stored(1).pay, ErrBadPayment},
		{"an Artifact space with no Artifact", raid, pays().die(Blue, Chest, 1).stored(3).pay, ErrBadPayment},
		{"a space past the Artifacts", raid, pays().die(Blue, Chest, 1).stored(6).pay, ErrBadPayment},
		{"the wrong face", raid, pays().die(Blue, Chest, 1).die(Red, Shield, 1).pay, ErrBadPayment},
		{"too few", raid, pays().die(Blue, Chest, 1).pay, ErrBadPayment},
		{"too many", raid, pays().die(Blue, Chest, 1).die(Yellow, Clan, 1).stored(0).pay, ErrBadPayment},
		{"a negative count", raid, pays().die(Blue, Chest, 1).die(Yellow, Clan, 1).stored(0).die(Red, Shield, -1).pay, ErrBadPayment},
		{"nothing for a free cost", Cost{Food: 2}, Payment{}, ""},
		{"a die for a cost without dice", Cost{Food: 2}, pays().die(Blue, Chest, 1).pay, ErrBadPayment},
		{"Food not held", Cost{Food: 3}, Payment{}, ErrCannotPay},
		{"four Chests cannot be met at all", needs(0, 4, 0, 0, 0), pays().die(Blue, Chest, 1).pay, ErrCannotPay},
		{"three Chests: board, wild and stored", needs(0, 3, 0, 0, 0),
			pays().die(Blue, Chest, 1).die(Yellow, Clan, 1).stored(0).pay, ""},
		{"a Shield token and a Shield die", needs(0, 0, 2, 0, 0), pays().die(Red, Shield, 1).token(UpgradeShield, 1).pay, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.want, p.CheckPayment(tt.cost, tt.pay))
		})
	}
}

// The oracle below knows the rules of §2.3 item by item, with nothing of the sorts the
// package reasons with: it lists every set of owned items of the right number and tries every
// assignment of them to the requirements.

// oItem is one item the oracle can spend: a die (board or stored) or an unused token.
type oItem struct {
	kind  int // board colour·6+face, 100+space, 200+token kind
	col   Colour
	face  Face
	token bool
	up    Upgrade
}

// meets reports whether the item may meet the requirement for a player whose Leader is of clan
// wild (Reavers spec §2.3–§2.5).
func (it oItem) meets(n Need, wild ClanID) bool {
	if n == NeedAny {
		return true
	}
	if it.token {
		switch it.up {
		case UpgradeShield:
			return n == NeedShield
		case UpgradeChest:
			return n == NeedChest
		}
		return n == NeedShip || n == NeedHammer
	}
	if it.face == Clan {
		return wild != NoClan && it.col == Clans[wild].Colour
	}
	want := map[Need][]Face{NeedShip: {Ship}, NeedChest: {Chest}, NeedShield: {Shield}, NeedHammer: {Hammer, DoubleHammer}}[n]
	for _, f := range want {
		if it.face == f {
			return true
		}
	}
	return false
}

// kinds lists what the player could spend as (item, how many) in a fixed order.
func oracleKinds(p *Player, tokens bool) ([]oItem, []int) {
	var items []oItem
	var avail []int
	for c := range Colour(NumColours) {
		for f := range Face(NumFaces) {
			if n := p.Dice[c][f]; n > 0 {
				items = append(items, oItem{kind: int(c)*6 + int(f), col: c, face: f})
				avail = append(avail, int(n))
			}
		}
	}
	for i := range ArtifactSpaces {
		if p.Stored&(1<<i) != 0 && p.Artifacts[i] != NoArtifact {
			a := Artifacts[p.Artifacts[i]]
			items = append(items, oItem{kind: 100 + i, col: a.HoldsColour, face: a.HoldsFace})
			avail = append(avail, 1)
		}
	}
	if tokens {
		for u := range Upgrade(NumUpgrades) {
			n := 0
			for _, t := range p.Upgrades {
				if t.Present && !t.Used && t.Kind == u {
					n++
				}
			}
			if n > 0 {
				items = append(items, oItem{kind: 200 + int(u), token: true, up: u})
				avail = append(avail, n)
			}
		}
	}
	return items, avail
}

// toPayment is the Payment spending count[i] of items[i].
func toPayment(items []oItem, count []int) Payment {
	var pay Payment
	for i, it := range items {
		switch {
		case it.token:
			pay.Tokens[it.up] += int8(count[i])
		case it.kind >= 100:
			if count[i] > 0 {
				pay.Stored |= 1 << (it.kind - 100)
			}
		default:
			pay.Board[it.col][it.face] += int8(count[i])
		}
	}
	return pay
}

// multisets calls visit with every choice of exactly total items, count[i] ≤ avail[i].
func multisets(avail []int, total int, visit func(count []int)) {
	count := make([]int, len(avail))
	var rec func(i, left int)
	rec = func(i, left int) {
		if i == len(avail) {
			if left == 0 {
				visit(count)
			}
			return
		}
		for n := 0; n <= min(left, avail[i]); n++ {
			count[i] = n
			rec(i+1, left-n)
		}
		count[i] = 0
	}
	rec(0, total)
}

// assignable reports whether the chosen items can meet the requirements one each.
func assignable(items []oItem, count []int, n Needs, wild ClanID) bool {
	var reqs []Need
	for k := range Need(NumNeeds) {
		for range n[k] {
			reqs = append(reqs, k)
		}
	}
	var chosen []oItem
	for i, it := range items {
		for range count[i] {
			chosen = append(chosen, it)
		}
	}
	if len(chosen) != len(reqs) {
		return false
	}
	used := make([]bool, len(chosen))
	var rec func(r int) bool
	rec = func(r int) bool {
		if r == len(reqs) {
			return true
		}
		for i, it := range chosen {
			if !used[i] && it.meets(reqs[r], wild) {
				used[i] = true
				if rec(r + 1) {
					return true
				}
				used[i] = false
			}
		}
		return false
	}
	return rec(0)
}

// oraclePayments is every valid payment of c, by the oracle.
func oraclePayments(p *Player, c Cost) map[Payment]bool {
	out := map[Payment]bool{}
	if p.Tokens[Food] < int16(c.Food) || p.Tokens[Favour] < int16(c.Favour) {
		return out
	}
	items, avail := oracleKinds(p, true)
	wild := NoClan
	if p.Leader != NoReaver {
		wild = Reavers[p.Leader].Clan
	}
	multisets(avail, c.Dice.Total(), func(count []int) {
		if assignable(items, count, c.Dice, wild) {
			out[toPayment(items, count)] = true
		}
	})
	return out
}

// randomPlayer is a player area with 0–10 rolled board dice, maybe a Leader, 0–4 Artifacts
// (each holding its die or not), 0–3 tokens (used or not), and 0–4 Food and Favour.
func randomPlayer(r *rand.Rand) *Player {
	b := area()
	if r.IntN(4) > 0 {
		b.p.Leader = ReaverID(r.IntN(NumReavers))
	}
	for range r.IntN(11) {
		c := Colour(r.IntN(NumColours))
		b.dice(c, DieSides[c][r.IntN(6)], 1)
	}
	for _, a := range r.Perm(NumArtifacts)[:r.IntN(ArtifactSpaces+1)] {
		b.art(Artifacts[a].ID, r.IntN(3) > 0)
	}
	for range r.IntN(UpgradeSpaces + 1) {
		b.token(Upgrade(r.IntN(NumUpgrades)), r.IntN(4) == 0)
	}
	b.stock(Food, r.IntN(5)).stock(Favour, r.IntN(5))
	return b.get()
}

// dataCosts is every cost the tables print: locations, journeys, combinations, Peace costs.
func dataCosts() []Cost {
	var out []Cost
	for _, l := range Locations {
		out = append(out, l.Cost)
	}
	for _, j := range Journeys {
		out = append(out, j.Pay)
	}
	for _, b := range Battles {
		out = append(out, Cost{Dice: b.Combination})
	}
	for _, t := range Territories {
		out = append(out, t.Peace)
	}
	return out
}

// randomPayment is a payment of up to 5 random items, owned or not.
func randomPayment(r *rand.Rand) Payment {
	var pay Payment
	for range r.IntN(6) {
		switch r.IntN(4) {
		case 0:
			pay.Stored |= 1 << r.IntN(ArtifactSpaces)
		case 1:
			pay.Tokens[r.IntN(NumUpgrades)]++
		default:
			c := Colour(r.IntN(NumColours))
			pay.Board[c][DieSides[c][r.IntN(6)]]++
		}
	}
	return pay
}

func TestPaymentsAgreeWithOracle(t *testing.T) {
	r := rand.New(rand.NewPCG(13, 2))
	costs := dataCosts()
	for _, c := range []Cost{needs(1, 1, 1, 1, 1), needs(0, 0, 0, 2, 2), needs(2, 0, 0, 2, 0), needs(0, 2, 2, 0, 0)} {
		costs = append(costs, c)
	}
	checked, listed := 0, 0
	for range 400 {
		p := randomPlayer(r)
		for _, c := range costs {
			got := p.AppendPayments(c, nil)
			want := oraclePayments(p, c)
			seen := map[Payment]bool{}
			for _, pay := range got {
				require.False(t, seen[pay], "listed twice: %+v for %+v", pay, c)
				seen[pay] = true
				require.True(t, want[pay], "not a valid payment: %+v for %+v by %+v", pay, c, p)
				require.Empty(t, p.CheckPayment(c, pay))
			}
			require.Equal(t, len(want), len(got), "cost %+v player %+v", c, p)
			require.Equal(t, len(got) > 0, p.CanPay(c))
			s, ok := p.SuggestPayment(c)
			require.Equal(t, len(got) > 0, ok)
			if ok {
				require.True(t, want[s], "suggested %+v", s)
			}
			for range 5 {
				pay := randomPayment(r)
				rule := p.CheckPayment(c, pay)
				switch {
				case len(got) == 0:
					require.Equal(t, ErrCannotPay, rule)
				case want[pay]:
					require.Empty(t, rule)
				default:
					require.Equal(t, ErrBadPayment, rule, "%+v for %+v", pay, c)
				}
				checked++
			}
			listed += len(got)
		}
	}
	t.Logf("%d payments listed, %d random payments checked", listed, checked)
}

func TestPayConserves(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 7))
	for range 300 {
		p := randomPlayer(r)
		for _, c := range dataCosts() {
			for _, pay := range p.AppendPayments(c, nil) {
				q := *p
				q.Pay(c, pay)
				assert.Equal(t, p.Tokens[Food]-int16(c.Food), q.Tokens[Food])
				assert.Equal(t, p.Tokens[Favour]-int16(c.Favour), q.Tokens[Favour])
				assert.Equal(t, p.CrewDice()+UnusedAll(p)-c.Dice.Total(), q.CrewDice()+UnusedAll(&q))
				for col := range Colour(NumColours) {
					for f := range Face(NumFaces) {
						assert.Equal(t, p.Dice[col][f]-pay.Board[col][f], q.Dice[col][f])
						assert.GreaterOrEqual(t, q.Dice[col][f], int8(0))
					}
				}
				assert.Equal(t, p.Stored&^pay.Stored, q.Stored)
				for u := range Upgrade(NumUpgrades) {
					assert.Equal(t, p.UnusedTokens(u)-int(pay.Tokens[u]), q.UnusedTokens(u))
				}
				assert.Equal(t, p.Artifacts, q.Artifacts, "the Artifacts stay in play")
			}
		}
	}
}

// UnusedAll is the number of unused Ship Upgrade tokens of every kind.
func UnusedAll(p *Player) int {
	n := 0
	for u := range Upgrade(NumUpgrades) {
		n += p.UnusedTokens(u)
	}
	return n
}

func TestPayFlipsTheFirstUnusedToken(t *testing.T) {
	p := area().token(UpgradeChest, true).token(UpgradeShield, false).token(UpgradeChest, false).get()
	p.Pay(needs(0, 1, 0, 0, 0), pays().token(UpgradeChest, 1).pay)
	assert.Equal(t, [UpgradeSpaces]UpgradeToken{
		{Present: true, Kind: UpgradeChest, Used: true},
		{Present: true, Kind: UpgradeShield},
		{Present: true, Kind: UpgradeChest, Used: true},
	}, p.Upgrades)
}

func TestSuggestPayment(t *testing.T) {
	tests := []struct {
		name string
		p    *Player
		cost Cost
		want Payment
	}{
		{"plain faces before wild dice", area().leader("P01").stock(Food, 1).dice(Yellow, Clan, 2).dice(Blue, Chest, 2).get(),
			Locations[RaidVillages].Cost, pays().die(Blue, Chest, 2).pay},
		{"wild dice when the plain faces run out", area().leader("P01").stock(Food, 1).dice(Yellow, Clan, 2).dice(Blue, Chest, 1).get(),
			Locations[RaidVillages].Cost, pays().die(Blue, Chest, 1).die(Yellow, Clan, 1).pay},
		{"board dice before stored dice", area().dice(Red, Shield, 1).art("A03", true).get(),
			needs(0, 0, 1, 0, 0), pays().die(Red, Shield, 1).pay},
		{"a stored die before a wild die", area().leader("M01").dice(Red, Clan, 1).art("A03", true).get(),
			needs(0, 0, 1, 0, 0), pays().stored(0).pay},
		{"dice before tokens", area().dice(Red, Ship, 1).token(UpgradeShipOrHammer, false).get(),
			needs(1, 0, 0, 0, 0), pays().die(Red, Ship, 1).pay},
		{"a Hammer before a Double Hammer", area().dice(Yellow, DoubleHammer, 1).dice(Blue, Hammer, 1).get(),
			needs(0, 0, 0, 1, 0), pays().die(Blue, Hammer, 1).pay},
		{"any die: a plain clan icon first", area().leader("T01").dice(Blue, Clan, 1).dice(Red, Clan, 1).dice(Red, Shield, 1).get(),
			needs(0, 0, 0, 0, 1), pays().die(Red, Clan, 1).pay},
		{"any die: a Chest before a Hammer", area().dice(Blue, Hammer, 1).dice(Blue, Chest, 1).get(),
			needs(0, 0, 0, 0, 1), pays().die(Blue, Chest, 1).pay},
		{"any die: a wild die before a token", area().leader("T01").dice(Blue, Clan, 1).token(UpgradeChest, false).get(),
			needs(0, 0, 0, 0, 1), pays().die(Blue, Clan, 1).pay},
		{"any die: a token when no die is left", area().dice(Blue, Chest, 1).token(UpgradeChest, false).get(),
			needs(0, 1, 0, 0, 1), pays().die(Blue, Chest, 1).token(UpgradeChest, 1).pay},
		{"the wild die saved for the Chest the token cannot meet", area().leader("P01").
			dice(Yellow, Clan, 1).token(UpgradeShipOrHammer, false).get(),
			needs(1, 1, 0, 0, 0), pays().die(Yellow, Clan, 1).token(UpgradeShipOrHammer, 1).pay},
		{"the Hammer saved for the Hammer, a plain die for any", area().dice(Red, Hammer, 1).dice(Red, Shield, 1).get(),
			needs(0, 0, 0, 1, 1), pays().die(Red, Hammer, 1).die(Red, Shield, 1).pay},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, ok := tt.p.SuggestPayment(tt.cost)
			require.True(t, ok)
			assert.Equal(t, tt.want, got)
			assert.Empty(t, tt.p.CheckPayment(tt.cost, got))
		})
	}
	_, ok := area().get().SuggestPayment(needs(1, 0, 0, 0, 0))
	assert.False(t, ok)
}

// richPlayer has 10 board dice, 4 Artifacts (3 holding dice) and 3 unused tokens.
func richPlayer() *Player {
	return area().leader("P01").stock(Food, 5).stock(Favour, 3).
		dice(Yellow, Clan, 2).dice(Yellow, Ship, 1).dice(Yellow, DoubleHammer, 1).dice(Blue, Chest, 2).
		dice(Blue, Shield, 1).dice(Red, Shield, 1).dice(Red, Ship, 1).dice(Red, Hammer, 1).
		art("A03", true).art("A05", true).art("A10", true).art("A08", false).
		token(UpgradeShield, false).token(UpgradeChest, false).token(UpgradeShipOrHammer, false).get()
}

func TestPaymentsAllocateNothing(t *testing.T) {
	p := richPlayer()
	dst := make([]Payment, 0, 4096)
	for _, c := range dataCosts() {
		assert.Zero(t, testing.AllocsPerRun(20, func() { dst = p.AppendPayments(c, dst[:0]) }), "%+v", c)
		assert.Zero(t, testing.AllocsPerRun(20, func() { _ = p.CanPay(c) }))
		assert.Zero(t, testing.AllocsPerRun(20, func() { _ = p.CheckPayment(c, Payment{}) }))
		assert.Zero(t, testing.AllocsPerRun(20, func() { _, _ = p.SuggestPayment(c) }))
	}
}

func BenchmarkAppendPayments(b *testing.B) {
	p := richPlayer()
	costs := dataCosts()
	dst := make([]Payment, 0, 4096)
	n := 0
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		dst = p.AppendPayments(costs[i%len(costs)], dst[:0])
		n += len(dst)
	}
	b.ReportMetric(float64(n)/float64(b.N), "payments/op")
}

// BenchmarkAppendPaymentsFavourIII is the largest list a printed cost gives the rich player:
// Favour III's Peace, 4 "any dice".
func BenchmarkAppendPaymentsFavourIII(b *testing.B) {
	p := richPlayer()
	id, _ := StackByID("FAV3")
	c := Territories[id].Peace
	dst := make([]Payment, 0, 4096)
	b.ReportAllocs()
	for b.Loop() {
		dst = p.AppendPayments(c, dst[:0])
	}
	b.ReportMetric(float64(len(dst)), "payments/op")
}

func TestPaymentWords(t *testing.T) {
	p := area().dice(Blue, Chest, 2).dice(Yellow, Clan, 1).art("A10", false).art("A03", true).
		token(UpgradeShipOrHammer, false).get()
	assert.Equal(t, "2 blue Chest dice, the red Shield on Raven Banner and 1 Ship-or-Hammer token",
		p.PaymentWords(pays().die(Blue, Chest, 2).stored(1).token(UpgradeShipOrHammer, 1).pay))
	assert.Equal(t, "1 yellow Village die", p.PaymentWords(pays().die(Yellow, Clan, 1).pay))
	assert.Equal(t, "nothing", p.PaymentWords(Payment{}))
}
