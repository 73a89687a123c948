package orkney

import (
	"northtable/render"
	"northtable/rules"
	"northtable/rules/hex"
	ork "northtable/rules/orkney"
)

// The board's probe surface: where things are drawn and take the pointer, in logical px, and
// what the board says, as of the last Draw or input tick. Tests and tools play the board
// through these (a press at the point, a drag to it) the way a person does, and never through
// its fields. A point or rectangle comes with ok false when the thing is not on screen (or lies
// under something drawn over the board, where a click would not reach it).

// BoardView is the part of the screen the camera shows the layout in, below the score track.
func (b *Board) BoardView() render.Rect { return viewRect }

// RevealedTile is the centre of the revealed tile in its slot in the right column; ok is true
// when a press there lifts it (the viewer places a tile and none is in hand or gliding back).
func (b *Board) RevealedTile() (render.Point, bool) {
	ok := b.placing() && !b.g.Over() && !b.offTurn() && !b.drag.Active() && !b.hidden(spot{part: partSlot})
	return slotCentre, ok
}

// TileLabel is the revealed tile's label above its slot, in plain words ("wood–stone tile with
// a fish"); "" when no tile is shown there.
func (b *Board) TileLabel() string {
	t, ok := b.g.Revealed()
	if !ok || b.g.Over() || b.offTurn() || b.ui.decision != ork.DecidePlaceTile {
		return ""
	}
	return tileName(t)
}

// TileTurn is how the revealed tile is turned as shown, in sixths of a turn clockwise, as the
// rules' PlaceTile.Rot counts them (0–5).
func (b *Board) TileTurn() int { return b.rot }

// TileInHand is where the lifted tile is shown and would drop (on touch, above the finger);
// ok is false when no tile is carried.
func (b *Board) TileInHand() (render.Point, bool) { return b.dragAt(), b.drag.Active() }

// Ghost is the cell the tile in hand is shown on and whether it is marked as fitting there as
// it is turned (a bright outline) or refused (the accent cross); ok is false when the tile in
// hand is shown on no cell (off the board, over a panel, or following the pointer off the
// layout).
func (b *Board) Ghost() (cell hex.Axial, fits, ok bool) {
	a := b.dragAt()
	if !b.drag.Active() || !b.ghostSet || !inRect(boardRect, a.X, a.Y) || b.overOverlay(a) || b.offLayout(b.ghostCell) {
		return hex.Axial{}, false, false
	}
	return b.ghostCell, b.ghostOK, true
}

// onScreen is s with whether a click there reaches the board.
func (b *Board) onScreen(s pt) (render.Point, bool) {
	return s, inRect(viewRect, s.X, s.Y) && !b.overOverlay(s)
}

// CellPoint is the centre of cell c on screen, where a dropped tile lands on c.
func (b *Board) CellPoint(c hex.Axial) (render.Point, bool) {
	return b.onScreen(b.cam.toScreen(world.Centre(c)))
}

// CellAt is the cell under screen point p.
func (b *Board) CellAt(p render.Point) hex.Axial { return world.CellAt(b.cam.toWorld(p)) }

// ConnectionPoint is where a click picks the connection of the tile on cell c (its tile's
// centre), in route and extra-route mode.
func (b *Board) ConnectionPoint(c ork.ConnID) (render.Point, bool) { return b.CellPoint(c) }

// IslandPoint is where island id's buildings stand and where a click in build mode picks it.
func (b *Board) IslandPoint(id ork.IslandID) (render.Point, bool) {
	return b.onScreen(b.cam.toScreen(islandPoint(id)))
}

// Zoom is the camera's zoom: 1 draws a hex 96 logical px from centre to corner.
func (b *Board) Zoom() float64 { return b.cam.Zoom }

// button is the board's control id as laid out last; ok is false when it is not shown.
func (b *Board) button(id int) (render.Control, bool) { return b.kit.controls.Get(id) }

// BuildButton is the build button of kind k (farm, village, castle) with its state and, when
// disabled, the reason it shows.
func (b *Board) BuildButton(k ork.Building) (render.Control, bool) {
	return b.button(ctlBuild + int(k))
}

// RouteButton is the "Lay route" button.
func (b *Board) RouteButton() (render.Control, bool) { return b.button(ctlRoute) }

// ExtraRouteButton is the "Extra route" button (a route bought with cloth).
func (b *Board) ExtraRouteButton() (render.Control, bool) { return b.button(ctlExtra) }

// ExchangeButton is the trade button that gives give for get (Orkney spec §7.3).
func (b *Board) ExchangeButton(give, get ork.Resource) (render.Control, bool) {
	for i, ex := range exchanges {
		if ex.Give == give && ex.Get == get {
			return b.button(ctlExchange + i)
		}
	}
	return render.Control{}, false
}

