package orkney

import (
	"fmt"
	"math/rand/v2"

	"northtable/rules"
	"northtable/rules/hex"
)

const (
	maxSeats   = 5
	maxFish    = 18
	maxCredits = 40
	routesEach = 20
	pcgStream  = 0x6f726b6e65790001 // second PCG word; the first is Setup.Seed
)

// Setup describes a new game (Orkney spec §4). The optional overrides build a scenario's
// "given" exactly; nil or zero means the normal setup.
type Setup struct {
	Players int    // 2..5; seat 0 is the start player (seats are in turn order from the start player)
	Seed    uint64 // seeds the game's PCG generator (math/rand/v2), part of state and Hash

	// Stacks replaces the shuffled deal: per seat, top first. Tiles must come from TileData and
	// be distinct; island tiles in neither Stacks nor Layout count as removed unseen.
	Stacks [][]Tile
	// Layout are extra tiles placed after S1–S3, in order; each must pass P0–P4. They bring no
	// resources; islands they complete are complete. FishToken puts the pool's next token on a
	// fish tile.
	Layout []Placed
	// Resources per seat, indexed by Resource (Blank unused).
	Resources [][4]int
	// Tasks are the two tasks dealt to each seat (all distinct, 1..11).
	Tasks [][2]Task
	// FishPool lists token values 1..3, top first (at most 18).
	FishPool []int
	// SkipTaskChoice starts straight at the first turn; seat s keeps Tasks[s][0] (or its first
	// dealt task).
	SkipTaskChoice bool
	// FishHeld lists the token values each seat already holds.
	FishHeld [][]int
	// Buildings stand on complete islands of the layout (they score nobody; supply is reduced).
	Buildings []SetupBuilding
	// Routes lie on connections of the layout (routes left are reduced).
	Routes []SetupRoute
	// RoutesLeft, when non-nil, sets each seat's routes in hand (after Routes).
	RoutesLeft []int
	// Supply, when non-nil, sets the building supply (after Buildings).
	Supply *[3]int
}

// SetupBuilding is a building standing on a complete island at setup.
type SetupBuilding struct {
	Island IslandID
	Kind   Building
}

// SetupRoute is a seat's route lying on a connection at setup.
type SetupRoute struct {
	Conn ConnID
	Seat rules.Seat
}

// Placed is a tile on the layout.
type Placed struct {
	Tile      Tile
	Cell      hex.Axial
	Rot       int        // 0..5; 0..2 for A[x,x]
	FishToken bool       // a fish token lies on it
	Route     rules.Seat // the seat whose route is on its connection, NoSeat if none
}

// PlayerView is what a seat's panel shows.
type PlayerView struct {
	Res        [4]int   // indexed by Resource; Res[Blank] unused
	BuildingVP int      // VP scored in play so far
	RoutesLeft int      // of 20
	TilesLeft  int      // in the stack
	FishTokens int      // tokens held (count; public)
	FishValues []int    // values, nil when hidden from this view
	Dealt      [2]Task  // zero when hidden
	Task       Task     // chosen task; 0 when hidden or not chosen yet
	Credits    []Credit // unused route credits this turn (active seat only)
}

// Credit is a number of unused route credits for one island (Orkney spec §7.2).
type Credit struct {
	Island IslandID
	Count  int
}

// Island describes one island (Orkney spec §6.1).
type Island struct {
	ID        IslandID
	Large     bool
	Complete  bool
	Vertices  []hex.Vertex // 1 (small) or 2 (large)
	Cells     []hex.Axial  // placed cells holding its pieces
	Resources []Resource   // of its pieces, blank included, in the same order as Cells
	Buildings [3]int       // indexed by Building
	Capacity  int          // 3 or 4 (tile count when complete)
	Used      int          // space used by buildings
}

// Connection is the connection of one placed tile (Orkney spec §7.2).
type Connection struct {
	ID    ConnID
	Ends  [2]IslandID // islands of piece 1 and piece 2
	Route rules.Seat  // NoSeat if free
}

type placedTile struct {
	cell  hex.Axial
	id    int8
	rot   int8
	land  uint8
	mid   uint8
	pcm   [2]uint8 // corners of piece 0 and 1, rotated
	res   [2]Resource
	token int8 // value of the fish token lying here; 0 = none
	route int8 // seat, -1 = none
	isl   [2]int16
}

type pieceRef struct{ t, p int8 }

type island struct {
	pc       [4]pieceRef
	n        int8
	large    bool
	complete bool
	dead     bool // merged into another island
	bld      [3]int8
	used     int8
}

