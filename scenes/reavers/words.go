package reavers

import (
	"math/bits"
	"strconv"
	"strings"

	"northtable/rules"
	rv "northtable/rules/reavers"
)

// Plain words for the decision panel's buttons (Reavers spec §11 "Decisions": every answer in
// the player's words, never a rule code). The effects' own words come from the rules
// (Effect.Words, Option.Words, Player.PaymentWords); this file only puts them in a sentence.

// costWords is a cost in words: "4 Food", "1 Food and 2 Chest", "free".
func costWords(c rv.Cost) string {
	var parts []string
	if c.Food > 0 {
		parts = append(parts, strconv.Itoa(int(c.Food))+" Food")
	}
	if c.Favour > 0 {
		parts = append(parts, strconv.Itoa(int(c.Favour))+" Favour")
	}
	if n := needsWords(c.Dice); n != "" {
		parts = append(parts, n)
	}
	if len(parts) == 0 {
		return "free"
	}
	return rules.List(parts)
}

// needsWords is a dice requirement in words: "2 Chest", "1 Shield and 2 any dice".
func needsWords(n rv.Needs) string {
	var parts []string
	for k, c := range n {
		if c == 0 {
			continue
		}
		w := rv.Need(k).String()
		if c > 1 && rv.Need(k) == rv.NeedAny {
			w = "any dice"
		}
		parts = append(parts, strconv.Itoa(int(c))+" "+w)
	}
	return rules.List(parts)
}

// combatWords is a set of Combat dice by face in words: "2 blanks and 1 single axe".
func combatWords(d [rv.NumCombatFaces]int8) string {
	var parts []string
	for f, n := range d {
		if n > 0 {
			w := strconv.Itoa(int(n)) + " " + rv.CombatFace(f).String()
			if n > 1 {
				w += "s" // "2 blanks", "2 double axes"
			}
			parts = append(parts, w)
		}
	}
	return rules.List(parts)
}

// dieWords is one crew die in words: "a red Hammer".
func dieWords(c rv.Colour, f rv.Face) string { return "a " + c.String() + " " + c.FaceName(f) }

// reaverName is a Reaver card's name, "" for none.
func reaverName(r rv.ReaverID) string {
	if r < 0 || int(r) >= rv.NumReavers {
		return ""
	}
	return rv.Reavers[r].Name
}

// payVerb is the word a payment move's button starts with.
func payVerb(m rules.Move) string {
	switch m.(type) {
	case rv.Activate:
		return "Pay"
	case rv.PayJourney:
		return "Pay"
	case rv.Combination:
		return "Pay the combination"
	case rv.Commit:
		return "Commit"
	case rv.ChooseLoss:
		return "Lose"
	case rv.Peace:
		return "Peace"
	}
	return ""
}

// payment is the Payment a move carries, and whether it carries one.
func payment(m rules.Move) (rv.Payment, bool) {
	switch m := m.(type) {
	case rv.Activate:
		return m.Payment, true
	case rv.PayJourney:
		return m.Payment, true
	case rv.Combination:
		return m.Payment, true
	case rv.Commit:
		return m.Payment, true
	case rv.ChooseLoss:
		return m.Payment, true
	case rv.Peace:
		return m.Payment, true
	}
	return rv.Payment{}, false
}

// groupKey is the move with its payment taken out: the alternatives of one payment share it,
// so the panel shows them as one answer with a suggested payment and the others on request.
func groupKey(m rules.Move) rules.Move {
	switch m := m.(type) {
	case rv.Activate:
		m.Payment = rv.Payment{}
		return m
	case rv.PayJourney:
		m.Payment = rv.Payment{}
		return m
	case rv.Combination:
		m.Payment = rv.Payment{}
		return m
	case rv.Commit:
		m.Payment = rv.Payment{}
		return m
	case rv.ChooseLoss:
		m.Payment = rv.Payment{}
		return m
	case rv.Peace:
		m.Payment = rv.Payment{}
		return m
	case rv.RestDie:
		return rv.RestDie{By: m.By}
	case rv.PlaceDie:
		return rv.PlaceDie{By: m.By}
	case rv.DiscardDie:
		return rv.DiscardDie{By: m.By}
	}
	return m
}

