package reavers

import (
	"fmt"

	"northtable/rules"
)

// pcgStream is the fixed second PCG word of every game's generator.
const pcgStream = 0x52656176657273 // "Reavers"

// maxPile is the capacity of one draw or discard pile: the largest deck (45 Reavers).
const maxPile = NumReavers

// pile is a draw or discard pile, bottom first: the top card is c[n-1]. Card ids are the
// deck's kind ids (ReaverID, VillageID …); -1 is a card a view hides.
type pile struct {
	c [maxPile]int8
	n int8
}

func (p *pile) push(id int8) { p.c[p.n] = id; p.n++ }

func (p *pile) pop() int8 {
	p.n--
	id := p.c[p.n]
	p.c[p.n] = 0
	return id
}

// TradeDie is a die lying on Trade with Villages (spec §5.2), in its place for the round
// (spec §10.7).
type TradeDie struct {
	Present bool
	Colour  Colour
	Face    Face
}

// maxDisplay is the largest display (4 stacks, pairs or Sea Battles).
const maxDisplay = 4

// Phases of the game outside the frames.
const (
	phaseSetup int8 = iota // setup step 7: the starting Reavers, seat by seat
	phasePlay              // rounds 1..6
	phaseOver              // final scoring done
)

// maxFrames bounds the pending-decision stack; maxPending the pending cards.
const (
	maxFrames  = 24
	maxPending = 24
	maxForced  = 32
)

// state is the whole game as plain values (no pointers, no slices), so Clone is one copy and
// Hash one canonical encoding (binary, little-endian, field by field).
type state struct {
	N      int8 // players
	Start  int8 // the Start Player marker's holder
	Order  int8 // the marker's holder when the round began: the round's selection order (spec §4.4)
	First  int8 // S1, the first start player (fixes the Honour Ship's travel and setup order)
	Honour int8 // the Honour Ship's holder (3 players), else -1
	Round  int8 // 1..6
	Phase  int8
	Sel    int8     // selections finished this round, 0..4
	Setup  int8     // setup step 7: seats that have drawn their starting Reavers
	Loc    Location // the location of the selection in progress, NoLocation between selections
	Active int8     // the active player of the selection in progress
	Taken  [NumLocations]int8
	Snap   [MaxPlayers]int8 // the Specialise snapshot: cards in each player's slot at selection
	Raise  int8             // Raiders' Taunt's +Defence for this activation's Sea Battle

	Players [MaxPlayers]Player

	Draw    [NumDecks]pile
	Discard [NumDecks]pile
	Box     [NumDecks]int8 // cards of each deck in the game (conserved)

	Stacks   [maxDisplay][StackSize]ReaverID
	VPairs   [maxDisplay][StackSize]VillageID
	KPairs   [maxDisplay][StackSize]KeepID
	Battles  [maxDisplay]BattleID
	Visions  [3]ProphecyID // Trade's Prophecy display; -1 empty
	Trade    [6]TradeDie
	Tiles    [NumStacks]int8
	Battle   BattleID // the Sea Battle card drawn from the deck and being fought, -1 none
	BattleAt int8     // display index of the Sea Battle being fought, FromDeck for Battle

	// Known is, by seat, the Prophecies the seat knows lie in the face-down Prophecy discard
	// pile: the one it put there from Runic Carvings, and every display card cleared there at
	// cleanup (seen by all); a reshuffle of that pile forgets them.
	Known [MaxPlayers]uint32

	Pend     [maxPending]Card // the pending cards of PendSeat (spec §5 "Gained cards")
	NPend    int8
	PendSeat int8

	Frames [maxFrames]frame
	NF     int8

	// Forced die results for tests, consumed by the next rolls before the random source.
	ForcedDice   [maxForced]Face
	NForcedDice  int8
	ForcedCombat [maxForced]CombatFace
	NForcedComb  int8

	Rand rngState
}

