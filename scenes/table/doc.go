// Package table is the table shell every Northtable board scene runs in (ARCHITECTURE.md §Scenes,
// "The table shell"). One piece of code owns, for every game:
//
//   - the game in progress as a record.Match: every move of every seat goes through Table.Play
//     (a human's, from the board) or a Controller (a computer's); no scene calls Apply on a bare
//     game, so undo, autosave and resume come from one place; or, at an online table, the
//     server's game, shown as this screen's seats' Views (see "Online tables");
//   - the seat controllers: a human seat is played through the board's input; a computer seat's
//     Controller thinks from its own View while the table draws (on a goroutine natively, in
//     time slices of a few milliseconds per tick in the single-threaded browser build), see
//     "Computer seats";
//   - the privacy curtain policy: the board is always drawn from View(viewer), where the viewer
//     is the human seat at the screen; when a different human seat is to move and the game hides
//     something from seats (Config.Private), the App's curtain is raised first (after the
//     player who moved presses End turn, see "The end of a turn") and the viewer changes only
//     once it is lifted, so a hidden thing cannot leak through a drawing bug;
//   - undo (the Undo button, Ctrl+Z or U): back one decision at a time within the mover's own
//     turn, never past a move the engine marked final (record.Match decides and gives the reason);
//   - autosave after every move and undo (Config.Store, key SaveKey(game id)) and resume from a
//     saved record (New with a loaded Match starts with the curtain); a save Load cannot resume
//     is kept aside by storage.KeepAside (never over another copy) and refused with a Refusal,
//     whose words are the player's and whose Aside names the key only as a detail;
//   - the in-game menu (Menu button or Esc with nothing open): continue, the rules summary page,
//     leave (the game stays saved for Continue);
//   - the event log (Table.Log: every event's line in plain words from the rules' Describe,
//     private events only while their seat is the viewer), toasts, and the game-over hand-off;
//   - the browser test's state line (northtable:state, see build/e2e/README.md).
//
// # The turn and the chrome (chrome.go, bar.go)
//
// Every board needs the same chrome, so the shell owns it and a board only says where it goes:
//
//   - Turn: the seat to move, the seat whose things the board puts in front (Front: the seat
//     to move, or the one whose finished turn waits for End turn), whether the viewer may act
//     now (Mine), and the words for greyed controls (Why: "Bjørn is playing", "The game is
//     over") and for the prompt bar while they may not (Wait: "Computer 2 is
//     thinking…", "Pass the screen to Bjørn.", "The game is over."). A board never asks the
//     controllers or the curtain itself.
//   - the prompt bar (Bar, SetBar, DrawBar): the instruction (Instruction: the Wait words, else
//     the board's refinement for its own modes, else the rules' Prompt), the board's choices
//     as data (Choice: a label, a move or an action of the board's, enabled or greyed with a
//     Why asked only on hover or a click), right-aligned, or a hint of keys at the right end;
//     the choices wait while the animation queue is busy, as the log's lines do;
//     the shell hands the pointer to the bar before Board.Input and plays a chosen move;
//   - the top bar (DrawTopBar): the title and the board's status line at the X it gives;
//   - the log panel (PlaceLog, DrawLog): a render.LogPanel filled from Log as the viewer may
//     read it and scrolled by the shell; a move's lines wait while the animation queue is busy,
//     so the log never tells what the board has not shown yet (an undo or a new viewer refills
//     it at once);
//   - the animation queue (Anims): boards push their move animations (small values with their
//     own Update and Draw) and draw the queue where their picture needs it; the shell plays it
//     by wall-clock time (the time since its last tick, render.Queue.Advance) at the
//     animation-speed setting, skips it (Space, any press or key of the player to move, the
//     curtain, undo) and waits for it before input and computer moves (Busy). A press or key
//     that skips it is then handed to the board in the same tick, so a player who reaches for
//     the board never waits for the show and never loses the click. The pause before a
//     computer's move (botDelay) is wall-clock time too.
//
// Boards draw the top bar, the prompt bar and the log into their own cached layer and put
// ChromeKey into the layer's key, so an idle frame still costs one copy of the layer.
//
// # One index of targets to moves (index.go)
//
// Index is a position's legal moves sorted by the target a player points at — a cell, a
// space, a card, a pile, a button: a comparable key of the board's choosing. A board builds one
// per position (NewIndex, with a function naming each move's targets) and asks it "what can I
// do here" (Moves, Has, Move) and "why not" (WhyNot: rules.Explain of Check on the candidate
// move the board names for that target, worded when first asked and kept for the position).
// A click on a target is one call, Index.Take: the target's move played through Table.Take
// (which says a refusal where the player looked), else why not. No refusal is worded in a scene.
//
// # One list of answers (answers.go, answers_layout.go)
//
// Where a decision has more answers than the prompt bar holds, a board keeps an AnswerList, the
// bar's Choice in a vertical panel. The board gives the answers as data (SetAnswers: an Answer
// is a label with its short forms and tip, a move or an action, enabled or greyed with its
// reason) and says where the list is (Place); the list lays them out, pages them (Previous and
// Next with the page count), hit-tests, draws and shows their tips on hover and long-press. An
// answer with More is a group: a press opens its answers as a page of their own, worded alike,
// with a Back button (and Esc through the board's Back). An answer with a Die is drawn as that
// die face, a run of them in rows, so a face is chosen in one tap; an answer with a Card is a
// taller button with a card mark and the card's words under its label (the whole card on
// hover when cut), so no card is chosen blind; where those taller buttons would not fit on
// one page, the cards' answers are buttons of the usual height with the card mark and the
// whole card on hover. An answer that ends or declines the decision (Pin: stop, pass, take
// nothing) stands at the foot of every page, never behind Next. A press on a
// page within DoubleClickGap of its opening, or begun before it opened, is the rest of the
// click that opened it and presses nothing: a double-click never takes a new page's first
// answer. The board feeds the list the pointer in Input (Update, with the tick's time; Hover
// while the viewer may not act) and carries a press out with Table.TakeAnswer. The board's probe
// returns the list's own copy of what it shows (Shown: title, tip, buttons with their moves),
// and the list names its buttons to the browser test itself (Announce: "answer-<n>").
//
// The list offers a decision's answers only once the animations that lead to it have played,
// as the log holds its lines back and the prompt bar its choices: while Busy it shows no
// answers and the board's Wait words ("The dice are rolling… a click or Space lands them")
// under its head band, so the decision after a roll never tells the roll's result, and no
// board looks into the animation queue to learn it.
//
// A game's board scene is then only its layout, its board view and its input-to-move mapping:
// it implements Board, reads input only in Board.Input (called when no dialog is open, the
// curtain is down, the animations are idle and a human seat is to move), and plays moves with
// Table.Play. The shell's Undo and Menu sit at the right end of the 56 px top bar (UndoButton,
// MenuButton); its toast, its prompt bar's tooltips and its dialogs are drawn over the board
// (ToastRect says where the toast is, so a board does not take a click on it for its own). The
// toast keeps to the board's side of the log panel, and a refusal toast ends as soon as a move
// succeeds; every tooltip keeps clear of the shell's Undo and Menu buttons, of the newest log
// line (NewestLogRect), of the answer list's heading and prompt and of what the board names
// with KeepClear. After a change of viewer (a hand-over) no tooltip shows until the pointer
// moves: the pointer left where the last player clicked would open one over the next
// player's board by itself (tooltips.go).
//
// # The end of a turn (turnend.go)
//
// When a person's move ends their turn and the next seat is another person behind the curtain,
// the curtain does not fall at once: the board stays with the player who moved (the viewer and
// Turn.Front stay theirs, so their player board keeps its place) and the prompt bar says "Your
// turn is over. Press End turn, then pass the screen to Ann." End turn comes to the bar only once
// the move's animations have played, so a roll that ends the turn is seen landing, verdict
// included; a press that lands the show does only that. End turn (the button or E) raises the
// curtain. Until then Undo takes the move back when it showed the mover nothing hidden (no die
// rolled, no card drawn): a misclicked last discard is no longer final. One that did reveal
// stays, and Undo says why in the rules' words (record.FinalWorder).
//
// The rules are unchanged: a move that ends a turn is still final (CLARIFICATIONS 17) and its
// hashes are the same. The shell asks the game whether the move revealed anything (Revealer) and
// takes the move back by replaying the record without it, checked against the position's hash
// before the move. A game that does not say what its moves reveal hands on at once, as Orkney
// (whose turns end with its own End turn move) and Reykholt (no curtain) do. Nothing waits in a
// screenshot, before a computer's turn or between the random moves of -autoplay (no curtain
// rises there). The browser test sees the wait as the screen "turn-over" with the target
// "end-turn".
//
// # Computer seats (controller.go, search_native.go, search_js.go)
//
// A seat set up as a computer (scene.Seat.Bot, at a Level; the record keeps both, so a resumed
// game seats the same computers) gets NewComputer: rules/bot's information-set search at that
// level, its random source from the game's seed and the seat, each decision mixing in its move
// number. It is handed only the seat's own View. The search keeps the table drawing: natively
// it runs on a goroutine of its own (the table asks each tick whether it is done); in the
// browser, which has one thread, in one slice a drawn frame (thinkOncePerFrame) of 8 ms, or of
// half a frame's own time up to 40 ms where frames come slower (slice), and a decision
// that has taken its level's wall-clock time there (wallCaps: Normal 2 s) ends with what the
// search has found. A budget of 0 asks for the
// decision within the call; the table gives it only for screenshots and Instant tests, whose
// pictures and moves must not depend on the machine's speed, never because a player turned the
// animations off. Its move is played once it has decided and botDelay has passed since its turn
// came, and is shown as a person's: the same animations at the chosen speed, its line in the
// log. While it decides its seat header says "thinking…" (SeatTag, which every board puts in
// the header: its level, "Normal", otherwise) and the prompt bar "Computer 2 is thinking…". Undo
// never takes back a computer's move (record.Match.CanUndo refuses while a computer is to move
// and past another seat's moves). One person against computers never sees the curtain: the
// screen is always theirs.
//
// # Online tables (source.go)
//
// The shell shows its game through a Source: the record.Match at this screen (New), or an online
// table (NewOnline with scenes/online's Table, a Remote), whose server owns the game. Online, the
// shell holds only the Views the server sent this screen's seats: Table.Play and Undo send the
// request (Source.Apply answers ErrSent) and the board takes no input until the answer arrives;
// every change — this screen's move coming back, another screen's, a server computer's, an undo,
// the whole position after a reconnection — arrives through Remote.Arrivals, one change per
// call, and is shown as at one table: the log line, the board's Show with the events the viewer
// may see, the curtain between seats played here. A seat played elsewhere has the Away
// controller: the table waits for it, its header keeps its own tag (a server computer's says
// its level and "thinking…"), and the prompt bar reads "Waiting for Ann…". Refusals are the
// server's plain words in a toast; news of the connection ("…reconnecting…") stays in a band
// under the top bar (StatusBand) until it is back. What an online table has not got stays off:
// autosave (the server keeps the game; the screen keeps its seat tokens, scenes/online.Ticket),
// the turn held for End turn (its undo replays a record), a rematch; the results screen's race
// comes from the server with the game's last move (Racer). A hint searches with a fixed seed, the game's own being the server's secret.
//
// # The hint (hint.go)
//
// AskHint (the H key, the game menu's Hint) searches the viewer's decision as a Normal computer
// would, from the viewer's own View, and shows the move it would play without playing it: the
// board marks its target (Hinter.ShowHint, drawn with render.UI.HintMark over the target's
// glow) and words it, or, for a move the board has no target for, the shell marks the prompt
// bar's button or the answer list's answer that plays it (inside its group when it is in one)
// and words that ("Hint: press “End turn”."). The prompt bar shows the words in the hint's
// gold until the position or the viewer changes, which ends the hint. A hint is asked only on
// the viewer's own decision; otherwise the shell says so.
//
// # The magnifier (magnifier.go)
//
// On a small touch screen the App shows part of the table, magnified (scenes package doc, "The
// magnifier"). The view is the table's own (Magnifier: how many times the fitted size, and
// the table point at the screen's corner), so it lasts across the curtain and each new game
// starts with the whole table; the App moves it with two fingers and maps the pointer through
// it. Boards never see it: they draw, hit-test and announce in table px as always. The shell
// gives the App the prompt bar's place and words (BarRect, BarText) for the caption it shows
// while the bar is out of view.
//
// # Words for a finger
//
// The shell knows whether the hints should speak of fingers (Fingers: the last press was a
// finger's, or before any press the device is a phone or a tablet; input.Pointer.Fingers), and
// boards word their prompts through it (Words("click", "tap")) instead of keeping their own
// guess. A finger has no Esc: a bar set with Back ends, on a touch screen, with a Back button
// that calls the board's Back, as Esc would.
//
// # One template for every board
//
// Every board package has the same files, each holding one role, so whoever knows one board
// finds each part of another in the file of the same name:
//
//   - board.go: Board with its table.Board methods (Show, Tick, Input, Back, Draw, Release)
//     and the few role values it is made of;
//   - layout.go: where everything lies on the 1600x900 canvas (logical px), and the board's
//     own geometry;
//   - view.go: the drawing, the kit's widgets filled from the position, into cached layers;
//   - input.go: the pointer, the keys and a piece in hand to targets and moves, and the prompt
//     bar's words (Bar);
//   - targets.go: the position the roles share (pos) with the board's Index of targets to
//     moves (its target key and the function naming each move's targets);
//   - anim.go: a move's events as animation values on the shell's queue (Anims);
//   - where.go: the probe value, Where;
//   - rules_page.go: the rules summary page (Config.Rules);
//   - doc.go: the package doc, which names the roles and says what is the game's own.
//
// A role too large for one file goes on in a file named after the template's and the part
// (view_panels.go, input_modes.go), so the first word still says where to look; no file
// reaches 600 lines and no type 25 methods. Words, costs and rule facts come from the rules
// package (rules/reykholt/labels.go), never from a board.
//
// Board is a few role values over one shared position: a *pos every role embeds, holding what
// a Show replaces (the shell, the viewer's View, the position's Index, the drawing kit). A role
// keeps its own state and pointers to the few roles it uses; no role keeps a pointer back to
// the whole Board, so what a role depends on is read off its fields, and the files stand in
// layers: layout.go and targets.go at the foot, the roles over them, board.go wiring them and
// where.go reading them from the top. Reykholt's board is the model: Board{pos, view, picker,
// motion}.
//
// Tests and tools read a board through one read-only probe value, Where (Board.Where): where
// things are drawn and take the pointer, in logical px, and what the board says, as of the
// last Draw or input tick. A probe method changes nothing; a test changes the board as a
// player does, by pressing where Where says. Tests are named by what they check. where.go is
// built for native programs only (//go:build !js): tests and tools run natively, and the page
// is 70 KB (brotli) smaller without the probes, which reflection would otherwise keep linked.
//
// Every board draws at the device scale (Draw's canvas is the table's, which is scene.HiDPI),
// so no board says HiDPI itself. A board's cached layers are its own, and Release frees them
// when the table is done with the board (Table.Release), rather than leave them to the
// garbage collector.
package table
