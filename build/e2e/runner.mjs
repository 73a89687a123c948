// Browser end-to-end runner for Northtable. It builds nothing: build/e2e/run builds the page,
// serves it, and calls
//
//   node build/e2e/runner.mjs --url http://127.0.0.1:PORT/ [--out DIR] [--chromium PATH] [CASE...]
//
// It starts headless Chromium once per worker (NT_E2E_JOBS, default 2 on a machine with two
// cores or more), each on a profile of its own, and runs the cases of cases.mjs on the workers,
// each case in a page of its own with the case's screen emulated (emulate; the HTTP cache and
// the compiled module are shared, the storage cleared before each case and checked empty at
// its first load): it loads the page, follows the game's console
// protocol (README.md) and drives it with real mouse events, or with real touch events for a case
// with touch: true (Chrome DevTools Protocol touches). It prints one line per case (its wall time
// and its browser's CPU time) and a closing "e2e: N passed, N failed" line, and exits 1 if any
// case failed.
import { chromium } from 'playwright-core';
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { cases } from './cases.mjs';

// The game's fixed logical screen (VISUAL.md); hit positions are given in these pixels.
const LOGICAL = { width: 1600, height: 900 };
const VIEWPORT = { width: 1600, height: 900 };
// Deadlines, not delays: waits end as soon as the line arrives.
// Under software WebGL a frame can take seconds on a busy machine (Ebitengine then runs one tick
// a frame; the game's fades and graces keep their wall-clock length, but every click is held for
// a few frames), and two cases at once share the machine too.
const START_TIMEOUT_MS = 300_000; // download + compile + first frame under software WebGL
const STEP_TIMEOUT_MS = 300_000;
const CHROMIUM_FLAGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];

function parseArgs(argv) {
  const opts = { url: '', out: 'build/e2e/out', chromium: process.env.CHROMIUM || '/usr/bin/chromium', only: [] };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--url' || a === '--out' || a === '--chromium') {
      if (i + 1 >= argv.length) throw new Error(`${a} needs a value`);
      opts[a.slice(2)] = argv[++i];
    } else if (a.startsWith('--')) {
      throw new Error(`unknown option ${a}`);
    } else {
      opts.only.push(a);
    }
  }
  if (!opts.url) throw new Error('usage: node runner.mjs --url URL [--out DIR] [--chromium PATH] [CASE...]');
  return opts;
}

// Protocol collects the game's console lines and lets steps wait for them.
class Protocol {
  // allowPageBox: the case expects the page's own box (northtable-page:error), so it is recorded
  // for a page_box step instead of failing the case at once.
  constructor(allowPageBox = false) {
    this.allowPageBox = allowPageBox;
    this.pageBoxes = [];   // {kind: 'error'|'info', text} from northtable-page:* lines
    this.log = [];         // every console line, for the case's log file
    this.readies = [];     // screens announced ready, in order
    this.readCursor = 0;   // readies consumed so far
    this.hits = new Map(); // target -> {x, y} in logical px (latest announcement wins)
    this.hitHistory = new Map(); // target -> every {x, y} announced for it, across reloads
    this.states = [];      // parsed northtable:state objects, in order
    this.cameras = [];     // northtable:camera zoom values, in order
    this.views = [];       // northtable:view lines: {zoom, x, y}, the table's magnifier, in order
    this.messages = [];
    this.drags = [];       // northtable:drag lines: {x, y, px, py}, the carried piece and the pointer
    this.drops = [];       // northtable:drop lines: {x, y, px, py}, or {cancelled: true}
    this.thoughts = [];    // northtable:thought lines: {seat, move, ms, slices, longest}, a computer's decisions, in order
    this.pageError = '';
    this.waiters = new Set();
  }

  line(text) {
    this.log.push(text);
    const sp = text.indexOf(' ');
    const head = sp < 0 ? text : text.slice(0, sp);
    const rest = sp < 0 ? '' : text.slice(sp + 1);
    switch (head) {
      case 'northtable:ready':
        this.readies.push(rest.trim());
        break;
      case 'northtable:hit': {
        const [target, x, y] = rest.trim().split(/\s+/);
        if (target && Number.isFinite(+x) && Number.isFinite(+y)) {
          this.hits.set(target, { x: +x, y: +y });
          if (!this.hitHistory.has(target)) this.hitHistory.set(target, []);
          this.hitHistory.get(target).push({ x: +x, y: +y });
        }
        break;
      }
      case 'northtable:state':
        try {
          this.states.push(JSON.parse(rest));
        } catch (err) {
          this.fail(`northtable:state is not JSON: ${rest.slice(0, 200)}`);
        }
        break;
      case 'northtable:camera': {
        const z = Number(rest.trim());
        if (Number.isFinite(z)) this.cameras.push(z);
        else this.fail(`northtable:camera is not a number: ${rest.slice(0, 200)}`);
        break;
      }
      case 'northtable:view': {
        const [zoom, x, y] = rest.trim().split(/\s+/).map(Number);
        if ([zoom, x, y].every(Number.isFinite)) this.views.push({ zoom, x, y });
        else this.fail(`northtable:view is not three numbers: ${rest.slice(0, 200)}`);
        break;
      }
      case 'northtable:message':
        this.messages.push(rest);
        break;
      case 'northtable:thought': {
        const [seat, move, ms, slices, longest] = rest.trim().split(/\s+/).map(Number);
        if ([seat, move, ms, slices, longest].every(Number.isFinite)) this.thoughts.push({ seat, move, ms, slices, longest });
        else this.fail(`northtable:thought is not five numbers: ${rest.slice(0, 200)}`);
        break;
      }
      case 'northtable:drag':
      case 'northtable:drop': {
        const list = head === 'northtable:drag' ? this.drags : this.drops;
        if (head === 'northtable:drop' && rest.trim() === 'cancelled') {
          list.push({ cancelled: true });
          break;
        }
        const [x, y, px, py] = rest.trim().split(/\s+/).map(Number);
        if ([x, y, px, py].every(Number.isFinite)) list.push({ x, y, px, py });
        else this.fail(`${head} is not four numbers: ${rest.slice(0, 200)}`);
        break;
      }
      case 'northtable-page:error':
        if (this.allowPageBox) this.pageBoxes.push({ kind: 'error', text: rest });
        else this.fail(`the page shows an error: ${rest}`);
        break;
      case 'northtable-page:info':
        this.pageBoxes.push({ kind: 'info', text: rest });
        break;
    }
    for (const w of this.waiters) w();
  }

  fail(msg) {
    if (!this.pageError) this.pageError = msg;
    for (const w of this.waiters) w();
  }

  // until resolves with cond()'s first truthy value, re-checked on every console line.
  until(cond, what, timeoutMs = STEP_TIMEOUT_MS) {
    return new Promise((resolve, reject) => {
      let timer;
      const check = () => {
        if (this.pageError) return done(new Error(this.pageError));
        let v;
        try {
          v = cond();
        } catch (err) {
          return done(err);
        }
        if (v) done(null, v);
      };
      const done = (err, v) => {
        clearTimeout(timer);
        this.waiters.delete(check);
        err ? reject(err) : resolve(v);
      };
      timer = setTimeout(() => done(new Error(`timed out after ${timeoutMs / 1000}s waiting for ${what}`)), timeoutMs);
      this.waiters.add(check);
      check();
    });
  }

  nextReady(timeoutMs) {
    return this.until(() => (this.readCursor < this.readies.length ? this.readies[this.readCursor++] : ''),
      'the next northtable:ready line', timeoutMs);
  }

  hit(target) {
    return this.until(() => this.hits.get(target), `northtable:hit ${target}`);
  }

  // reloaded forgets what the previous page load announced (screens, targets); states and
  // cameras stay so a step can compare the game before and after.
  reloaded() {
    this.readCursor = this.readies.length;
    this.hits.clear();
    this.views.push({ zoom: 1, x: 0, y: 0 });
  }

  // view is the table's magnifier as last announced (the whole table before any line).
  view() {
    return this.views.at(-1) || { zoom: 1, x: 0, y: 0 };
  }
}

// Driver turns logical positions into page positions and sends real mouse, touch and key events.
// With a CDP session (touch cases) clicks and drags are one-finger touches instead of the mouse.
class Driver {
  // session: the page's DevTools session (emulate); touch: clicks and drags are touches, sent
  // through it (this.cdp, null for the mouse).
  constructor(page, session, touch = false) {
    this.page = page;
    this.session = session;
    this.cdp = touch ? session : null;
    this.viewOf = () => null; // the table's magnifier ({zoom, x, y}), set by the case's run
  }

  // Let the page draw n frames (for waits that are not about input: the page's own layout).
  frames(n = 1) {
    return this.page.evaluate((k) => new Promise((resolve) => {
      const step = () => (k-- <= 0 ? resolve() : requestAnimationFrame(step));
      requestAnimationFrame(step);
    }), n);
  }