type player struct {
	res    [4]int
	vp     int
	routes int
	fish   [maxFish]int8
	nFish  int8
	dealt  [2]Task
	task   Task
}

type credit struct {
	isl int16
	n   int16
}

// Game is an Orkney game in progress; it implements rules.Game. All state is held by value in
// fixed-size arrays, so Clone is a single copy.
type Game struct {
	n          int
	rng        rand.PCG
	dec        Decision
	active     rules.Seat
	toMove     rules.Seat
	placements int8
	revealed   int8 // tile id being placed, -1 = none

	deck     [NumIslandTiles]int8 // removed tiles first, then the stacks
	nDeck    int8
	nRemoved int8
	lo, hi   [maxSeats]int8 // stack of seat s is deck[lo[s]:hi[s]], top first
	discard  [NumIslandTiles]int8
	nDiscard int8

	placed  [NumTiles]placedTile
	nPlaced int8
	islands [maxIslands]island
	nIsl    int16
	cells   [tableSize]slot
	front   [maxFront]uint16
	nFront  int16

	pl      [maxSeats]player
	supply  [3]int
	pool    [maxFish]int8
	poolPos int8
	poolLen int8
	onBoard int8
	credits [maxCredits]credit
	nCred   int8

	view   bool       // this is a View: hidden values are placeholders
	viewer rules.Seat // the seat the view belongs to (NoSeat: a spectator)

	// evBuf is the storage Apply appends Outcome.Events into, reused from move to move (valid
	// until the next Apply, as the contract says). It is not part of the state: Clone, View and
	// Determinize drop it, Hash ignores it.
	evBuf []rules.Event
	// finalWhy is what made the last applied move final, in the mover's words (FinalWords);
	// "" when it was not final. Like evBuf it is not part of the state's hash.
	finalWhy string
}

var _ rules.Game = (*Game)(nil)

