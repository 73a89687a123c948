package table

import (
	"errors"
	"fmt"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"northtable/render"
	"northtable/rules"
	"northtable/rules/bot"
	"northtable/rules/record"
	"northtable/scenes/scene"
	"northtable/scenes/storage"
)

// Board is a game's board scene as the shell drives it: its layout, its board view and its
// input-to-move mapping. The shell calls Tick and Draw every tick, Input only when a human may
// act, and Show whenever the position shown changes.
type Board interface {
	// Show makes view (the game as the viewer may see it) the position drawn from now on.
	// ch says why it changed: a move (with the events the viewer may see, for animations), an
	// undo, or a jump (the start, a resume, a new viewer after the curtain).
	Show(view rules.Game, ch Change)
	// Tick advances the board's own looks (hover, glows) by one tick; it never plays moves.
	// The shell has advanced its animation queue (Table.Anims) just before.
	Tick(ctx *scene.Context)
	// Input reads one tick of a human's input and plays moves with Table.Play. It is called
	// only when no dialog is open, the curtain is down, nothing is animating, the game is not
	// over and the viewer is the seat to move; the prompt bar has had the pointer first.
	Input(ctx *scene.Context)
	// Back handles Esc: it closes what the board has open (a drag, a mode, a popup) and reports
	// whether it did. When it did not, the shell opens the in-game menu.
	Back() bool
	// Draw draws the board on the canvas (logical 1600x900 at the device scale, scene.HiDPI);
	// the shell's chrome is drawn over it.
	Draw(screen *ebiten.Image)
	// Release frees the board's offscreen images (its cached layers, render.Layer.Release) at
	// once rather than when the garbage collector finds them; the shell calls it when it is done
	// with the board (Table.Release). A board drawn again after Release makes its images anew.
	Release()
}

// ChangeKind says why the position shown changed.
type ChangeKind int

// The kinds of change.
const (
	Jumped ChangeKind = iota // the start, a resume or a new viewer: no animation
	Moved                    // a move was applied: Change.Events animate it
	Undone                   // the last move was taken back
)

// Change describes one change of the position shown.
type Change struct {
	Kind   ChangeKind
	Seat   rules.Seat    // the seat that moved (Moved) or whose move was undone (Undone)
	Move   rules.Move    // the move applied (Moved); nil otherwise
	Events []rules.Event // the move's events the viewer may see, in order (Moved); valid during Show
}

// Final is what the shell hands to the results screen when the game ends.
type Final struct {
	Result rules.Result
	Seats  []scene.Seat
	Detail any // the board's Detail() when it implements Detailer; nil otherwise
}

// Detailer is implemented by boards that give the results screen game-specific extra data
// (Orkney: every seat's task and fish values).
type Detailer interface {
	Detail() any
}

// Config is everything the shell needs to run one game.
type Config struct {
	Def   record.Definition // the game's rules definition (id, codec, setup)
	Title string            // the game's name for the top bar and dialogs, e.g. "Orkney"
	// Private says the game hides something from some seats (tiles, tasks, hands): a change of
	// the human at the screen raises the curtain first.
	Private bool
	// Rules is the rules summary page, paragraphs in our own words; a paragraph starting with
	// "# " is a heading.
	Rules []string
	Seats []scene.Seat // in turn order from the start player
	// Screenshot: no curtain and no animations (CLARIFICATIONS 6).
	Screenshot bool
	// Store keeps the game in progress after every move (key SaveKey(Def.GameID())); nil: not
	// saved.
	Store storage.Store
	// Controllers gives a computer seat its controller; nil entries (or a nil slice) are played
	// through the board. Seats marked Bot without a controller get NewComputer at their Level.
	Controllers []Controller
	// ShowCurtain covers the screen with the privacy curtain for the named seat; then runs once
	// it is lifted. Provided by the App; nil means no curtain.
	ShowCurtain func(name string, then func())
	// OnGameOver shows the results screen.
	OnGameOver func(Final)
	// OnMenu returns to the main menu (the game stays saved).
	OnMenu func()
}