  // ticks waits until the game has run n ticks since the page received the last input event
  // the runner sent (northtablePage.ticks, counted by the game each time it reads its input,
  // input/presslatch_js.go; the count at each event is noted by noteInput): n = 1 once the game
  // has read that event, n = 2 once it has acted on a press and release sent together. Counted
  // from the event, not from this call, so a game that read the event and came to rest before
  // this call is not waited for. Every input event wakes a resting game, so the ticks come.
  ticks(n = 1) {
    return this.page.evaluate(([k, timeoutMs]) => new Promise((resolve, reject) => {
      const count = () => (window.northtablePage && window.northtablePage.ticks) || 0;
      const want = (window.__ntInputAt ?? count()) + k;
      const deadline = performance.now() + timeoutMs;
      const check = () => {
        if (count() >= want) return resolve();
        if (performance.now() > deadline) return reject(new Error(`the game ran ${count() - want + k} of ${k} ticks after the last input in ${timeoutMs / 1000}s (northtablePage.ticks)`));
        requestAnimationFrame(check);
      };
      check();
    }), [n, STEP_TIMEOUT_MS]);
  }

  // sync returns once the console lines the page printed before it have arrived (the page's
  // console and this call's answer come in order on one connection).
  sync() {
    return this.page.evaluate(() => 0);
  }

  // toPage maps logical px to CSS px: the logical screen is scaled to fit the canvas and centred.
  async toPage({ x, y }) {
    const r = await this.page.evaluate(() => {
      const c = document.querySelector('canvas');
      if (!c) return null;
      const b = c.getBoundingClientRect();
      return { left: b.left, top: b.top, width: b.width, height: b.height };
    });
    if (!r) throw new Error('the game has no canvas on the page');
    const scale = Math.min(r.width / LOGICAL.width, r.height / LOGICAL.height);
    // A magnified table (northtable:view) shows the table point (x, y) at (x - vx)·zoom of
    // the fitted screen.
    const v = this.viewOf();
    if (v && v.zoom > 1) {
      x = (x - v.x) * v.zoom;
      y = (y - v.y) * v.zoom;
    }
    return {
      x: r.left + (r.width - LOGICAL.width * scale) / 2 + x * scale,
      y: r.top + (r.height - LOGICAL.height * scale) / 2 + y * scale,
    };
  }

  // cssPerLogical is how many CSS px (window points) one logical px takes on the page now.
  async cssPerLogical() {
    const a = await this.toPage({ x: 0, y: 0 });
    const b = await this.toPage({ x: LOGICAL.width, y: 0 });
    return (b.x - a.x) / LOGICAL.width;
  }

  // mark shows a ring where a finger touches (CSS px), for screenshots (headless Chromium draws
  // no touch points); it takes no input. unmark removes it.
  mark(p) {
    return this.page.evaluate(({ x, y }) => {
      let m = document.getElementById('nt-e2e-finger');
      if (!m) {
        m = document.createElement('div');
        m.id = 'nt-e2e-finger';
        m.style.cssText = 'position:fixed;width:22px;height:22px;margin:-13px 0 0 -13px;border:2px solid #ff2d55;' +
          'border-radius:50%;background:rgba(255,45,85,0.25);pointer-events:none;z-index:2147483647';
        document.body.appendChild(m);
      }
      m.style.left = `${x}px`;
      m.style.top = `${y}px`;
    }, p);
  }

  unmark() {
    return this.page.evaluate(() => document.getElementById('nt-e2e-finger')?.remove());
  }

  // touch sends one touch event; points are [{x, y}] in CSS px, one per finger (ids 0, 1, ...).
  // touchEnd lifts every finger.
  touch(type, points) {
    const touchPoints = type === 'touchEnd' ? [] : points.map((p, id) => ({ x: p.x, y: p.y, id, radiusX: 1, radiusY: 1, force: 1 }));
    return this.cdp.send('Input.dispatchTouchEvent', { type, touchPoints });
  }

  // click presses and releases at once: the game keeps a press that came and went between two
  // ticks (input/presslatch.go), so the button need not be held across frames; it returns when
  // the game has read the press and the release (two ticks). hold keeps the button down until
  // the game has read the press, for a text field: the browser gives a field its keyboard on a
  // release that comes after the field asked for it.
  async click(at, { hold = false } = {}) {
    if (this.cdp) return this.tap(at, { hold });
    const p = await this.toPage(at);
    await this.page.mouse.move(p.x, p.y);
    await this.page.mouse.down();
    if (hold) await this.ticks(1);
    await this.page.mouse.up();
    await this.ticks(hold ? 1 : 2);
  }

  // tap is click for a finger (the game keeps a quick tap the same way).
  async tap(at, { hold = false } = {}) {
    const p = await this.toPage(at);
    await this.touch('touchStart', [p]);
    if (hold) await this.ticks(1);
    await this.touch('touchEnd', []);
    await this.ticks(hold ? 1 : 2);
  }

  // drag presses at from, moves halfway and on to to (logical px) and lets go, one game tick at
  // each point: the press where it began, the drag's start and its move, then the drop.
  async drag(from, to) {
    const a = await this.toPage(from);
    const b = await this.toPage(to);
    const at = (t) => ({ x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t });
    if (this.cdp) {
      await this.touch('touchStart', [a]);
      await this.ticks(1);
      for (const t of [0.5, 1]) {
        await this.touch('touchMove', [at(t)]);
        await this.ticks(1);
      }
      await this.touch('touchEnd', []);
    } else {
      await this.page.mouse.move(a.x, a.y);
      await this.page.mouse.down();
      await this.ticks(1);
      for (const t of [0.5, 1]) {
        await this.page.mouse.move(at(t).x, at(t).y);
        await this.ticks(1);
      }
      await this.page.mouse.up();
    }
    await this.ticks(1);
  }

  // pinch puts two fingers side by side around at (logical px) and moves them apart in three
  // steps, one game tick each, until their distance has grown by scale (below 1: together),
  // then lifts both.
  async pinch(at, scale) {
    if (!this.cdp) throw new Error('a pinch needs a touch case (touch: true)');
    const c = await this.toPage(at);
    const half = 50; // CSS px from the centre to each finger at the start
    const fingers = (h) => [{ x: c.x - h, y: c.y }, { x: c.x + h, y: c.y }];
    await this.touch('touchStart', fingers(half));
    await this.ticks(1);
    const steps = 3;
    for (let i = 1; i <= steps; i++) {
      await this.touch('touchMove', fingers(half * (1 + ((scale - 1) * i) / steps)));
      await this.ticks(1);
    }
    await this.touch('touchEnd', []);
    await this.ticks(1);
  }

  // canvasScale is the canvas's backing pixels per CSS pixel, across and down.
  canvasScale() {
    return this.page.evaluate(() => {
      const c = document.querySelector('canvas');
      if (!c) return null;
      const b = c.getBoundingClientRect();
      return { x: c.width / b.width, y: c.height / b.height, width: c.width, height: c.height, dpr: window.devicePixelRatio };
    });
  }

  // wheel turns the mouse wheel over at (logical px) by notches (+ = towards the user, "down",
  // as DOM deltaY; one notch = 100 px, what Chromium sends for a mouse wheel).
  async wheel(at, notches) {
    const p = await this.toPage(at);
    await this.page.mouse.move(p.x, p.y);
    await this.page.mouse.wheel(0, 100 * notches);
    await this.ticks(1);
  }

  // type sends text as one input event, the way an input method, dictation or an on-screen
  // keyboard delivers composed characters ("ë"), not as key presses.
  async type(text) {
    await this.page.keyboard.insertText(text);
    await this.ticks(2);
  }

  // compose plays an input method: each text in steps becomes the composition in progress
  // (Input.imeSetComposition, what compositionstart/update deliver), then commit replaces it as
  // committed text (Input.insertText, compositionend), e.g. steps ['e', 'é'] and commit 'é'.
  async compose(steps, commit) {
    const cdp = this.session;
    for (const text of steps) {
      await cdp.send('Input.imeSetComposition', { text, selectionStart: text.length, selectionEnd: text.length });
      await this.ticks(2);
    }
    await cdp.send('Input.insertText', { text: commit });
    await this.ticks(2);
  }

  // hover moves the mouse to at (logical px) without pressing, and lets the page draw.
  async hover(at) {
    const p = await this.toPage(at);
    await this.page.mouse.move(p.x, p.y);
    await this.ticks(3);
  }

  // key presses a key and holds it until the game has read it (the game reads keys by their
  // state each tick), then lets go.
  async key(name) {
    await this.page.keyboard.down(name);
    await this.ticks(1);
    await this.page.keyboard.up(name);
    await this.ticks(1);
  }
}

