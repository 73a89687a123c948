// One entry per game: what the browser test does, as steps the runner (runner.mjs) understands.
// Targets ("orkney-card", "start", ...) and screens ("menu", "setup", ...) are the names the game
// announces on the console (see README.md). A new game adds one entry of a few lines.
//
// A case may set query: '?game=orkney&players=3' (the page turns query parameters into flags),
// touch: true (a touch screen: click and drag become one-finger touches, and pinch works),
// deviceScaleFactor: 2 (a high-DPI screen; default 1) and viewport: { width, height } (CSS px;
// default 1600x900), block: ['northtable.wasm'] (those files answer 404) and pageBox: true (the
// case expects the page's own box, so a northtable-page:error line does not fail it at once),
// measure: true (a measurement, not a check: it runs only when named, build/e2e/run idle, and
// after any other case named with it, with nothing beside it), later: true (the case's first
// page opens no address until its first goto step).
//
// Steps:
//   { ready: SCREEN, answer: { OTHER: TARGET, ... } }  wait until SCREEN is ready for input;
//        on the way, each OTHER screen that becomes ready is answered by clicking its TARGET
//        (privacy curtains, secret choices, ...)
//   { click: TARGET }                    press and release on the target (at once: the game keeps
//                                        a press that came and went between two ticks)
//   { click: TARGET, hold: true }        the same, the button held until the game has read the
//                                        press: a text field (the browser gives it the keyboard
//                                        on a release after the field asked for it)
//   { click: TARGET, unannounced: { mirror: OTHER } | { at: {x, y}, from } }
//                                        a target the game does not announce yet: click a stand-in
//                                        (OTHER's latest position mirrored about its first one, or
//                                        a logical position read from the layout code in from);
//                                        the case's line says GAP: ... each time a stand-in is used
//   { settle: true }                     after a move, wait until the board takes input again (the
//                                        repeated northtable:state)
//   { drag: TARGET, to: TARGET2 }        press on one target, move, release on the other
//   { key: NAME }                        press a key (Playwright key names: "r", "Escape", "Space")
//   { hover: {x, y} }                    move the mouse to a logical position without pressing
//                                        (e.g. off the spaces before a screenshot, so no tooltip
//                                        covers the board)
//   { expect: 'move' }                   a new northtable:state with more moves and a new hash
//                                        appeared since the step before the last input
//   { pinch: TARGET, scale: 1.6 }        touch cases: two fingers around the target move apart
//                                        until their distance has grown by scale; after a move it
//                                        first waits until the board takes input again
//   { magnify: TARGET, scale: 2.2 }     touch cases on a small screen: two fingers around the
//                                        target spread by scale, magnifying the table (the App's
//                                        magnifier, announced by northtable:view); later steps
//                                        map targets through the announced view
//   { expect: 'magnified', above: Z }    a northtable:view zoom above Z (default 1) appeared
//                                        since the magnify step
//   { expect: 'zoom-in' }                a northtable:camera zoom above the one before the pinch
//                                        appeared since the pinch ('zoom-out': below it, and
//                                        below: Z too when given)
//   { lift_drag: TARGET, to: TARGET2, via: [{x, y}, ...], lift: { points, atLeast }, shots: NAME }
//                                        touch cases: a finger carries TARGET through the via
//                                        points (logical px) and lets go where the carried piece
//                                        lies on TARGET2; at each point the piece (northtable:drag)
//                                        must be drawn straight above the finger by lift.points
//                                        CSS px, never less than lift.atLeast logical px, and the
//                                        drop (northtable:drop) must put it on TARGET2; saves
//                                        out/<case>-NAME-<n>.png at each point, the finger ringed
//   { check_canvas_scale: 2 }            the canvas has this many backing pixels per CSS pixel
//                                        (crisp drawing on a high-DPI screen)
//   { check: (state) => bool, why }      the latest state passes the check
//   { wheel: TARGET, notches: 1 }        move the mouse over the target and turn the wheel (DOM
//                                        deltaY 100 a notch; + = down, towards the user); after a
//                                        move it first waits until the board takes input again
//   { expect: 'zoom-step', factor: F }   the zoom announced after the wheel is F times the one
//                                        before it (within 5 %, or tolerance: 0.1)
//   { type: TEXT }                       send TEXT as one composed-text input (as an input method,
//                                        dictation or an on-screen keyboard does), not as keys
//   { compose: [TEXT, ...], commit: TEXT }
//                                        an input method: each TEXT in turn is the composition in
//                                        progress (CDP Input.imeSetComposition), then commit is
//                                        committed in its place (Input.insertText)
//   { stored: KEY, check: (data, proto) => bool, why, note: (data) => text }
//                                        the game's localStorage entry KEY (northtable/KEY, the
//                                        store's envelope unwrapped; JSON parsed) passes the check
//   { reload: true }                     reload the page (the next ready step waits as at start)
//   { expect: 'resumed' }                after a reload: the board announces the same game (moves
//                                        and hash) as the last state before the reload
//   { viewport: { width, height } }      resize the page (turn the device)
//   { visible: SELECTOR, why } / { hidden: SELECTOR, why }
//                                        a page element is (not) shown; waits until it is
//   { page_box: 'error'|'info', contains: [...], lacks: [...] }
//                                        the page shows its own box (an error, or the help) and
//                                        its visible text has / has not these words
//   { page_button: LABEL, opens: SEARCH }  the page box's button says LABEL; clicking it opens this
//                                        page with the address query SEARCH ('' for none), where
//                                        the next ready step waits as after a reload
//   { measure_idle: SECONDS, quiet: Q }  after the board settles, leave it alone Q seconds, then
//                                        report its cost over SECONDS: renderer task and script
//                                        time, the browser's CPU, frames per second, the frames the
//                                        game drew (no pass/fail; see build/e2e/README.md)
//   { tab: N, query }                    the steps after it play in tab N of the same site (one
//                                        localStorage): tab 0 is the case's first page; a tab named
//                                        the first time opens at the page's address + query
//   { put: KEY, raw: TEXT }              write TEXT as localStorage northtable/KEY as it is (not in
//                                        the store's envelope, so the game finds it damaged)
//   { message: TEXT | [TEXT, ...] }      a northtable:message line with every TEXT in it has
//                                        appeared in this tab (e.g. the menu's notice)
//   { turn: SEAT, answer: { DECISION: TARGET | { drag: TARGET, to: TARGET2 }, ... } }
//                                        a person's turn by the mouse: once the board takes input
//                                        (the page's first state line, or one repeated after a
//                                        move), the target for the decision the state line names
//                                        is clicked (or dragged), until another seat is to move;
//                                        reports the frames drawn meanwhile
//   { computer: SEAT, longestSlice: MS, longestDecision: MS, longestFrame: MS }
//                                        the computer, to move now, plays its turn: waits until
//                                        another seat is to move and reports each decision
//                                        (northtable:thought: its time, its ticks, the longest
//                                        tick's thinking) and the frames drawn while it thought
//                                        (their median and longest, ticks a frame, long tasks);
//                                        fails when one tick's thinking took longestSlice ms or
//                                        more, a decision took longestDecision ms or more, or
//                                        (when given) a frame while it thought took
//                                        longestFrame ms or more
//   { thinking: SEAT, ticks: N }         the computer to move is still thinking N ticks after
//                                        the state line that gave it the turn (the game's ticks,
//                                        no fixed time); a reload step straight after reloads
//                                        while it thinks, and expect: 'resumed' then also wants
//                                        it to move
//   { announced: TARGET }                wait until the screen announces the target (e.g. a button
//                                        enabled only once something happened)
//   { tab: N, device: true, query }      as tab, but a tab named the first time opens in a new
//                                        browser context: another person's device, with local
//                                        storage of its own; query may be a function of what
//                                        steps kept (vars)
//   { goto: QUERY | (vars) => QUERY }    open the page's address + QUERY in this tab (the next
//                                        ready step waits as after a reload); with later: true
//                                        the case's first page opens nothing before its goto
//   { stored: KEY, ..., keep: (data) => ({ NAME: VALUE }) }
//                                        a stored step may keep values for later steps (vars;
//                                        its check gets them too: check(data, proto, vars))
//   { play: N, answer: { DECISION: TARGET, ... }, waiting: { tab, name } }
//                                        an online table played at several tabs: the seat to move
//                                        is played at the tab whose kept seat (localStorage
//                                        northtable/online-tables) it is, by a click on the target
//                                        for its decision once that board takes input, one move
//                                        at a time until N moves are made, each announced at
//                                        every tab; waiting saves out/<case>-<name>.png of that
//                                        tab the first time another tab's seat is to move
//   { screenshot: NAME }                 save out/<case>-<NAME>.png
// The names the composed-name case types, and how it compares them: the same text once both are
// in canonical composition (NFC), so "e" + U+0308 kept as typed or stored as "ë" both pass, and a
// dropped mark or a split character does not.
const COMPOSED = ['Zoë', 'Chloe\u0308', 'René'];
// esc shows a name's non-ASCII characters as \u escapes, so a note tells "ë" from "e" + U+0308.
const esc = (names) => names.map((n) => String(n).replace(/[^\x20-\x7e]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)).join(', ');
// How far a dragged tile rides above a fingertip (scenes/orkney/update.go liftPoints,
// input.DefaultLift): 56 window points (CSS px), at least 60 logical px.
const LIFT = { points: 56, atLeast: 60 };
// Where the finger pauses on its way with the tile, logical px: over the right column (the
// tile is drawn over the panel) and over open sea away from the first tiles (the tile follows
// the finger freely there instead of showing in a cell).
const LIFT_VIA = [{ x: 1450, y: 420 }, { x: 520, y: 720 }];
// How a person plays a Reykholt turn by clicks in the computer case: each decision's target
// (the first legal space, the first pile a space asks for).
const REYKHOLT_TURN = { Place: 'legal-space', Pile: 'legal-pile' };
// An Orkney turn by the mouse: the task, each tile dragged onto the first cell where it fits,
// then End turn.
// An online Reykholt table's moves by clicks: the first legal space, the first pile a space
// asks for, the first display card a space lets the mover take (the table's deal is the
// server's, drawn anew each run: these three carry any deal eight moves or more).
const ONLINE_TURN = { Place: 'legal-space', Pile: 'legal-pile', TakeCard: 'legal-card' };
const ORKNEY_TURN = { ChooseTask: 'task-0', PlaceTile: { drag: 'tile', to: 'legal-cell' }, Action: 'end-turn' };
const sameNames = (got, want) => got.length === want.length && got.every((n, i) => typeof n === 'string' && n.normalize('NFC') === want[i].normalize('NFC'));

