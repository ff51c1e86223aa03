/**
 * The shell's UX fixes of issue 10, in a real browser against the real server: breadcrumbs (text,
 * a click, the folded phone trail), the current menu item scrolled into sight, status badges in
 * their declared colours, cells that wrap between words, the unsaved-changes guard (asks, Stay stays, Leave leaves, nothing asked
 * after a save or for an untouched form, the tab's own prompt), one dialog for a double click on
 * delete, and the sign-in error inside the form.
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
const crumbs = (on: Page = page) => on.locator('[data-testid="breadcrumbs"] [data-crumb]');
const crumbTexts = async (on: Page = page) => (await crumbs(on).allInnerTexts()).map((text) => text.trim());
const guardDialog = () => page.locator('[data-testid="unsaved-changes-dialog"]');
const nameField = () => page.getByRole('textbox', { name: /^Name/ });
const menuLink = (id: string) => page.locator(`[data-testid="sidebar-menu"] a[data-menu-id="${id}"]`);

async function openForm(path: string): Promise<void> {
  await page.goto(url(path));
  await page.locator('[data-testid="form-screen"][data-screen-state="ready"]').waitFor();
  await expect.poll(async () => (await nameField().inputValue()).length, poll).toBeGreaterThan(0);
}

beforeAll(async () => {
  session = await openSignedInSession('admin');
  page = session.page;
});

afterAll(() => closeSignedInSession(session));

describe('breadcrumbs', { timeout: stepTimeout }, () => {
  it('show Home, the menu path, the list, the page and the record, and their links work', async () => {
    await openForm('/apps/admin/department/1');
    await expect.poll(() => crumbTexts(), poll).toEqual(['Home', 'Admin', 'Master data', 'Departments', 'Edit department', 'KEU']);
    expect(await crumbs().last().locator('[aria-current="page"]').count()).toBe(1);

    await crumbs().filter({ hasText: 'Departments' }).getByRole('link').click();
    await page.waitForURL((address) => address.pathname === '/apps/admin/department');
    await expect.poll(() => crumbTexts(), poll).toEqual(['Home', 'Admin', 'Master data', 'Departments']);

    await crumbs().filter({ hasText: 'Home' }).getByRole('link').click();
    await page.waitForURL((address) => address.pathname === '/dashboard/v1');
  });

  it('name a module home page once, not as its module and again as the page', async () => {
    await page.goto(url('/apps/derma'));
    await expect.poll(async () => (await crumbTexts()).at(-1), poll).toBe('Derma risk management');
    const texts = await crumbTexts();
    expect(texts.filter((text) => text === 'Derma risk management')).toHaveLength(1);
    expect(texts[0]).toBe('Home');
  });

  it('fold the middle of the trail into a menu on a phone', async () => {
    const { page: phone, context } = await session.browser.newPage({ width: 375, height: 800 });
    try {
      await signIn(phone, session.server.url, 'admin');
      await phone.goto(url('/apps/admin/department/1'));
      await expect.poll(() => crumbTexts(phone), poll).toEqual(['Home', 'Edit department', 'KEU']);
      const trail = await phone.locator('[data-testid="breadcrumbs"]').boundingBox();
      expect(trail!.x + trail!.width).toBeLessThanOrEqual(375);
      await phone.locator('[data-testid="breadcrumb-more"]').click();
      await phone.getByRole('menuitem', { name: 'Departments' }).click();
      await phone.waitForURL((address) => address.pathname === '/apps/admin/department');
    } finally {
      await context.close();
    }
  });
});

describe('the sidebar', { timeout: stepTimeout }, () => {
  const currentItemInSight = async () => {
    const panel = await page.locator('.pt-sidebar-scroll').boundingBox();
    const item = await page.locator('[data-testid="sidebar-menu"] [aria-current="page"]').boundingBox();
    return !!panel && !!item && item.y >= panel.y && item.y + item.height <= panel.y + panel.height;
  };

  it('scrolls a deep current item into sight on load and after a navigation', async () => {
    await page.goto(url('/apps/admin/department'));
    await page.locator('[data-testid="sidebar-menu"] [aria-current="page"]').filter({ hasText: 'Departments' }).waitFor();
    await expect.poll(currentItemInSight, poll).toBe(true);
    // The item is far down the menu: without the scroll it would be below the panel's fold.
    expect(await page.locator('.pt-sidebar-scroll').evaluate((panel) => panel.scrollTop)).toBeGreaterThan(0);

    await menuLink('dashboard').click();
    await page.waitForURL((address) => address.pathname === '/dashboard/v1');
    await page.locator('.pt-sidebar-scroll').evaluate((panel) => panel.scrollTo(0, 0));
    await page.goBack();
    await page.waitForURL((address) => address.pathname === '/apps/admin/department');
    await expect.poll(currentItemInSight, poll).toBe(true);
  });
});

describe('status badges', { timeout: stepTimeout }, () => {
  it('take the colour their status option declares', async () => {
    await page.goto(url('/apps/data/validasi/info_peserta'));
    const badge = (text: string) => page.getByRole('table').locator('.fui-Badge').filter({ hasText: new RegExp(`^${text}$`) }).first();
    await badge('Approved').waitFor();
    const look = (text: string) =>
      badge(text).evaluate((node) => ({ color: node.getAttribute('data-color'), background: getComputedStyle(node).backgroundColor }));
    const approved = await look('Approved');
    const pending = await look('Pending');
    const rejected = await look('Rejected');
    expect([approved.color, pending.color, rejected.color]).toEqual(['success', 'warning', 'danger']);
    expect(new Set([approved.background, pending.background, rejected.background]).size).toBe(3);
  });

  it('sit in cells that break lines between words, never inside one', async () => {
    const cell = page.getByRole('cell', { name: 'PK001 - PT Perkebunan Nusantara' }).first();
    await cell.waitFor();
    // Each word's box is one line high: a word cut in two would have two boxes.
    const linesPerWord = await cell.evaluate((node) => {
      const text = node.querySelector('*:not(:has(*))')?.firstChild ?? node.firstChild;
      const content = text?.textContent ?? '';
      return content.split(' ').map((word) => {
        const range = document.createRange();
        const start = content.indexOf(word);
        range.setStart(text!, start);
        range.setEnd(text!, start + word.length);
        return range.getClientRects().length;
      });
    });
    expect(linesPerWord.length).toBeGreaterThan(3);
    expect(linesPerWord.every((lines) => lines === 1)).toBe(true);
  });
});

describe('unsaved changes', { timeout: stepTimeout }, () => {
  it('asks before a changed form is left by a menu link: Stay stays, Leave leaves', async () => {
    await openForm('/apps/admin/department/1');
    await nameField().fill('Keuangan (belum disimpan)');
    await menuLink('admin.users').click();
    await guardDialog().waitFor();
    expect(await guardDialog().textContent()).toContain('You have unsaved changes');

    await guardDialog().getByRole('button', { name: 'Stay on this page' }).click();
    await guardDialog().waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe('/apps/admin/department/1');
    expect(await nameField().inputValue()).toBe('Keuangan (belum disimpan)');

    await menuLink('admin.users').click();
    await guardDialog().getByRole('button', { name: 'Leave', exact: true }).click();
    await page.waitForURL((address) => address.pathname === '/apps/admin/users');
  });

  it("asks the browser's own question when a changed form's tab is reloaded", async () => {
    await openForm('/apps/admin/department/1');
    // Typed keys, not fill(): the browser asks only on a page the user has really interacted with.
    await nameField().click();
    await page.keyboard.type(' dimuat ulang');
    // The keys are in the page (on a busy machine the reload could otherwise overtake them).
    await expect.poll(() => nameField().inputValue(), poll).toMatch(/ dimuat ulang$/);
    const asked: string[] = [];
    page.once('dialog', (dialog) => {
      asked.push(dialog.type());
      void dialog.accept();
    });
    await page.reload();
    await page.locator('[data-testid="form-screen"]').waitFor();
    expect(asked).toEqual(['beforeunload']);
  });

  it('asks nothing for an untouched form, nor after a save', async () => {
    await openForm('/apps/admin/department/3');
    await menuLink('admin.roles').click();
    await page.waitForURL((address) => address.pathname === '/apps/admin/roles');
    expect(await guardDialog().count()).toBe(0);

    await openForm('/apps/admin/department/2');
    await nameField().fill('Akuntansi Baru');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForURL((address) => address.pathname === '/apps/admin/department');
    await page.getByRole('table').getByText('Akuntansi Baru').waitFor();
    await menuLink('admin.users').click();
    await page.waitForURL((address) => address.pathname === '/apps/admin/users');
    expect(await guardDialog().count()).toBe(0);
  });
});

describe('delete', { timeout: stepTimeout }, () => {
  const dialogs = () => page.getByRole('alertdialog');

  it('opens one confirmation for a double click, and Cancel leaves no dialog behind', async () => {
    await page.goto(url('/apps/admin/department'));
    const remove = page.getByRole('button', { name: 'Delete AKT' });
    await remove.waitFor();
    await remove.dblclick();
    await dialogs().first().waitFor();
    await page.waitForTimeout(500);
    expect(await dialogs().count()).toBe(1);
    await dialogs().first().getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => dialogs().count(), { timeout: 10_000, interval: 100 }).toBe(0);
    // The row is still there (the list may be redrawing: wait for it rather than count at once).
    await remove.waitFor();
  });

  it('ignores a second click while the row is being deleted: one request, one "Deleted!"', async () => {
    await page.goto(url('/apps/admin/department/new'));
    await page.getByRole('textbox', { name: /^Code/ }).fill('UXD');
    await nameField().fill('Hapus Saya');
    await page.getByRole('spinbutton', { name: /^Division/ }).fill('5');
    await page.getByRole('combobox', { name: 'Office' }).click();
    await page.getByRole('option', { name: 'Kantor Pusat' }).click();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForURL((address) => address.pathname === '/apps/admin/department');

    const deletes: string[] = [];
    await page.route('**/sso/admin/department/**', async (route) => {
      if (route.request().method() === 'DELETE') {
        deletes.push(route.request().url());
        await new Promise((resolve) => setTimeout(resolve, 1500));
      }
      await route.continue();
    });
    const remove = page.getByRole('button', { name: 'Delete UXD' });
    await remove.click();
    await dialogs().getByRole('button', { name: 'Yes, delete it!' }).click();
    await expect.poll(() => deletes.length, poll).toBe(1);
    // The row is still there while the server answers; a click on its bin asks nothing.
    await remove.click();
    await page.waitForTimeout(300);
    expect(await dialogs().filter({ hasText: 'Yes, delete it!' }).count()).toBe(0);
    await dialogs().getByText('Deleted!').waitFor();
    await dialogs().getByRole('button', { name: 'OK' }).click();
    await page.waitForTimeout(500);
    expect(await dialogs().count()).toBe(0);
    expect(deletes).toHaveLength(1);
    await page.unroute('**/sso/admin/department/**');
  });
});

describe('sign-in', { timeout: stepTimeout }, () => {
  it('shows a refusal inside the form, right under the fields', async () => {
    let context: BrowserContext | undefined;
    try {
      const opened = await session.browser.newPage({ width: 375, height: 800 });
      context = opened.context;
      const login = opened.page;
      await login.goto(url('/login'));
      await login.locator('input[name="username"]').fill('admin');
      await login.locator('input[name="password"]').fill('wrong-password');
      await login.locator('[data-testid="login-submit"]').click();
      const message = login.locator('form [data-testid="login-error"]');
      await message.waitFor();
      expect(await message.textContent()).toBe('Username or password is incorrect');
      const password = (await login.locator('input[name="password"]').boundingBox())!;
      const shown = (await message.boundingBox())!;
      const submit = (await login.locator('[data-testid="login-submit"]').boundingBox())!;
      expect(shown.y).toBeGreaterThan(password.y + password.height);
      expect(shown.y - (password.y + password.height)).toBeLessThan(40);
      expect(shown.y + shown.height).toBeLessThanOrEqual(submit.y);
    } finally {
      await context?.close();
    }
  });
});
