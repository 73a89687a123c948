package reavers_test

import (
	"math/rand/v2"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"northtable/rules"
	. "northtable/rules/reavers"
)

// goName catches words a player must never read: Go values and type names, format verbs,
// rule codes, a number agreeing with nothing ("1 dice").
var goName = regexp.MustCompile(`[{}%]|reavers\.|Err[A-Z]|\b[A-Z][a-z]+[A-Z][a-z]+\b|\b1 (dice|Combat dice|tokens)\b|  `)

// Every move of every kind a random game reaches has words: a Label that says what it does,
// never "Play" nor a Go name; a payment's ShortLabel starts with the Label's verb.
func TestEveryMoveKindHasWords(t *testing.T) {
	seen := map[string]string{}
	r := rand.New(rand.NewPCG(21, 1))
	for game := range 24 {
		g, err := New(Setup{Players: 2 + game%3, Seed: uint64(game) + 1, Start: -1})
		require.NoError(t, err)
		for step := 0; !g.Over() && step < 3000; step++ {
			legal := g.Legal()
			for _, m := range legal {
				kind, _, err := EncodeMove(m)
				require.NoError(t, err)
				l := g.Label(m)
				require.NotEqual(t, "Play", l, "%s %+v", kind, m)
				require.NotEmpty(t, l)
				require.False(t, goName.MatchString(l), "%s: %q", kind, l)
				if p, ok := m.(Payer); ok {
					short := g.ShortLabel(m)
					assert.Equal(t, strings.Fields(l)[0], strings.Fields(short)[0], "%q / %q", l, short)
					require.False(t, goName.MatchString(short), "%s: %q", kind, short)
					_, ok := g.CostOf(p)
					assert.True(t, ok, "%s meets a cost now", kind)
					require.Equal(t, p.Unpaid(), GroupKey(m))
				} else {
					assert.Empty(t, g.ShortLabel(m))
				}
				if _, ok := seen[kind]; !ok {
					seen[kind] = l
				}
			}
			_, err := g.Apply(legal[r.IntN(len(legal))])
			require.NoError(t, err)
		}
	}
	for _, k := range Kinds {
		t.Logf("%-16s %s", k, seen[k])
	}
	assert.GreaterOrEqual(t, len(seen), len(Kinds)-6, "random play reaches nearly every kind")
}

