package orkney

import (
	"sync/atomic"

	"northtable/rules"
	"northtable/rules/hex"
)

// Putting a move (or an event's Detail) into an interface value allocates a copy of it, and a
// random playout lists thousands of placements per game. The values are immutable, so they are
// boxed once per distinct value, in package-wide tables, and shared from then on: Legal and the
// events hand out these boxes. The tables cover the cells a real layout reaches (|q|, |r| below
// internSpan); values outside are boxed afresh. Loads and stores are atomic, so games on
// different goroutines may share the tables; two goroutines boxing the same value at once both
// store an equal box, which is harmless.

const internSpan = 24

// internCell maps c to 0..(2·internSpan)²−1, or -1 outside the tables.
func internCell(c hex.Axial) int {
	if c.Q <= -internSpan || c.Q >= internSpan || c.R <= -internSpan || c.R >= internSpan {
		return -1
	}
	return (c.R+internSpan)*2*internSpan + c.Q + internSpan
}

const internCells = 4 * internSpan * internSpan

var (
	placeBoxes [maxSeats][internCells][6]atomic.Pointer[rules.Move]
	extraBoxes [maxSeats][internCells]atomic.Pointer[rules.Move]
	cellBoxes  [internCells]atomic.Pointer[any]
	tileBoxes  = func() (out [NumTiles]any) {
		for id := range out {
			out[id] = tileByID(id)
		}
		return out
	}()
	exchangeBoxes = func() (out [maxSeats][4][4]rules.Move) {
		for s := range out {
			for give := range out[s] {
				for get := range out[s][give] {
					out[s][give][get] = Exchange{By: rules.Seat(s), Give: Resource(give), Get: Resource(get)}
				}
			}
		}
		return out
	}()
	taskBoxes = func() (out [maxSeats][NumTasks + 1]rules.Move) {
		for s := range out {
			for t := range out[s] {
				out[s][t] = ChooseTask{By: rules.Seat(s), Task: Task(t)}
			}
		}
		return out
	}()
)

// placeBox is m as a rules.Move, shared when possible.
func placeBox(m PlaceTile) rules.Move {
	i := internCell(m.Cell)
	if i < 0 || m.By < 0 || int(m.By) >= maxSeats || m.Rot < 0 || m.Rot > 5 {
		return m
	}
	p := &placeBoxes[m.By][i][m.Rot]
	if b := p.Load(); b != nil {
		return *b // the value is only boxed when missing: converting m would allocate
	}
	var v rules.Move = m
	p.Store(&v)
	return v
}

// extraBox is m as a rules.Move, shared when possible.
func extraBox(m ExtraRoute) rules.Move {
	i := internCell(m.Conn)
	if i < 0 || m.By < 0 || int(m.By) >= maxSeats {
		return m
	}
	p := &extraBoxes[m.By][i]
	if b := p.Load(); b != nil {
		return *b
	}
	var v rules.Move = m
	p.Store(&v)
	return v
}

// exchangeBox is Exchange{seat, give, get} as a rules.Move, shared.
func exchangeBox(seat rules.Seat, give, get Resource) rules.Move {
	return exchangeBoxes[seat][give][get]
}

// taskBox is ChooseTask{seat, t} as a rules.Move, shared.
func taskBox(seat rules.Seat, t Task) rules.Move {
	if seat < 0 || int(seat) >= maxSeats || int(t) > NumTasks {
		return ChooseTask{By: seat, Task: t}
	}
	return taskBoxes[seat][t]
}

// cellBox is c as an event Detail, shared when possible.
func cellBox(c hex.Axial) any {
	i := internCell(c)
	if i < 0 {
		return c
	}
	p := &cellBoxes[i]
	if b := p.Load(); b != nil {
		return *b
	}
	var v any = c
	p.Store(&v)
	return v
}

// tileBox is tile id's Tile as an event Detail, shared.
func tileBox(id int) any { return tileBoxes[id] }

// Moves with too many kinds for a table (a building or a route on an island) go through a
// rules.BoxCache of the values boxed last. Legal lists the same buildings and routes at every
// Action decision of a turn, so most are found.
// (Event details of islands, such as gains, rarely repeat: they are boxed as they come.)

// islandHash is a hash of island id, to be mixed further.
func islandHash(id IslandID) uint64 {
	if id.Large {
		return rules.Mix(rules.Mix(rules.Mix(1, id.Edge.Q), id.Edge.R), id.Edge.D)
	}
	s := 0
	if id.Vertex.South {
		s = 1
	}
	return rules.Mix(rules.Mix(rules.Mix(2, id.Vertex.Q), id.Vertex.R), s)
}

var (
	buildCache rules.BoxCache[Build]
	routeCache rules.BoxCache[PlaceRoute]
)

// buildBox is m as a rules.Move, shared when possible.
func buildBox(m Build) rules.Move {
	return buildCache.Get(m, rules.Mix(rules.Mix(islandHash(m.Island), int(m.By)), int(m.Kind))).(rules.Move)
}

// routeBox is m as a rules.Move, shared when possible.
func routeBox(m PlaceRoute) rules.Move {
	return routeCache.Get(m, rules.Mix(rules.Mix(rules.Mix(islandHash(m.Island), int(m.By)), m.Conn.Q), m.Conn.R)).(rules.Move)
}
