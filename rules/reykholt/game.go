package reykholt

import (
	"fmt"
	"math/rand/v2"
	"slices"

	"northtable/rules"
)

// Phase is the part of a round being played (Reykholt spec §3). Homecoming runs inside Apply.
type Phase int8

// The phases a decision can be pending in, and the end.
const (
	PhaseWork Phase = iota
	PhaseHarvest
	PhaseTourism
	PhaseOver
)

var phaseNames = [...]string{"Work Time", "Harvest Time", "Tourism Time", "Game over"}

// String is the phase's name, e.g. "Work Time".
func (p Phase) String() string { return phaseNames[p] }

// Seat counts (Reykholt spec §2).
const (
	MinSeats = 1
	MaxSeats = 4
)

const maxSeats = MaxSeats

// pcgStream is the fixed second PCG word of every game's generator.
const pcgStream = 0x5265796b686f6c74 // "Reykholt"

// Setup describes a new game (Reykholt spec §2). The zero values of the optional fields mean
// a normal game.
type Setup struct {
	Players int    // 1..4; 1 is solo (spec §9)
	Seed    uint64 // the one random source of the game
	// Set is the service-card set 'A'..'E'; 0 means A; RandomSet draws one from the seed.
	Set       byte
	RandomSet bool
	// Start is the start player's seat; -1 draws it from the seed. Solo: always 0.
	Start int
	// RandomPile, for tests, fixes the random pile below G17, bottom first: exactly the
	// random-pile cards of this player count other than G17.
	RandomPile []GreenhouseID
	// Display, for tests, fixes the service display in order (cards of the chosen set); the
	// rest of the set is unused.
	Display []CardID
}

// ctxKind is what an effect in progress was started by.
type ctxKind int8

const (
	ctxNone    ctxKind = iota
	ctxSpace           // a placement (its space's effect, then its triggers)
	ctxAnyWork         // an Any card in a placement turn, before placing
	ctxAnyTour         // an Any card in a Tourism turn
)

// frame is one primitive in progress on the effect stack.
type frame struct {
	node  int16
	done  uint8 // And: resolved parts (bit mask); Ex: 0 unpaid, 1 paid, 2 receiving
	count int8  // Seed: seedings made; Harvest: goods taken
	min   int8  // Seed: the minimum for this player (card C7)
	nh    int8  // Harvest: greenhouses used
	hgh   [3]GreenhouseID
	hn    [3]int8
	excl  Good         // Choose: the type given back (another type must be taken)
	gh    GreenhouseID // Choose (E7): the greenhouse whose allowed goods may be chosen
	card  CardID       // the card whose effect this is, NoCard for a space
}

type worker struct {
	seat   int8 // -1: free
	colour int8 // 0, or 1 for solo's second colour
	round  int8 // the round it was placed in
}

type player struct {
	stock  Goods
	own    [NumGreenhouses]GreenhouseID // in the order taken
	nOwn   int8
	flags  [2]int8 // flag spaces used this round: Property, Town Hall
	pos    int16
	arrive int32
	bonus  bool // Bonus used this round
	d5     bool // card D5 used this round
}

type pile struct {
	ids [8]GreenhouseID // bottom first
	n   int8
}

func (p *pile) top() GreenhouseID {
	if p.n == 0 {
		return NoGreenhouse
	}
	return p.ids[p.n-1]
}

// fired is what the effect in progress did that ongoing cards may answer (spec §6.1).
type fired struct {
	row        bool         // E4: a worker of the player already stood in the row
	exchanges  int8         // B7
	discards   int8         // E6
	propTake   GreenhouseID // E7: the greenhouse taken through a Property space
	marketGain Goods        // B4: goods the Market space itself gave
}

