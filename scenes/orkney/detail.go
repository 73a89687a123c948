package orkney

import (
	"strconv"
	"strings"

	"northtable/rules"
)

// SeatDetail is what the results screen reveals about one seat at game end (Orkney spec §9
// Final screen): its task and its fish token values.
type SeatDetail struct {
	Name       string // the seat's display name
	Task       int    // task number 1..11 (sprite "task/N"), 0 if none
	TaskName   string // e.g. "Largest network"
	TaskText   string // the task's one-sentence description
	FishValues []int  // values of the fish tokens the seat took
	FishPoints int    // their sum
}

// GameOverDetail is the detail argument the scene passes to NewGame.OnGameOver: one entry per
// seat, indexed like the result's scores.
type GameOverDetail struct {
	Seats []SeatDetail
}

// Detail is what the results screen reveals at the end (table.Detailer): a GameOverDetail.
func (b *Board) Detail() any {
	d := GameOverDetail{Seats: make([]SeatDetail, b.n)}
	for s := 0; s < b.n; s++ {
		pv := b.g.Player(rules.Seat(s))
		sd := SeatDetail{Name: b.t.Name(rules.Seat(s)), Task: int(pv.Task), FishValues: append([]int(nil), pv.FishValues...)}
		if pv.Task != 0 {
			sd.TaskName, sd.TaskText = pv.Task.String(), pv.Task.Describe()
		}
		for _, v := range pv.FishValues {
			sd.FishPoints += v
		}
		d.Seats[s] = sd
	}
	return d
}

// String is the one line the results screen prints under the table: every seat's fish token
// values, revealed at game end (Orkney spec §9 Final screen), e.g.
// "Fish tokens: Ann 3+1+2 = 6 · Bjørn none".
func (d GameOverDetail) String() string {
	var sb strings.Builder
	sb.WriteString("Fish tokens: ")
	for i, s := range d.Seats {
		if i > 0 {
			sb.WriteString(" · ")
		}
		sb.WriteString(s.Name)
		if len(s.FishValues) == 0 {
			sb.WriteString(" none")
			continue
		}
		for j, v := range s.FishValues {
			if j == 0 {
				sb.WriteString(" ")
			} else {
				sb.WriteString("+")
			}
			sb.WriteString(strconv.Itoa(v))
		}
		sb.WriteString(" = " + strconv.Itoa(s.FishPoints))
	}
	return sb.String()
}
