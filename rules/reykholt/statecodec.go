package reykholt

import (
	"bytes"
	"encoding/json"
	"fmt"

	"northtable/rules"
	"northtable/rules/internal/statebin"
)

// details is the Detail type of every event kind (events.go), for the event codec.
var details = rules.Details{
	EvPhase:          PhaseDetail{},
	EvPlace:          PlaceDetail{},
	EvPass:           nil,
	EvUseCard:        CardDetail{},
	EvGain:           GainDetail{},
	EvPay:            GainDetail{},
	EvTakeGreenhouse: GreenhouseDetail{},
	EvGiveGreenhouse: GreenhouseDetail{},
	EvSeed:           SeedDetail{},
	EvHarvest:        HarvestDetail{},
	EvTakeCard:       CardDetail{},
	EvShareCard:      CardDetail{},
	EvAdvance:        MoveDetail{},
	EvBonus:          MoveDetail{},
	EvStop:           nil,
	EvHomecoming:     PhaseDetail{},
	EvStartPlayer:    nil,
	EvGameOver:       nil,
}

// EncodeDetail writes a Reykholt event's Detail as JSON (record.Definition).
func (Definition) EncodeDetail(e rules.Event) (json.RawMessage, error) {
	b, err := details.Encode(e)
	if err != nil {
		return nil, fmt.Errorf("reykholt: %w", err)
	}
	return b, nil
}

// DecodeDetail reads EncodeDetail's JSON back into the Detail's own type (record.Definition);
// a value out of its range (a greenhouse, card, space or good of none) is bad data, refused
// like malformed JSON, so no board or log line indexes a table with it.
func (Definition) DecodeDetail(kind string, data []byte) (any, error) {
	v, err := details.Decode(kind, data)
	if err != nil {
		return nil, fmt.Errorf("reykholt: %w", err)
	}
	if !validDetail(v) {
		return nil, fmt.Errorf("reykholt: event %q: %s is out of range", kind, data)
	}
	return v, nil
}

// validDetail reports whether a decoded Detail's values lie in their ranges.
func validDetail(v any) bool {
	gh := func(h GreenhouseID) bool { return h >= 0 && h < NumGreenhouses }
	card := func(c CardID) bool { return c >= NoCard && c < NumCards }
	good := func(g Good) bool { return g >= 0 && g < NumGoods }
	seat := func(s rules.Seat) bool { return s >= rules.NoSeat && s < MaxSeats }
	goods := func(gs Goods) bool {
		for _, n := range gs {
			if n < -maxCount || n > maxCount {
				return false
			}
		}
		return true
	}
	switch v := v.(type) {
	case PhaseDetail:
		return v.Phase >= PhaseWork && v.Phase <= PhaseOver && v.Round >= 0 && seat(v.Start)
	case PlaceDetail:
		return v.Space >= 0 && int(v.Space) < len(sides[SideLarge])
	case GainDetail:
		return goods(v.Goods) && card(v.Card)
	case GreenhouseDetail:
		return gh(v.GH) && v.Pile >= 0 && v.Pile < NumPiles && card(v.Card) && goods(v.Returned)
	case SeedDetail:
		return gh(v.GH) && good(v.Good) && (v.Companion == NoGood || good(v.Companion))
	case HarvestDetail:
		return gh(v.GH) && good(v.Good) && v.N >= 0
	case CardDetail:
		return v.Card >= 0 && v.Card < NumCards && seat(v.Other)
	case MoveDetail:
		return v.From >= 0 && v.To >= 0 && v.To <= maxCount && goods(v.Paid) && v.FromGH >= 0
	}
	return true
}

// EncodeState writes g (a game or a View) as Hash's canonical encoding followed by the
// setup's events, Opening (record.Definition; see the package doc, "State codec").
func (Definition) EncodeState(g rules.Game) ([]byte, error) {
	r, ok := g.(*Game)
	if !ok {
		return nil, fmt.Errorf("reykholt: %T is not a Reykholt game", g)
	}
	return statebin.AppendEvents(r.encode(nil), details, r.opening)
}

// DecodeState reads EncodeState's bytes (record.Definition): every value range-checked as it
// is read, the game rebuilt encoding to the very bytes read, and, as a last guard, answering
// every question and taking each of its legal moves (on a copy) without failing.
func (Definition) DecodeState(data []byte) (rules.Game, error) {
	g, err := decodeState(data)
	if err != nil {
		return nil, err
	}
	if err := statebin.Probe(g); err != nil {
		return nil, fmt.Errorf("reykholt: state: %w", err)
	}
	return g, nil
}

