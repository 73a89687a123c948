package reavers

import (
	"math/bits"
	"strconv"
	"strings"

	"northtable/rules"
)

// Final scoring and the winner (Reavers spec §9, §7.6, §11 "Final scoring"). Scoring reads
// each player's area as it stands after the final Artifact window: the "transfer to Glory
// piles" of §9 is bookkeeping only, since everything owned counts wherever it lies.

// Score categories, in display order (Reavers spec §11 "Final scoring"): each player's
// breakdown has these lines, then one per Prophecy in their hand, named CatProphecy and the
// card's name ("Prophecy: Full Benches"), so a reader of the results tells it from the others.
const (
	CatTrack      = "Glory track"
	CatTerror     = "Terror"
	CatFarms      = "Farms"
	CatWalls      = "Walls"
	CatTowers     = "Towers"
	CatArtifacts  = "Artifacts"
	CatArmour     = "Armour"
	CatTreasure   = "Treasure"
	CatArt        = "Art"
	CatLinen      = "Finnish Linen"
	CatTapestries = "Tapestries"
	// CatProphecy starts the name of each Prophecy's line, the card's name following it.
	CatProphecy = "Prophecy: "
	// GroupProphecies is the Group of every Prophecy's line: a crowded results table shows a
	// player's Prophecies in one row.
	GroupProphecies = "Prophecies"
)

// tokenCats are the category names of TokenScorings' rows.
var tokenCats = [len(TokenScorings)]string{CatFarms, CatWalls, CatTowers}

// setCats are the category names of SetTables' rows.
var setCats = [len(SetTables)]string{CatArmour, CatTreasure, CatArt, CatLinen}

// The winner's tie chain (Reavers spec §9 step 6), as rules.Result.TieRule words it for the
// results screen ("decided by the most Favour left").
const (
	TieFavour = "the most Favour left"
	TieShared = "a shared victory" // still tied on Favour: the tied players share the victory
)

// Measure is what the condition's Measure counts for the player at final scoring (Reavers spec
// §7.6; doc.go's readings say what each counts): cards everything owned, in play and in the
// Glory pile; tokens those held now.
func (p *Player) Measure(c Condition) int {
	n := 0
	switch c.Measure {
	case WonBattles:
		for b, k := range p.PileBattles {
			if c.Battles&(1<<b) != 0 {
				n += int(k)
			}
		}
	case TerritoryTiles:
		for _, k := range p.PileTerritories {
			n += int(k)
		}
	case TerritoryTypes:
		var types [NumTerritoryTypes]bool
		for s, k := range p.PileTerritories {
			if k > 0 {
				types[Territories[s].Type] = true
			}
		}
		for _, t := range types {
			if t {
				n++
			}
		}
	case TokensHeld:
		n = int(p.Tokens[c.Token])
	case KeepCards:
		n = p.keepCards(c.Set)
	case ArtifactCards:
		n = bits.OnesCount16(p.artifactsOwned())
	case UpgradeTokens:
		for _, t := range p.Upgrades {
			if t.Present {
				n++
			}
		}
		for _, k := range p.PileUpgrades {
			n += int(k)
		}
	case CrewDice:
		n = p.CrewDice()
	case SpecialisedCards:
		for _, slot := range p.Slots {
			for _, r := range slot {
				if r != NoReaver {
					n++
				}
			}
		}
	case TapestrySets:
		n = min(p.keepCards(TapestryA), p.keepCards(TapestryB), p.keepCards(TapestryC))
	}
	return n
}

// ProphecyMet reports whether the Prophecy's condition holds for the player now.
func (p *Player) ProphecyMet(id ProphecyID) bool {
	c := Prophecies[id].Condition
	return c.Holds(p.Measure(c))
}

// keepCards is the number of Keep Spoils cards of the set kind in the Glory pile.
func (p *Player) keepCards(s SetKind) int {
	n := 0
	for k, c := range p.PileKeep {
		if KeepSpoilsKinds[k].Set == s {
			n += int(c)
		}
	}
	return n
}

// artifactsOwned is the set of Artifacts the player owns, in play or in the Glory pile: bit i
// for ArtifactID i.
func (p *Player) artifactsOwned() uint16 {
	owned := p.PileArtifacts
	for _, a := range p.Artifacts {
		if a >= 0 && int(a) < NumArtifacts {
			owned |= 1 << a
		}
	}
	return owned
}

