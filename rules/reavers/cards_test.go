package reavers_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"northtable/rules"
	. "northtable/rules/reavers"
)

// Every Reaver card gained, rolled and used (spec §6.1, §6.2), and every Specialise ability
// fired at its location's selection (spec §4.2 step 2, §6.3), played through the engine.

// gainFace is the face each colour's Gain dice are forced to show; chosenFace the face a
// chosen die is placed on. Neither is a clan icon, so no Gain or Rally die is ever wild.
var (
	gainFace   = [NumColours]Face{Yellow: Chest, Blue: Chest, Red: Shield}
	chosenFace = [NumColours]Face{Yellow: DoubleHammer, Blue: Shield, Red: Hammer}
)

// recruitOne starts a 2-player game in which seat 0 recruits the single Reaver r from stack 1,
// its Gain dice forced to gainFace, with the area a; it stops at ReaverUse. It checks the roll.
func recruitOne(t *testing.T, r ReaverID, a Player, more Setup) *table {
	t.Helper()
	var forced []Face
	for _, c := range Reavers[r].Gain {
		forced = append(forced, gainFace[c])
	}
	su := more
	su.Players = 2
	su.Areas = []Player{a, EmptyPlayer()}
	su.Stacks = [][StackSize]ReaverID{{r, NoReaver}}
	su.Dice = forced
	tb := game(t, su)
	before := tb.p(0).Dice
	tb.do(SelectLocation{0, RecruitReavers}, Activate{0, Payment{}})
	o := tb.do(Take{0, 0})
	assert.True(t, o.Final, "the Gain roll is final")
	tb.at(DecideReaverUse, 0)
	want := before
	for _, c := range Reavers[r].Gain {
		want[c][gainFace[c]]++
	}
	require.Equal(t, want, tb.p(0).Dice, "%s: its Gain dice rolled (%d for tier %d)", Reavers[r].ID, len(Reavers[r].Gain), Reavers[r].Tier)
	require.Len(t, Reavers[r].Gain, int(Reavers[r].Tier), "a tier-N card gains N dice")
	return tb
}

// TestEveryReaverRally: each card's Rally dice on chosen faces (the named colour only, a face
// that colour has), then the card is in the Glory pile (spec §6.1).
func TestEveryReaverRally(t *testing.T) {
	for r := range ReaverID(NumReavers) {
		card := Reavers[r]
		t.Run(card.ID, func(t *testing.T) {
			tb := recruitOne(t, r, EmptyPlayer(), Setup{})
			want := tb.p(0).Dice
			o := tb.do(Rally{0})
			assert.False(t, o.Final, "a Rally reveals nothing")
			assert.True(t, hasPiledReaver(tb.p(0), r), "a Rallied card goes to the Glory pile")
			for i, c := range card.Rally {
				tb.at(DecidePlaceDie, 0)
				col := c
				if c == AnyColour {
					col = Colour(i % NumColours)
				} else {
					tb.refuse(PlaceDie{0, (c + 1) % NumColours, chosenFace[(c+1)%NumColours]}, ErrBadFace)
				}
				bad := DoubleHammer
				if col == Yellow {
					bad = Shield
				}
				tb.refuse(PlaceDie{0, col, bad}, ErrBadFace)
				o = tb.do(PlaceDie{0, col, chosenFace[col]})
				if i == 0 {
					assert.False(t, o.Final, "a Rally placement before any reveal is not final")
				}
				want[col][chosenFace[col]]++
			}
			assert.Equal(t, want, tb.p(0).Dice, "the Rally dice on their chosen faces")
			assert.Equal(t, NoReaver, tb.p(0).Leader)
			for sl := range Slot(NumSlots) {
				assert.Empty(t, slotCards(tb.p(0), sl))
			}
			tb.at(DecideActivate, 1)
		})
	}
}

