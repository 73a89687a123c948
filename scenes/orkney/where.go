//go:build !js

package orkney

import (
	"northtable/render"
	"northtable/rules"
	"northtable/rules/hex"
	ork "northtable/rules/orkney"
)

// Where is the board's probe surface: where things are drawn and take the pointer, in logical
// px, and what the board says, as of the last Draw or input tick. Tests and tools play the
// board through it (a press at the point, a drag to it) the way a person does, never through
// its fields; it names what a player sees, not how the board keeps it, so the board can be
// reshaped behind it. A point or rectangle comes with ok false when the thing is not on screen
// (or lies under something drawn over the board, where a click would not reach it).
type Where struct{ b *Board }

// Where is the board's probe surface.
func (b *Board) Where() Where { return Where{b} }

// Game is the position as the board shows it: the viewer's View of the game (read only).
func (w Where) Game() *ork.Game { return w.b.g }

// BoardView is the part of the screen the camera shows the layout in, below the score track.
func (w Where) BoardView() render.Rect { return viewRect }

// RevealedTile is the centre of the revealed tile in its slot in the right column; ok is true
// when a press there lifts it (the viewer places a tile and none is in hand or gliding back).
func (w Where) RevealedTile() (render.Point, bool) {
	ok := w.b.placing() && !w.b.g.Over() && !w.b.offTurn() && !w.b.picker.drag.Active() && !w.b.motion.hidden(spot{part: partSlot})
	return slotCentre, ok
}

// TileLabel is the revealed tile's label above its slot, in plain words ("wood–stone tile with
// a fish"); "" when no tile is shown there.
func (w Where) TileLabel() string {
	t, ok := w.b.g.Revealed()
	if !ok || w.b.g.Over() || w.b.offTurn() || w.b.ui.decision != ork.DecidePlaceTile {
		return ""
	}
	return tileName(t)
}

// TileTurn is how the revealed tile is turned as shown, in sixths of a turn clockwise, as the
// rules' PlaceTile.Rot counts them (0–5).
func (w Where) TileTurn() int { return w.b.picker.rot }

// TileInHand is where the lifted tile is shown and would drop (on touch, above the finger);
// ok is false when no tile is carried.
func (w Where) TileInHand() (render.Point, bool) {
	return w.b.picker.dragAt(), w.b.picker.drag.Active()
}

// Ghost is the cell the tile in hand is shown on and whether it is marked as fitting there as
// it is turned (a bright outline) or refused (the accent cross); ok is false when the tile in
// hand is shown on no cell (off the board, over a panel, or following the pointer off the
// layout).
func (w Where) Ghost() (cell hex.Axial, fits, ok bool) {
	if !w.b.picker.drag.Active() || !w.b.picker.ghostSet || !w.b.picker.onBoard(w.b.picker.dragAt()) || w.b.geo.offLayout(w.b.picker.ghostCell) {
		return hex.Axial{}, false, false
	}
	return w.b.picker.ghostCell, w.b.picker.ghostErr == nil, true
}

// onScreen is s with whether a click there reaches the board.
func (w Where) onScreen(s pt) (render.Point, bool) {
	return s, viewRect.Contains(s.X, s.Y) && !w.b.picker.overOverlay(s)
}

// CellPoint is the centre of cell c on screen, where a dropped tile lands on c and, in the
// route modes, where a click picks the connection of the tile on c.
func (w Where) CellPoint(c hex.Axial) (render.Point, bool) {
	return w.onScreen(w.b.view.hm.CellScreen(c))
}

// Glow is the cells lit while the tile is carried: bright where it fits as turned now, dim
// where it fits only turned another way; both nil when no tile is carried.
func (w Where) Glow() (bright, dim []hex.Axial) {
	if !w.b.picker.drag.Active() {
		return nil, nil
	}
	return w.b.ui.fitting[w.b.picker.rot], w.b.ui.otherwise[w.b.picker.rot]
}

// CellAt is the cell under screen point p.
func (w Where) CellAt(p render.Point) hex.Axial { return w.b.view.hm.CellAt(p) }

// IslandPoint is where island id's buildings stand and where a click in build mode picks it.
func (w Where) IslandPoint(id ork.IslandID) (render.Point, bool) {
	return w.onScreen(w.b.view.hm.Cam.ToScreen(islandPoint(id)))
}

// Zoom is the camera's zoom: 1 draws a hex 96 logical px from centre to corner.
func (w Where) Zoom() float64 { return w.b.view.hm.Cam.Zoom }

// Button names one of the board's buttons.
type Button int

// The board's buttons, as a player sees them.
const (
	FitButton        Button = iota // frames the whole layout again, in the board's corner
	RotateLeft                     // beside the revealed tile: turns it anticlockwise
	RotateRight                    // beside the revealed tile: turns it clockwise
	FarmButton                     // builds a farm (then a click on an island)
	VillageButton                  // builds a village
	CastleButton                   // builds a castle
	RouteButton                    // "Lay route"
	ExtraRouteButton               // "Extra route", a route bought with cloth
	FishButton                     // goes fishing
	EndTurnButton                  // "End turn"
	TaskFishButton                 // "Show my task & fish", Active while the private box is open
)

// BuildButton is the build button of kind k.
func BuildButton(k ork.Building) Button { return FarmButton + Button(k) }