// The words of one position's moves, exactly.
func TestMoveLabels(t *testing.T) {
	p0 := stock(withDice(dieN{Yellow, Chest, 2}, dieN{Red, Hammer, 1}, dieN{Red, Ship, 1}), Food, 3)
	p0.Upgrades[0] = UpgradeToken{Present: true, Kind: UpgradeChest}
	tb := game(t, Setup{Players: 2, Areas: []Player{p0, EmptyPlayer()}})
	g := tb.g
	tests := []struct {
		move rules.Move
		want string
	}{
		{SelectLocation{By: 0, Loc: RaidVillages}, "Raid Villages"},
		{RestFood{By: 0}, "Rest: take 2 Food"},
		{RestDie{By: 0, Colour: Red, Face: Hammer}, "Rest: take a red Hammer"},
		{PlaceDie{By: 0, Colour: Red, Face: Ship}, "Take a red Ship"},
		{DiscardDie{By: 0, Colour: Yellow, Face: Chest}, "Discard a yellow Chest"},
		{Reroll{By: 0, Dice: [NumCombatFaces]int8{Blank: 2, SingleAxe: 1}}, "Re-roll 1 Single Axe and 2 Blanks for 1 Favour"},
		{Commit{By: 0, Payment: die(Red, Hammer)}, "Commit 1 red Hammer die (1 Combat die)"},
		{ChooseLoss{By: 0, Payment: plus(die(Red, Hammer), die(Red, Ship))}, "Lose 1 red Ship die and 1 red Hammer die"},
		{Peace{By: 0, Stack: stk("FAV1"), Payment: plus(die(Yellow, Chest), die(Red, Ship))}, "Peace with Favour I: pay 1 yellow Chest die and 1 red Ship die"},
		{Peace{By: 0, Stack: stk("FOOD1")}, "Peace with Food I: pay 1 Favour"},
		{Force{By: 0, Stack: stk("FOOD1")}, "Force Food I (Defence 1)"},
		{SpecialiseSlot{By: 0, Slot: SeaSlot}, "Specialise: Sea slot (Battle at Sea)"},
		{PromoteDeck{By: 0, Deck: KeepSpoilsDeck}, "Draw from the Keep Spoils deck"},
		{Pass{By: 0}, "Pass"},
		{ReplaceArtifact{By: 0, Artifact: art("A01")}, "Retire " + Artifacts[art("A01")].Name},
		{ArtifactToPile{By: 0}, "Put the new Artifact in your Glory pile"},
		{ReplaceToken{By: 0, Space: 0}, "Replace your Chest token"},
		{TokenToPile{By: 0}, "Put the token in your Glory pile"},
	}
	for _, tt := range tests {
		assert.Equal(t, tt.want, g.Label(tt.move))
	}
	assert.Equal(t, "Commit 1 die (1 Combat die)", g.ShortLabel(Commit{By: 0, Payment: die(Red, Hammer)}))
	assert.Equal(t, "Lose 2 dice", g.ShortLabel(ChooseLoss{By: 0, Payment: plus(die(Red, Hammer), die(Red, Ship))}))
	assert.Equal(t, "1 red Hammer (1 Combat die)", g.AltLabel(Commit{By: 0, Payment: die(Red, Hammer)}, true))
	assert.Equal(t, "1 red Hammer", g.AltLabel(Commit{By: 0, Payment: die(Red, Hammer)}, false))
	assert.Equal(t, "Commit the 1 die picked", g.PickedLabel(Commit{By: 0}, 1))
	assert.Equal(t, "Lose the dice picked", g.PickWaitLabel(ChooseLoss{By: 0}))
}

// An activation's words name the cost's Food beside the dice paid, and its short and picked
// forms keep the Food.
func TestActivateLabels(t *testing.T) {
	tb := game(t, Setup{Players: 2, Areas: []Player{
		stock(withDice(dieN{Yellow, Chest, 2}, dieN{Blue, Chest, 1}), Food, 3), EmptyPlayer(),
	}})
	tb.do(SelectLocation{By: 0, Loc: RaidVillages})
	tb.at(DecideActivate, 0)
	g := tb.g
	m := Activate{By: 0, Payment: pays().die(Yellow, Chest, 2).pay}
	assert.Equal(t, "Activate, paying 1 Food and 2 yellow Chest dice", g.Label(m))
	assert.Equal(t, "Activate, paying 1 Food and 2 dice", g.ShortLabel(m))
	assert.Equal(t, "Activate, paying 1 Food and the 2 dice picked", g.PickedLabel(m, 2))
	c, ok := g.CostOf(m)
	require.True(t, ok)
	assert.Equal(t, Locations[RaidVillages].Cost, c)
	assert.True(t, g.PaysWithDice(m))
	assert.Equal(t, "change the payment", PickAim(m))
	assert.Equal(t, m, g.Suggested(activations(g)), "the suggested payment spends the plain yellow Chests")
}

// activations is the position's Activate moves.
func activations(g *Game) []rules.Move {
	var out []rules.Move
	for _, m := range g.Legal() {
		if _, ok := m.(Activate); ok {
			out = append(out, m)
		}
	}
	return out
}

