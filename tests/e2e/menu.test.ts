/** Signed in as admin and as staff, the sidebar holds exactly what the definitions allow each. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, poll, menuEntries, signIn, type E2eBrowser } from './support/browser.ts';
import { startE2eServer, type E2eServer } from './support/e2eServer.ts';
import { expectedMenu } from './support/expectedMenu.ts';

let server: E2eServer;
let browser: E2eBrowser;

beforeAll(async () => {
  server = await startE2eServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('the sidebar menu', () => {
  for (const username of ['admin', 'staff']) {
    it(`matches menuForUser for ${username}`, async () => {
      const { page, context } = await browser.newPage();
      await signIn(page, server.url, username);
      const shown = await menuEntries(page);
      const expected = await expectedMenu(server.url, username);
      expect(shown).toEqual(expected);
      await context.close();
    });
  }

  it('gives admin more than staff, and staff no admin section', async () => {
    const admin = await expectedMenu(server.url, 'admin');
    const staff = await expectedMenu(server.url, 'staff');
    expect(admin.length).toBeGreaterThan(staff.length);
    expect(admin.map((item) => item.id)).toContain('admin');
    expect(staff.map((item) => item.id)).not.toContain('admin');
  });

  it('opens the section of the current page', async () => {
    const { page, context } = await browser.newPage();
    await signIn(page, server.url, 'admin');
    await page.goto(`${server.url}/apps/profile`);
    await expect.poll(() => page.locator('[data-menu-id="profile"]').getAttribute('aria-expanded'), poll).toBe('true');
    await expect.poll(() => page.locator('[data-menu-id="profile.profile"]').getAttribute('aria-current'), poll).toBe('page');
    await context.close();
  });
});
