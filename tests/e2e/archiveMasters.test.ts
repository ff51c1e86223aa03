/**
 * The archive's master data are kept, not only pruned: an archivist adds a rack under a room
 * from the location list (New), finds it with its parent's name, renames it (Edit), and a
 * level 2 entry without a parent is refused with the definition's message.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { E2eBrowser } from './support/browser.ts';
import type { E2eServer } from './support/e2eServer.ts';
import { closeSignedInSession, openSignedInSession } from './support/environment.ts';

let server: E2eServer;
let browser: E2eBrowser;
let page: Page;
let context: BrowserContext;

const listPath = '/apps/archive/master/location';
const row = (text: string) => page.getByRole('table', { name: 'Archive locations' }).getByRole('row').filter({ hasText: text });

beforeAll(async () => {
  ({ server, browser, page, context } = await openSignedInSession('arsip'));
});

afterAll(() => closeSignedInSession({ server, browser, page, context }));

describe('archive locations', { timeout: 90_000 }, () => {
  it('adds a rack under a room, then renames it', async () => {
    await page.goto(`${server.url}${listPath}`);
    await page.getByRole('button', { name: 'New', exact: true }).click();
    await page.waitForURL((url) => url.pathname === `${listPath}/new`);

    await page.getByRole('combobox', { name: /^Level/ }).click();
    await page.getByRole('option', { name: 'Location detail' }).click();
    await page.getByRole('textbox', { name: /^Code/ }).fill('KP-GDA-R03');
    await page.getByRole('textbox', { name: /^Name/ }).fill('Ruang Arsip Lantai 3');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    // Level 2 needs its room: the definition's own words, and nothing saved.
    await page.getByText('Level 2 and 3 entries need a parent').waitFor();
    expect(new URL(page.url()).pathname).toBe(`${listPath}/new`);

    await page.getByRole('combobox', { name: /^Parent/ }).click();
    await page.getByRole('option', { name: 'Kantor Pusat, Gedung A' }).click();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForURL((url) => url.pathname === listPath);
    await row('KP-GDA-R03').getByText('Kantor Pusat, Gedung A').waitFor();

    await row('KP-GDA-R03').getByRole('button', { name: /^Edit\b/ }).click();
    await page.waitForURL(new RegExp(`${listPath}/\\d+$`));
    const name = page.getByRole('textbox', { name: /^Name/ });
    await expect.poll(() => name.inputValue()).toBe('Ruang Arsip Lantai 3');
    await name.fill('Ruang Arsip Lantai 3 (baru)');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForURL((url) => url.pathname === listPath);
    await row('KP-GDA-R03').getByText('Ruang Arsip Lantai 3 (baru)').waitFor();
  });
});
