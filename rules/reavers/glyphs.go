package reavers

import (
	"strconv"
	"strings"
)

// A Glyph is one item of a line of counts, words and pictures that a board draws where a
// card's, cost's or reward's words would not fit ("1 yellow die showing Double Hammer" is a 1
// and that die; a Territory's Peace is "Peace 2 [Chest] → 1 [Favour]"). Such a line only
// shortens: the card's words (CardWords, TerritoryWords) stay its tooltip. The rules say what
// each line pictures; the board picks the pictures.
type Glyph struct {
	Pic    Pic
	Word   string // a count or a word, when Pic is NoPic
	Token  Token  // PicToken
	Colour Colour // PicDie, PicDieBody
	Face   Face   // PicDie, PicFace
	Deck   Deck   // PicBack
}

// Pic is what a Glyph pictures.
type Pic int8

// The pictures of a Glyph.
const (
	NoPic      Pic = iota // a word
	PicToken              // a token of Token
	PicDie                // a die of Colour showing Face
	PicDieBody            // a die of Colour, rolled: no face yet
	PicFace               // a die of no colour showing Face: a cost any colour pays
	PicBack               // the back of Deck's cards
)

func word(s string) Glyph      { return Glyph{Word: s} }
func num(n int8) Glyph         { return word(strconv.Itoa(int(n))) }
func tokenGlyph(t Token) Glyph { return Glyph{Pic: PicToken, Token: t} }
func backGlyph(d Deck) Glyph   { return Glyph{Pic: PicBack, Deck: d} }
func bodyGlyph(c Colour) Glyph { return Glyph{Pic: PicDieBody, Colour: c} }
func anyDice(n int8) []Glyph   { return []Glyph{num(n), word("any"), word(diceWord(n))} }

// diceWord is "die" for one, else "dice".
func diceWord(n int8) string {
	if n == 1 {
		return "die"
	}
	return "dice"
}

// Glyphs is the effect as a line (a count and its token or die, "+2 Glory", "draw 1 [back]");
// ok is false for an effect no short line says.
func (e Effect) Glyphs() ([]Glyph, bool) {
	n := num(e.N)
	switch e.Kind {
	case GainTokens:
		return []Glyph{n, tokenGlyph(e.Token)}, true
	case GainGlory:
		return []Glyph{word("+" + n.Word + " Glory")}, true
	case FixedDice:
		if HasFace(e.Colour, e.Face) {
			return []Glyph{n, {Pic: PicDie, Colour: e.Colour, Face: e.Face}}, true
		}
	case RollDice:
		return []Glyph{n, bodyGlyph(e.Colour), word("rolled")}, true
	case ChooseDice:
		if e.Colour == AnyColour {
			return anyDice(e.N), true
		}
		return []Glyph{n, bodyGlyph(e.Colour), word("on any face")}, true
	case Draw:
		return []Glyph{word("draw"), n, backGlyph(e.Deck)}, true
	case ProphecyKeep:
		return []Glyph{word("draw"), n, backGlyph(ProphecyDeck), word("keep 1")}, true
	}
	return nil, false
}

// Glyphs is the option's effects as one line; ok is false when one has no short line (or
// there are none).
func (o Option) Glyphs() ([]Glyph, bool) {
	var out []Glyph
	for _, e := range o {
		g, ok := e.Glyphs()
		if !ok {
			return nil, false
		}
		out = append(out, g...)
	}
	return out, len(out) > 0
}

// needFaces is the face each dice requirement asks for (NoFace for any die).
var needFaces = [NumNeeds]Face{NeedShip: Ship, NeedChest: Chest, NeedShield: Shield, NeedHammer: Hammer, NeedAny: -1}

// Glyphs is the requirement as a line: each count and a die of no colour showing its face (any
// colour pays, spec §2.3), "any dice" in words.
func (n Needs) Glyphs() []Glyph {
	var out []Glyph
	for k, c := range n {
		switch {
		case c == 0:
		case needFaces[k] < 0:
			out = append(out, anyDice(c)...)
		default:
			out = append(out, num(c), Glyph{Pic: PicFace, Face: needFaces[k]})
		}
	}
	return out
}

// Glyphs is the cost as a line: its Food, its Favour, then its dice (Needs.Glyphs).
func (c Cost) Glyphs() []Glyph {
	var out []Glyph
	if c.Food > 0 {
		out = append(out, num(c.Food), tokenGlyph(Food))
	}
	if c.Favour > 0 {
		out = append(out, num(c.Favour), tokenGlyph(Favour))
	}
	return append(out, c.Dice.Glyphs()...)
}

