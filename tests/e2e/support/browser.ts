/**
 * Debian Chromium through playwright-core (never a downloaded browser), with the flags that
 * keep it quiet on a closed network, and the steps every spec shares: sign in, read the menu.
 */
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const demoPassword = 'portal-demo';

export interface E2eBrowser {
  readonly browser: Browser;
  newPage(options?: { width?: number; height?: number }): Promise<{ page: Page; context: BrowserContext }>;
  close(): Promise<void>;
}

export async function launchBrowser(): Promise<E2eBrowser> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
    // playwright gives every launch a fresh temporary profile (--user-data-dir) of its own.
  });
  return {
    browser,
    async newPage({ width = 1440, height = 900 } = {}) {
      const context = await browser.newContext({ viewport: { width, height } });
      // Fail with Playwright's own message before vitest's 30 s test timeout.
      context.setDefaultTimeout(12_000);
      const page = await context.newPage();
      page.on('pageerror', (error) => console.error('page error:', error.message));
      return { page, context };
    },
    async close() {
      await browser.close();
    },
  };
}

/** Signs in through the login form and waits for the landing page. */
export async function signIn(page: Page, baseUrl: string, username: string, password = demoPassword): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.locator('input[name="username"]').fill(username);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('[data-testid="login-submit"]').click();
  await page.waitForURL((url) => url.pathname === '/dashboard/v1', { timeout: 15_000 });
  await page.locator('[data-testid="dashboard-v1"]').waitFor();
}

/** The ids and labels of every sidebar entry in the DOM, in order (collapsed sections included). */
export async function menuEntries(page: Page, scope = '[data-testid="sidebar-menu"]'): Promise<Array<{ id: string; label: string }>> {
  await page.locator(scope).first().waitFor();
  // A section draws its entries when first opened: open each not yet drawn, as a user would,
  // until every section has been (the accordion closes siblings; their entries stay drawn).
  const undrawn = page.locator(`${scope} button[data-menu-id]:has(+ .pt-menu-collapse:not([data-drawn]))`);
  while ((await undrawn.count()) > 0) {
    const id = await undrawn.first().getAttribute('data-menu-id');
    const section = page.locator(`${scope} button[data-menu-id="${id}"]`);
    const drawn = section.locator('+ .pt-menu-collapse[data-drawn]');
    // On a busy machine a click during a sibling's closing animation can miss: click again, as a
    // user would (a section once drawn stays drawn, so a second click that closes it is harmless).
    for (let attempt = 1; ; attempt++) {
      await section.click();
      const opened = await drawn.waitFor({ state: 'attached', timeout: 5_000 }).then(
        () => true,
        () => false,
      );
      if (opened) break;
      if (attempt === 3) throw new Error(`The menu section ${id} did not open after three clicks`);
    }
  }
  return page.locator(`${scope} [data-menu-id]`).evaluateAll((nodes) =>
    nodes.map((node) => ({
      id: node.getAttribute('data-menu-id') ?? '',
      label: node.querySelector('.pt-menu-label')?.textContent?.trim() ?? '',
    })),
  );
}

/** expect.poll's one second is short for a lazy chunk on a busy machine. */
export const poll = { timeout: 10_000, interval: 100 } as const;
