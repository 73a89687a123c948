package reavers

import (
	"strconv"
	"strings"

	"northtable/rules"
)

// The cards' and pieces' words, as a board's tips and card faces show them (Reavers spec §11
// "every card, token and slot tells its whole text"): each from the card tables, so a board
// restates none of them.

// Preview says what each use of Reaver r gives (spec §6.1): Rally's dice ("Rally: 2 yellow"),
// the Specialise ability, the Promote bonus of its clan.
func (r Reaver) Preview() string {
	var cols []string
	var n [NumColours]int
	anyN := 0
	for _, c := range r.Rally {
		if c == AnyColour {
			anyN++
		} else {
			n[c]++
		}
	}
	for c, k := range n {
		if k > 0 {
			cols = append(cols, strconv.Itoa(k)+" "+Colour(c).String())
		}
	}
	if anyN > 0 {
		cols = append(cols, strconv.Itoa(anyN)+" of any colour")
	}
	var ab []string
	for _, o := range r.Ability() {
		ab = append(ab, o.Words())
	}
	return "Rally: " + rules.List(cols) + ", dice on faces you choose. Specialised: " + strings.Join(ab, ", or ") +
		". Leader: " + Clans[r.Clan].Text
}

// Words is the Reaver card's whole text: its name, clan and tier, and its Preview.
func (r Reaver) Words() string {
	return r.Name + " (" + r.Clan.String() + ", tier " + strconv.Itoa(int(r.Tier)) + "). " + r.Preview()
}

// PlacedWords is the whole text of Reaver id in a player's area: at slot NoSlot their Leader,
// else specialised in that slot, with the location that uses it.
func PlacedWords(id ReaverID, at Slot) string {
	r := Reavers[id]
	where := ", your Leader"
	if at != NoSlot {
		where = ", specialised in the " + at.String() + " slot (used at " + at.Location().String() + ")"
	}
	return r.Name + " (" + r.Clan.String() + ", tier " + strconv.Itoa(int(r.Tier)) + ")" + where + ". " + r.Preview()
}

// CardWords is the whole words of a card on a display: a Reaver's Words, a Spoils card's name,
// deck and text, a Sea Battle's Defence, combination and reward, a Prophecy's condition and
// Glory; "" for no card.
func CardWords(c Card) string {
	if c.ID < 0 {
		return ""
	}
	switch c.Deck {
	case ReaverDeck:
		return Reavers[c.ID].Words()
	case VillageSpoilsDeck:
		v := &VillageSpoilsKinds[c.ID]
		return v.Name + " (Village Spoils): " + v.Text
	case KeepSpoilsDeck:
		v := &KeepSpoilsKinds[c.ID]
		return v.Name + " (Keep Spoils): " + v.Text
	case SeaBattleDeck:
		bt := &Battles[c.ID]
		return bt.Name + " (Sea Battle): Defence " + strconv.Itoa(int(bt.Defence)) + ", or pay " + bt.Combination.Words() + ". Win: " + bt.Text
	case ProphecyDeck:
		pr := &Prophecies[c.ID]
		return pr.Name + " (Prophecy, " + strconv.Itoa(int(pr.Glory)) + " Glory at the end if met): " + pr.Text
	case SeaJourneyDeck:
		j := &Journeys[c.ID]
		return j.Name + " (Sea Journey): " + j.Text
	}
	return ""
}

// Line is a Keep Spoils card's line on a display, shorter than its rules text where that is
// long: a set card kept for the final scoring reads "Set scoring" (with what it also gives);
// the others list their gains and the pillage's Defence (CardWords has the full wording).
func (k *KeepSpoils) Line() string {
	var parts []string
	for _, e := range k.Effects {
		parts = append(parts, e.Words())
	}
	if !k.Kept || k.Set == NoSet {
		w := rules.List(parts)
		if k.Pillage.Defence > 0 {
			w += "; pillage, Def " + strconv.Itoa(int(k.Pillage.Defence))
		}
		if w == "" {
			return k.Text
		}
		return w
	}
	if len(parts) == 0 {
		return "Set scoring"
	}
	return "Set scoring; " + rules.List(parts)
}

// Line is a Village Spoils card's line on a display, shorter than its rules text: an Artifact
// card says so (its name is the Artifact's); a card of gains lists them, with the pillage's
// Defence ("1 Favour; pillage, Def 1"); a Ship Upgrade its token or the Glory.
func (v *VillageSpoils) Line() string {
	if v.Artifact != NoArtifact {
		return "Artifact for your board"
	}
	var parts []string
	for _, e := range v.Effects {
		if e.Kind == ShipUpgradeCard { // ShortName says which token
			return "Ship Upgrade or " + strconv.Itoa(ShipUpgradeGlory) + " Glory"
		}
		parts = append(parts, e.Words())
	}
	w := rules.List(parts)
	if v.Pillage.Defence > 0 {
		w += "; pillage, Def " + strconv.Itoa(int(v.Pillage.Defence))
	}
	if w == "" {
		return v.Text
	}
	return w
}

// ShortName is a Village Spoils card's name on a display: a Ship Upgrade card by its token
// ("Ship-or-Hammer"; its Line says "Ship Upgrade"), the others as printed.
func (v *VillageSpoils) ShortName() string {
	return strings.TrimPrefix(v.Name, "Ship Upgrade: ")
}

