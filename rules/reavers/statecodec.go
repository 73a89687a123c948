package reavers

import (
	"bytes"
	"encoding/binary"
	"encoding/json"
	"fmt"
	"reflect"

	"northtable/rules"
	"northtable/rules/internal/statebin"
)

// details is the Detail type of every event kind (events.go), for the event codec.
var details = rules.Details{
	EvStartingReavers: nil,
	EvRound:           RoundDetail{},
	EvSelect:          LocationDetail{},
	EvSelectionEnd:    LocationDetail{},
	EvAbility:         AbilityDetail{},
	EvSkip:            nil,
	EvActivate:        PaymentDetail{},
	EvRest:            nil,
	EvTake:            TakeDetail{},
	EvDraw:            CardDetail{},
	EvResolve:         CardDetail{},
	EvRoll:            DieDetail{},
	EvGainDie:         DieDetail{},
	EvDieBack:         DieDetail{},
	EvDiscardDie:      DieDetail{},
	EvStoreDie:        ArtifactDetail{},
	EvTokens:          TokenDetail{},
	EvGlory:           GloryDetail{},
	EvRally:           CardDetail{},
	EvSpecialise:      SpecialiseDetail{},
	EvPromote:         CardDetail{},
	EvReshuffle:       DeckDetail{},
	EvProphecyDrawn:   nil,
	EvProphecy:        CardDetail{},
	EvProphecyTaken:   CardDetail{},
	EvKeepProphecy:    CardDetail{},
	EvStartPlayer:     nil,
	EvReward:          RewardDetail{},
	EvJourney:         CardDetail{},
	EvPayJourney:      PaymentDetail{},
	EvSuffer:          nil,
	EvRaise:           nil,
	EvCombination:     PaymentDetail{},
	EvCombat:          DefenceDetail{},
	EvCommit:          PaymentDetail{},
	EvCombatRoll:      CombatDetail{},
	EvExtraSuccess:    nil,
	EvCombatEnd:       WinDetail{},
	EvRetreat:         nil,
	EvBattleWon:       CardDetail{},
	EvSubdued:         StackDetail{},
	EvPeace:           PaymentDetail{},
	EvStop:            nil,
	EvLose:            PaymentDetail{},
	EvArtifact:        ArtifactDetail{},
	EvArtifactPile:    ArtifactDetail{},
	EvUseArtifact:     ArtifactDetail{},
	EvToken:           UpgradeDetail{},
	EvTradeDice:       TradeDiceDetail{},
	EvPass:            nil,
	EvCleanup:         nil,
	EvGameOver:        nil,
}

// EncodeDetail writes a Reavers event's Detail as JSON (record.Definition).
func (Definition) EncodeDetail(e rules.Event) (json.RawMessage, error) {
	b, err := details.Encode(e)
	if err != nil {
		return nil, fmt.Errorf("reavers: %w", err)
	}
	return b, nil
}

// DecodeDetail reads EncodeDetail's JSON back into the Detail's own type (record.Definition);
// a value out of its range (a card, die, token or location of none) is bad data, refused like
// malformed JSON, so no board or log line indexes a table with it.
func (Definition) DecodeDetail(kind string, data []byte) (any, error) {
	v, err := details.Decode(kind, data)
	if err != nil {
		return nil, fmt.Errorf("reavers: %w", err)
	}
	if !validDetail(v) {
		return nil, fmt.Errorf("reavers: event %q: %s is out of range", kind, data)
	}
	return v, nil
}

