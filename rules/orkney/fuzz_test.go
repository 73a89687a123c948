package orkney_test

import (
	"math/rand/v2"
	"testing"

	"northtable/rules"
	"northtable/rules/hex"
	"northtable/rules/orkney"
)

// illegalFrom builds a move that is probably illegal now, from one input byte.
func illegalFrom(g *orkney.Game, b byte) rules.Move {
	s := g.ToMove()
	other := rules.Seat((int(s) + 1 + int(b>>4)%4) % g.Players())
	switch b & 7 {
	case 0:
		return orkney.PlaceTile{By: s, Cell: hex.Axial{Q: int(b) - 128, R: 40}, Rot: int(b>>3) % 8}
	case 1:
		return orkney.EndTurn{By: other}
	case 2:
		return orkney.Exchange{By: s, Give: orkney.Resource(b % 5), Get: orkney.Resource(b >> 5)}
	case 3:
		return orkney.Build{By: s, Kind: orkney.Building(b % 4), Island: orkney.IslandID{Vertex: hex.Vertex{Q: int(b >> 4), R: 1}}}
	case 4:
		return orkney.ChooseTask{By: s, Task: orkney.Task(b % 13)}
	case 5:
		return orkney.ExtraRoute{By: s, Conn: hex.Axial{Q: int(b>>3) - 16, R: 2}}
	case 6:
		return orkney.Fish{By: other}
	}
	return orkney.PlaceRoute{By: s, Conn: hex.Axial{}, Island: orkney.IslandID{Large: true, Edge: hex.Edge{D: int(b) % 6}}}
}

// FuzzOrkneyMoves plays the moves the input bytes pick from Legal, and every eighth byte
// tries a move built from it that must be refused (with the state unchanged) unless Legal
// lists it.
func FuzzOrkneyMoves(f *testing.F) {
	rng := rand.New(rand.NewPCG(1, 2))
	for i := 0; i < 8; i++ {
		seq := make([]byte, 64+i*120)
		for k := range seq {
			seq[k] = byte(rng.IntN(256))
		}
		seq[0] = byte(i)
		f.Add(seq)
	}
	f.Add([]byte{})
	f.Add([]byte{3, 0, 255, 255, 255, 255, 7, 7, 7, 7})
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) < 2 {
			return
		}
		g, err := orkney.New(orkney.Setup{Players: 2 + int(data[0])%4, Seed: uint64(data[1])})
		if err != nil {
			t.Fatal(err)
		}
		for i, b := range data[2:] {
			if g.Over() {
				break
			}
			legal := g.Legal()
			if len(legal) == 0 {
				t.Fatal("no legal move before the end")
			}
			if i%8 == 7 {
				m := illegalFrom(g, b)
				if !legalIndex(g, legal, m) {
					before := g.Hash()
					cerr := g.Check(m)
					_, err := g.Apply(m)
					if err == nil || cerr == nil || cerr.Error() != err.Error() {
						t.Fatalf("%v applied though not listed as legal (Check: %v)", m, cerr)
					}
					if rules.Explain(err) == "" || codeOrCoordinate.MatchString(rules.Explain(err)) {
						t.Fatalf("%v: refusal words %q", m, rules.Explain(err))
					}
					if g.Hash() != before {
						t.Fatalf("refused %v changed the state", m)
					}
				}
			}
			m := legal[int(b)%len(legal)]
			if err := g.Check(m); err != nil {
				t.Fatalf("Check refuses legal %v: %v", m, err)
			}
			out, err := g.Apply(m)
			if err != nil {
				t.Fatalf("legal %v refused: %v", m, err)
			}
			checkOutcome(t, g, m, out)
		}
		checkInvariants(t, g)
	})
}