// listWords is the words of a button that opens a list of dice to choose from (Rest's die, a
// new die's colour and face, the die to discard), and whether m is such a choice.
func listWords(m rules.Move) (string, bool) {
	switch m.(type) {
	case rv.RestDie:
		return "Rest: take one die of your choice…", true
	case rv.PlaceDie:
		return "Choose the new die's face…", true
	case rv.DiscardDie:
		return "Choose a die to discard…", true
	}
	return "", false
}

// moveWords is a move in the player's words, as its button reads.
func (p *pos) moveWords(m rules.Move) string {
	g := p.g
	switch m := m.(type) {
	case rv.SelectLocation:
		return m.Loc.String()
	case rv.UseAbility:
		if c := g.Info().Card; c.Deck == rv.ReaverDeck {
			ab := rv.Reavers[c.ID].Ability()
			if int(m.Option) < len(ab) {
				return "Use: " + ab[m.Option].Words()
			}
		}
		return "Use option " + strconv.Itoa(int(m.Option)+1)
	case rv.Skip:
		if g.Decision() == rv.DecidePillage {
			return "Don't pillage"
		}
		return "Skip the ability"
	case rv.Activate:
		c := rv.Locations[g.Location()].Cost
		if pay, ok := payment(m); ok && pay != (rv.Payment{}) {
			return "Activate, paying " + p.costPayWords(m.By, c, pay)
		}
		if !c.IsFree() {
			return "Activate, paying " + costWords(c)
		}
		return "Activate " + g.Location().String()
	case rv.RestFood:
		return "Rest: take 2 Food"
	case rv.RestDie:
		return "Rest: take " + dieWords(m.Colour, m.Face)
	case rv.Take:
		return p.takeWords(m)
	case rv.Resolve:
		return "Resolve " + m.Card.Name() + " next"
	case rv.Rally:
		return "Rally " + p.cardName() + " for 2 dice"
	case rv.SpecialiseSlot:
		return specialiseWords(m.Slot)
	case rv.Promote:
		return "Promote " + p.cardName() + " to Leader"
	case rv.PromoteDeck:
		return "Draw from the " + m.Deck.String() + " deck"
	case rv.PlaceDie:
		return "Take " + dieWords(m.Colour, m.Face)
	case rv.DiscardDie:
		return "Discard " + dieWords(m.Colour, m.Face)
	case rv.StoreDie:
		a := g.Player(m.By).Artifacts[m.Space]
		name := "Artifact " + strconv.Itoa(int(m.Space)+1)
		if a >= 0 {
			name = rv.Artifacts[a].Name
		}
		return "Store " + dieWords(m.Colour, m.Face) + " on " + name
	case rv.TakeReward:
		return p.rewardWords(m)
	case rv.PayJourney:
		c, _ := p.costOf(m)
		return "Pay " + p.costPayWords(m.By, c, m.Payment)
	case rv.Suffer:
		if j, ok := journeyOf(g); ok {
			return "Suffer: " + rv.Journeys[j].Suffer.Words()
		}
		return "Suffer"
	case rv.ChooseLoss:
		return "Lose " + p.payWords(m.By, m.Payment)
	case rv.Combination:
		return "Pay the combination: " + p.payWords(m.By, m.Payment)
	case rv.Fight:
		return "Fight by Combat"
	case rv.Retreat:
		return "Retreat"
	case rv.Commit:
		pl := g.Player(m.By)
		return "Commit " + p.payWords(m.By, m.Payment) + " (" + strconv.Itoa(pl.CombatDice(m.Payment)) + " Combat dice)"
	case rv.Reroll:
		return "Re-roll " + combatWords(m.Dice) + " for 1 Favour"
	case rv.Accept:
		if in := g.Info(); in.Kind == rv.DecideAfterRoll && in.Successes >= in.Defence {
			return "Accept the victory"
		}
		return "Accept defeat"
	case rv.UseArtifact:
		a := rv.Artifacts[m.Artifact]
		if m.Dice != ([rv.NumCombatFaces]int8{}) {
			return "Use " + a.Name + ": re-roll " + combatWords(m.Dice)
		}
		return "Use " + a.Name + ": " + a.Text
	case rv.Force:
		t := rv.Territories[m.Stack]
		return "Force " + t.Name + " (Defence " + strconv.Itoa(t.Defence()) + ")"
	case rv.Peace:
		return "Peace with " + rv.Territories[m.Stack].Name + ": pay " + p.costPayWords(m.By, rv.Territories[m.Stack].Peace, m.Payment)
	case rv.Stop:
		return "Stop subduing"
	case rv.ReplaceArtifact:
		return "Retire " + rv.Artifacts[m.Artifact].Name
	case rv.ArtifactToPile:
		return "Put the new Artifact in your Glory pile"
	case rv.TakeToken:
		return "Take the token"
	case rv.ReplaceToken:
		u := g.Player(m.By).Upgrades[m.Space]
		return "Replace your " + u.Kind.String() + " token"
	case rv.TokenToPile:
		return "Put the token in your Glory pile"
	case rv.TakeGlory:
		return "Take the Glory instead"
	case rv.PillageCard:
		return "Pillage"
	case rv.KeepProphecy:
		return "Keep " + rv.Prophecies[m.Prophecy].Name
	case rv.Pass:
		return "Pass"
	}
	return "Play"
}