// buttonIDs are the controls' IDs in the board's registry, by Button.
var buttonIDs = [...]int{FitButton: ctlFit, RotateLeft: ctlRotCCW, RotateRight: ctlRotCW,
	FarmButton: ctlBuild, VillageButton: ctlBuild + 1, CastleButton: ctlBuild + 2,
	RouteButton: ctlRoute, ExtraRouteButton: ctlExtra, FishButton: ctlFish, EndTurnButton: ctlEnd,
	TaskFishButton: ctlPrivate}

// Button is button c as laid out last, with its label, state and, when disabled, the reason it
// shows; ok is false when it is not shown.
func (w Where) Button(c Button) (render.Control, bool) {
	if c < 0 || int(c) >= len(buttonIDs) {
		return render.Control{}, false
	}
	return w.b.panels.controls.Get(buttonIDs[c])
}

// Trade is the trade button that gives give for get (Orkney spec §7.3).
func (w Where) Trade(give, get ork.Resource) (render.Control, bool) {
	for i, ex := range exchanges {
		if ex.Give == give && ex.Get == get {
			return w.b.panels.controls.Get(ctlExchange + i)
		}
	}
	return render.Control{}, false
}

// DisabledReason is why the control under the pointer is disabled, as its tooltip says; ""
// over an enabled control or anything else.
func (w Where) DisabledReason() string { return w.b.picker.hoverReason }

// TaskCard is dealt task i (0 or 1) during the task choice, where a click keeps it.
func (w Where) TaskCard(i int) (render.Rect, bool) {
	if !w.b.choosingTask() || w.b.offTurn() || !w.b.t.Ready() || i < 0 || i > 1 {
		return render.Rect{}, false
	}
	return taskCard(i), true
}

// SeatPanel is what seat s's panel in the left column shows in its top row, logical px.
type SeatPanel struct {
	Rect     render.Rect // the whole panel
	Name     string      // the name as shown, shortened with "…" when it does not fit
	NameRect render.Rect // where the name is written
	Tag      string      // "computer", "to play" (a badge) or ""
	TagRect  render.Rect // where the tag is drawn (zero when there is none)
	Score    render.Rect // the building VP number
}

// Seat is seat s's panel as drawn (the fonts are bound on the first tick).
func (w Where) Seat(s rules.Seat) SeatPanel {
	h := w.b.panels.seatHeader(s)
	l := h.Layout(w.b.kit.Fonts)
	return SeatPanel{Rect: h.Rect, Name: l.Name, NameRect: l.NameRect, Tag: l.Tag, TagRect: l.TagRect, Score: l.ScoreRect}
}

// Ship is where seat s's longship stands on the score track (its centre) and the track space
// it stands for (its score, wrapped past 29).
func (w Where) Ship(s rules.Seat) (render.Point, render.Rect) {
	t := w.b.panels.scoreTrack()
	return t.Spots()[s].C, t.SpaceRect(t.SpaceOf(t.Markers[s].Score))
}

// FishToken is one token drawn in the open private box: a fish of Value, or all the seat's
// fish of that value when Count is set ("×6").
type FishToken struct {
	At    render.Point // centre
	Size  float64      // width and height
	Value int
	Count int
}

// PrivateBox is what the open private box ("Show my task & fish") shows: its rectangle, the
// seat's fish tokens and the top of its "N fish points = M VP" line; ok is false when it is
// shut.
func (w Where) PrivateBox() (box render.Rect, fish []FishToken, sumY float64, ok bool) {
	if !w.b.modes.privateOpen || w.b.offTurn() || w.b.ui.seat < 0 {
		return render.Rect{}, nil, 0, false
	}
	tokens := fishTokens(w.b.g.Player(w.b.ui.seat).FishValues)
	for _, m := range tokens.Tokens() {
		fish = append(fish, FishToken{At: m.At, Size: fishTokenSize, Value: m.Value, Count: m.Count})
	}
	return privPanel, fish, fishSumY(), true
}

// Dialog is the board's open popup (the credit choice, the end-of-turn warning) as the kit's
// own dialog, read-only: its Title, and ButtonFor a label where a click answers it; the zero
// dialog (no title, no buttons) when none is open.
func (w Where) Dialog() render.Dialog {
	if !w.b.modes.popupOpen() {
		return render.Dialog{}
	}
	return w.b.modes.dialog
}

// PromptText is the bottom line's instruction.
func (w Where) PromptText() string { return w.b.picker.prompt() }

// StatusText is the top bar's line ("Round 3 of 7 · Ann places tile 1 of 2").
func (w Where) StatusText() string { return w.b.panels.statusLine() }

// Floating is the text of every gain label floating over the board now ("+2 wood", "+3 VP",
// "island complete").
func (w Where) Floating() []string { return render.Floating(w.b.t.Anims()) }

// Hint is the move the shown hint names (Table.AskHint) and the rectangles its gold marks ring
// as drawn at the last Draw: the cell, island or connection on the map, the button that leads
// there, the revealed tile's slot, a task card; nil and none while no hint is shown.
func (w Where) Hint() (rules.Move, []render.Rect) {
	var rs []render.Rect
	for _, m := range w.b.marks {
		rs = append(rs, m.r)
	}
	return w.b.hint, rs
}
