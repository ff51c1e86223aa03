/**
 * P5, list rendering: how long a list page of 100 rows takes to show, warm (the code in the
 * browser's cache, as on any visit after the first), and how many DOM nodes a page of 10,000
 * rows costs; both against a plain React table of the same rows (scripts/bench/fixtures/
 * plainTable, built and served in the same run, calling the same list API with the same token).
 *   node --import tsx scripts/bench/listRender.ts          (BENCH_RUNS=7 loads per page)
 * Time runs from navigation start (performance.timeOrigin) to the first frame in which the table
 * is not busy and its first row has text. The server pages at 500 rows at most, so the 10,000-row
 * answer is made here from the real first 500 (ids renumbered) and handed to both pages by
 * Playwright's request routing: the DOM figure is the browser's, the rows are the server's.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { median, writeResult } from './benchDatabase.ts';
import { fixturePrefix, startBenchPortal } from './browserBench.ts';

const runs = Number(process.env.BENCH_RUNS || 7);
const goalMs = 300;
const goalNodes = 1400;
const listPath = '/apps/admin/department';

/**
 * Resolves in the page with performance.now() of the first frame that shows a settled table with
 * a row of text. A string, not a function: tsx would add helpers the page does not have.
 */
const watchTable = `window.__listShown = new Promise((resolve) => {
  const check = () => {
    const cell = document.querySelector('table[aria-busy="false"] tbody tr td');
    if (cell && cell.textContent.trim()) resolve(performance.now());
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
});`;

interface Shown {
  readonly ms: number;
  readonly rowsInDom: number;
  readonly nodes: number;
}

async function show(page: Page, url: string): Promise<Shown> {
  await page.goto(url, { waitUntil: 'commit' });
  const ms = (await page.evaluate('window.__listShown')) as number;
  // Let the frame after the first settle (measurements of rows, effects) before counting.
  await page.waitForTimeout(300);
  const { rowsInDom, nodes } = (await page.evaluate(`({ rowsInDom: document.querySelectorAll('tbody tr td:first-child').length, nodes: document.getElementsByTagName('*').length })`)) as {
    rowsInDom: number;
    nodes: number;
  };
  return { ms, rowsInDom, nodes };
}

async function warmTimes(page: Page, url: string): Promise<{ medianMs: number; samples: number[]; rowsInDom: number; nodes: number }> {
  let last = await show(page, url); // fills the cache
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    last = await show(page, url);
    samples.push(Math.round(last.ms));
  }
  return { medianMs: median(samples), samples, rowsInDom: last.rowsInDom, nodes: last.nodes };
}

/** Answers list calls asking for 10,000 rows with 10,000 rows built from the server's first 500. */
async function routeTenThousand(context: BrowserContext, base: string, token: string): Promise<void> {
  const real = (await (await fetch(`${base}/sso/admin/department?paging[]=500&paging[]=1&sorter[]=id&sorter[]=asc`, { headers: { authorization: `Bearer ${token}` } })).json()) as {
    data: Array<Record<string, unknown>>;
    [key: string]: unknown;
  };
  const data = Array.from({ length: 10_000 }, (_, i) => ({ ...real.data[i % real.data.length], id: i + 1, code: `ROW${String(i + 1).padStart(5, '0')}` }));
  const body = JSON.stringify({ ...real, data, total: 10_000, from: 1, to: 10_000, per_page: 10_000, last_page: 1, current_page: 1 });
  await context.route(
    (url) => url.pathname === '/sso/admin/department' && url.searchParams.getAll('paging[]')[0] === '10000',
    (route) => route.fulfill({ status: 200, contentType: 'application/json', body }),
  );
}

const portal = await startBenchPortal({ departments: 10_000, fixtures: ['plainTable'] });
try {
  const { browser, url } = portal;
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await context.addInitScript({ content: watchTable });
  const page = await context.newPage();
  await page.goto(`${url}/login`);
  await page.locator('input[name="username"]').fill('admin');
  await page.locator('input[name="password"]').fill(portal.password);
  await page.locator('[data-testid="login-submit"]').click();
  await page.waitForURL((address) => address.pathname === '/dashboard/v1');
  const token = (await page.evaluate(`JSON.parse(localStorage.getItem('portal.session')).state.token`)) as string;

  // The portal's own list call, to give the baseline the same one.
  const listCall = page.waitForRequest((request) => new URL(request.url()).pathname === '/sso/admin/department');
  const hundred = `${url}${listPath}?paging[]=100&paging[]=1&sorter[]=id&sorter[]=asc`;
  await page.goto(hundred);
  const api = new URL((await listCall).url());
  const plain = (size: number) => {
    api.searchParams.delete('paging[]');
    api.searchParams.append('paging[]', String(size));
    api.searchParams.append('paging[]', '1');
    return `${url}${fixturePrefix}plainTable/?api=${encodeURIComponent(api.pathname + api.search)}&columns=code,name`;
  };

  const portalHundred = await warmTimes(page, hundred);
  const plainHundred = await warmTimes(page, plain(100));

  await routeTenThousand(context, url, token);
  const portalMany = await show(page, `${url}${listPath}?paging[]=10000&paging[]=1&sorter[]=id&sorter[]=asc`);
  const plainMany = await show(page, plain(10_000));
  await context.close();

  const cell = (value: string, width: number) => value.padStart(width);
  console.log(`\n100 rows, warm, median of ${runs} loads (ms from navigation start to the rows on screen)`);
  console.log(`${''.padEnd(28)}${cell('median ms', 11)}${cell('rows in DOM', 13)}${cell('DOM nodes', 11)}${cell('x baseline', 12)}${cell(`goal ${goalMs} ms`, 14)}`);
  console.log(`${'baseline: plain React table'.padEnd(28)}${cell(String(plainHundred.medianMs), 11)}${cell(String(plainHundred.rowsInDom), 13)}${cell(String(plainHundred.nodes), 11)}${cell('1.00', 12)}`);
  console.log(
    `${'portal list page'.padEnd(28)}${cell(String(portalHundred.medianMs), 11)}${cell(String(portalHundred.rowsInDom), 13)}${cell(String(portalHundred.nodes), 11)}` +
      `${cell((portalHundred.medianMs / plainHundred.medianMs).toFixed(2), 12)}${cell(portalHundred.medianMs <= goalMs ? 'met' : 'over', 14)}`,
  );
  console.log(`  samples: portal ${portalHundred.samples.join(', ')}; baseline ${plainHundred.samples.join(', ')}`);
  console.log(`\n10,000 rows: DOM nodes once shown`);
  console.log(`${'baseline: plain React table'.padEnd(28)}${cell(String(plainMany.nodes), 11)} nodes, ${plainMany.rowsInDom} rows in the DOM, shown at ${Math.round(plainMany.ms)} ms`);
  console.log(
    `${'portal list page'.padEnd(28)}${cell(String(portalMany.nodes), 11)} nodes, ${portalMany.rowsInDom} rows in the DOM, shown at ${Math.round(portalMany.ms)} ms` +
      ` (x ${(portalMany.nodes / plainMany.nodes).toFixed(3)} of the baseline; goal under ${goalNodes}: ${portalMany.nodes < goalNodes ? 'met' : 'over'})`,
  );
  const file = writeResult('listRender', { at: new Date().toISOString(), runs, goalMs, goalNodes, hundred: { portal: portalHundred, baseline: plainHundred }, tenThousand: { portal: portalMany, baseline: plainMany } });
  console.log(`\nwritten: ${file}`);
} finally {
  await portal.stop();
}