// Game is the state of one game of Reavers of Midgard. It implements rules.Game and
// rules.Progress. Start games with New; the zero value is not usable.
type Game struct {
	s        state
	revealed bool // the move being applied rolled, drew or revealed
	handed   bool // the last applied move handed the decision to another seat
	evBuf    []rules.Event
	payBuf   []Payment // scratch for listing payments (not state)
	opening  []rules.Event
	past     past
}

// past is what the board shows of the moves already made that the state proper does not keep,
// because no rule reads it: the Hammer sources each seat last committed to a fight, and where
// the Honour Ship went this round. It is not part of Hash: two positions equal in state play
// alike whatever their past. Copy, SeatView and Sample carry it; a record's replay rebuilds
// it, as it is set by the moves alone.
type past struct {
	committed [MaxPlayers]Payment
	commits   uint8 // bit s: seat s has committed to a fight
	honourAt  int8  // the Honour Ship's location this round + 1; 0 for none
}

// Setup describes a new game (Reavers spec §3) and, for tests, the overrides that build a
// scenario's "given" exactly. The zero values of the optional fields mean a normal game.
type Setup struct {
	Players int    // 2..4
	Seed    uint64 // the one random source of the game
	// Start is the start player's seat (S1); -1 draws it from the seed (spec §3 step 1).
	Start int
	// Round, when 2..6, starts the game at the first selection of that round (the Honour Ship
	// then with the seat it would have reached, the marker not having moved).
	Round int

	// Areas, when given (one per player, in seat order), replace the player areas after setup
	// step 2, and step 7 (the starting Reavers) is skipped. Build each from EmptyPlayer(). The
	// cards an area holds (Reavers, Artifacts, Keep Spoils, Sea Battles, Prophecies) are taken
	// out of the decks that are shuffled, one copy each, so no card is there twice.
	Areas []Player

	// Draw piles, top card first: when not nil, the deck's draw pile is exactly these cards and
	// is not shuffled (the random source is not used for it); the displays below are filled
	// from them unless given too.
	ReaverPile   []ReaverID
	VillagePile  []VillageID
	KeepPile     []KeepID
	JourneyPile  []JourneyID
	BattlePile   []BattleID
	ProphecyPile []ProphecyID

	// Displays: when not nil, exactly these face-up cards (NoReaver or -1 for an empty place),
	// taken from no deck; the counts may be at most the count's display size.
	Stacks          [][StackSize]ReaverID
	VillagePairs    [][StackSize]VillageID
	KeepPairs       [][StackSize]KeepID
	SeaBattles      []BattleID
	ProphecyDisplay []ProphecyID
	// TradeDice, when not nil, are the dice on Trade with Villages in places 0.. (at most 6),
	// not rolled.
	TradeDice []TradeDie
	// Tiles, when not nil, is the number of tiles left in each of the nine stacks.
	Tiles []int8

	// Dice and Combat are forced results for the rolls after setup steps 1–6 (the starting
	// Reavers' Gain dice are the first): the next crew dice rolled show Dice in order (each
	// face must exist on the colour rolled, or the roll panics: a test's mistake), the next
	// Combat dice rolled show Combat in order; the random source is used once they run out.
	Dice   []Face
	Combat []CombatFace
}

// EmptyPlayer is a player area with nothing in it: no Leader, empty slots, Artifact spaces
// and Ship Upgrade spaces, no dice, tokens or Glory. Setup.Areas start from it.
func EmptyPlayer() Player {
	var p Player
	p.Leader = NoReaver
	for s := range p.Slots {
		for k := range p.Slots[s] {
			p.Slots[s][k] = NoReaver
		}
	}
	for i := range p.Artifacts {
		p.Artifacts[i] = NoArtifact
	}
	return p
}

