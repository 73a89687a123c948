package table_test

import (
	"errors"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"northtable/input"
	"northtable/render"
	"northtable/render/ebitentest"
	"northtable/rules"
	"northtable/rules/bot"
	"northtable/rules/hex"
	ork "northtable/rules/orkney"
	"northtable/rules/record"
	"northtable/scenes/scene"
	"northtable/scenes/storage"
	"northtable/scenes/table"
	"northtable/scenes/table/tabletest"
)

// The package links Ebitengine, whose start-up needs a display: run the tests in a game loop.
func TestMain(m *testing.M) { ebitentest.Main(m) }

// fakeBoard is a board that records what the shell tells it and plays what the test queues.
type fakeBoard struct {
	t       *table.Table
	shown   []table.Change
	views   [][32]byte // Hash of every view shown
	inputs  int        // Input calls
	presses int        // Input calls that saw a fresh press
	queue   []rules.Move
	errs    []error
	back    bool
	// hover: Tick takes a press anywhere for its hover looks, as a board's hover controls do
	// while the viewer may not act
	hover bool
	// tip: Draw asks for this tooltip at the pointer, as a board's hovered control does
	tip string
	ui  *render.UI
	// hintWords: ShowHint marks the move and answers these words ("" answers that nothing on
	// the board takes it); hints records every ShowHint's move
	hintWords string
	hints     []rules.Move
	// bar: Show sets the prompt bar with these choices
	bar []table.Choice
}

// ShowHint implements table.Hinter.
func (b *fakeBoard) ShowHint(m rules.Move) (string, bool) {
	b.hints = append(b.hints, m)
	return b.hintWords, b.hintWords != ""
}

func (b *fakeBoard) Show(v rules.Game, ch table.Change) {
	b.shown = append(b.shown, table.Change{Kind: ch.Kind, Seat: ch.Seat, Move: ch.Move})
	b.views = append(b.views, v.Hash())
	if b.bar != nil {
		b.t.SetBar(table.Bar{Rect: render.Rect{Y: 860, W: 1600, H: 40}, Text: "Choose", Choices: b.bar})
	}
	if ch.Kind == table.Moved {
		b.t.Anims().Push(&ticks{left: 3}) // a move animates for 3 ticks in the shell's queue
	}
}
func (b *fakeBoard) Tick(ctx *scene.Context) {
	if b.hover && ctx.Input != nil && ctx.Input.Pressed() {
		ctx.Input.Consume()
	}
}
func (b *fakeBoard) Input(ctx *scene.Context) {
	b.inputs++
	if ctx.Input.Pressed() {
		b.presses++
	}
	if len(b.queue) > 0 {
		m := b.queue[0]
		b.queue = b.queue[1:]
		b.errs = append(b.errs, b.t.Play(m))
	}
}
func (b *fakeBoard) Back() bool { return b.back }
func (b *fakeBoard) Draw(screen *ebiten.Image) {
	if b.tip != "" {
		b.ui.ShowTooltip(b.tip, 800, 450)
	}
}
func (b *fakeBoard) Release() {}

// ticks is an animation that lasts a number of ticks.
type ticks struct{ left int }

func (a *ticks) Update() bool       { a.left--; return a.left <= 0 }
func (a *ticks) Draw(*ebiten.Image) {}

// rig is a table around a real Orkney game with a fake board, driven tick by tick.
type rig struct {
	t        *testing.T
	tbl      *table.Table
	b        *fakeBoard
	ctx      scene.Context
	p        input.Pointer
	store    *storage.Memory
	curtains []string
	lift     func() // lifts the raised curtain
	menus    int
	final    *table.Final
}

func seats(n int, bots ...int) []scene.Seat {
	names := []string{"Ann", "Bjørn", "Cait", "Dag", "Eilidh"}
	out := make([]scene.Seat, n)
	for i := range out {
		out[i] = scene.Seat{Name: names[i], Colour: i}
	}
	for _, b := range bots {
		out[b].Bot = true
	}
	return out
}