// botDelay is the pause, in ticks of render.TickTime at normal animation speed (0.4 s of
// wall-clock time), before a computer seat's move is played, so people can follow it.
const botDelay = 24

// Table is the shell around one game in progress; it implements scene.Scene (and scene.HiDPI).
type Table struct {
	cfg     Config
	match   Source        // the game shown: local{rec} at this screen, or an online table (Remote)
	rec     *record.Match // the game at this screen; nil online
	remote  Remote        // the online table; nil at this screen
	sent    bool          // a move or undo went to the server and its answer has not arrived
	status  string        // online: news of the connection shown over the board ("" when well)
	undrawn bool          // online: something arrived that no Draw has shown yet (Still)
	board   Board
	ctrls   []Controller
	viewer  rules.Seat // whose View is drawn; NoSeat before the first curtain
	ui      *render.UI
	probe   *scene.Probe
	// fingers: the hints speak of fingers, not keys and clicks (input.Pointer.Fingers)
	fingers bool

	log     Log
	toast   render.Toast
	toastAt struct { // the box of the toast for one text and area (ToastRect)
		text      string
		area, box render.Rect
	}
	clear, clearAll []render.Rect // what tooltips keep clear of: the board's (KeepClear), and with the shell's buttons and the newest log line
	menu            *gameMenu     // the in-game menu or rules page; nil when closed
	mag             Magnifier     // the view on a small touch screen (magnifier.go)
	answerHead      render.Rect   // the answer list's heading and prompt, kept clear of tooltips (tooltips.go)
	hush            tipHush       // no tooltips after a change of viewer until the pointer moves (tooltips.go)

	anims     render.Queue    // the boards' move animations, by wall-clock time at the animation-speed setting
	bar       barState        // the prompt bar
	logPanel  render.LogPanel // the log as the viewer reads it, where the board placed it
	logFilled bool            // the panel was filled once; then for:
	logLines  int
	logViewer rules.Seat
	logMoves  int
	changes   int // bumped on every change of the position or viewer
	turn      Turn
	turnFor   turnKey
	turnSet   bool

	instant     bool
	decideNow   bool // computers and hints decide within the tick (screenshots, Instant tests)
	speed       float64
	needCurtain bool
	held        held     // a finished turn waits for its player's End turn (turnend.go)
	before      [32]byte // the position's Hash before the viewer's last move (Play)
	waiting     bool     // the curtain is up
	reported    bool     // the game-over hand-off happened
	stateSent   bool     // the state line was printed since the last change
	readySent   bool     // the state line was repeated when the board took input after the change
	saveWarned  bool     // a failed autosave was reported once
	undoBtn     *render.Button
	menuBtn     *render.Button

	botWait time.Duration // wall-clock time the computer seat to move has waited
	botMove rules.Move    // its decided move, played once botDelay has passed; nil while it thinks
	hint    hintState     // the hint asked for the position (hint.go)
	thought bool          // a search thought since the last Draw (mayThink)
	drawnAt time.Time     // when the last frame was drawn
	// frameWork is the wall-clock time between the last two frames drawn less the searches'
	// thinking in it: what a frame costs the machine without them (slice)
	frameWork time.Duration
	spent     time.Duration // the searches' thinking since the last frame was drawn
	lists     []*AnswerList // the board's answer lists (AnswerList.Place), where a hint may point
	clock     render.Clock  // the time between this table's ticks
	elapsed   time.Duration // this tick's share of it (clock.Elapsed)

	thinking scene.Thinking // how the computer seat to move thinks, for the browser test's probe line
}

// UndoButton and MenuButton are the shell's controls at the right end of the top bar, logical
// px. Boards keep this area free.
var (
	UndoButton = render.Rect{X: 1364, Y: 6, W: 108, H: 44}
	MenuButton = render.Rect{X: 1480, Y: 6, W: 112, H: 44}
)