// New sets up a game (Reavers spec §3). Bad setups return an error and no game.
func New(su Setup) (*Game, error) {
	n := su.Players
	if n < MinPlayers || n > MaxPlayers {
		return nil, fmt.Errorf("reavers: %d players: Reavers takes 2 to 4", n)
	}
	cs := Setups[n]
	g := &Game{}
	s := &g.s
	s.N = int8(n)
	s.Rand = newRNG(su.Seed)
	s.Loc, s.Honour, s.Battle, s.BattleAt, s.PendSeat = NoLocation, -1, -1, 0, -1
	for l := range s.Taken {
		s.Taken[l] = -1
	}
	if len(su.Dice) > maxForced || len(su.Combat) > maxForced {
		return nil, fmt.Errorf("reavers: at most %d forced dice and %d forced Combat dice", maxForced, maxForced)
	}
	for i, f := range su.Dice {
		if f < 0 || f >= NumFaces {
			return nil, fmt.Errorf("reavers: forced die %d: no face %d", i, f)
		}
	}
	for i, f := range su.Combat {
		if f < 0 || f >= NumCombatFaces {
			return nil, fmt.Errorf("reavers: forced Combat die %d: no face %d", i, f)
		}
	}
	// Step 1: the start player.
	switch {
	case su.Start < 0:
		s.Start = int8(g.intN(n))
	case su.Start >= n:
		return nil, fmt.Errorf("reavers: start player %d of %d players", su.Start+1, n)
	default:
		s.Start = int8(su.Start)
	}
	s.First, s.Order = s.Start, s.Start
	if cs.HonourShip {
		s.Honour = s.Start
	}
	// Step 2: Food, Favour, Glory.
	for k := 0; k < n; k++ {
		p := &s.Players[(int(s.Start)+k)%n]
		*p = EmptyPlayer()
		p.Tokens[Food] = int16(cs.Food[k])
		p.Tokens[Favour] = int16(cs.Favour)
	}
	for k := n; k < MaxPlayers; k++ {
		s.Players[k] = EmptyPlayer()
	}
	if su.Areas != nil {
		if len(su.Areas) != n {
			return nil, fmt.Errorf("reavers: %d player areas for %d players", len(su.Areas), n)
		}
		for i := range su.Areas {
			if err := checkArea(&su.Areas[i]); err != nil {
				return nil, fmt.Errorf("reavers: area of player %d: %w", i+1, err)
			}
			s.Players[i] = su.Areas[i]
		}
	}
	// Step 3: the decks, in order.
	if err := g.fillDeck(ReaverDeck, su.ReaverPile != nil, ids(su.ReaverPile), NumReavers, allReavers()); err != nil {
		return nil, err
	}
	if err := g.fillDeck(VillageSpoilsDeck, su.VillagePile != nil, ids(su.VillagePile), NumVillageKinds, ids(VillageSpoilsCards())); err != nil {
		return nil, err
	}
	if err := g.fillDeck(KeepSpoilsDeck, su.KeepPile != nil, ids(su.KeepPile), NumKeepKinds, ids(KeepSpoilsCards())); err != nil {
		return nil, err
	}
	if err := g.fillDeck(SeaJourneyDeck, su.JourneyPile != nil, ids(su.JourneyPile), NumJourneyKinds, ids(JourneyCards())); err != nil {
		return nil, err
	}
	if err := g.fillDeck(SeaBattleDeck, su.BattlePile != nil, ids(su.BattlePile), NumBattleKinds, ids(BattleCards())); err != nil {
		return nil, err
	}
	if err := g.fillDeck(ProphecyDeck, su.ProphecyPile != nil, ids(su.ProphecyPile), NumProphecies, allProphecies()); err != nil {
		return nil, err
	}
	// Cards a given area holds are not in the shuffled decks (a given pile is taken as it is).
	if su.Areas != nil {
		given := [NumDecks]bool{su.ReaverPile != nil, su.VillagePile != nil, su.KeepPile != nil,
			su.JourneyPile != nil, su.BattlePile != nil, su.ProphecyPile != nil}
		for i := range su.Areas {
			g.takeOutOfDecks(&su.Areas[i], given)
		}
	}
	// Step 4: the Territory stacks.
	for i := range s.Tiles {
		s.Tiles[i] = TilesPerStack
	}
	if su.Tiles != nil {
		if len(su.Tiles) != NumStacks {
			return nil, fmt.Errorf("reavers: %d Territory stacks given, there are %d", len(su.Tiles), NumStacks)
		}
		for i, t := range su.Tiles {
			if t < 0 || t > TilesPerStack {
				return nil, fmt.Errorf("reavers: %d tiles in stack %s", t, Territories[i].ID)
			}
			s.Tiles[i] = t
		}
	}
	// Step 5: the displays; given displays come from no deck (the box then counts them too).
	g.clearDisplays()
	if err := g.setupDisplays(su); err != nil {
		return nil, err
	}
	// Step 6: the Trade dice.
	if su.TradeDice != nil {
		if len(su.TradeDice) > len(s.Trade) {
			return nil, fmt.Errorf("reavers: %d Trade dice given, at most %d", len(su.TradeDice), len(s.Trade))
		}
		for i, d := range su.TradeDice {
			if d.Present && !HasFace(d.Colour, d.Face) {
				return nil, fmt.Errorf("reavers: Trade die %d: a %s die has no %s", i, d.Colour, d.Face)
			}
			s.Trade[i] = d
		}
	} else {
		g.rollTrade()
	}
	// Steps 7 and 8.
	s.Round = 1
	s.Phase = phaseSetup
	if su.Areas != nil {
		s.Phase = phasePlay
	}
	if su.Round != 0 {
		if su.Round < 1 || su.Round > Rounds {
			return nil, fmt.Errorf("reavers: round %d: the game has rounds 1 to %d", su.Round, Rounds)
		}
		s.Round = int8(su.Round)
		if cs.HonourShip {
			s.Honour = int8((int(s.Start) + su.Round - 1) % n)
		}
	}
	for d := range s.Box {
		s.Box[d] = int8(g.deckCount(Deck(d)))
	}
	// Forced results serve the rolls from step 7 on; are consumed from the end: store them reversed.
	for i := range su.Dice {
		s.ForcedDice[i] = su.Dice[len(su.Dice)-1-i]
	}
	s.NForcedDice = int8(len(su.Dice))
	for i := range su.Combat {
		s.ForcedCombat[i] = su.Combat[len(su.Combat)-1-i]
	}
	s.NForcedComb = int8(len(su.Combat))

	g.run()
	g.opening = append([]rules.Event(nil), g.evBuf...)
	g.evBuf = g.evBuf[:0]
	return g, nil
}

