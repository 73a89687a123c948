package orkney

import (
	"bytes"
	"encoding/json"
	"fmt"

	"northtable/rules"
	"northtable/rules/hex"
	"northtable/rules/internal/statebin"
)

// details is the Detail type of every event kind (names.go), for the event codec.
var details = rules.Details{
	EvReveal:     Tile{},
	EvPlace:      PlaceTile{},
	EvFishLaid:   hex.Axial{},
	EvGain:       Gain{},
	EvComplete:   IslandID{},
	EvDiscard:    Tile{},
	EvBuild:      Build{},
	EvRoute:      hex.Axial{},
	EvExtraRoute: hex.Axial{},
	EvExchange:   Exchange{},
	EvFish:       0,
	EvFishValues: FishCatch{},
	EvTurn:       nil,
	EvGameOver:   nil,
	EvTask:       nil,
	EvTaskKept:   Task(0),
}

// EncodeDetail writes an Orkney event's Detail as JSON (record.Definition).
func (Definition) EncodeDetail(e rules.Event) (json.RawMessage, error) {
	b, err := details.Encode(e)
	if err != nil {
		return nil, fmt.Errorf("orkney: %w", err)
	}
	return b, nil
}

// DecodeDetail reads EncodeDetail's JSON back into the Detail's own type (record.Definition);
// a value out of its range (a tile of no id, a rotation past 5, a resource of none) is bad
// data, refused like malformed JSON, so no board or log line indexes a table with it.
func (Definition) DecodeDetail(kind string, data []byte) (any, error) {
	v, err := details.Decode(kind, data)
	if err != nil {
		return nil, fmt.Errorf("orkney: %w", err)
	}
	if !validDetail(v) {
		return nil, fmt.Errorf("orkney: event %q: %s is out of range", kind, data)
	}
	return v, nil
}

// validDetail reports whether a decoded Detail's values lie in their ranges.
func validDetail(v any) bool {
	island := func(id IslandID) bool { return !id.Large || id.Edge.D >= 0 && id.Edge.D <= 2 }
	cell := func(c hex.Axial) bool { return max(c.Q, -c.Q, c.R, -c.R) <= maxCell }
	res := func(r Resource) bool { return r <= Cloth }
	switch v := v.(type) {
	case Tile:
		return v.ID >= 0 && v.ID < NumTiles && tileByID(v.ID) == v
	case PlaceTile:
		return v.By >= 0 && v.By < MaxSeats && v.Rot >= 0 && v.Rot <= 5 && cell(v.Cell)
	case hex.Axial:
		return cell(v)
	case Gain:
		return res(v.Res) && v.N >= 0 && v.N <= maxCount && island(v.Island)
	case IslandID:
		return island(v)
	case Build:
		return v.By >= 0 && v.By < MaxSeats && v.Kind <= Castle && island(v.Island)
	case Exchange:
		return v.By >= 0 && v.By < MaxSeats && res(v.Give) && res(v.Get)
	case int:
		return v >= 0 && v <= maxFish
	case FishCatch:
		if v.N < 0 || v.N > maxFish {
			return false
		}
		for _, f := range v.Values[:v.N] {
			if f < 1 || f > 3 {
				return false
			}
		}
		return true
	case Task:
		return v >= 1 && v <= NumTasks
	}
	return true
}

// EncodeState writes g (a game or a View) as Hash's canonical encoding, which holds the whole
// state and a view's mark (record.Definition; see the package doc, "State codec").
func (Definition) EncodeState(g rules.Game) ([]byte, error) {
	o, ok := g.(*Game)
	if !ok {
		return nil, fmt.Errorf("orkney: %T is not an Orkney game", g)
	}
	return o.encode(nil), nil
}

// DecodeState reads EncodeState's bytes (record.Definition). Every value is range-checked as
// it is read; the layout is rebuilt by laying the tiles again, each checked by the placement
// rules (P0–P4); every island tile must be in exactly one place; the game rebuilt must
// encode to the very bytes read; and, as a last guard, it must answer every question and take
// each of its legal moves (on a copy) without failing.
func (Definition) DecodeState(data []byte) (rules.Game, error) {
	g, err := decodeState(data)
	if err != nil {
		return nil, err
	}
	if err := statebin.Probe(g); err != nil {
		return nil, fmt.Errorf("orkney: state: %w", err)
	}
	return g, nil
}

// stateMagic begins the encoding (encode's prefix): a change of the layout changes it.
const stateMagic = "orkney/1"

// Bounds of counts a real game never comes near, so a hostile state cannot overflow them.
const (
	maxCount = 999 // resources, VP, credits
	maxCell  = 64  // |q|, |r| of a placed tile: 63 tiles grown by contact from the origin
)