// ToastArea is the band the shell's toasts are placed in: above the 40 px bottom line, over the
// board, logical px.
var ToastArea = render.Rect{X: 320, Y: 56, W: 960, H: 804}

// New starts the shell for the game in m (a new game, or one loaded from a save) with the board
// built by newBoard. autoplay moves are made first by the random bot (CLARIFICATIONS 5). The
// curtain is raised before the first human decision.
func New(cfg Config, m *record.Match, autoplay int, newBoard func(*Table) (Board, error)) (*Table, error) {
	return start(cfg, local{m}, m, autoplay, newBoard)
}

// start is New and NewOnline: the game shown is src, the game at this screen m (nil online).
func start(cfg Config, src Source, m *record.Match, autoplay int, newBoard func(*Table) (Board, error)) (*Table, error) {
	n := src.Game().Seats()
	if len(cfg.Seats) != n {
		return nil, fmt.Errorf("table: %d seats described for a %d-seat game", len(cfg.Seats), n)
	}
	t := &Table{cfg: cfg, match: src, rec: m, viewer: rules.NoSeat, speed: 1, needCurtain: true}
	t.remote, _ = src.(Remote)
	if cfg.Screenshot {
		t.anims.Speed = render.SpeedOff
	}
	t.ctrls = make([]Controller, n)
	for i, s := range cfg.Seats {
		switch {
		case i < len(cfg.Controllers) && cfg.Controllers[i] != nil:
			t.ctrls[i] = cfg.Controllers[i]
		case m == nil && s.Bot:
			t.ctrls[i] = Away // online, the server plays its computers
		case s.Bot:
			t.ctrls[i] = NewComputer(s.Level, m.Setup().Seed, rules.Seat(i))
		}
	}
	if err := t.rebuildLog(); err != nil {
		return nil, err
	}
	if autoplay > 0 && m != nil {
		// The same seed and autoplay count always give the same position (pictures, tests).
		auto := bot.NewRandom(m.Setup().Seed)
		for i := 0; i < autoplay && !m.Game().Over(); i++ {
			mv := auto.Choose(m.Game())
			if mv == nil {
				break
			}
			if _, err := t.apply(mv); err != nil {
				return nil, fmt.Errorf("table: autoplay move %d (%v): %w", i, mv, err)
			}
		}
	}
	t.save() // a new game replaces the old save at once; a resumed one is stamped again
	t.undoBtn = render.NewButton(UndoButton, "Undo")
	t.menuBtn = render.NewButton(MenuButton, "Menu")
	if cfg.Screenshot || t.humans() <= 1 {
		// One person against computers never sees the curtain: the screen is always theirs.
		t.needCurtain = false
		t.viewer = t.natural()
	}
	b, err := newBoard(t)
	if err != nil {
		return nil, err
	}
	t.board = b
	b.Show(t.View(), Change{Kind: Jumped})
	return t, nil
}

// Match is the game in progress with its record (read-only use: moves go through Play).
func (t *Table) Match() *record.Match { return t.rec }

// Seats describes the players, in turn order.
func (t *Table) Seats() []scene.Seat { return t.cfg.Seats }

// Title is the game's name.
func (t *Table) Title() string { return t.cfg.Title }

// Rules is the game's rules summary page (paragraphs, "# " headings).
func (t *Table) Rules() []string { return t.cfg.Rules }

// Viewer is the seat whose view is drawn (NoSeat: a spectator, before the first curtain or in
// a game of computers only).
func (t *Table) Viewer() rules.Seat { return t.viewer }

// View is the game as the viewer may see it.
func (t *Table) View() rules.Game { return t.match.View(t.viewer) }

