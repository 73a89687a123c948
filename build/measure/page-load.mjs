// Measures how fast the page reaches its first menu frame in headless Chromium: for each run a
// fresh browser (cold: an empty profile, so no HTTP cache and no compiled-code cache) opens the
// page and waits for northtable:ready menu; then the same browser reloads it (warm: the game
// revalidated with its ETag, 304, and the compiled code cached). Prints, per run, the time from
// navigation to the first menu frame, the download's end and the compile's end, and the bytes
// the game took on the wire with their encoding. Used by build/measure/page-load.
//
// It also notes when the game's start-up lines reached the console (page time, from an init
// script that watches console.log): northtable:startup loading (the first frame of the game's
// loading screen), built (the App made: sprites, fonts, saves) and menu (the App's first frame
// on screen, which comes after the ready line: the menu figure is this one when the game prints
// it, the ready line for older builds), and the CPU time the browser's processes had used by
// then (user + system of every process of that run's profile, /proc; a reload's from its
// start), which the machine's load disturbs far less than the wall times.
//
// With NT_PROFILE=1 the page's main thread is profiled (V8's sampling profiler over the DevTools
// protocol) from navigation to the first menu frame, and the time is summed by Go package (self)
// and for the start-up's main functions (inclusive): where the page's share goes. The profiler
// samples wall time on the main thread, so under load the figures stretch, but the shares hold.
//
//   node build/measure/page-load.mjs URL RUNS
import { createRequire } from 'node:module';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readdirSync, readFileSync } from 'node:fs';

const require = createRequire(new URL('../e2e/package.json', import.meta.url));
const { chromium } = require('playwright-core');

const [url, runsArg] = process.argv.slice(2);
const runs = Number(runsArg || 3);
const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync'];

// MARKS is the init script: the page time of each northtable:startup line (and of the first
// ready line) as it is logged.
const MARKS = `(() => {
  const marks = window.__northtableMarks = {};
  const log = console.log;
  console.log = function (...args) {
    const s = String(args[0]);
    const m = /^northtable:(startup \\S+|ready \\S+)(?: (\\d+))?/.exec(s);
    if (m && marks[m[1]] === undefined) { marks[m[1]] = performance.now(); if (m[2]) marks[m[1] + ' n'] = Number(m[2]); }
    return log.apply(this, args);
  };
})();`;

// browserCPU is the CPU time (user + system, ms) used so far by every process whose command line
// names profile: the browser, its renderer and GPU processes of this run.
// The split by process kind: renderer (the page: the game's WebAssembly, its WebGL calls, the
// compile's main-thread part), gpu (SwiftShader drawing the frames), other (the browser itself,
// the network and storage services).
function browserCPU(profile) {
  const cpu = { total: 0, renderer: 0, gpu: 0, other: 0 };
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const cmd = readFileSync(`/proc/${pid}/cmdline`, 'latin1');
      if (!cmd.includes(profile)) continue;
      const stat = readFileSync(`/proc/${pid}/stat`, 'latin1');
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const ms = (Number(f[11]) + Number(f[12])) * 10; // USER_HZ is 100
      const kind = cmd.includes('--type=renderer') ? 'renderer' : cmd.includes('--type=gpu-process') ? 'gpu' : 'other';
      cpu[kind] += ms;
      cpu.total += ms;
    } catch { /* the process ended */ }
  }
  return cpu;
}
const minus = (a, b) => Object.fromEntries(Object.keys(a).map((k) => [k, a[k] - b[k]]));
const cpuText = (c) => `${ms(c.total)}: page ${ms(c.renderer)}, GPU ${ms(c.gpu)}, browser ${ms(c.other)}`;

// KEY are the functions whose inclusive time the profile summary gives, in start-up order.
const KEY = ['runtime.doInit1', 'runtime.main', 'github.com/hajimehoshi/ebiten/v2.RunGameWithOptions',
  'northtable/scenes.drawLoading', 'northtable/scenes.newApp', 'northtable/render.NewFonts',
  'northtable/render.NewAtlas', 'image/png.Decode', 'github.com/hajimehoshi/ebiten/v2.NewImageFromImageWithOptions',
  'northtable/scenes.(*App).newMenu', 'northtable/scenes.(*App).Draw', 'northtable/scenes.makeBackdrop',
  'github.com/hajimehoshi/ebiten/v2/internal/graphicscommand.(*commandQueue).Flush', 'runtime.gcBgMarkWorker'];