// placedIn is a placed tile as the encoding gives it, before it is laid again.
type placedIn struct {
	cell                  hex.Axial
	id, rot, token, route int
}

func decodeState(data []byte) (*Game, error) {
	r := statebin.NewReader(data, GameID, stateMagic)
	g := &Game{revealed: -1, viewer: rules.NoSeat}
	if rng := r.Bytes(20); rng != nil {
		if err := g.rng.UnmarshalBinary(rng); err != nil {
			r.Fail("random generator: %v", err)
		}
	}
	n := r.Int("seats", MinSeats, MaxSeats)
	g.n = n
	g.dec = Decision(r.Int("decision", int(DecideNone), int(DecideAction)))
	g.active = rules.Seat(r.Int("active seat", 0, n-1))
	g.toMove = rules.Seat(r.Int("seat to move", int(rules.NoSeat), n-1))
	g.placements = int8(r.Int("placements", 0, 2))
	g.revealed = int8(r.Int("revealed tile", -1, NumIslandTiles-1))
	g.nDeck = int8(r.Int("deck size", 0, NumIslandTiles))
	for i := range g.nDeck {
		g.deck[i] = int8(r.Int("deck tile", 0, NumIslandTiles-1))
	}
	g.nRemoved = int8(r.Int("removed tiles", 0, int(g.nDeck)))
	for s := range n {
		g.lo[s] = int8(r.Int("stack start", int(g.nRemoved), int(g.nDeck)))
		g.hi[s] = int8(r.Int("stack end", int(g.lo[s]), int(g.nDeck)))
	}
	g.nDiscard = int8(r.Int("discarded tiles", 0, NumIslandTiles))
	for i := range g.nDiscard {
		g.discard[i] = int8(r.Int("discarded tile", 0, NumIslandTiles-1))
	}
	nPlaced := r.Int("placed tiles", len(startCells), NumTiles)
	var placed [NumTiles]placedIn
	for i := range nPlaced {
		p := &placed[i]
		p.cell.Q = r.Int("cell", -maxCell, maxCell)
		p.cell.R = r.Int("cell", -maxCell, maxCell)
		p.id = r.Int("placed tile", 0, NumTiles-1)
		p.rot = r.Int("rotation", 0, 5)
		p.token = r.Int("fish token", 0, 3)
		p.route = r.Int("route", int(rules.NoSeat), n-1)
	}
	nIsl := r.Int("islands", 0, maxIslands)
	var bld [maxIslands][3]int8
	for i := range nIsl {
		r.Int("island flags", 0, 3) // rebuilt by laying the tiles; checked by the re-encoding
		for k := range bld[i] {
			bld[i][k] = int8(r.Int("buildings", 0, 4))
		}
	}
	for s := range n {
		p := &g.pl[s]
		for k := range p.res {
			p.res[k] = r.Int("resources", 0, maxCount)
		}
		p.vp = r.Int("building VP", 0, maxCount)
		p.routes = r.Int("routes", 0, routesEach)
		p.nFish = int8(r.Int("fish tokens", 0, maxFish))
		for i := range p.nFish {
			p.fish[i] = int8(r.Int("fish value", 1, 3))
		}
		p.dealt[0] = Task(r.Int("dealt task", 0, NumTasks))
		p.dealt[1] = Task(r.Int("dealt task", 0, NumTasks))
		p.task = Task(r.Int("task", 0, NumTasks))
	}
	for k := range g.supply {
		g.supply[k] = r.Int("supply", 0, supplyStart[k])
	}
	g.poolLen = int8(r.Int("fish pool", 0, maxFish))
	for i := range g.poolLen {
		g.pool[i] = int8(r.Int("pool token", 0, 3))
	}
	g.poolPos = int8(r.Int("fish drawn", 0, int(g.poolLen)))
	g.onBoard = int8(r.Int("fish on the board", 0, maxFish))
	g.nCred = int8(r.Int("credits", 0, maxCredits))
	for i := range g.nCred {
		g.credits[i] = credit{isl: int16(r.Int("credited island", 0, nIsl-1)), n: int16(r.Int("credit", 0, maxCount))}
	}
	g.view = r.Int("view mark", 0, 1) == 1
	if g.view {
		g.viewer = rules.Seat(r.Int("viewer", int(rules.NoSeat), n-1))
	}
	if err := r.End(); err != nil {
		return nil, err
	}
	if err := g.layAgain(placed[:nPlaced], bld[:nIsl]); err != nil {
		return nil, err
	}
	if err := g.checkDecoded(); err != nil {
		return nil, err
	}
	if !bytes.Equal(g.encode(nil), data) {
		return nil, fmt.Errorf("orkney: state: not the canonical encoding of the game it describes")
	}
	return g, nil
}