// validDetail reports whether a decoded Detail's values lie in their ranges.
func validDetail(v any) bool {
	in := func(x int8, n int) bool { return x >= 0 && int(x) < n }
	card := func(c Card) bool { return in(int8(c.Deck), NumDecks) && in(c.ID, deckKinds[c.Deck]) }
	space := func(x int8, n int) bool { return x == -1 || in(x, n) }
	payment := func(p Payment) bool {
		for c := range p.Board {
			for _, k := range p.Board[c] {
				if !in(k, maxDice+1) {
					return false
				}
			}
		}
		for _, k := range p.Tokens {
			if !in(k, UpgradeSpaces+1) {
				return false
			}
		}
		return p.Stored>>ArtifactSpaces == 0
	}
	switch v := v.(type) {
	case RoundDetail:
		return v.Round >= 1 && v.Round <= Rounds && v.Start >= 0 && v.Start < MaxPlayers
	case LocationDetail:
		return in(int8(v.Loc), NumLocations)
	case AbilityDetail:
		return v.Card.Deck == ReaverDeck && card(v.Card) && in(v.Option, len(Reavers[v.Card.ID].Ability()))
	case PaymentDetail:
		return payment(v.Payment)
	case TakeDetail:
		for _, c := range v.Cards {
			if c != NoCard && !card(c) {
				return false
			}
		}
		return in(int8(v.Loc), NumLocations) && (v.From == FromDeck || in(v.From, maxDisplay))
	case CardDetail:
		return card(v.Card)
	case DieDetail:
		return in(int8(v.Colour), NumColours) && in(int8(v.Face), NumFaces)
	case TokenDetail:
		return in(int8(v.Token), NumTokens)
	case SpecialiseDetail:
		return in(int8(v.Reaver), NumReavers) && in(int8(v.Slot), NumSlots)
	case DeckDetail:
		return in(int8(v.Deck), NumDecks)
	case RewardDetail:
		return in(int8(v.Reward), NumTradeRewards) && v.Index >= -1 && v.Index < 6
	case StackDetail:
		return in(int8(v.Stack), NumStacks)
	case ArtifactDetail:
		return in(int8(v.Artifact), NumArtifacts) && space(v.Space, ArtifactSpaces)
	case UpgradeDetail:
		return in(int8(v.Upgrade), NumUpgrades) && space(v.Space, UpgradeSpaces)
	case TradeDiceDetail:
		for _, d := range v.Dice {
			if d.Present && !(in(int8(d.Colour), NumColours) && in(int8(d.Face), NumFaces)) {
				return false
			}
		}
	case CombatDetail:
		for _, k := range v.Dice {
			if k < 0 {
				return false
			}
		}
	}
	return true
}

// stateMagic begins the encoding: the state's fields as Hash writes them follow it, so a
// change of the state's layout must change it.
const stateMagic = "reavers/1"

// EncodeState writes g (a game or a View) as its state's fixed-size fields in order,
// little-endian (Hash's encoding), then what the board shows beyond the state (past) and
// the setup's public events, Opening (record.Definition; see the package doc, "State codec").
// A setup event private to a seat is left out: the bytes go to every seat.
func (Definition) EncodeState(g rules.Game) ([]byte, error) {
	r, ok := g.(*Game)
	if !ok {
		return nil, fmt.Errorf("reavers: %T is not a Reavers game", g)
	}
	b, err := binary.Append([]byte(stateMagic), binary.LittleEndian, &r.s)
	if err != nil {
		return nil, fmt.Errorf("reavers: encode the state: %w", err)
	}
	b, _ = binary.Append(b, binary.LittleEndian, &r.past.committed)
	b = append(b, r.past.commits, byte(r.past.honourAt))
	var opening []rules.Event
	for _, e := range r.opening {
		if !e.Private {
			opening = append(opening, e)
		}
	}
	return statebin.AppendEvents(b, details, opening)
}

// DecodeState reads EncodeState's bytes (record.Definition): the state field by field, then
// its checks (checkDecoded), and, as a last guard, the game answering every question and
// taking each of its legal moves (on a copy) without failing.
func (Definition) DecodeState(data []byte) (rules.Game, error) {
	g, err := decodeState(data)
	if err != nil {
		return nil, err
	}
	if err := statebin.Probe(g); err != nil {
		return nil, fmt.Errorf("reavers: state: %w", err)
	}
	return g, nil
}