// A pick of dice that pays nothing is refused in words that say what is wrong.
func TestPickRefusal(t *testing.T) {
	tb := game(t, Setup{Players: 2, Areas: []Player{
		stock(withDice(dieN{Yellow, Chest, 2}, dieN{Blue, Chest, 1}, dieN{Red, Shield, 1}), Food, 3), EmptyPlayer(),
	}})
	tb.do(SelectLocation{By: 0, Loc: RaidVillages})
	g := tb.g
	alts := activations(g)
	pick := func(ds ...Payment) Pool { return plus(ds...).Board }
	tests := []struct {
		name string
		pick Pool
		want string
	}{
		{"nothing picked", Pool{}, "Pick the dice on your board to pay 2 Chest dice with"},
		{"one short", pick(die(Yellow, Chest)), "That is 1 die short of the cost: 2 Chest dice"},
		{"one over", pick(die(Yellow, Chest), die(Yellow, Chest), die(Blue, Chest)), "That is 1 die more than the cost asks: 2 Chest dice"},
		{"a wrong face", pick(die(Yellow, Chest), die(Red, Shield)), "Those dice do not pay 2 Chest dice: 1 yellow Chest die and 1 red Shield die do not match it"},
		{"a payment", pick(die(Yellow, Chest), die(Blue, Chest)), ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.want, g.PickRefusal(alts, tt.pick))
			_, ok := MatchPick(alts, tt.pick, Payment{})
			assert.Equal(t, tt.want == "", ok)
		})
	}
}

// A commitment refuses a die that is no Hammer source; a loss says how many dice it takes.
func TestPickRefusalOfCommitAndLoss(t *testing.T) {
	commits := []rules.Move{Commit{By: 0, Payment: die(Red, Hammer)}}
	tb := game(t, Setup{Players: 2, Areas: []Player{withDice(dieN{Red, Hammer, 1}, dieN{Red, Ship, 1}), EmptyPlayer()}})
	g := tb.g
	assert.Equal(t, "You cannot commit a red Ship: only Hammer, Double Hammer and wild dice fight",
		g.PickRefusal(commits, plus(die(Red, Hammer), die(Red, Ship)).Board))
	assert.Equal(t, "Pick the Hammer dice on your board to commit", g.PickRefusal(commits, Pool{}))
	assert.Empty(t, g.PickRefusal(commits, die(Red, Hammer).Board))
}

// Every card of every deck has its whole words, its name first; a Reaver's Rally counts its
// dice by colour ("2 yellow", never "a yellow and a yellow").
func TestCardWords(t *testing.T) {
	decks := []struct {
		deck Deck
		n    int
	}{{ReaverDeck, NumReavers}, {VillageSpoilsDeck, NumVillageKinds}, {KeepSpoilsDeck, NumKeepKinds},
		{SeaJourneyDeck, NumJourneyKinds}, {SeaBattleDeck, NumBattleKinds}, {ProphecyDeck, NumProphecies}}
	for _, d := range decks {
		for i := range d.n {
			c := Card{Deck: d.deck, ID: int8(i)}
			w := CardWords(c)
			assert.True(t, strings.HasPrefix(w, c.Name()), "%s: %q", c.Code(), w)
			assert.False(t, goName.MatchString(w), "%s: %q", c.Code(), w)
		}
	}
	for i := range NumReavers {
		r := Reavers[i]
		p := r.Preview()
		assert.NotRegexp(t, `a (\w+) and a (\w+)`, p, r.ID)
		assert.True(t, strings.HasPrefix(p, "Rally: "), r.ID)
		if r.Rally[0] == r.Rally[1] && r.Rally[0] != AnyColour {
			assert.True(t, strings.HasPrefix(p, "Rally: 2 "+r.Rally[0].String()+","), "%s: %q", r.ID, p)
		}
		assert.Contains(t, PlacedWords(ReaverID(i), NoSlot), "your Leader")
		assert.Contains(t, PlacedWords(ReaverID(i), SeaSlot), "specialised in the Sea slot (used at Battle at Sea)")
	}
	assert.Equal(t, "", CardWords(NoCard))
	for i := range NumVillageKinds {
		v := &VillageSpoilsKinds[i]
		assert.NotEmpty(t, v.Line(), v.ID)
		assert.NotContains(t, v.ShortName(), "Ship Upgrade: ", v.ID)
	}
	for i := range NumKeepKinds {
		assert.NotEmpty(t, KeepSpoilsKinds[i].Line(), KeepSpoilsKinds[i].ID)
	}
	for i := range NumArtifacts {
		a := Artifacts[i]
		assert.Contains(t, a.Words(true), "(stored).")
		assert.Contains(t, a.Words(false), "(empty).")
		assert.True(t, strings.HasPrefix(a.Words(false), a.Name+" (Artifact, "), a.ID)
	}
	for t2 := range StackID(NumStacks) {
		assert.Contains(t, TerritoryWords(t2, 2), "2 of "+strconv.Itoa(TilesPerStack)+" tiles left")
	}
}

