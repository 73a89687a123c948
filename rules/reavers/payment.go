package reavers

import "northtable/rules"

// Paying requirements with crew dice and Ship Upgrade tokens (Reavers spec §2.3–§2.5, §10.1,
// §10.7). A Payment counts what is consumed, not which item met which requirement: it is valid
// when some assignment of its items to the requirements exists and it consumes exactly
// Needs.Total() items.
//
// What an item can meet depends only on its sort (itemClass): a die showing Ship meets a Ship
// or "any die"; Chest and Shield dice and tokens likewise their own face; Hammer and Double
// Hammer dice a Hammer; a Ship-or-Hammer token a Ship or a Hammer; a wild die any of the four
// faces; a clan icon that is not wild only "any die". So whether a set of items pays a cost is a
// question about seven counts (payable), and every distinct Payment is one choice of counts by
// sort followed by one choice of concrete items within each sort.

// LeaderClan is the clan of the player's Leader, whose icon is their wild face (Reavers spec
// §2.4); NoClan without a Leader.
func (p *Player) LeaderClan() ClanID {
	if p.Leader < 0 || int(p.Leader) >= NumReavers {
		return NoClan
	}
	return Reavers[p.Leader].Clan
}

// StoredDie is the die on Artifact space i: its colour and face, and whether the space holds a
// die at all (an Artifact with its Stored bit set).
func (p *Player) StoredDie(i int) (Colour, Face, bool) {
	if i < 0 || i >= ArtifactSpaces || p.Stored&(1<<i) == 0 || p.Artifacts[i] < 0 || int(p.Artifacts[i]) >= NumArtifacts {
		return 0, 0, false
	}
	a := &Artifacts[p.Artifacts[i]]
	return a.HoldsColour, a.HoldsFace, true
}

// UnusedTokens is the number of the player's Ship Upgrade tokens of kind u in play and not yet
// flipped this round (Reavers spec §2.5).
func (p *Player) UnusedTokens(u Upgrade) int {
	n := 0
	for _, t := range p.Upgrades {
		if t.Present && !t.Used && t.Kind == u {
			n++
		}
	}
	return n
}

// CrewDice is the number of crew dice the player owns: on the board and stored on Artifacts
// (Reavers spec §1 "Crew die"); tokens are not dice.
func (p *Player) CrewDice() int {
	n := p.Dice.Count()
	for i := range ArtifactSpaces {
		if _, _, ok := p.StoredDie(i); ok {
			n++
		}
	}
	return n
}

// Items is the number of dice and tokens the payment consumes.
func (pay Payment) Items() int {
	n := pay.Board.Count()
	for i := range ArtifactSpaces {
		if pay.Stored&(1<<i) != 0 {
			n++
		}
	}
	for _, k := range pay.Tokens {
		n += int(k)
	}
	return n
}

// itemClass is what sort of requirement an item meets besides "any die" (which every item
// meets). The order is the order AppendPayments groups its payments by.
type itemClass int8

const (
	classShip         itemClass = iota // a die showing Ship
	classChest                         // a die showing Chest, a Chest token
	classShield                        // a die showing Shield, a Shield token
	classHammer                        // a die showing Hammer or Double Hammer
	classShipOrHammer                  // a Ship-or-Hammer token
	classWild                          // a wild die: Ship, Chest, Shield or Hammer
	classPlain                         // a clan icon that is not wild: "any die" only
	numClasses
)

// faceClass is the sort of a crew die of colour col showing f for a player whose Leader is of
// clan wild.
func faceClass(wild ClanID, col Colour, f Face) itemClass {
	switch f {
	case Ship:
		return classShip
	case Chest:
		return classChest
	case Shield:
		return classShield
	case Hammer, DoubleHammer:
		return classHammer
	}
	if wild.WildFace(col, f) {
		return classWild
	}
	return classPlain
}

// tokenClass is the sort of an unused Ship Upgrade token of kind u.
func tokenClass(u Upgrade) itemClass {
	switch u {
	case UpgradeShield:
		return classShield
	case UpgradeChest:
		return classChest
	}
	return classShipOrHammer
}

