/**
 * A seeded support ticket's page at phone width (375 px), as its handler: every section fits the
 * screen, a section with nothing to search or filter (the approvals) starts its rows right under
 * its card's edge instead of below an empty row, and the audit trail lists the writes that made
 * the seeded ticket. The desks' master tables show their seeded entries.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInPage, useE2eEnvironment } from './support/environment.ts';

const env = useE2eEnvironment();
let page: Page;

// server/seed/supportRecords.ts: the fifth IT ticket, ready to be worked on, with its three
// approvals, two tasks, a comment and a discussion message.
const seededTicket = '5e0a0000-0000-4000-8000-000000000005';

const section = (name: string) => page.locator('[data-testid="list-screen"]').filter({ has: page.getByRole('heading', { name, exact: true }) });

beforeAll(async () => {
  page = await signedInPage(env, 'support', { width: 375, height: 800 });
});

afterAll(async () => {
  await page.context().close();
});

describe('a support ticket at 375 px', { timeout: 60_000 }, () => {
  it('fits the screen, and a section without tools starts its rows at its card’s edge', async () => {
    await page.goto(`${env.server.url}/apps/support/admin/ticket/${seededTicket}`);
    await page.locator('[data-testid="detail-screen"][data-screen-state="ready"]').waitFor();
    const approvals = section('Approvals');
    await approvals.getByText('Sari Kepala Bidang').waitFor();
    // The first thing drawn in the approvals' card (a row, not an empty tools row) sits at its padding.
    const offset = await approvals.locator('.pt-card').first().evaluate((card) => {
      const drawn = [...card.children].find((child) => child.getBoundingClientRect().height > 4);
      return drawn ? drawn.getBoundingClientRect().top - card.getBoundingClientRect().top : Number.POSITIVE_INFINITY;
    });
    expect(offset).toBeLessThanOrEqual(16);
    // The tasks' search stays: a section with tools keeps them above its rows.
    await section('Tasks').getByPlaceholder('Search').waitFor();
    for (const name of ['Tasks', 'Approvals', 'Dispositions', 'Discussion', 'Comments']) {
      const box = await section(name).boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 375, name).toBe(true);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });

  it('the audit trail lists the writes that made the seeded ticket', async () => {
    const trail = page.getByTestId('timeline-section');
    await trail.getByRole('listitem').first().waitFor();
    // The ticket, three approvals, two tasks, a comment and a discussion message.
    expect(await trail.getByRole('listitem').count()).toBe(8);
    await trail.getByRole('listitem').filter({ hasText: 'Sari Kepala Bidang' }).filter({ hasText: 'Approval' }).waitFor();
  });

  it('the desks’ statuses and third parties show their seeded entries', async () => {
    const admin = await signedInPage(env, 'admin', { width: 375, height: 800 });
    await admin.goto(`${env.server.url}/apps/support/legal/master/third_party`);
    await admin.getByText('Notaris Dewi Lestari, S.H.').waitFor();
    await admin.goto(`${env.server.url}/apps/support/legal/master/status`);
    await admin.locator('[data-testid="list-screen"][data-screen-state="ready"]').waitFor();
    expect(await admin.getByText('Open', { exact: true }).count()).toBeGreaterThan(0);
    await admin.context().close();
  });
});
