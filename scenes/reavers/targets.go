package reavers

import (
	"northtable/render"
	"northtable/rules"
	rv "northtable/rules/reavers"
	"northtable/scenes/table"
)

// The position the roles share (pos) and its table.Index of what a player points at (a
// location, a thing on the displays, a die of the viewer's tray) to the moves made there;
// choosing on the displays is told in doc.go.

// pos is what every part reads, what a Show replaces: the shell, the viewer's view of the
// position and its index of targets to moves, the drawing kit.
type pos struct {
	t       *table.Table
	g       *rv.Game // the viewer's View of the game, replaced on every Show
	n       int
	version int // counts Shows
	ui      *render.UI
	ix      *table.Index[target] // the viewer's legal moves by what they point at (reindex)

	hint    rules.Move    // the move a hint names while it is shown (hint.go), nil for none
	hintGen int           // counts the hints shown and taken away: the cached layer follows it
	marks   []render.Rect // what the hint's marks ring, as last drawn
}

// seat is the seat whose decision is pending (NoSeat when the game is over).
func (p *pos) seat() rules.Seat { return p.g.ToMove() }

// mine reports whether the viewer may act now (the shell's turn).
func (p *pos) mine() bool { return p.t.Turn().Mine }

// big is the seat whose board is drawn large: the shell's front seat (the one deciding, or the
// one whose finished turn waits for End turn), else the viewer.
func (p *pos) big() int {
	if s := p.t.Turn().Front; s >= 0 && int(s) < p.n {
		return int(s)
	}
	if v := p.t.Viewer(); v >= 0 && int(v) < p.n {
		return int(v)
	}
	return 0
}

// pawnHome is the centre of the pawn the seat selecting now lifts (its board's header); ok is
// false outside a selection by the viewer.
func (p *pos) pawnHome() (render.Point, bool) {
	if p.g.Decision() != rv.DecideSelect || !p.mine() {
		return render.Point{}, false
	}
	return pawnHomeOf(int(p.seat()), p.n), true
}

// selectingPawn is the pawn seat s places with the selection g waits for: its longship, or
// the Honour Ship in a 3-player round's fourth selection (spec §4.1), which its holder makes.
func (p *pos) selectingPawn(g *rv.Game, s rules.Seat) render.Pawn {
	return p.pawnOf(s, g.HonourShip() >= 0 && g.Selection() == rv.SelectionsPerRound-1)
}

// pawnOf is seat s's longship, or the Honour Ship it places (honour).
func (p *pos) pawnOf(s rules.Seat, honour bool) render.Pawn {
	if honour {
		return render.Pawn{Mark: render.NoMark, Sprite: render.SpriteHonourShip}
	}
	col := p.t.Colour(s)
	return render.Pawn{Mark: col, Sprite: render.PawnSprites[col%render.NumPlayerColours]}
}

// selectLocation plays the selection of l, or says why it cannot be selected.
func (p *pos) selectLocation(l rv.Location) {
	p.ix.Take(p.t, tLocation(l), rv.SelectLocation{By: p.seat(), Loc: l})
}

// spotKind is what a spot of a display is.
type spotKind int8

const (
	spotHeader    spotKind = iota // a location's title and lines: its words on hover
	spotStack                     // Recruit Reavers' face-up stack index (two cards)
	spotVillage                   // Raid Villages' linked pair index
	spotKeep                      // Raid Keeps' linked pair index
	spotBattle                    // Battle at Sea's face-up Sea Battle index
	spotDie                       // Trade with Villages' die in place index
	spotProphecy                  // Trade with Villages' face-up Prophecy index
	spotTerritory                 // Subdue Territories' stack index (an rv.StackID)
	spotDeck                      // deck index's draw pile (an rv.Deck)
	spotDiscard                   // deck index's discard pile
	onLocation                    // a target only: Action Location index (SelectLocation)
	onTrayDie                     // a target only: a die of the viewer's tray (DiscardDie at Capacity)
)

// target is one key of the board's table.Index: a thing on the displays by its spot's kind
// and index there, a location by its number, or a tray die by its colour and face.
type target struct {
	kind  spotKind
	index int
}

// key is spot s's target.
func (s *spot) key() target { return target{s.kind, s.index} }

func tLocation(l rv.Location) target { return target{onLocation, int(l)} }