func decodeState(data []byte) (*Game, error) {
	r := statebin.NewReader(data, GameID, stateMagic)
	g := &Game{}
	// binary.Decode sets exported fields only: the piles' and the generator's fields are
	// read by hand, everything else field by field.
	st := reflect.ValueOf(&g.s).Elem()
	for i := range st.NumField() {
		switch f := st.Type().Field(i); f.Name {
		case "Draw", "Discard":
			piles := st.Field(i).Addr().Interface().(*[NumDecks]pile)
			for d := range piles {
				decodeInto(r, &piles[d].c)
				piles[d].n = int8(r.Byte())
			}
		case "Rand":
			hi, lo := r.Uint64(), r.Uint64()
			pcg := binary.BigEndian.AppendUint64(binary.BigEndian.AppendUint64([]byte("pcg:"), hi), lo)
			if err := g.s.Rand.UnmarshalBinary(pcg); err != nil {
				r.Fail("random generator: %v", err)
			}
		default:
			decodeInto(r, st.Field(i).Addr().Interface())
		}
	}
	end := len(data) - len(r.Rest())
	decodeInto(r, &g.past.committed)
	g.past.commits = r.Byte()
	g.past.honourAt = int8(r.Byte())
	if r.Err() == nil {
		if err := g.checkDecoded(); err != nil {
			return nil, err
		}
	}
	g.opening = r.Events(details, int(g.s.N))
	if err := r.End(); err != nil {
		return nil, err
	}
	if b, err := binary.Append([]byte(stateMagic), binary.LittleEndian, &g.s); err != nil || !bytes.Equal(b, data[:end]) {
		return nil, fmt.Errorf("reavers: state: not the canonical encoding of the game it describes")
	}
	return g, nil
}

// decodeInto reads v (a pointer to fixed-size data) with binary.Decode.
func decodeInto(r *statebin.Reader, v any) {
	if r.Err() != nil {
		return
	}
	size := binary.Size(v)
	b := r.Bytes(size)
	if b == nil {
		return
	}
	if _, err := binary.Decode(b, binary.LittleEndian, v); err != nil {
		r.Fail("%v", err)
	}
}

// maxFrameValue bounds a frame's numbers (counts, seats, indexes into the card tables), so no
// sum of them overflows an int8.
const maxFrameValue = 63

// headroom is how many pending cards and frames a state read may lack of the tables'
// capacities, so what the next moves push never overflows them: random games never hold more
// than 4 pending cards or 9 frames at once.
const headroom = 10

// maxDice and maxTokens bound a player's board dice and each stock of tokens far above what a
// game reaches (DiceCapacity, with the gains of one effect before Capacity is applied), so a
// hostile state cannot make the payments to list grow beyond measure.
const (
	maxDice   = 3 * DiceCapacity
	maxTokens = 999
)

// deckKinds is the number of card kinds of each deck: a card's id lies in 0..deckKinds-1.
var deckKinds = [NumDecks]int{NumReavers, NumVillageKinds, NumKeepKinds, NumJourneyKinds, NumBattleKinds, NumProphecies}