// TestEveryReaverSpecialise: each card to the bottom of a slot (every slot in turn, onto 0, 1
// or 2 cards already there), a full slot refused with ErrSlotFull and not offered.
func TestEveryReaverSpecialise(t *testing.T) {
	for r := range ReaverID(NumReavers) {
		card := Reavers[r]
		t.Run(card.ID, func(t *testing.T) {
			a := EmptyPlayer()
			slot := Slot(int(r) % NumSlots)
			full := (slot + 1) % NumSlots
			already := int(r) % SlotCapacity
			other := func(k int) ReaverID { return (r + ReaverID(k) + 1) % NumReavers }
			for k := 0; k < already; k++ {
				a.Slots[slot][k] = other(k)
			}
			for k := 0; k < SlotCapacity; k++ {
				a.Slots[full][k] = other(k + 3)
			}
			tb := recruitOne(t, r, a, Setup{})
			tb.refuse(SpecialiseSlot{0, full}, ErrSlotFull)
			assert.False(t, tb.legal(SpecialiseSlot{0, full}), "a full slot is not offered")
			tb.refuse(SpecialiseSlot{0, Slot(NumSlots)}, ErrNoSuchOption)
			tb.refuse(Take{0, 0}, ErrWrongDecision)
			assert.True(t, tb.legal(SpecialiseSlot{0, slot}))
			tb.do(SpecialiseSlot{0, slot})
			got := slotCards(tb.p(0), slot)
			require.Len(t, got, already+1)
			assert.Equal(t, r, got[already], "the card goes to the bottom of the slot")
			for k := 0; k < already; k++ {
				assert.Equal(t, other(k), got[k], "the older cards keep their places")
			}
			assert.False(t, hasPiledReaver(tb.p(0), r))
			tb.at(DecideActivate, 1)
		})
	}
}

// TestEveryReaverPromote: each card to the Leader slot, the previous Leader to the Glory pile,
// the clan's bonus (+2 Favour, +4 Food, or a Keep or Village Spoils card of the owner's choice
// resolved at once), and the wild face changing at once (spec §2.4, §6.1, §6.2).
func TestEveryReaverPromote(t *testing.T) {
	for r := range ReaverID(NumReavers) {
		card := Reavers[r]
		t.Run(card.ID, func(t *testing.T) {
			// The previous Leader is of the next clan; one clan-icon die of each colour.
			prev := ReaverID((int(r) + 15) % NumReavers)
			a := withDice(dieN{Yellow, Clan, 1}, dieN{Blue, Clan, 1}, dieN{Red, Clan, 1})
			a.Leader = prev
			keepFirst := int(r)%2 == 0
			tb := recruitOne(t, r, a, Setup{KeepPile: []KeepID{kp("KS01")}, VillagePile: []VillageID{vil("VS04")}})
			ship := Cost{Dice: Needs{NeedShip: 1}}
			newIcon, oldIcon := die(Clans[card.Clan].Colour, Clan), die(Clans[Reavers[prev].Clan].Colour, Clan)
			p := tb.p(0)
			require.Empty(t, p.CheckPayment(ship, oldIcon), "the old Leader's icon is wild before")
			require.NotEmpty(t, p.CheckPayment(ship, newIcon), "the new clan's icon is not wild before")
			before := tb.p(0)

			tb.do(Promote{0})
			if card.Clan == Teal {
				tb.at(DecidePromoteDeck, 0)
				tb.refuse(PromoteDeck{0, ReaverDeck}, ErrNoSuchOption)
				if keepFirst {
					o := tb.do(PromoteDeck{0, KeepSpoilsDeck})
					assert.True(t, o.Final, "the Promote draw is final")
				} else {
					tb.do(PromoteDeck{0, VillageSpoilsDeck})
				}
			}
			p = tb.p(0)
			assert.Equal(t, r, p.Leader)
			assert.Equal(t, card.Clan, p.LeaderClan())
			assert.True(t, hasPiledReaver(p, prev), "the previous Leader goes to the Glory pile")
			assert.False(t, hasPiledReaver(p, r))
			assert.Empty(t, p.CheckPayment(ship, newIcon), "the new clan's icon is wild at once")
			assert.NotEmpty(t, p.CheckPayment(ship, oldIcon), "the old Leader's icon is no longer wild")
			switch card.Clan {
			case Magenta:
				assert.Equal(t, before.Tokens[Favour]+2, p.Tokens[Favour])
				assert.Equal(t, before.Tokens[Food], p.Tokens[Food])
			case Purple:
				assert.Equal(t, before.Tokens[Food]+4, p.Tokens[Food])
				assert.Equal(t, before.Tokens[Favour], p.Tokens[Favour])
			case Teal:
				if keepFirst {
					assert.Equal(t, int8(1), p.PileKeep[kp("KS01")], "the Keep Spoils card drawn and resolved at once")
				} else {
					assert.Equal(t, int16(1), p.Tokens[Farm], "the Village Spoils card drawn and resolved at once")
					assert.Equal(t, before.Tokens[Food]+1, p.Tokens[Food])
				}
			}
			tb.at(DecideActivate, 1)
		})
	}
}