func tTrayDie(c rv.Colour, f rv.Face) target { return target{onTrayDie, int(c)*rv.NumFaces + int(f)} }

// reindex builds the position's index of the viewer's legal moves by their targets; empty while
// the viewer may not act.
func (p *pos) reindex() {
	p.ix = table.NewIndex[target](nil, nil)
	if p.mine() && !p.g.Over() {
		p.ix = table.NewIndex(rules.Game(p.g), p.targetsOf)
	}
}

// targetsOf names the target of a legal move (table.NewIndex): its targetOf, if any.
func (p *pos) targetsOf(m rules.Move, into []target) []target {
	if k, ok := targetOf(p.g, m); ok {
		into = append(into, k)
	}
	return into
}

// targetOf is the thing a legal move of g's pending decision chooses: the location it selects,
// the thing on the displays it chooses, the tray die it discards; false for a move answered
// only on the decision panel.
func targetOf(g *rv.Game, m rules.Move) (target, bool) {
	switch m := m.(type) {
	case rv.SelectLocation:
		return tLocation(m.Loc), true
	case rv.DiscardDie:
		return tTrayDie(m.Colour, m.Face), true
	case rv.Take:
		kind, deck, ok := takeFrom(g)
		return onDisplay(kind, deck, m.From), ok
	case rv.TakeReward:
		if m.Reward == rv.VillageDieReward {
			return target{spotDie, int(m.Index)}, true
		}
		return onDisplay(spotProphecy, rv.ProphecyDeck, m.Index), m.Reward == rv.ProphecyReward
	case rv.Force:
		return target{spotTerritory, int(m.Stack)}, true
	case rv.Peace:
		return target{spotTerritory, int(m.Stack)}, true
	case rv.PromoteDeck:
		return target{spotDeck, int(m.Deck)}, true
	}
	return target{}, false
}

// onDisplay is the place from of a display of kind (deck's draw pile for FromDeck).
func onDisplay(kind spotKind, deck rv.Deck, from int8) target {
	if from == rv.FromDeck {
		return target{spotDeck, int(deck)}
	}
	return target{kind, int(from)}
}

// takeFrom is the display a Take of g's pending decision takes from, by its spots' kind and
// its deck; ok is false when the decision takes no card.
func takeFrom(g *rv.Game) (kind spotKind, deck rv.Deck, ok bool) {
	switch g.Decision() {
	case rv.DecideTakeReavers:
		return spotStack, rv.ReaverDeck, true
	case rv.DecideBattleTarget:
		return spotBattle, rv.SeaBattleDeck, true
	case rv.DecideTakeSpoils:
		if g.Info().Loc == rv.RaidKeeps {
			return spotKeep, rv.KeepSpoilsDeck, true
		}
		return spotVillage, rv.VillageSpoilsDeck, true
	}
	return 0, 0, false
}

// prober returns, for decision kind, the move that would choose a spot of the kind the
// decision chooses among (its refusal says why a dimmed one cannot be chosen); false for a
// spot the decision does not choose among.
func (p *pos) prober(kind rules.PromptKind) func(s *spot) (rules.Move, bool) {
	by := p.g.ToMove()
	want, deck, takes := takeFrom(p.g)
	return func(s *spot) (rules.Move, bool) {
		i, pile, d := int8(s.index), s.kind == spotDeck, rv.Deck(s.index)
		if pile {
			i = rv.FromDeck
		}
		var m rules.Move
		switch {
		case takes && (s.kind == want || pile && d == deck):
			m = rv.Take{By: by, From: i}
		case kind == rv.DecideTradeReward && s.kind == spotDie:
			m = rv.TakeReward{By: by, Reward: rv.VillageDieReward, Index: i}
		case kind == rv.DecideTradeReward && (s.kind == spotProphecy || pile && d == rv.ProphecyDeck):
			m = rv.TakeReward{By: by, Reward: rv.ProphecyReward, Index: i}
		case kind == rv.DecideSubdue && s.kind == spotTerritory:
			m = rv.Force{By: by, Stack: rv.StackID(s.index)}
		case kind == rv.DecidePromoteDeck && pile && (d == rv.VillageSpoilsDeck || d == rv.KeepSpoilsDeck):
			m = rv.PromoteDeck{By: by, Deck: d}
		}
		return m, m != nil
	}
}