// payable reports whether items counted by sort, x, can meet the requirements n when every
// item must meet one requirement and exactly n.Total() items are given (exact), or when any
// n.Total() of them may be chosen (!exact). Every item meets "any die", so it comes down to the
// four faces: each face's own items first, the Ship-or-Hammer tokens for what Ships and
// Hammers still lack, and the wild dice for all that is left. Greedy is exact here: an item of
// a face's own sort can do nothing a more flexible one could not, and a Ship-or-Hammer token
// nothing a wild die could not.
func payable(n Needs, x *[numClasses]int8, exact bool) bool {
	total := 0
	for _, k := range x {
		total += int(k)
	}
	if exact && total != n.Total() || total < n.Total() {
		return false
	}
	short := func(need int8, have int8) int { return max(0, int(need)-int(have)) }
	ship := short(n[NeedShip], x[classShip])
	chest := short(n[NeedChest], x[classChest])
	shield := short(n[NeedShield], x[classShield])
	hammer := short(n[NeedHammer], x[classHammer])
	return int(x[classWild]) >= chest+shield+max(0, ship+hammer-int(x[classShipOrHammer]))
}

// Item kinds: the places and sorts a Payment distinguishes. Kinds 0..17 are board dice,
// colour·NumFaces + face; then one kind per Artifact space; then one per Ship Upgrade kind.
const (
	boardKinds  = NumColours * NumFaces
	storedKind0 = boardKinds
	tokenKind0  = storedKind0 + ArtifactSpaces
	numKinds    = tokenKind0 + NumUpgrades
)

// inventory is what a player could spend, by item kind and sort, built without allocating.
type inventory struct {
	avail   [numKinds]int8                 // items of each kind
	class   [numKinds]itemClass            // the sort of each kind
	members [numClasses][numKinds]int8     // the kinds of each sort with items, in kind order
	nmem    [numClasses]int8               // how many kinds each sort has
	suffix  [numClasses][numKinds + 1]int8 // suffix[s][j]: items of members[s][j:]
	total   [numClasses]int8               // items of each sort
	stored  [ArtifactSpaces]struct {       // the colour and face of each stored die
		col  Colour
		face Face
	}
}

// kindFace is the colour and face of a board kind.
func kindFace(k int) (Colour, Face) { return Colour(k / NumFaces), Face(k % NumFaces) }

// add records n items of kind k, of sort s.
func (inv *inventory) add(k int, s itemClass, n int8) {
	if n <= 0 {
		return
	}
	inv.avail[k] = n
	inv.class[k] = s
	inv.members[s][inv.nmem[s]] = int8(k)
	inv.nmem[s]++
	inv.total[s] += n
}

// spendable is what an inventory holds: which of a player's items, and how they are sorted.
type spendable int8

const (
	forPayment    spendable = iota // every crew die and unused token, by sort (§2.3)
	forCombat                      // the Hammer sources of a combat, by sort (§8 step 2)
	forLoss                        // every crew die, all of one sort so kinds keep their order (§2.3 "Losses")
	forHammerLoss                  // the crew dice showing a real Hammer or Double Hammer, of one sort (J09)
)

// fill records what p could spend, as mode says, and the suffix sums the enumerations use.
func (inv *inventory) fill(p *Player, mode spendable) {
	wild := p.LeaderClan()
	sortOf := func(c Colour, f Face) (itemClass, bool) {
		s := faceClass(wild, c, f)
		switch mode {
		case forCombat:
			return s, s == classWild || HammerValue(f) > 0
		case forLoss:
			return 0, true
		case forHammerLoss:
			return 0, HammerValue(f) > 0
		}
		return s, true
	}
	for k := range boardKinds {
		c, f := kindFace(k)
		if n := p.Dice[c][f]; n > 0 {
			if s, ok := sortOf(c, f); ok {
				inv.add(k, s, n)
			}
		}
	}
	for i := range ArtifactSpaces {
		if c, f, ok := p.StoredDie(i); ok {
			inv.stored[i].col, inv.stored[i].face = c, f
			if s, ok := sortOf(c, f); ok {
				inv.add(storedKind0+i, s, 1)
			}
		}
	}
	for u := range Upgrade(NumUpgrades) {
		if mode == forPayment || mode == forCombat && u == UpgradeShipOrHammer {
			inv.add(tokenKind0+int(u), tokenClass(u), int8(p.UnusedTokens(u)))
		}
	}
	for s := range numClasses {
		for j := inv.nmem[s] - 1; j >= 0; j-- {
			inv.suffix[s][j] = inv.suffix[s][j+1] + inv.avail[inv.members[s][j]]
		}
	}
}

// items is the number of items in the inventory.
func (inv *inventory) items() int {
	n := 0
	for _, k := range inv.total {
		n += int(k)
	}
	return n
}