// abilityWant is what one Specialise option gives: token and Glory changes, dice placed on
// chosen faces, and the cards drawn (a Reaver resolved at once, a Keep Spoils Armour, a Village
// Spoils Farm, a Prophecy).
type abilityWant struct {
	food, favour, glory, farm, wall, tower, terror int
	dice                                           int
	reaver, keep, village, prophecy                bool
}

// TestEverySpecialiseAbility: each clan × tier × option of spec §6.3, fired at the selection of
// its slot's location.
func TestEverySpecialiseAbility(t *testing.T) {
	type W = abilityWant
	want := [NumClans][MaxTier][]W{
		Magenta: {
			{{dice: 1, favour: 1}, {dice: 1, glory: 2}},
			{{dice: 2}, {dice: 1, favour: 2}},
			{{glory: 2, reaver: true}, {dice: 2, keep: true}},
		},
		Purple: {
			{{food: 2, favour: 1}, {food: 2, glory: 2}},
			{{food: 2, keep: true}, {food: 2, village: true}},
			{{food: 3, farm: 1}, {food: 2, wall: 1}, {tower: 1}},
		},
		Teal: {
			{{dice: 1, glory: 2}, {village: true}},
			{{reaver: true}, {keep: true, prophecy: true}},
			{{village: true, prophecy: true}, {dice: 1, terror: -1}},
		},
	}
	slots := []Slot{SeaSlot, VillagesSlot, KeepsSlot, TerritoriesSlot}
	for clan := range ClanID(NumClans) {
		for tier := 1; tier <= MaxTier; tier++ {
			var card ReaverID = NoReaver
			for r := range ReaverID(NumReavers) {
				if Reavers[r].Clan == clan && int(Reavers[r].Tier) == tier {
					card = r
					break
				}
			}
			opts := Reavers[card].Ability()
			require.Len(t, opts, len(want[clan][tier-1]), "%s tier %d options", clan, tier)
			for i, w := range want[clan][tier-1] {
				slot := slots[(int(clan)*3+tier+i)%len(slots)]
				t.Run(Reavers[card].ID+"/"+slot.String()+"/"+string(rune('1'+i)), func(t *testing.T) {
					a := stock(EmptyPlayer(), Terror, 1)
					a.Slots[slot][0] = card
					p01 := rv("P01")
					tb := game(t, Setup{Players: 2, Areas: []Player{EmptyPlayer(), a}, Start: 0,
						ReaverPile: []ReaverID{p01}, KeepPile: []KeepID{kp("KS01")},
						VillagePile: []VillageID{vil("VS04")}, ProphecyPile: []ProphecyID{prophecy("PR05")},
						Dice: []Face{Ship}})
					// Seat 0 selects; seat 1's card fires, whoever selected.
					tb.do(SelectLocation{0, slot.Location()})
					tb.at(DecideSpecialised, 1)
					assert.Contains(t, tb.g.Prompt().Text, Reavers[card].Name)
					tb.refuse(UseAbility{1, int8(len(opts))}, ErrNoSuchOption)
					tb.refuse(UseAbility{0, 0}, ErrNotYourDecision)
					before := tb.p(1)
					tb.do(UseAbility{1, int8(i)})
					for k := 0; k < w.dice; k++ {
						tb.at(DecidePlaceDie, 1)
						tb.do(PlaceDie{1, Blue, Shield})
					}
					if w.reaver {
						tb.at(DecideReaverUse, 1)
						assert.Equal(t, int8(1), tb.p(1).Dice[Yellow][Ship], "the drawn Reaver's Gain die rolled")
						tb.do(Rally{1}, PlaceDie{1, Yellow, Ship}, PlaceDie{1, Yellow, Ship})
						assert.True(t, hasPiledReaver(tb.p(1), p01), "the drawn Reaver resolved at once")
					}
					tb.at(DecideActivate, 0)
					p := tb.p(1)
					assert.Equal(t, before.Tokens[Food]+int16(w.food)+b2i(w.village), p.Tokens[Food], "Food")
					assert.Equal(t, before.Tokens[Favour]+int16(w.favour), p.Tokens[Favour], "Favour")
					assert.Equal(t, before.Glory+int16(w.glory), p.Glory, "Glory")
					assert.Equal(t, int16(w.farm)+b2i(w.village), p.Tokens[Farm], "Farm")
					assert.Equal(t, int16(w.wall), p.Tokens[Wall], "Wall")
					assert.Equal(t, int16(w.tower), p.Tokens[Tower], "Tower")
					assert.Equal(t, before.Tokens[Terror]+int16(w.terror), p.Tokens[Terror], "Terror")
					assert.Equal(t, int8(w.dice), p.Dice[Blue][Shield], "dice on chosen faces")
					assert.Equal(t, b2i8(w.keep), p.PileKeep[kp("KS01")], "Keep Spoils drawn")
					assert.Equal(t, w.prophecy, hasProphecy(p, prophecy("PR05")), "Prophecy drawn")
				})
			}
		}
	}
}