// takeOutOfDecks removes from the draw piles not given (given[d] false) one copy of each card
// the area holds: its Reavers, Artifacts, Keep Spoils, Sea Battles and Prophecies.
func (g *Game) takeOutOfDecks(p *Player, given [NumDecks]bool) {
	take := func(d Deck, id int8) {
		if given[d] {
			return
		}
		dp := &g.s.Draw[d]
		for i := range dp.n {
			if dp.c[i] == id {
				copy(dp.c[i:dp.n], dp.c[i+1:dp.n])
				dp.n--
				dp.c[dp.n] = 0
				return
			}
		}
	}
	if p.Leader >= 0 {
		take(ReaverDeck, int8(p.Leader))
	}
	for _, sl := range p.Slots {
		for _, r := range sl {
			if r >= 0 {
				take(ReaverDeck, int8(r))
			}
		}
	}
	for r := range int8(NumReavers) {
		if p.PileReavers&(1<<r) != 0 {
			take(ReaverDeck, r)
		}
	}
	for _, a := range p.Artifacts {
		if a >= 0 {
			take(VillageSpoilsDeck, int8(a))
		}
	}
	for a := range int8(NumArtifacts) {
		if p.PileArtifacts&(1<<a) != 0 {
			take(VillageSpoilsDeck, a)
		}
	}
	for k, n := range p.PileKeep {
		for range n {
			take(KeepSpoilsDeck, int8(k))
		}
	}
	for b, n := range p.PileBattles {
		for range n {
			take(SeaBattleDeck, int8(b))
		}
	}
	for id := range int8(NumProphecies) {
		if p.Hand&(1<<id) != 0 {
			take(ProphecyDeck, id)
		}
	}
}

