package reykholt

import (
	"errors"
	"math/rand/v2"
	"testing"

	"northtable/rules"
)

// FuzzReykholtMoves plays the moves the input bytes pick from Legal, checking the invariants
// and the conservation of goods after each; every eighth byte also tries a candidate move
// that Legal does not list, which must be refused (the same answer from Check, plain words)
// with the state unchanged.
func FuzzReykholtMoves(f *testing.F) {
	rng := rand.New(rand.NewPCG(1, 2))
	for i := 0; i < 12; i++ {
		seq := make([]byte, 80+i*90)
		for k := range seq {
			seq[k] = byte(rng.IntN(256))
		}
		seq[0] = byte(i)
		f.Add(seq)
	}
	f.Add([]byte{})
	f.Add([]byte{3, 0, 4, 255, 255, 255, 255, 7, 7, 7, 7})
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) < 3 {
			return
		}
		g, err := New(Setup{Players: 1 + int(data[0])%4, Seed: uint64(data[1]), Set: Sets[int(data[2])%5], Start: -1})
		if err != nil {
			t.Fatal(err)
		}
		for i, b := range data[3:] {
			if g.Over() {
				break
			}
			legal := g.Legal()
			if len(legal) == 0 {
				t.Fatal("no legal move before the end")
			}
			if i%8 == 7 {
				cands := candidates(g)
				m := cands[(int(b)*131+i)%len(cands)]
				listed := false
				for _, l := range legal {
					listed = listed || l == m
				}
				if !listed {
					before := g.Hash()
					cerr := g.Check(m)
					_, err := g.Apply(m)
					var ill *rules.IllegalMoveError
					if !errors.As(err, &ill) || cerr == nil || cerr.Error() != err.Error() {
						t.Fatalf("%v applied though not listed as legal (Check: %v, Apply: %v)", m, cerr, err)
					}
					if ill.Words == "" || !plainWords(ill.Words) {
						t.Fatalf("%v: refusal words %q", m, ill.Words)
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
			before := goodsOut(g)
			out, err := g.Apply(m)
			if err != nil {
				t.Fatalf("legal %v refused: %v", m, err)
			}
			if got, want := goodsOut(g), before+crossings(out.Events); got != want {
				t.Fatalf("goods not conserved over %v: %d outside the supply, events say %d", m, got, want)
			}
			if err := invariantError(g); err != nil {
				t.Fatalf("after %v: %v", m, err)
			}
		}
	})
}
