/**
 * Participant data, reconciliation and reporting in the browser: every route of the three modules
 * opens on its real screen with seeded data (no placeholder); a validation is approved from its
 * list after the confirmation; a preparation is written through its form, migrated after
 * 'Yes, process it!' ('Data has been processed to job queue.'), and the job's outcome shows in the
 * list; the holding search finds a person on both sides; a report draws its chart and table.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { poll } from './support/browser.ts';
import { signedInPage, useE2eEnvironment } from './support/environment.ts';
import { textLines } from './support/textLines.ts';

const env = useE2eEnvironment();
let kpst: Page;
let spi: Page;

const kpstRoutes: [string, string][] = [
  ['/apps/data/peserta', 'Participants'],
  ['/apps/data/validasi/aktif', 'Validation: active participants'],
  ['/apps/data/validasi/dashboard', 'Validation dashboard'],
  ['/apps/data/validasi/data_aktif', 'Validation: active participant data'],
  ['/apps/data/validasi/data_pensiunan', 'Validation: pensioner data'],
  ['/apps/data/validasi/doc_peserta', 'Validation: participant documents'],
  ['/apps/data/validasi/doc_peserta_bak', 'Validation: participant documents (backup)'],
  ['/apps/data/validasi/pensiun', 'Validation: pension participants'],
  ['/apps/rekonsiliasi', 'Reconciliation'],
  ['/apps/rekonsiliasi/data/migration', 'Data migration'],
  ['/apps/rekonsiliasi/data/preparation', 'Data preparation'],
  ['/apps/rekonsiliasi/data/validation', 'Data validation'],
  ['/apps/rekonsiliasi/holding/company', 'Holding company'],
  ['/apps/rekonsiliasi/holding/search', 'Holding search'],
  ['/apps/reporting/general', 'General reporting'],
  ['/apps/reporting/kpst', 'Participant services reporting'],
];

async function opened(page: Page, path: string, title: string): Promise<void> {
  await page.goto(`${env.server.url}${path}`);
  await page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor();
  expect(await page.getByText('This page is declared but not built yet.').count()).toBe(0);
}

beforeAll(async () => {
  [kpst, spi] = await Promise.all([signedInPage(env, 'kpst'), signedInPage(env, 'spi')]);
});

describe('participant data, reconciliation and reporting', { timeout: 90_000 }, () => {
  it('every route opens its screen with data', async () => {
    for (const [path, title] of kpstRoutes) {
      await opened(kpst, path, title);
      // A list shows rows, a screen its figures or its search.
      await kpst.locator('[data-screen-state="ready"], [data-testid="rekonsiliasi-search"]').first().waitFor();
      if (!path.endsWith('/search')) expect([path, await kpst.locator('tbody tr, [data-testid="bar-chart"], [role="listitem"]').count()]).not.toEqual([path, 0]);
    }
    await opened(spi, '/apps/reporting/spi', 'Internal audit (SPI) reporting');
    await spi.getByTestId('report-section').first().waitFor();
  });

  it('a wide list breaks a date-time between date and time only, and keeps a period whole', async () => {
    /** The first row's cell under the column headed `header`, in the list titled `title`. */
    const firstCell = async (path: string, title: string, header: string) => {
      await opened(kpst, path, title);
      const table = kpst.getByRole('table', { name: title });
      await table.locator('tbody tr').first().waitFor();
      const headers = (await table.getByRole('columnheader').allInnerTexts()).map((text) => text.trim());
      return table.locator('tbody tr').first().getByRole('cell').nth(headers.indexOf(header));
    };
    // Eleven columns at 1440 px: "Nov 25, 2026, 5:52 AM" used to stand on three lines.
    const updated = await firstCell('/apps/data/validasi/aktif', 'Validation: active participants', 'Updated at');
    expect(await updated.innerText()).toMatch(/\d{4}/);
    expect(await textLines(updated)).toBeLessThanOrEqual(2);
    // "2026-09" used to break at its hyphen.
    const period = await firstCell('/apps/rekonsiliasi/data/validation', 'Data validation', 'Period');
    expect(await period.innerText()).toMatch(/^\d{4}-\d{2}$/);
    expect(await textLines(period)).toBe(1);
  });

  it('a validation is approved after the confirmation', async () => {
    await kpst.goto(`${env.server.url}/apps/data/validasi/aktif?filter[status]=1`);
    const row = kpst.getByRole('row').filter({ hasText: 'Under verification' }).first();
    const number = (await row.getByRole('cell').nth(2).innerText()).trim();
    await row.getByRole('button', { name: 'Approve' }).click();
    await kpst.getByRole('alertdialog').getByRole('button', { name: 'Yes, approve it!' }).click();
    await kpst.getByRole('alertdialog').getByText('Data has been approved.').waitFor();
    await kpst.getByRole('alertdialog').getByRole('button').first().click();
    await kpst.goto(`${env.server.url}/apps/data/validasi/aktif?q=${number}`);
    await kpst.getByRole('row').filter({ hasText: number }).getByText('Approved').first().waitFor();
  });

  it('a preparation is written, migrated through the job queue, and counted', async () => {
    await kpst.goto(`${env.server.url}/apps/rekonsiliasi/data/preparation`);
    await kpst.getByRole('button', { name: 'New' }).click();
    await kpst.getByRole('textbox', { name: /^Period/ }).fill('2026-05');
    await kpst.getByRole('combobox', { name: /^Company/ }).click();
    await kpst.getByRole('option', { name: 'PT Pelabuhan Indonesia' }).click();
    await kpst.getByRole('textbox', { name: /^Withdrawal batch/ }).fill('2026-05-E2E');
    await kpst.getByRole('button', { name: 'Save', exact: true }).click();
    await kpst.waitForURL((url) => url.pathname === '/apps/rekonsiliasi/data/preparation');
    const row = kpst.getByRole('row').filter({ hasText: '2026-05-E2E' });
    await row.getByText('Prepared').waitFor();
    await row.getByRole('button', { name: 'Migrate' }).click();
    await kpst.getByRole('alertdialog').getByRole('button', { name: 'Yes, process it!' }).click();
    await kpst.getByRole('alertdialog').getByText('Data has been processed to job queue.').waitFor();
    await kpst.getByRole('alertdialog').getByRole('button').first().click();
    // The job runs beside the request: the list read again shows its outcome.
    await expect
      .poll(async () => {
        await kpst.reload();
        await kpst.getByRole('row').filter({ hasText: '2026-05-E2E' }).waitFor();
        return kpst.getByRole('row').filter({ hasText: '2026-05-E2E' }).getByText('Migrated').count();
      }, { timeout: 20_000, interval: 500 })
      .toBe(1);
    await opened(kpst, '/apps/rekonsiliasi/data/migration', 'Data migration');
    await kpst.getByRole('row').filter({ hasText: '2026-05-E2E' }).getByText('Succeeded').waitFor();
  });

  it('a holding company opens from its list', async () => {
    await opened(kpst, '/apps/rekonsiliasi/holding/company', 'Holding company');
    await kpst.getByRole('row').filter({ hasText: 'PT Pelabuhan Indonesia' }).getByRole('button', { name: /^Open\b/ }).click();
    await kpst.getByRole('heading', { level: 1, name: 'Holding company details' }).waitFor();
    await kpst.getByText('Holding BUMN Logistik').waitFor();
  });

  it('the holding search finds a person on both sides', async () => {
    await opened(kpst, '/apps/rekonsiliasi/holding/search', 'Holding search');
    await kpst.getByRole('textbox', { name: /Name, participant number/ }).fill('P00001001');
    await kpst.getByRole('button', { name: 'Search', exact: true }).click();
    await kpst.getByTestId('rekonsiliasi-search-results').getByText('In both').first().waitFor();
    await expect.poll(() => kpst.url(), poll).toContain('q=P00001001');
  });

  it('a report changes year and keeps its chart and totals', async () => {
    await opened(kpst, '/apps/reporting/kpst', 'Participant services reporting');
    await kpst.getByTestId('report-section').first().getByTestId('bar-chart').waitFor();
    await kpst.getByRole('combobox', { name: 'Year' }).selectOption('2025');
    await expect.poll(() => kpst.url(), poll).toContain('tahun=2025');
    await kpst.getByTestId('report-total').first().waitFor();
  });
});