// The pieces of a player's area in words.
func TestPieceWords(t *testing.T) {
	tests := []struct{ got, want string }{
		{StockWords(Food, 3), "3 Food"},
		{StockWords(Wall, 1), "1 Wall token (scored at the end; the majority scores more)"},
		{StockWords(Farm, 2), "2 Farm tokens (scored at the end; the majority scores more)"},
		{StockWords(Terror, 1), "1 Terror (costs Glory at the end)"},
		{UpgradeToken{Present: true, Kind: UpgradeChest}.Words(), "Ship Upgrade: Chest. Once a round it counts as one Chest die in a payment."},
		{UpgradeToken{Present: true, Kind: UpgradeShipOrHammer, Used: true}.Words(),
			"Ship Upgrade: Ship-or-Hammer. Once a round it counts as one Ship or one Hammer die in a payment, or as one Combat die. Used this round: it turns face up at cleanup."},
		{Cost{}.Words(), "free"},
		{Cost{Food: 1, Dice: Needs{NeedChest: 2}}.Words(), "1 Food and 2 Chest dice"},
		{Cost{Dice: Needs{NeedShield: 1, NeedAny: 2}}.Words(), "1 Shield die and 2 dice of any face"},
		{RestFoodWords, "Rest: take 2 Food"},
		{RerollPrice, "1 Favour"},
		{FightTitle(3), "Combat against Defence 3"},
		{DiceCount(1), "1 die"},
		{CombatDiceCount(1), "1 Combat die"},
		{CombatDiceCount(3), "3 Combat dice"},
	}
	for _, tt := range tests {
		assert.Equal(t, tt.want, tt.got)
	}
	p := EmptyPlayer()
	assert.Equal(t, "Leader: empty.", p.BoxWords(0))
	p.Slots[SeaSlot][0] = rv("T01")
	assert.Equal(t, "Sea slot (its abilities are offered at Battle at Sea): "+Reavers[rv("T01")].Name+".", p.BoxWords(1+int(SeaSlot)))
}

// What a seat lacks for a location is said before it chooses, and the decision says it again.
func TestCannotPayWords(t *testing.T) {
	tb := game(t, Setup{Players: 2, Areas: []Player{
		stock(withDice(dieN{Yellow, Chest, 1}, dieN{Red, Shield, 1}), Food, 0), EmptyPlayer(),
	}})
	g := tb.g
	assert.Equal(t, "You cannot pay Raid Villages (1 Food and 2 Chest dice): you need 1 more Food and 1 more Chest die",
		g.CannotPayWords(0, RaidVillages))
	assert.Empty(t, g.CannotPayWords(0, RecruitReavers), "a free location")
	tb.do(SelectLocation{By: 0, Loc: RaidVillages})
	assert.Equal(t, "You cannot pay Raid Villages (1 Food and 2 Chest dice): you need 1 more Food and 1 more Chest die. Rest instead", g.Prompt().Text)
	p := withDice(dieN{Red, Clan, 2})
	p.Leader = rv("M01") // red keeps are wild: they pay the Chests
	assert.Empty(t, p.Missing(Cost{Dice: Needs{NeedChest: 2}}))
	assert.Equal(t, "1 more Shield die", p.Missing(Cost{Dice: Needs{NeedChest: 2, NeedShield: 1}}))
}

