package reavers_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"northtable/rules"
	. "northtable/rules/reavers"
)

// Trade with Villages (spec §5.2, §4.4, §10.7) played through the engine.

// tradeDice are six known dice on Trade with Villages, places 0..5.
var tradeDice = []TradeDie{
	{true, Yellow, Ship}, {true, Yellow, DoubleHammer}, {true, Blue, Hammer},
	{true, Blue, Clan}, {true, Red, Shield}, {true, Red, Ship},
}

// TestTradeRewardCountsByPosition: N = 3, 2, 1, 1 by position, for 2, 3 and 4 players (2
// players: the other is position 4, one reward).
func TestTradeRewardCountsByPosition(t *testing.T) {
	for n := 2; n <= 4; n++ {
		for active := 0; active < n; active++ {
			tb := game(t, Setup{Players: n, Start: active})
			tb.do(SelectLocation{rules.Seat(active), TradeWithVillages})
			for k := 0; k < n; k++ {
				seat := rules.Seat((active + k) % n)
				want := []int{3, 2, 1, 1}[k]
				if n == 2 && k == 1 {
					want = 1
				}
				tb.at(DecideActivate, seat)
				tb.do(Activate{seat, Payment{}})
				for range want {
					tb.at(DecideTradeReward, seat)
					tb.do(TakeReward{seat, Provisions, 0})
				}
				assert.Equal(t, int16(2*want), tb.p(seat).Tokens[Food], "%d players, position %d", n, k+1)
			}
			require.Equal(t, DecideSelect, tb.g.Decision(), "%d players: the selection ends after the last position", n)
		}
	}
}

// TestTradeRewards: each reward of the menu, the same option repeatedly, and the dice keeping
// their places for the round.
func TestTradeRewards(t *testing.T) {
	tb := game(t, Setup{Players: 3, TradeDice: tradeDice,
		ProphecyDisplay: []ProphecyID{prophecy("PR01"), prophecy("PR02"), prophecy("PR03")},
		ProphecyPile:    []ProphecyID{prophecy("PR10"), prophecy("PR11")}})
	tb.do(SelectLocation{0, TradeWithVillages}, Activate{0, Payment{}})

	// A Village die: the die of that place with its rolled face; its place stays empty, the
	// others keep their places.
	tb.do(TakeReward{0, VillageDieReward, 2})
	assert.Equal(t, int8(1), tb.p(0).Dice[Blue][Hammer])
	td := tb.g.TradeDice()
	assert.False(t, td[2].Present)
	for i, d := range tradeDice {
		if i != 2 {
			assert.Equal(t, d, td[i], "place %d kept", i)
		}
	}
	tb.refuse(TakeReward{0, VillageDieReward, 2}, ErrEmptySource)
	tb.refuse(TakeReward{0, VillageDieReward, 6}, ErrNoSuchOption)
	tb.refuse(TakeReward{0, Provisions, 1}, ErrNoSuchOption)

	// A Prophecy from the display (public, not final), then the same option again: a second
	// Village die.
	o := tb.do(TakeReward{0, ProphecyReward, 1})
	assert.True(t, hasProphecy(tb.p(0), prophecy("PR02")))
	assert.Equal(t, ProphecyID(-1), tb.g.ProphecyOnDisplay(1), "the display place stays empty until cleanup")
	assert.False(t, o.Final, "taking a face-up Prophecy reveals nothing")
	for _, e := range o.Events {
		assert.False(t, e.Private, "a display Prophecy is public: %s", e.Kind)
	}
	o = tb.do(TakeReward{0, VillageDieReward, 5})
	assert.Equal(t, int8(1), tb.p(0).Dice[Red][Ship])
	assert.True(t, o.Final, "the decision passes to another seat")

	// Position 2: Provisions and Offering.
	tb.at(DecideActivate, 1)
	tb.do(Activate{1, Payment{}}, TakeReward{1, Provisions, 0})
	tb.refuse(TakeReward{1, ProphecyReward, 1}, ErrEmptySource)
	tb.do(TakeReward{1, Offering, 0})
	assert.Equal(t, int16(2), tb.p(1).Tokens[Food])
	assert.Equal(t, int16(1), tb.p(1).Tokens[Favour])

	// Position 3: a Prophecy from the deck, a private event and a final move.
	tb.do(Activate{2, Payment{}})
	o = tb.do(TakeReward{2, ProphecyReward, FromDeck})
	assert.True(t, hasProphecy(tb.p(2), prophecy("PR10")))
	assert.True(t, o.Final, "a draw is final")
	private := 0
	for _, e := range o.Events {
		if e.Private {
			private++
			assert.Equal(t, rules.Seat(2), e.Seat)
		}
	}
	assert.Equal(t, 1, private, "the drawn Prophecy is named only to its owner")
}

