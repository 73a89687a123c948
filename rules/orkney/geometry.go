package orkney

import "northtable/rules/hex"

// Corner and edge sets are kept as 6-bit masks: bit k is corner k (or edge k).

func bit(k int) uint8 { return 1 << uint(hex.Mod6(k)) }

// rotl rotates a 6-bit mask by rot clockwise steps (Orkney spec §2.6: corner k -> k+rot).
func rotl(m uint8, rot int) uint8 {
	r := uint(hex.Mod6(rot))
	return ((m << r) | (m >> (6 - r))) & 63
}

// cornerMask is the set of canonical corners the piece covers.
func (p Piece) cornerMask() uint8 {
	if p.Large {
		return bit(p.At) | bit(p.At+1)
	}
	return bit(p.At)
}

// landMask is the set of land corners at rotation rot.
func (t Tile) landMask(rot int) uint8 {
	return rotl(t.Pieces[0].cornerMask()|t.Pieces[1].cornerMask(), rot)
}

// midMask is the set of edges with a land middle at rotation rot.
func (t Tile) midMask(rot int) uint8 {
	var m uint8
	for _, p := range t.Pieces {
		if p.Large {
			m |= bit(p.At)
		}
	}
	return rotl(m, rot)
}

func maskBools(m uint8) [6]bool {
	var out [6]bool
	for k := range out {
		out[k] = m&(1<<uint(k)) != 0
	}
	return out
}

// Land reports the land corners of the tile at rotation rot (Orkney spec §3.1:
// land'(k+rot) = land(k)).
func (t Tile) Land(rot int) [6]bool { return maskBools(t.landMask(rot)) }

// Mid reports the edges whose middle is land at rotation rot (Orkney spec §3.1: only under a
// large piece).
func (t Tile) Mid(rot int) [6]bool { return maskBools(t.midMask(rot)) }

// Corners returns the corner(s) the piece covers at rotation rot: one for a small piece, two
// (edge, edge+1) for a large one.
func (p Piece) Corners(rot int) []int {
	if p.Large {
		return []int{hex.Mod6(p.At + rot), hex.Mod6(p.At + rot + 1)}
	}
	return []int{hex.Mod6(p.At + rot)}
}

// Edge returns the edge a large piece lies along at rotation rot, or -1 for a small piece.
func (p Piece) Edge(rot int) int {
	if !p.Large {
		return -1
	}
	return hex.Mod6(p.At + rot)
}

// symmetric reports whether rotations rot and rot+3 give the same board (Orkney spec §3.2:
// A[x,x]; E[x,x] would qualify too but is not in the set).
func (t Tile) symmetric() bool {
	return (t.Type == TypeA || t.Type == TypeE) && t.Pieces[0].Res == t.Pieces[1].Res
}

// lowestCorner returns the lowest corner in a non-empty mask.
func lowestCorner(m uint8) int {
	for k := 0; k < 6; k++ {
		if m&(1<<uint(k)) != 0 {
			return k
		}
	}
	return -1
}

// edgeOfLarge returns edge d of a two-corner mask {d, d+1}.
func edgeOfLarge(m uint8) int {
	for d := 0; d < 6; d++ {
		if m == bit(d)|bit(d+1) {
			return d
		}
	}
	return -1
}

// popcount6 counts the bits of a mask.
func popcount6(m uint8) int {
	n := 0
	for ; m != 0; m &= m - 1 {
		n++
	}
	return n
}
