package render

import (
	"github.com/hajimehoshi/ebiten/v2"

	"northtable/input"
)

// Spots are the things a board draws itself that a player may choose or ask about: the cards,
// dice and piles of a display, a location's header. Each spot is a rectangle with one or more
// hit parts (a stack's two cards), each part with its own words on hover and long-press.
// While a decision chooses among them, the legal spots glow, the others of the kind chosen
// among are shaded and refuse, saying why (Why, asked only when a player rests on one), and a
// plain spot is ringed under the pointer. Reset, then Add each spot (AddPart its parts) as the
// board is laid out; Update once per tick; Mark each spot after drawing it and Tooltip once
// per frame.
type Spots struct {
	// Why words why dimmed spot i refuses, "" for no words: asked once per layout, when a part
	// of it is first hovered; the words go before the part's own.
	Why func(i int) string

	looks  []SpotLook
	rects  []Rect
	parts  []SpotPart
	hits   hits
	worded []bool // per part: its refusal is worded (or it needs none)
}

// SpotLook is how a spot looks while a decision is pending.
type SpotLook int8

// The looks of a spot.
const (
	SpotPlain  SpotLook = iota // not being chosen among: ringed under the pointer
	SpotLegal                  // may be chosen: glows, more under the pointer
	SpotDimmed                 // of the kind being chosen among, but refused: shaded
	SpotQuiet                  // words only (a heading): no look of its own
)

// SpotPart is one hit area of a spot, logical px.
type SpotPart struct {
	Spot  int    // the spot's index (Add's)
	Rect  Rect   // where it takes the pointer
	Tip   string // its words on hover and long-press
	TipAt Rect   // what its tooltip stands beside; zero: Rect
}

// Reset starts a new layout (hover and press carry over by part).
func (s *Spots) Reset() {
	s.looks, s.rects, s.parts, s.worded = s.looks[:0], s.rects[:0], s.parts[:0], s.worded[:0]
	s.hits.reset()
}

// Add adds a spot at r with its look and returns its index; AddPart gives it its parts.
func (s *Spots) Add(r Rect, look SpotLook) int {
	s.looks, s.rects = append(s.looks, look), append(s.rects, r)
	return len(s.rects) - 1
}

// AddPart adds a hit part; later parts lie above earlier ones where they overlap.
func (s *Spots) AddPart(p SpotPart) {
	enabled := s.looks[p.Spot] != SpotDimmed
	s.hits.add(len(s.parts), p.Rect, enabled, p.Tip, p.Tip)
	s.parts = append(s.parts, p)
	s.worded = append(s.worded, enabled)
}

// Parts lists the parts as laid out (read-only).
func (s *Spots) Parts() []SpotPart { return s.parts }

// Update tracks the pointer for one tick and reports the spot tapped, dimmed or not (the board
// may say why one refuses); a reported tap consumes the pointer.
func (s *Spots) Update(p *input.Pointer) (int, bool) {
	k, ok := s.hits.update(p)
	s.explain()
	if !ok {
		return -1, false
	}
	return s.parts[k].Spot, true
}

// explain words the refusal of the dimmed part under the pointer into its control, once.
func (s *Spots) explain() {
	k := s.hits.hot()
	if k < 0 || k >= len(s.worded) || s.worded[k] || s.Why == nil {
		return
	}
	s.worded[k] = true
	why := s.Why(s.parts[k].Spot)
	if why == "" {
		return
	}
	if tip := s.parts[k].Tip; tip != "" {
		why += "\n" + tip
	}
	s.hits.reword(k, why)
}

// Hovered is the spot under the pointer, -1 for none.
func (s *Spots) Hovered() int {
	if k := s.hits.hot(); k >= 0 && k < len(s.parts) {
		return s.parts[k].Spot
	}
	return -1
}

// Look is the pointer's state over the parts (a cached layer's key).
func (s *Spots) Look() Look { return s.hits.cs.Look() }

// Reason is the words the tooltip shows now, "" when none is due.
func (s *Spots) Reason() string { return s.hits.cs.Reason() }

// Mark draws spot i's look over it (see SpotLook); draw it right after the spot.
func (s *Spots) Mark(dst *ebiten.Image, ui *UI, i int) {
	r := s.rects[i]
	switch hot := i == s.Hovered(); {
	case s.looks[i] == SpotLegal:
		ui.glow(dst, r, 6, hot)
	case s.looks[i] == SpotDimmed:
		ui.fillRound(dst, r.Inset(-1), 5, WithAlpha(PaperShade, 1-DimAlpha))
	case hot && s.looks[i] == SpotPlain:
		ui.ringRound(dst, r.Inset(-1), 6, 1.5, WithAlpha(Ink, 0.45))
	}
}

// Tooltip asks ui for the due tooltip of the part under the pointer, beside its TipAt; a
// refusal carries the accent mark.
func (s *Spots) Tooltip(ui *UI) {
	text, k := s.Reason(), s.hits.hot()
	if text == "" || k < 0 || k >= len(s.parts) {
		return
	}
	c, _ := s.hits.cs.Get(k + 1)
	at := s.parts[k].TipAt
	if at.W == 0 {
		at = s.parts[k].Rect
	}
	ui.ShowTooltipAt(text, at, !c.Enabled)
}
