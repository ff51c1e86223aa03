/**
 * Shell behaviour a user notices: the dashboard refresh with its overlay, a failed chunk load
 * that reloads the page, and the style switcher's choices surviving a reload.
 */
import { describe, expect, it } from 'vitest';
import { poll, signIn } from './support/browser.ts';
import { useE2eEnvironment } from './support/environment.ts';

const env = useE2eEnvironment();

describe('the shell', () => {
  it('reloads the dashboard from the header, with the overlay on while it fetches', async () => {
    const { page, context } = await env.browser.newPage();
    await signIn(page, env.server.url, 'admin');
    await page.locator('[data-testid="birthday-list"]').waitFor();
    let calls = 0;
    await page.route('**/sso/gn/birthday', async (route) => {
      calls += 1;
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page.locator('[data-testid="dashboard-refresh"]').click();
    await page.locator('[data-testid="page-overlay"]').waitFor({ state: 'visible' });
    await page.locator('[data-testid="page-overlay"]').waitFor({ state: 'detached' });
    expect(calls).toBe(1);
    // Admin holds the skd and dora permissions, so the server sent both parts.
    expect(await page.locator('[data-testid="dashboard-skd"]').count()).toBe(1);
    expect(await page.locator('[data-testid="dashboard-dora"]').count()).toBe(1);
    // Each count is named by its record's title, not by its table's name ("Skd response").
    await page.locator('[data-testid="dashboard-skd"]').getByText('Survey answers').waitFor();
    await page.locator('[data-testid="dashboard-dora"]').getByText('Document requests').waitFor();
    expect(await page.locator('[data-testid="dashboard-skd"]').getByText(/^Skd /).count()).toBe(0);
    await context.close();
  });

  it('leaves the skd and dora parts out for a user without their permissions', async () => {
    const { page, context } = await env.browser.newPage();
    await signIn(page, env.server.url, 'staff');
    await page.locator('[data-testid="birthday-list"]').waitFor();
    expect(await page.locator('[data-testid="dashboard-skd"]').count()).toBe(0);
    expect(await page.locator('[data-testid="dashboard-dora"]').count()).toBe(0);
    await context.close();
  });

  it('reloads the whole page when a screen chunk fails to load, then shows the screen', async () => {
    const { page, context } = await env.browser.newPage();
    await signIn(page, env.server.url, 'admin');
    let failed = 0;
    let loads = 0;
    page.on('load', () => (loads += 1));
    // Every request for the profile screen's chunk fails until the page reloads, as after a
    // redeploy (the route loader's preload and the screen's own import both meet the failure).
    await page.route(/\/assets\/ProfileScreen-[^/]+\.js$/, async (route) => {
      if (loads === 0) {
        failed += 1;
        await route.abort('failed');
      } else {
        await route.continue();
      }
    });
    await page.locator('[data-testid="profile-menu"]').click();
    await page.locator('[data-testid="profile-profile"]').click();
    await page.locator('[data-testid="profile"]').waitFor();
    expect(failed).toBeGreaterThanOrEqual(1);
    expect(loads).toBe(1);
    expect(new URL(page.url()).pathname).toBe('/apps/profile');
    await context.close();
  });

  it('keeps the theme and the style flags across a reload', async () => {
    const { page, context } = await env.browser.newPage();
    await signIn(page, env.server.url, 'admin');
    await page.locator('[data-testid="style-switcher-open"]').click();
    await page.locator('.pt-swatch[data-theme="dark"]').click();
    // Both choices taken (and so stored) before the reload.
    await expect.poll(() => page.locator('.pt-root').getAttribute('data-theme'), poll).toBe('dark');
    await page.locator('[data-flag="miniSidebar"]').click();
    await expect.poll(() => page.locator('.pt-root').getAttribute('class'), poll).toContain('pt-mini-sidebar');
    await page.reload();
    await page.locator('[data-testid="sidebar"]').waitFor();
    await expect.poll(() => page.locator('.pt-root').getAttribute('data-theme'), poll).toBe('dark');
    expect(await page.locator('.pt-root').getAttribute('class')).toContain('pt-mini-sidebar');
    expect(await page.locator('[data-testid="sidebar"]').evaluate((node) => node.getBoundingClientRect().width)).toBe(72);
    await context.close();
  });
});
