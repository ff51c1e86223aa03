/**
 * P3, first-load bytes: what a real Chromium with an empty cache fetches to show /login and to
 * show a list page (/apps/admin/department, signed in), against the baseline hello page
 * (scripts/bench/fixtures/hello: Vite + React + Fluent, built in the same run).
 *   node --import tsx scripts/bench/firstLoadBytes.ts
 * Every response is counted by its body gzipped at level 9 (what precompress.ts writes), so the
 * figure does not depend on which encoding the browser chose; the bytes on the wire (brotli
 * where offered) are printed beside it. API answers are counted too, in their own column.
 */
import { gzipSync, constants } from 'node:zlib';
import type { BrowserContext, Page } from 'playwright-core';
import { writeResult } from './benchDatabase.ts';
import { fixturePrefix, kib, startBenchPortal } from './browserBench.ts';
import { bytesByPackage } from './bytesByPackage.ts';

interface Fetched {
  readonly url: string;
  readonly type: string;
  readonly gzip: number;
  readonly wire: number;
}

interface LoadBytes {
  readonly files: readonly Fetched[];
  /** the code and styles: the document, scripts, style sheets, fonts, images */
  readonly staticGzip: number;
  readonly apiGzip: number;
  readonly wire: number;
}

const goalBytes = 200 * 1024;

/** Records every finished response of the page from now on. */
function recordFetches(page: Page): () => Promise<Fetched[]> {
  const pending: Promise<Fetched | undefined>[] = [];
  page.on('requestfinished', (request) => {
    pending.push(
      (async () => {
        const response = await request.response().catch(() => null);
        if (!response) return undefined;
        const body = await response.body().catch(() => Buffer.alloc(0));
        const sizes = await request.sizes().catch(() => ({ responseBodySize: 0, responseHeadersSize: 0 }));
        return {
          url: request.url(),
          type: request.resourceType(),
          gzip: body.length === 0 ? 0 : gzipSync(body, { level: constants.Z_BEST_COMPRESSION }).length,
          wire: sizes.responseBodySize + sizes.responseHeadersSize,
        };
      })(),
    );
  });
  return async () => (await Promise.all(pending)).filter((f): f is Fetched => f !== undefined);
}

function summarise(files: Fetched[]): LoadBytes {
  const isApi = (f: Fetched) => f.type === 'fetch' || f.type === 'xhr';
  const sum = (list: Fetched[], key: 'gzip' | 'wire') => list.reduce((total, f) => total + f[key], 0);
  return { files, staticGzip: sum(files.filter((f) => !isApi(f)), 'gzip'), apiGzip: sum(files.filter(isApi), 'gzip'), wire: sum(files, 'wire') };
}

/** Loads url in a fresh context (empty cache) and waits until the network is quiet. */
async function firstLoad(context: BrowserContext, url: string, shown: string): Promise<LoadBytes> {
  const page = await context.newPage();
  const collected = recordFetches(page);
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.locator(shown).first().waitFor();
  await page.waitForLoadState('networkidle');
  const files = await collected();
  await page.close();
  return summarise(files);
}

const portal = await startBenchPortal({ departments: 200, fixtures: ['hello'], sourceMaps: true });
try {
  const { browser, url } = portal;
  const fresh = () => browser.newContext({ viewport: { width: 1440, height: 900 } });

  let context = await fresh();
  const baseline = await firstLoad(context, `${url}${fixturePrefix}hello/`, 'button');
  await context.close();

  context = await fresh();
  const login = await firstLoad(context, `${url}/login`, 'input[name="username"]');
  await context.close();

  // Signed in, then the cache emptied: the list page's own first load, as after a bookmark.
  context = await fresh();
  const page = await context.newPage();
  await page.goto(`${url}/login`);
  await page.locator('input[name="username"]').fill('admin');
  await page.locator('input[name="password"]').fill(portal.password);
  await page.locator('[data-testid="login-submit"]').click();
  await page.waitForURL((address) => address.pathname === '/dashboard/v1');
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await page.close();
  const list = await firstLoad(context, `${url}/apps/admin/department`, 'table tbody tr td');
  await context.close();

  const rows: [string, LoadBytes][] = [
    ['baseline: hello Vite + React + Fluent', baseline],
    ['/login', login],
    ['/apps/admin/department (signed in)', list],
  ];
  const cell = (value: string, width: number) => value.padStart(width);
  console.log(`\n${'page'.padEnd(40)}${cell('files', 7)}${cell('static gzip', 14)}${cell('api gzip', 11)}${cell('on the wire', 14)}${cell('x baseline', 12)}${cell('goal 200 KiB', 14)}`);
  for (const [name, r] of rows) {
    console.log(
      `${name.padEnd(40)}${cell(String(r.files.length), 7)}${cell(kib(r.staticGzip), 14)}${cell(kib(r.apiGzip), 11)}${cell(kib(r.wire), 14)}` +
        `${cell((r.staticGzip / baseline.staticGzip).toFixed(2), 12)}${cell(r === baseline ? '' : r.staticGzip <= goalBytes ? 'met' : 'over', 14)}`,
    );
  }
  const largest = (r: LoadBytes) =>
    [...r.files]
      .sort((a, b) => b.gzip - a.gzip)
      .slice(0, 6)
      .map((f) => `    ${kib(f.gzip).padStart(10)}  ${new URL(f.url).pathname}`)
      .join('\n');
  console.log(`\nlargest files of /login:\n${largest(login)}\nlargest files of the list page:\n${largest(list)}`);
  const ownPaths = (r: LoadBytes) => r.files.map((f) => new URL(f.url)).filter((u) => u.origin === url).map((u) => u.pathname);
  const listPackages = bytesByPackage(portal.clientDir, ownPaths(list));
  console.log(
    `\nthe list page's scripts by package (each gzipped alone; over 1 KiB):\n${listPackages
      .filter((p) => p.gzip >= 1024)
      .map((p) => `    ${kib(p.gzip).padStart(10)}  ${p.name}`)
      .join('\n')}`,
  );
  const file = writeResult('firstLoadBytes', {
    at: new Date().toISOString(),
    goalBytes,
    listPageByPackage: listPackages,
    pages: Object.fromEntries(rows.map(([name, r]) => [name, { ...r, ratioToBaseline: r.staticGzip / baseline.staticGzip }])),
  });
  console.log(`\nwritten: ${file}`);
} finally {
  await portal.stop();
}