// Game is the state of one game of Reykholt. It implements rules.Game. The zero value is not
// usable: start games with New.
type Game struct {
	n      int8
	solo   bool
	side   Side
	set    byte
	rounds int8
	round  int8 // 1-based
	phase  Phase
	start  int8 // the start player

	pl  [maxSeats]player
	occ [24]worker
	// closed marks spaces out of use: beyond the side, covered (3 players) or blocked (solo).
	closed  [24]bool
	blocked [24]bool // solo blockers (drawn as neutral discs)
	covered [24]bool // under the 3-player covering tile

	ghOwner [NumGreenhouses]int8 // -1: in a pile or out of the game
	ghGoods [NumGreenhouses]Goods
	inGame  [NumGreenhouses]bool
	piles   [NumPiles]pile
	// randHidden is how many cards at the bottom of the random pile nobody has seen in place
	// (their order is unknown); g17Down is set while G17 lies face down.
	randHidden int8
	g17Down    bool

	cardOwner  [NumCards]int8
	cardSharer [NumCards]int8
	cardSpent  [NumCards]bool
	anyUsed    [NumCards]uint8 // seats (bit s) that used the Any card this round
	display    [5]CardID
	nDisplay   int8
	stack      [3]Good // bottom first
	nStack     int8

	arrivals int32

	wturn   int8 // placement turns taken this round, all seats together
	hvIdx   int8 // Harvest Time: seats done, from the start player
	hvDbl   GreenhouseID
	hvDblOK bool // the A5 choice of the current seat is settled
	hvPick  [NumGreenhouses]Good
	order   [maxSeats]int8 // Tourism Time order
	tourIdx int8

	frames   [12]frame
	nf       int8
	ctx      ctxKind
	ctxSpace SpaceID
	ctxCard  CardID
	actor    int8
	held     uint64 // the actor's cards when the effect began (triggers, spec §6.1)
	trigNext int8   // next card to consider as a trigger; -1 before the effect is finished
	fired    fired

	turnNo   int32 // counts finished turns (undo boundary)
	revealed bool  // the move in progress took from the random pile
	ended    bool  // the last applied move finished a turn (FinalWords; like revealed, not part of the state's hash)
	rng      rand.PCG
	evBuf    []rules.Event
	opening  []rules.Event // the setup's events (Opening), shared by every copy
}

