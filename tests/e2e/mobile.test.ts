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

  it('keeps two long breadcrumbs apart, each cut short, with the chevron between them', async () => {
    const { page, context } = await env.browser.newPage({ width: 375, height: 800 });
    await signIn(page, env.server.url, 'admin');
    await page.goto(`${env.server.url}/apps/adv/otentikasi/face-recognition-threshold`);
    await page.getByRole('heading', { level: 1, name: 'Face recognition thresholds' }).waitFor();
    const items = await page.locator('[data-testid="breadcrumbs"] li').evaluateAll((nodes) =>
      nodes.map((node) => {
        const box = node.getBoundingClientRect();
        const inner = node.firstElementChild?.getBoundingClientRect() ?? box;
        return { separator: node.classList.contains('pt-crumb-separator'), left: box.left, right: box.right, width: box.width, innerRight: inner.right };
      }),
    );
    expect(items.length).toBeGreaterThanOrEqual(5);
    items.forEach((item, index) => {
      // Each name stays inside its own crumb (it ran on over the next one), each chevron keeps its width.
      expect(item.innerRight).toBeLessThanOrEqual(item.right + 0.5);
      if (item.separator) expect(item.width).toBeGreaterThan(8);
      if (index > 0) expect(item.left).toBeGreaterThanOrEqual(items[index - 1].right - 0.5);
    });
    expect(items[items.length - 1].right).toBeLessThanOrEqual(375);
    await context.close();
  });

  it("puts the style tab in the footer's row, clear of the list's pager and cards", async () => {
    const { page, context } = await env.browser.newPage({ width: 375, height: 800 });
    await signIn(page, env.server.url, 'admin');
    await page.goto(`${env.server.url}/apps/adv/otentikasi/face-recognition-threshold`);
    await page.getByTestId('list-range').waitFor();
    const box = async (selector: string) => (await page.locator(selector).first().boundingBox())!;
    const tab = await box('[data-testid="style-switcher-open"]');
    const footer = await box('[data-testid="footer"]');
    const pager = await box('[data-testid="list-range"] >> xpath=..');
    // Fixed to the window low down, it covered the pager's next button on this short list.
    expect(tab.y).toBeGreaterThanOrEqual(footer.y);
    expect(tab.y + tab.height).toBeLessThanOrEqual(footer.y + footer.height + 0.5);
    expect(tab.y).toBeGreaterThan(pager.y + pager.height);
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
