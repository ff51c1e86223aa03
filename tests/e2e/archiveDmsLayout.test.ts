/**
 * What a staff user sees of the archive and document screens at phone (375 px) and desktop
 * (1440 px) width: names on one line where a table has room to scroll, badges inside their
 * cells, a chart's turned labels inside the chart, narrow inputs for short codes, and a row's
 * edit and delete buttons side by side.
 */
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { poll } from './support/browser.ts';
import { signedInPage, useE2eEnvironment } from './support/environment.ts';

const env = useE2eEnvironment();

/** The element's height in lines of its own text (1 when it reads on one line). */
async function lines(locator: Locator): Promise<number> {
  return locator.evaluate((element) => {
    const lineHeight = parseFloat(getComputedStyle(element).lineHeight) || 20;
    const range = document.createRange();
    range.selectNodeContents(element);
    return Math.round(range.getBoundingClientRect().height / lineHeight);
  });
}

async function box(locator: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  const found = await locator.boundingBox();
  if (!found) throw new Error('no box');
  return found;
}

describe('at 375px', { timeout: 120_000 }, () => {
  let page: Page;
  beforeAll(async () => {
    page = await signedInPage(env, 'admin', { width: 375, height: 800 });
  });
  afterAll(() => page.context().close());

  it('reads a tree master row by row, a room name on one line', async () => {
    await page.goto(`${env.server.url}/apps/archive/master/location`);
    const room = page.getByRole('gridcell', { name: 'Ruang Arsip Lantai 1', exact: true });
    await room.waitFor();
    expect(await lines(room)).toBe(1);
    expect(await lines(page.getByRole('gridcell', { name: 'Kantor Cabang Bandung, Gudang', exact: true }).first())).toBe(1);
  });

  it('keeps the retention badges inside their cells on one line', async () => {
    await page.goto(`${env.server.url}/apps/archive/archive/info`);
    const table = page.getByRole('table', { name: 'Retention rules' });
    const badge = table.getByText('IN STORAGE', { exact: true });
    await badge.waitFor();
    const cell = table.getByRole('cell').filter({ has: page.getByText('IN STORAGE', { exact: true }) });
    const [badgeBox, cellBox] = [await box(badge), await box(cell)];
    expect(badgeBox.x + badgeBox.width).toBeLessThanOrEqual(cellBox.x + cellBox.width);
    expect(await lines(badge)).toBe(1);
  });

  it('draws the storage chart with every turned label inside the chart, the figures beside the places', async () => {
    await page.goto(`${env.server.url}/apps/dms/report/storage`);
    const chart = page.getByTestId('bar-chart');
    await chart.locator('.tick text').first().waitFor();
    await expect.poll(() => chart.locator('.tick text').count(), poll).toBeGreaterThan(1);
    const chartBox = await box(chart);
    for (const label of await chart.locator('.tick text').all()) {
      const text = await label.textContent();
      if (!text?.trim()) continue;
      expect((await box(label)).x, text).toBeGreaterThanOrEqual(chartBox.x);
    }
    // The first place's total is on screen beside it, not scrolled away behind a wide name.
    const total = page.getByTestId('dms-report-total').locator('[data-column="total"]');
    const totalBox = await box(total);
    expect(totalBox.x + totalBox.width).toBeLessThanOrEqual(375);
  });
});

describe('at 1440px', { timeout: 120_000 }, () => {
  let page: Page;
  beforeAll(async () => {
    page = await signedInPage(env, 'admin', { width: 1440, height: 900 });
  });
  afterAll(() => page.context().close());

  it('sizes the received box by content: dates on one line, the star column narrow', async () => {
    await page.goto(`${env.server.url}/apps/dms/received`);
    const table = page.getByRole('table', { name: 'Received documents' });
    const firstRow = table.locator('tbody tr').first();
    await firstRow.waitFor();
    const cells = firstRow.getByRole('cell');
    expect(await lines(cells.nth(1))).toBe(1);
    expect(await lines(cells.nth(0).getByRole('link'))).toBe(1);
    expect((await box(cells.last())).width).toBeLessThan(80);
  });

  it('gives the spreadsheet short codes narrow inputs', async () => {
    await page.goto(`${env.server.url}/apps/archive/spreadsheet`);
    const office = page.getByRole('textbox', { name: /^Office code: / }).first();
    await office.waitFor();
    expect((await box(office)).width).toBeLessThanOrEqual(100);
    expect((await box(page.getByRole('spinbutton', { name: /^Row: / }).first())).width).toBeLessThanOrEqual(100);
    // The binder's number (ODN-09-05) is whole in its input, not cut.
    const binder = page.getByRole('textbox', { name: /^Binder \(odner\): / }).first();
    expect(await binder.evaluate((input) => input.scrollWidth <= input.clientWidth)).toBe(true);
  });

  it("keeps a worksheet row's edit and delete buttons side by side beside its transitions", async () => {
    await page.goto(`${env.server.url}/apps/dora/worksheet`);
    const row = page.locator('tbody tr').filter({ has: page.getByRole('button', { name: /^Verify/ }) }).first();
    await row.waitFor();
    const edit = await box(row.getByRole('button', { name: /^Edit / }));
    const remove = await box(row.getByRole('button', { name: /^Delete / }));
    expect(Math.abs(edit.y - remove.y)).toBeLessThan(2);
  });
});
