/**
 * The generic list and form, proven on the department master list, signed in as admin, against
 * the real server and database: an empty required field shows its message; filled in, the record
 * saves, shows in the list, can be edited, and is deleted after the confirmation. Also search,
 * sort, Excel export, and the phone layout. Each step asserts what the user sees.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, type E2eBrowser } from './support/browser.ts';
import type { E2eServer } from './support/e2eServer.ts';
import { closeSignedInSession, openSignedInSession } from './support/environment.ts';

// The machines that run this share two cores with other suites: generous waits, not flaky ones.
const poll = { timeout: 20_000, interval: 100 } as const;
const stepTimeout = 90_000;

let server: E2eServer;
let browser: E2eBrowser;
let page: Page;
let context: BrowserContext;

const code = 'QA7';
const name = 'Departemen Uji';
const renamed = 'Departemen Uji Diubah';

const listUrl = () => `${server.url}/apps/admin/department`;
const table = () => page.getByRole('table', { name: 'Departments' });
const rowOf = (text: string) => table().getByRole('row').filter({ hasText: text });
const field = (label: string) => page.getByRole('textbox', { name: new RegExp(`^${label}`) });
const save = () => page.getByRole('button', { name: 'Save', exact: true });

beforeAll(async () => {
  ({ server, browser, page, context } = await openSignedInSession('admin'));
});

afterAll(() => closeSignedInSession({ server, browser, page, context }));

describe('department master list, signed in as admin', { timeout: stepTimeout }, () => {
  it('opens the empty form from New and refuses an empty required field with its message', async () => {
    await page.goto(listUrl());
    await table().waitFor();
    await page.getByRole('button', { name: 'New', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/apps/admin/department/new');
    await expect.poll(() => save().textContent(), poll).toBe('Save');

    await field('Code').fill(code);
    await save().click();

    await page.getByText('Nama belum diisi').waitFor();
    expect(page.url()).toMatch(/\/apps\/admin\/department\/new$/);
  });

  it('saves the filled-in department, returns to the list and shows it there', async () => {
    await field('Name').fill(name);
    await page.getByRole('spinbutton', { name: /^Division/ }).fill('5');
    await page.getByRole('combobox', { name: 'Office' }).click();
    await page.getByRole('option', { name: 'Kantor Pusat' }).click();
    // Hold the answer back a moment, so the button's 'Loading..' can be seen.
    const created = '**/sso/admin/department';
    await page.route(created, async (route) => {
      if (route.request().method() === 'POST') await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    const answered = page.waitForResponse((response) => response.request().method() === 'POST' && response.url().endsWith('/sso/admin/department'));
    await save().click();
    await page.getByRole('button', { name: 'Loading..', exact: true }).waitFor();
    await answered;
    await page.unroute(created);

    await page.waitForURL((url) => url.pathname === '/apps/admin/department');
    await page.getByText('Success', { exact: true }).first().waitFor();
    const row = rowOf(code);
    await row.waitFor();
    await expect.poll(() => row.innerText(), poll).toMatch(new RegExp(`${code}\\s+${name}\\s+5\\s+Kantor Pusat\\s+Active`));
  });

  it('refuses a second department with the same code: the server says why, under the field and in red', async () => {
    await page.goto(`${listUrl()}/new`);
    await field('Code').fill(code);
    await field('Name').fill('Duplikat');
    await save().click();
    const message = 'Code is already used by another record';
    await expect.poll(() => page.getByText(message, { exact: true }).count(), poll).toBe(2); // under Code, and the toast
    await expect.poll(() => field('Code').getAttribute('aria-invalid'), poll).toBe('true');
    expect(page.url()).toMatch(/\/new$/);
    await page.goto(listUrl());
  });

  it('finds it by search and orders the list by a clicked column', async () => {
    await table().waitFor();
    await page.getByRole('searchbox', { name: 'Search' }).fill('uji');
    await expect.poll(() => table().getByRole('row').count(), poll).toBe(2); // the header and the one match
    await expect.poll(() => page.getByText('1–1 of 1').isVisible(), poll).toBe(true);
    await page.getByRole('searchbox', { name: 'Search' }).fill('');
    await expect.poll(() => table().getByRole('row').count(), poll).toBe(11);

    await table().getByRole('columnheader', { name: 'Code' }).click();
    const codes = () => table().getByRole('row').evaluateAll((rows) => rows.slice(1).map((row) => row.querySelector('td')?.textContent ?? ''));
    await expect.poll(async () => { const shown = await codes(); return shown.join() === [...shown].sort().join() && shown.length === 10; }, poll).toBe(true);
    await table().getByRole('columnheader', { name: 'Code' }).click();
    await expect.poll(async () => { const shown = await codes(); return shown.join() === [...shown].sort().reverse().join(); }, poll).toBe(true);
  });

  it('draws the Actions header at the right of its column, over the row buttons', async () => {
    await page.goto(listUrl());
    const header = table().getByRole('columnheader', { name: 'Actions' });
    await header.waitFor();
    const { cellRight, textRight } = await header.evaluate((cell) => {
      // The label's own text, not the box around it (a range over an element spans its whole box).
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT, { acceptNode: (node) => (node.textContent?.trim() ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_REJECT) });
      const range = document.createRange();
      range.selectNodeContents(walker.nextNode() ?? cell);
      return { cellRight: cell.getBoundingClientRect().right, textRight: range.getBoundingClientRect().right };
    });
    // Within the cell's padding of its right edge (it stood at the left, some 60 px away).
    expect(cellRight - textRight).toBeLessThan(20);
  });

  it('exports the filtered list to department.xlsx', async () => {
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export to Excel' }).click();
    expect((await download).suggestedFilename()).toBe('department.xlsx');
  });

  it('edits the department: the form loads the record and the list shows the change', async () => {
    await page.goto(listUrl());
    await page.getByRole('button', { name: `Edit ${code}` }).click();
    await page.waitForURL(/\/apps\/admin\/department\/\d+$/);
    await expect.poll(() => field('Name').inputValue(), poll).toBe(name);
    await expect.poll(() => field('Code').inputValue(), poll).toBe(code);

    await field('Name').fill(renamed);
    await save().click();

    await page.waitForURL((url) => url.pathname === '/apps/admin/department');
    await expect.poll(() => rowOf(code).innerText(), poll).toContain(renamed);
  });

  it('deletes the department after the confirmation, and says so', async () => {
    await page.getByRole('button', { name: `Delete ${code}` }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText('Are you sure?').waitFor();
    await dialog.getByText("You won't be able to revert this!").waitFor();

    // Cancel keeps the row.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await rowOf(code).waitFor();

    await page.getByRole('button', { name: `Delete ${code}` }).click();
    await dialog.getByRole('button', { name: 'Yes, delete it!' }).click();
    await dialog.getByText('Deleted!').waitFor();
    await dialog.getByText('Data has been deleted.').waitFor();
    await dialog.getByRole('button', { name: 'OK' }).click();

    await expect.poll(() => rowOf(code).count(), poll).toBe(0);
  });
});