// The suggested commitment is just enough for the Defence, not every Hammer.
func TestSuggestCommitment(t *testing.T) {
	tests := []struct {
		name    string
		p       *Player
		defence int
		want    Payment
	}{
		{"Defence 1: one Hammer", area().dice(Red, Hammer, 3).get(), 1, pays().die(Red, Hammer, 1).pay},
		{"Defence 2: two Combat dice", area().dice(Red, Hammer, 3).get(), 2, pays().die(Red, Hammer, 2).pay},
		{"a Double Hammer is one die for two", area().dice(Red, Hammer, 2).dice(Yellow, DoubleHammer, 1).get(), 2, pays().die(Yellow, DoubleHammer, 1).pay},
		{"a token before a die", area().dice(Red, Hammer, 1).token(UpgradeShipOrHammer, false).get(), 1, pays().token(UpgradeShipOrHammer, 1).pay},
		{"too few: everything", area().dice(Red, Hammer, 2).get(), 6, pays().die(Red, Hammer, 2).pay},
		{"a plain Hammer before a wild die", area().leader("M01").dice(Red, Clan, 1).dice(Blue, Hammer, 1).get(), 1, pays().die(Blue, Hammer, 1).pay},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, ok := tt.p.SuggestCommitment(tt.defence)
			require.True(t, ok)
			assert.Equal(t, tt.want, got)
			assert.Empty(t, tt.p.CheckCommitment(got))
		})
	}
	_, ok := area().dice(Red, Shield, 1).get().SuggestCommitment(1)
	assert.False(t, ok, "no Hammer source")
	w, o := WinChance(1, 1)
	assert.Equal(t, [2]int{2, 3}, [2]int{w, o}, "one die wins at Defence 1 two times in three")
	assert.Equal(t, 1, DiceToWin(1, 5))
	assert.Equal(t, 2, DiceToWin(2, 5))
	assert.Equal(t, 5, DiceToWin(9, 5))
}

// A re-roll is offered only where it can help: never a double axe, never once the fight is won.
func TestWorthRerolling(t *testing.T) {
	d := func(da, sa, bl int8) [NumCombatFaces]int8 {
		return [NumCombatFaces]int8{DoubleAxe: da, SingleAxe: sa, Blank: bl}
	}
	assert.False(t, WorthRerolling(d(1, 0, 0), 0, 3), "a double axe")
	assert.False(t, WorthRerolling(d(1, 0, 1), 2, 3), "a double axe among others")
	assert.True(t, WorthRerolling(d(0, 0, 1), 2, 3), "a blank")
	assert.True(t, WorthRerolling(d(0, 1, 0), 1, 3), "a single axe")
	assert.False(t, WorthRerolling(d(0, 0, 1), 3, 3), "the fight is won")
	assert.False(t, WorthRerolling(d(0, 0, 0), 0, 3), "nothing")
}

// The committed dice of a fight and the Honour Ship's location are kept by the game and carried
// by its copies and views; they change no hash.
func TestCommittedAndHonourLocation(t *testing.T) {
	for seed := uint64(1); seed < 40; seed++ {
		g, err := New(Setup{Players: 3, Seed: seed, Start: -1})
		require.NoError(t, err)
		r := rand.New(rand.NewPCG(seed, 3))
		committed, honour := false, false
		for step := 0; !g.Over() && step < 4000 && !(committed && honour); step++ {
			legal := g.Legal()
			m := legal[r.IntN(len(legal))]
			sel, isSel := m.(SelectLocation)
			fourth := isSel && g.Selection() == SelectionsPerRound-1
			_, err := g.Apply(m)
			require.NoError(t, err)
			if c, ok := m.(Commit); ok {
				got, ok := g.Committed(c.By)
				require.True(t, ok)
				require.Equal(t, c.Payment, got)
				assert.True(t, strings.HasPrefix(g.CommittedWords(c.By, [NumCombatFaces]int8{2}), "Committed: "), g.CommittedWords(c.By, [NumCombatFaces]int8{2}))
				committed = true
			}
			if fourth {
				require.Equal(t, sel.Loc, g.HonourLocation())
				honour = true
			}
			for _, v := range []*Game{g.Copy(), g.SeatView(1), g.Sample(0, rand.New(rand.NewPCG(1, 1)))} {
				assert.Equal(t, g.HonourLocation(), v.HonourLocation())
				for s := range rules.Seat(3) {
					a, aok := g.Committed(s)
					b, bok := v.Committed(s)
					require.Equal(t, aok, bok)
					require.Equal(t, a, b)
				}
			}
		}
		if committed && honour {
			return
		}
	}
	t.Fatal("no game committed and selected with the Honour Ship")
}