func b2i(b bool) int16 {
	if b {
		return 1
	}
	return 0
}

func b2i8(b bool) int8 { return int8(b2i(b)) }

// TestSpecialiseOrderAndSkip: the Specialise step goes in position order from the active
// player, each player's slot top to bottom; Skip passes a card by and changes nothing else;
// nobody is asked to pay before it ends (spec §4.2 step 2).
func TestSpecialiseOrderAndSkip(t *testing.T) {
	m01, p01, t01 := rv("M01"), rv("P01"), rv("T01")
	areas := make([]Player, 3)
	for i := range areas {
		areas[i] = EmptyPlayer()
		areas[i].Slots[KeepsSlot][0] = []ReaverID{m01, p01, t01}[i]
		areas[i].Slots[KeepsSlot][1] = []ReaverID{p01, t01, m01}[i]
	}
	// Another slot's cards never fire at Raid Keeps.
	areas[0].Slots[SeaSlot][0] = t01
	tb := game(t, Setup{Players: 3, Areas: areas, Start: 0})
	// Selection 1 by seat 0 elsewhere; selection 2 by seat 1 at Raid Keeps.
	restOut(tb, 0, TradeWithVillages)
	tb.do(SelectLocation{1, RaidKeeps})
	order := []struct {
		seat rules.Seat
		card ReaverID
	}{{1, p01}, {1, t01}, {2, t01}, {2, m01}, {0, m01}, {0, p01}}
	for _, o := range order {
		tb.at(DecideSpecialised, o.seat)
		assert.Contains(t, tb.g.Prompt().Text, Reavers[o.card].Name)
		before := tb.p(o.seat)
		tb.refuse(Activate{o.seat, Payment{}}, ErrWrongDecision)
		tb.refuse(RestFood{o.seat}, ErrWrongDecision)
		tb.do(Skip{o.seat})
		assert.Equal(t, before, tb.p(o.seat), "a skipped ability gives nothing")
	}
	tb.at(DecideActivate, 1)
}

// TestSpecialiseSnapshotPlayed: a card Specialised into the slot during the selection's Specialise
// step does not fire in that selection; at the next selection of the location both fire (spec
// §4.2 step 2).
func TestSpecialiseSnapshotPlayed(t *testing.T) {
	t07, t08 := rv("T07"), rv("T08")
	a := EmptyPlayer()
	a.Slots[SeaSlot][0] = t07
	a.Tokens[Food] = 20
	tb := game(t, Setup{Players: 2, Areas: []Player{a, EmptyPlayer()}, Start: 0,
		ReaverPile: []ReaverID{t08}, Dice: []Face{Chest, Shield}})
	tb.do(SelectLocation{0, BattleAtSea})
	tb.at(DecideSpecialised, 0)
	tb.do(UseAbility{0, 0}) // teal 2: draw 1 Reaver, resolved at once
	tb.at(DecideReaverUse, 0)
	tb.do(SpecialiseSlot{0, SeaSlot})
	assert.Equal(t, []ReaverID{t07, t08}, slotCards(tb.p(0), SeaSlot))
	tb.at(DecideActivate, 0) // T08 arrived after the snapshot: it does not fire now
	tb.do(RestFood{0}, RestFood{1})

	// Round 1 goes on elsewhere; in round 2 Battle at Sea fires both, top to bottom.
	restOut(tb, 1, TradeWithVillages)
	restOut(tb, 0, RecruitReavers)
	restOut(tb, 1, RaidKeeps)
	require.Equal(t, 2, tb.g.Round())
	tb.do(SelectLocation{0, BattleAtSea})
	tb.at(DecideSpecialised, 0)
	assert.Contains(t, tb.g.Prompt().Text, Reavers[t07].Name)
	tb.do(Skip{0})
	tb.at(DecideSpecialised, 0)
	assert.Contains(t, tb.g.Prompt().Text, Reavers[t08].Name)
	tb.do(Skip{0})
	tb.at(DecideActivate, 0)
}