// pillageGlyphs is the pillage a Spoils card's line ends with ("· pillage Def 2"), none for a
// card without one.
func pillageGlyphs(p Pillage) []Glyph {
	if p.Defence <= 0 {
		return nil
	}
	return []Glyph{word("· pillage Def " + strconv.Itoa(int(p.Defence)))}
}

// Glyphs is the card's Line as a line of gains and its pillage; ok is false for an Artifact
// card, whose words say it.
func (v *VillageSpoils) Glyphs() ([]Glyph, bool) {
	g, ok := v.Effects.Glyphs()
	if v.Artifact != NoArtifact || !ok {
		return nil, false
	}
	return append(g, pillageGlyphs(v.Pillage)...), true
}

// Glyphs is the card's Line as a line of gains and its pillage; ok is false for a set card
// kept for the final scoring, whose words say it.
func (k *KeepSpoils) Glyphs() ([]Glyph, bool) {
	g, ok := k.Effects.Glyphs()
	if k.Kept && k.Set != NoSet || !ok {
		return nil, false
	}
	return append(g, pillageGlyphs(k.Pillage)...), true
}

// PayGlyphs is the Sea Battle's Defence and the combination that wins it without a fight
// (spec §5.3): "Def 3 · or pay" 2 [Ship] 1 [Chest].
func (b *Battle) PayGlyphs() []Glyph {
	return append([]Glyph{word("Def " + strconv.Itoa(int(b.Defence)) + " · or pay")}, b.Combination.Glyphs()...)
}

// WinGlyphs is the Sea Battle's reward as a line after "Win:"; ok is false when its words
// must say it.
func (b *Battle) WinGlyphs() ([]Glyph, bool) {
	g, ok := b.Reward.Glyphs()
	return append([]Glyph{word("Win:")}, g...), ok
}

// PeaceGlyphs is the Territory's Peace as a line (spec §5.6): "Peace", its cost ("4 dice" of
// any kind in words), "→" and its reward (its dice "2 dice" of faces chosen, "2 Glory").
func (t Territory) PeaceGlyphs() []Glyph {
	out := append([]Glyph{word("Peace")}, t.Peace.Glyphs()...)
	if n := t.Peace.Dice[NeedAny]; n > 0 {
		out = []Glyph{word("Peace"), num(n), word(diceWord(n))}
	}
	out = append(out, word("→"))
	for _, e := range t.Reward {
		switch e.Kind {
		case ChooseDice:
			out = append(out, num(e.N), word(diceWord(e.N)))
		case GainGlory:
			out = append(out, word(strconv.Itoa(int(e.N))+" Glory"))
		default:
			g, _ := e.Glyphs()
			out = append(out, g...)
		}
	}
	return out
}

// The short words a display shows beside these lines (CardWords has the whole words).

// StripLine is the Reaver's line under its name on a display: its clan and tier.
func (r Reaver) StripLine() string { return r.Clan.String() + " · tier " + strconv.Itoa(int(r.Tier)) }

// Heading is the Prophecy's name on a display with the Glory it scores when met (spec §7.6).
func (p *Prophecy) Heading() string { return p.Name + " · " + strconv.Itoa(int(p.Glory)) + " Glory" }

// Heading is the Territory stack's row on a display with left tiles in it: its name, the
// tiles left and its Defence against Force ("Food II ×3 · Def 2").
func (t Territory) Heading(left int) string {
	return t.Name + " ×" + strconv.Itoa(left) + " · Def " + strconv.Itoa(t.Defence())
}

// WinLine is what the Sea Battle's winner gains, on a display ("Win: 4 Glory and 1 Favour").
func (b *Battle) WinLine() string { return "Win: " + strings.TrimSuffix(b.Text, ".") }

// JourneyLine is the Sea Journey deck on a display: its cards left and discarded (spec §5.3),
// whole ("Journeys 12 · discard 3") and short, for a narrow display beside the deck's back
// ("12 · discard 3").
func (g *Game) JourneyLine() (whole, short string) {
	draw, dis := g.DeckSize(SeaJourneyDeck)
	short = strconv.Itoa(draw) + " · discard " + strconv.Itoa(dis)
	return "Journeys " + short, short
}
