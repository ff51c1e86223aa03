/** The language switch changes the menu's labels and is remembered in the locale cookie. */
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

describe('the language switch', () => {
  it('shows the menu in Spanish, then French, and keeps the choice across a reload', async () => {
    const { page, context } = await browser.newPage();
    await signIn(page, server.url, 'admin');
    const english = await menuEntries(page);
    expect(english).toEqual(await expectedMenu(server.url, 'admin', 'en-US'));

    await page.locator('[data-testid="language-switch"]').click();
    await page.locator('[data-testid="language-es"]').click();
    const spanish = await expectedMenu(server.url, 'admin', 'es-ES');
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
    await expect.poll(() => menuEntries(page), poll).toEqual(await expectedMenu(server.url, 'admin', 'fr-FR'));
    await context.close();
  });
});
