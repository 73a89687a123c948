package orkney

import (
	"strconv"

	"northtable/rules"
)

// Seat is the seat making the move.
func (m ChooseTask) Seat() rules.Seat { return m.By }

// String describes the move for the log without naming the (secret) task.
func (m ChooseTask) String() string { return seatName(int(m.By)) + " keeps a task" }

// Seat is the seat making the move.
func (m PlaceTile) Seat() rules.Seat { return m.By }

// String describes the move for the log.
func (m PlaceTile) String() string {
	return seatName(int(m.By)) + " places the tile at " + m.Cell.String() + " rot " + strconv.Itoa(m.Rot)
}

// Seat is the seat making the move.
func (m Build) Seat() rules.Seat { return m.By }

// String describes the move for the log.
func (m Build) String() string {
	return seatName(int(m.By)) + " builds a " + m.Kind.String() + " on the island at " + m.Island.String()
}

// Seat is the seat making the move.
func (m PlaceRoute) Seat() rules.Seat { return m.By }

// String describes the move for the log.
func (m PlaceRoute) String() string {
	return seatName(int(m.By)) + " lays a route at " + m.Conn.String() + " from the island at " + m.Island.String()
}

// Seat is the seat making the move.
func (m ExtraRoute) Seat() rules.Seat { return m.By }

// String describes the move for the log.
func (m ExtraRoute) String() string {
	return seatName(int(m.By)) + " buys a route for 2 cloth at " + m.Conn.String()
}

// Seat is the seat making the move.
func (m Exchange) Seat() rules.Seat { return m.By }

// String describes the move for the log.
func (m Exchange) String() string {
	return seatName(int(m.By)) + " trades " + strconv.Itoa(rate(m.Give)) + " " + m.Give.String() + " for 1 " + m.Get.String()
}

// Seat is the seat making the move.
func (m Fish) Seat() rules.Seat { return m.By }

// String describes the move for the log.
func (m Fish) String() string { return seatName(int(m.By)) + " goes fishing" }

// Seat is the seat making the move.
func (m EndTurn) Seat() rules.Seat { return m.By }

// String describes the move for the log.
func (m EndTurn) String() string { return seatName(int(m.By)) + " ends the turn" }
