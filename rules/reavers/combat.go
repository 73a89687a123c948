package reavers

import "northtable/rules"

// Committing Hammer sources and counting a combat roll (Reavers spec §8). A commitment is a
// Payment of Hammer sources: Hammer and Double Hammer dice (board or stored), wild dice and
// unused Ship-or-Hammer tokens.

// AppendCommitments appends to dst every distinct set of Hammer sources worth at least one
// Combat die (Reavers spec §8 step 2, §10.2 CommitHammers) and returns the extended slice;
// none when the player has no Hammer source. A Hammer die gives 1 Combat die, a Double Hammer
// 2, a wild die 1, a Ship-or-Hammer token 1; each Artifact's stored die is its own place.
//
// Order: commitments with more items first (so the first is everything); among those with as
// many items, more Hammer and Double Hammer dice first, then more Ship-or-Hammer tokens, then
// more wild dice; within that, more of an earlier kind first, the kinds being board dice
// (yellow, blue, red; faces in Face order), stored dice by Artifact space, then tokens.
//
// It allocates nothing when dst has room.
func (p *Player) AppendCommitments(dst []Payment) []Payment {
	e := enumerator{out: dst, want: wantAny}
	e.inv.fill(p, forCombat)
	for n := e.inv.items(); n >= 1; n-- {
		e.counts(0, int8(n))
	}
	return e.out
}

// CombatDice is how many Combat dice the Hammer sources in pay give (Reavers spec §8 step 2):
// 1 for each Hammer die, 2 for each Double Hammer die, 1 for each wild die and 1 for each
// Ship-or-Hammer token. Items that are no Hammer source count nothing (CheckCommitment refuses
// them).
func (p *Player) CombatDice(pay Payment) int {
	wild := p.LeaderClan()
	n := 0
	for c := range Colour(NumColours) {
		for f := range Face(NumFaces) {
			if k := int(pay.Board[c][f]); k > 0 {
				n += k * dieCombatDice(wild, c, f)
			}
		}
	}
	for i := range ArtifactSpaces {
		if pay.Stored&(1<<i) == 0 {
			continue
		}
		if c, f, ok := p.StoredDie(i); ok {
			n += dieCombatDice(wild, c, f)
		}
	}
	return n + max(0, int(pay.Tokens[UpgradeShipOrHammer]))
}

// dieCombatDice is the Combat dice one crew die of colour c showing f gives a player whose
// Leader is of clan wild: its HammerValue, or 1 when it is wild (never a Double Hammer, §2.4).
func dieCombatDice(wild ClanID, c Colour, f Face) int {
	if wild.WildFace(c, f) {
		return 1
	}
	return HammerValue(f)
}

// CanFight reports whether the player has at least one Hammer source, which Combat, Force and
// Pillage require (Reavers spec §5.3, §5.6, §7.1, §10.2). It allocates nothing.
func (p *Player) CanFight() bool {
	var inv inventory
	inv.fill(p, forCombat)
	return inv.items() > 0
}

// CheckCommitment reports whether pay is a commitment the player can make: "" when it is;
// ErrNoCombatDice when the player has no Hammer source or pay is worth no Combat die;
// ErrBadPayment when pay names items the player does not own, has used, or that are no Hammer
// source (a Shield die, a Chest token, a clan icon that is not wild) (Reavers spec §10.4).
func (p *Player) CheckCommitment(pay Payment) string {
	var inv inventory
	inv.fill(p, forCombat)
	if inv.items() == 0 {
		return ErrNoCombatDice
	}
	if _, ok := inv.spend(&pay); !ok {
		return ErrBadPayment
	}
	if p.CombatDice(pay) == 0 {
		return ErrNoCombatDice
	}
	return ""
}

// Commit spends a commitment CheckCommitment accepted: its dice go to the supply whatever the
// combat brings, its tokens are flipped (Reavers spec §8 step 2).
func (p *Player) Commit(pay Payment) { p.spend(pay) }

// RollSuccesses is the successes of the Combat dice faces, plus extra successes that last for
// the rest of the combat (Thor's Amulet's ExtraSuccess, Reavers spec §7.2 A07): 2 for a double
// axe, 1 for a single axe, 0 for a blank (§2.1).
func RollSuccesses(faces []CombatFace, extra int) int {
	n := extra
	for _, f := range faces {
		n += f.Successes()
	}
	return n
}

