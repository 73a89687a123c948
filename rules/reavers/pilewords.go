package reavers

import (
	"math/bits"
	"strconv"

	"northtable/rules"
)

// PileLine is one line of a Glory pile's listing: the kind of thing and what the pile holds of
// it, in words ("Sea Battles won", "Raiders' Cove ×2 and The Kraken").
type PileLine struct{ Head, Text string }

// PileCount is the number of cards and tokens in the player's Glory pile (Reaver cards,
// Artifacts, Ship Upgrade tokens, Keep Spoils, Sea Battles won) and of Territory tiles in
// its row (spec §2.6, §5.6, §10.6: everything there is public).
func (p *Player) PileCount() (cards, tiles int) {
	cards = bits.OnesCount64(p.PileReavers) + bits.OnesCount16(p.PileArtifacts)
	for _, k := range p.PileUpgrades {
		cards += int(k)
	}
	for _, k := range p.PileKeep {
		cards += int(k)
	}
	for _, k := range p.PileBattles {
		cards += int(k)
	}
	for _, k := range p.PileTerritories {
		tiles += int(k)
	}
	return cards, tiles
}

// PileLines lists the player's Glory pile by kind, in words: the Keep Spoils, the Sea Battles
// won, the Artifacts with their Glory, the Ship Upgrade tokens and the Reavers; a kind the pile
// holds none of has no line.
func (p *Player) PileLines() []PileLine {
	var out []PileLine
	add := func(head string, items []string) {
		if items != nil {
			out = append(out, PileLine{head, rules.List(items)})
		}
	}
	counted := func(items []string, name string, n int8) []string {
		switch {
		case n > 1:
			return append(items, name+" ×"+strconv.Itoa(int(n)))
		case n == 1:
			return append(items, name)
		}
		return items
	}
	var ks, bs, as, us, rs []string
	for k, n := range p.PileKeep {
		ks = counted(ks, KeepSpoilsKinds[k].Name, n)
	}
	add("Keep Spoils", ks)
	for k, n := range p.PileBattles {
		bs = counted(bs, Battles[k].Name, n)
	}
	add("Sea Battles won", bs)
	for a := 0; a < NumArtifacts; a++ {
		if p.PileArtifacts&(1<<a) != 0 {
			as = append(as, Artifacts[a].Name+" ("+strconv.Itoa(int(Artifacts[a].Glory))+" Glory)")
		}
	}
	add("Artifacts", as)
	for u, n := range p.PileUpgrades {
		us = counted(us, Upgrade(u).String(), n)
	}
	add("Ship Upgrade tokens", us)
	for r := 0; r < NumReavers; r++ {
		if p.PileReavers&(1<<r) != 0 {
			rs = append(rs, Reavers[r].Name)
		}
	}
	add("Reavers", rs)
	return out
}
