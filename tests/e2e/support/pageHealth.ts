/**
 * What a user would call a broken page, gathered for one visit at a time: the wrong title, the
 * error page, a red toast, an uncaught error, a console error, a refused API call, a screen that
 * never settles, or (on a phone) a page wider than the screen. Returns the problems as text,
 * so a smoke test can list every broken page in one assertion.
 */
import type { Page } from 'playwright-core';

/** A generic screen marks itself settled (data-screen-state); the named screens have their own markers. */
const settledMarkers = [
  '[data-screen-state="ready"]',
  '[data-screen-state="failed"]',
  '[data-testid="error-title"]',
  '[data-testid="dashboard-v1"] .pt-dashboard-grid',
  '[data-testid="profile"]',
  '[data-testid="change-password-submit"]',
].join(', ');

const SETTLE_TIMEOUT_MS = 15_000;
const QUIET_MS = 300;
const QUIET_TIMEOUT_MS = 5_000;

export interface PageHealth {
  /** Visits `url` (a path) and returns what is wrong with it, empty when nothing is. */
  check(url: string, options?: { title?: string; maxWidth?: number }): Promise<string[]>;
}

/** In-app navigation, as a link would do it: the router follows popstate, no reload of the app. */
async function navigateInApp(page: Page, url: string): Promise<void> {
  await page.evaluate(
    ([target, markers]) => {
      // The page being left must not pass for the next one while React swaps them.
      for (const old of document.querySelectorAll(markers)) old.setAttribute('data-smoke-left', '');
      window.history.pushState({ usr: null, key: 'smoke', idx: window.history.length }, '', target);
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    },
    [url, settledMarkers] as const,
  );
}

export function watchPageHealth(page: Page, baseUrl: string): PageHealth {
  let seen: string[] = [];
  let reloadNext = true;
  const inFlight = new Set<unknown>();
  let lastSettled = Date.now();
  const isCall = (type: string) => type === 'fetch' || type === 'xhr';
  page.on('request', (request) => {
    if (isCall(request.resourceType())) inFlight.add(request);
  });
  const finished = (request: unknown) => {
    if (inFlight.delete(request)) lastSettled = Date.now();
  };
  page.on('requestfinished', finished);
  page.on('requestfailed', finished);
  /** Late calls (options, counters) still count: wait until no call has run for QUIET_MS. */
  const quiet = async () => {
    const until = Date.now() + QUIET_TIMEOUT_MS;
    while (Date.now() < until && (inFlight.size > 0 || Date.now() - lastSettled < QUIET_MS)) await page.waitForTimeout(50);
  };
  page.on('pageerror', (error) => seen.push(`uncaught error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') seen.push(`console error: ${message.text()}`);
  });
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (response.status() >= 400 && url.pathname.startsWith('/sso/')) {
      seen.push(`API ${response.status()}: ${response.request().method()} ${url.pathname}`);
    }
  });

  return {
    async check(url, { title, maxWidth } = {}) {
      seen = [];
      const problems: string[] = [];
      // A page that went wrong may leave the app in a bad state: the next one starts afresh.
      if (reloadNext) await page.goto(`${baseUrl}${url}`);
      else await navigateInApp(page, url);
      lastSettled = Date.now();
      const settled = await page
        .waitForFunction(
          (markers) =>
            !document.querySelector('[data-screen-state="loading"]') &&
            [...document.querySelectorAll(markers)].some((marker) => !marker.closest('[data-smoke-left]')),
          settledMarkers,
          { timeout: SETTLE_TIMEOUT_MS },
        )
        .then(() => true, () => false);
      if (!settled) problems.push(`did not settle within ${SETTLE_TIMEOUT_MS} ms`);
      await quiet();

      const expected = title ?? `Apps - ${url}`;
      const shown = await page.title();
      if (shown !== expected) problems.push(`title '${shown}', expected '${expected}'`);
      if (await page.locator('[data-testid="error-title"]').count()) {
        problems.push(`error page: ${await page.locator('[data-testid="error-title"]').first().innerText()}`);
      }
      for (const toast of await page.locator('[data-testid="toast-error"]').allInnerTexts()) problems.push(`red toast: ${toast}`);
      if (maxWidth !== undefined) {
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        if (width > maxWidth) problems.push(`scrolls sideways: ${width} px wide at ${maxWidth} px`);
      }
      const all = [...problems, ...new Set(seen)];
      reloadNext = all.length > 0;
      return all;
    },
  };
}