// kinds is the number of item kinds the inventory has items of.
func (inv *inventory) kinds() int {
	n := 0
	for _, k := range inv.nmem {
		n += int(k)
	}
	return n
}

// choices reports whether choosing m of the inventory's items can be done in more than one
// distinct way: when at least one item is chosen and one left, and they are not all of one kind.
func (inv *inventory) choices(m int) bool {
	return m > 0 && m < inv.items() && inv.kinds() > 1
}

// set puts n items of kind k into the payment, replacing what it had of that kind.
func (pay *Payment) set(k int, n int8) {
	switch {
	case k < storedKind0:
		c, f := kindFace(k)
		pay.Board[c][f] = n
	case k < tokenKind0:
		bit := uint8(1) << (k - storedKind0)
		if n > 0 {
			pay.Stored |= bit
		} else {
			pay.Stored &^= bit
		}
	default:
		pay.Tokens[k-tokenKind0] = n
	}
}

// get is how many items of kind k the payment names.
func (pay *Payment) get(k int) int8 {
	switch {
	case k < storedKind0:
		c, f := kindFace(k)
		return pay.Board[c][f]
	case k < tokenKind0:
		if pay.Stored&(1<<(k-storedKind0)) != 0 {
			return 1
		}
		return 0
	}
	return pay.Tokens[k-tokenKind0]
}

// enumerator lists payments: for each count by sort that pays, every choice of concrete items.
type enumerator struct {
	inv   inventory
	needs Needs
	x     [numClasses]int8 // the counts by sort being filled
	pay   Payment
	out   []Payment
	want  wanted // which counts by sort are listed
}

// wanted is which counts by sort an enumerator lists: a switch rather than a func value, so
// that the enumerator stays on the stack.
type wanted int8

const (
	wantPayable wanted = iota // the counts meet needs exactly (a payment)
	wantAny                   // any counts adding up (a commitment, a loss)
)

// accept reports whether the counts by sort e.x are wanted.
func (e *enumerator) accept() bool {
	if e.want == wantPayable {
		return payable(e.needs, &e.x, true)
	}
	return true
}

// counts chooses x[s] for the sorts from s on, left items still to give, most first, and at
// the last sort hands over to picks.
func (e *enumerator) counts(s itemClass, left int8) {
	if s == numClasses {
		if left == 0 && e.accept() {
			e.picks(0, 0, e.x[0])
		}
		return
	}
	hi, lo := min(left, e.inv.total[s]), int8(0)
	if s == numClasses-1 {
		lo = left // the last sort takes what is left, or the counts do not add up
	}
	for n := hi; n >= lo; n-- {
		e.x[s] = n
		e.counts(s+1, left-n)
	}
	e.x[s] = 0
}

// picks chooses, within sort s from its j-th kind on, how many of each kind make up the
// sort's left items, most of an earlier kind first, and appends each complete choice.
func (e *enumerator) picks(s itemClass, j int8, left int8) {
	if s == numClasses {
		e.out = append(e.out, e.pay)
		return
	}
	if j == e.inv.nmem[s] {
		if left == 0 {
			next := int8(0)
			if s+1 < numClasses {
				next = e.x[s+1]
			}
			e.picks(s+1, 0, next)
		}
		return
	}
	k := int(e.inv.members[s][j])
	hi := min(left, e.inv.avail[k])
	lo := max(0, left-e.inv.suffix[s][j+1])
	for n := hi; n >= lo; n-- {
		e.pay.set(k, n)
		e.picks(s, j+1, left-n)
	}
	e.pay.set(k, 0)
}

// AppendPayments appends to dst every distinct way to meet c (Reavers spec §2.3, §10.1) and
// returns the extended slice; none when the Food or Favour is not held or the dice cannot be
// met. A cost without dice requirements has one payment, the zero Payment. Each distinct
// Payment appears once; the board is one place and each Artifact space its own, so a Shield
// from the board and the Shield stored on Raven Banner are two payments (§10.7).
//
// Order: payments are grouped by how many items of each sort they spend, compared sort by sort
// in the order Ship faces, Chest faces and tokens, Shield faces and tokens, Hammer and Double
// Hammer faces, Ship-or-Hammer tokens, wild dice, clan icons that are not wild, more of an
// earlier sort first; within a group, more of an earlier kind first, the kinds of a sort being
// ordered board dice (yellow, blue, red; faces in Face order), stored dice by Artifact space,
// then tokens. The order depends only on the player and the cost.
//
// It allocates nothing when dst has room for the payments.
func (p *Player) AppendPayments(c Cost, dst []Payment) []Payment {
	if !p.holds(c) {
		return dst
	}
	e := enumerator{needs: c.Dice, out: dst, want: wantPayable}
	e.inv.fill(p, forPayment)
	e.counts(0, int8(c.Dice.Total()))
	return e.out
}