// liftDrag plays a { lift_drag: TARGET, to: TARGET2, via: [...], lift: { points, atLeast } }
// step: a finger presses on TARGET and carries it through each via point (logical px, where the
// finger goes), then to where the carried piece lies on TARGET2, and lets go. At every point it
// waits for the northtable:drag line with the finger there and checks that the piece is drawn
// straight above the finger by lift.points CSS px (window points), but never less than
// lift.atLeast logical px, within tolerance CSS px (default 1.5: the lines are whole logical
// px); it saves a screenshot at each point (out/<case>-<shots>-<n>.png, the finger ringed), and
// checks that the northtable:drop line puts the piece on TARGET2. It returns the case's note.
async function liftDrag(step, proto, drive, shot) {
  if (!drive.cdp) throw new Error('a lift_drag step needs a touch case (touch: true)');
  const from = await proto.hit(step.lift_drag);
  const to = await proto.hit(step.to);
  const cssPer = await drive.cssPerLogical();
  const wantCss = Math.max(step.lift.points, step.lift.atLeast * cssPer);
  const tol = step.tolerance ?? 1.5;
  const name = step.shots || 'drag';
  const lifts = [];
  let liftLogical = 0;
  // hold moves the finger to at (logical px) in two steps (halfway, there), one game tick
  // each, waits for the drag line that has the finger there, and checks where the piece is
  // drawn.
  let finger = from;
  const hold = async (at, label) => {
    const a = await drive.toPage(finger);
    const b = await drive.toPage(at);
    for (const t of [0.5, 1]) {
      await drive.touch('touchMove', [{ x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t }]);
      await drive.ticks(1);
    }
    finger = at;
    // (The line is printed when the finger moves: the latest one may already be it.)
    const there = (l) => l && Math.abs(l.px - at.x) <= 1 && Math.abs(l.py - at.y) <= 1;
    const d = await proto.until(() => there(proto.drags.at(-1)) && proto.drags.at(-1),
      `a northtable:drag line with the finger at (${at.x.toFixed(0)}, ${at.y.toFixed(0)}) ${label}`);
    const upCss = (d.py - d.y) * cssPer;
    const sideCss = (d.px - d.x) * cssPer;
    lifts.push(upCss);
    liftLogical = d.py - d.y;
    await drive.mark(b);
    await shot(`${name}-${lifts.length}`);
    await drive.unmark();
    if (Math.abs(upCss - wantCss) > tol || Math.abs(sideCss) > tol) {
      throw new Error(`${label}: the piece is drawn at (${d.x}, ${d.y}) with the finger at (${d.px}, ${d.py}) logical px: ` +
        `${upCss.toFixed(1)} CSS px above it and ${sideCss.toFixed(1)} to the side; want ${wantCss.toFixed(1)} straight above (within ${tol})`);
    }
  };
  const start = await drive.toPage(from);
  const dropMark = proto.drops.length;
  await drive.touch('touchStart', [start]);
  await drive.ticks(1); // the press where it began
  for (const [i, v] of (step.via || []).entries()) await hold(v, `at via point ${i + 1}`);
  // The piece drops where it is drawn: aim it, not the finger, at the target.
  const aim = { x: to.x, y: to.y + liftLogical };
  if (aim.y > LOGICAL.height) throw new Error(`the finger would have to go below the screen (y ${aim.y}) to carry the piece onto ${step.to}`);
  await hold(aim, `carrying the piece onto ${step.to}`);
  await drive.touch('touchEnd', []); // the drag line said the game has read the finger there
  const drop = await proto.until(() => proto.drops[dropMark], 'a northtable:drop line');
  if (drop.cancelled) throw new Error('the drag was cancelled instead of dropped');
  if (Math.abs(drop.x - to.x) > 1 || Math.abs(drop.y - to.y) > 1 || Math.abs(drop.py - aim.y) > 1) {
    throw new Error(`the piece dropped at (${drop.x}, ${drop.y}) with the finger at (${drop.px}, ${drop.py}); want it on ${step.to} (${to.x}, ${to.y}) with the finger at (${aim.x}, ${aim.y})`);
  }
  return `lift ${lifts.map((l) => l.toFixed(1)).join(', ')} CSS px (want ${wantCss.toFixed(1)}; ${liftLogical} logical px at ${cssPer.toFixed(3)} CSS px each), ` +
    `dropped on ${step.to} (${drop.x}, ${drop.y}) with the finger at (${drop.px}, ${drop.py})`;
}

// stored reads the game's localStorage entry for key (scenes/storage: "northtable/" + key, the
// base64 of a "northtable-store 1 <len> <sha256>" header line and the data) and returns the
// data, parsed as JSON when it is JSON; null when there is no such entry.
async function stored(page, key) {
  const raw = await page.evaluate((k) => localStorage.getItem('northtable/' + k), key);
  if (raw === null) return null;
  const bytes = Buffer.from(raw, 'base64');
  const nl = bytes.indexOf(0x0a);
  const header = bytes.subarray(0, nl).toString('utf8');
  if (nl < 0 || !header.startsWith('northtable-store 1 ')) throw new Error(`localStorage ${key} is not in the store's envelope: ${header.slice(0, 80)}`);
  const text = bytes.subarray(nl + 1).toString('utf8');
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

// cpuSeconds sums the user+system CPU time of process rootPid and every process under it: a
// browser, its renderers and its GPU process (the software renderer). Without rootPid: every
// process under this one (not itself).
async function cpuSeconds(rootPid) {
  const ticksPerSecond = 100; // USER_HZ on Linux
  const stats = new Map(); // pid -> { ppid, seconds }
  for (const pid of await readdir('/proc').catch(() => [])) {
    if (!/^[0-9]+$/.test(pid)) continue;
    try {
      const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      stats.set(Number(pid), { ppid: Number(f[1]), seconds: (Number(f[11]) + Number(f[12])) / ticksPerSecond }); // ppid, utime, stime
    } catch {
      // the process ended meanwhile
    }
  }
  const children = new Map();
  for (const [pid, st] of stats) {
    if (!children.has(st.ppid)) children.set(st.ppid, []);
    children.get(st.ppid).push(pid);
  }
  let total = 0;
  let procs = 0;
  const byPid = new Map();
  const todo = rootPid ? [rootPid] : [...(children.get(process.pid) || [])];
  while (todo.length) {
    const pid = todo.pop();
    const st = stats.get(pid);
    if (!st) continue;
    total += st.seconds;
    procs++;
    byPid.set(pid, st.seconds);
    todo.push(...(children.get(pid) || []));
  }
  return { seconds: total, procs, byPid };
}

// cpuSince is the CPU seconds the processes of now spent since then (cpuSeconds results); a
// process that ended meanwhile no longer counts, one that started counts from zero.
function cpuSince(then, now) {
  let s = 0;
  for (const [pid, secs] of now.byPid) s += secs - (then.byPid.get(pid) ?? 0);
  return s;
}

// countGL (a page init script for the idle measure) counts the game's WebGL work: draw calls,
// and flushes (Ebitengine flushes once per frame it draws), so the measure can tell frames the
// game drew from frames the browser only presented.
function countGL() {
  window.__ntGL = { draws: 0, flushes: 0 };
  for (const P of [window.WebGL2RenderingContext, window.WebGLRenderingContext]) {
    if (!P) continue;
    for (const [name, key] of [['drawElements', 'draws'], ['drawArrays', 'draws'], ['flush', 'flushes']]) {
      const orig = P.prototype[name];
      P.prototype[name] = function (...args) { window.__ntGL[key]++; return orig.apply(this, args); };
    }
  }
}

// measureIdle lets the page sit untouched for seconds and reports what it cost: the renderer's
// main-thread task and script time (Chrome DevTools Protocol Performance.getMetrics deltas) and
// the CPU time of all the browser's processes, each per second of wall time, and the frames
// the page drew (requestAnimationFrame callbacks seen by a counter started for the window).
async function measureIdle(page, context, browserPid, seconds) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable', { timeDomain: 'timeTicks' });
  const metrics = async () => Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]));
  await page.evaluate(() => {
    window.__ntFrames = 0;
    const tick = () => { window.__ntFrames++; requestAnimationFrame(tick); };
    requestAnimationFrame(tick);
  });
  const m0 = await metrics();
  const c0 = await cpuSeconds(browserPid);
  const t0 = performance.now();
  const f0 = await page.evaluate(() => window.__ntFrames);
  const g0 = await page.evaluate(() => ({ ...(window.__ntGL || {}) }));
  // The one fixed wait in the runner: measuring idle cost means letting time pass.
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  const f1 = await page.evaluate(() => window.__ntFrames);
  const g1 = await page.evaluate(() => ({ ...(window.__ntGL || {}) }));
  const m1 = await metrics();
  const c1 = await cpuSeconds(browserPid);
  const wall = (performance.now() - t0) / 1000;
  await cdp.detach().catch(() => {});
  const per = (a, b) => (b - a) / wall;
  return {
    wall,
    task: per(m0.TaskDuration, m1.TaskDuration),
    script: per(m0.ScriptDuration, m1.ScriptDuration),
    cpu: per(c0.seconds, c1.seconds),
    procs: c1.procs,
    fps: (f1 - f0) / wall,
    gameFps: g1.flushes === undefined ? NaN : (g1.flushes - g0.flushes) / wall,
    draws: g1.draws === undefined ? NaN : (g1.draws - g0.draws) / wall,
  };
}

