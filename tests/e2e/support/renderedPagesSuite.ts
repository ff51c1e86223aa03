/**
 * Smoke test of every rendered page, signed in as admin once: each page with a view opens with
 * its title, without the error page, a red toast, an uncaught error or a console error. Then a
 * few representative pages at 375 px do not scroll sideways. Every broken page is listed in one
 * assertion, so one run shows them all. The pages are cut into shards, one test file each
 * (renderedPages.<n>.test.ts), so the suite's parallel workers share the few hundred pages.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, signIn, type E2eBrowser } from './browser.ts';
import { startE2eServer, type E2eServer } from './e2eServer.ts';
import { watchPageHealth, type PageHealth } from './pageHealth.ts';
import { loadedDefinitions, pageTargets, type PageTargets } from './renderedPageTargets.ts';

/** The suite of one shard: the pages whose place in the visit list is `shard` modulo `shards`. */
export function describeRenderedPages(shard: number, shards: number): void {
  let server: E2eServer;
  let browser: E2eBrowser;
  let context: BrowserContext;
  let page: Page;
  let health: PageHealth;
  let targets: PageTargets;

  beforeAll(async () => {
    server = await startE2eServer();
    browser = await launchBrowser();
    targets = await pageTargets(await loadedDefinitions(), server.url);
    ({ page, context } = await browser.newPage({ width: 1440, height: 900 }));
    context.setDefaultTimeout(20_000);
    await signIn(page, server.url, 'admin');
    health = watchPageHealth(page, server.url);
  }, 180_000);

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.stop();
  });

  function report(broken: Array<{ url: string; problems: string[] }>): string {
    return broken.map(({ url, problems }) => `${url}\n${problems.map((problem) => `    ${problem}`).join('\n')}`).join('\n');
  }

  describe(`every rendered page, signed in as admin (shard ${shard + 1} of ${shards})`, () => {
    it('opens with its title and no error, toast, uncaught error or console error (1440 px)', { timeout: 600_000 }, async () => {
      if (targets.skipped.length && shard === 0) console.info(`not visited:\n${targets.skipped.map((s) => `  ${s.path}: ${s.reason}`).join('\n')}`);
      const broken: Array<{ url: string; problems: string[] }> = [];
      const mine = targets.visit.filter((_, index) => index % shards === shard);
      for (const { url } of mine) {
        const problems = await health.check(url);
        if (problems.length) broken.push({ url, problems });
      }
      console.info(`visited ${mine.length} of ${targets.visit.length} pages, ${broken.length} broken`);
      expect(report(broken)).toBe('');
    });

    it.runIf(shard === 0)('does not scroll sideways at 375 px on a list, a form, the dashboard and a detail', { timeout: 120_000 }, async () => {
      await page.setViewportSize({ width: 375, height: 800 });
      const detail = targets.visit.find(({ page: target }) => target.view?.kind === 'detail');
      const urls = ['/apps/admin/department', '/apps/dms/doc/form_kepesertaan', '/dashboard/v1', '/apps/support/panel', ...(detail ? [detail.url] : [])];
      const broken: Array<{ url: string; problems: string[] }> = [];
      for (const url of urls) {
        const problems = await health.check(url, { maxWidth: 375 });
        if (problems.length) broken.push({ url, problems });
      }
      expect(report(broken)).toBe('');
    });
  });
}