// FinalScores scores every seat at the end of round 6 (Reavers spec §9) and ranks them: the
// players' areas are indexed by seat. Each Score's Breakdown is, in display order, the Glory
// track, Terror (a loss), Farms, Walls and Towers (with their majority bonuses), Artifacts,
// Armour, Treasure, Art, Finnish Linen and Tapestries, then each Prophecy in the hand in card
// order, met or not; the lines add up to Total. The most Glory wins; a tie goes to the most
// Favour left (Score.Tiebreak says each tied seat's Favour, Result.TieRule which step decided),
// and players still tied share the victory.
func FinalScores(ps []Player) rules.Result {
	res := rules.Result{Scores: make([]rules.Score, len(ps))}
	var most [len(TokenScorings)]int
	var shared [len(TokenScorings)]int
	for i := range ps {
		for j, ts := range TokenScorings {
			switch n := int(ps[i].Tokens[ts.Token]); {
			case n > most[j]:
				most[j], shared[j] = n, 1
			case n == most[j]:
				shared[j]++
			}
		}
	}
	for i := range ps {
		p := &ps[i]
		cats := make([]rules.Category, 0, 11+bits.OnesCount32(p.Hand))
		cats = append(cats, rules.Category{Name: CatTrack, Points: int(p.Glory)})
		t := int(p.Tokens[Terror])
		cats = append(cats, rules.Category{Name: CatTerror, Points: -TerrorLoss(t), Note: plural(t, "Terror token", "Terror tokens")})
		for j, ts := range TokenScorings {
			n := int(p.Tokens[ts.Token])
			cat := rules.Category{Name: tokenCats[j], Points: ts.Score(n), Note: "none"}
			if n > 0 {
				cat.Note = tokenScoreWords(ts.Token, n, ts.Rate(n))
			}
			if n > 0 && n == most[j] {
				cat.Points += int(ts.Majority)
				cat.Note += majorityWords(tokenCats[j], int(ts.Majority), shared[j] > 1)
			}
			cats = append(cats, cat)
		}
		cats = append(cats, p.artifactCategory())
		for j, st := range SetTables {
			n := p.keepCards(st.Set)
			cats = append(cats, rules.Category{Name: setCats[j], Points: st.Score(n), Note: setWords(n, KeepSpoilsKinds[keepOf(st.Set)].Name, len(st.Values))})
		}
		cats = append(cats, p.tapestryCategory())
		for id := range ProphecyID(NumProphecies) {
			if p.Hand&(1<<id) == 0 {
				continue
			}
			pr := &Prophecies[id]
			v := p.Measure(pr.Condition)
			cat := rules.Category{Name: CatProphecy + pr.Name, Group: GroupProphecies, Note: "not met: " + measureWords(pr.Condition, v, false)}
			if pr.Condition.Holds(v) {
				cat.Points, cat.Note = int(pr.Glory), "met: "+measureWords(pr.Condition, v, true)
			}
			cats = append(cats, cat)
		}
		total := 0
		for _, c := range cats {
			total += c.Points
		}
		res.Scores[i] = rules.Score{Seat: rules.Seat(i), Total: total, Breakdown: cats}
	}
	rankScores(ps, &res)
	return res
}

// rankScores sets each seat's Rank, Tiebreak, the Winners and the TieRule: the most Glory,
// then the most Favour left, then a shared place (Reavers spec §9 step 6).
func rankScores(ps []Player, res *rules.Result) {
	better := func(a, b int) bool {
		sa, sb := res.Scores[a].Total, res.Scores[b].Total
		if sa != sb {
			return sa > sb
		}
		return ps[a].Tokens[Favour] > ps[b].Tokens[Favour]
	}
	topTied := false
	for i := range ps {
		rank, tied := 1, false
		for o := range ps {
			if better(o, i) {
				rank++
			}
			if o != i && res.Scores[o].Total == res.Scores[i].Total {
				tied = true
			}
		}
		res.Scores[i].Rank = rank
		if tied {
			res.Scores[i].Tiebreak = strconv.Itoa(int(ps[i].Tokens[Favour])) + " Favour left"
		}
		if rank == 1 {
			res.Winners = append(res.Winners, rules.Seat(i))
			topTied = topTied || tied
		}
	}
	switch {
	case len(res.Winners) > 1:
		res.TieRule = TieShared
	case topTied:
		res.TieRule = TieFavour
	}
}

// artifactCategory is the Artifacts line: each owned Artifact's printed Glory, in play or in
// the Glory pile (Reavers spec §2.6, §9 step 3), named in the note.
func (p *Player) artifactCategory() rules.Category {
	cat := rules.Category{Name: CatArtifacts, Note: "none"}
	owned := p.artifactsOwned()
	var names []string
	for id := range ArtifactID(NumArtifacts) {
		if owned&(1<<id) != 0 {
			a := &Artifacts[id]
			cat.Points += int(a.Glory)
			names = append(names, a.Name+" "+strconv.Itoa(int(a.Glory)))
		}
	}
	if len(names) > 0 {
		cat.Note = strings.Join(names, ", ")
	}
	return cat
}