// newBrowser starts a headless Chromium on a profile of its own (a new folder under the system's
// temporary folder, removed by closeBrowser), which runs case after case in its one persistent
// context: each case gets pages there, their screen emulated for the case (emulate), its
// storage cleared first (cleanStorage), so no case sees another's save. A profile on disk, not
// an incognito context, because only there does Chromium keep the game's compiled WebAssembly
// in its code cache: a page load after the first in the same profile takes the compiled module
// from the cache, about half the CPU of a page load that compiles it (README.md). It returns
// them in slot (a new one by default): the context and the browser's process id (the new child
// of this process), whose process tree is what a case costs. Browsers are started one at a
// time, so the new child is this one.
async function newBrowser(opts, slot = {}) {
  const before = new Set(await childPids(process.pid));
  const extra = (process.env.NT_E2E_FLAGS || '').split(/\s+/).filter(Boolean);
  const dir = await mkdtemp(path.join(tmpdir(), 'northtable-e2e-'));
  // viewport null: the runner emulates each page's screen itself (emulate).
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: opts.chromium, headless: true, args: [...CHROMIUM_FLAGS, ...extra], viewport: null,
  });
  const pid = (await childPids(process.pid)).find((p) => !before.has(p));
  Object.assign(slot, { context, pid, dir, closed: false });
  context.on('close', () => { if (slot.context === context) slot.closed = true; });
  return slot;
}

// closeBrowser ends a browser from newBrowser and removes its profile.
async function closeBrowser(slot) {
  if (!slot || !slot.context) return;
  await slot.context.close().catch(() => {});
  await rm(slot.dir, { recursive: true, force: true }).catch(() => {});
  slot.context = null;
}

// childPids lists the processes whose parent is pid.
async function childPids(pid) {
  const out = [];
  for (const p of await readdir('/proc').catch(() => [])) {
    if (!/^[0-9]+$/.test(p)) continue;
    const stat = await readFile(`/proc/${p}/stat`, 'utf8').catch(() => '');
    if (stat && Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid) out.push(Number(p));
  }
  return out;
}

// noteInput (a page init script) notes, at every input event the page receives, how many ticks
// the game had read its input by then (window.__ntInputAt): the tick after that count reads the
// event (Driver.ticks).
function noteInput() {
  const note = () => { window.__ntInputAt = (window.northtablePage && window.northtablePage.ticks) || 0; };
  for (const type of ['mousedown', 'mouseup', 'mousemove', 'wheel', 'touchstart', 'touchmove', 'touchend', 'touchcancel',
    'keydown', 'keyup', 'input', 'compositionstart', 'compositionupdate', 'compositionend']) {
    document.addEventListener(type, note, { capture: true, passive: true });
  }
}

// recordTiming (a page init script) keeps what the computer cases measure, on the page's own
// clock (performance.now(), ms): every frame the page draws (the requestAnimationFrame
// callbacks' times, with the game's tick count then, window.__ntFrames as [time, ticks]), the
// main thread's long tasks (50 ms or more, window.__ntLong as [start, duration]), and when each
// northtable:thought and northtable:state line was printed (window.__ntStamps: [time, ticks,
// line]), so a step can tell the frames in which a computer was thinking.
function recordTiming() {
  const ticks = () => (window.northtablePage && window.northtablePage.ticks) || 0;
  window.__ntFrames = [];
  const frame = (t) => { window.__ntFrames.push([t, ticks()]); requestAnimationFrame(frame); };
  requestAnimationFrame(frame);
  window.__ntLong = [];
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__ntLong.push([e.startTime, e.duration]);
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    // no Long Tasks API: the frames alone tell
  }
  window.__ntStamps = [];
  const log = console.log;
  console.log = function (...args) {
    const line = String(args[0]);
    if (line.startsWith('northtable:thought') || line.startsWith('northtable:state')) window.__ntStamps.push([performance.now(), ticks(), line]);
    return log.apply(this, args);
  };
}

// thinkingFrames reads the page's timing records (recordTiming) for the computer's decisions
// whose northtable:thought lines are thoughts (the Protocol's, in order; the page's stamps of
// the same lines are matched from the end, so a reload's lost lines do not matter): for each,
// the window it thought in (its time back from the line), the longest frame that overlapped a
// window (the gap between two drawn frames), the ticks the game ran per frame there, the long
// tasks in them, and the longest frame of the whole span from since (page ms) to the last line.
async function thinkingFrames(page, thoughts, since) {
  return page.evaluate(([want, from]) => {
    const stamps = window.__ntStamps.filter((s) => s[2].startsWith('northtable:thought')).slice(-want.length);
    const wins = stamps.map((s, i) => [s[0] - want[i].ms, s[0]]);
    const frames = window.__ntFrames;
    let longest = 0; let n = 0; let tk = 0; let most = 0;
    const gaps = [];
    for (let i = 1; i < frames.length; i++) {
      const [a, ta] = frames[i - 1];
      const [b, tb] = frames[i];
      if (b <= from || a >= wins.at(-1)[1]) continue;
      if (wins.some(([w0, w1]) => b > w0 && a < w1)) {
        longest = Math.max(longest, b - a);
        gaps.push(b - a);
        n++;
        tk += tb - ta;
        most = Math.max(most, tb - ta);
      }
    }
    gaps.sort((x, y) => x - y);
    const long = window.__ntLong.filter(([t0, d]) => wins.some(([w0, w1]) => t0 + d > w0 && t0 < w1));
    return { longest, median: gaps.length ? gaps[gaps.length >> 1] : 0, frames: n,
      ticksPerFrame: n ? tk / n : 0, mostTicks: most, long: long.map(([, d]) => Math.round(d)) };
  }, [thoughts, since]);
}

// framesBetween is the frames the page drew between two of its times (ms, recordTiming): how
// many, their median and longest length, ms.
async function framesBetween(page, from, to) {
  return page.evaluate(([t0, t1]) => {
    const gaps = [];
    const frames = window.__ntFrames;
    for (let i = 1; i < frames.length; i++) {
      if (frames[i][0] > t0 && frames[i - 1][0] < t1) gaps.push(frames[i][0] - frames[i - 1][0]);
    }
    gaps.sort((x, y) => x - y);
    return { frames: gaps.length, median: gaps.length ? gaps[gaps.length >> 1] : 0, longest: gaps.length ? gaps.at(-1) : 0 };
  }, [from, to]);
}

// emulate gives a page the case's screen through its own DevTools session (kept open for the
// page's life: an override ends with the session that made it): the viewport (CSS px, default
// 1600x900), the device scale (deviceScaleFactor, default 1), not a mobile layout, and for a
// case with touch: true a touch screen; and it notes the game's ticks at each input event
// (noteInput). It returns the session.
async function emulate(context, page, c, viewport = c.viewport || VIEWPORT) {
  await page.addInitScript(noteInput);
  await page.addInitScript(recordTiming);
  const cdp = await context.newCDPSession(page);
  await setViewport(cdp, c, viewport);
  if (c.touch) await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 5 });
  return cdp;
}

// setViewport sets the page's viewport (CSS px) and the screen around it at the case's device
// scale.
function setViewport(cdp, c, { width, height }) {
  return cdp.send('Emulation.setDeviceMetricsOverride', {
    width, height, screenWidth: width, screenHeight: height, deviceScaleFactor: c.deviceScaleFactor || 1, mobile: false,
  });
}

// cleanStorage removes what an earlier case left in the context for the page's origin (local
// storage, IndexedDB, the Cache API, service workers, cookies), keeping the HTTP cache, so the
// case starts as on a fresh profile; runCase checks at the first page load that local storage
// is empty.
async function cleanStorage(context, url) {
  await context.clearCookies();
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Storage.clearDataForOrigin', {
      origin: new URL(url).origin,
      storageTypes: 'local_storage,indexeddb,websql,cache_storage,service_workers,file_systems,cookies',
    });
    await cdp.detach().catch(() => {});
  } finally {
    await page.close().catch(() => {});
  }
}

