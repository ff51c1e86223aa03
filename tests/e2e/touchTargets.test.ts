/**
 * WCAG 2.2's target size (2.5.8, AA): at 375 px every control a finger can hit (header icon
 * buttons, the sidebar toggle, pager buttons, row actions, chips and their dismiss buttons,
 * checkboxes, menu entries) is at least 24 by 24 CSS pixels. The failure lists each small
 * control by its name and size.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signIn } from './support/browser.ts';
import { useE2eEnvironment } from './support/environment.ts';

const env = useE2eEnvironment();
const MINIMUM = 24;

/** The visible controls under 24×24 px, as "name (tag.class) width×height". */
async function smallTargets(page: Page, minimum = MINIMUM): Promise<string[]> {
  return page.evaluate((min) => {
    const selector = [
      'button',
      'a[href]',
      'input:not([type="hidden"])',
      'select',
      'textarea',
      '[role="button"]',
      '[role="checkbox"]',
      '[role="radio"]',
      '[role="switch"]',
      '[role="tab"]',
      '[role="menuitem"]',
      '[role="option"]',
      '[role="combobox"]',
      '[tabindex="0"]',
    ].join(', ');
    const small: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>(selector)) {
      // Focus sentinels of Fluent's focus manager are 1 px on purpose and never a target.
      if (element.closest('[data-tabster-dummy], [aria-hidden="true"]')) continue;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.display === 'none') continue;
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (box.bottom < 0 || box.top > innerHeight * 4) continue;
      // A link inside a sentence is exempt (2.5.8 "inline"); the list's cells and the menu's are not sentences.
      if (element.tagName === 'A' && element.parentElement?.closest('p')) continue;
      // An input that Fluent lays transparently over its whole control (checkbox, radio, switch) is measured by that control.
      const target = style.opacity === '0' && element.parentElement ? element.parentElement.getBoundingClientRect() : box;
      if (target.width + 0.5 < min || target.height + 0.5 < min) {
        const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 30) ?? '';
        const classes = [...element.classList].filter((c) => !c.startsWith('___') && !/^r[a-z0-9]{6,}$/.test(c)).slice(0, 3).join('.');
        small.push(`"${name}" (${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''}${element.dataset.testid ? ` ${element.dataset.testid}` : ''}) ${Math.round(target.width)}×${Math.round(target.height)}`);
      }
    }
    return small;
  }, minimum);
}

describe('touch targets at 375px', () => {
  it('are at least 24×24 px on the header, the off-canvas menu, a list with its pager and row actions, and a form with chips', async () => {
    const { page, context } = await env.browser.newPage({ width: 375, height: 800 });
    await signIn(page, env.server.url, 'admin');
    const found: string[] = [];
    const look = async (where: string) => found.push(...(await smallTargets(page)).map((line) => `${where}: ${line}`));

    await look('dashboard');

    await page.locator('[data-testid="sidebar-toggle"]').click();
    await page.locator('[data-testid="sidebar-offcanvas"]').waitFor({ state: 'visible' });
    await page.waitForTimeout(400);
    await look('menu');
    await page.keyboard.press('Escape');
    await page.locator('[data-testid="sidebar-offcanvas"]').waitFor({ state: 'hidden' });

    await page.goto(`${env.server.url}/apps/admin/permissions`);
    await page.locator('[data-screen-state="ready"]').waitFor();
    await look('list');

    await page.goto(`${env.server.url}/apps/admin/users/1`);
    await page.locator('[data-screen-state="ready"]').waitFor();
    await page.waitForLoadState('networkidle');
    await look('form');

    expect(found, found.join('\n')).toEqual([]);
    await context.close();
  }, 90_000);
});