// New sets up a game (Reykholt spec §2, solo §9). Bad setups return an error and no game.
func New(s Setup) (*Game, error) {
	if s.Players < MinSeats || s.Players > MaxSeats {
		return nil, fmt.Errorf("reykholt: %d players: Reykholt takes 1 to 4", s.Players)
	}
	g := &Game{n: int8(s.Players), solo: s.Players == 1}
	g.rng = *rand.NewPCG(s.Seed, pcgStream)
	r := rand.New(&g.rng)
	cs := setups[s.Players]
	g.side, g.rounds, g.round = cs.side, int8(cs.rounds), 1

	g.set = s.Set
	if s.RandomSet {
		g.set = Sets[r.IntN(len(Sets))]
	}
	if g.set == 0 {
		g.set = 'A'
	}
	if SetCards(g.set) == nil {
		return nil, fmt.Errorf("reykholt: no service-card set %q (sets are A to E)", g.set)
	}

	// Board (§2 step 1).
	nsp := len(sides[g.side])
	for i := range g.closed {
		g.closed[i] = i >= nsp
		g.occ[i].seat = -1
	}
	if cs.covered > 0 {
		for i := 0; i < nsp; i++ {
			if sides[g.side][i].Row == cs.covered {
				g.covered[i], g.closed[i] = true, true
			}
		}
	}
	for _, i := range cs.blocked {
		g.blocked[i], g.closed[i] = true, true
	}

	// Greenhouses (§2 step 2).
	for i := range g.ghOwner {
		g.ghOwner[i] = -1
		g.inGame[i] = Greenhouses[i].MinPlayers <= cs.cardsUsed
	}
	if g.solo {
		for _, h := range soloRemoved {
			g.inGame[h] = false
		}
	}
	var random []GreenhouseID
	for i := range Greenhouses {
		h := GreenhouseID(i)
		if !g.inGame[h] {
			continue
		}
		if p := Greenhouses[h].Pile; p != PileRandom {
			g.push(p, h)
		} else if h != g17 {
			random = append(random, h)
		}
	}
	if s.RandomPile != nil {
		if err := samePile(random, s.RandomPile); err != nil {
			return nil, err
		}
		random = append([]GreenhouseID(nil), s.RandomPile...)
	}
	r.Shuffle(len(random), func(i, j int) { random[i], random[j] = random[j], random[i] })
	if s.RandomPile != nil {
		copy(random, s.RandomPile)
	}
	for _, h := range random {
		g.push(PileRandom, h)
	}
	g.push(PileRandom, g17)
	g.randHidden, g.g17Down = int8(len(random)), true

	// Service cards (§2 step 3) and the goods stack (step 4).
	for i := range g.cardOwner {
		g.cardOwner[i], g.cardSharer[i] = -1, -1
	}
	deck := SetCards(g.set)
	r.Shuffle(len(deck), func(i, j int) { deck[i], deck[j] = deck[j], deck[i] })
	if s.Display != nil {
		if len(s.Display) > cs.display {
			return nil, fmt.Errorf("reykholt: a display of %d cards; this count uses %d", len(s.Display), cs.display)
		}
		for _, c := range s.Display {
			if c < 0 || c >= NumCards || Cards[c].Set != g.set {
				return nil, fmt.Errorf("reykholt: display card %d is not in set %c", c, g.set)
			}
		}
		deck = s.Display
	}
	for _, c := range deck[:min(len(deck), cs.display)] {
		g.display[g.nDisplay] = c
		g.nDisplay++
	}
	g.stack, g.nStack = goodsStackStart, 3

	// Start player (§2 step 7) and the managers on table 0.
	switch {
	case g.solo:
		g.start = 0
	case s.Start < 0:
		g.start = int8(r.IntN(s.Players))
	case s.Start >= s.Players:
		return nil, fmt.Errorf("reykholt: start player %d of %d players", s.Start+1, s.Players)
	default:
		g.start = int8(s.Start)
	}
	for k := int8(0); k < g.n; k++ {
		g.arrivals++
		g.pl[(g.start+k)%g.n].arrive = g.arrivals
	}
	g.ctxSpace, g.ctxCard, g.trigNext = NoSpace, NoCard, -1
	g.hvDbl = NoGreenhouse
	g.startWork()
	g.opening = slices.Clone(g.evBuf)
	g.evBuf = g.evBuf[:0]
	return g, nil
}

func samePile(want, got []GreenhouseID) error {
	if len(want) != len(got) {
		return fmt.Errorf("reykholt: random pile override has %d cards; this count uses %d", len(got), len(want))
	}
	var seen [NumGreenhouses]int
	for _, h := range want {
		seen[h]++
	}
	for _, h := range got {
		if h < 0 || h >= NumGreenhouses || seen[h] == 0 {
			return fmt.Errorf("reykholt: random pile override: card %d is not a random card of this count", h)
		}
		seen[h]--
	}
	return nil
}

func (g *Game) push(p Pile, h GreenhouseID) {
	pl := &g.piles[p]
	pl.ids[pl.n] = h
	pl.n++
}

// Seats is the number of players.
func (g *Game) Seats() int { return int(g.n) }

// Solo reports whether this is a solo game (spec §9).
func (g *Game) Solo() bool { return g.solo }

// Side is the board side in use.
func (g *Game) Side() Side { return g.side }

// Set is the service-card set in play, 'A'..'E'.
func (g *Game) Set() byte { return g.set }

// Round is the current round, 1-based; Rounds the number of rounds of the game (7, solo 5).
func (g *Game) Round() int { return int(g.round) }

// Rounds is the number of rounds of the game: 7, solo 5 (spec §2).
func (g *Game) Rounds() int { return int(g.rounds) }

// RoundsLeft is the number of round tiles still on the board, the current round's included.
func (g *Game) RoundsLeft() int {
	if g.phase == PhaseOver {
		return 0
	}
	return int(g.rounds-g.round) + 1
}

