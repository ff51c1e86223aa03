/**
 * The satisfaction survey (SKD) in the browser, as participant services (kpst): every route
 * opens with its title; a pending answer is approved after the confirmation and leaves the
 * approval queue; a survey is created through its form and deleted after the confirmation; the
 * statistic shows its counters and charts.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInPage, useE2eEnvironment } from './support/environment.ts';

const env = useE2eEnvironment();
let kpst: Page;
const stamp = Date.now();

beforeAll(async () => {
  kpst = await signedInPage(env, 'kpst');
});

describe('satisfaction survey (SKD)', { timeout: 120_000 }, () => {
  it('opens every route with its title', async () => {
    for (const [path, title] of [
      ['/apps/skd/approval', 'SKD approval'],
      ['/apps/skd/management', 'SKD management'],
      ['/apps/skd/management/new', 'New satisfaction survey'],
      ['/apps/skd/result', 'SKD results'],
      ['/apps/skd/statistic', 'SKD statistics'],
      ['/apps/skd/users', 'SKD users'],
      ['/apps/skd/users/new', 'New SKD user'],
    ]) {
      await kpst.goto(`${env.server.url}${path}`);
      await kpst.getByRole('heading', { level: 1, name: title }).waitFor();
      expect(await kpst.getByText(/not built yet/i).count(), path).toBe(0);
    }
  });

  it('approves a pending answer, which leaves the queue', async () => {
    await kpst.goto(`${env.server.url}/apps/skd/approval`);
    const first = kpst.getByRole('row').filter({ has: kpst.getByRole('button', { name: /^Approve\b/ }) }).first();
    await first.waitFor();
    const participant = (await first.innerText()).match(/P\d{8}/)?.[0];
    expect(participant).toBeTruthy();
    await first.getByRole('button', { name: /^Approve\b/ }).click();
    await kpst.getByRole('alertdialog').getByRole('button', { name: 'Yes, approve it!' }).click();
    await kpst.getByRole('alertdialog').getByText('Data has been approved.').waitFor();
    await kpst.getByRole('alertdialog').getByRole('button').first().click();
    await expect.poll(() => kpst.getByRole('row').filter({ hasText: participant! }).count()).toBe(0);
    await kpst.goto(`${env.server.url}/apps/skd/result?q=${participant}`);
    await kpst.getByRole('row').filter({ hasText: participant! }).getByText('Approved').waitFor();
  });

  it('creates a survey and deletes it after the confirmation', async () => {
    const title = `Survei E2E ${stamp}`;
    await kpst.goto(`${env.server.url}/apps/skd/management`);
    await kpst.getByRole('button', { name: 'New', exact: true }).click();
    await kpst.waitForURL((url) => url.pathname === '/apps/skd/management/new');
    await kpst.getByRole('textbox', { name: /^Title/ }).fill(title);
    await kpst.getByRole('textbox', { name: /^Question/ }).fill('Apakah petugas ramah?');
    await kpst.locator('input[type="date"]').first().fill('2026-12-01');
    await kpst.getByRole('button', { name: 'Save', exact: true }).click();
    await kpst.waitForURL((url) => url.pathname === '/apps/skd/management');
    const row = kpst.getByRole('row').filter({ hasText: title });
    await row.getByText('Draft').waitFor();
    await row.getByRole('button', { name: /^Delete\b/ }).click();
    await kpst.getByRole('alertdialog').getByRole('button', { name: 'Yes, delete it!' }).click();
    await kpst.getByRole('alertdialog').getByText('Data has been deleted.').waitFor();
    await kpst.getByRole('alertdialog').getByRole('button').first().click();
    await expect.poll(() => kpst.getByRole('row').filter({ hasText: title }).count()).toBe(0);
  });

  it('shows the statistic with its counters and charts', async () => {
    await kpst.goto(`${env.server.url}/apps/skd/statistic`);
    await kpst.locator('[data-testid="skd-statistic"][data-screen-state="ready"]').waitFor();
    expect(Number((await kpst.getByTestId('skd-counter-total').locator('span').first().innerText()).replace(/\D/g, ''))).toBeGreaterThan(150);
    for (const chart of ['Answers by score', 'Average score by office', 'Answers by service', 'Answers by month']) await kpst.getByRole('figure', { name: chart }).waitFor();
  });
});
