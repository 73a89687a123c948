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

const require = createRequire(new URL('../e2e/package.json', import.meta.url));
const { chromium } = require('playwright-core');

const [url, runsArg] = process.argv.slice(2);
const runs = Number(runsArg || 3);
const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync'];

// load opens (or reloads) the page and returns its timings once the menu is ready.
async function load(page, reload) {
  const ready = page.waitForEvent('console', { predicate: (m) => m.text().startsWith('northtable:ready menu'), timeout: 120000 });
  if (reload) await page.reload(); else await page.goto(url);
  await ready;
  return page.evaluate(() => {
    const wasm = performance.getEntriesByType('resource').find((e) => e.name.endsWith('northtable.wasm'));
    const t = window.northtablePage.timings;
    return { menu: t.firstReady, compiled: t.compiled, downloaded: wasm && wasm.responseEnd,
      wire: wasm && wasm.transferSize, body: wasm && wasm.encodedBodySize, raw: wasm && wasm.decodedBodySize };
  });
}

const ms = (v) => (v === undefined ? '-' : `${(v / 1000).toFixed(2)} s`);
const mb = (v) => (v ? `${(v / 1e6).toFixed(2)} MB` : '-');
for (let i = 1; i <= runs; i++) {
  const profile = await mkdtemp(path.join(tmpdir(), 'northtable-load-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium', headless: true, args: FLAGS,
    viewport: { width: 1600, height: 900 },
  });
  const page = context.pages()[0] || await context.newPage();
  let encoding = '';
  page.on('response', (r) => { if (r.url().endsWith('northtable.wasm')) encoding = r.headers()['content-encoding'] || 'identity'; });
  const cold = await load(page, false);
  const coldEnc = encoding;
  const warm = await load(page, true);
  console.log(`run ${i}: cold menu ${ms(cold.menu)} (downloaded ${ms(cold.downloaded)}, compiled ${ms(cold.compiled)}; ` +
    `${mb(cold.body)} ${coldEnc} for ${mb(cold.raw)}) · warm menu ${ms(warm.menu)} (compiled ${ms(warm.compiled)}, ${mb(warm.wire)} on the wire)`);
  await context.close();
}