// Phase is the current phase.
func (g *Game) Phase() Phase { return g.phase }

// StartPlayer is the seat that places first this round.
func (g *Game) StartPlayer() rules.Seat { return rules.Seat(g.start) }

// Over reports whether the game has ended.
func (g *Game) Over() bool { return g.phase == PhaseOver }

// ToMove is the seat whose decision is pending; NoSeat when the game is over.
func (g *Game) ToMove() rules.Seat {
	switch {
	case g.phase == PhaseOver:
		return rules.NoSeat
	case g.nf > 0 || g.ctx != ctxNone:
		return rules.Seat(g.actor)
	case g.phase == PhaseWork:
		return rules.Seat((g.start + g.wturn) % g.n)
	case g.phase == PhaseHarvest:
		return rules.Seat((g.start + g.hvIdx) % g.n)
	default:
		return rules.Seat(g.order[g.tourIdx])
	}
}

// Stock is the seat's goods outside greenhouses.
func (g *Game) Stock(s rules.Seat) Goods { return g.pl[s].stock }

// Owned lists the seat's greenhouses in the order taken.
func (g *Game) Owned(s rules.Seat) []GreenhouseID {
	p := &g.pl[s]
	return append([]GreenhouseID(nil), p.own[:p.nOwn]...)
}

// Contents is what the greenhouse holds (all zero when empty or not owned).
func (g *Game) Contents(h GreenhouseID) Goods { return g.ghGoods[h] }

// Owner is the seat owning the greenhouse, or NoSeat.
func (g *Game) Owner(h GreenhouseID) rules.Seat { return rules.Seat(g.ghOwner[h]) }

// InGame reports whether the greenhouse is used at this player count (spec §2 step 2).
func (g *Game) InGame(h GreenhouseID) bool { return g.inGame[h] }

// PileCards lists a pile's cards, bottom first (its Top is the last). In a view the random
// pile's unseen part is in a placeholder order.
func (g *Game) PileCards(p Pile) []GreenhouseID {
	pl := &g.piles[p]
	return append([]GreenhouseID(nil), pl.ids[:pl.n]...)
}

// PileSize is the number of cards in the pile.
func (g *Game) PileSize(p Pile) int { return int(g.piles[p].n) }

// Top is the pile's top card, NoGreenhouse when empty; faceDown is set while it is G17 lying
// face down (spec §5.2: drawn as a card back).
func (g *Game) Top(p Pile) (h GreenhouseID, faceDown bool) {
	h = g.piles[p].top()
	return h, p == PileRandom && h == g17 && g.g17Down
}

// Display lists the service cards that can still be taken, in display order.
func (g *Game) Display() []CardID { return append([]CardID(nil), g.display[:g.nDisplay]...) }

// GoodsStack lists the goods stack bottom first; NextStackGood is the good the next take adds
// (NoGood when it adds none: the display holds more than 3 cards in a game of 2 or more, or
// the stack is empty).
func (g *Game) GoodsStack() []Good { return append([]Good(nil), g.stack[:g.nStack]...) }

// NextStackGood is the good the next card taken adds (spec §6.2), or NoGood.
func (g *Game) NextStackGood() Good {
	if g.nStack == 0 || (!g.solo && g.nDisplay > 3) {
		return NoGood
	}
	return g.stack[g.nStack-1]
}

// CardOwner is the seat owning the card, or NoSeat; CardSharer the seat sharing it, or NoSeat.
func (g *Game) CardOwner(c CardID) rules.Seat { return rules.Seat(g.cardOwner[c]) }

// CardSharer is the seat sharing the card with its owner (spec §6.4), or NoSeat.
func (g *Game) CardSharer(c CardID) rules.Seat { return rules.Seat(g.cardSharer[c]) }

// CardSpent reports whether a Once card has been carried out (spec §6.1).
func (g *Game) CardSpent(c CardID) bool { return g.cardSpent[c] }

