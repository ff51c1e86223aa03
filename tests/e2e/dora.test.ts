/**
 * Dora, the document-request catalogue, in the browser: every page opens with its title (no
 * placeholder) for the user whose role has it; the dashboard shows its figures and charts; the
 * archivist adds a category and deletes it after the confirmation; public relations (kpst)
 * records a request for the archivist and verifies it; the archivist marks it done from My tasks.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { poll } from './support/browser.ts';
import { signedInPage, useE2eEnvironment } from './support/environment.ts';
import { chooseOption, opensWithTitle } from './support/pageActions.ts';

const env = useE2eEnvironment();
let arsip: Page;
let kpst: Page;
const code = `C${String(Date.now()).slice(-6)}`;
const requester = `Pemohon ${String(Date.now()).slice(-6)}`;

const arsipPages: Array<[string, string]> = [
  ['/apps/dora', 'Dora dashboard'],
  ['/apps/dora/category', 'Document categories'],
  ['/apps/dora/category/new', 'New document category'],
  ['/apps/dora/category/1', 'Edit document category'],
  ['/apps/dora/documents', 'Catalogue documents'],
  ['/apps/dora/documents/new', 'New catalogue document'],
  ['/apps/dora/documents/1', 'Edit catalogue document'],
  ['/apps/dora/mytask', 'My tasks'],
];
const kpstPages: Array<[string, string]> = [
  ['/apps/dora/worksheet', 'Worksheets'],
  ['/apps/dora/worksheet/new', 'New worksheet'],
  ['/apps/dora/worksheet/1', 'Edit worksheet'],
];

beforeAll(async () => {
  [arsip, kpst] = await Promise.all([signedInPage(env, 'arsip'), signedInPage(env, 'kpst')]);
});

describe('dora', { timeout: 90_000 }, () => {
  it('opens every page with its title, for the archivist and for public relations', async () => {
    for (const [path, heading] of arsipPages) await opensWithTitle(arsip, env.server.url, path, heading);
    for (const [path, heading] of kpstPages) await opensWithTitle(kpst, env.server.url, path, heading);
  });

  it('dashboard: the catalogue figures and charts', async () => {
    await kpst.goto(`${env.server.url}/apps/dora`);
    await kpst.locator('[data-testid="dora-dashboard"][data-screen-state="ready"]').waitFor();
    const shown = async (key: string) => Number((await kpst.getByTestId(`dora-counter-${key}`).locator('span').first().innerText()).replace(/\D/g, ''));
    // server/dora/doraDemoRecords.ts: 9 documents, 15 requests; 4 of the 5 categories active
    expect(await shown('documents')).toBe(9);
    expect(await shown('requests')).toBe(15);
    expect(await shown('categories')).toBe(4);
    await kpst.getByRole('figure', { name: 'Requests by status' }).waitFor();
    await kpst.getByRole('figure', { name: 'Documents by category' }).waitFor();
  });

  it('the archivist adds a category and deletes it after the confirmation', async () => {
    await arsip.goto(`${env.server.url}/apps/dora/category`);
    await arsip.getByRole('button', { name: 'New', exact: true }).click();
    await arsip.waitForURL((url) => url.pathname === '/apps/dora/category/new');
    await arsip.getByRole('textbox', { name: /^Code/ }).fill(code);
    await arsip.getByRole('textbox', { name: /^Category/ }).fill('Kategori uji');
    await arsip.getByRole('button', { name: 'Save', exact: true }).click();
    await arsip.waitForURL((url) => url.pathname === '/apps/dora/category');
    const row = arsip.getByRole('row').filter({ hasText: code });
    await row.getByRole('button', { name: /^Delete\b/ }).click();
    const dialog = arsip.getByRole('alertdialog');
    await dialog.getByText('Are you sure?').waitFor();
    await dialog.getByRole('button', { name: 'Yes, delete it!' }).click();
    await dialog.getByText('Data has been deleted.').waitFor();
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => arsip.getByRole('row').filter({ hasText: code }).count(), poll).toBe(0);
  });

  it('public relations records and verifies a request; the assignee marks it done in My tasks', async () => {
    await kpst.goto(`${env.server.url}/apps/dora/worksheet/new`);
    await kpst.getByRole('textbox', { name: /^Requester/ }).fill(requester);
    await kpst.getByRole('textbox', { name: /^Institution/ }).fill('Peserta');
    await chooseOption(kpst, /^Requested document/, 'Laporan aktuaria 2025');
    await kpst.getByRole('textbox', { name: /^Purpose/ }).fill('Bahan rapat peserta');
    await chooseOption(kpst, /^Assigned to/, 'Joko Arsip');
    await kpst.getByRole('button', { name: 'Save', exact: true }).click();
    await kpst.waitForURL((url) => url.pathname === '/apps/dora/worksheet');
    await kpst.getByRole('searchbox').fill(requester);
    const row = kpst.getByRole('row').filter({ hasText: requester });
    await row.getByText('Awaiting verification').waitFor();
    await row.getByRole('button', { name: /^Verify\b/ }).click();
    const dialog = kpst.getByRole('alertdialog');
    await dialog.getByText('This request will be approved.').waitFor();
    await dialog.getByRole('button', { name: 'Yes, approve it!' }).click();
    await dialog.getByRole('button', { name: 'OK' }).click();
    await row.getByText('Verified', { exact: true }).waitFor();

    await arsip.goto(`${env.server.url}/apps/dora/mytask`);
    await arsip.getByRole('searchbox').fill(requester);
    const task = arsip.getByRole('row').filter({ hasText: requester });
    await task.getByRole('button', { name: /^Mark done\b/ }).click();
    const done = arsip.getByRole('alertdialog');
    await done.getByRole('textbox').fill('Dikirim lewat email');
    await done.getByRole('button', { name: 'Yes, save it!' }).click();
    await done.getByRole('button', { name: 'OK' }).click();
    await task.getByText('Done', { exact: true }).waitFor();
  });
});