// FishButton is the fishing button.
func (b *Board) FishButton() (render.Control, bool) { return b.button(ctlFish) }

// EndTurnButton is the "End turn" button.
func (b *Board) EndTurnButton() (render.Control, bool) { return b.button(ctlEnd) }

// TaskFishButton is the "Show my task & fish" toggle (Active while the private box is open).
func (b *Board) TaskFishButton() (render.Control, bool) { return b.button(ctlPrivate) }

// RotateButton is the touch button beside the revealed tile that turns it clockwise or
// anticlockwise.
func (b *Board) RotateButton(clockwise bool) (render.Control, bool) {
	if clockwise {
		return b.button(ctlRotCW)
	}
	return b.button(ctlRotCCW)
}

// FitButton is the button in the board's corner that frames the whole layout again.
func (b *Board) FitButton() (render.Control, bool) { return b.button(ctlFit) }

// DisabledReason is why the control under the pointer is disabled, as its tooltip says; ""
// over an enabled control or anything else.
func (b *Board) DisabledReason() string { return b.hoverReason }

// TaskCard is dealt task i (0 or 1) during the task choice, where a click keeps it.
func (b *Board) TaskCard(i int) (render.Rect, bool) {
	if !b.choosingTask() || b.offTurn() || !b.Idle() || i < 0 || i > 1 {
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
func (b *Board) Seat(s rules.Seat) SeatPanel {
	r := seatRect(int(s), b.n)
	active := !b.g.Over() && ((b.ui.decision == ork.DecideTask && s == b.ui.seat) ||
		(b.ui.decision != ork.DecideTask && s == b.ui.active))
	hd := b.seatHeader(s, active)
	row := r.Y + 24 - 10
	p := SeatPanel{Rect: r, Name: hd.name, Tag: hd.tag,
		NameRect: render.Rect{X: hd.nameX, Y: row, W: render.TextWidth(hd.name, b.fonts.bodyBold), H: 20},
		Score:    render.Rect{X: hd.vpLeft, Y: row, W: hd.vpRight - hd.vpLeft, H: 20}}
	if hd.tag != "" {
		p.TagRect = render.Rect{X: hd.tagX, Y: row, W: hd.tagW, H: 20}
	}
	return p
}

// Ship is where seat s's longship stands on the score track (its centre) and the track space
// it stands for (its score, wrapped past 29).
func (b *Board) Ship(s rules.Seat) (render.Point, render.Rect) {
	ms := make([]render.TrackMarker, b.n)
	for i := range ms {
		ms[i] = render.TrackMarker{Score: b.g.Player(rules.Seat(i)).BuildingVP}
	}
	t := render.ScoreTrack{Rect: trackRect, Spaces: trackSpaces, MarkerW: shipW, Markers: ms}
	return t.Spots()[s].C, t.SpaceRect(t.SpaceOf(ms[s].Score))
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
func (b *Board) PrivateBox() (box render.Rect, fish []FishToken, sumY float64, ok bool) {
	if !b.privateOpen || b.offTurn() || b.ui.seat < 0 {
		return render.Rect{}, nil, 0, false
	}
	r := privPanel
	x, y := r.X+16, r.Y+160+42
	for _, m := range fishMarks(b.g.Player(b.ui.seat).FishValues, x, y) {
		fish = append(fish, FishToken{At: m.c, Size: fishTokenSize, Value: m.value, Count: m.count})
	}
	return r, fish, fishSumY(), true
}

// DialogTitle is the title of the board's open popup (the credit choice, the end-of-turn
// warning); "" when none is open.
func (b *Board) DialogTitle() string {
	if !b.popupOpen() {
		return ""
	}
	return b.dialog.Title
}

// DialogButton is the open popup's button labelled label, where a click answers it.
func (b *Board) DialogButton(label string) (render.Rect, bool) {
	if !b.popupOpen() {
		return render.Rect{}, false
	}
	for i, l := range b.dialog.Buttons {
		if l == label {
			return b.dialog.ButtonRect(i), true
		}
	}
	return render.Rect{}, false
}

// PromptText is the bottom line's instruction.
func (b *Board) PromptText() string { return b.prompt() }

// StatusText is the top bar's line ("Round 3 of 7 · Ann places tile 1 of 2").
func (b *Board) StatusText() string { return b.statusLine() }

// Floating is the text of every gain label floating over the board now ("+2 wood", "+3 VP",
// "island complete").
func (b *Board) Floating() []string {
	var out []string
	for _, a := range b.t.Anims().Background() {
		if f, ok := a.(*floater); ok {
			out = append(out, f.text)
		}
	}
	return out
}

// Busy reports whether a move's animations are still playing (the shell's queue): input waits.
func (b *Board) Busy() bool { return b.t.Busy() }