// CombatWon reports whether a roll wins a combat against defence: successes at least the
// Defence (Reavers spec §8 step 4), extra successes included.
func CombatWon(faces []CombatFace, extra, defence int) bool {
	return RollSuccesses(faces, extra) >= defence
}

// MaxSuccesses is the most a combat of dice Combat dice can score, with extra successes: two
// for each die. A re-roll can win only when this reaches the Defence.
func MaxSuccesses(dice, extra int) int { return 2*dice + extra }

// WinChance is the chance, as wins out of outcomes (3^n: each Combat die rolls 2, 1 or 0
// successes alike, spec §2.1), that n Combat dice reach defence in one roll.
func WinChance(n, defence int) (wins, outcomes int) {
	ways := []int{1} // ways[k]: outcomes of the dice so far with k successes
	for range n {
		next := make([]int, len(ways)+2)
		for k, w := range ways {
			next[k] += w
			next[k+1] += w
			next[k+2] += w
		}
		ways = next
	}
	outcomes = 1
	for range n {
		outcomes *= 3
	}
	for k, w := range ways {
		if k >= defence {
			wins += w
		}
	}
	return wins, outcomes
}

// DiceToWin is the fewest Combat dice that reach defence in one roll at least two times in
// three (spec §8: a re-roll can still mend a miss), at most limit.
func DiceToWin(defence, limit int) int {
	for n := 1; n < limit; n++ {
		if w, o := WinChance(n, defence); 3*w >= 2*o {
			return n
		}
	}
	return max(1, limit)
}

// SuggestCommitment is the commitment a board proposes against defence (spec §8 step 2, §11):
// just enough Combat dice to win two times in three (DiceToWin), or every source when even all
// fall short; of the commitments giving those dice, the one spending the fewest crew dice
// (a Ship-or-Hammer token turns face up again at cleanup, a die is gone), then the fewest wild
// dice (they pay any face), then the fewest stored dice. False without a Hammer source.
func (p *Player) SuggestCommitment(defence int) (Payment, bool) {
	all := p.AppendCommitments(nil)
	if len(all) == 0 {
		return Payment{}, false
	}
	most := 0
	for _, pay := range all {
		most = max(most, p.CombatDice(pay))
	}
	want := DiceToWin(defence, most)
	wild := p.LeaderClan()
	type key struct{ over, dice, wild, stored int }
	keyOf := func(pay Payment) key {
		k := key{over: p.CombatDice(pay) - want, stored: popcount(uint64(pay.Stored))}
		if k.over < 0 {
			k.over = 1 << 10 // short of the dice wanted: only when nothing reaches them
		}
		k.dice = pay.Board.Count() + k.stored
		for c := range Colour(NumColours) {
			for f := range Face(NumFaces) {
				if pay.Board[c][f] > 0 && wild.WildFace(c, f) {
					k.wild += int(pay.Board[c][f])
				}
			}
		}
		return k
	}
	less := func(a, b key) bool {
		if a.over != b.over {
			return a.over < b.over
		}
		if a.dice != b.dice {
			return a.dice < b.dice
		}
		if a.wild != b.wild {
			return a.wild < b.wild
		}
		return a.stored < b.stored
	}
	best, bk := all[0], keyOf(all[0])
	for _, pay := range all[1:] {
		if k := keyOf(pay); less(k, bk) {
			best, bk = pay, k
		}
	}
	return best, true
}

// WorthRerolling reports whether re-rolling the Combat dice sel of a combat whose successes
// are succ against defence can help (spec §8 step 4): not once the
// Defence is reached (a re-roll can only lose successes), and never a double axe (no face
// beats it).
func WorthRerolling(sel [NumCombatFaces]int8, succ, defence int) bool {
	return succ < defence && sel[DoubleAxe] == 0 && sel != [NumCombatFaces]int8{}
}

// Worthwhile reports whether a board should offer move m as an answer of its own: false for a
// re-roll (a Reroll, or Odin's Drinking Horn's) that WorthRerolling refuses now, true for
// every other move. Such a re-roll stays legal; it is only not proposed.
func (g *Game) Worthwhile(m rules.Move) bool {
	var sel [NumCombatFaces]int8
	switch m := m.(type) {
	case Reroll:
		sel = m.Dice
	case UseArtifact:
		if m.Dice == sel {
			return true
		}
		sel = m.Dice
	default:
		return true
	}
	in := g.Info()
	return WorthRerolling(sel, in.Successes, in.Defence)
}
