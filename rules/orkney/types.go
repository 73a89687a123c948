package orkney

import (
	"northtable/rules"
	"northtable/rules/hex"
)

// Resource is what a land piece shows and what players hold (Orkney spec §1 Glossary).
type Resource uint8

// The resources. Blank appears only on the start tiles' inner pieces and matches nothing.
const (
	Blank Resource = iota
	Wood
	Stone
	Cloth
)

// TileType is one of the five tile shapes A–E (Orkney spec §3.2).
type TileType uint8

// The tile types.
const (
	TypeA TileType = iota // Pair: small(0), small(3)
	TypeB                 // Bend: small(0), small(2)
	TypeC                 // Large-right: large(0), small(3)
	TypeD                 // Large-left: large(0), small(4)
	TypeE                 // Double: large(0), large(3)
)

// Piece is one land area of a tile in canonical orientation (Orkney spec §3.1): a small piece
// lies at corner At; a large piece covers corners At and At+1 and edge At.
type Piece struct {
	Large bool
	At    int // corner (small) or edge (large), 0..5, canonical orientation
	Res   Resource
}

// Tile is an island tile or start tile (Orkney spec §3.1). ID is unique per physical tile:
// 0..59 for the 60 island tiles in table order, 60..62 for S1–S3.
type Tile struct {
	ID     int
	Type   TileType
	Pieces [2]Piece
	Fish   bool
}

// Building is a farm, village or castle (Orkney spec §7.1).
type Building uint8

// The buildings.
const (
	Farm Building = iota
	Village
	Castle
)

// Task is one of the 11 task tiles, numbered 1..11 as in Orkney spec §8.3; 0 means none or hidden.
type Task uint8

// Decision is the kind of the pending decision (Orkney spec §5.2).
type Decision uint8

// The decisions.
const (
	DecideNone      Decision = iota // the game is over
	DecideTask                      // ChooseTask
	DecidePlaceTile                 // PlaceTile (first or second tile of the turn)
	DecideAction                    // Build, PlaceRoute, ExtraRoute, Exchange, Fish or EndTurn
)

// IslandID names an island (Orkney spec §6.1): the vertex for a small island (or a lone piece),
// the canonical land edge for a large one.
type IslandID struct {
	Large  bool
	Vertex hex.Vertex // when !Large
	Edge   hex.Edge   // when Large
}

// ConnID names a connection by the cell of the tile that carries it (one connection per tile).
type ConnID = hex.Axial

// ChooseTask keeps one of the two dealt task tiles (Orkney spec §5.3, K1).
type ChooseTask struct {
	By   rules.Seat
	Task Task
}

// PlaceTile places the revealed tile on Cell at rotation Rot 0..5 (Orkney spec §5.3, P0–P4).
type PlaceTile struct {
	By   rules.Seat
	Cell hex.Axial
	Rot  int
}

// Build puts a building of Kind on a complete island (Orkney spec §5.3, B1–B4).
type Build struct {
	By     rules.Seat
	Kind   Building
	Island IslandID
}

// PlaceRoute lays a route on Conn, spending a route credit for Island (Orkney spec §5.3, R1–R4).
type PlaceRoute struct {
	By     rules.Seat
	Conn   ConnID
	Island IslandID
}

// ExtraRoute buys a route for 2 cloth and lays it on Conn (Orkney spec §5.3, R1, R2, R5).
type ExtraRoute struct {
	By   rules.Seat
	Conn ConnID
}

// Exchange gives the rate of Give for one Get (Orkney spec §7.3, X1–X2).
type Exchange struct {
	By        rules.Seat
	Give, Get Resource
}

// Fish takes every fish token on the board for 2 cloth (Orkney spec §7.4, F1–F2).
type Fish struct{ By rules.Seat }

// EndTurn ends the active seat's turn (Orkney spec §5.1 step 4).
type EndTurn struct{ By rules.Seat }
