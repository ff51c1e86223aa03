/**
 * What the first load fetches and what a long list costs, against the real server and build:
 * /login fetches the shell's definitions and its language's sign-in texts but no module's
 * resources, no menu and no other texts (they come with the first page past sign-in, which then
 * reads every label in words, never as keys; a module's piece comes with the first page that
 * shows one of its resources, as the department list shows: the admin module's piece); and a
 * page of 500 departments (the server's largest page) keeps the list's DOM small, only the rows
 * (on a phone, the cards) in view being drawn, while scrolling brings the last one.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, poll, type E2eBrowser } from './support/browser.ts';
import { closeSignedInSession, openSignedInSession, type SignedInSession } from './support/environment.ts';

const moduleChunk = /\/assets\/definitions-module-([A-Za-z0-9_]+)-[^/]+\.js$/;
const pageSize = 500;

let session: SignedInSession;
let page: Page;
let token: string;
const url = (path: string) => `${session.server.url}${path}`;

/** The paths of the scripts the page fetches while `step` runs. */
async function scriptsFetchedDuring(target: Page, step: () => Promise<unknown>): Promise<string[]> {
  const fetched: string[] = [];
  const record = (request: { url(): string; resourceType(): string }) => {
    if (request.resourceType() === 'script') fetched.push(new URL(request.url()).pathname);
  };
  target.on('request', record);
  await step();
  await target.waitForLoadState('networkidle');
  target.off('request', record);
  return fetched;
}

async function createDepartments(count: number): Promise<void> {
  const post = (i: number) =>
    fetch(url('/sso/admin/department'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ code: `LOAD${String(i).padStart(4, '0')}`, name: `Loading test unit ${String(i).padStart(4, '0')}`, status: 1 }),
    }).then((response) => {
      if (!response.ok) throw new Error(`department ${i}: ${response.status}`);
    });
  for (let start = 0; start < count; start += 25) {
    await Promise.all(Array.from({ length: Math.min(25, count - start) }, (_, k) => post(start + k + 1)));
  }
}

beforeAll(async () => {
  session = await openSignedInSession('admin');
  page = session.page;
  token = (await page.evaluate(`JSON.parse(localStorage.getItem('portal.session')).state.token`)) as string;
});

afterAll(() => closeSignedInSession(session));

describe('first load', { timeout: 90_000 }, () => {
  let browser: E2eBrowser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('fetches no module definitions, no menu and only the sign-in texts on /login, the rest once signed in', async () => {
    const { page: signedOut, context } = await browser.newPage();
    try {
      const scripts = await scriptsFetchedDuring(signedOut, async () => {
        await signedOut.goto(url('/login'));
        await signedOut.locator('input[name="username"]').waitFor();
      });
      expect(scripts.some((path) => path.includes('/assets/definitions-locale-en-US-'))).toBe(true);
      expect(scripts.filter((path) => moduleChunk.test(path))).toEqual([]);
      expect(scripts.filter((path) => /definitions-(frame|locale-[A-Za-z-]+-rest)-/.test(path))).toEqual([]);

      const afterSignIn = await scriptsFetchedDuring(signedOut, async () => {
        await signedOut.locator('input[name="username"]').fill('staff');
        await signedOut.locator('input[name="password"]').fill('portal-demo');
        await signedOut.getByTestId('login-submit').click();
        await signedOut.locator('nav').getByText('Dashboard', { exact: true }).first().waitFor();
      });
      expect(afterSignIn.some((path) => path.includes('/assets/definitions-frame-'))).toBe(true);
      expect(afterSignIn.some((path) => path.includes('/assets/definitions-locale-en-US-rest-'))).toBe(true);
      // Every menu label in words: a text piece that failed to join would leave "menu.…" keys.
      expect(await signedOut.locator('nav').innerText()).not.toMatch(/\bmenu\.[a-z_]/i);
      // The dashboard reads the texts of the modules whose records it shows (the user's tickets, and
      // what they point into), with their definitions, and no other module's.
      const areas = afterSignIn.map((path) => /definitions-locale-en-US-area-([a-z_]+)-/.exec(path)?.[1]).filter(Boolean);
      const modules = afterSignIn.map((path) => moduleChunk.exec(path)?.[1]).filter(Boolean);
      expect(modules).toContain('support');
      expect([...areas].sort()).toEqual([...modules].sort());
    } finally {
      await context.close();
    }
  });

  it("fetches a module's own texts with its first page, and another module's with that module's page", async () => {
    const { page: fresh, context } = await browser.newPage();
    const areasOf = (scripts: string[]) => scripts.map((path) => /definitions-locale-en-US-area-([a-z_]+)-/.exec(path)?.[1]).filter(Boolean);
    try {
      await fresh.goto(url('/login'));
      await fresh.locator('input[name="username"]').fill('admin');
      await fresh.locator('input[name="password"]').fill('portal-demo');
      await fresh.getByTestId('login-submit').click();
      await fresh.waitForURL((address) => !address.pathname.startsWith('/login'));
      const admin = await scriptsFetchedDuring(fresh, async () => {
        await fresh.goto(url('/apps/admin/roles'));
        await fresh.locator('[data-testid="list-screen"][data-screen-state="ready"]').waitFor();
      });
      expect(areasOf(admin)).toContain('admin');
      expect(areasOf(admin)).not.toContain('hr');
      // The in-app way to another module: its texts come with its page, and the page reads in words.
      const hr = await scriptsFetchedDuring(fresh, async () => {
        await fresh.evaluate(() => {
          history.pushState(null, '', '/apps/hr/deps');
          dispatchEvent(new PopStateEvent('popstate'));
        });
        await fresh.getByRole('heading', { level: 1, name: 'Employee data (DEPS)' }).waitFor();
      });
      expect(areasOf(hr)).toContain('hr');
      await fresh.locator('[data-screen-state="ready"]').first().waitFor();
      expect(await fresh.locator('main').innerText()).not.toMatch(/\bhr\.[a-z_]+\.[a-z_]/);
    } finally {
      await context.close();
    }
  });

  it('fetches the module of the resource a page shows, with the page, and its column labels once, with the rows', async () => {
    const officeAsked: number[] = [];
    let rowsAnswered = Number.POSITIVE_INFINITY;
    const asked = (request: { url(): string }) => {
      if (new URL(request.url()).pathname === '/sso/office-data') officeAsked.push(Date.now());
    };
    const answered = (request: { url(): string }) => {
      if (new URL(request.url()).pathname === '/sso/admin/department') rowsAnswered = Math.min(rowsAnswered, Date.now());
    };
    page.on('request', asked);
    page.on('requestfinished', answered);
    const scripts = await scriptsFetchedDuring(page, async () => {
      await page.goto(url('/apps/admin/department'));
      await page.getByRole('table').locator('tbody tr td').first().waitFor();
    });
    page.off('request', asked);
    page.off('requestfinished', answered);
    expect(scripts.map((path) => moduleChunk.exec(path)?.[1]).filter(Boolean)).toContain('admin');
    // The office column's names: asked by the route loader beside the rows (before they are
    // answered, which is before any cell could ask), and read by the cells from that answer.
    expect(officeAsked).toHaveLength(1);
    expect(officeAsked[0]).toBeLessThanOrEqual(rowsAnswered);
  });
});

