// Measures how fast the page reaches its first menu frame in headless Chromium: for each run a
// fresh browser (cold: an empty profile, so no HTTP cache and no compiled-code cache) opens the
// page and waits for northtable:ready menu; then the same browser reloads it (warm: the game
// revalidated with its ETag, 304, and the compiled code cached). Prints, per run, the time from
// navigation to the first menu frame, the download's end and the compile's end, and the bytes
// the game took on the wire with their encoding. Used by build/measure/page-load.
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
    const m = /^northtable:(startup \\S+|ready \\S+)/.exec(s);
    if (m && marks[m[1]] === undefined) marks[m[1]] = performance.now();
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

// load opens (or reloads) the page and returns its timings once the menu is ready (and, when the
// game prints it, once its first menu frame is on screen).
async function load(page, reload, profile) {
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
      loading: m['startup loading'], built: m['startup built'], shown: m['startup menu'],
      wire: wasm && wasm.transferSize, body: wasm && wasm.encodedBodySize, raw: wasm && wasm.decodedBodySize };
  });
  t.menu = t.shown ?? t.ready;
  t.cpu = cpu;
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
  const stages = (t) => `compiled ${ms(t.compiled)}, loading screen ${ms(t.loading)}, built ${ms(t.built)}, ready ${ms(t.ready)}`;
  console.log(`run ${i} (load ${loadAvg()}): cold menu ${ms(cold.menu)} (downloaded ${ms(cold.downloaded)}, ${stages(cold)}; ` +
    `${mb(cold.body)} ${coldEnc} for ${mb(cold.raw)}; browser CPU ${cpuText(cold.cpu)} from its start) · ` +
    `warm menu ${ms(warm.menu)} (${stages(warm)}, ${mb(warm.wire)} on the wire; browser CPU ${cpuText(warm.cpu)})`);
  await context.close();
}
