/**
 * axe-core (WCAG 2 A and AA rules) on the sign-in page, a list, a form and the dashboard, in the
 * default theme, the dark theme and themes E and F (the orange and green ones the issue found
 * under AA contrast). A serious or critical violation fails, and the message lists each rule
 * with the elements it found, so it says what to fix.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ThemeId } from '../../renderer/theme/themes.ts';
import { signIn } from './support/browser.ts';
import { repoRoot } from './support/clientBuild.ts';
import { useE2eEnvironment } from './support/environment.ts';

const env = useE2eEnvironment();

const axePath = join(repoRoot, 'node_modules', 'axe-core', 'axe.min.js');
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: unknown[]; html: string; failureSummary?: string }>;
}

/** The serious and critical violations of the page as it is now, one line per rule and element. */
async function seriousViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: axePath });
  const violations = await page.evaluate(
    (tags) =>
      (window as unknown as { axe: { run(context: unknown, options: unknown): Promise<{ violations: AxeViolation[] }> } }).axe
        // Tabster's focus sentinels (Fluent's data-tabster-dummy) are focusable and aria-hidden on purpose: they hand focus on.
        .run({ include: [document], exclude: [['[data-tabster-dummy]']] }, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] })
        .then((result) => result.violations.map(({ id, impact, help, nodes }) => ({ id, impact, help, nodes: nodes.map(({ target, html, failureSummary }) => ({ target, html, failureSummary })) }))),
    wcagTags,
  );
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map((node) => `${violation.id} (${violation.impact}) ${JSON.stringify(node.target)} ${node.html.slice(0, 160)}: ${violation.help}; ${(node.failureSummary ?? '').replace(/\s+/g, ' ')}`),
    );
}

/** A page whose style switcher already chose `theme` (its persisted store, before the app reads it). */
async function pageInTheme(theme: ThemeId): Promise<{ page: Page; context: BrowserContext }> {
  // The portal's Content Security Policy refuses injected scripts, axe's included; only this test's context looks past it.
  const context = await env.browser.browser.newContext({ viewport: { width: 1440, height: 900 }, bypassCSP: true });
  context.setDefaultTimeout(20_000);
  await context.addInitScript((id) => {
    localStorage.setItem('portal.style', JSON.stringify({ state: { theme: id }, version: 0 }));
  }, theme);
  return { page: await context.newPage(), context };
}

/** Waits until the screen has settled (no spinner, no skeleton) before axe looks at it. */
async function settle(page: Page, marker: string): Promise<void> {
  await page.locator(marker).first().waitFor();
  await page.waitForLoadState('networkidle');
  // Toasts and Fluent's motion end within a few hundred milliseconds; axe must not see half a fade.
  await page.waitForTimeout(400);
}

const screens = [
  { name: 'list', path: '/apps/admin/users', marker: '[data-screen-state="ready"]' },
  { name: 'form', path: '/apps/admin/roles/new', marker: '[data-screen-state="ready"]' },
  { name: 'dashboard', path: '/dashboard/v1', marker: '[data-testid="dashboard-v1"] .pt-dashboard-grid' },
] as const;

describe.each(['a', 'dark', 'e', 'f'] as const)('axe in theme %s', (theme) => {
  it('finds no serious violation on the sign-in, list, form and dashboard screens', async () => {
    const { page, context } = await pageInTheme(theme);
    const found: string[] = [];
    await page.goto(`${env.server.url}/login`);
    await settle(page, '[data-testid="login-submit"]');
    found.push(...(await seriousViolations(page)).map((line) => `sign-in: ${line}`));

    await signIn(page, env.server.url, 'admin');
    for (const screen of screens) {
      await page.goto(`${env.server.url}${screen.path}`);
      await settle(page, screen.marker);
      found.push(...(await seriousViolations(page)).map((line) => `${screen.name}: ${line}`));
    }
    expect(found, found.join('\n')).toEqual([]);
    await context.close();
  }, 120_000);
});