export const cases = [
  {
    name: 'orkney',
    steps: [
      { ready: 'menu' },
      { screenshot: 'menu' },
      { click: 'orkney-card' },
      { ready: 'setup' },
      { click: 'start' },
      { ready: 'orkney', answer: { curtain: 'curtain', 'orkney-task': 'task-0' } },
      { check: (s) => s.game === 'orkney' && s.moves >= 0, why: 'an Orkney state was announced' },
      { drag: 'tile', to: 'legal-cell' },
      { expect: 'move' },
      { screenshot: 'board' },
    ],
  },
  {
    // The same start on a touch screen: taps, a one-finger drag and a two-finger pinch.
    name: 'orkney-touch',
    touch: true,
    steps: [
      { ready: 'menu' },
      { click: 'orkney-card' },
      { ready: 'setup' },
      { click: 'start' },
      { ready: 'orkney', answer: { curtain: 'curtain', 'orkney-task': 'task-0' } },
      { drag: 'tile', to: 'legal-cell' },
      { expect: 'move' },
      { pinch: 'legal-cell', scale: 1.6 },
      { expect: 'zoom-in' },
      { screenshot: 'board' },
    ],
  },
  {
    // Two people at one online table, each at a device of their own (two browser contexts:
    // local storage of their own). The host (tab 1) opens Play online, Reykholt (two seats:
    // here, and a friend), Open table; the screen keeps its seat and the table's code in local
    // storage (its tickets, newest first), where the step reads the code. The friend (tab 0, in the browser's own context,
    // whose compiled module is cached: it loads twice) opens the join link, the host's lobby
    // offers Start once the seat is taken, and both boards show the game. The seat to move is
    // played by clicks at its own device, six moves; then the friend's page is reloaded, comes
    // back to its seat at the same position, and two more moves are played. (Third in the
    // list, the longest case: the first browser to be free takes it, its cache warm from the
    // case before, and the others run beside it.)
    name: 'online',
    later: true,
    steps: [
      { tab: 1, device: true, query: '' },
      { ready: 'menu' },
      { click: 'play-online' },
      { ready: 'online' },
      { click: 'online-open-reykholt' },
      { ready: 'setup' },
      { click: 'start' }, // Open table
      { ready: 'lobby' },
      { stored: 'online-tables', check: (d) => /^[0-9A-HJKMNP-TV-Z]{8}$/.test(d[0].code) && d[0].host && Object.keys(d[0].tokens).join() === '0',
        why: 'the host keeps seat 0 (row 1, Here) at a table with a code', keep: (d) => ({ code: d[0].code }), note: (d) => `table ${d[0].code}` },
      { tab: 0 },
      { goto: (v) => `?join=${v.code}` },
      // A join link opened for the first time asks for the player's name (the name field
      // has the focus), then joins.
      { ready: 'online' },
      { click: 'online-name', hold: true },
      { type: 'Bo' },
      { click: 'online-join' },
      { ready: 'lobby' },
      { stored: 'settings.json', check: (d) => d.names[0] === 'Bo', why: 'the name typed is kept for the next join link' },
      { stored: 'online-tables', check: (d, p, v) => d[0].code === v.code && Object.keys(d[0].tokens).join() === '1' && !d[0].host,
        why: 'the friend keeps seat 1 at the host\'s table' },
      { tab: 1 },
      { announced: 'lobby-start' }, // the friend has taken the seat
      { hover: { x: 800, y: 870 } }, // off the buttons
      { screenshot: 'lobby' },
      { click: 'lobby-start' },
      { play: 6, answer: ONLINE_TURN, waiting: { tab: 0, name: 'waiting' } },
      { tab: 0 },
      { reload: true },
      { expect: 'resumed' },
      { hover: { x: 150, y: 28 } },
      { screenshot: 'resumed' },
      { play: 2, answer: ONLINE_TURN },
    ],
  },
  {
    // A join link with a code no table has: the lobby says so and offers another try. (The
    // link opened for the first time asks for a name first; Join table goes without one.)
    name: 'online-wrong-code',
    query: '?join=ZZZZZZZZ',
    steps: [
      { ready: 'online' },
      { click: 'online-join' },
      { ready: 'lobby-refused' },
      { message: 'No table has that code' },
      { screenshot: 'refused' },
      { click: 'lobby-again' },
      { ready: 'online' },
    ],
  },
  {
    // A finger drags the tile: it rides above the fingertip (a fixed distance in window points,
    // here 60 logical px = 60 CSS px), and drops where it is drawn, on the cell under that point.
    // The board is zoomed out first so that the finger, 60 px below the target cell's centre,
    // lies in another cell (a hex is 96 world units from centre to corner: below zoom 0.6 that
    // is less than 60 px): only a drop at the lifted point lands on the target.
    name: 'orkney-touch-lift',
    query: '?game=orkney&players=2&seed=5',
    touch: true,
    steps: [
      { ready: 'orkney', answer: { curtain: 'curtain', 'orkney-task': 'task-0' } },
      { pinch: 'legal-cell', scale: 0.55 },
      { expect: 'zoom-out', below: 0.6 },
      { settle: true },
      { lift_drag: 'tile', to: 'legal-cell', via: LIFT_VIA, lift: LIFT, shots: 'drag' },
      { expect: 'move' },
      { screenshot: 'board' },
    ],
  },
  {
    // A high-DPI touch screen in a small window (a phone): the 1600x900 screen is scaled down to
    // 800x450 CSS px, and the canvas still has two pixels per CSS pixel, so text stays crisp.
    // (Software WebGL draws this as fast as the 1600x900 cases.) The table is shown at half size,
    // so the dragged tile rides 112 logical px above the finger: still 56 CSS px. (The canvas
    // has 1600x900 pixels, so text is drawn at its logical size here; a 1600x900 window at device
    // scale 2 draws it at twice that, which software WebGL takes minutes over.)
    name: 'orkney-hidpi',
    query: '?game=orkney&players=2&seed=5',
    viewport: { width: 800, height: 450 },
    deviceScaleFactor: 2,
    touch: true,
    steps: [
      { ready: 'orkney', answer: { curtain: 'curtain', 'orkney-task': 'task-0' } },
      { check_canvas_scale: 2 },
      { screenshot: 'board' },
      { lift_drag: 'tile', to: 'legal-cell', via: LIFT_VIA, lift: LIFT, shots: 'drag' },
      { expect: 'move' },
      { settle: true },
      // the log with the first placement's lines (long ones wrap inside the panel)
      { screenshot: 'log' },
    ],
  },
  {
    // A phone held sideways, touch only (844x390 CSS px): the table is drawn at 0.43 of its
    // size, its body text under 8 CSS px. Two fingers magnify it (the App's magnifier, every
    // game's), and a finger's tap on the magnified table reaches the space drawn under it: the
    // worker is placed there. (Device scale 2, not a phone's 3: the software renderer takes
    // 2.25 times as long over every frame at 3; BenchmarkMagnifiedFrame measures that.)
    name: 'phone-magnify',
    query: '?game=reykholt&players=2&seed=5',
    viewport: { width: 844, height: 390 },
    deviceScaleFactor: 2,
    touch: true,
    // (One screenshot, the magnified board after the move: each costs seconds here.)
    steps: [
      { ready: 'reykholt' },
      { magnify: 'legal-space', scale: 2.2 },
      { expect: 'magnified', above: 2 },
      { click: 'legal-space' },
      { expect: 'move' },
      { settle: true },
      { screenshot: 'placed' },
    ],
  },
  {
    // One notch of a mouse wheel over the board is one zoom step (1.15x; down zooms out), as on
    // the desktop, not a jump from one zoom limit to the other (the browser reports 100 px).
    name: 'orkney-wheel',
    query: '?game=orkney&players=2&seed=5',
    steps: [
      { ready: 'orkney', answer: { curtain: 'curtain', 'orkney-task': 'task-0' } },
      { wheel: 'legal-cell', notches: 1 },
      { expect: 'zoom-step', factor: 1 / 1.15 },
      { wheel: 'legal-cell', notches: -1 },
      { expect: 'zoom-step', factor: 1.15 },
      { screenshot: 'board' },
    ],
  },
  {
    // A phone held upright: the page asks to turn it instead of shrinking the table to a strip;
    // turned sideways, the message goes and the game (running all along) takes input.
    name: 'portrait',
    viewport: { width: 390, height: 844 },
    steps: [
      { ready: 'menu' },
      { visible: '#nt-turn', why: 'a portrait phone is asked to turn sideways' },
      { screenshot: 'upright' },
      { viewport: { width: 844, height: 390 } },
      { hidden: '#nt-turn', why: 'the message goes in landscape' },
      { click: 'orkney-card' },
      { ready: 'setup' },
      { screenshot: 'sideways' },
    ],
  },
  {
    // ?help shows the address options in plain words, and every game with its players.
    name: 'help',
    query: '?help',
    pageBox: true,
    steps: [
      { page_box: 'info', contains: ['Options for the address', 'game=ID', 'players=N', 'orkney, reykholt',
        'Orkney: 2\u20135 players', 'Reykholt: 1\u20134 players', 'Reavers of Midgard'], lacks: ['ended normally', 'window=', 'screenshot=', 'usage:'] },
      { screenshot: 'box' },
      { page_button: 'Open the menu', opens: '' },
      { ready: 'menu' },
    ],
  },
  {
    // A player count the game does not take: said in plain words, and the menu offered (the
    // address without the game's parameters), not a reload of the same address.
    name: 'bad-players',
    query: '?game=orkney&players=9&seed=5',
    pageBox: true,
    steps: [
      { page_box: 'error', contains: ['Orkney is for 2\u20135 players', 'players=9'], lacks: ['-players', 'flag', 'northtable:'] },
      { screenshot: 'box' },
      { page_button: 'Open the menu', opens: '?seed=5' },
      { ready: 'menu' },
    ],
  },
  {
    // Unknown parameters and players without a game: plain words, never the flag package's.
    name: 'bad-options',
    query: '?foo=1&players=3',
    pageBox: true,
    steps: [
      { page_box: 'error', contains: ['no option called \u201cfoo\u201d', 'foo=1'], lacks: ['flag provided', '-foo'] },
      { screenshot: 'box' },
      { page_button: 'Open the menu', opens: '' },
      { ready: 'menu' },
    ],
  },
  {
    // A server without the game: the player reads what happened, not how to build it (the build
    // instructions go to the developer console).
    name: 'missing-files',
    block: ['northtable.wasm'],
    pageBox: true,
    steps: [
      { page_box: 'error', contains: ['missing from this server'], lacks: ['go run', 'build/'] },
      { screenshot: 'box' },
    ],
  },
  {
    // Reload the page mid-game and continue the same game: a game started from the menu, two
    // real moves (both tiles of the first turn), then a reload; the menu's Continue brings back
    // the same moves and hash (the save lives in localStorage, which the reload keeps), and the
    // game goes on (the turn is ended).
    name: 'reload-continue',
    steps: [
      { ready: 'menu' },
      { click: 'orkney-card' },
      { ready: 'setup' },
      { click: 'start' },
      { ready: 'orkney', answer: { curtain: 'curtain', 'orkney-task': 'task-0' } },
      { drag: 'tile', to: 'legal-cell' },
      { expect: 'move' },
      { settle: true },
      { drag: 'tile', to: 'legal-cell' },
      { expect: 'move' },
      { settle: true },
      { stored: 'game-orkney', check: (d, p) => d.final_hash === p.states.at(-1).hash, why: 'the save holds the game the board announced',
        note: (d) => `saved ${d.moves.length} moves` },
      { reload: true },
      { ready: 'menu' },
      { screenshot: 'menu' },
      // The menu announces the card's Continue (orkney-continue); for a menu that does not,
      // the stand-in is the card's New game button, which the save moved into the right half
      // of the button row it filled before, mirrored into the left half.
      { click: 'orkney-continue', unannounced: { mirror: 'orkney-card' } },
      { ready: 'orkney', answer: { curtain: 'curtain' } },
      { expect: 'resumed' },
      { settle: true },
      { screenshot: 'resumed' },
      // Both tiles are placed: the seat's next decision is an action or the end of its turn.
      { click: 'end-turn' },
      { expect: 'move' },
    ],
  },
  {
    // Reykholt from the menu (card, setup, Start game; ?seed=5 fills setup's seed, so the start
    // player, display and first legal space are the same each run). The first seat's worker is
    // dragged from its panel onto the first legal space (the press is on the panel, not on a
    // space, so only the drag can place it) and its greenhouse pile clicked; then the second
    // seat places with a plain click on a space. Each move is a new state line (more moves, a
    // new hash). The save is checked against the last hash, the page reloaded, and the card's
    // Continue must bring back the same moves and hash, the first seat to place.
    name: 'reykholt',
    query: '?seed=5',
    steps: [
      { ready: 'menu' },
      { click: 'reykholt-card' },
      { ready: 'setup' },
      { click: 'start' },
      { ready: 'reykholt' },
      { check: (s) => s.game === 'reykholt' && s.decision === 'Place' && s.toMove === 0, why: 'a Reykholt board waits for the first seat to place' },
      { drag: 'worker', to: 'legal-space' },
      { expect: 'move' },
      { settle: true },
      // The first space takes a greenhouse: its pile is the placement's sub-choice.
      { check: (s) => s.decision === 'Pile' && s.toMove === 0, why: 'the space asks the first seat for a greenhouse pile' },
      { click: 'legal-pile' },
      { expect: 'move' },
      { settle: true },
      { check: (s) => s.decision === 'Place' && s.toMove === 1, why: 'the placement ended the turn: the second seat places next' },
      { click: 'legal-space' },
      { expect: 'move' },
      { settle: true },
      // The mouse rests on the space it clicked, whose tooltip ("Space taken") would cover the
      // column headings: it moves onto the title bar first.
      { hover: { x: 150, y: 28 } },
      { screenshot: 'board' },
      { stored: 'game-reykholt', check: (d, p) => d.final_hash === p.states.at(-1).hash, why: 'the save holds the game the board announced',
        note: (d) => `saved ${d.moves.length} moves` },
      { reload: true },
      { ready: 'menu' },
      { click: 'reykholt-continue' },
      { ready: 'reykholt' },
      { expect: 'resumed' },
      { check: (s) => s.decision === 'Place' && s.toMove === 0, why: 'the resumed board waits for the first seat\'s second placement' },
      { hover: { x: 150, y: 28 } },
      { screenshot: 'resumed' },
    ],
  },
  {
    // Reavers of Midgard from the menu (card, setup's default two players, Start game; ?seed=5
    // fills setup's seed, so the Reavers dealt, the displays and the panel's answers are the same
    // each run). Each seat answers its setup decisions on the decision panel (the card to resolve
    // first, then each of its two Reavers Specialised into the first slot offered), its End
    // turn and the curtain passing the screen between them. The first seat then drags its longship onto Trade with
    // Villages (location-1; the press is on its player board, not on a location, so only the drag
    // selects it), activates it with the suggested payment and takes its three Trade rewards,
    // after which the second seat is asked to activate or Rest. The save is checked against the
    // last hash, the page reloaded, and the card's Continue must bring back the same moves and
    // hash, the second seat to decide.
    name: 'reavers',
    query: '?seed=5',
    steps: [
      { ready: 'menu' },
      { click: 'reavers-card' },
      { ready: 'setup' },
      { click: 'start' },
      { ready: 'reavers', answer: { curtain: 'curtain' } },
      { check: (s) => s.game === 'reavers' && s.decision === 'NextCard' && s.toMove === 0, why: 'the first seat chooses which of its two Reavers to resolve first' },
      { click: 'answer' },
      { expect: 'move' },
      { settle: true },
      { check: (s) => s.decision === 'ReaverUse' && s.toMove === 0, why: 'the Reaver is to be Rallied, Specialised or Promoted' },
      { click: 'answer-1' }, // Specialise in the first slot offered (answer-0 Rallies)
      { expect: 'move' },
      { settle: true },
      { click: 'answer-1' },
      { expect: 'move' },
      { ready: 'reavers', answer: { 'turn-over': 'end-turn', curtain: 'curtain' } },
      { check: (s) => s.decision === 'NextCard' && s.toMove === 1, why: 'the second seat\'s setup follows' },
      { click: 'answer' },
      { expect: 'move' },
      { settle: true },
      { click: 'answer-1' },
      { expect: 'move' },
      { settle: true },
      { click: 'answer-1' },
      { expect: 'move' },
      { ready: 'reavers', answer: { 'turn-over': 'end-turn', curtain: 'curtain' } },
      { check: (s) => s.decision === 'SelectLocation' && s.toMove === 0, why: 'the first seat selects the round\'s first location' },
      { drag: 'longship', to: 'location-1' },
      { expect: 'move' },
      { settle: true },
      { check: (s) => s.decision === 'ActivateOrRest' && s.toMove === 0, why: 'the selector activates Trade with Villages or Rests' },
      { hover: { x: 150, y: 28 } },
      { screenshot: 'activate' },
      { click: 'answer' }, // Activate, paying the suggested payment
      { expect: 'move' },
      { settle: true },
      { check: (s) => s.decision === 'TradeReward' && s.toMove === 0, why: 'the activation asks for the Trade rewards' },
      { click: 'answer' },
      { expect: 'move' },
      { settle: true },
      { click: 'answer' },
      { expect: 'move' },
      { settle: true },
      { click: 'answer' },
      { expect: 'move' },
      // The selector's activation is over: its End turn passes the turn to the second seat,
      // behind the curtain.
      { ready: 'reavers', answer: { 'turn-over': 'end-turn', curtain: 'curtain' } },
      { check: (s) => s.decision === 'ActivateOrRest' && s.toMove === 1, why: 'the second seat activates the same location or Rests' },
      { hover: { x: 150, y: 28 } },
      { screenshot: 'board' },
      { stored: 'game-reavers', check: (d, p) => d.final_hash === p.states.at(-1).hash, why: 'the save holds the game the board announced',
        note: (d) => `saved ${d.moves.length} moves` },
      { reload: true },
      { ready: 'menu' },
      { click: 'reavers-continue' },
      { ready: 'reavers', answer: { curtain: 'curtain' } },
      { expect: 'resumed' },
      { check: (s) => s.decision === 'ActivateOrRest' && s.toMove === 1, why: 'the resumed board waits for the second seat' },
      { hover: { x: 150, y: 28 } },
      { screenshot: 'resumed' },
    ],
  },
  {
    // Reload a page opened at an address that names a game: the reloaded page continues the
    // game that address started, with its move (the same moves and hash, and no menu between),
    // instead of dealing it again and keeping the played one aside.
    name: 'reload-address',
    query: '?game=reavers&players=2&seed=5',
    steps: [
      { ready: 'reavers', answer: { curtain: 'curtain' } },
      { check: (s) => s.game === 'reavers' && s.moves === 0, why: 'the address starts a new game' },
      { click: 'answer' },
      { expect: 'move' },
      { settle: true },
      { stored: 'game-reavers', check: (d, p) => d.final_hash === p.states.at(-1).hash, why: 'the save holds the game the board announced',
        note: (d) => `saved ${d.moves.length} moves` },
      { reload: true },
      { ready: 'reavers', answer: { curtain: 'curtain' } },
      { expect: 'resumed' },
      { check: (s) => s.moves === 1, why: 'the move made before the reload is there' },
      { hover: { x: 150, y: 28 } },
      { screenshot: 'resumed' },
    ],
  },
  {
    // Names typed with composed characters, as an input method, dictation or an on-screen
    // keyboard delivers them (never as key presses): a precomposed "Zoë", a combining mark
    // "Chloe" + U+0308, and "René" whose "é" an input method composes (a dead key's "´" in
    // progress, then "é" committed). Each must arrive whole, in the setup's stored names and in
    // the seats of the game's save.
    name: 'composed-name',
    steps: [
      { ready: 'menu' },
      { click: 'orkney-card' },
      { ready: 'setup' },
      // Setup announces no target for its name fields (see the report): the stand-in is the
      // centre of each row's field in scenes/setup.go's layout (nameX + nameW/2, rowY0 + 20 +
      // i*rowH + 24).
      { click: 'name-0', hold: true, unannounced: { at: { x: 304, y: 220 }, from: 'scenes/setup.go layout, name row 1' } },
      { type: 'Zoë' },
      { click: 'name-1', hold: true, unannounced: { at: { x: 304, y: 316 }, from: 'scenes/setup.go layout, name row 2' } },
      { type: 'Chloe\u0308' },
      { click: 'name-2', hold: true, unannounced: { at: { x: 304, y: 412 }, from: 'scenes/setup.go layout, name row 3' } },
      { type: 'Ren' },
      { compose: ['\u00b4'], commit: '\u00e9' },
      { screenshot: 'setup' },
      { stored: 'settings.json', check: (d) => sameNames(d.names.slice(0, 3), COMPOSED), why: 'setup kept the three names whole',
        note: (d) => `setup names ${esc(d.names.slice(0, 3))}` },
      { click: 'start' },
      // No console line carries the seat's name (see the report): the curtain's ready line
      // and its click target say that the game started with these seats.
      { ready: 'curtain' },
      { screenshot: 'curtain' },
      { click: 'curtain' },
      { ready: 'orkney-task' },
      { click: 'task-0' },
      { expect: 'move' },
      { stored: 'game-orkney', check: (d) => sameNames(d.seats.map((s) => s.name).sort(), [...COMPOSED].sort()), why: 'the game\'s seats have the three names whole',
        note: (d) => `seats ${esc(d.seats.map((s) => s.name))}` },
    ],
  },
  {
    // One game, two tabs: the second tab to open a game in play says so on the menu and offers
    // Play here; taking it there, the first tab says the game moved and stops saving; its own
    // Play here takes it back, and then the second tab says so.
    name: 'two-tabs',
    query: '?game=orkney&players=2&seed=5',
    steps: [
      { ready: 'orkney', answer: { curtain: 'curtain', 'orkney-task': 'task-0' } },
      { drag: 'tile', to: 'legal-cell' },
      { expect: 'move' },
      { settle: true },
      { tab: 1 },
      { ready: 'menu' },
      { screenshot: 'second-tab' },
      { click: 'orkney-play-here' },
      { ready: 'orkney', answer: { curtain: 'curtain' } },
      { check: (s) => s.game === 'orkney' && s.moves >= 2, why: 'the second tab plays the game the first saved' },
      { tab: 0 },
      { ready: 'moved' },
      { screenshot: 'moved' },
      { click: 'play-here' },
      { ready: 'orkney', answer: { curtain: 'curtain' } },
      { tab: 1 },
      { ready: 'moved' },
      { screenshot: 'moved-back' },
    ],
  },
  {
    // Both games' saves damaged: the menu names both in one notice, and Kept games lists both
    // (plain words, never a storage key); each can be deleted from there.
    name: 'damaged-saves',
    steps: [
      { ready: 'menu' },
      { put: 'game-orkney', raw: 'bm9ydGh0YWJsZS1zdG9yZSAxIDUgMDAwMApicm9rZW4=' }, // an envelope whose checksum is wrong
      { put: 'game-reykholt', raw: '%%% not base64' },
      { reload: true },
      { ready: 'menu' },
      { message: ['Orkney and Reykholt', 'kept aside'] },
      { screenshot: 'menu' },
      { click: 'kept-games' },
      { ready: 'kept' },
      { screenshot: 'kept' },
      { click: 'kept-delete-1' },
      { ready: 'kept-confirm' },
      { click: 'kept-confirm' },
      { ready: 'kept' },
      { click: 'kept-delete-0' },
      { ready: 'kept-confirm' },
      { click: 'kept-confirm' },
      // nothing left: the list closes onto the menu
      { ready: 'menu' },
      { screenshot: 'after' },
    ],
  },
  {
    // Not a check but a figure: what an untouched board costs (README Performance section).
    // Only run when named (build/e2e/run idle), with no other case beside it, so the figures
    // are its own; a whole run leaves it out, since it asserts nothing.
    name: 'idle',
    measure: true,
    query: '?game=orkney&players=2&seed=5',
    steps: [
      { ready: 'orkney', answer: { curtain: 'curtain', 'orkney-task': 'task-0' } },
      // quiet: the board is left alone 7 s first (highlights stop pulsing, the App rests).
      { measure_idle: 5, quiet: 7 },
    ],
  },
  {
    // One person against one Hard computer (Reykholt, the quickest game to reach a computer's
    // turn; ?seed=5 fixes the deal). Ann plays her turns by clicks; while the computer thinks,
    // in slices on the page's one thread, the page keeps drawing: one tick's thinking (one
    // slice a frame, 8 ms at 60 frames a second, up to 40 ms on a slow renderer) must stay under
    // 150 ms, a bound a search that held the page would break and this busy machine's stalls do
    // not. The frames are reported beside it. A reload while it thinks resumes the same game
    // (the computer still to move), and the computer then moves. Hard, whose decisions take
    // several seconds here (its cap in the browser is 6 s), so the reload surely comes while it
    // thinks: a Normal decision (computer-orkney) can end before the runner's next step.
    name: 'computer',
    query: '?game=reykholt&players=2&computers=1&level=hard&seed=5',
    steps: [
      { ready: 'reykholt' },
      { check: (s) => s.toMove === 0 && s.decision === 'Place', why: 'Ann places first' },
      { turn: 0, answer: REYKHOLT_TURN },
      { computer: 1, longestSlice: 150, longestDecision: 7000 },
      { turn: 0, answer: REYKHOLT_TURN },
      { stored: 'game-reykholt', check: (d, p) => d.final_hash === p.states.at(-1).hash && p.states.at(-1).toMove === 1,
        why: 'the save holds the game with the computer to move', note: (d) => `saved ${d.moves.length} moves` },
      // (the reload right after the check that the computer is still thinking)
      { thinking: 1, ticks: 3 },
      { reload: true },
      { expect: 'resumed' },
      { computer: 1, longestSlice: 150, longestDecision: 7000 },
      { check: (s) => s.toMove === 0 && !s.over, why: 'Ann is to move after the computer' },
      { hover: { x: 150, y: 28 } },
      { screenshot: 'board' },
    ],
  },
  {
    // The same in Orkney, whose computer thinks longest (a playout there costs the most): Ann
    // chooses her task, the computer its own, Ann places both tiles of her first turn with the
    // mouse and ends it, and the computer plays its first turn.
    name: 'computer-orkney',
    query: '?game=orkney&players=2&computers=1&seed=5',
    steps: [
      { ready: 'orkney-task' },
      { turn: 0, answer: ORKNEY_TURN },
      { computer: 1, longestSlice: 150, longestDecision: 3000 },
      { turn: 0, answer: ORKNEY_TURN },
      { computer: 1, longestSlice: 150, longestDecision: 3000 },
      { check: (s) => s.toMove === 0 && !s.over, why: 'Ann is to move after the computer' },
      { hover: { x: 150, y: 28 } },
      { screenshot: 'board' },
    ],
  },
  {
    // A mid-game board straight from the flags: the computer makes the first 70 moves.
    name: 'orkney-mid',
    query: '?game=orkney&players=3&seed=11&autoplay=70',
    steps: [
      { ready: 'orkney', answer: { curtain: 'curtain', 'orkney-task': 'task-0' } },
      { check: (s) => s.game === 'orkney' && s.moves >= 70 && (s.placed === undefined || s.placed > 20), why: 'the autoplayed moves were made' },
      { screenshot: 'board' },
      { drag: 'tile', to: 'legal-cell' },
      { expect: 'move' },
    ],
  },
];