// checkDecoded checks a decoded state before anything reads it: every seat, count, index and
// card id in its range, and the cards of each deck conserved (spec §2.7). What a frame's
// own fields mean depends on its kind; DecodeState's last guard covers them.
func (g *Game) checkDecoded() error {
	s := &g.s
	bad := func(format string, args ...any) error {
		return fmt.Errorf("reavers: state: "+format, args...)
	}
	n := int(s.N)
	if n < 2 || n > MaxPlayers {
		return bad("%d players", n)
	}
	seat := func(v int8) bool { return int(v) >= 0 && int(v) < n }
	seatOrNone := func(v int8) bool { return v == -1 || seat(v) }
	in := func(v int8, hi int) bool { return v >= 0 && int(v) < hi }
	inOrNone := func(v int8, hi int) bool { return v == -1 || in(v, hi) }
	switch {
	case !seat(s.Start) || !seat(s.Order) || !seat(s.First) || !seatOrNone(s.Active):
		return bad("seats %d %d %d %d", s.Start, s.Order, s.First, s.Active)
	case Setups[n].HonourShip != seat(s.Honour) || !seatOrNone(s.Honour):
		return bad("the Honour Ship with seat %d of %d", s.Honour, n)
	case s.Round < 1 || s.Round > Rounds || s.Phase < phaseSetup || s.Phase > phaseOver:
		return bad("round %d, phase %d", s.Round, s.Phase)
	case !in(s.Sel, NumLocations+1) || !in(s.Setup, n+1) || !inOrNone(int8(s.Loc), NumLocations):
		return bad("selection %d, setup %d, location %d", s.Sel, s.Setup, s.Loc)
	case !in(s.NPend, maxPending-headroom+1) || !seatOrNone(s.PendSeat) || !in(s.NF, maxFrames-headroom+1):
		return bad("%d pending cards, %d frames", s.NPend, s.NF)
	case !in(s.NForcedDice, maxForced+1) || !in(s.NForcedComb, maxForced+1):
		return bad("forced results %d, %d", s.NForcedDice, s.NForcedComb)
	case !inOrNone(int8(s.Battle), NumBattleKinds) || s.BattleAt != FromDeck && !in(s.BattleAt, maxDisplay):
		return bad("Sea Battle %d at %d", s.Battle, s.BattleAt)
	}
	for _, t := range s.Taken {
		if !seatOrNone(t) {
			return bad("location taken by %d", t)
		}
	}
	for _, sn := range s.Snap {
		if !in(sn, SlotCapacity+1) {
			return bad("snapshot of %d cards", sn)
		}
	}
	card := func(c Card) bool { return in(int8(c.Deck), NumDecks) && in(c.ID, deckKinds[c.Deck]) }
	for d := range Deck(NumDecks) {
		for _, p := range []*pile{&s.Draw[d], &s.Discard[d]} {
			if !in(p.n, maxPile+1) {
				return bad("a %s pile of %d", d, p.n)
			}
			for _, id := range p.c[:p.n] {
				if !in(id, deckKinds[d]) {
					return bad("card %d in a %s pile", id, d)
				}
			}
		}
		if int(s.Box[d]) != g.deckCount(d) {
			return bad("%d %s cards in the game, %d in the box", g.deckCount(d), d, s.Box[d])
		}
	}
	for i := range maxDisplay {
		for k := range StackSize {
			if !inOrNone(int8(s.Stacks[i][k]), NumReavers) || !inOrNone(int8(s.VPairs[i][k]), NumVillageKinds) || !inOrNone(int8(s.KPairs[i][k]), NumKeepKinds) {
				return bad("display %d holds no card of its deck", i)
			}
		}
		if !inOrNone(int8(s.Battles[i]), NumBattleKinds) {
			return bad("Sea Battle display %d", i)
		}
	}
	for _, v := range s.Visions {
		if !inOrNone(int8(v), NumProphecies) {
			return bad("Prophecy display %d", v)
		}
	}
	for _, t := range s.Trade {
		if t.Present && (!in(int8(t.Colour), NumColours) || !in(int8(t.Face), NumFaces)) {
			return bad("trade die %+v", t)
		}
	}
	for i, t := range s.Tiles {
		if !in(t, TilesPerStack+1) {
			return bad("stack %d of %d tiles", i, t)
		}
	}
	for _, c := range s.Pend[:s.NPend] {
		if !card(c) {
			return bad("pending card %+v", c)
		}
	}
	for _, f := range s.Frames[:s.NF] {
		if !in(int8(f.Kind), int(fFinalWindow)+1) || !seat(f.Seat) || !inOrNone(int8(f.Loc), NumLocations) ||
			f.Card != NoCard && !card(f.Card) || !in(int8(f.Src.K), int(srcPlace)) {
			return bad("frame %+v", f)
		}
		for _, x := range [...]int8{f.A, f.B, f.C, f.Src.A, f.Src.B, f.Src.C} {
			if x < -1 || x > maxFrameValue {
				return bad("frame %+v", f)
			}
		}
		if (f.Kind == fSpecStep || f.Kind == fResponse) && s.Loc == NoLocation {
			return bad("a selection's frame with no location selected")
		}
		if f.Kind == fSpecStep && f.Card != NoCard && f.Card.Deck != ReaverDeck {
			return bad("frame %+v", f)
		}
	}
	taken := 0
	for _, t := range s.Taken {
		if t >= 0 {
			taken++
		}
	}
	if want := int(s.Sel) + boolInt(s.Loc != NoLocation); s.Phase == phasePlay && min(want, SelectionsPerRound) != taken {
		return bad("%d locations taken at selection %d", taken, s.Sel)
	}
	for i, f := range s.ForcedDice[:s.NForcedDice] {
		if !in(int8(f), NumFaces) {
			return bad("forced die %d: %d", i, f)
		}
	}
	for i, f := range s.ForcedCombat[:s.NForcedComb] {
		if !in(int8(f), NumCombatFaces) {
			return bad("forced Combat die %d: %d", i, f)
		}
	}
	for i := range s.Players[:n] {
		if err := checkPlayer(&s.Players[i]); err != nil {
			return bad("seat %d: %v", i, err)
		}
	}
	if !in(g.past.honourAt, NumLocations+1) {
		return bad("the Honour Ship at %d", g.past.honourAt)
	}
	return g.checkProphecies()
}