// costPayWords is a payment of cost c in words: the cost's Food and Favour, which no Payment
// carries (the rules take them from the stock), then the dice and tokens pay spends ("1 Food,
// a red Chest die and a blue Chest die").
func (p *pos) costPayWords(s rules.Seat, c rv.Cost, pay rv.Payment) string {
	parts := stockWords(c)
	if pay != (rv.Payment{}) || len(parts) == 0 {
		parts = append(parts, p.payWords(s, pay))
	}
	return rules.List(parts)
}

// stockWords are the Food and Favour of cost c in words ("4 Food", "1 Favour"), none when it
// asks neither.
func stockWords(c rv.Cost) []string {
	var parts []string
	if c.Food > 0 {
		parts = append(parts, strconv.Itoa(int(c.Food))+" Food")
	}
	if c.Favour > 0 {
		parts = append(parts, strconv.Itoa(int(c.Favour))+" Favour")
	}
	return parts
}

// specialiseWords is a Specialise button's words: the slot and the location whose activation
// fires it (spec §1 "Specialise slot": Sea for Battle at Sea, Villages for Raid Villages,
// Keeps for Raid Keeps, Territories for Subdue Territories), "Specialise: Sea slot (Battle at
// Sea)".
func specialiseWords(sl rv.Slot) string {
	w := "Specialise: " + sl.String() + " slot"
	if l := sl.Location(); l >= 0 {
		return w + " (" + l.String() + ")"
	}
	return w
}

// payWords is a payment in words: the dice, stored dice and tokens it spends ("nothing" for
// none; the cost's Food and Favour are costPayWords').
func (p *pos) payWords(s rules.Seat, pay rv.Payment) string {
	pl := p.g.Player(s)
	w := pl.PaymentWords(pay)
	if w == "" {
		return "nothing"
	}
	return w
}

// cardName is the name of the card the decision is about.
func (p *pos) cardName() string {
	c := p.g.Info().Card
	if c == rv.NoCard {
		return "the Reaver"
	}
	return c.Name()
}

