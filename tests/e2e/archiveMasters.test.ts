/**
 * The archive's master data are kept, not only pruned: an archivist adds a rack under a room
 * from the location list (New), finds it with its parent's name, renames it (Edit), and a
 * level 2 entry without a parent is refused with the definition's message. The list is a tree
 * (list.tree, a treegrid): buildings open, rooms closed; opening a room shows its racks, and a
 * search shows a rack under its building and room.
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
const tree = () => page.getByRole('treegrid', { name: 'Archive locations' });
const row = (text: string) => tree().getByRole('row').filter({ hasText: text });
/** The row of one entry by its whole code (a rack's row also names its room, in the parent column). */
const entry = (code: string) => tree().getByRole('row').filter({ has: page.getByText(code, { exact: true }) });

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

  it('shows buildings open and rooms closed; opening a room shows its racks', async () => {
    await page.goto(`${server.url}${listPath}`);
    const room = entry('KP-GDA-R01');
    await room.waitFor();
    expect(await entry('KP-GDA').getAttribute('aria-level')).toBe('1');
    expect(await room.getAttribute('aria-level')).toBe('2');
    expect(await room.getAttribute('aria-expanded')).toBe('false');
    expect(await row('KP-GDA-R01-RAK01').count()).toBe(0);

    await room.getByRole('button', { name: 'KP-GDA-R01', exact: true }).click();
    await row('KP-GDA-R01-RAK01').waitFor();
    expect(await room.getAttribute('aria-expanded')).toBe('true');
    expect(await row('KP-GDA-R01-RAK01').getAttribute('aria-level')).toBe('3');
    expect(await row('KP-GDA-R01-RAK02').getAttribute('aria-level')).toBe('3');
    // The rack of the other room stays hidden.
    expect(await row('KP-GDA-R02-RAK01').count()).toBe(0);

    // Keyboard: Left on the room closes it again.
    await room.focus();
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => room.getAttribute('aria-expanded')).toBe('false');
    expect(await row('KP-GDA-R01-RAK01').count()).toBe(0);
  });

  it('shows a found rack under its building and room', async () => {
    await page.goto(`${server.url}${listPath}`);
    await entry('KP-GDA-R01').waitFor();
    await page.getByRole('searchbox', { name: 'Search' }).fill('KP-GDA-R01-RAK02');
    await row('KP-GDA-R01-RAK02').waitFor();
    expect(await row('KP-GDA-R01-RAK02').getAttribute('aria-level')).toBe('3');
    await expect.poll(() => tree().getByRole('row').count()).toBe(4); // header, building, room, rack
    expect(await entry('BDG-GDG').count()).toBe(0);
  });
});