// ViewAs is the game as t's viewer may see it, as a board's own game type G (a board's
// NewBoard); it fails, naming the game the table plays, when that is not G (name: the game G
// is, "Reykholt").
func ViewAs[G rules.Game](t *Table, name string) (G, error) {
	g, ok := t.View().(G)
	if !ok {
		return g, fmt.Errorf("board: the table plays %T, not %s", t.View(), name)
	}
	return g, nil
}

// Name is seat s's display name ("Player N" when it has none).
func (t *Table) Name(s rules.Seat) string {
	if s >= 0 && int(s) < len(t.cfg.Seats) && t.cfg.Seats[s].Name != "" {
		return t.cfg.Seats[s].Name
	}
	return fmt.Sprintf("Player %d", int(s)+1)
}

// Colour is seat s's colour index into render.PlayerColours; -1 for NoSeat.
func (t *Table) Colour(s rules.Seat) int {
	if s >= 0 && int(s) < len(t.cfg.Seats) {
		return t.cfg.Seats[s].Colour
	}
	return -1
}

// Names lists the seats' names in seat order, as the rules' words take them (Describe, a
// board's status line).
func (t *Table) Names() []string {
	out := make([]string, len(t.cfg.Seats))
	for i := range out {
		out[i] = t.Name(rules.Seat(i))
	}
	return out
}

// Describe is the log line of event e in plain words with the players' names ("" for events
// that are not logged).
func (t *Table) Describe(e rules.Event) string { return t.match.Game().Describe(e, t.Names()) }

// Human reports whether seat s is played by a person at the screen.
func (t *Table) Human(s rules.Seat) bool {
	return s >= 0 && int(s) < len(t.ctrls) && t.ctrls[s] == nil
}

// humans is how many seats people play at this screen.
func (t *Table) humans() int {
	n := 0
	for i := range t.ctrls {
		if t.ctrls[i] == nil {
			n++
		}
	}
	return n
}

// natural is the viewer the screen belongs to without a curtain: the seat to move when it is
// a human, else the current viewer, else the first human seat, else a spectator.
func (t *Table) natural() rules.Seat {
	if s := t.match.Game().ToMove(); t.Human(s) {
		return s
	}
	if t.viewer != rules.NoSeat {
		return t.viewer
	}
	for i := range t.ctrls {
		if t.ctrls[i] == nil {
			return rules.Seat(i)
		}
	}
	return rules.NoSeat
}

// Moves is the number of moves made so far.
func (t *Table) Moves() int { return t.match.Moves() }

// Instant reports whether animations are off (screenshot mode or animation speed Off).
func (t *Table) Instant() bool { return t.instant || t.cfg.Screenshot }

// Ticks scales an animation duration given at normal speed (ticks) by the animation-speed
// setting; 0 when animations are off.
func (t *Table) Ticks(normal int) int {
	if t.instant {
		return 0
	}
	return render.Speed(normal, t.speed)
}

// Log is the event log as the viewer may read it, oldest first.
func (t *Table) Log() []LogLine { return t.log.Visible(t.viewer) }

// CanUndo reports whether the viewer may take back the last decision now, and if not, why, in
// plain words.
func (t *Table) CanUndo() (bool, string) {
	g := t.match.Game()
	switch {
	case g.Over():
		return false, "The game is over"
	case t.held.on && t.held.undo:
		return true, ""
	case t.held.on:
		return false, t.held.why
	case !t.Human(g.ToMove()) || g.ToMove() != t.viewer:
		return false, "Wait for your turn"
	case t.sent:
		return false, waitServer
	}
	return t.match.CanUndo()
}

// Undo takes back the viewer's last decision (the Undo button, Ctrl+Z, U). When it cannot, it
// says why and changes nothing.
func (t *Table) Undo() error {
	if ok, why := t.CanUndo(); !ok {
		t.Say(why, true)
		return errors.New("table: " + why)
	}
	if t.held.on {
		return t.undoHeld()
	}
	seat := t.match.Game().ToMove()
	if err := t.match.Undo(); errors.Is(err, ErrSent) {
		t.sent = true
		return nil
	} else if err != nil {
		t.Say("That cannot be undone", true)
		return err
	}
	t.undone(seat)
	return nil
}