// New sets up a game (Orkney spec §4.2). Bad setups return errors.
func New(s Setup) (*Game, error) {
	if s.Players < 2 || s.Players > maxSeats {
		return nil, fmt.Errorf("orkney: %d players (need 2..5)", s.Players)
	}
	g := &Game{n: s.Players, revealed: -1, viewer: rules.NoSeat}
	g.rng = *rand.NewPCG(s.Seed, pcgStream)
	rng := rand.New(&g.rng)

	// Which island tiles are spoken for by overrides.
	var used [NumIslandTiles]bool
	claim := func(t Tile, what string) error {
		if t.ID < 0 || t.ID >= NumIslandTiles || tileByID(t.ID) != t {
			return fmt.Errorf("orkney: %s: %v (id %d) is not an island tile of the set", what, t, t.ID)
		}
		if used[t.ID] {
			return fmt.Errorf("orkney: %s: tile id %d used twice", what, t.ID)
		}
		used[t.ID] = true
		return nil
	}
	for i, p := range s.Layout {
		if err := claim(p.Tile, fmt.Sprintf("layout[%d]", i)); err != nil {
			return nil, err
		}
	}

	// Step 3: stacks.
	if s.Stacks != nil {
		if len(s.Stacks) != s.Players {
			return nil, fmt.Errorf("orkney: %d stacks for %d players", len(s.Stacks), s.Players)
		}
		for si, st := range s.Stacks {
			for _, t := range st {
				if err := claim(t, fmt.Sprintf("stack %d", si)); err != nil {
					return nil, err
				}
			}
		}
		for id := 0; id < NumIslandTiles; id++ {
			if !used[id] {
				g.deck[g.nDeck] = int8(id)
				g.nDeck++
			}
		}
		g.nRemoved = g.nDeck
		for si, st := range s.Stacks {
			g.lo[si] = g.nDeck
			for _, t := range st {
				g.deck[g.nDeck] = int8(t.ID)
				g.nDeck++
			}
			g.hi[si] = g.nDeck
		}
	} else {
		var avail []int8
		for id := 0; id < NumIslandTiles; id++ {
			if !used[id] {
				avail = append(avail, int8(id))
			}
		}
		rng.Shuffle(len(avail), func(i, j int) { avail[i], avail[j] = avail[j], avail[i] })
		removed := 0
		if s.Players == 4 {
			removed = 4 // Orkney spec §4.1: 4 tiles leave unseen
		}
		if removed > len(avail) {
			removed = len(avail)
		}
		per := ((len(avail) - removed) / s.Players) &^ 1
		rest := avail[removed+per*s.Players:]
		for _, id := range avail[:removed] {
			g.deck[g.nDeck] = id
			g.nDeck++
		}
		for _, id := range rest {
			g.deck[g.nDeck] = id
			g.nDeck++
		}
		g.nRemoved = g.nDeck
		for si := 0; si < s.Players; si++ {
			g.lo[si] = g.nDeck
			for _, id := range avail[removed+si*per : removed+(si+1)*per] {
				g.deck[g.nDeck] = id
				g.nDeck++
			}
			g.hi[si] = g.nDeck
		}
	}

	// Step 4: fish pool.
	if s.FishPool != nil {
		if len(s.FishPool) > maxFish {
			return nil, fmt.Errorf("orkney: fish pool of %d tokens (at most %d)", len(s.FishPool), maxFish)
		}
		for i, v := range s.FishPool {
			if v < 1 || v > 3 {
				return nil, fmt.Errorf("orkney: fish pool[%d] = %d (values are 1..3)", i, v)
			}
			g.pool[i] = int8(v)
		}
		g.poolLen = int8(len(s.FishPool))
	} else {
		for i := range g.pool {
			g.pool[i] = int8(i/6 + 1)
		}
		rng.Shuffle(maxFish, func(i, j int) { g.pool[i], g.pool[j] = g.pool[j], g.pool[i] })
		g.poolLen = maxFish
	}

	// Step 5: tasks.
	if s.Tasks != nil {
		if len(s.Tasks) != s.Players {
			return nil, fmt.Errorf("orkney: %d task pairs for %d players", len(s.Tasks), s.Players)
		}
		var seen [NumTasks + 1]bool
		for si, pair := range s.Tasks {
			for _, t := range pair {
				if t < 1 || t > NumTasks || seen[t] {
					return nil, fmt.Errorf("orkney: seat %d: task %d invalid or dealt twice", si, t)
				}
				seen[t] = true
			}
			g.pl[si].dealt = pair
		}
	} else {
		tasks := make([]Task, NumTasks)
		for i := range tasks {
			tasks[i] = Task(i + 1)
		}
		rng.Shuffle(len(tasks), func(i, j int) { tasks[i], tasks[j] = tasks[j], tasks[i] })
		for si := 0; si < s.Players; si++ {
			g.pl[si].dealt = [2]Task{tasks[2*si], tasks[2*si+1]}
		}
	}

	// Steps 1, 2, 6: seats, start tiles, supply.
	for si := 0; si < s.Players; si++ {
		g.pl[si].routes = routesEach
	}
	g.supply = supplyStart
	for k := 0; k < 3; k++ {
		g.addTile(FirstStartID+k, startCells[k], startRots[k])
	}
	for i, p := range s.Layout {
		rot := p.Rot
		if p.Tile.symmetric() && rot >= 3 && rot <= 5 {
			rot -= 3
		}
		var why refusal
		if g.checkPlacement(p.Tile, p.Cell, p.Rot, rot, &why) != "" {
			return nil, fmt.Errorf("orkney: layout[%d] %v: %w", i, p.Tile, why.err)
		}
		t, _, _ := g.addTile(p.Tile.ID, p.Cell, rot)
		if p.FishToken {
			if !p.Tile.Fish {
				return nil, fmt.Errorf("orkney: layout[%d]: fish token on %v, which shows no fish", i, p.Tile)
			}
			if g.poolPos >= g.poolLen {
				return nil, fmt.Errorf("orkney: layout[%d]: fish pool is empty", i)
			}
			g.placed[t].token = g.pool[g.poolPos]
			g.poolPos++
			g.onBoard++
		}
	}

	if s.Resources != nil {
		if len(s.Resources) != s.Players {
			return nil, fmt.Errorf("orkney: %d resource rows for %d players", len(s.Resources), s.Players)
		}
		for si, r := range s.Resources {
			for k := Wood; k <= Cloth; k++ {
				if r[k] < 0 {
					return nil, fmt.Errorf("orkney: seat %d holds %d %v", si, r[k], k)
				}
			}
			g.pl[si].res = r
			g.pl[si].res[Blank] = 0
		}
	}
	if s.FishHeld != nil {
		if len(s.FishHeld) != s.Players {
			return nil, fmt.Errorf("orkney: %d fish rows for %d players", len(s.FishHeld), s.Players)
		}
		for si, vals := range s.FishHeld {
			if len(vals) > maxFish {
				return nil, fmt.Errorf("orkney: seat %d holds %d fish tokens", si, len(vals))
			}
			for _, v := range vals {
				if v < 1 || v > 3 {
					return nil, fmt.Errorf("orkney: seat %d holds a fish token of value %d", si, v)
				}
				p := &g.pl[si]
				p.fish[p.nFish] = int8(v)
				p.nFish++
			}
		}
	}
	total := int(g.poolLen)
	for si := 0; si < s.Players; si++ {
		total += int(g.pl[si].nFish)
	}
	if total > maxFish {
		return nil, fmt.Errorf("orkney: %d fish tokens in pool and hands (at most %d)", total, maxFish)
	}
	for i, b := range s.Buildings {
		is := g.findIsland(b.Island)
		if is < 0 || !g.islands[is].complete {
			return nil, fmt.Errorf("orkney: building[%d]: %v is not a complete island", i, b.Island)
		}
		if b.Kind > Castle || g.supply[b.Kind] == 0 {
			return nil, fmt.Errorf("orkney: building[%d]: no %v in the supply", i, b.Kind)
		}
		if int(g.islands[is].used)+b.Kind.Space() > g.capacity(is) {
			return nil, fmt.Errorf("orkney: building[%d]: no space for a %v on %v", i, b.Kind, b.Island)
		}
		g.putBuilding(is, b.Kind)
	}
	for i, r := range s.Routes {
		t := g.tileAt(r.Conn)
		if t < 0 || g.placed[t].route >= 0 {
			return nil, fmt.Errorf("orkney: route[%d]: no free connection at %v", i, r.Conn)
		}
		if r.Seat < 0 || int(r.Seat) >= s.Players || g.pl[r.Seat].routes == 0 {
			return nil, fmt.Errorf("orkney: route[%d]: seat %d cannot lay it", i, r.Seat)
		}
		g.placed[t].route = int8(r.Seat)
		g.pl[r.Seat].routes--
	}
	if s.RoutesLeft != nil {
		if len(s.RoutesLeft) != s.Players {
			return nil, fmt.Errorf("orkney: %d route counts for %d players", len(s.RoutesLeft), s.Players)
		}
		for si, n := range s.RoutesLeft {
			if n < 0 || n > routesEach {
				return nil, fmt.Errorf("orkney: seat %d with %d routes", si, n)
			}
			g.pl[si].routes = n
		}
	}
	if s.Supply != nil {
		for k, n := range s.Supply {
			if n < 0 || n > supplyStart[k] {
				return nil, fmt.Errorf("orkney: supply of %d %vs", n, Building(k))
			}
		}
		g.supply = *s.Supply
	}

	// Steps 7–9.
	g.active = 0
	if s.SkipTaskChoice {
		for si := 0; si < s.Players; si++ {
			g.pl[si].task = g.pl[si].dealt[0]
		}
		g.beginTurn(nil)
	} else {
		g.dec = DecideTask
		g.toMove = 0
	}
	return g, nil
}