// stateMagic begins the encoding (encode's prefix): a change of the layout changes it.
const stateMagic = "reykholt/1"

// maxCount bounds goods, positions and counters far beyond a real game's.
const maxCount = 9999

func decodeState(data []byte) (*Game, error) {
	r := statebin.NewReader(data, GameID, stateMagic)
	g := &Game{}
	i8 := func(what string, lo, hi int) int8 { return r.Int8In(what, lo, hi) }
	i16 := func(what string, lo, hi int) int16 {
		v := int16(r.Uint16())
		if r.Err() == nil && (int(v) < lo || int(v) > hi) {
			r.Fail("%s is %d, not in %d..%d", what, v, lo, hi)
		}
		return v
	}
	goods := func(what string) (gs Goods) {
		for k := range gs {
			gs[k] = i16(what, 0, maxCount)
		}
		return gs
	}
	g.n = i8("seats", MinSeats, MaxSeats)
	n := int(g.n)
	cs := setups[max(n, MinSeats)]
	g.side = Side(i8("side", int(cs.side), int(cs.side)))
	g.set = byte(i8("card set", int(Sets[0]), int(Sets[len(Sets)-1])))
	g.rounds = i8("rounds", cs.rounds, cs.rounds)
	g.round = i8("round", 1, cs.rounds)
	g.phase = Phase(i8("phase", int(PhaseWork), int(PhaseOver)))
	g.start = i8("start player", 0, n-1)
	g.solo = r.Bool("solo mark")
	if r.Err() == nil && g.solo != (n == 1) {
		r.Fail("solo mark %v for %d seats", g.solo, n)
	}
	spaces := len(sides[g.side])
	seat := func(what string) int8 { return i8(what, -1, n-1) }
	for s := range n {
		p := &g.pl[s]
		p.stock = goods("stock")
		p.nOwn = i8("greenhouses owned", 0, NumGreenhouses)
		for k := range p.nOwn {
			p.own[k] = GreenhouseID(i8("greenhouse", 0, NumGreenhouses-1))
		}
		p.flags[0], p.flags[1] = i8("flag", 0, 127), i8("flag", 0, 127)
		p.pos = i16("track position", 0, maxCount)
		p.arrive = int32(r.Uint32())
		p.bonus, p.d5 = r.Bool("bonus mark"), r.Bool("D5 mark")
	}
	for i := range g.occ {
		g.occ[i] = worker{seat: seat("worker"), colour: i8("worker colour", 0, 1), round: i8("worker round", 0, cs.rounds)}
		g.closed[i], g.blocked[i], g.covered[i] = r.Bool("closed mark"), r.Bool("blocked mark"), r.Bool("covered mark")
		if r.Err() == nil && i >= spaces && !g.closed[i] {
			r.Fail("space %d open on a side of %d", i, spaces)
		}
	}
	for h := range g.ghOwner {
		g.ghOwner[h] = seat("greenhouse owner")
		g.ghGoods[h] = goods("greenhouse goods")
		g.inGame[h] = r.Bool("in-game mark")
		g.hvPick[h] = Good(i8("harvest pick", int(NoGood), NumGoods-1))
	}
	for p := range g.piles {
		pl := &g.piles[p]
		pl.n = i8("pile size", 0, len(pl.ids))
		for k := range pl.n {
			pl.ids[k] = GreenhouseID(i8("greenhouse", 0, NumGreenhouses-1))
		}
	}
	g.randHidden = i8("unseen greenhouses", 0, int(g.piles[PileRandom].n))
	g.g17Down = r.Bool("G17 mark")
	for c := range g.cardOwner {
		g.cardOwner[c], g.cardSharer[c] = seat("card owner"), seat("card sharer")
		g.anyUsed[c] = uint8(i8("card use", 0, 1<<n-1))
		g.cardSpent[c] = r.Bool("card spent mark")
	}
	g.nDisplay = i8("display size", 0, len(g.display))
	for k := range g.nDisplay {
		g.display[k] = CardID(i8("displayed card", 0, NumCards-1))
	}
	g.nStack = i8("goods stack", 0, len(g.stack))
	for k := range g.nStack {
		g.stack[k] = Good(i8("good", 0, NumGoods-1))
	}
	g.arrivals = int32(r.Uint32())
	g.wturn = i8("placement turns", 0, WorkersPerPlayer*2*maxSeats)
	g.hvIdx = i8("harvest turn", 0, n)
	g.hvDbl = GreenhouseID(i8("doubled greenhouse", int(NoGreenhouse), NumGreenhouses-1))
	g.hvDblOK = r.Bool("A5 mark")
	for k := range g.order {
		g.order[k] = i8("tourism order", 0, maxSeats-1)
	}
	g.tourIdx = i8("tourism turn", 0, n)
	g.nf = i8("effect frames", 0, len(g.frames))
	for k := range g.nf {
		f := &g.frames[k]
		f.node = i16("effect node", 0, len(nodes)-1)
		f.done = uint8(i8("parts done", 0, 127))
		f.count, f.min, f.nh = i8("count", 0, 127), i8("minimum", 0, 127), i8("greenhouses used", 0, len(f.hgh))
		f.excl = Good(i8("good given back", int(NoGood), NumGoods-1))
		f.gh = GreenhouseID(i8("greenhouse", int(NoGreenhouse), NumGreenhouses-1))
		f.card = CardID(i8("card", int(NoCard), NumCards-1))
		for j := range f.hgh {
			f.hgh[j] = GreenhouseID(i8("harvested greenhouse", int(NoGreenhouse), NumGreenhouses-1))
			f.hn[j] = i8("harvested goods", 0, 127)
		}
	}
	g.ctx = ctxKind(i8("context", int(ctxNone), int(ctxAnyTour)))
	g.ctxSpace = SpaceID(i8("context space", int(NoSpace), spaces-1))
	g.ctxCard = CardID(i8("context card", int(NoCard), NumCards-1))
	g.actor = seat("actor")
	g.trigNext = i8("next trigger", -1, NumCards)
	g.held = r.Uint64()
	g.fired.row = r.Bool("row mark")
	g.fired.exchanges, g.fired.discards = i8("exchanges", 0, 127), i8("discards", 0, 127)
	g.fired.propTake = GreenhouseID(i8("greenhouse taken", int(NoGreenhouse), NumGreenhouses-1))
	g.fired.marketGain = goods("market gain")
	g.turnNo = int32(r.Uint32())
	if rng := r.Bytes(20); rng != nil {
		if err := g.rng.UnmarshalBinary(rng); err != nil {
			r.Fail("random generator: %v", err)
		}
	}
	end := len(data) - len(r.Rest())
	g.opening = r.Events(details, n)
	if err := r.End(); err != nil {
		return nil, err
	}
	if !bytes.Equal(g.encode(nil), data[:end]) {
		return nil, fmt.Errorf("reykholt: state: not the canonical encoding of the game it describes")
	}
	if err := g.checkDecoded(); err != nil {
		return nil, err
	}
	return g, nil
}

