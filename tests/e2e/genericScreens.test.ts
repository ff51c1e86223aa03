/**
 * The generic screens as they should feel, on the department master list against the real
 * server: red toasts that go once a later save succeeds or the user leaves the page, the newest
 * toast on top; a list whose load failed says so and offers Retry instead of "No data"; a page
 * the user's permissions do not open shows the 403 page inside the layout; and under French the
 * form, the delete dialog and the 404 page read French, with no English UI word left.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from './support/browser.ts';
import { closeSignedInSession, openSignedInSession, type SignedInSession } from './support/environment.ts';

const poll = { timeout: 20_000, interval: 100 } as const;
const stepTimeout = 90_000;

let session: SignedInSession;
let page: Page;
const url = (path: string) => `${session.server.url}${path}`;
const field = (label: string) => page.getByRole('textbox', { name: new RegExp(`^${label}`) });
const errorToasts = () => page.locator('[data-testid="toast-error"]');
const isCreate = (request: { method(): string; url(): string }) => request.method() === 'POST' && new URL(request.url()).pathname === '/sso/admin/department';

beforeAll(async () => {
  session = await openSignedInSession('admin');
  page = session.page;
});

afterAll(() => closeSignedInSession(session));

/** Answers the next department creations with these failures, then lets the calls through. */
async function failCreations(messages: string[]): Promise<void> {
  const left = [...messages];
  await page.route('**/sso/admin/department', async (route) => {
    const message = isCreate(route.request()) ? left.shift() : undefined;
    if (message === undefined) return route.continue();
    await route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message }) });
  });
}

describe('toasts', { timeout: stepTimeout }, () => {
  it('puts the newest toast on top, and a later good save clears the red ones', async () => {
    await page.goto(url('/apps/admin/department/new'));
    await field('Code').fill('TS1');
    await field('Name').fill('Toast Satu');
    await failCreations(['First failure', 'Second failure']);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await errorToasts().filter({ hasText: 'First failure' }).waitFor();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await errorToasts().filter({ hasText: 'Second failure' }).waitFor();
    const top = async (text: string) => (await errorToasts().filter({ hasText: text }).boundingBox())?.y ?? -1;
    expect(await top('Second failure')).toBeLessThan(await top('First failure'));

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForURL((address) => address.pathname === '/apps/admin/department');
    await page.locator('[data-testid="toast-success"]').first().waitFor();
    await expect.poll(() => errorToasts().count(), poll).toBe(0);
    await page.unroute('**/sso/admin/department');
  });

  it('clears a red toast when the user goes to another page', async () => {
    await page.goto(url('/apps/admin/department/new'));
    await field('Code').fill('TS2');
    await field('Name').fill('Toast Dua');
    await failCreations(['Refused for the test']);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await errorToasts().filter({ hasText: 'Refused for the test' }).waitFor();
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    await page.waitForURL((address) => address.pathname === '/apps/admin/department');
    await expect.poll(() => errorToasts().count(), poll).toBe(0);
    await page.unroute('**/sso/admin/department');
  });
});

describe('a failed load', { timeout: stepTimeout }, () => {
  it('shows the failure with Retry instead of "No data", and Retry brings the rows', async () => {
    let failed = 0;
    await page.route(/\/sso\/admin\/department\?/, async (route) => {
      if (route.request().method() === 'GET' && failed === 0) {
        failed += 1;
        return route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'Database unavailable' }) });
      }
      return route.continue();
    });
    await page.goto(url('/apps/admin/department'));
    const failure = page.locator('[data-testid="load-failed"]');
    await failure.waitFor();
    expect(await failure.innerText()).toContain('Could not load the data');
    expect(await failure.innerText()).toContain('Database unavailable');
    expect(await page.getByText('No data', { exact: true }).count()).toBe(0);
    expect(await page.locator('[data-testid="list-screen"]').getAttribute('data-screen-state')).toBe('failed');

    await page.getByRole('button', { name: 'Retry', exact: true }).click();
    const table = page.getByRole('table', { name: 'Departments' });
    await table.getByRole('row').filter({ hasText: 'TS1' }).waitFor();
    expect(await failure.count()).toBe(0);
    expect(failed).toBe(1);
    await page.unroute(/\/sso\/admin\/department\?/);
  });
});