// checkProphecies requires every Prophecy card (one of each) to be in one place at most:
// a pile, the display, a hand, a pending card or a Runic Carvings draw; a hidden hand counts
// cards of the rest.
func (g *Game) checkProphecies() error {
	s := &g.s
	var seen uint32
	twice := false
	add := func(id int8) {
		if id < 0 || id >= NumProphecies {
			twice = true
			return
		}
		twice = twice || seen&(1<<id) != 0
		seen |= 1 << id
	}
	for _, p := range []*pile{&s.Draw[ProphecyDeck], &s.Discard[ProphecyDeck]} {
		for _, id := range p.c[:p.n] {
			add(id)
		}
	}
	for _, v := range s.Visions {
		if v >= 0 {
			add(int8(v))
		}
	}
	for _, c := range s.Pend[:s.NPend] {
		if c.Deck == ProphecyDeck {
			add(c.ID)
		}
	}
	for _, f := range s.Frames[:s.NF] {
		if f.Kind == fKeepProphecy {
			add(f.A)
			add(f.B)
		}
	}
	hidden := 0
	for _, p := range s.Players[:s.N] {
		if twice || seen&p.Hand != 0 {
			return fmt.Errorf("reavers: state: a Prophecy in two places")
		}
		seen |= p.Hand
		hidden += int(p.Hidden)
	}
	if twice || popcount(uint64(seen))+hidden > NumProphecies {
		return fmt.Errorf("reavers: state: more Prophecies than the deck holds")
	}
	return nil
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

// checkPlayer checks a player area's cards, dice and counts are in their ranges.
func checkPlayer(p *Player) error {
	in := func(v int8, hi int) bool { return v >= 0 && int(v) < hi }
	inOrNone := func(v int8, hi int) bool { return v == -1 || in(v, hi) }
	for c := range p.Dice {
		for f, k := range p.Dice[c] {
			if k < 0 || k > 0 && !HasFace(Colour(c), Face(f)) {
				return fmt.Errorf("%d %s dice showing %s", k, Colour(c), Face(f))
			}
		}
	}
	if p.Dice.Count() > maxDice {
		return fmt.Errorf("%d board dice", p.Dice.Count())
	}
	for t, k := range p.Tokens {
		if k < 0 || k > maxTokens {
			return fmt.Errorf("%d %s", k, Token(t))
		}
	}
	if !inOrNone(int8(p.Leader), NumReavers) {
		return fmt.Errorf("Leader %d", p.Leader)
	}
	for _, slot := range p.Slots {
		for _, id := range slot {
			if !inOrNone(int8(id), NumReavers) {
				return fmt.Errorf("Reaver %d in a slot", id)
			}
		}
	}
	for _, a := range p.Artifacts {
		if !inOrNone(int8(a), NumArtifacts) {
			return fmt.Errorf("Artifact %d", a)
		}
	}
	for _, u := range p.Upgrades {
		if u.Present && !in(int8(u.Kind), NumUpgrades) {
			return fmt.Errorf("Ship Upgrade %+v", u)
		}
	}
	if p.Hand>>NumProphecies != 0 || !in(p.Hidden, NumProphecies+1) || p.PileReavers>>NumReavers != 0 || p.PileArtifacts>>NumArtifacts != 0 {
		return fmt.Errorf("cards of no kind in the hand or the Glory pile")
	}
	for _, k := range p.PileUpgrades {
		if k < 0 {
			return fmt.Errorf("%d Ship Upgrades in the Glory pile", k)
		}
	}
	for _, k := range p.PileKeep {
		if k < 0 {
			return fmt.Errorf("%d Keep Spoils in the Glory pile", k)
		}
	}
	for _, k := range p.PileBattles {
		if k < 0 {
			return fmt.Errorf("%d Sea Battles in the Glory pile", k)
		}
	}
	for _, k := range p.PileTerritories {
		if !in(k, TilesPerStack+1) {
			return fmt.Errorf("%d Territories of a stack", k)
		}
	}
	return nil
}
