// One entry per game: what the browser test does, as steps the runner (runner.mjs) understands.
// Targets ("orkney-card", "start", ...) and screens ("menu", "setup", ...) are the names the game
// announces on the console (see README.md). A new game adds one entry of a few lines.
//
// A case may set query: '?game=orkney&players=3' (the page turns query parameters into flags).
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
