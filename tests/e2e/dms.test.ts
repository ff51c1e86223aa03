/**
 * The DMS in the browser: a staff user files a participant (KEPESERTAAN) document with two
 * attachments, types a wrong participant number and reads 'Nomor peserta invalid', then the
 * right one and reads 'Nomor peserta valid' with the participant's name filled in; after the save
 * the worksheet at /apps/dms/doc lists it; the classification tree filter of the document list
 * finds it by its level-2 node and hides it under another branch; on the document the image
 * attachment opens in the viewer and the PDF downloads under its name. A head of section reads
 * the statistics-by-user report, whose figures are the documents the API counts.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { E2eBrowser } from './support/browser.ts';
import type { E2eServer } from './support/e2eServer.ts';
import { closeSignedInSession, openSignedInSession, signedInPage } from './support/environment.ts';
import { chooseOption } from './support/pageActions.ts';

let server: E2eServer;
let browser: E2eBrowser;
let page: Page;
let context: BrowserContext;

const poll = { timeout: 20_000, interval: 100 } as const;
const title = `Berkas peserta uji ${Date.now()}`;
const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const textbox = (label: string) => page.getByRole('textbox', { name: new RegExp(`^${label}`) });

/** What the API says, with the user's own token. */
async function apiAs(username: string, path: string): Promise<any> {
  const login = await fetch(`${server.url}/sso/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password: 'portal-demo' }) });
  const token = ((await login.json()) as { data: { access_token: string } }).data.access_token;
  return (await fetch(`${server.url}${path}`, { headers: { authorization: `Bearer ${token}` } })).json();
}

beforeAll(async () => {
  ({ server, browser, page, context } = await openSignedInSession('staff'));
});

afterAll(() => closeSignedInSession({ server, browser, page, context }));

describe('DMS documents', { timeout: 150_000 }, () => {
  it('files a KEPESERTAAN document with two attachments after a wrong and a right participant number', async () => {
    await page.goto(`${server.url}/apps/dms/doc`);
    await page.locator('[data-testid="dms-documents"][data-view="worksheet"]').waitFor();
    await page.getByRole('button', { name: 'Participant', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/apps/dms/doc/form_kepesertaan');
    await page.locator('[data-testid="form-screen"][data-screen-state="ready"]').waitFor();

    await textbox('Title').fill(title);
    await textbox('Description').fill('Berkas pendaftaran peserta dengan lampiran');
    await page.locator('input[type="date"]').first().fill('2026-11-20');
    await chooseOption(page, 'Classification (type) 1', 'Kepesertaan');
    await chooseOption(page, 'Classification (type) 2', 'Pendaftaran Peserta');
    await chooseOption(page, 'Classification (type) 3', 'Formulir Pendaftaran');

    await textbox('Participant number').fill('P99999999');
    await expect.poll(() => page.locator('[data-check]').first().innerText(), poll).toContain('Nomor peserta invalid');
    await textbox('Participant number').fill('P00001004');
    await expect.poll(() => page.locator('[data-check]').first().innerText(), poll).toContain('Nomor peserta valid');
    await expect.poll(() => textbox('Participant name').inputValue(), poll).toBe('Ratna Sari');
    await expect.poll(() => textbox('Participant number').inputValue(), poll).toBe('P00001004');

    await page.locator('input[type="file"]').setInputFiles([
      { name: 'formulir.pdf', mimeType: 'application/pdf', buffer: pdf },
      { name: 'foto-peserta.png', mimeType: 'image/png', buffer: png },
    ]);
    await page.getByRole('spinbutton', { name: 'formulir.pdf pages' }).fill('3');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/apps/dms/doc');
    await expect.poll(() => page.getByRole('row').filter({ hasText: title }).count(), poll).toBe(1);
  });

  it('finds it in the document list by the classification tree, at level 2, and not under another branch', async () => {
    await page.goto(`${server.url}/apps/dms/doc/list`);
    await page.locator('[data-testid="list-screen"][data-screen-state="ready"]').waitFor();
    await page.getByRole('button', { name: /^Filter/ }).click();
    await chooseOption(page, 'Classification (type)', 'Pendaftaran Peserta');
    await expect.poll(() => new URL(page.url()).searchParams.get('filter[classification]'), poll).toBe('2');
    await expect.poll(() => page.getByRole('row').filter({ hasText: title }).count(), poll).toBe(1);
    await chooseOption(page, 'Classification (type)', 'Keuangan');
    await expect.poll(() => new URL(page.url()).searchParams.get('filter[classification]'), poll).toBe('7');
    await page.locator('[data-testid="list-screen"][data-screen-state="ready"]').waitFor();
    await expect.poll(() => page.getByRole('row').filter({ hasText: title }).count(), poll).toBe(0);
  });

  it('opens the image attachment in the viewer and downloads the PDF under its name', async () => {
    await page.goto(`${server.url}/apps/dms/doc`);
    await page.getByRole('row').filter({ hasText: title }).getByRole('button', { name: /^Edit\b/ }).click();
    await page.waitForURL(/\/apps\/dms\/doc\/\d+$/);

    await page.getByRole('button', { name: 'View foto-peserta.png' }).click();
    const image = page.locator('[data-testid="file-viewer"] img');
    await image.waitFor();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), poll).toBe(1);
    expect(await image.getAttribute('src')).toMatch(/^blob:/);
    await page.getByRole('button', { name: 'Close', exact: true }).click();

    await page.getByRole('button', { name: 'View formulir.pdf' }).click();
    const frame = page.locator('[data-testid="file-viewer"] iframe');
    await frame.waitFor();
    expect(await frame.getAttribute('src')).toMatch(/^blob:/);
    const [fromViewer] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download', exact: true }).click()]);
    expect(fromViewer.suggestedFilename()).toBe('formulir.pdf');
    await page.getByRole('button', { name: 'Close', exact: true }).click();

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'formulir.pdf' }).click()]);
    expect(download.suggestedFilename()).toBe('formulir.pdf');
    expect(Buffer.compare(await readFile(await download.path()), pdf)).toBe(0);
  });

  it("shows the statistics by user with the documents' real figures", async () => {
    const kaur = await signedInPage({ server, browser }, 'kaur');
    await kaur.goto(`${server.url}/apps/dms/report/statistic_user`);
    await kaur.locator('[data-testid="dms-report"][data-screen-state="ready"]').waitFor();
    const all = await apiAs('admin', '/sso/dms/documents?paging[]=1&paging[]=1');
    const staffOwn = await apiAs('staff', '/sso/dms/documents/worksheet?paging[]=1&paging[]=1');
    const figure = (text: string) => Number(text.replace(/[^\d]/g, ''));
    const sum = kaur.getByTestId('dms-report-total').locator('[data-column="total"]');
    await expect.poll(async () => figure(await sum.innerText()), poll).toBe(all.total);
    const staffRow = kaur.getByRole('row').filter({ hasText: 'Dewi Staf' });
    expect(figure(await staffRow.getByRole('cell').nth(1).innerText())).toBe(staffOwn.total);
    expect(await kaur.getByRole('figure', { name: 'Documents per user' }).getByText('Dewi Staf').count()).toBeGreaterThan(0);

    // The type filter narrows the same figures.
    await chooseOption(kaur, 'Document type', 'Participant');
    const participants = await apiAs('admin', '/sso/dms/documents?paging[]=1&paging[]=1&filter[type]=KEPESERTAAN');
    await expect.poll(async () => figure(await sum.innerText()), poll).toBe(participants.total);
    await kaur.context().close();
  });
});