// undone shows the position an undo went back to, in seat's turn: the log cut to it, the game
// saved, the animations dropped and the board shown it.
func (t *Table) undone(seat rules.Seat) {
	t.log.Truncate(t.Moves())
	t.save()
	t.Skip()
	t.changed()
	t.board.Show(t.View(), Change{Kind: Undone, Seat: seat})
}

// Play makes move m for the seat to move (a human's decision from the board). A move the rules
// refuse changes nothing and returns the *rules.IllegalMoveError; the board shows
// rules.Explain(err) where the player looked. Play refuses a move for a seat that is not the
// viewer's own turn.
func (t *Table) Play(m rules.Move) error {
	g := t.match.Game()
	if t.sent || g.Over() || m.Seat() != g.ToMove() || !t.Human(m.Seat()) || m.Seat() != t.viewer {
		return errors.New("table: not this seat's decision")
	}
	t.before = g.Hash() // what the position was, should the move end the turn (turnend.go)
	out, err := t.apply(m)
	if errors.Is(err, ErrSent) {
		t.sent = true // online: the move shows when the server's answer arrives (receive)
		return nil
	}
	if err != nil {
		return err
	}
	t.show(m.Seat(), m, out.Events)
	return nil
}

// Take plays m as Play does and says a refusal where the player looked, in the rules' words
// (a board offered a move the position no longer takes): what a board does with a pressed
// target, button or answer.
func (t *Table) Take(m rules.Move) {
	if err := t.Play(m); err != nil {
		t.Say(rules.Explain(err), true)
	}
}

// apply plays m through the match, logs its events and saves the game.
func (t *Table) apply(m rules.Move) (rules.Outcome, error) {
	out, err := t.match.Apply(m)
	if err != nil {
		return out, err
	}
	if t.toast.Warn {
		t.toast.Hide() // a refusal is stale once a move succeeded
	}
	t.log.Add(t.Moves()-1, t.match.Game(), out.Events, t.Names())
	t.save()
	t.changed()
	t.announce()
	return out, nil
}

// show hands the board the new position after seat's move m (nil for another screen's move at
// an online table) and the events of it that the viewer may see, and decides whether the
// curtain must come before the next decision.
func (t *Table) show(seat rules.Seat, m rules.Move, events []rules.Event) {
	evs := make([]rules.Event, 0, len(events))
	for _, e := range events {
		if e.VisibleTo(t.viewer) {
			evs = append(evs, e)
		}
	}
	g := t.match.Game()
	next := g.ToMove()
	handOn := !g.Over() && t.Human(next) && next != t.viewer
	curtain := handOn && t.cfg.Private && !t.cfg.Screenshot && t.cfg.ShowCurtain != nil
	if curtain {
		// Decided before the board sees the move, so its words follow a turn that waits for
		// its player's End turn (turnend.go).
		t.needCurtain = !t.hold(seat)
	}
	t.board.Show(t.View(), Change{Kind: Moved, Seat: seat, Move: m, Events: evs})
	if handOn && !curtain {
		t.viewer = next
		t.hush.start()
		t.board.Show(t.View(), Change{Kind: Jumped})
	}
}

// changed notes that the state changed: the probe's state line is due again.
func (t *Table) changed() { t.stateSent, t.readySent = false, false; t.changes++ }

// rebuildLog rebuilds the log of a loaded or joined game from the game's history: what the
// setup did (rules.Opener), then every move.
func (t *Table) rebuildLog() error {
	t.log = Log{}
	names := t.Names()
	return t.match.History(func(i int, g rules.Game, events []rules.Event) { t.log.Add(i, g, events, names) })
}