// checkArea refuses a given player area holding ids out of range.
func checkArea(p *Player) error {
	okR := func(r ReaverID) bool { return r >= NoReaver && r < NumReavers }
	if !okR(p.Leader) {
		return fmt.Errorf("no Reaver %d", p.Leader)
	}
	for _, sl := range p.Slots {
		for _, r := range sl {
			if !okR(r) {
				return fmt.Errorf("no Reaver %d", r)
			}
		}
	}
	for _, a := range p.Artifacts {
		if a < NoArtifact || a >= NumArtifacts {
			return fmt.Errorf("no Artifact %d", a)
		}
	}
	for c := range p.Dice {
		for f := range p.Dice[c] {
			if p.Dice[c][f] < 0 || p.Dice[c][f] > 0 && !HasFace(Colour(c), Face(f)) {
				return fmt.Errorf("%d %s dice showing %s", p.Dice[c][f], Colour(c), Face(f))
			}
		}
	}
	return nil
}

func ids[T ~int8](v []T) []int8 {
	out := make([]int8, len(v))
	for i, x := range v {
		out[i] = int8(x)
	}
	return out
}

func allReavers() []int8 {
	out := make([]int8, NumReavers)
	for i := range out {
		out[i] = int8(i)
	}
	return out
}

func allProphecies() []int8 {
	out := make([]int8, NumProphecies)
	for i := range out {
		out[i] = int8(i)
	}
	return out
}

// fillDeck lays deck d's draw pile: given (top first, not shuffled) or the box's cards
// shuffled from the random source (spec §3 step 3).
func (g *Game) fillDeck(d Deck, given bool, top []int8, kinds int, box []int8) error {
	p := &g.s.Draw[d]
	if !given {
		for _, id := range box {
			p.push(id)
		}
		g.shuffle(p.c[:p.n])
		return nil
	}
	if len(top) > maxPile {
		return fmt.Errorf("reavers: %d cards in the %s pile", len(top), d)
	}
	for i := len(top) - 1; i >= 0; i-- {
		if top[i] < 0 || int(top[i]) >= kinds {
			return fmt.Errorf("reavers: %s pile: no card %d", d, top[i])
		}
		p.push(top[i])
	}
	return nil
}

func (g *Game) clearDisplays() {
	s := &g.s
	for i := range maxDisplay {
		s.Stacks[i] = [StackSize]ReaverID{NoReaver, NoReaver}
		s.VPairs[i] = [StackSize]VillageID{-1, -1}
		s.KPairs[i] = [StackSize]KeepID{-1, -1}
		s.Battles[i] = -1
	}
	for i := range s.Visions {
		s.Visions[i] = -1
	}
}