describe('department list and form at 375 px', { timeout: stepTimeout }, () => {
  it('shows each row as a card with its labels, and the form one field a row', async () => {
    const phone = await browser.newPage({ width: 375, height: 800 });
    phone.context.setDefaultTimeout(25_000);
    try {
      await signIn(phone.page, server.url, 'admin');
      await phone.page.goto(listUrl());
      const cards = phone.page.getByRole('list', { name: 'Departments' }).getByRole('listitem');
      await expect.poll(() => cards.count(), poll).toBe(10);
      await expect.poll(() => cards.first().innerText(), poll).toMatch(/Code\s+\S+\s+Name/);
      const overflow = () => phone.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(await overflow()).toBeLessThanOrEqual(0);

      await phone.page.goto(`${listUrl()}/new`);
      const code = phone.page.getByRole('textbox', { name: /^Code/ });
      const nameBox = phone.page.getByRole('textbox', { name: /^Name/ });
      await code.waitFor();
      const [a, b] = [await code.boundingBox(), await nameBox.boundingBox()];
      expect(b!.y).toBeGreaterThan(a!.y + a!.height);
      expect(a!.x + a!.width).toBeLessThanOrEqual(375);
      expect(await overflow()).toBeLessThanOrEqual(0);
    } finally {
      await phone.context.close();
    }
  });
});
