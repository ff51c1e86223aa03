/**
 * A document's attachments in the browser: the user attaches a PDF on the document form, saves,
 * opens the document again and finds the file listed with its name; the link downloads it under
 * that name with the same bytes. A file whose bytes are not an allowed type is refused with the
 * server's message and nothing is saved.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { E2eBrowser } from './support/browser.ts';
import type { E2eServer } from './support/e2eServer.ts';
import { closeSignedInSession, openSignedInSession } from './support/environment.ts';

let server: E2eServer;
let browser: E2eBrowser;
let page: Page;
let context: BrowserContext;

const poll = { timeout: 20_000, interval: 100 } as const;
const title = `Surat lampiran ${Date.now()}`;
const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const field = (label: string) => page.getByRole('textbox', { name: new RegExp(`^${label}`) });

async function fillGeneralDocument(name: string): Promise<void> {
  await page.goto(`${server.url}/apps/dms/doc/form_general`);
  await field('Title').fill(name);
  await field('Description').fill('Surat dengan lampiran');
  await page.locator('input[type="date"]').first().fill('2026-11-20');
}

beforeAll(async () => {
  ({ server, browser, page, context } = await openSignedInSession('admin'));
});

afterAll(() => closeSignedInSession({ server, browser, page, context }));

describe('document attachments', { timeout: 90_000 }, () => {
  it('refuses a program renamed .pdf with the server message, and saves nothing', async () => {
    await fillGeneralDocument(`${title} exe`);
    await page.locator('input[type="file"]').setInputFiles({ name: 'laporan.pdf', mimeType: 'application/pdf', buffer: Buffer.from('MZ\x90\x00\x03\x00\x00\x00program') });
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => page.getByText(/laporan\.pdf/).last().innerText(), poll).toMatch(/laporan\.pdf/);
    await expect.poll(async () => (await page.locator('[role="alert"], .fui-Toast').allInnerTexts()).join(' '), poll).toMatch(/laporan\.pdf/);
    expect(new URL(page.url()).pathname).toBe('/apps/dms/doc/form_general');
    await page.goto(`${server.url}/apps/dms/doc`);
    await page.locator('[data-testid="list-screen"][data-screen-state="ready"]').waitFor();
    expect(await page.getByRole('row').filter({ hasText: `${title} exe` }).count()).toBe(0);
  });

  it('saves a PDF attachment, lists it on the document and downloads it under its name', async () => {
    await fillGeneralDocument(title);
    await page.locator('input[type="file"]').setInputFiles({ name: 'surat-edaran.pdf', mimeType: 'application/pdf', buffer: pdf });
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/apps/dms/doc');

    // A row's edit button is named after its first column (the document date): find the row by its title.
    await page.getByRole('row').filter({ hasText: title }).getByRole('button', { name: /^Edit\b/ }).click();
    await page.waitForURL(/\/apps\/dms\/doc\/\d+$/);
    const link = page.getByRole('link', { name: /surat-edaran\.pdf/ });
    await link.waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe('surat-edaran.pdf');
    expect(Buffer.compare(await readFile(await download.path()), pdf)).toBe(0);
  });
});