// tapestryCategory is the Tapestries line (Reavers spec §9 step 4): 15 for each set of A, B
// and C, 2 for each Tapestry left over. The note says what scored what, so a lone Tapestry's 2
// Glory is not a riddle: "1 A+B+C set × 15 Glory, 2 more Tapestries (B, C) × 2 Glory each";
// "1 Tapestry (B) × 2 Glory, no A+B+C set" (the spec's own "A + B + C", kept short for the
// results' narrow columns).
func (p *Player) tapestryCategory() rules.Category {
	n := [3]int{p.keepCards(TapestryA), p.keepCards(TapestryB), p.keepCards(TapestryC)}
	cat := rules.Category{Name: CatTapestries, Points: TapestryScore(n[0], n[1], n[2]), Note: "none"}
	if n[0]+n[1]+n[2] == 0 {
		return cat
	}
	sets := min(n[0], n[1], n[2])
	var rest []string // the letters of the Tapestries left over
	for i, k := range n {
		for range k - sets {
			rest = append(rest, string(rune('A'+i)))
		}
	}
	var parts []string
	if sets > 0 {
		w := plural(sets, "A+B+C set", "A+B+C sets") + " × " + strconv.Itoa(TapestrySet) + " Glory"
		if sets > 1 {
			w += " each"
		}
		parts = append(parts, w)
	}
	if len(rest) > 0 {
		one, many := "Tapestry", "Tapestries"
		if sets > 0 {
			one, many = "more Tapestry", "more Tapestries"
		}
		w := plural(len(rest), one, many) + " (" + strings.Join(rest, ", ") + ") × " + strconv.Itoa(TapestryLeftover) + " Glory"
		if len(rest) > 1 {
			w += " each"
		}
		parts = append(parts, w)
		if sets == 0 {
			parts = append(parts, "no A+B+C set")
		}
	}
	cat.Note = strings.Join(parts, ", ")
	return cat
}

// tokenScoreWords is what n scoring tokens earn at the rate for holding n (spec §9 step 2):
// "1 Wall token × 2 Glory", "4 Farm tokens × 2 Glory each".
func tokenScoreWords(t Token, n, rate int) string {
	w := plural(n, t.String()+" token", t.String()+" tokens") + " × " + strconv.Itoa(rate) + " Glory"
	if n > 1 {
		w += " each"
	}
	return w
}

// majorityWords is the majority bonus of a token kind (its category's name, "Walls") in
// words, to follow tokenScoreWords: ", +4 for the most Walls"; shared with another player:
// ", +4 for the most Walls (tied)" (spec §9 step 2: each tied player receives the full bonus).
func majorityWords(kinds string, bonus int, shared bool) string {
	w := ", +" + strconv.Itoa(bonus) + " for the most " + kinds
	if shared {
		w += " (tied)"
	}
	return w
}

// keepOf is the first Keep Spoils kind of the set kind, for its name.
func keepOf(s SetKind) KeepID {
	for k := range KeepSpoilsKinds {
		if KeepSpoilsKinds[k].Set == s {
			return KeepID(k)
		}
	}
	return 0
}

// setWords is a Keep Spoils kind's note: how n cards fall into sets of at most largest
// ("7 Armour: sets of 6 and 1", "3 Art: a set of 3", "none").
func setWords(n int, name string, largest int) string {
	if n == 0 {
		return "none"
	}
	var sizes []string
	for range n / largest {
		sizes = append(sizes, strconv.Itoa(largest))
	}
	if rest := n % largest; rest > 0 {
		sizes = append(sizes, strconv.Itoa(rest))
	}
	head := strconv.Itoa(n) + " " + name + ": "
	if len(sizes) == 1 {
		return head + "a set of " + sizes[0]
	}
	return head + "sets of " + strings.Join(sizes[:len(sizes)-1], ", ") + " and " + sizes[len(sizes)-1]
}

// plural is "n thing" in the singular or plural, "no things" for 0.
func plural(n int, one, many string) string {
	switch n {
	case 0:
		return "no " + many
	case 1:
		return "1 " + one
	}
	return strconv.Itoa(n) + " " + many
}

// measureNouns are the Measures' nouns, singular and plural, for the Prophecy notes.
var measureNouns = [NumMeasures][2]string{
	WonBattles:       {"Sea Battle won", "Sea Battles won"},
	TerritoryTiles:   {"Territory tile", "Territory tiles"},
	TerritoryTypes:   {"Territory type", "Territory types"},
	ArtifactCards:    {"Artifact", "Artifacts"},
	UpgradeTokens:    {"Ship Upgrade token", "Ship Upgrade tokens"},
	CrewDice:         {"crew die", "crew dice"},
	SpecialisedCards: {"Reaver in the Specialise slots", "Reavers in the Specialise slots"},
	TapestrySets:     {"Tapestry set", "Tapestry sets"},
}

// measureWords says what was counted for a Prophecy: "3 Sea Battles won", "no Terror tokens";
// a condition not met says what it asked when that is more than one ("2 of 3 Farm tokens").
func measureWords(c Condition, v int, met bool) string {
	one, many := measureNouns[c.Measure][0], measureNouns[c.Measure][1]
	switch c.Measure {
	case WonBattles:
		if c.Battles != allBattles {
			var names []string
			for b := range BattleID(NumBattleKinds) {
				if c.Battles&(1<<b) != 0 {
					names = append(names, Battles[b].Name)
				}
			}
			one = strings.Join(names, " or ") + " won"
			many = one
		}
	case TokensHeld:
		one, many = c.Token.String()+" token", c.Token.String()+" tokens"
	case KeepCards:
		name := KeepSpoilsKinds[keepOf(c.Set)].Name
		one, many = name+" card", name+" cards"
	}
	if !met && !c.AtMost && c.N > 1 {
		return strconv.Itoa(v) + " of " + strconv.Itoa(int(c.N)) + " " + many
	}
	return plural(v, one, many)
}
