package orkney

import (
	"fmt"
	"image"
	"image/color"
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"northtable/render"
	"northtable/rules"
	"northtable/rules/bot"
	"northtable/rules/hex"
	ork "northtable/rules/orkney"
	"northtable/scenes/scene"
)

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

// Board is the Orkney board scene (Orkney spec §9). It implements scene.Scene.
type Board struct {
	cfg   scene.NewGame
	g     *ork.Game
	n     int
	bots  []*bot.Random // per seat; nil for human seats
	turns int           // turns each seat plays (§4.1)

	// bound on the first Update from the scene context
	sp         *sprites
	fonts      faces
	gx         *gfx
	boardDst   *ebiten.Image // the board's sub-image of the last screen
	lastScreen *ebiten.Image
	lastScale  float64
	layer      *ebiten.Image // cached panels around the board (see chromeKey)
	layerKey   chromeKey
	layerOK    bool
	rects      []image.Rectangle // controls whose look follows the pointer
	ready      bool

	cam     camera
	autoFit bool // keep fitting the camera to the layout until the player pans or zooms

	version int        // bumped on every applied move; caches compare against it
	view    *boardView // static geometry of the board, rebuilt when version changes
	ui      *uiState   // legal-move digest for the controls, rebuilt when version changes

	// controller
	tick         int
	mode         mode
	buildKind    ork.Building
	credit       creditChoice
	rot          int  // rotation of the revealed tile
	pressOnTile  bool // the current press started on the revealed tile
	pressOnBoard bool
	dragging     bool // the revealed tile follows the pointer
	ptr          pt   // pointer position, logical px
	privateOpen  bool
	leaving      bool // the "Leave this game?" question is open; the game waits
	hoverReason  string

	hoverIsland ork.IslandID // the pickable island under the pointer (build mode)
	hoverConn   ork.ConnID   // the pickable connection under the pointer (route modes)
	hoverOn     bool         // one of the two above is set

	ghostCell hex.Axial // cached legality of the ghost under the pointer
	ghostRot  int
	ghostOK   bool
	ghostErr  error
	ghostSet  bool

	moves     int          // moves applied so far, autoplay included
	probe     *scene.Probe // the App's announcer for the browser test (may be nil)
	stateSent bool         // the state was announced since the last change
	revealed  int          // id of the tile the rotation was chosen for, -1 for none

	needCurtain bool
	waiting     bool // the privacy curtain is up
	reported    bool // OnGameOver was called
	botWait     int
	instantCtx  bool    // the App asked for no animations this tick
	animSpeed   float64 // the App's animation-speed setting (1 normal, 0 instant)

	anims    animQueue
	floaters []floater
	touch    bool // the last press came from a finger: prompts name the touch controls
	msg      message
	log      []logLine
}

// creditChoice is a pending PlaceRoute whose connection touches two credited islands.
type creditChoice struct {
	conn    ork.ConnID
	islands [2]ork.IslandID
}

// logLine is one line of the event log.
type logLine struct {
	text string
	seat rules.Seat
}

// stackSize is the tiles per stack for n players, 0 for an unplayable count (Orkney spec §4.1).
func stackSize(n int) int {
	switch n {
	case 2:
		return 30
	case 3:
		return 20
	case 4:
		return 14
	case 5:
		return 12
	}
	return 0
}

// New builds the Orkney board scene for cfg: it sets up the game (Orkney spec §4) and plays the
// first cfg.Autoplay moves with the random bot before the first frame is shown. It fails when the
// setup is invalid (wrong player count).
func New(cfg scene.NewGame) (scene.Scene, error) {
	return NewBoard(cfg)
}

// NewBoard is New returning the concrete scene, for the App's and tests' helpers (Gestures,
// Idle, Game).
func NewBoard(cfg scene.NewGame) (*Board, error) {
	n := len(cfg.Players)
	if stackSize(n) == 0 {
		return nil, fmt.Errorf("orkney: %d players; the game needs 2 to 5", n)
	}
	g, err := ork.New(ork.Setup{Players: n, Seed: cfg.Seed})
	if err != nil {
		return nil, fmt.Errorf("orkney: new game: %w", err)
	}
	b := &Board{
		cfg:      cfg,
		g:        g,
		n:        n,
		turns:    stackSize(n) / 2,
		bots:     make([]*bot.Random, n),
		autoFit:  true,
		revealed: -1,
		cam:      newCamera(rectOf(viewRect), 0.6),
	}
	for i, s := range cfg.Players {
		if s.Bot {
			b.bots[i] = bot.NewRandom(cfg.Seed*31 + uint64(i) + 1)
		}
	}
	if cfg.Autoplay > 0 {
		auto := bot.NewRandom(cfg.Seed)
		for i := 0; i < cfg.Autoplay && !g.Over(); i++ {
			m := auto.Choose(g)
			if m == nil {
				break
			}
			out, err := g.Apply(m)
			if err != nil {
				return nil, fmt.Errorf("orkney: autoplay move %d (%v): %w", i, m, err)
			}
			b.logEvents(out.Events)
			b.moves++
		}
	}
	b.needCurtain = true
	b.refresh()
	b.fitCamera()
	return b, nil
}

// Game is the rules state the scene plays (read-only use).
func (b *Board) Game() *ork.Game { return b.g }

// Idle reports whether the scene reads input now: no animation is running, no curtain is up,
// the leave question is not open, the game is not over and a human seat is to move.
func (b *Board) Idle() bool {
	if !b.anims.idle() || b.waiting || b.needCurtain || b.leaving || b.g.Over() {
		return false
	}
	return b.humanToMove()
}