func (p *pos) takeWords(m rv.Take) string {
	g := p.g
	switch g.Decision() {
	case rv.DecideTakeReavers:
		if m.From == rv.FromDeck {
			return "Take the top 2 Reaver cards"
		}
		st := g.Stack(int(m.From))
		return "Take " + rules.List(nonEmpty(reaverName(st[0]), reaverName(st[1])))
	case rv.DecideTakeSpoils:
		if m.From == rv.FromDeck {
			return "Take the top 2 Spoils"
		}
		var a, b string
		if g.Location() == rv.RaidKeeps {
			pr := g.KeepPair(int(m.From))
			a, b = keepName(pr[0]), keepName(pr[1])
		} else {
			pr := g.VillagePair(int(m.From))
			a, b = villageName(pr[0]), villageName(pr[1])
		}
		return "Take " + rules.List(nonEmpty(a, b))
	case rv.DecideBattleTarget:
		if m.From == rv.FromDeck {
			return "Reveal the top Sea Battle"
		}
		b := rv.Battles[g.SeaBattle(int(m.From))]
		return "Face " + b.Name + " (Defence " + strconv.Itoa(int(b.Defence)) + ")"
	}
	if m.From == rv.FromDeck {
		return "Take from the deck"
	}
	return "Take number " + strconv.Itoa(int(m.From)+1)
}

func nonEmpty(s ...string) []string {
	out := s[:0]
	for _, x := range s {
		if x != "" {
			out = append(out, x)
		}
	}
	return out
}

func villageName(v rv.VillageID) string {
	if v < 0 {
		return ""
	}
	return rv.VillageSpoilsKinds[v].Name
}

func keepName(k rv.KeepID) string {
	if k < 0 {
		return ""
	}
	return rv.KeepSpoilsKinds[k].Name
}

func (p *pos) rewardWords(m rv.TakeReward) string {
	switch m.Reward {
	case rv.VillageDieReward:
		d := p.g.TradeDice()[m.Index]
		return "Village die: " + dieWords(d.Colour, d.Face)
	case rv.ProphecyReward:
		if m.Index == rv.FromDeck {
			return "Prophecy: draw the top card"
		}
		return "Prophecy: " + rv.Prophecies[p.g.ProphecyOnDisplay(int(m.Index))].Name
	}
	r := rv.TradeRewardsMenu[m.Reward]
	return r.Name + ": " + strings.TrimSuffix(r.Text, ".")
}