async function runCase(c, opts, slot) {
  const { pid, context } = slot;
  let proto = new Protocol(!!c.pageBox);
  // The browser's CPU time for the case (read before its renderer exits with the context): a
  // figure that a busy machine disturbs less than the wall time.
  const cpu0 = await cpuSeconds(pid);
  const result = { ok: false, notes: [] }; // cpu is added when the case ends
  await cleanStorage(context, opts.url);
  const notes = result.notes;
  const caseStart = Date.now();
  let page;
  const tabs = []; // { tab: N } steps: each tab's page, protocol, driver and marks
  const devices = []; // browser contexts of tabs opened as other devices (device: true)
  const vars = {}; // what steps kept (a stored step's keep), for later steps' addresses
  // address is a step's query: text, or a function of vars (e.g. a table's code).
  const address = (q) => (typeof q === 'function' ? q(vars) : (q || ''));
  let tab = 0;
  const trace = process.env.NT_E2E_TRACE ? (msg) => console.error(`  ${c.name} ${((Date.now() - caseStart) / 1000).toFixed(1)}s ${msg}`) : () => {};
  let drive; // the current tab's Driver
  // shot saves the current tab as out/<case>-<name>.png, through the tab's own session, whose
  // emulated screen it captures (at the case's device scale: 2 backing px per CSS px on a
  // high-DPI case).
  const shot = async (name) => {
    const file = path.join(opts.out, `${c.name}-${name}.png`);
    if (!drive) return page.screenshot({ path: file });
    const { data } = await drive.session.send('Page.captureScreenshot', { format: 'png' });
    await writeFile(file, Buffer.from(data, 'base64'));
  };
  try {
    // listen feeds page pg's console to protocol pr (each tab of a case has its own).
    const listen = (pg, pr) => {
      pg.on('console', (msg) => {
        const text = msg.text();
        if (/^northtable:(ready|state)/.test(text)) trace(`  | ${text.slice(0, 100)}`);
        pr.line(text);
      });
      pg.on('pageerror', (err) => pr.fail(`uncaught error in the page: ${err.message}`));
      pg.on('crash', () => pr.fail('the page crashed'));
    };
    page = await context.newPage();
    const session = await emulate(context, page, c);
    // What the page's origin had in local storage when its first document started, before
    // any of the page's scripts ran: a case must start from clean storage.
    await page.addInitScript(() => {
      try {
        window.__ntStorageAtStart = localStorage.length;
      } catch {
        window.__ntStorageAtStart = -1;
      }
    });
    listen(page, proto);
    for (const name of c.block || []) {
      await page.route(`**/${name}`, (route) => route.fulfill({ status: 404, contentType: 'text/plain', body: 'not found' }));
    }
    drive = new Driver(page, session, !!c.touch);
    drive.viewOf = () => proto.view();
    if (c.steps.some((st) => st.measure_idle)) await page.addInitScript(countGL);

    // The case's first page opens its address now, or (later: true) at its first goto step,
    // which may name what earlier steps learnt (vars); either way its first document must
    // start from clean storage.
    let opened = false;
    const open = async (query) => {
      await page.goto(opts.url + query, { waitUntil: 'domcontentloaded' });
      if (opened) return;
      opened = true;
      const leftOver = await page.evaluate(() => window.__ntStorageAtStart);
      if (leftOver !== 0) throw new Error(`the case did not start from clean storage: local storage held ${leftOver} entries at the first page load`);
    };
    if (!c.later) await open(c.query || '');
    let stateMark = 0; // states seen before the last input
    let cameraMark = -1; // camera lines seen before the last pinch or wheel (-1: none yet)
    let viewMark = -1; // view lines seen before the last magnify step (-1: none yet)
    let reloadMark = -1; // states seen before the last reload (-1: no reload yet)
    let loadMark = 0; // states seen before the page's last load
    let thinkingAt = null; // the state a thinking step saw the computer think in, until the resumed check
    let thoughtsAtLoad = 0; // computer decisions announced before the page's last load
    let first = true;
    // settle waits, after a move, until the board takes input again: it ignores input while a
    // move's animations run and repeats its state line when it takes input again (README.md).
    const settle = async () => {
      if (proto.states.length > stateMark) {
        // (The repeat may be the only state since the mark, when the mark fell between a state and its repeat.)
        await proto.until(() => proto.states.length >= 2 && proto.states.at(-1).hash === proto.states.at(-2).hash,
          'the board to take input again after the move (a repeated northtable:state)');
      }
      await drive.sync(); // lines printed in the same tick have arrived
    };
    for (const step of c.steps) {
      trace(JSON.stringify(step, (k, v) => (typeof v === 'function' ? 'fn' : v)));
      if (step.ready) {
        for (;;) {
          const screen = await proto.nextReady(first ? START_TIMEOUT_MS : STEP_TIMEOUT_MS);
          if (first) {
            first = false;
            const t = await page.evaluate(() => window.northtablePage && window.northtablePage.timings);
            if (t && t.firstReady !== undefined) {
              notes.push(`first ${screen} frame ${Math.round(t.firstReady)} ms after navigation, module compiled at ${Math.round(t.compiled)} ms`);
            }
          }
          if (screen === step.ready) break;
          const answer = step.answer && step.answer[screen];
          if (!answer) throw new Error(`waited for screen "${step.ready}" but "${screen}" became ready`);
          stateMark = proto.states.length;
          await drive.click(await proto.hit(answer));
        }
      } else if (step.click) {
        // A target the screen does not announce (a product gap) may name a stand-in, so the
        // case still runs and says so: { mirror: OTHER } is OTHER's latest position mirrored
        // about the first position ever announced for OTHER (e.g. the card's New game button,
        // now the right half of a button row it once filled, mirrored to the left half);
        // { at: {x, y}, from } is a fixed logical position read from the layout code.
        let at;
        const stand = step.unannounced;
        if (stand && !proto.hits.has(step.click)) {
          await drive.sync(); // hits are printed before the ready line; let late ones arrive
        }
        if (stand && !proto.hits.has(step.click)) {
          if (stand.mirror) {
            const now = await proto.hit(stand.mirror);
            const first = proto.hitHistory.get(stand.mirror)[0];
            at = { x: 2 * first.x - now.x, y: 2 * first.y - now.y };
            notes.push(`GAP: no northtable:hit ${step.click}; clicked ${stand.mirror} (${now.x},${now.y}) mirrored about (${first.x},${first.y}) = (${at.x},${at.y})`);
          } else {
            at = stand.at;
            notes.push(`GAP: no northtable:hit ${step.click}; clicked (${at.x},${at.y}) from ${stand.from}`);
          }
        } else {
          at = await proto.hit(step.click);
        }
        stateMark = proto.states.length;
        await drive.click(at, { hold: !!step.hold });
      } else if (step.announced) {
        // A target that appears only once something happened (e.g. an enabled button).
        const at = await proto.hit(step.announced);
        notes.push(`${step.announced} at (${at.x}, ${at.y})`);
      } else if (step.settle) {
        await settle();
      } else if (step.compose) {
        stateMark = proto.states.length;
        await drive.compose(step.compose, step.commit);
      } else if (step.stored) {
        const data = await stored(page, step.stored);
        if (data === null) throw new Error(`nothing is stored under localStorage northtable/${step.stored}`);
        if (!step.check(data, proto, vars)) throw new Error(`check failed: ${step.why}; stored ${step.stored}: ${JSON.stringify(data).slice(0, 600)}`);
        if (step.note) notes.push(step.note(data));
        if (step.keep) Object.assign(vars, step.keep(data));
      } else if (step.drag) {
        const from = await proto.hit(step.drag);
        const to = await proto.hit(step.to);
        stateMark = proto.states.length;
        await drive.drag(from, to);
      } else if (step.lift_drag) {
        stateMark = proto.states.length;
        notes.push(await liftDrag(step, proto, drive, shot));
      } else if (step.pinch) {
        const at = await proto.hit(step.pinch);
        await settle();
        if (!proto.cameras.length) throw new Error('no northtable:camera was announced before the pinch');
        cameraMark = proto.cameras.length;
        stateMark = proto.states.length;
        await drive.pinch(at, step.scale || 1.6);
      } else if (step.magnify) {
        // Two fingers spread around the target: the table's magnifier (small touch screens).
        // (After a move, once the board takes input again; the first state is no move.)
        if (stateMark > 0) await settle();
        else await drive.sync();
        // The Reykholt board announces legal-space at (0, 0) with its first ready line, before
        // its grid is laid out, and where it is a tick later: wait for a laid-out target.
        const at = await proto.until(() => {
          const h = proto.hits.get(step.magnify);
          return h && (h.x !== 0 || h.y !== 0) ? h : null;
        }, `northtable:hit ${step.magnify} away from (0, 0)`);
        viewMark = proto.views.length;
        stateMark = proto.states.length;
        await drive.pinch(at, step.scale || 2);
      } else if (step.wheel) {
        const at = await proto.hit(step.wheel);
        await settle();
        if (!proto.cameras.length) throw new Error('no northtable:camera was announced before the wheel');
        cameraMark = proto.cameras.length;
        stateMark = proto.states.length;
        await drive.wheel(at, step.notches ?? 1);
      } else if (step.type !== undefined) {
        stateMark = proto.states.length;
        await drive.type(step.type);
      } else if (step.goto !== undefined) {
        // Open another address in this tab (the next ready step waits as after a reload).
        const again = opened || tab !== 0;
        if (tab === 0) await open(address(step.goto));
        else await page.goto(opts.url + address(step.goto), { waitUntil: 'domcontentloaded' });
        if (again) {
          // (Marked once the new document has loaded, as for a reload.)
          loadMark = proto.states.length;
          thoughtsAtLoad = proto.thoughts.length;
          proto.reloaded();
          first = true;
        }
      } else if (step.reload) {
        first = true;
        await page.reload({ waitUntil: 'domcontentloaded' });
        // The marks come after the reload: the old document may print a line after the step
        // began (a state line repeated once a move's animations end), and all of its lines
        // have arrived once the new document has loaded (they come in order on one
        // connection), while the new one prints none before its module runs.
        reloadMark = proto.states.length;
        loadMark = proto.states.length;
        thoughtsAtLoad = proto.thoughts.length;
        proto.reloaded();
      } else if (step.hover) {
        await drive.hover(step.hover);
      } else if (step.viewport) {
        await setViewport(drive.session, c, step.viewport);
        await drive.frames(2);
      } else if (step.visible || step.hidden) {
        const sel = step.visible || step.hidden;
        const want = step.visible ? 'visible' : 'hidden';
        await page.waitForSelector(sel, { state: want, timeout: STEP_TIMEOUT_MS })
          .catch(() => { throw new Error(`${sel} is not ${want}${step.why ? `: ${step.why}` : ''}`); });
      } else if (step.page_button) {
        // The page box's button: its label, then a click; it must open the address step.opens
        // (the search part), where the next ready step waits as after a reload.
        const label = (await page.innerText('#nt-error-button')).trim();
        if (label !== step.page_button) throw new Error(`the page's button says "${label}", not "${step.page_button}"`);
        proto.reloaded();
        first = true;
        await Promise.all([page.waitForURL((u) => u.search === step.opens, { timeout: STEP_TIMEOUT_MS }), page.click('#nt-error-button')]);
        notes.push(`button "${label}" opened "${step.opens || '(no query)'}"`);
      } else if (step.page_box) {
        const box = await proto.until(() => proto.pageBoxes.find((b) => b.kind === step.page_box),
          `the page's ${step.page_box} box (a northtable-page:${step.page_box} line)`, START_TIMEOUT_MS);
        const shown = await page.innerText('#nt-error');
        for (const want of step.contains || []) {
          if (!shown.includes(want)) throw new Error(`the page's box lacks "${want}"; it says:\n${shown}`);
        }
        for (const bad of step.lacks || []) {
          if (shown.includes(bad)) throw new Error(`the page's box says "${bad}"; it says:\n${shown}`);
        }
        notes.push(`page ${box.kind}: ${shown.split('\n')[0]}`);
      } else if (step.measure_idle) {
        await settle();
        // Leave the board alone first (quiet: seconds after the last input) so hover looks,
        // pulsing highlights and the App's awake frames end and it rests; waiting is the point.
        if (step.quiet) await new Promise((resolve) => setTimeout(resolve, step.quiet * 1000));
        const m = await measureIdle(page, context, pid, step.measure_idle);
        const load = (await readFile('/proc/loadavg', 'utf8').catch(() => '')).split(' ').slice(0, 3).join(' ');
        notes.push(`idle ${m.wall.toFixed(1)}s after ${step.quiet || 0}s quiet: renderer tasks ${(m.task * 1000).toFixed(0)} ms/s, script ${(m.script * 1000).toFixed(0)} ms/s, ` +
          `browser CPU ${(m.cpu * 100).toFixed(0)}% of a core (${m.procs} processes), ${m.fps.toFixed(0)} frames/s, of them drawn by the game ${m.gameFps.toFixed(1)}/s (${m.draws.toFixed(0)} WebGL draw calls/s); load average ${load}`);
      } else if (step.key) {
        stateMark = proto.states.length;
        await drive.key(step.key);
      } else if (step.expect === 'move') {
        const before = stateMark > 0 ? proto.states[stateMark - 1] : null;
        if (!before) throw new Error('no northtable:state was announced before the input');
        const after = await proto.until(() => proto.states.slice(stateMark).find(
          (s) => s.moves > before.moves && s.hash !== before.hash), 'a northtable:state with a new move');
        notes.push(`moves ${before.moves} -> ${after.moves}`);
      } else if (step.expect === 'zoom-step') {
        if (cameraMark < 0) throw new Error("expect 'zoom-step' needs a wheel step before it");
        const before = proto.cameras[cameraMark - 1];
        await proto.until(() => proto.cameras.length > cameraMark, `a northtable:camera line after the wheel (zoom was ${before})`);
        await drive.frames(10); // a zoom that overshoots would print more lines meanwhile
        const after = proto.cameras.at(-1);
        const want = step.factor;
        const got = after / before;
        const tol = step.tolerance ?? 0.05;
        notes.push(`zoom ${before.toFixed(2)} -> ${after.toFixed(2)} (x${got.toFixed(3)})`);
        if (Math.abs(got / want - 1) > tol) {
          throw new Error(`one wheel step zoomed by x${got.toFixed(3)} (${before} -> ${after}); want x${want.toFixed(3)} within ${tol * 100}%`);
        }
      } else if (step.expect === 'magnified') {
        if (viewMark < 0) throw new Error("expect 'magnified' needs a magnify step before it");
        const bound = step.above ?? 1;
        const v = await proto.until(() => proto.views.slice(viewMark).find((w) => w.zoom > bound),
          `a northtable:view zoom above ${bound}`);
        await drive.frames(5); // the gesture's last lines
        const last = proto.view();
        notes.push(`magnified x${last.zoom.toFixed(2)} at (${last.x}, ${last.y}) (first above ${bound}: x${v.zoom.toFixed(2)})`);
      } else if (step.expect === 'resumed') {
        if (reloadMark < 1) throw new Error("expect 'resumed' needs a reload step after a state");
        const before = proto.states[reloadMark - 1];
        const after = await proto.until(() => proto.states.slice(reloadMark).at(-1), 'a northtable:state after the reload');
        if (after.hash !== before.hash || after.moves !== before.moves) {
          throw new Error(`after the reload the game is ${JSON.stringify(after)}; want the one before it, ${JSON.stringify(before)}`);
        }
        if (thinkingAt && (after.moves !== thinkingAt.moves || after.toMove !== thinkingAt.toMove)) {
          throw new Error(`the page was reloaded while seat ${thinkingAt.toMove} thought about move ${thinkingAt.moves}, but it resumed at ${JSON.stringify(after)}`);
        }
        notes.push(`resumed at move ${after.moves}${thinkingAt ? `, seat ${after.toMove} to move as when it was thinking` : ''}`);
        thinkingAt = null;
      } else if (step.expect === 'zoom-in' || step.expect === 'zoom-out') {
        if (cameraMark < 0) throw new Error(`expect '${step.expect}' needs a pinch step before it`);
        const before = proto.cameras[cameraMark - 1];
        const inward = step.expect === 'zoom-in';
        // below: a zoom-out must also reach under this zoom
        const bound = inward ? before : Math.min(before, step.below ?? before);
        const after = await proto.until(() => proto.cameras.slice(cameraMark).find((z) => (inward ? z > bound : z < bound)),
          `a northtable:camera zoom ${inward ? 'above' : 'below'} ${bound}`);
        notes.push(`zoom ${before.toFixed(2)} -> ${after.toFixed(2)}`);
      } else if (step.check_canvas_scale) {
        const want = step.check_canvas_scale;
        const got = await drive.canvasScale();
        if (!got) throw new Error('the game has no canvas on the page');
        if (Math.abs(got.x - want) > 0.01 || Math.abs(got.y - want) > 0.01) {
          throw new Error(`the canvas has ${got.width}x${got.height} backing px at ${got.x.toFixed(3)}x${got.y.toFixed(3)} per CSS px (devicePixelRatio ${got.dpr}); want ${want}`);
        }
        notes.push(`canvas ${got.width}x${got.height} at ${want}x`);
      } else if (step.check) {
        const s = await proto.until(() => proto.states.at(-1), 'a northtable:state line');
        if (!step.check(s)) throw new Error(`check failed: ${step.why}; state ${JSON.stringify(s)}`);
      } else if (step.tab !== undefined) {
        // Another tab of the same site (the case's context: one localStorage), opened at
        // opts.url + step.query the first time it is named, or back to one opened before.
        // With device: true the tab is another person's device instead: a new browser context
        // (its own local storage; like an incognito window, it has no code cache, so its page
        // compiles the module again).
        tabs[tab] = { page, proto, drive, first, stateMark, reloadMark, loadMark };
        if (!tabs[step.tab]) {
          let ctx = context;
          if (step.device) {
            ctx = await context.browser().newContext({ viewport: null });
            devices.push(ctx);
          }
          const pg = await ctx.newPage();
          const pr = new Protocol(!!c.pageBox);
          listen(pg, pr);
          const dr = new Driver(pg, await emulate(ctx, pg, c), !!c.touch);
          dr.viewOf = () => pr.view();
          tabs[step.tab] = { page: pg, proto: pr, drive: dr, first: true, stateMark: 0, reloadMark: -1, loadMark: 0 };
          await pg.goto(opts.url + address(step.query), { waitUntil: 'domcontentloaded' });
        }
        tab = step.tab;
        ({ page, proto, drive, first, stateMark, reloadMark, loadMark } = tabs[tab]);
        await page.bringToFront();
      } else if (step.put) {
        // Write raw text as the game's localStorage entry (not in the store's envelope: damaged).
        await page.evaluate(([k, v]) => localStorage.setItem('northtable/' + k, v), [step.put, step.raw]);
      } else if (step.message) {
        const want = [].concat(step.message);
        const m = await proto.until(() => proto.messages.find((t) => want.every((w) => t.includes(w))),
          `a northtable:message with ${want.map((w) => `"${w}"`).join(' and ')}`);
        notes.push(`message "${m}"`);
      } else if (step.turn !== undefined) {
        // A person's turn by clicks: for each decision the state line names, the step's answer
        // for it is clicked, until the turn passes (or the game ends).
        const seat = step.turn;
        const played = [];
        const t0 = await page.evaluate(() => performance.now());
        for (;;) {
          // The board takes input: the page's first state, or a state line repeated after a move.
          const s = await proto.until(() => {
            const [prev, last] = [proto.states.at(-2), proto.states.at(-1)];
            if (!last || last.over || last.toMove !== seat) return played.length ? last : null;
            return proto.states.length - loadMark === 1 || (prev && prev.hash === last.hash) ? last : null;
          }, `seat ${seat}'s board to take input`);
          await drive.sync(); // the targets announced in the same tick
          if (s.over || s.toMove !== seat) break;
          const answer = step.answer[s.decision];
          if (!answer) throw new Error(`seat ${seat} is asked "${s.decision}", which the step does not answer`);
          // (The Reykholt board first announces legal-space at (0, 0), before its grid is laid
          // out: a laid-out target.)
          const laidOut = (target) => proto.until(() => {
            const h = proto.hits.get(target);
            return h && (h.x !== 0 || h.y !== 0) ? h : null;
          }, `northtable:hit ${target} away from (0, 0)`);
          stateMark = proto.states.length;
          if (typeof answer === 'string') await drive.click(await laidOut(answer));
          else await drive.drag(await laidOut(answer.drag), await laidOut(answer.to));
          await proto.until(() => proto.states.slice(stateMark).find((x) => x.moves > s.moves && x.hash !== s.hash),
            `a northtable:state with seat ${seat}'s move`);
          played.push(s.decision);
        }
        // The board drawn while the person's moves played, nobody thinking: what a frame costs
        // here without the computer (software WebGL on this machine).
        const t1 = await page.evaluate(() => performance.now());
        const f = await framesBetween(page, t0, t1);
        notes.push(`seat ${seat} played ${played.join(', ')} (frames meanwhile, nobody thinking: ${f.frames}, median ${f.median.toFixed(1)} ms, longest ${f.longest.toFixed(1)} ms)`);
      } else if (step.computer !== undefined) {
        // A computer's turn: it is to move now; the step waits until the turn passes, and
        // measures its decisions (northtable:thought) and the frames it thought in.
        const seat = step.computer;
        const k = proto.states.length - 1;
        const s0 = proto.states[k];
        if (!s0 || s0.over || s0.toMove !== seat) throw new Error(`seat ${seat} is not to move: ${JSON.stringify(s0)}`);
        const mark = proto.thoughts.length;
        const since = await page.evaluate(() => (window.__ntStamps.filter((st) => st[2].startsWith('northtable:state')).at(-1) || [0])[0]);
        const end = await proto.until(() => proto.states.slice(k + 1).find((x) => x.moves > s0.moves && (x.over || x.toMove !== seat)),
          `the computer's (seat ${seat}) turn to end`);
        await drive.sync();
        const thoughts = proto.thoughts.slice(mark);
        if (!thoughts.length || thoughts.some((t) => t.seat !== seat)) throw new Error(`seat ${seat}'s decisions were not announced (northtable:thought): ${JSON.stringify(thoughts)}`);
        const f = await thinkingFrames(page, thoughts, since);
        const slice = Math.max(...thoughts.map((t) => t.longest));
        notes.push(`seat ${seat} moved ${s0.moves} -> ${end.moves}: decisions ${thoughts.map((t, i) => `${t.ms} ms in ${t.slices} slices (longest ${t.longest} ms)${mark + i === thoughtsAtLoad ? ' the first after the page loaded' : ''}`).join(', ')}; ` +
          `frames while it thought: ${f.frames}, median ${f.median.toFixed(1)} ms, longest ${f.longest.toFixed(1)} ms, ${f.ticksPerFrame.toFixed(2)} ticks a frame (at most ${f.mostTicks}), ` +
          `long tasks ${f.long.length}${f.long.length ? ` up to ${Math.max(...f.long)} ms` : ''}`);
        // The page waits on the computer for its longest slice at most: the game thinks one slice
        // a frame however many ticks a frame runs (thinkOncePerFrame, scenes/table/search_js.go).
        if (step.longestSlice && slice >= step.longestSlice) {
          throw new Error(`one tick's thinking took ${slice} ms (want under ${step.longestSlice} ms)`);
        }
        const took = Math.max(...thoughts.map((t) => t.ms));
        if (step.longestDecision && took >= step.longestDecision) {
          throw new Error(`a decision took ${took} ms (want under ${step.longestDecision} ms)`);
        }
        if (step.longestFrame && f.longest >= step.longestFrame) {
          throw new Error(`a frame took ${f.longest.toFixed(1)} ms while the computer thought (want under ${step.longestFrame} ms)`);
        }
        stateMark = proto.states.length;
      } else if (step.thinking !== undefined) {
        // The computer is to move and thinks: the game has run step.ticks ticks since the state
        // line that gave it the turn, and it has not decided yet.
        const seat = step.thinking;
        const s0 = proto.states.at(-1);
        if (!s0 || s0.over || s0.toMove !== seat) throw new Error(`seat ${seat} is not to move: ${JSON.stringify(s0)}`);
        await page.evaluate(([n, timeoutMs]) => new Promise((resolve, reject) => {
          const ticks = () => (window.northtablePage && window.northtablePage.ticks) || 0;
          const want = window.__ntStamps.filter((st) => st[2].startsWith('northtable:state')).at(-1)[1] + n;
          const deadline = performance.now() + timeoutMs;
          const check = () => {
            if (ticks() >= want) return resolve();
            if (performance.now() > deadline) return reject(new Error(`the game ran fewer than ${n} ticks in ${timeoutMs / 1000}s`));
            requestAnimationFrame(check);
          };
          check();
        }), [step.ticks || 30, STEP_TIMEOUT_MS]);
        await drive.sync();
        const done = proto.thoughts.find((t) => t.seat === seat && t.move === s0.moves);
        if (done || proto.states.at(-1).moves !== s0.moves) throw new Error(`seat ${seat} decided within ${step.ticks || 30} ticks, before the step (${JSON.stringify(done)})`);
        thinkingAt = s0;
        notes.push(`seat ${seat} thinking ${step.ticks || 30} ticks into move ${s0.moves}`);
      } else if (step.play !== undefined) {
        // An online table played at several tabs (each another device): the seat to move is
        // played at the tab whose kept ticket holds it, by clicks as in a turn step, one move at
        // a time until step.play moves are made; every tab must announce each move.
        tabs[tab] = { page, proto, drive, first, stateMark, reloadMark, loadMark };
        const holder = new Map(); // seat -> tab
        for (const [i, t] of tabs.entries()) {
          // A screen's kept seats: its tickets, newest first (the table's, when a step kept its code).
          const tickets = (t && await stored(t.page, 'online-tables')) || [];
          const ticket = tickets.find((k) => !vars.code || k.code === vars.code);
          for (const seat of Object.keys(ticket?.tokens || {})) holder.set(Number(seat), i);
        }
        if (!holder.size) throw new Error('no tab holds a seat at the online table (localStorage northtable/online-tables)');
        const latest = async () => {
          const each = await Promise.all(tabs.map((t, i) => t && t.proto.until(() => t.proto.states.at(-1), `a northtable:state in tab ${i}`)));
          return each.filter(Boolean).reduce((a, b) => (b.moves > a.moves ? b : a));
        };
        const from = (await latest()).moves;
        const played = [];
        let waitShot = !step.waiting;
        while (played.length < step.play) {
          const s0 = await latest();
          if (s0.over) throw new Error(`the game ended after ${s0.moves} moves, ${played.length} of ${step.play} played`);
          const i = holder.get(s0.toMove);
          if (i === undefined) throw new Error(`seat ${s0.toMove} is to move and no tab holds it (${JSON.stringify([...holder])})`);
          tab = i;
          ({ page, proto, drive, first, stateMark, reloadMark, loadMark } = tabs[tab]);
          // The board takes input: the tab's first state since its load, or one repeated after a move.
          const lm = loadMark;
          const s = await proto.until(() => {
            const [prev, last] = [proto.states.at(-2), proto.states.at(-1)];
            if (!last || last.moves !== s0.moves) return null;
            return proto.states.length - lm === 1 || (prev && prev.hash === last.hash) ? last : null;
          }, `tab ${i}'s board to take seat ${s0.toMove}'s move ${s0.moves}`);
          if (s.toMove !== s0.toMove) throw new Error(`tab ${i} has seat ${s.toMove} to move at move ${s.moves}; another tab says seat ${s0.toMove}`);
          await drive.sync(); // the targets announced in the same tick
          if (!waitShot && step.waiting.tab !== i) {
            // Another tab's seat is to move: the waiting tab shows whom it waits for, once the
            // move's animations are over (the mover's board took input: they ran at both).
            waitShot = true;
            const w = tabs[step.waiting.tab];
            await w.proto.until(() => w.proto.states.at(-1)?.moves === s0.moves, `tab ${step.waiting.tab} to show move ${s0.moves}`);
            await w.drive.sync();
            const file = path.join(opts.out, `${c.name}-${step.waiting.name}.png`);
            const { data } = await w.drive.session.send('Page.captureScreenshot', { format: 'png' });
            await writeFile(file, Buffer.from(data, 'base64'));
          }
          const answer = step.answer[s.decision];
          if (!answer) throw new Error(`seat ${s.toMove} is asked "${s.decision}", which the step does not answer`);
          const laidOut = (target) => proto.until(() => {
            const h = proto.hits.get(target);
            return h && (h.x !== 0 || h.y !== 0) ? h : null;
          }, `northtable:hit ${target} away from (0, 0)`);
          stateMark = proto.states.length;
          if (typeof answer === 'string') await drive.click(await laidOut(answer));
          else await drive.drag(await laidOut(answer.drag), await laidOut(answer.to));
          const after = await proto.until(() => proto.states.slice(stateMark).find((x) => x.moves > s.moves && x.hash !== s.hash),
            `a northtable:state with seat ${s.toMove}'s move ${s.moves} in tab ${i}`);
          // The mouse leaves the board while the move's animations keep the page awake (a
          // resting page may run only a tick or two for one mouse move), so no tooltip of the
          // clicked space covers a later screenshot.
          const off = await drive.toPage({ x: 150, y: 28 });
          await page.mouse.move(off.x, off.y);
          for (const [j, t] of tabs.entries()) {
            if (t && j !== i) await t.proto.until(() => t.proto.states.some((x) => x.moves >= after.moves), `tab ${j} to show move ${s.moves}`);
          }
          played.push(`${s.decision} (seat ${s.toMove}, tab ${i})`);
        }
        tabs[tab] = { page, proto, drive, first, stateMark, reloadMark, loadMark };
        notes.push(`moves ${from} -> ${from + played.length} at both tabs: ${played.join(', ')}`);
      } else if (step.screenshot) {
        await shot(step.screenshot);
      } else {
        throw new Error(`unknown step ${JSON.stringify(step)}`);
      }
    }
    result.ok = true;
    return result;
  } catch (err) {
    if (page) await shot('failed').catch(() => {});
    const recent = proto.log.slice(-25).map((l) => `    | ${l}`).join('\n');
    result.error = `${err.message}${recent ? `\n  last console lines:\n${recent}` : ''}`;
    return result;
  } finally {
    const cpu1 = await cpuSeconds(pid);
    result.cpu = cpuSince(cpu0, cpu1);
    if (process.env.NT_E2E_TRACE) {
      const kinds = new Map();
      for (const [pid, secs] of cpu1.byPid) {
        const cmd = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
        const kind = (cmd.match(/--type=([a-z-]+)/) || [, 'browser'])[1];
        kinds.set(kind, (kinds.get(kind) || 0) + secs - (cpu0.byPid.get(pid) ?? 0));
      }
      trace(`browser CPU by process: ${[...kinds].map(([k, v]) => `${k} ${v.toFixed(1)}s`).join(', ')}`);
    }
    // A case with tabs writes every tab's lines, each marked with its tab.
    const lines = tabs.length ? tabs.flatMap((t, i) => (i === tab ? proto : t.proto).log.map((l) => `[tab ${i}] ${l}`)) : proto.log;
    await writeFile(path.join(opts.out, `${c.name}.console.log`), lines.join('\n') + '\n').catch(() => {});
    for (const t of tabs) if (t && t.page !== page) await t.page.close().catch(() => {});
    if (page) await page.close().catch(() => {});
    for (const d of devices) await d.close().catch(() => {});
  }
}