// humanToMove reports whether a person (not a computer seat) makes the pending decision.
func (b *Board) humanToMove() bool {
	s := b.g.ToMove()
	return s >= 0 && int(s) < b.n && b.bots[s] == nil
}

// refresh rebuilds the caches after the state changed.
func (b *Board) refresh() {
	b.version++
	b.view = buildView(b.g)
	b.ui = buildUI(b.g)
	b.ghostSet = false
	if t, ok := b.g.Revealed(); ok && t.ID != b.revealed {
		b.revealed = t.ID
		b.rot = b.ui.startRotation()
	} else if !ok {
		b.revealed = -1
	}
	if b.autoFit {
		b.fitCamera()
	}
}

// fitCamera frames the placed tiles plus the ring of cells around them.
func (b *Board) fitCamera() {
	v := b.view
	if v == nil || len(v.tiles) == 0 {
		return
	}
	pad := pt{X: hexSize * 2.0, Y: hexSize * 2.5}
	b.cam.fit(sub(v.min, pad), add(v.max, pad), 0.85)
}

// seatName is the display name of seat s.
func (b *Board) seatName(s rules.Seat) string {
	if s >= 0 && int(s) < b.n && b.cfg.Players[s].Name != "" {
		return b.cfg.Players[s].Name
	}
	return fmt.Sprintf("Player %d", int(s)+1)
}

// seatColour is the colour index of seat s into render.PlayerColours.
func (b *Board) seatColour(s rules.Seat) int {
	if s >= 0 && int(s) < b.n {
		return b.cfg.Players[s].Colour
	}
	return 0
}

// colourOf is seat s's colour.
func (b *Board) colourOf(s rules.Seat) color.RGBA {
	i := b.seatColour(s)
	if i >= 0 && i < len(render.PlayerColours) {
		return render.PlayerColours[i]
	}
	return color.RGBA{0x80, 0x80, 0x80, 0xff}
}

// ruleText is the message for a refused move, as players read it: the rule's name and what it
// asks in plain words, without coordinates (ork.Explain).
func ruleText(err error) string {
	return ork.Explain(err)
}

// apply applies m for the seat to move and plays its consequences. from is the screen point a
// dragged tile was dropped at (nil for clicks and bot moves).
func (b *Board) apply(m rules.Move, from *pt) error {
	seat := b.g.ToMove()
	out, err := b.g.Apply(m)
	if err != nil {
		b.say(ruleText(err), true)
		return err
	}
	b.logEvents(out.Events)
	b.moves++
	b.msg.left = 0 // a hint or warning about an earlier attempt is stale now
	b.stateSent = false
	b.refresh()
	b.announceState(b.probe)
	b.animate(seat, out.Events, from)
	switch m.(type) {
	case ork.EndTurn:
		b.privateOpen = false
		b.needCurtain = true
		b.mode = modeIdle
	case ork.ChooseTask:
		b.needCurtain = true
	}
	if b.mode == modeBuild || b.mode == modeCredit || b.mode == modeConfirm {
		b.mode = modeIdle
	}
	// keep the route mode while credits remain; an extra route is one click
	if b.mode == modeRoute && !b.ui.anyRoute {
		b.mode = modeIdle
	}
	if b.mode == modeExtra {
		b.mode = modeIdle
	}
	return nil
}

// logEvents appends the events' lines to the event log (kept short).
func (b *Board) logEvents(evs []rules.Event) {
	for _, e := range evs {
		if e.Text == "" || e.Kind == "reveal" {
			continue
		}
		b.log = append(b.log, logLine{text: b.named(e.Text), seat: e.Seat})
	}
	if len(b.log) > 40 {
		b.log = append(b.log[:0], b.log[len(b.log)-40:]...)
	}
}

// named replaces the engine's neutral seat names ("Player 2") with the players' names.
func (b *Board) named(s string) string {
	if !strings.Contains(s, "Player ") {
		return s
	}
	for i := b.n - 1; i >= 0; i-- {
		s = strings.ReplaceAll(s, "Player "+strconv.Itoa(i+1), b.seatName(rules.Seat(i)))
	}
	return s
}

// say shows a message for 3 s above the bottom line; warn marks it in the accent colour.
func (b *Board) say(s string, warn bool) {
	b.msg = message{text: s, warn: warn, left: 180}
	b.probe.Message(s)
}

// message is the 3-second line above the bottom bar (VISUAL.md Motion and feedback).
type message struct {
	text string
	warn bool
	left int // ticks left
}

// popup is where the open dialog lies: the end-turn warning in the middle of the board, the
// credit choice above or below the two islands it asks about, so they stay in view.
func (b *Board) popup() (box, a, bb image.Rectangle) {
	if b.mode == modeCredit {
		return b.creditPopup(b.credit.islands)
	}
	return popupAt(330)
}

// creditPopup places the credit choice for the two islands away from them.
func (b *Board) creditPopup(isl [2]ork.IslandID) (box, a, bb image.Rectangle) {
	y := (b.cam.toScreen(islandPoint(isl[0])).Y + b.cam.toScreen(islandPoint(isl[1])).Y) / 2
	if y > float64(viewRect.Min.Y+viewRect.Max.Y)/2 {
		return popupAt(viewRect.Min.Y + 8)
	}
	return popupAt(viewRect.Max.Y - 208)
}