// layAgain lays the placed tiles in order, start tiles first, each checked by the placement
// rules, which rebuilds the cell table, the frontier and the islands; then it stands the
// buildings on the islands.
func (g *Game) layAgain(placed []placedIn, bld [][3]int8) error {
	for i, p := range placed {
		if i < len(startCells) {
			if p.id != FirstStartID+i || p.cell != startCells[i] || p.rot != startRots[i] {
				return fmt.Errorf("orkney: state: placed tile %d is not start tile %d", i, i+1)
			}
		} else {
			if p.id >= NumIslandTiles {
				return fmt.Errorf("orkney: state: start tile %d placed again", p.id)
			}
			tile := tileByID(p.id)
			if tile.symmetric() && p.rot > 2 {
				return fmt.Errorf("orkney: state: %v at rotation %d", tile, p.rot)
			}
			if rule := g.checkPlacement(tile, p.cell, p.rot, p.rot, nil); rule != "" {
				return fmt.Errorf("orkney: state: %v on %v breaks %s", tile, p.cell, rule)
			}
		}
		t, _, _ := g.addTile(p.id, p.cell, p.rot)
		if p.token != 0 && !tileByID(p.id).Fish {
			return fmt.Errorf("orkney: state: a fish token on %v, which shows no fish", tileByID(p.id))
		}
		g.placed[t].token = int8(p.token)
		g.placed[t].route = int8(p.route)
	}
	if int(g.nIsl) != len(bld) {
		return fmt.Errorf("orkney: state: %d islands, the layout makes %d", len(bld), g.nIsl)
	}
	for i := range bld {
		is := &g.islands[i]
		for k, c := range bld[i] {
			is.bld[k] = c
			is.used += c * int8(Building(k).Space())
		}
		if is.used > 0 && (is.dead || !is.complete || int(is.used) > g.capacity(i)) {
			return fmt.Errorf("orkney: state: buildings of %d spaces on island %d", is.used, i)
		}
	}
	return nil
}

// checkDecoded checks what the ranges alone do not: the decision and the seats agree, every
// island tile lies in exactly one place (removed, a stack, the discards, the layout or in
// hand), the fish tokens on the board are counted, and the credits name distinct built
// islands, no more than the buildings that left the supply.
func (g *Game) checkDecoded() error {
	bad := func(format string, args ...any) error {
		return fmt.Errorf("orkney: state: "+format, args...)
	}
	switch {
	case (g.dec == DecideNone) != (g.toMove == rules.NoSeat):
		return bad("decision %d with seat %d to move", g.dec, g.toMove)
	case (g.dec == DecidePlaceTile) != (g.revealed >= 0):
		return bad("decision %d with tile %d revealed", g.dec, g.revealed)
	case g.dec != DecideAction && g.nCred > 0:
		return bad("route credits outside the actions")
	}
	var where [NumIslandTiles]int
	count := func(ids []int8) {
		for _, id := range ids {
			where[id]++
		}
	}
	count(g.deck[:g.nRemoved])
	for s := range g.n {
		count(g.deck[g.lo[s]:g.hi[s]])
		if s > 0 && g.lo[s] < g.hi[s-1] {
			return bad("stacks %d and %d overlap", s-1, s)
		}
	}
	count(g.discard[:g.nDiscard])
	tokens := 0
	for _, p := range g.placed[len(startCells):g.nPlaced] {
		where[p.id]++
	}
	for _, p := range g.placed[:g.nPlaced] {
		if p.token != 0 {
			tokens++
		}
	}
	if g.revealed >= 0 {
		where[g.revealed]++
	}
	for id, c := range where {
		if c != 1 {
			return bad("island tile %d is in %d places", id, c)
		}
	}
	if tokens != int(g.onBoard) {
		return bad("%d fish tokens on the board, %d counted", tokens, g.onBoard)
	}
	left := 0
	for _, n := range g.supply {
		left += n
	}
	if int(g.nCred) > supplyStart[0]+supplyStart[1]+supplyStart[2]-left {
		return bad("%d credits for the buildings built", g.nCred)
	}
	var credited [maxIslands]bool
	for _, c := range g.credits[:g.nCred] {
		if credited[c.isl] || g.islands[c.isl].used == 0 {
			return bad("a credit for island %d", c.isl)
		}
		credited[c.isl] = true
	}
	return nil
}