describe('a long list', { timeout: 180_000 }, () => {
  it('keeps the DOM small and shows later rows on scrolling', async () => {
    await createDepartments(pageSize);
    await page.goto(url(`/apps/admin/department?paging[]=${pageSize}&paging[]=1&sorter[]=code&sorter[]=asc&q=Loading%20test`));
    const table = page.getByRole('table');
    await expect.poll(() => table.getAttribute('aria-rowcount'), poll).toBe(String(pageSize + 1));
    await page.getByRole('cell', { name: 'LOAD0001', exact: true }).waitFor();

    const listNodes = () => page.locator('main').evaluate((main) => main.getElementsByTagName('*').length);
    const drawnRows = () => table.locator('tbody tr td:first-child').count();
    expect(await listNodes()).toBeLessThan(1400);
    expect(await drawnRows()).toBeLessThan(60);
    expect(await page.getByRole('cell', { name: 'LOAD0500', exact: true }).count()).toBe(0);

    // Scroll the table's own box to its end: the last rows are drawn, the first ones dropped.
    await page.locator('[data-virtual]').evaluate((box) => box.scrollTo({ top: box.scrollHeight }));
    await page.getByRole('cell', { name: 'LOAD0500', exact: true }).waitFor();
    await expect.poll(() => page.getByRole('cell', { name: 'LOAD0001', exact: true }).count(), poll).toBe(0);
    expect(await listNodes()).toBeLessThan(1400);
    expect(await page.locator('tbody tr[aria-rowindex]').last().getAttribute('aria-rowindex')).toBe(String(pageSize + 1));
  });

  it('draws only the cards in view on a phone, and the last one on scrolling', async () => {
    await page.setViewportSize({ width: 375, height: 800 });
    try {
      await page.goto(url(`/apps/admin/department?paging[]=${pageSize}&paging[]=1&sorter[]=code&sorter[]=asc&q=Loading%20test`));
      const cards = page.locator('main li[aria-posinset]');
      await cards.first().getByText('LOAD0001', { exact: true }).waitFor();
      expect(await cards.first().getAttribute('aria-setsize')).toBe(String(pageSize));
      expect(await cards.count()).toBeLessThan(30);
      expect(await page.getByText('LOAD0500', { exact: true }).count()).toBe(0);

      await page.locator('main [data-virtual]').evaluate((box) => box.scrollTo({ top: box.scrollHeight }));
      await page.getByText('LOAD0500', { exact: true }).waitFor();
      await expect.poll(() => cards.last().getAttribute('aria-posinset'), poll).toBe(String(pageSize));
      expect(await cards.count()).toBeLessThan(30);
    } finally {
      await page.setViewportSize({ width: 1440, height: 900 });
    }
  });
});