// setupDisplays fills the displays in FillOrder: the given ones as given, the others from
// their decks.
func (g *Game) setupDisplays(su Setup) error {
	s := &g.s
	cs := Setups[s.N]
	if len(su.Stacks) > cs.Stacks || len(su.VillagePairs) > cs.Pairs || len(su.KeepPairs) > cs.Pairs ||
		len(su.SeaBattles) > cs.Battles || len(su.ProphecyDisplay) > cs.Prophecies {
		return fmt.Errorf("reavers: a display larger than this count's (%d stacks, %d pairs, %d Sea Battles, %d Prophecies)",
			cs.Stacks, cs.Pairs, cs.Battles, cs.Prophecies)
	}
	for _, l := range FillOrder {
		switch l {
		case RecruitReavers:
			if su.Stacks == nil {
				g.refill(l)
				continue
			}
			for i, st := range su.Stacks {
				for k, r := range st {
					if r < NoReaver || r >= NumReavers {
						return fmt.Errorf("reavers: stack %d: no Reaver %d", i+1, r)
					}
					s.Stacks[i][k] = r
				}
			}
		case RaidVillages:
			if su.VillagePairs == nil {
				g.refill(l)
				continue
			}
			for i, pr := range su.VillagePairs {
				for k, c := range pr {
					if c < -1 || c >= NumVillageKinds {
						return fmt.Errorf("reavers: Village pair %d: no card %d", i+1, c)
					}
					s.VPairs[i][k] = c
				}
			}
		case RaidKeeps:
			if su.KeepPairs == nil {
				g.refill(l)
				continue
			}
			for i, pr := range su.KeepPairs {
				for k, c := range pr {
					if c < -1 || c >= NumKeepKinds {
						return fmt.Errorf("reavers: Keep pair %d: no card %d", i+1, c)
					}
					s.KPairs[i][k] = c
				}
			}
		case BattleAtSea:
			if su.SeaBattles == nil {
				g.refill(l)
				continue
			}
			for i, b := range su.SeaBattles {
				if b < -1 || b >= NumBattleKinds {
					return fmt.Errorf("reavers: Sea Battle %d: no card %d", i+1, b)
				}
				s.Battles[i] = b
			}
		case TradeWithVillages:
			if su.ProphecyDisplay == nil {
				g.refill(l)
				continue
			}
			for i, p := range su.ProphecyDisplay {
				if p < -1 || p >= NumProphecies {
					return fmt.Errorf("reavers: Prophecy display %d: no card %d", i+1, p)
				}
				s.Visions[i] = p
			}
		}
	}
	return nil
}

// Seats is the number of players.
func (g *Game) Seats() int { return int(g.s.N) }

// Round is the round being played, 1..6 (rules.Progress); 6 once the game is over.
func (g *Game) Round() int { return int(g.s.Round) }

// Rounds is the number of rounds, 6 (rules.Progress).
func (g *Game) Rounds() int { return Rounds }

// Over reports whether final scoring is done.
func (g *Game) Over() bool { return g.s.Phase == phaseOver }

// InSetup reports whether the starting Reavers (spec §3 step 7) are still being resolved.
func (g *Game) InSetup() bool { return g.s.Phase == phaseSetup }

// StartPlayer is the Start Player marker's holder.
func (g *Game) StartPlayer() rules.Seat { return rules.Seat(g.s.Start) }

// HonourShip is the Honour Ship's holder, NoSeat unless 3 players play (spec §4.4).
func (g *Game) HonourShip() rules.Seat { return rules.Seat(g.s.Honour) }

// Selection is the number of selections finished this round, 0..4.
func (g *Game) Selection() int { return int(g.s.Sel) }

// Location is the location of the selection in progress, NoLocation between selections; Active
// its active player (NoSeat between selections).
func (g *Game) Location() Location { return g.s.Loc }

// Active is the active player of the selection in progress, NoSeat between selections.
func (g *Game) Active() rules.Seat {
	if g.s.Loc == NoLocation {
		return rules.NoSeat
	}
	return rules.Seat(g.s.Active)
}

// SelectedBy is the seat that selected the location this round, NoSeat when it is available.
func (g *Game) SelectedBy(l Location) rules.Seat { return rules.Seat(g.s.Taken[l]) }

// Selector is the seat making selection k (0..3) of the current round (spec §4.1), counted
// from the marker's holder when the round began (a change takes effect next round, §4.4); with
// 3 players the fourth is the Honour Ship's holder.
func (g *Game) Selector(k int) rules.Seat {
	s := &g.s
	off := Setups[s.N].Selectors[k]
	if off == HonourSelector {
		return rules.Seat(s.Honour)
	}
	return rules.Seat((int(s.Order) + int(off)) % int(s.N))
}

// Player is seat s's area (a copy). In a view another seat's Prophecy hand is empty and
// Player.Hidden counts it.
func (g *Game) Player(s rules.Seat) Player { return g.s.Players[s] }