// TestAbilityPartsThatCannotHappen: every option stays legal; a draw from an exhausted deck
// (no draw or discard pile) and a Terror discard with none are skipped (spec §6.3).
func TestAbilityPartsThatCannotHappen(t *testing.T) {
	a := EmptyPlayer()
	a.Slots[KeepsSlot][0] = rv("T07") // teal 2: draw 1 Reaver / Keep Spoils + Prophecy
	a.Slots[KeepsSlot][1] = rv("T12") // teal 3: Village Spoils + Prophecy / 1 die + discard 1 Terror
	tb := game(t, Setup{Players: 2, Areas: []Player{a, EmptyPlayer()},
		ReaverPile: []ReaverID{}, KeepPile: []KeepID{}, ProphecyPile: []ProphecyID{}})
	tb.do(SelectLocation{0, RaidKeeps})
	assert.True(t, tb.legal(UseAbility{0, 0}))
	o := tb.do(UseAbility{0, 1})
	assert.False(t, o.Final, "nothing was drawn")
	tb.at(DecideSpecialised, 0)
	before := tb.p(0)
	tb.do(UseAbility{0, 1}, PlaceDie{0, Red, Shield})
	tb.at(DecideActivate, 0)
	p := tb.p(0)
	assert.Zero(t, p.Tokens[Terror])
	assert.Equal(t, before.Dice[Red][Shield]+1, p.Dice[Red][Shield])
	assert.Zero(t, tb.g.HandSize(0))
}

// TestRecruitFavourByCount: only position 1 gains 2 Favour at Recruit, for 2, 3 and 4 players.
func TestRecruitFavourByCount(t *testing.T) {
	for n := 2; n <= 4; n++ {
		tb := game(t, Setup{Players: n, Start: n - 1, ReaverPile: []ReaverID{}})
		tb.do(SelectLocation{rules.Seat(n - 1), RecruitReavers})
		for k := 0; k < n; k++ {
			seat := rules.Seat((n - 1 + k) % n)
			tb.do(Activate{seat, Payment{}}) // nothing to take: the activation ends
			want := int16(0)
			if k == 0 {
				want = 2
			}
			assert.Equal(t, want, tb.p(seat).Tokens[Favour], "%d players, position %d", n, k+1)
		}
	}
}

// TestPromoteDrawJoinsThePendingCards: a card drawn while other gained cards wait joins them,
// and its owner picks the order (spec §5 "Gained cards", §6.2).
func TestPromoteDrawJoinsThePendingCards(t *testing.T) {
	t01, m01 := rv("T01"), rv("M01")
	tb := game(t, Setup{Players: 2, Stacks: [][StackSize]ReaverID{{t01, m01}}, KeepPile: armours(1),
		Dice: []Face{Chest, Shield}})
	tb.do(SelectLocation{0, RecruitReavers}, Activate{0, Payment{}}, Take{0, 0})
	tb.at(DecideNextCard, 0)
	tb.do(Resolve{0, reaverCard("T01")}, Promote{0}, PromoteDeck{0, KeepSpoilsDeck})
	tb.at(DecideNextCard, 0)
	cards, owner := tb.g.Pending()
	assert.ElementsMatch(t, []Card{reaverCard("M01"), keepCard("KS01")}, cards)
	assert.Equal(t, rules.Seat(0), owner)
	tb.do(Resolve{0, keepCard("KS01")})
	assert.Equal(t, int8(1), tb.p(0).PileKeep[kp("KS01")])
	tb.at(DecideReaverUse, 0) // the last card, M01, resolved by itself
	assert.Equal(t, int8(1), tb.p(0).Dice[Red][Shield])
}