describe('the filter panel', { timeout: stepTimeout }, () => {
  const filterButton = () => page.getByRole('button', { name: /^Filter/ });
  it("stays closed for the list's own default filter, counted on its button, and opens for filters in the address", async () => {
    // The support tickets list opens on its open tickets (status 2, a declared default filter).
    await page.goto(url('/apps/support/ticket'));
    await page.locator('[data-testid="list-screen"][data-screen-state="ready"]').waitFor();
    expect(await filterButton().getAttribute('aria-expanded')).toBe('false');
    expect(await filterButton().innerText()).toContain('1');
    expect(await page.getByRole('combobox', { name: /^Status/ }).count()).toBe(0);

    await page.goto(url('/apps/support/ticket?filter[status]=3'));
    await page.locator('[data-testid="list-screen"][data-screen-state="ready"]').waitFor();
    expect(await filterButton().getAttribute('aria-expanded')).toBe('true');
    await page.getByRole('combobox', { name: /^Status/ }).waitFor();
  });
});

describe('a page the user may not open', { timeout: stepTimeout }, () => {
  let context: BrowserContext;
  afterAll(() => context?.close());

  it('shows the 403 page inside the layout, header and menu kept', async () => {
    const opened = await session.browser.newPage();
    context = opened.context;
    const staffPage = opened.page;
    await signIn(staffPage, session.server.url, 'staff');
    await staffPage.goto(url('/apps/admin/department'));
    const errorPage = staffPage.locator('[data-testid="error-page"]');
    await errorPage.waitFor();
    expect(await errorPage.getAttribute('data-status')).toBe('403');
    expect(await staffPage.locator('[data-testid="error-title"]').innerText()).toBe('An error occurred');
    expect(await staffPage.locator('[data-testid="error-home-link"]').innerText()).toBe('Go to home page');
    expect(await staffPage.locator('[data-testid="sidebar"]').isVisible()).toBe(true);
    expect(await staffPage.locator('header').first().isVisible()).toBe(true);
    expect(await staffPage.locator('[data-testid="list-screen"]').count()).toBe(0);
  });
});

describe('in French', { timeout: stepTimeout }, () => {
  const english = ['Save', 'Cancel', 'Delete', 'Edit', 'New', 'Search', 'Filter', 'Are you sure?', 'Yes, delete it!', 'No data', 'Loading', 'Retry', 'Go to home page', 'This page could not be found', 'was not found'];
  const englishLeft = async () => {
    const text = await page.locator('body').innerText();
    return english.filter((word) => new RegExp(`(^|[^\\p{L}])${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\p{L}])`, 'u').test(text));
  };

  beforeAll(async () => {
    await session.context.addCookies([{ name: 'locale', value: 'fr', url: session.server.url }]);
  });

  it('reads the form\'s buttons in French', async () => {
    await page.goto(url('/apps/admin/department/new'));
    await page.getByRole('button', { name: 'Enregistrer', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Annuler', exact: true }).waitFor();
    expect(await englishLeft()).toEqual([]);
  });

  it('asks before deleting in French', async () => {
    await page.goto(url('/apps/admin/department'));
    await page.getByRole('button', { name: 'Supprimer TS1' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByRole('button', { name: 'Oui, supprimer !', exact: true }).waitFor();
    await dialog.getByRole('button', { name: 'Annuler', exact: true }).waitFor();
    expect(await dialog.innerText()).toContain('Êtes-vous sûr ?');
    expect(await englishLeft()).toEqual([]);
    await dialog.getByRole('button', { name: 'Annuler', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
  });

  it('shows the 404 page in French', async () => {
    await page.goto(url('/apps/no/such/page'));
    await page.locator('[data-testid="error-page"]').waitFor();
    expect(await page.locator('[data-testid="error-title"]').innerText()).toBe('Cette page est introuvable');
    expect(await page.locator('[data-testid="error-home-link"]').innerText()).toBe('Aller à la page d’accueil');
    expect(await englishLeft()).toEqual([]);
  });
});