// addTile lays tile id at cell/rot without checks or effects beyond the geometry: the cell
// table, frontier and islands (completion flags included). It returns the placed index and the
// islands the tile completed.
func (g *Game) addTile(id int, cell hex.Axial, rot int) (t int, done [2]int, nDone int) {
	tile := tileByID(id)
	t = int(g.nPlaced)
	g.nPlaced++
	p := &g.placed[t]
	*p = placedTile{
		cell:  cell,
		id:    int8(id),
		rot:   int8(rot),
		land:  tile.landMask(rot),
		mid:   tile.midMask(rot),
		route: -1,
	}
	for i := 0; i < 2; i++ {
		p.pcm[i] = rotl(tile.Pieces[i].cornerMask(), rot)
		p.res[i] = tile.Pieces[i].Res
	}
	g.occupy(t)
	done, nDone = g.attach(t)
	return t, done, nDone
}

// Seats is the number of seats (rules.Game; Orkney spec §4.1: 2..5).
func (g *Game) Seats() int { return g.n }

// stackLen is the number of tiles left in seat s's stack.
func (g *Game) stackLen(s int) int { return int(g.hi[s] - g.lo[s]) }

// Players is the number of seats.
func (g *Game) Players() int { return g.n }

// Decision is the kind of the pending decision (Orkney spec §5.2).
func (g *Game) Decision() Decision { return g.dec }

// Active is the seat whose turn it is (also during its placements). During task choice it is
// the seat choosing.
func (g *Game) Active() rules.Seat {
	if g.dec == DecideTask {
		return g.toMove
	}
	return g.active
}

// Supply is the number of buildings left, indexed by Building.
func (g *Game) Supply() [3]int { return g.supply }

// FishOnBoard is the number of fish tokens lying on placed tiles.
func (g *Game) FishOnBoard() int { return int(g.onBoard) }

// PlacementsThisTurn counts the placements of the current turn, discards included (0, 1 or 2).
func (g *Game) PlacementsThisTurn() int { return int(g.placements) }

