/**
 * The archivist's walk through the archive: the sidebar starts at the rooms, a room opens its
 * racks, a rack its binders, each with its record count, and the table beside it follows the
 * choice; the advanced search narrows the binder's records to a retention value (its badge
 * shown); the Excel export saves archive.xlsx; a record is deleted after 'You can revert this
 * change!' and restored from the deleted records. The server's own answers (the API, read with
 * the archivist's token) agree at each step.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { poll } from './support/browser.ts';
import type { E2eBrowser } from './support/browser.ts';
import type { E2eServer } from './support/e2eServer.ts';
import { closeSignedInSession, openSignedInSession } from './support/environment.ts';

let server: E2eServer;
let browser: E2eBrowser;
let page: Page;
let context: BrowserContext;

beforeAll(async () => {
  ({ server, browser, page, context } = await openSignedInSession('arsip'));
});

afterAll(() => closeSignedInSession({ server, browser, page, context }));

const sidebar = () => page.getByRole('navigation', { name: 'Archive locations' });
const table = () => page.getByRole('table', { name: 'Archive records' });
const bodyRows = () => table().locator('tbody tr');
const range = () => page.getByTestId('list-range');
let token = '';
async function api<T>(path: string): Promise<T> {
  if (!token) {
    const response = await fetch(`${server.url}/sso/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'arsip', password: 'portal-demo' }),
    });
    token = ((await response.json()) as { data: { access_token: string } }).data.access_token;
  }
  const response = await fetch(`${server.url}${path}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

// The figures as the language writes them (15,000): the digits alone are the number.
const totalShown = async () => Number((await range().textContent())?.split(' of ')[1]?.replace(/\D/g, '') ?? -1);

describe('the archive explorer', { timeout: 120_000 }, () => {
  it('walks room, rack and binder, filters by retention and exports', async () => {
    await page.goto(`${server.url}/apps/archive/pov/location`);
    await sidebar().getByRole('heading', { name: 'Rooms' }).waitFor();
    await expect.poll(totalShown, poll).toBe(500);

    await sidebar().getByRole('button', { name: /^Ruang Arsip Lantai 1, 250 records$/ }).click();
    await sidebar().getByRole('heading', { name: 'Racks in Ruang Arsip Lantai 1' }).waitFor();
    await expect.poll(totalShown, poll).toBe(250);

    await sidebar().getByRole('button', { name: /^Rak 02, 125 records$/ }).click();
    await sidebar().getByRole('heading', { name: 'Binders on Rak 02' }).waitFor();
    await expect.poll(totalShown, poll).toBe(125);
    const binders = sidebar().getByRole('listitem');
    await expect.poll(() => binders.count(), poll).toBe(6);

    const binder = sidebar().getByRole('button', { name: /^ODN-04-02, \d+ records$/ });
    const count = Number((await binder.getAttribute('aria-label'))!.match(/, (\d+) records/)![1]);
    await binder.click();
    await expect.poll(totalShown, poll).toBe(count);
    await expect.poll(async () => (await bodyRows().allTextContents()).every((text) => text.includes('ODN-04-02')), poll).toBe(true);

    await page.getByRole('button', { name: 'Advanced search' }).click();
    await page.getByRole('combobox', { name: 'Retention' }).click();
    await page.getByRole('option', { name: 'EXPIRED' }).click();
    const { total: expired } = await api<{ total: number }>('/sso/archive/pov/index?active_ruangan=2&active_rak=4&active_odner=ODN-04-02&retensi=EXPIRED');
    expect(expired).toBeGreaterThan(0);
    await expect.poll(totalShown, poll).toBe(expired);
    await expect.poll(() => bodyRows().count(), poll).toBe(expired);
    await expect.poll(async () => (await table().locator('tbody [data-color]').allTextContents()).filter((t) => t === 'EXPIRED').length, poll).toBe(expired);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export to Excel' }).click();
    expect((await download).suggestedFilename()).toBe('archive.xlsx');
    await expect.poll(() => page.getByTestId('archive-records').getAttribute('data-export-flag'), poll).toBe('');
  });

  it('deletes a record after its confirmation and restores it from the deleted records', async () => {
    await page.goto(`${server.url}/apps/archive`);
    await expect.poll(totalShown, poll).toBe(500);
    const search = page.getByRole('searchbox', { name: 'Search' });
    await search.fill('Notulen rapat 488');
    await expect.poll(totalShown, poll).toBe(1);
    await table().getByRole('button', { name: /^Actions: Notulen rapat 488$/ }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
    await dialog.getByText('Are you sure?').waitFor();
    await dialog.getByText('You can revert this change!').waitFor();
    await dialog.getByRole('button', { name: 'Yes, delete it!' }).click();
    await page.getByText('No data').waitFor();
    const stamp = async () => (await api<{ data: { deleted_at: string | null }[] }>('/sso/archive/pov/index?trash=1&q=Notulen%20rapat%20488')).data[0]?.deleted_at ?? null;
    expect(await stamp()).not.toBeNull();

    await page.getByRole('button', { name: 'Deleted records' }).click();
    await expect.poll(totalShown, poll).toBe(1);
    await table().getByRole('button', { name: /^Actions: Notulen rapat 488$/ }).click();
    await page.getByRole('menuitem', { name: 'Restore' }).click();
    await page.getByText('No data').waitFor();
    expect(await stamp()).toBeNull();
    await page.getByRole('button', { name: 'Back to the archive' }).click();
    await expect.poll(totalShown, poll).toBe(1);
  });
});

describe('the archive statistics by user', { timeout: 60_000 }, () => {
  it('reads its chart on round steps up to just above the largest count', async () => {
    await page.goto(`${server.url}/apps/archive/report/statistic_user`);
    const chart = page.getByRole('figure', { name: 'Records archived per user' }).getByTestId('bar-chart');
    await chart.locator('svg').first().waitFor();
    const records = await page.getByRole('table').locator('tbody tr td:nth-child(2)').allInnerTexts();
    const largest = Math.max(...records.map((text) => Number(text.replace(/\D/g, ''))));
    const ticks = (await chart.locator('.fui-cart__yAxis .tick text').allTextContents()).map((text) => Number(text.replace(/\D/g, '')));
    const step = ticks[1] - ticks[0];
    // 0, 100, 200, 300 for 251 records: the chart once split the largest count in four (63, 126, 189, 252).
    expect(ticks[0]).toBe(0);
    expect(ticks.every((tick, i) => tick === i * step)).toBe(true);
    expect(step / 10 ** Math.floor(Math.log10(step))).toSatisfy((m: number) => [1, 2, 2.5, 5].includes(m));
    expect(ticks.at(-1)).toBeGreaterThanOrEqual(largest);
    expect(ticks.at(-1)! - largest).toBeLessThan(step);
  });
});