// TestTradeEmptyDeckAndDice: a Prophecy from an empty deck (and empty discard) and a die from
// an empty location are ErrEmptySource.
func TestTradeEmptyDeckAndDice(t *testing.T) {
	tb := game(t, Setup{Players: 2, TradeDice: []TradeDie{}, ProphecyPile: []ProphecyID{}, ProphecyDisplay: []ProphecyID{}})
	tb.do(SelectLocation{0, TradeWithVillages}, Activate{0, Payment{}})
	for i := int8(0); i < 6; i++ {
		tb.refuse(TakeReward{0, VillageDieReward, i}, ErrEmptySource)
	}
	tb.refuse(TakeReward{0, ProphecyReward, FromDeck}, ErrEmptySource)
	tb.refuse(TakeReward{0, ProphecyReward, 0}, ErrEmptySource)
	tb.refuse(TakeReward{0, TradeReward(9), 0}, ErrNoSuchOption)
}

// TestTradeMovesTheMarker: position 1 activating takes the Start Player marker, or hands it on
// clockwise when holding it; a Rest or another position does not move it; the round keeps its
// order and the next round follows the marker (spec §4.4, §5.2, §12.11).
func TestTradeMarkerRule(t *testing.T) {
	cases := []struct {
		name     string
		selector rules.Seat // Trade is selected at this selection of round 3
		atSel    int
		activate bool
		want     rules.Seat // the marker afterwards
	}{
		{"holder activates: passes on", 0, 0, true, 1},
		{"holder rests: stays", 0, 0, false, 0},
		{"other selects and activates: takes it", 2, 2, true, 2},
		{"other selects and rests: stays", 2, 2, false, 0},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			tb := game(t, Setup{Players: 4, Round: 3})
			order := []rules.Seat{}
			for sel := 0; sel < 4; sel++ {
				seat := tb.g.ToMove()
				order = append(order, seat)
				tb.at(DecideSelect, seat)
				if sel == c.atSel {
					require.Equal(t, c.selector, seat)
					tb.do(SelectLocation{seat, TradeWithVillages})
					for k := 0; k < 4; k++ {
						s := tb.g.ToMove()
						if k == 0 && c.activate {
							tb.do(Activate{s, Payment{}})
							for tb.g.Decision() == DecideTradeReward {
								tb.do(TakeReward{s, Offering, 0})
							}
							assert.Equal(t, c.want, tb.g.StartPlayer(), "the marker moves at once")
							continue
						}
						if k == 1 && c.activate {
							// Position 2 activating does not move the marker.
							tb.do(Activate{s, Payment{}})
							for tb.g.Decision() == DecideTradeReward {
								tb.do(TakeReward{s, Offering, 0})
							}
							continue
						}
						tb.do(RestFood{s})
					}
					continue
				}
				loc := []Location{RecruitReavers, SubdueTerritories, RaidVillages, RaidKeeps}[sel]
				restOut(tb, seat, loc)
			}
			assert.Equal(t, []rules.Seat{0, 1, 2, 3}, order, "round 3 keeps the order it started with")
			assert.Equal(t, 4, tb.g.Round())
			assert.Equal(t, c.want, tb.g.StartPlayer())
			next := c.want
			for k := 0; k < 4; k++ {
				assert.Equal(t, (next+rules.Seat(k))%4, tb.g.Selector(k), "round 4 selection %d", k+1)
			}
			tb.at(DecideSelect, next)
		})
	}
}

// restOut selects loc with seat and has every player Rest for Food, skipping any Specialise
// ability and passing any Artifact window.
func restOut(tb *table, seat rules.Seat, loc Location) {
	tb.t.Helper()
	tb.do(SelectLocation{seat, loc})
	for {
		s := tb.g.ToMove()
		switch tb.g.Decision() {
		case DecideSpecialised:
			tb.do(Skip{s})
		case DecideActivate:
			tb.do(RestFood{s})
		case DecideWindow:
			tb.do(Pass{s})
		default:
			return
		}
	}
}

// TestTradeMarkerAndHonourShip: with 3 players the marker moves by Trade alone and the Honour
// Ship travels one seat a cleanup regardless (spec §4.4).
func TestTradeMarkerAndHonourShip(t *testing.T) {
	tb := game(t, Setup{Players: 3, Start: 0})
	tb.do(SelectLocation{0, TradeWithVillages}, Activate{0, Payment{}})
	for tb.g.Decision() == DecideTradeReward {
		tb.do(TakeReward{0, Offering, 0})
	}
	tb.do(RestFood{1}, RestFood{2})
	assert.Equal(t, rules.Seat(1), tb.g.StartPlayer())
	assert.Equal(t, rules.Seat(0), tb.g.HonourShip())
	restOut(tb, 1, RecruitReavers)
	restOut(tb, 2, RaidKeeps)
	restOut(tb, 0, RaidVillages) // the Honour Ship's holder
	require.Equal(t, 2, tb.g.Round())
	assert.Equal(t, rules.Seat(1), tb.g.HonourShip())
	for k, want := range []rules.Seat{1, 2, 0, 1} {
		assert.Equal(t, want, tb.g.Selector(k), "round 2 selection %d", k+1)
	}
}