// newRig starts a table for seats ss (seed, autoplay, a loaded match m or nil, a store or nil);
// with tweak changing its Config first.
func newRig(t *testing.T, ss []scene.Seat, seed uint64, autoplay int, m *record.Match, st *storage.Memory, tweak ...func(*table.Config)) *rig {
	t.Helper()
	k := ebitentest.SharedKit(t)
	fonts, atlas := k.Fonts, k.Atlas
	var err error
	if st == nil {
		st = storage.NewMemory()
	}
	r := &rig{t: t, store: st, b: &fakeBoard{}}
	cfg := table.Config{
		Def: ork.Definition{}, Title: "Orkney", Private: true, Rules: []string{"# Heading", "Text."},
		Seats: ss, Store: st,
		ShowCurtain: func(name string, then func()) { r.curtains = append(r.curtains, name); r.lift = then },
		OnGameOver:  func(f table.Final) { r.final = &f },
		OnMenu:      func() { r.menus++ },
	}
	for _, f := range tweak {
		f(&cfg)
	}
	if m == nil {
		m, err = record.Start(cfg.Def, table.NewSetup(ss, seed, nil))
		require.NoError(t, err)
	}
	r.tbl, err = table.New(cfg, m, autoplay, func(tb *table.Table) (table.Board, error) {
		r.b.t = tb
		return r.b, nil
	})
	require.NoError(t, err)
	r.ctx = scene.Context{UI: render.NewUI(fonts, atlas), Fonts: fonts, Atlas: atlas, AnimSpeed: 1, Input: &r.p}
	return r
}

// step runs one tick with frame f.
func (r *rig) step(f input.Frame) {
	r.t.Helper()
	r.p.Update(f)
	r.ctx.Frame = f
	require.NoError(r.t, r.tbl.Update(&r.ctx))
}

// idle runs ticks (lifting curtains) until the board takes input; false if it never does.
func (r *rig) idle() bool {
	for i := 0; i < 400; i++ {
		if r.tbl.Ready() {
			return true
		}
		if r.lift != nil {
			lift := r.lift
			r.lift = nil
			lift()
		}
		r.step(input.Frame{X: 800, Y: 450})
	}
	return false
}

func (r *rig) game() *ork.Game { return r.tbl.Match().Game().(*ork.Game) }

// play makes m through the board's Input and waits until the board is ready again.
func (r *rig) play(m rules.Move) error {
	r.t.Helper()
	require.True(r.t, r.idle(), "ready for %v", m)
	n := len(r.b.errs)
	r.b.queue = append(r.b.queue, m)
	r.step(input.Frame{X: 800, Y: 450})
	require.Len(r.t, r.b.errs, n+1)
	return r.b.errs[n]
}

// firstTurn returns a 2-human rig at seat 0's first placement (tasks chosen by autoplay).
func firstTurn(t *testing.T, seed uint64) *rig {
	r := newRig(t, seats(2), seed, 2, nil, nil)
	require.True(t, r.idle())
	require.Equal(t, ork.DecidePlaceTile, r.game().Decision())
	return r
}

func TestBoardIsDrawnFromTheViewersView(t *testing.T) {
	r := firstTurn(t, 3)
	want := r.game().View(r.tbl.Viewer()).Hash()
	assert.Equal(t, want, r.b.views[len(r.b.views)-1], "the board sees only the viewer's View")
	assert.Equal(t, rules.Seat(0), r.tbl.Viewer())
}

func TestUndoWithinTheTurnRestoresTheHash(t *testing.T) {
	r := firstTurn(t, 3)
	ok, why := r.tbl.CanUndo()
	assert.False(t, ok, "nothing of this turn to undo yet")
	assert.NotEmpty(t, why)

	require.NoError(t, r.play(r.game().Legal()[0])) // the first tile reveals the second: final
	ok, why = r.tbl.CanUndo()
	assert.False(t, ok, "the first tile showed the second: it stays")
	assert.NotEmpty(t, why)

	before := r.game().Hash()
	logBefore := len(r.tbl.Log())
	require.NoError(t, r.play(r.game().Legal()[0])) // the second shows nothing new
	ok, _ = r.tbl.CanUndo()
	require.True(t, ok, "the second tile can be taken back")
	require.True(t, r.idle())
	r.step(input.Frame{X: 800, Y: 450, Actions: []input.Action{input.ActUndo}})
	assert.Equal(t, before, r.game().Hash(), "undo leaves no trace")
	assert.Len(t, r.tbl.Log(), logBefore, "the undone move's lines leave the log")
	assert.Equal(t, table.Undone, r.b.shown[len(r.b.shown)-1].Kind)

	saved, err := table.Load(r.store, ork.Definition{})
	require.NoError(t, err)
	require.NotNil(t, saved)
	assert.Equal(t, before, saved.Match.Game().Hash(), "the save follows the undo")
}