// The log says what a Take took and why Glory came.
func TestLogSaysWhatWasTakenAndWhy(t *testing.T) {
	st := rv("M01")
	tb := game(t, Setup{Players: 2, Stacks: [][StackSize]ReaverID{{st, rv("M02")}}})
	tb.do(SelectLocation{By: 0, Loc: RecruitReavers}, Activate{By: 0})
	tb.at(DecideTakeReavers, 0)
	take := Take{By: 0, From: 0}
	assert.Equal(t, "Take "+Reavers[st].Name+" and "+Reavers[rv("M02")].Name, tb.g.Label(take))
	assert.Equal(t, CardWords(reaverCard("M01"))+" · "+CardWords(reaverCard("M02")), tb.g.ChoiceWords(take))
	o := tb.do(take)
	var lines []string
	for _, e := range o.Events {
		if l := tb.g.Describe(e, []string{"Ann", "Bo"}); l != "" {
			lines = append(lines, l)
		}
	}
	assert.Contains(t, lines, "Ann takes "+Reavers[st].Name+" and "+Reavers[rv("M02")].Name)
	assert.Equal(t, CardWords(reaverCard("M01")), tb.g.ChoiceWords(Resolve{By: 0, Card: reaverCard("M01")}))
	assert.Equal(t, CardWords(Card{Deck: ProphecyDeck, ID: 0}), tb.g.ChoiceWords(KeepProphecy{By: 0, Prophecy: 0}))
	assert.Empty(t, tb.g.ChoiceWords(Pass{By: 0}))
	d := GloryDetail{N: 3, Total: 8, Why: "from Keep Wall"}
	assert.Equal(t, "Ann gains 3 Glory from Keep Wall (now 8)", tb.g.Describe(rules.Event{Kind: EvGlory, Seat: 0, Detail: d}, []string{"Ann"}))
}

// The answers that end or decline a decision are told from those that choose within it, and a
// decision offers at most one of them, so the one kept in sight is the only way out.
func TestDecliningAnswers(t *testing.T) {
	declines := []rules.Move{Skip{}, Retreat{}, Accept{}, Stop{}, ArtifactToPile{}, TokenToPile{}, Pass{}}
	chooses := []rules.Move{Force{}, Peace{}, Take{}, TakeGlory{}, TakeToken{}, KeepProphecy{}, UseArtifact{}, Reroll{}, Fight{}, RestFood{}}
	for _, m := range declines {
		assert.True(t, Declines(m), "%T declines", m)
	}
	for _, m := range chooses {
		assert.False(t, Declines(m), "%T chooses", m)
	}
	r := rand.New(rand.NewPCG(5, 2))
	for game := range 12 {
		g, err := New(Setup{Players: 2 + game%3, Seed: uint64(game) + 40, Start: -1})
		require.NoError(t, err)
		for step := 0; !g.Over() && step < 3000; step++ {
			legal, n := g.Legal(), 0
			for _, m := range legal {
				if Declines(m) {
					n++
				}
			}
			require.LessOrEqual(t, n, 1, "%v offers %v", g.Decision(), legal)
			_, err := g.Apply(legal[r.IntN(len(legal))])
			require.NoError(t, err)
		}
	}
}