// save writes the game in progress to the store; a failure is reported once.
func (t *Table) save() {
	if t.cfg.Store == nil || t.rec == nil {
		return
	}
	if err := Save(t.cfg.Store, t.rec, time.Now()); err != nil && !t.saveWarned {
		t.saveWarned = true
		t.Say("This game cannot be saved: "+err.Error(), true)
	}
}

// HiDPI reports that the table draws at the device scale.
func (t *Table) HiDPI() bool { return true }

// Draw draws the board, then the shell's chrome, toast and dialogs over it.
func (t *Table) Draw(screen *ebiten.Image) {
	t.thought = false
	now := time.Now()
	gap := now.Sub(t.drawnAt)
	t.frameWork, t.drawnAt, t.spent = max(gap-t.spent, 0), now, 0
	if gap > time.Second {
		t.frameWork = 0 // a frame after a rest (a still board is not redrawn) says nothing of the pace
	}
	if t.ui != nil {
		t.ui.KeepClear(t.keepClear())
		// the board's, the bar's and the buttons' tips alike, even a board that draws the
		// overlay itself over its own layers
		t.ui.HoldTips(t.hush.on)
		defer t.ui.HoldTips(false)
	}
	t.board.Draw(screen)
	t.undrawn = false
	if t.ui == nil {
		return
	}
	t.bar.controls.DrawTooltip(screen, t.ui)
	t.undoBtn.Draw(screen, t.ui)
	t.menuBtn.Draw(screen, t.ui)
	t.toast.Draw(screen, t.ui, t.toastArea())
	if t.status != "" {
		banner := render.Toast{Text: t.status, Warn: true, Left: render.ToastTicks}
		banner.Draw(screen, t.ui, StatusBand)
	}
	if t.menu != nil {
		t.menu.draw(screen, t)
	}
}

// MenuOpen reports whether the in-game menu (or its rules page) is open; the game waits.
func (t *Table) MenuOpen() bool { return t.menu != nil }

// MenuChoice is where the open menu's button i (0 Continue, 1 Rules summary, 2 Leave) is drawn
// and clicked, logical px; the zero Rect when the menu is closed.
func (t *Table) MenuChoice(i int) render.Rect {
	if t.menu == nil || t.menu.rules {
		return render.Rect{}
	}
	return t.menu.dialog.ButtonRect(i)
}

// Ready reports whether the board receives input now: no dialog is open, the curtain is down,
// nothing animates, the game is not over and the viewer is the
// human seat to move.
func (t *Table) Ready() bool {
	g := t.match.Game()
	return t.menu == nil && !t.waiting && !t.needCurtain && !t.held.on && !t.sent && !g.Over() &&
		t.Human(g.ToMove()) && g.ToMove() == t.viewer && !t.Busy()
}

// Board is the game's board scene the table drives.
func (t *Table) Board() Board { return t.board }

// Still reports that nothing on the table moves by itself (scene.Still): the board is still,
// no toast counts down, no computer is thinking and no curtain is due.
func (t *Table) Still() bool {
	g := t.match.Game()
	if t.undrawn {
		return false // online: a move or news from the server, not drawn yet, came with no input to wake the App
	}
	if t.toast.Left > 0 || t.needCurtain || !t.anims.Idle() || len(t.anims.Background()) > 0 || (!g.Over() && t.Controller(g.ToMove()) != nil && t.Controller(g.ToMove()) != Away) || t.hint.search != nil {
		return false
	}
	if s, ok := t.board.(scene.Still); ok {
		return s.Still()
	}
	return false
}

// Fingers reports whether the board's hints should speak of fingers (tap, a button) rather than
// keys and clicks: the last press was a finger's or, before any press, the device is a phone or
// a tablet (input.Pointer.Fingers), as of the last Update.
func (t *Table) Fingers() bool { return t.fingers }

// Words is finger when the hints speak of fingers (Fingers), else mouse: "click" or "tap",
// "Esc cancels" or "tap the button again to cancel".
func (t *Table) Words(mouse, finger string) string {
	if t.fingers {
		return finger
	}
	return mouse
}