// Revealed is the tile to place now; false outside the PlaceTile decision.
func (g *Game) Revealed() (Tile, bool) {
	if g.dec != DecidePlaceTile || g.revealed < 0 {
		return Tile{}, false
	}
	return tileByID(int(g.revealed)), true
}

// RemovedCount is the number of tiles out of the game unseen (4 with 4 players).
func (g *Game) RemovedCount() int { return int(g.nRemoved) }

// Discarded lists the tiles D1 removed, in order.
func (g *Game) Discarded() []Tile {
	out := make([]Tile, g.nDiscard)
	for i := range out {
		out[i] = tileByID(int(g.discard[i]))
	}
	return out
}

func (g *Game) placedView(t int) Placed {
	p := &g.placed[t]
	return Placed{
		Tile:      tileByID(int(p.id)),
		Cell:      p.cell,
		Rot:       int(p.rot),
		FishToken: p.token != 0,
		Route:     rules.Seat(p.route),
	}
}

// Placed lists the placed tiles: start tiles first, then in placement order.
func (g *Game) Placed() []Placed {
	out := make([]Placed, g.nPlaced)
	for i := range out {
		out[i] = g.placedView(i)
	}
	return out
}

// TileAt returns the tile placed on c, if any.
func (g *Game) TileAt(c hex.Axial) (Placed, bool) {
	t := g.tileAt(c)
	if t < 0 {
		return Placed{}, false
	}
	return g.placedView(t), true
}

// Player returns what this game (or view) shows of seat s. Hidden values read as zero or nil
// (Orkney spec §4.3).
func (g *Game) Player(s rules.Seat) PlayerView {
	if s < 0 || int(s) >= g.n {
		return PlayerView{}
	}
	p := &g.pl[s]
	v := PlayerView{
		Res:        p.res,
		BuildingVP: p.vp,
		RoutesLeft: p.routes,
		TilesLeft:  g.stackLen(int(s)),
		FishTokens: int(p.nFish),
	}
	own := !g.view || g.viewer == s
	over := g.dec == DecideNone
	if own || over {
		v.FishValues = make([]int, p.nFish)
		for i := range v.FishValues {
			v.FishValues[i] = int(p.fish[i])
		}
	}
	if own {
		v.Dealt = p.dealt
	}
	if own || over {
		v.Task = p.task
	}
	if s == g.active && g.dec == DecideAction {
		for _, c := range g.credits[:g.nCred] {
			if c.n > 0 {
				v.Credits = append(v.Credits, Credit{Island: g.islandID(int(c.isl)), Count: int(c.n)})
			}
		}
	}
	return v
}

// Islands lists every island holding at least one placed piece, in a stable order (order of
// creation; a merged island keeps the older place).
func (g *Game) Islands() []Island {
	var out []Island
	for i := 0; i < int(g.nIsl); i++ {
		if g.islands[i].dead {
			continue
		}
		out = append(out, g.islandView(i))
	}
	return out
}

func (g *Game) islandView(i int) Island {
	is := &g.islands[i]
	v := Island{
		ID:       g.islandID(i),
		Large:    is.large,
		Complete: is.complete,
		Capacity: g.capacity(i),
		Used:     int(is.used),
	}
	if v.ID.Large {
		e := v.ID.Edge.Ends()
		v.Vertices = e[:]
	} else {
		v.Vertices = []hex.Vertex{v.ID.Vertex}
	}
	for _, r := range is.pc[:is.n] {
		v.Cells = append(v.Cells, g.placed[r.t].cell)
		v.Resources = append(v.Resources, g.placed[r.t].res[r.p])
	}
	for k := range v.Buildings {
		v.Buildings[k] = int(is.bld[k])
	}
	return v
}

// IslandOfPiece returns the island of piece 0 or 1 of the tile on cell.
func (g *Game) IslandOfPiece(cell hex.Axial, piece int) (IslandID, bool) {
	t := g.tileAt(cell)
	if t < 0 || piece < 0 || piece > 1 {
		return IslandID{}, false
	}
	return g.islandID(int(g.placed[t].isl[piece])), true
}

// Connections lists one connection per placed tile, in placement order.
func (g *Game) Connections() []Connection {
	out := make([]Connection, g.nPlaced)
	for i := range out {
		p := &g.placed[i]
		out[i] = Connection{
			ID:    p.cell,
			Ends:  [2]IslandID{g.islandID(int(p.isl[0])), g.islandID(int(p.isl[1]))},
			Route: rules.Seat(p.route),
		}
	}
	return out
}