// BoardDice is the number of crew dice on seat s's board (the ones the 10-die limit counts).
func (g *Game) BoardDice(s rules.Seat) int { return g.s.Players[s].Dice.Count() }

// HandSize is the number of Prophecies in seat s's hand.
func (g *Game) HandSize(s rules.Seat) int {
	p := &g.s.Players[s]
	return popcount(uint64(p.Hand)) + int(p.Hidden)
}

// Stack is Recruit Reavers' face-up stack i (NoReaver for an empty place).
func (g *Game) Stack(i int) [StackSize]ReaverID { return g.s.Stacks[i] }

// VillagePair and KeepPair are the Raids' linked pair i (-1 for an empty place).
func (g *Game) VillagePair(i int) [StackSize]VillageID { return g.s.VPairs[i] }

// KeepPair is Raid Keeps' linked pair i (-1 for an empty place).
func (g *Game) KeepPair(i int) [StackSize]KeepID { return g.s.KPairs[i] }

// SeaBattle is Battle at Sea's face-up card i, -1 when empty.
func (g *Game) SeaBattle(i int) BattleID { return g.s.Battles[i] }

// ProphecyOnDisplay is Trade with Villages' face-up Prophecy i, -1 when empty.
func (g *Game) ProphecyOnDisplay(i int) ProphecyID { return g.s.Visions[i] }

// DisplaySize is the number of places of the location's display at this player count (stacks,
// pairs, Sea Battles or Prophecies; 0 for Subdue).
func (g *Game) DisplaySize(l Location) int {
	cs := Setups[g.s.N]
	switch l {
	case RecruitReavers:
		return cs.Stacks
	case RaidVillages, RaidKeeps:
		return cs.Pairs
	case BattleAtSea:
		return cs.Battles
	case TradeWithVillages:
		return cs.Prophecies
	}
	return 0
}

// TradeDice are the dice on Trade with Villages, by place.
func (g *Game) TradeDice() [6]TradeDie { return g.s.Trade }

// Tiles is the number of tiles left in Territory stack t.
func (g *Game) Tiles(t StackID) int { return int(g.s.Tiles[t]) }

// PileSize is the number of cards in deck d's draw pile; DiscardSize in its discard pile.
func (g *Game) PileSize(d Deck) int { return int(g.s.Draw[d].n) }

// DiscardSize is the number of cards in deck d's discard pile.
func (g *Game) DiscardSize(d Deck) int { return int(g.s.Discard[d].n) }

// Discards lists deck d's discard pile, bottom first. It is public, except the Prophecy
// discard pile, which is face down: a view holds placeholders there (View).
func (g *Game) Discards(d Deck) []int8 {
	p := &g.s.Discard[d]
	return append([]int8(nil), p.c[:p.n]...)
}

// Pending lists the cards waiting to be resolved and their owner (NoSeat when none).
func (g *Game) Pending() ([]Card, rules.Seat) {
	return append([]Card(nil), g.s.Pend[:g.s.NPend]...), rules.Seat(g.s.PendSeat)
}

// FightingBattle is the Sea Battle being faced (after BattleTarget) and where it lies: a
// display index or FromDeck; ok is false when none is.
func (g *Game) FightingBattle() (b BattleID, from int8, ok bool) {
	s := &g.s
	if s.BattleAt != FromDeck {
		if s.BattleAt >= 0 && s.Battle >= 0 {
			return s.Battle, s.BattleAt, true
		}
		return -1, 0, false
	}
	return s.Battle, FromDeck, s.Battle >= 0
}

// Clone returns a deep copy.
func (g *Game) Clone() rules.Game { return g.Copy() }

// Copy is Clone with the concrete type.
func (g *Game) Copy() *Game {
	return &Game{s: g.s, opening: g.opening, past: g.past}
}

func popcount(x uint64) int {
	n := 0
	for x != 0 {
		x &= x - 1
		n++
	}
	return n
}