// TerritoryWords is a Territory stack's whole words with left tiles in it: its Defence by
// Force, its Peace cost and its reward (spec §5.6).
func TerritoryWords(t StackID, left int) string {
	tr := &Territories[t]
	return tr.Name + " Territory, " + strconv.Itoa(left) + " of " + strconv.Itoa(TilesPerStack) + " tiles left. By Force: Defence " +
		strconv.Itoa(tr.Defence()) + ". In Peace: pay " + tr.Peace.Words() + ". Reward: " + tr.Text
}

// TradeDieWords is a die lying on Trade with Villages in words (spec §5.2).
func TradeDieWords(d TradeDie) string {
	return "A Village die: a " + d.Colour.String() + " die showing " + d.Colour.FaceName(d.Face) + ". Trade with Villages gives one as a reward."
}

// BoxWords is the words of box i of the player's area: 0 the Leader, 1.. the Specialise slots,
// each with the location that uses it and the cards in it.
func (p *Player) BoxWords(i int) string {
	var names []string
	head := "Leader: "
	if i == 0 {
		if p.Leader >= 0 {
			names = append(names, Reavers[p.Leader].Name)
		}
	} else {
		sl := Slot(i - 1)
		head = sl.String() + " slot (its abilities are offered at " + sl.Location().String() + "): "
		for _, id := range p.Slots[sl] {
			if id >= 0 {
				names = append(names, Reavers[id].Name)
			}
		}
	}
	if len(names) == 0 {
		return head + "empty."
	}
	return head + rules.List(names) + "."
}

// Words is an Artifact's whole text: its name, Glory, power and when it may be used, and the
// die it holds, stored or not (spec §7.2, §2.6).
func (a Artifact) Words(stored bool) string {
	when := "Any time: "
	switch a.Usable {
	case AfterLocation:
		when = "Right after you activate or Rest at " + a.After.String() + ": "
	case InOwnCombat:
		when = ""
	}
	hold := "Holds " + DieWords(a.HoldsColour, a.HoldsFace) + " (empty)."
	if stored {
		hold = "Holds " + DieWords(a.HoldsColour, a.HoldsFace) + " (stored)."
	}
	return a.Name + " (Artifact, " + strconv.Itoa(int(a.Glory)) + " Glory at the end). " + when + a.Text +
		" Using it discards it to your Glory pile. " + hold
}

// EmptyArtifactWords and EmptyUpgradeWords are the words of an empty space of a player's area.
const (
	EmptyArtifactWords = "An empty Artifact space."
	EmptyUpgradeWords  = "An empty Ship Upgrade space."
)

// Words is a Ship Upgrade token's text (spec §2.5): what it counts as, and whether it was used
// this round.
func (u UpgradeToken) Words() string {
	w := "counts as one " + u.Kind.String() + " die in a payment"
	if u.Kind == UpgradeShipOrHammer {
		w = "counts as one Ship or one Hammer die in a payment, or as one Combat die"
	}
	s := "Ship Upgrade: " + u.Kind.String() + ". Once a round it " + w + "."
	if u.Used {
		s += " Used this round: it turns face up at cleanup."
	}
	return s
}

// StockWords is a token stock in words: "3 Favour", "2 Wall tokens (scored at the end; the
// majority scores more)", "1 Terror (costs Glory at the end)".
func StockWords(t Token, n int) string {
	s := strconv.Itoa(n) + " " + t.String()
	switch t {
	case Farm, Wall, Tower:
		s += " token"
		if n != 1 {
			s += "s"
		}
	}
	switch t {
	case Farm, Wall, Tower:
		s += " (scored at the end; the majority scores more)"
	case Terror:
		s += " (costs Glory at the end)"
	}
	return s
}

// DeckWords is deck d's draw pile in words, as its tip says it (spec §11 "Always visible":
// every deck and discard size): "The Reaver deck: 33 cards to draw."; the Sea Journey deck,
// which shows its draw and discard piles as one, says both and when it is drawn.
func (g *Game) DeckWords(d Deck) string {
	draw, dis := g.DeckSize(d)
	if d == SeaJourneyDeck {
		return "The Sea Journey deck: " + cardCount(draw) + " to draw, " + cardCount(dis) +
			" in the discard pile. One is revealed for each activation of Battle at Sea."
	}
	return "The " + d.String() + " deck: " + cardCount(draw) + " to draw."
}

// DiscardWords is deck d's discard pile in words: "The Reaver discard pile: 2 cards in the
// discard pile."; the Prophecies' says it is face down (spec §2.7).
func (g *Game) DiscardWords(d Deck) string {
	_, dis := g.DeckSize(d)
	what := cardCount(dis) + " in the discard pile."
	if d == ProphecyDeck {
		what += " Prophecies are discarded face down."
	}
	return "The " + d.String() + " discard pile: " + what
}

// cardCount is "1 card", "12 cards".
func cardCount(n int) string {
	if n == 1 {
		return "1 card"
	}
	return strconv.Itoa(n) + " cards"
}

// TakenPlaceWords is the words of a display place taken this round (spec §4.5: the cleanup
// refills the displays).
const TakenPlaceWords = "Taken this round: the cleanup refills it."