func TestUndoNeverReachesIntoAnotherSeatsTurn(t *testing.T) {
	r := firstTurn(t, 5)
	for r.game().Decision() == ork.DecidePlaceTile {
		require.NoError(t, r.play(r.game().Legal()[0]))
	}
	require.NoError(t, r.play(ork.EndTurn{By: 0}))
	require.True(t, r.idle())
	require.Equal(t, rules.Seat(1), r.tbl.Viewer())
	hash := r.game().Hash()
	ok, why := r.tbl.CanUndo()
	assert.False(t, ok)
	assert.NotEmpty(t, why)
	assert.Error(t, r.tbl.Undo())
	assert.Equal(t, hash, r.game().Hash(), "a refused undo changes nothing")
	text, warn := r.tbl.Toast()
	assert.Equal(t, why, text, "the player is told why")
	assert.True(t, warn)
}

func TestCurtainBeforeAnotherHuman(t *testing.T) {
	r := newRig(t, seats(2), 7, 0, nil, nil)
	r.step(input.Frame{X: 800, Y: 450})
	require.Equal(t, []string{"Ann"}, r.curtains, "a curtain before the first decision")
	require.False(t, r.tbl.Ready())
	r.lift()
	r.lift = nil
	assert.Equal(t, rules.Seat(0), r.tbl.Viewer())
	require.True(t, r.tbl.Ready())
	r.step(input.Frame{X: 800, Y: 450, Down: true})
	assert.Equal(t, 1, r.b.presses, "the board gets input once the curtain is down")

	require.NoError(t, r.play(r.game().Legal()[0])) // Ann keeps a task
	for i := 0; i < 10 && len(r.curtains) < 2; i++ {
		r.step(input.Frame{X: 800, Y: 450}) // her move's animations play first
	}
	require.Equal(t, []string{"Ann", "Bjørn"}, r.curtains, "a curtain before Bjørn's decision")
	assert.Equal(t, rules.Seat(0), r.tbl.Viewer(), "the viewer changes only when it lifts")
	assert.False(t, r.tbl.Ready())
	r.lift()
	assert.Equal(t, rules.Seat(1), r.tbl.Viewer())
	assert.Equal(t, r.game().View(1).Hash(), r.b.views[len(r.b.views)-1])
}

// randomComputers gives the computer seats random controllers, which decide at once.
func randomComputers(cfg *table.Config) { cfg.Controllers = tabletest.RandomComputers(cfg.Seats) }

func TestComputerSeatsPlayFromTheirOwnView(t *testing.T) {
	r := newRig(t, seats(3, 1, 2), 9, 0, nil, nil, randomComputers)
	for i := 0; i < 20000 && r.final == nil; i++ {
		if r.lift != nil {
			lift := r.lift
			r.lift = nil
			lift()
		}
		if r.tbl.Ready() {
			g := r.game()
			r.b.queue = append(r.b.queue, bot.NewRandom(uint64(i)).Choose(g.View(g.ToMove())))
		}
		r.ctx.AnimSpeed = 0
		r.step(input.Frame{X: 800, Y: 450})
	}
	require.NotNil(t, r.final, "the game reached the results")
	assert.True(t, r.game().Over())
	for _, err := range r.b.errs {
		assert.NoError(t, err)
	}
	assert.Empty(t, r.curtains, "one human against computers never sees the curtain")
	_, err := r.store.Load(table.SaveKey("orkney"))
	assert.ErrorIs(t, err, storage.ErrNotFound, "a finished game leaves no save")
}

func TestPlayRefusesIllegalMovesWithPlainWords(t *testing.T) {
	r := firstTurn(t, 3)
	hash := r.game().Hash()
	err := r.play(ork.PlaceTile{By: 0, Cell: hexFar, Rot: 0})
	var ill *rules.IllegalMoveError
	require.True(t, errors.As(err, &ill))
	assert.NotEmpty(t, ill.Words)
	assert.Equal(t, hash, r.game().Hash())
	assert.Error(t, r.tbl.Play(ork.EndTurn{By: 1}), "another seat's move is refused")
}