// holds reports whether the player holds the cost's Food and Favour.
func (p *Player) holds(c Cost) bool {
	return p.Tokens[Food] >= int16(c.Food) && p.Tokens[Favour] >= int16(c.Favour)
}

// CanPay reports whether the player can meet c at all (Reavers spec §2.3): the Food and Favour
// held and the dice requirements met by some of their dice and unused tokens. It allocates
// nothing.
func (p *Player) CanPay(c Cost) bool {
	if !p.holds(c) {
		return false
	}
	if c.Dice.Total() == 0 {
		return true
	}
	var inv inventory
	inv.fill(p, forPayment)
	return payable(c.Dice, &inv.total, false)
}

// CheckPayment reports whether pay meets c for the player: "" when it does; ErrCannotPay when c
// cannot be met at all, whatever the payment; ErrBadPayment when pay names dice or tokens the
// player does not own or has used, dice of faces that do not meet the requirements, or the
// wrong number of items (Reavers spec §10.4).
func (p *Player) CheckPayment(c Cost, pay Payment) string {
	if !p.CanPay(c) {
		return ErrCannotPay
	}
	var inv inventory
	inv.fill(p, forPayment)
	x, ok := inv.spend(&pay)
	if !ok || !payable(c.Dice, &x, true) {
		return ErrBadPayment
	}
	return ""
}

// spend counts pay's items by sort, and reports whether every one of them is in the inventory
// (owned, unused, no more than there are). Board faces a colour lacks are never in it.
func (inv *inventory) spend(pay *Payment) ([numClasses]int8, bool) {
	var x [numClasses]int8
	if pay.Stored>>ArtifactSpaces != 0 {
		return x, false
	}
	for k := range numKinds {
		n := pay.get(k)
		if n < 0 || n > inv.avail[k] {
			return x, false
		}
		if n > 0 {
			x[inv.class[k]] += n
		}
	}
	return x, true
}

// Pay carries out a payment CheckPayment accepted: the cost's Food and Favour leave the stocks,
// the board dice go to the supply, the stored dice leave their Artifacts, and for each token
// kind the first unused tokens of that kind in space order are flipped (Reavers spec §2.3,
// §2.5).
func (p *Player) Pay(c Cost, pay Payment) {
	p.Tokens[Food] -= int16(c.Food)
	p.Tokens[Favour] -= int16(c.Favour)
	p.spend(pay)
}

// spend removes pay's dice and flips its tokens.
func (p *Player) spend(pay Payment) {
	for col := range p.Dice {
		for f := range p.Dice[col] {
			p.Dice[col][f] -= pay.Board[col][f]
		}
	}
	p.Stored &^= pay.Stored
	for u, n := range pay.Tokens {
		for i := range p.Upgrades {
			if n == 0 {
				break
			}
			t := &p.Upgrades[i]
			if t.Present && !t.Used && t.Kind == Upgrade(u) {
				t.Used = true
				n--
			}
		}
	}
}

// suggestGroup is one step of the suggested payment's order of preference: the dice of a face
// (not wild), the wild dice, or the tokens of a kind.
type suggestGroup struct {
	face  Face
	wild  bool
	token bool
	kind  Upgrade
}

// suggestOrder is, for each requirement, the items SuggestPayment spends first to last: plain
// dice of the asked face before wild dice, wild dice before tokens; for a Hammer a Hammer face
// before a Double Hammer; for "any die" a clan icon that is not wild first, then Chest,
// Shield, Ship, Hammer and Double Hammer faces, wild dice, and tokens last. Within a group of
// dice, board dice come before stored ones (yellow, blue, red; stored by Artifact space).
var suggestOrder = [NumNeeds][]suggestGroup{
	NeedShip:   {{face: Ship}, {wild: true}, {token: true, kind: UpgradeShipOrHammer}},
	NeedChest:  {{face: Chest}, {wild: true}, {token: true, kind: UpgradeChest}},
	NeedShield: {{face: Shield}, {wild: true}, {token: true, kind: UpgradeShield}},
	NeedHammer: {{face: Hammer}, {face: DoubleHammer}, {wild: true}, {token: true, kind: UpgradeShipOrHammer}},
	NeedAny: {{face: Clan}, {face: Chest}, {face: Shield}, {face: Ship}, {face: Hammer}, {face: DoubleHammer},
		{wild: true}, {token: true, kind: UpgradeChest}, {token: true, kind: UpgradeShield},
		{token: true, kind: UpgradeShipOrHammer}},
}