async function main() {
  const opts = parseArgs(process.argv.slice(2));
  await mkdir(opts.out, { recursive: true });
  const unknown = opts.only.filter((n) => !cases.some((c) => c.name === n));
  if (unknown.length) throw new Error(`no such case: ${unknown.join(', ')} (have: ${cases.map((c) => c.name).join(', ')})`);
  // A measurement (measure: true, e.g. idle) asserts nothing: it runs only when named.
  const selected = opts.only.length ? cases.filter((c) => opts.only.includes(c.name)) : cases.filter((c) => !c.measure);
  let passed = 0;
  let failed = 0;
  // Cases run on jobs browsers at once (default 2, one per core up to 2): a case keeps about one
  // core busy (the software renderer waits for the page and the page for it), so two make use
  // of a 2-core machine. A measurement (measure: true) runs after the others, by itself.
  const jobs = Math.max(1, Number(process.env.NT_E2E_JOBS) || Math.min(2, availableParallelism()));
  const report = (c, r, secs) => {
    const cpu = r.cpu === undefined ? '' : `, browser CPU ${r.cpu.toFixed(1)}s`;
    const notes = r.notes.length ? ` (${r.notes.join('; ')})` : '';
    if (r.ok) {
      passed++;
      console.log(`ok    ${c.name} ${secs}s${cpu}${notes}`);
    } else {
      failed++;
      console.log(`FAIL  ${c.name} ${secs}s${cpu}${notes}\n  ${r.error}`);
    }
  };
  const slots = [];
  // worker runs the queue's cases one after another in its own browser, started once (again
  // only if a case lost it, e.g. a crash; before every case with NT_E2E_FRESH_CONTEXT=1, a
  // fresh profile each, for comparison).
  const worker = async (queue, slot) => {
    for (let c; (c = queue.shift());) {
      if (!slot.context || slot.closed || process.env.NT_E2E_FRESH_CONTEXT) {
        await closeBrowser(slot);
        await newBrowser(opts, slot);
      }
      const t0 = Date.now();
      const r = await runCase(c, opts, slot);
      report(c, r, ((Date.now() - t0) / 1000).toFixed(1));
    }
  };
  try {
    const shared = selected.filter((c) => !c.measure);
    const alone = selected.filter((c) => c.measure);
    const n = Math.max(Math.min(jobs, shared.length), alone.length ? 1 : 0);
    for (let i = 0; i < n; i++) slots.push(await newBrowser(opts));
    await Promise.all(slots.map((slot) => worker(shared, slot)));
    if (alone.length) await worker(alone, slots[0]);
  } finally {
    await Promise.all(slots.map(closeBrowser));
  }
  console.log(`screenshots and console logs: ${opts.out}`);
  console.log(`e2e: ${passed} passed, ${failed} failed`);
  process.exitCode = failed ? 1 : 0;
}

main().catch((err) => {
  console.error(`e2e: ${err.message}`);
  process.exitCode = 1;
});