func TestSaveAndResumeAtTheSamePositionCurtainFirst(t *testing.T) {
	st := storage.NewMemory()
	r := newRig(t, seats(3), 11, 25, nil, st)
	hash := r.game().Hash()
	log := len(r.tbl.Log())

	saved, err := table.Load(st, ork.Definition{})
	require.NoError(t, err)
	require.NotNil(t, saved)
	assert.Equal(t, hash, saved.Match.Game().Hash())
	assert.Equal(t, "Ann, Bjørn and Cait", saved.Names())
	assert.NotEmpty(t, saved.Progress)

	r2 := newRig(t, saved.Seats, 0, 0, saved.Match, st)
	assert.Equal(t, hash, r2.game().Hash())
	assert.Len(t, r2.tbl.Log(), log, "the log comes back with the game")
	r2.step(input.Frame{X: 800, Y: 450})
	require.Len(t, r2.curtains, 1, "a resumed game starts behind the curtain")
	assert.False(t, r2.tbl.Ready())
}

func TestDamagedAndUnknownSavesAreRefusedAndKept(t *testing.T) {
	key := table.SaveKey("orkney")
	for name, damage := range map[string]func(*storage.Memory){
		"damaged file":    func(st *storage.Memory) { st.Damage(key, []byte("garbage")) },
		"unknown version": func(st *storage.Memory) { require.NoError(t, st.Save(key, []byte(`{"version":99,"game":"orkney"}`))) },
		"not a record":    func(st *storage.Memory) { require.NoError(t, st.Save(key, []byte(`{"version":2,`))) },
	} {
		t.Run(name, func(t *testing.T) {
			st := storage.NewMemory()
			damage(st)
			saved, err := table.Load(st, ork.Definition{})
			assert.Nil(t, saved, "nothing half-loaded")
			require.ErrorIs(t, err, table.ErrSaveRefused)
			_, err = st.Load(key)
			assert.ErrorIs(t, err, storage.ErrNotFound, "the save is moved aside")
			require.Len(t, st.Keys(), 1, "and kept")
			assert.Contains(t, st.Keys()[0], key+".damaged-")
		})
	}
}

func TestMenuLeavesWithTheGameKept(t *testing.T) {
	r := firstTurn(t, 3)
	r.step(input.Frame{X: 800, Y: 450, Actions: []input.Action{input.ActBack}})
	require.True(t, r.tbl.MenuOpen(), "Esc with nothing open on the board opens the menu")
	assert.False(t, r.tbl.Ready(), "the game waits")
	x, y := r.tbl.MenuChoice(table.MenuRules).Centre()
	click(r, x, y)
	assert.True(t, r.tbl.MenuOpen(), "the rules page is part of the menu")
	assert.True(t, r.tbl.MenuChoice(table.MenuContinue) == render.Rect{}, "the page covers the menu")
	r.step(input.Frame{X: 800, Y: 450, Actions: []input.Action{input.ActBack}})
	require.False(t, r.tbl.MenuOpen(), "closing the rules page returns to the game")
	r.step(input.Frame{X: 800, Y: 450, Actions: []input.Action{input.ActBack}})
	require.True(t, r.tbl.MenuOpen())
	x, y = r.tbl.MenuChoice(table.MenuLeave).Centre()
	click(r, x, y)
	assert.Equal(t, 1, r.menus, "Leave returns to the menu")
	_, err := r.store.Load(table.SaveKey("orkney"))
	assert.NoError(t, err, "the game is kept for Continue")

	r.b.back = true
	r.step(input.Frame{X: 800, Y: 450, Actions: []input.Action{input.ActBack}})
	assert.False(t, r.tbl.MenuOpen(), "Esc closes what the board has open first")
}

func TestAgoAndNames(t *testing.T) {
	at := time.Date(2026, 12, 1, 12, 0, 0, 0, time.UTC)
	for d, want := range map[time.Duration]string{
		10 * time.Second: "just now", time.Minute: "1 minute ago", 5 * time.Minute: "5 minutes ago",
		time.Hour: "1 hour ago", 30 * time.Hour: "yesterday", 80 * time.Hour: "3 days ago",
	} {
		assert.Equal(t, want, table.Ago(at.Add(-d), at))
	}
	assert.Empty(t, table.Ago(time.Time{}, at))
}

