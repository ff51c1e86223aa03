/** Signed in as admin and as staff, the sidebar holds exactly what the definitions allow each. */
import { describe, expect, it } from 'vitest';
import { poll, menuEntries, signIn } from './support/browser.ts';
import { useE2eEnvironment } from './support/environment.ts';
import { expectedMenu } from './support/expectedMenu.ts';

const env = useE2eEnvironment();

describe('the sidebar menu', () => {
  for (const username of ['admin', 'staff']) {
    it(`matches menuForUser for ${username}`, async () => {
      const { page, context } = await env.browser.newPage();
      await signIn(page, env.server.url, username);
      const shown = await menuEntries(page);
      const expected = await expectedMenu(env.server.url, username);
      expect(shown).toEqual(expected);
      await context.close();
    });
  }

  it('gives admin more than staff, and staff no admin section', async () => {
    const admin = await expectedMenu(env.server.url, 'admin');
    const staff = await expectedMenu(env.server.url, 'staff');
    expect(admin.length).toBeGreaterThan(staff.length);
    expect(admin.map((item) => item.id)).toContain('admin');
    expect(staff.map((item) => item.id)).not.toContain('admin');
  });

  it('opens the section of the current page', async () => {
    const { page, context } = await env.browser.newPage();
    await signIn(page, env.server.url, 'admin');
    await page.goto(`${env.server.url}/apps/profile`);
    await expect.poll(() => page.locator('[data-menu-id="profile"]').getAttribute('aria-expanded'), poll).toBe('true');
    await expect.poll(() => page.locator('[data-menu-id="profile.profile"]').getAttribute('aria-current'), poll).toBe('page');
    await context.close();
  });
});
