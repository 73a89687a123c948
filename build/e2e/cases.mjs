// One entry per game: what the browser test does, as steps the runner (runner.mjs) understands.
// Targets ("orkney-card", "start", ...) and screens ("menu", "setup", ...) are the names the game
// announces on the console (see README.md). A new game adds one entry of a few lines.
//
// A case may set query: '?game=orkney&players=3' (the page turns query parameters into flags),
// touch: true (a touch screen: click and drag become one-finger touches, and pinch works),
// deviceScaleFactor: 2 (a high-DPI screen; default 1) and viewport: { width, height } (CSS px;
// default 1600x900).
//
// Steps:
//   { ready: SCREEN, answer: { OTHER: TARGET, ... } }  wait until SCREEN is ready for input;
//        on the way, each OTHER screen that becomes ready is answered by clicking its TARGET
//        (privacy curtains, secret choices, ...)
//   { click: TARGET }                    press and release on the target
//   { drag: TARGET, to: TARGET2 }        press on one target, move, release on the other
//   { key: NAME }                        press a key (Playwright key names: "r", "Escape", "Space")
//   { expect: 'move' }                   a new northtable:state with more moves and a new hash
//                                        appeared since the step before the last input
//   { pinch: TARGET, scale: 1.6 }        touch cases: two fingers around the target move apart
//                                        until their distance has grown by scale; after a move it
//                                        first waits until the board takes input again
//   { expect: 'zoom-in' }                a northtable:camera zoom above the one before the pinch
//                                        appeared since the pinch
//   { check_canvas_scale: 2 }            the canvas has this many backing pixels per CSS pixel
//                                        (crisp drawing on a high-DPI screen)
//   { check: (state) => bool, why }      the latest state passes the check
//   { screenshot: NAME }                 save out/<case>-<NAME>.png
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
    // A high-DPI screen in a small window: the 1600x900 screen is scaled down to 800x450 CSS px,
    // and the canvas still has two pixels per CSS pixel, so text stays crisp. (Software WebGL
    // draws this as fast as the 1600x900 cases.)
    name: 'orkney-hidpi',
    query: '?game=orkney&players=2&seed=5',
    viewport: { width: 800, height: 450 },
    deviceScaleFactor: 2,
    steps: [
      { ready: 'orkney', answer: { curtain: 'curtain', 'orkney-task': 'task-0' } },
      { check_canvas_scale: 2 },
      { screenshot: 'board' },
    ],
  },
  {
    // A mid-game board straight from the flags: the computer makes the first 70 moves.
    name: 'orkney-mid',
    query: '?game=orkney&players=3&seed=11&autoplay=70',
    steps: [
      { ready: 'orkney', answer: { curtain: 'curtain', 'orkney-task': 'task-0' } },
      { check: (s) => s.game === 'orkney' && s.moves >= 70 && s.placed > 20, why: 'the autoplayed moves were made' },
      { screenshot: 'board' },
      { drag: 'tile', to: 'legal-cell' },
      { expect: 'move' },
    ],
  },
];
