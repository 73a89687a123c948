package orkney

import (
	"northtable/render"
	"northtable/rules"
	ork "northtable/rules/orkney"
)

// modes is what a click on the board means now (build, route, extra route, a popup), the
// popups themselves, and the playing of moves through the shell.
type modes struct {
	*pos
	mode        mode
	buildKind   ork.Building
	credit      creditChoice
	dialog      render.Dialog
	privateOpen bool
	dropAt      *pt    // where the tile of the move being played was dropped (nil: a click)
	said        string // the board's last message in the shell's toast
}

// apply plays m through the table; from is the screen point a dragged tile was dropped at (nil
// for clicks). A refused move is explained where the player looks and changes nothing.
func (b *modes) apply(m rules.Move, from *pt) error {
	b.dropAt = from
	if err := b.t.Play(m); err != nil {
		b.dropAt = nil
		b.say(rules.Explain(err), true)
		return err
	}
	return nil
}

// say shows a message in the shell's toast for 3 s above the bottom line; warn marks it in the
// accent colour.
func (b *modes) say(text string, warn bool) {
	b.said = text
	b.t.Say(text, warn)
}

// hush takes the board's own message back when it went stale (the move it was about is made);
// a message of the shell's stays.
func (b *modes) hush() {
	if text, _ := b.t.Toast(); text != "" && text == b.said {
		b.t.HideToast()
	}
	b.said = ""
}

// toggleMode enters m (or leaves it when it is already on).
func (b *modes) toggleMode(m mode, kind ork.Building) {
	if b.mode == m && (m != modeBuild || b.buildKind == kind) {
		b.mode = modeIdle
		return
	}
	b.mode = m
	b.buildKind = kind
}

// pressEnd ends the turn, first warning when route credits would lapse (Orkney spec §9 Actions).
func (b *modes) pressEnd() {
	if b.anyRoute() {
		b.openDialog(modeConfirm)
		return
	}
	_ = b.apply(ork.EndTurn{By: b.ui.seat}, nil)
}

// playAt plays the move of button target k.
func (b *modes) playAt(k target) {
	if m := b.ix.Move(k); m != nil {
		_ = b.apply(m, nil)
	}
}

// hint says why, the rules' refusal of what was clicked, or else the mode's instruction.
func (b *modes) hint(why, instruction string) {
	if why != "" {
		b.say(why, true)
		return
	}
	b.say(instruction, false)
}

// answer carries out the popup's choice: an island's credit, or ending the turn after the
// warning; -1 (a tap outside the credit choice) goes back to picking a connection.
func (b *modes) answer(choice int) {
	switch b.mode {
	case modeCredit:
		if choice < 0 {
			b.mode = modeRoute
			return
		}
		_ = b.apply(ork.PlaceRoute{By: b.ui.seat, Conn: b.credit.conn, Island: b.credit.islands[choice]}, nil)
	case modeConfirm:
		if choice == 1 {
			_ = b.apply(ork.EndTurn{By: b.ui.seat}, nil)
			return
		}
		b.mode = modeIdle
	}
}

// openDialog shows the popup for mode m; drawing and taps both come from b.dialog
// (render.Dialog), so its buttons are hit where they are drawn. The credit choice (modeCredit,
// Orkney spec §9 Actions) sits above or below its two islands so they stay in view; the warning
// that ending the turn lets credits lapse (modeConfirm) sits in the middle of the board.
func (b *modes) openDialog(m mode) {
	b.mode = m
	if m == modeCredit {
		b.dialog = render.Dialog{Title: "Which credit do you spend?",
			Body:    "Both islands of this connection hold one of your route credits.",
			Buttons: creditButtons, Cancel: -1, Box: b.credit.box}
		return
	}
	b.dialog = render.Dialog{Title: "End your turn?",
		Body:    "You still hold " + ork.Count(b.ui.credits, "route credit") + "; unused credits lapse now.",
		Buttons: confirmButtons, Cancel: 0, Box: popupAt(330), Dim: boardRect}
}

// popupOpen reports whether a popup (b.dialog) is showing.
func (b *modes) popupOpen() bool { return b.mode == modeCredit || b.mode == modeConfirm }

// afterMove leaves the modes a move ended: building, a credit or end-turn question, an extra
// route; the route mode stays while credits remain.
func (b *modes) afterMove(m rules.Move) {
	_, end := m.(ork.EndTurn)
	if end {
		b.privateOpen = false
	}
	if end || b.mode != modeRoute || !b.anyRoute() {
		b.mode = modeIdle
	}
}

// connAt is the target of a click on connection c in the route mode on now: a route with a
// credit, or a bought one in extra-route mode.
func (b *modes) connAt(c ork.ConnID) target {
	if b.mode == modeExtra {
		return tExtraConn(c)
	}
	return tConn(c)
}

// anyRoute reports whether the mover may lay a route with a credit now.
func (b *modes) anyRoute() bool { return b.ix.Has(routeBtnT) }

// routeIslands are the credited islands a route on connection c may spend from.
func (b *modes) routeIslands(c ork.ConnID) []ork.IslandID {
	ms := b.ix.Moves(tConn(c))
	out := make([]ork.IslandID, 0, len(ms))
	for _, m := range ms {
		out = append(out, m.(ork.PlaceRoute).Island)
	}
	return out
}

// mode is what a click on the board means right now.
type mode int

const (
	modeIdle    mode = iota
	modeBuild        // pick an island for build.kind
	modeRoute        // pick a connection touching a credited island
	modeExtra        // pick any free connection for a bought route
	modeCredit       // a popup asks which island's credit to spend
	modeConfirm      // a popup warns that route credits would lapse
)

// creditChoice is a pending PlaceRoute whose connection touches two credited islands.
type creditChoice struct {
	conn    ork.ConnID
	islands [2]ork.IslandID
	box     render.Rect // where the popup asking shows, away from the two islands
}

// The popups' buttons, left to right; a tap outside the credit choice (Cancel -1) returns to
// route mode.
var (
	creditButtons  = []string{"Island A", "Island B"}
	confirmButtons = []string{"Keep playing", "End turn"}
)
