/**
 * The landing page (/dashboard/v1) gives each user their way into work: the applications of
 * their own menu as tiles (staff: no Administration; admin: it), and their latest support
 * tickets from the seeded demo data with the status each ticket is in, each opening its ticket.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInPage, useE2eEnvironment } from './support/environment.ts';

const env = useE2eEnvironment();
let staff: Page;
let admin: Page;

beforeAll(async () => {
  [staff, admin] = [await signedInPage(env, 'staff'), await signedInPage(env, 'admin')];
});

const tiles = (page: Page) => page.getByTestId('dashboard-apps').getByRole('link').allInnerTexts();

describe('the landing page', { timeout: 60_000 }, () => {
  it("shows staff their applications and their own latest tickets with each one's status", async () => {
    await staff.goto(`${env.server.url}/dashboard/v1`);
    const tickets = staff.getByTestId('dashboard-ticket');
    await tickets.first().waitFor();
    expect(await tiles(staff)).toEqual(['Pedoman', 'Human resources', 'Documents', 'Reporting']);
    // Newest first, five of them (the seed's desk tickets among them); the kaur's and HR's tickets are
    // not staff's (the kaur's 'Instalasi aplikasi arsip di laptop' of the same division is newer than the last).
    expect(await tickets.locator('a').allInnerTexts()).toEqual([
      'Pengaduan pelayanan kantor cabang',
      'Jaringan Wi-Fi lantai 3 putus-putus',
      'Keluhan aplikasi otentikasi',
      'Email tidak bisa mengirim lampiran',
      'Printer lantai 2 tidak bisa mencetak',
    ]);
    for (const ticket of await tickets.all()) expect(await ticket.getByText('Open', { exact: true }).count()).toBe(1);

    await tickets.locator('a', { hasText: 'Email tidak bisa mengirim lampiran' }).click();
    await staff.waitForURL((url) => /^\/apps\/support\/ticket\/[^/]+$/.test(url.pathname));
    await staff.getByRole('heading', { name: 'Email tidak bisa mengirim lampiran' }).waitFor();
  });

  it('opens an application from its tile, and shows admin the Admin application', async () => {
    await admin.goto(`${env.server.url}/dashboard/v1`);
    await admin.getByTestId('dashboard-apps').waitFor();
    expect(await tiles(admin)).toContain('Admin');
    await staff.goto(`${env.server.url}/dashboard/v1`);
    await staff.getByTestId('dashboard-app-hr').click();
    await staff.waitForURL((url) => url.pathname.startsWith('/apps/hr'));
  });
});