// CardUsedThisRound reports whether seat s used the Any card c this round.
func (g *Game) CardUsedThisRound(c CardID, s rules.Seat) bool { return g.anyUsed[c]&(1<<s) != 0 }

// Holds reports whether seat s holds card c, as owner or sharer (spec §6.4).
func (g *Game) Holds(s rules.Seat, c CardID) bool { return g.holds(int8(s), c) }

func (g *Game) holds(s int8, c CardID) bool {
	return c >= 0 && (g.cardOwner[c] == s || g.cardSharer[c] == s)
}

// CardsOf lists the cards seat s holds (owned or shared), in id order.
func (g *Game) CardsOf(s rules.Seat) []CardID {
	var out []CardID
	for c := CardID(0); c < NumCards; c++ {
		if g.holds(int8(s), c) {
			out = append(out, c)
		}
	}
	return out
}

// Position is the seat's absolute track position (spec §7) and its arrival value (higher
// stands further in front on one table).
func (g *Game) Position(s rules.Seat) (pos, arrival int) {
	return int(g.pl[s].pos), int(g.pl[s].arrive)
}

// BonusUsed reports whether seat s used the Bonus this round.
func (g *Game) BonusUsed(s rules.Seat) bool { return g.pl[s].bonus }

// FlagsUsed is how many flag spaces of the column (Property or Town Hall) seat s used this
// round, and its limit (spec §3.1c); Field and Market have no flags (0, 0).
func (g *Game) FlagsUsed(s rules.Seat, c Column) (used, limit int) {
	k := flagIndex(c)
	if k < 0 {
		return 0, 0
	}
	return int(g.pl[s].flags[k]), g.flagLimit(int8(s), c)
}

func flagIndex(c Column) int {
	switch c {
	case Property:
		return 0
	case TownHall:
		return 1
	}
	return -1
}

func (g *Game) flagLimit(s int8, c Column) int {
	switch {
	case c == Property && g.holds(s, cardPropertyFlag), c == TownHall && g.holds(s, cardCouncilSeat):
		return 2
	}
	return 1
}

// Occupant is the seat and worker colour (0, or 1 for solo's second colour) on space sp;
// seat NoSeat when free.
func (g *Game) Occupant(sp SpaceID) (seat rules.Seat, colour int) {
	w := g.occ[sp]
	return rules.Seat(w.seat), int(w.colour)
}

// SpaceState says whether a space is in use: covered (3 players, row 1), blocked (solo p1,
// p2) or open.
func (g *Game) SpaceState(sp SpaceID) (covered, blocked bool) { return g.covered[sp], g.blocked[sp] }

// WorkersHome is how many workers seat s still has at home this round (solo: of the colour
// working this round); a worker whose space is still being resolved is on the board.
func (g *Game) WorkersHome(s rules.Seat) int {
	if g.phase != PhaseWork {
		return 0
	}
	done := int(g.wturn) / int(g.n)
	if int(g.wturn)%int(g.n) > (int(s)-int(g.start)+int(g.n))%int(g.n) {
		done++
	}
	if g.ctx == ctxSpace && g.actor == int8(s) {
		done++ // placed, its space still being resolved
	}
	return WorkersPerPlayer - done
}

// WorkingColour is the worker colour placed this round: 0, or in solo 1 in even rounds (spec §9).
func (g *Game) WorkingColour() int {
	if g.solo && g.round%2 == 0 {
		return 1
	}
	return 0
}

// TourismOrder is the order of Tourism Time's turns, fixed when the phase began (spec §3.4);
// nil outside Tourism Time.
func (g *Game) TourismOrder() []rules.Seat {
	if g.phase != PhaseTourism {
		return nil
	}
	out := make([]rules.Seat, g.n)
	for i := range out {
		out[i] = rules.Seat(g.order[i])
	}
	return out
}

// Clone returns a deep copy.
func (g *Game) Clone() rules.Game { return g.Copy() }

// Copy is Clone with the concrete type.
func (g *Game) Copy() *Game {
	c := *g
	c.evBuf = nil
	return &c
}