// SuggestPayment is the payment the board proposes for c, which its owner may change die by
// die (Reavers spec §11): the requirements are met in the order Ship, Chest, Shield, Hammer,
// "any die", each by the least useful item that still leaves the rest payable, following
// suggestOrder (plain matching faces before wild dice, board dice before stored dice, dice
// before tokens, "any die" by the least useful die). False when c cannot be paid.
func (p *Player) SuggestPayment(c Cost) (Payment, bool) {
	if !p.CanPay(c) {
		return Payment{}, false
	}
	var inv inventory
	inv.fill(p, forPayment)
	wild := p.LeaderClan()
	left := c.Dice
	x := inv.total
	var pay Payment
	for need := range Need(NumNeeds) {
		for left[need] > 0 {
			k := inv.choose(need, wild, &left, &x)
			if k < 0 {
				return Payment{}, false // cannot happen after CanPay; refuse rather than guess
			}
			pay.set(k, pay.get(k)+1)
		}
	}
	return pay, true
}

// choose takes one item for a requirement of kind need, the first in suggestOrder whose
// removal leaves the requirements still left payable, and returns its kind (-1 for none).
func (inv *inventory) choose(need Need, wild ClanID, left *Needs, x *[numClasses]int8) int {
	try := func(k int) bool {
		if inv.avail[k] == 0 {
			return false
		}
		s := inv.class[k]
		inv.avail[k]--
		x[s]--
		left[need]--
		if payable(*left, x, false) {
			return true
		}
		inv.avail[k]++
		x[s]++
		left[need]++
		return false
	}
	for _, g := range suggestOrder[need] {
		if g.token {
			if k := tokenKind0 + int(g.kind); try(k) {
				return k
			}
			continue
		}
		for col := range Colour(NumColours) { // board dice first
			if f, ok := g.faceOn(col, wild); ok {
				if k := int(col)*NumFaces + int(f); try(k) {
					return k
				}
			}
		}
		for i := range ArtifactSpaces { // then stored dice
			k := storedKind0 + i
			if inv.avail[k] == 0 {
				continue
			}
			if f, ok := g.faceOn(inv.stored[i].col, wild); ok && f == inv.stored[i].face && try(k) {
				return k
			}
		}
	}
	return -1
}

// faceOn is the face a die of colour col must show to belong to the dice group g for a player
// whose Leader is of clan wild; false when no die of that colour belongs to it.
func (g suggestGroup) faceOn(col Colour, wild ClanID) (Face, bool) {
	if g.wild {
		return Clan, wild.WildFace(col, Clan)
	}
	return g.face, HasFace(col, g.face) && !wild.WildFace(col, g.face)
}

// PaymentWords says what pay spends of the player's in plain words, for prompts and the log:
// board dice by colour and face, each stored die with its Artifact, tokens by kind ("2 blue
// Chest dice, the red Shield on Raven Banner and 1 Ship-or-Hammer token"); "nothing" for the
// zero Payment. It serves commitments and losses as well.
func (p *Player) PaymentWords(pay Payment) string {
	var parts []string
	for c := range Colour(NumColours) {
		for f := range Face(NumFaces) {
			if n := pay.Board[c][f]; n > 0 {
				parts = append(parts, count(n, c.String()+" "+c.FaceName(f)+" die", c.String()+" "+c.FaceName(f)+" dice"))
			}
		}
	}
	for i := range ArtifactSpaces {
		if pay.Stored&(1<<i) == 0 {
			continue
		}
		if c, f, ok := p.StoredDie(i); ok {
			parts = append(parts, "the "+c.String()+" "+c.FaceName(f)+" on "+Artifacts[p.Artifacts[i]].Name)
		}
	}
	for u, n := range pay.Tokens {
		if n > 0 {
			name := Upgrade(u).String()
			parts = append(parts, count(n, name+" token", name+" tokens"))
		}
	}
	if len(parts) == 0 {
		return "nothing"
	}
	return rules.List(parts)
}
