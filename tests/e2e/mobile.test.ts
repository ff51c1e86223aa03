/** At 375px the sidebar is an off-canvas panel that closes when the user navigates. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { signIn } from './support/browser.ts';
import { useE2eEnvironment } from './support/environment.ts';

const env = useE2eEnvironment();

describe('at 375px', () => {
  it('keeps the sidebar off-canvas and closes it on navigation', async () => {
    const { page, context } = await env.browser.newPage({ width: 375, height: 800 });
    await signIn(page, env.server.url, 'admin');
    expect(await page.locator('[data-testid="sidebar"]').count()).toBe(0);
    expect(await page.locator('[data-testid="sidebar-offcanvas"]').isVisible()).toBe(false);

    await page.locator('[data-testid="sidebar-toggle"]').click();
    const panel = page.locator('[data-testid="sidebar-offcanvas"]');
    await panel.waitFor({ state: 'visible' });
    await panel.locator('[data-menu-id="profile"]').click();
    await panel.locator('[data-menu-id="profile.profile"]').click();

    await page.waitForURL((url) => url.pathname === '/apps/profile');
    await panel.waitFor({ state: 'hidden' });
    await page.locator('[data-testid="profile"]').waitFor();
    // Nothing sticks out sideways at phone width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await context.close();
  });

  it('shows a docked sidebar at 1440px', async () => {
    const { page, context } = await env.browser.newPage({ width: 1440, height: 900 });
    await signIn(page, env.server.url, 'admin');
    await page.locator('[data-testid="sidebar"]').waitFor();
    expect(await page.locator('[data-testid="sidebar-toggle"]').count()).toBe(0);
    const { version } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };
    expect(await page.locator('[data-testid="app-version"]').textContent()).toContain(version);
    await context.close();
  });
});