// summarise prints where a V8 CPU profile's time went: by Go package (self time) and for KEY.
function summarise(label, profile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const dt = (profile.endTime - profile.startTime) / 1000 / Math.max(1, profile.samples.length); // ms per sample
  const self = new Map();
  const incl = new Map();
  const walk = (n, open) => {
    const name = (n.callFrame.functionName || n.callFrame.url || '(anonymous)').replaceAll('/', '_');
    const own = (n.hitCount || 0) * dt;
    // Go's WebAssembly names spell a package path with _ for / (image_png.Decode).
    const bare = name.replace(/^(github\.com|golang\.org|go\.yaml\.in)_/, '');
    const pkg = name.startsWith('(') ? name : name.slice(0, name.length - bare.length) + bare.replace(/^([^.]*)\..*$/, '$1');
    self.set(pkg, (self.get(pkg) || 0) + own);
    let total = own;
    const opened = !open.has(name);
    if (opened) open.add(name);
    for (const c of n.children || []) total += walk(byId.get(c), open);
    if (opened) { incl.set(name, (incl.get(name) || 0) + total); open.delete(name); }
    return total;
  };
  const root = profile.nodes[0];
  const all = walk(root, new Set());
  const top = [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, 14);
  console.log(`  ${label} main thread, ${ms(all)} sampled; by package (self): ` + top.map(([k, v]) => `${k} ${ms(v)}`).join(', '));
  const key = KEY.map((k) => k.replaceAll('/', '_')).filter((k) => incl.has(k));
  console.log(`  ${label} start-up functions (inclusive): ` + key.map((k) => `${k} ${ms(incl.get(k))}`).join(', '));
  const fns = [...incl.entries()].filter(([k]) => !k.startsWith('(')).sort((a, b) => b[1] - a[1]).slice(0, 25);
  console.log(`  ${label} heaviest functions (inclusive): ` + fns.map(([k, v]) => `${k} ${ms(v)}`).join(', '));
}

// load opens (or reloads) the page and returns its timings once the menu is ready (and, when the
// game prints it, once its first menu frame is on screen).
async function load(page, reload, profile) {
  const cdp = process.env.NT_PROFILE ? await page.context().newCDPSession(page) : null;
  if (cdp) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
    await cdp.send('Profiler.start');
  }
  const cpu0 = browserCPU(profile);
  const ready = page.waitForEvent('console', { predicate: (m) => m.text().startsWith('northtable:ready menu'), timeout: 120000 });
  if (reload) await page.reload(); else await page.goto(url);
  await ready;
  try {
    await page.waitForFunction(() => window.__northtableMarks['startup menu'] !== undefined, null, { timeout: 10000 });
  } catch { /* an older build without the startup lines */ }
  const cpu = reload ? minus(browserCPU(profile), cpu0) : browserCPU(profile);
  const t = await page.evaluate(() => {
    const wasm = performance.getEntriesByType('resource').find((e) => e.name.endsWith('northtable.wasm'));
    const t = window.northtablePage.timings;
    const m = window.__northtableMarks;
    return { ready: t.firstReady, compiled: t.compiled, downloaded: wasm && wasm.responseEnd,
      loading: m['startup loading'], built: m['startup built'], frames: m['startup built n'], shown: m['startup menu'],
      wire: wasm && wasm.transferSize, body: wasm && wasm.encodedBodySize, raw: wasm && wasm.decodedBodySize };
  });
  t.menu = t.shown ?? t.ready;
  t.cpu = cpu;
  if (cdp) {
    try {
      t.profile = (await cdp.send('Profiler.stop')).profile;
    } catch (err) {
      console.log(`  (no profile: ${err.message})`);
    }
    await cdp.detach().catch(() => {});
  }
  return t;
}

const loadAvg = () => readFileSync('/proc/loadavg', 'latin1').split(' ').slice(0, 3).join(' ');
const ms = (v) => (v === undefined ? '-' : `${(v / 1000).toFixed(2)} s`);
const mb = (v) => (v ? `${(v / 1e6).toFixed(2)} MB` : '-');
for (let i = 1; i <= runs; i++) {
  const profile = await mkdtemp(path.join(tmpdir(), 'northtable-load-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium', headless: true, args: FLAGS,
    viewport: { width: 1600, height: 900 },
  });
  await context.addInitScript(MARKS);
  const page = context.pages()[0] || await context.newPage();
  let encoding = '';
  page.on('response', (r) => { if (r.url().endsWith('northtable.wasm')) encoding = r.headers()['content-encoding'] || 'identity'; });
  const cold = await load(page, false, profile);
  const coldEnc = encoding;
  const warm = await load(page, true, profile);
  const stages = (t) => `compiled ${ms(t.compiled)}, loading screen ${ms(t.loading)}, built ${ms(t.built)} (after ${t.frames ?? '-'} loading frames), ready ${ms(t.ready)}`;
  console.log(`run ${i} (load ${loadAvg()}): cold menu ${ms(cold.menu)} (downloaded ${ms(cold.downloaded)}, ${stages(cold)}; ` +
    `${mb(cold.body)} ${coldEnc} for ${mb(cold.raw)}; browser CPU ${cpuText(cold.cpu)} from its start) · ` +
    `warm menu ${ms(warm.menu)} (${stages(warm)}, ${mb(warm.wire)} on the wire; browser CPU ${cpuText(warm.cpu)})`);
  if (cold.profile) summarise('cold', cold.profile);
  if (warm.profile) summarise('warm', warm.profile);
  await context.close();
}
