/** The language switch changes the menu's labels and is remembered in the locale cookie. */
import { describe, expect, it } from 'vitest';
import { poll, menuEntries, signIn } from './support/browser.ts';
import { useE2eEnvironment } from './support/environment.ts';
import { expectedMenu } from './support/expectedMenu.ts';

const env = useE2eEnvironment();

describe('the language switch', () => {
  it('shows the menu in Spanish, then French, and keeps the choice across a reload', async () => {
    const { page, context } = await env.browser.newPage();
    await signIn(page, env.server.url, 'admin');
    const english = await menuEntries(page);
    expect(english).toEqual(await expectedMenu(env.server.url, 'admin', 'en-US'));

    await page.locator('[data-testid="language-switch"]').click();
    await page.locator('[data-testid="language-es"]').click();
    const spanish = await expectedMenu(env.server.url, 'admin', 'es-ES');
    await expect.poll(() => menuEntries(page), poll).toEqual(spanish);
    expect(spanish.map((e) => e.label)).not.toEqual(english.map((e) => e.label));
    const cookie = (await context.cookies()).find((c) => c.name === 'locale');
    expect(cookie?.value).toBe('es');
    // 365 days, give or take the seconds the test took.
    expect(Math.round((cookie!.expires - Date.now() / 1000) / 86_400)).toBe(365);

    await page.reload();
    await expect.poll(() => menuEntries(page), poll).toEqual(spanish);

    await page.locator('[data-testid="language-switch"]').click();
    await page.locator('[data-testid="language-fr"]').click();
    await expect.poll(() => menuEntries(page), poll).toEqual(await expectedMenu(env.server.url, 'admin', 'fr-FR'));
    await context.close();
  });
});
