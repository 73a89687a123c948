package orkney_test

import (
	"testing"

	"northtable/rules"
	"northtable/rules/orkney"
)

// A fixture row places tile ID at (Q, R) with rotation Rot.
type row struct{ ID, Q, R, Rot int }

func layoutOf(rows []row) []orkney.Placed {
	tiles := orkney.TileData()
	out := make([]orkney.Placed, len(rows))
	for i, r := range rows {
		out[i] = orkney.Placed{Tile: tiles[r.ID], Cell: ax(r.Q, r.R), Rot: r.Rot, Route: rules.NoSeat}
	}
	return out
}

// richRows lays all 60 tiles so that 11 large and 18 small islands (the starting island
// included) are complete. Every prefix is itself a legal layout.
var richRows = []row{
	{27, 1, -2, 4},
	{22, 1, 0, 0},
	{23, 2, -1, 2},
	{49, 2, -2, 4},
	{18, 2, 0, 4},
	{0, 3, -1, 2},
	{43, 3, 0, 0},
	{24, 3, -2, 5},
	{16, 4, -2, 1},
	{8, 4, -1, 5},
	{29, 5, -2, 0},
	{7, 4, -3, 3},
	{17, 3, -3, 1},
	{28, 2, -3, 1},
	{14, 5, -3, 4},
	{26, 5, -4, 0},
	{15, 6, -4, 2},
	{20, 6, -3, 2},
	{4, 6, -5, 5},
	{19, 7, -4, 5},
	{25, 7, -5, 5},
	{1, 8, -5, 0},
	{10, 7, -3, 2},
	{2, 8, -4, 0},
	{52, 6, -2, 0},
	{9, 5, -1, 2},
	{37, 4, 0, 3},
	{45, 5, 0, 0},
	{3, 3, 1, 2},
	{12, 6, -1, 2},
	{36, 7, -2, 3},
	{30, 0, -2, 5},
	{51, -1, -1, 2},
	{40, 1, -3, 2},
	{34, 2, -4, 5},
	{21, 0, -3, 1},
	{11, 1, 1, 1},
	{35, 0, 1, 3},
	{32, -1, 1, 0},
	{39, -1, 2, 2},
	{38, 8, -6, 3},
	{58, 7, -6, 3},
	{13, 8, -7, 2},
	{33, 9, -7, 5},
	{31, 9, -6, 1},
	{46, 9, -5, 4},
	{42, 9, -4, 0},
	{41, 10, -6, 5},
	{5, 10, -7, 1},
	{50, 10, -8, 2},
	{47, 9, -8, 3},
	{44, 11, -7, 2},
	{6, 11, -6, 1},
	{56, 6, 0, 3},
	{48, 5, 1, 1},
	{53, 6, -6, 3},
	{57, 8, -8, 0},
	{54, 10, -4, 0},
	{55, 11, -9, 1},
	{59, 7, -8, 3},
}

// deadARows is a layout on which no type-A tile fits anywhere (D1).
var deadARows = []row{
	{52, 2, -2, 4}, {40, 3, -2, 5}, {53, -1, -1, 2}, {41, 4, -2, 0}, {54, 2, -1, 1},
	{14, 1, 0, 0}, {15, -1, 0, 2}, {55, 2, 0, 1}, {16, 3, -1, 1}, {56, -2, 0, 2},
	{42, -2, -1, 3}, {28, -1, -2, 4}, {57, 0, -2, 2}, {58, 4, -3, 5}, {17, 1, -2, 4},
	{59, 2, -3, 4}, {18, 4, -4, 5}, {19, 3, -4, 3}, {20, 3, -3, 1}, {29, 5, -5, 0},
	{43, 4, -5, 3}, {21, 5, -6, 4}, {30, 5, -7, 5}, {44, 4, -7, 4}, {31, 3, -6, 3},
	{32, 3, -5, 0},
}

// richGame is a game at seat 0's Action decision (empty stacks) on the first n rows of the rich
// layout, with the setup's other fields taken from s.
func richGame(t testing.TB, n int, s orkney.Setup) *orkney.Game {
	t.Helper()
	if s.Players == 0 {
		s.Players = 2
	}
	s.Layout = layoutOf(richRows[:n])
	s.Stacks = make([][]orkney.Tile, s.Players)
	s.SkipTaskChoice = true
	return newGame(t, s)
}