// checkDecoded checks what the ranges alone do not: every greenhouse is in at most one place
// (a pile, a seat's greenhouses) and its owner has it; effects under way have a seat, and
// each frame is of a kind the engine pushes with the parts done its kind has.
func (g *Game) checkDecoded() error {
	var seen [NumGreenhouses]int
	for p := range g.piles {
		for _, h := range g.piles[p].ids[:g.piles[p].n] {
			seen[h]++
		}
	}
	for s := range g.pl[:g.n] {
		for _, h := range g.pl[s].own[:g.pl[s].nOwn] {
			seen[h]++
			if g.ghOwner[h] != int8(s) {
				return fmt.Errorf("reykholt: state: seat %d has greenhouse %d, owned by %d", s, h, g.ghOwner[h])
			}
		}
	}
	for h, c := range seen {
		if c > 1 {
			return fmt.Errorf("reykholt: state: greenhouse %d in %d places", h, c)
		}
	}
	if g.nf > 0 && (g.actor < 0 || g.actor >= g.n) {
		return fmt.Errorf("reykholt: state: effects under way for seat %d", g.actor)
	}
	for _, f := range g.frames[:g.nf] {
		n := &nodes[f.node]
		switch {
		case n.op == opPayGoods || n.op == opPayGH:
			return fmt.Errorf("reykholt: state: a frame of a payment, which is never one")
		case n.op == opEx && f.done > 2, n.op == opAnd && int(f.done)>>len(n.kids) != 0:
			return fmt.Errorf("reykholt: state: %d parts done", f.done)
		}
	}
	return nil
}