// hexFar is a cell far away from any layout.
var hexFar = hex.Axial{Q: 40, R: -20}

func click(r *rig, x, y float64) {
	r.step(input.Frame{X: x, Y: y})
	r.step(input.Frame{X: x, Y: y, Down: true})
	r.step(input.Frame{X: x, Y: y, Down: true})
	r.step(input.Frame{X: x, Y: y})
}

// A private event (the task a player kept) is in the log only while that player is the viewer.
func TestPrivateLogLinesOnlyForTheirSeat(t *testing.T) {
	r := newRig(t, seats(2), 7, 0, nil, nil)
	require.True(t, r.idle())
	require.Equal(t, rules.Seat(0), r.tbl.Viewer())
	require.NoError(t, r.play(r.game().Legal()[0])) // Ann keeps a task
	private := func() int {
		n := 0
		for _, l := range r.tbl.Log() {
			if l.Private {
				n++
				assert.Equal(t, rules.Seat(0), l.Seat)
			}
		}
		return n
	}
	require.Equal(t, 1, private(), "Ann reads which task she kept")
	require.True(t, r.idle()) // Bjørn's curtain lifted
	require.Equal(t, rules.Seat(1), r.tbl.Viewer())
	assert.Zero(t, private(), "Bjørn does not")
	assert.NotEmpty(t, r.tbl.Log(), "the public line stays")
}

// A move's animations last their wall-clock time however many ticks the frames allow, and a
// press or a key during them finishes them and is acted on in the same tick; a pointer only
// moving waits for them.
func TestMoveAnimationsKeepWallClockTimeAndEndOnInput(t *testing.T) {
	ms := func(n int) time.Duration { return time.Duration(n) * time.Millisecond }
	rest := input.Frame{X: 800, Y: 450}
	cases := []struct {
		name    string
		gaps    []time.Duration
		frames  []input.Frame // each tick's input (default: the pointer resting)
		readyAt int           // the tick (1-based) after which the board takes input; 0: not yet
		presses int           // presses the board received
		inputs  int           // Input calls after the move
	}{
		{name: "60 ticks a second: 3 ticks", gaps: []time.Duration{render.TickTime, render.TickTime, render.TickTime}, readyAt: 3, inputs: 0},
		{name: "one slow tick of 100 ms", gaps: []time.Duration{ms(100)}, readyAt: 1},
		{name: "two ticks 30 ms apart", gaps: []time.Duration{ms(30), ms(30)}, readyAt: 2},
		{name: "a press finishes it and reaches the board", gaps: []time.Duration{ms(1)},
			frames: []input.Frame{{X: 800, Y: 450, Down: true}}, readyAt: 1, presses: 1, inputs: 1},
		{name: "a key finishes it and reaches the board", gaps: []time.Duration{ms(1)},
			frames: []input.Frame{{X: 800, Y: 450, Actions: []input.Action{input.ActRotateCW}}}, readyAt: 1, inputs: 1},
		{name: "a pointer moving waits", gaps: []time.Duration{ms(1), ms(1)},
			frames: []input.Frame{{X: 700, Y: 450}, {X: 600, Y: 450}}, readyAt: 0},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			r := firstTurn(t, 3)
			r.ctx.Now = time.Date(2026, 12, 1, 12, 0, 0, 0, time.UTC)
			require.NoError(t, r.play(r.game().Legal()[0])) // the first tile: seat 0 places again
			require.Equal(t, rules.Seat(0), r.game().ToMove())
			require.False(t, r.tbl.Ready(), "the move animates")
			presses, inputs := r.b.presses, r.b.inputs
			got := 0
			for i, gap := range c.gaps {
				f := rest
				if i < len(c.frames) {
					f = c.frames[i]
				}
				r.ctx.Now = r.ctx.Now.Add(gap)
				r.step(f)
				if r.tbl.Ready() && got == 0 {
					got = i + 1
				}
			}
			assert.Equal(t, c.readyAt, got, "the tick the board took input again")
			assert.Equal(t, c.presses, r.b.presses-presses, "presses the board received")
			if c.inputs > 0 {
				assert.Equal(t, c.inputs, r.b.inputs-inputs, "the input was acted on in its tick")
			}
		})
	}
}