// keepWords is a Keep Spoils card's line on the display, shorter than its rules text where
// that is long: a set card kept for the final scoring reads "Set scoring" (with what it also
// gives); the others list their gains and the pillage's Defence (the tooltip has the full
// wording).
func keepWords(k *rv.KeepSpoils) string {
	var parts []string
	for _, e := range k.Effects {
		parts = append(parts, e.Words())
	}
	if !k.Kept || k.Set == rv.NoSet {
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

// villageWords is a Village Spoils card's line on the display, shorter than its rules text:
// an Artifact card says so (its name is the Artifact's); a card of gains lists them, with
// the pillage's Defence ("1 Favour; pillage, Def 1"); a Ship Upgrade its token or the Glory.
func villageWords(v *rv.VillageSpoils) string {
	if v.Artifact != rv.NoArtifact {
		return "Artifact for your board"
	}
	var parts []string
	for _, e := range v.Effects {
		if e.Kind == rv.ShipUpgradeCard { // villageCardName says which token
			return "Ship Upgrade or " + strconv.Itoa(rv.ShipUpgradeGlory) + " Glory"
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

// villageCardName is a Village Spoils card's name on the display: a Ship Upgrade card by its token
// ("Ship-or-Hammer"; its line says "Ship Upgrade"), the others as printed.
func villageCardName(v *rv.VillageSpoils) string {
	return strings.TrimPrefix(v.Name, "Ship Upgrade: ")
}

// journeyOf is the Sea Journey whose payment or suffering is pending (decision JourneyChoice);
// ok is false at any other decision.
func journeyOf(g *rv.Game) (rv.JourneyID, bool) {
	in := g.Info()
	if in.Kind != rv.DecideJourney {
		return -1, false
	}
	return rv.JourneyID(in.Card.ID), true
}

// reaverPreview says what each use of Reaver r gives (spec §6.1): Rally's dice, the
// Specialise ability, the Promote bonus of its clan.
func reaverPreview(r rv.Reaver) string {
	var cols []string
	anyN := 0
	for _, c := range r.Rally {
		if c == rv.AnyColour {
			anyN++
		} else {
			cols = append(cols, "a "+c.String())
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
		". Leader: " + rv.Clans[r.Clan].Text
}

// shortWords is the short form of a payment answer's words, for a button too narrow for the
// whole list: the Food and Favour of its cost and how many dice and tokens it spends ("Commit 4
// dice (5 Combat dice)", "Activate, paying 4 Food and 3 dice"); "" for a move paying nothing.
func (p *pos) shortWords(m rules.Move) string {
	pay, ok := payment(m)
	if !ok {
		return ""
	}
	c, _ := p.costOf(m)
	parts := stockWords(c)
	n := bits.OnesCount8(pay.Stored)
	for _, row := range pay.Board {
		for _, k := range row {
			n += int(k)
		}
	}
	if n > 0 {
		parts = append(parts, dice(n))
	}
	if w := tokenWords(pay); w != "" {
		parts = append(parts, w)
	}
	d := "nothing"
	if len(parts) > 0 {
		d = rules.List(parts)
	}
	switch m := m.(type) {
	case rv.Activate:
		return "Activate, paying " + d
	case rv.PayJourney:
		return "Pay " + d
	case rv.Combination:
		return "Pay the combination: " + d
	case rv.Commit:
		pl := p.g.Player(m.By)
		return "Commit " + d + " (" + strconv.Itoa(pl.CombatDice(m.Payment)) + " Combat dice)"
	case rv.ChooseLoss:
		return "Lose " + d
	case rv.Peace:
		return "Peace with " + rv.Territories[m.Stack].Name + ": pay " + d
	}
	return ""
}

// tokenWords counts the tokens a payment spends ("1 token", "3 tokens"; "" for none).
func tokenWords(pay rv.Payment) string {
	n := 0
	for _, k := range pay.Tokens {
		n += max(0, int(k))
	}
	switch {
	case n == 1:
		return "1 token"
	case n > 1:
		return strconv.Itoa(n) + " tokens"
	}
	return ""
}

// altWords is the short form of an alternative payment in the "Other payment…" list, for a
// list too long for its buttons: what it spends without the verb the list's title already
// says, the dice named by colour and face ("2 blue wave, 1 blue Hammer and 1 red Hammer (4
// Combat dice)", the Combat dice of a commitment counted when withCount); "" for a move paying
// nothing.
func (p *pos) altWords(m rules.Move, withCount bool) string {
	pay, ok := payment(m)
	if !ok {
		return ""
	}
	c, _ := p.costOf(m)
	pl := p.g.Player(m.Seat())
	parts := stockWords(c)
	for col := range rv.Colour(rv.NumColours) {
		for fc := range rv.Face(rv.NumFaces) {
			if n := pay.Board[col][fc]; n > 0 {
				parts = append(parts, strconv.Itoa(int(n))+" "+col.String()+" "+col.FaceName(fc))
			}
		}
	}
	for i := range rv.ArtifactSpaces {
		if pay.Stored&(1<<i) == 0 {
			continue
		}
		if col, fc, ok := pl.StoredDie(i); ok {
			parts = append(parts, "the "+col.String()+" "+col.FaceName(fc)+" on "+rv.Artifacts[pl.Artifacts[i]].Name)
		}
	}
	if w := tokenWords(pay); w != "" {
		parts = append(parts, w)
	}
	w := "Nothing"
	if len(parts) > 0 {
		w = rules.List(parts)
	}
	if w[0] >= 'a' && w[0] <= 'z' {
		w = strings.ToUpper(w[:1]) + w[1:]
	}
	if cm, ok := m.(rv.Commit); ok && withCount {
		w += " (" + strconv.Itoa(pl.CombatDice(cm.Payment)) + " Combat dice)"
	}
	return w
}
