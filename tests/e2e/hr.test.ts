/**
 * HR and the profile's DEPS pages in the browser: every route opens with its title (no "not
 * built" placeholder); an employee sends a document from /apps/profile/update and finds it in
 * their DEPS page, HR opens it from /apps/hr/deps/approval with its file and approves it after the confirmation; HR filters the
 * directory and opens a profile with its sections; the report draws its charts; an acting-officer
 * assignment is written through its form and confirmation, opened, and deleted after the
 * catalogue's confirmation.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInPage, useE2eEnvironment } from './support/environment.ts';
import { chooseOption } from './support/pageActions.ts';

const env = useE2eEnvironment();
let hr: Page;
let staff: Page;
const stamp = Date.now();

beforeAll(async () => {
  [hr, staff] = [await signedInPage(env, 'hr'), await signedInPage(env, 'staff')];
});

describe('HR and profile DEPS', { timeout: 120_000 }, () => {
  it('opens every route with its title', async () => {
    const pages: Array<[Page, string, string]> = [
      [hr, '/apps/hr/allowance', 'Meal allowance'],
      [hr, '/apps/hr/deps', 'Employee data (DEPS)'],
      [hr, '/apps/hr/deps/approval', 'DEPS approval'],
      [hr, '/apps/hr/deps/report', 'DEPS report'],
      [hr, '/apps/hr/myattendance', 'My attendance'],
      [hr, '/apps/hr/performance', 'Attendance performance'],
      [hr, '/apps/hr/pth', 'Acting officer (PTH)'],
      [hr, '/apps/hr/pth/create', 'New acting officer assignment'],
      [hr, '/apps/hr/pth/1', 'Acting officer assignment'],
      [hr, '/apps/hr/deps/1', 'Employee profile'],
      [staff, '/apps/profile/deps', 'My employee data (DEPS)'],
      [staff, '/apps/profile/update', 'Update profile'],
    ];
    for (const [page, path, title] of pages) {
      await page.goto(`${env.server.url}${path}`);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      expect(await page.getByText(/not built yet/i).count(), path).toBe(0);
    }
    await hr.goto(`${env.server.url}/apps/hr/allowance`);
    await hr.getByRole('row').nth(1).waitFor();
  });

  it('an employee sends a document, HR approves it after the confirmation', async () => {
    const description = `KTP baru ${stamp}`;
    await staff.goto(`${env.server.url}/apps/profile/deps`);
    await staff.getByText('Dewi Staf').first().waitFor();
    await staff.getByRole('button', { name: 'Send a document to update my data' }).click();
    await staff.waitForURL((url) => url.pathname === '/apps/profile/update');
    await chooseOption(staff, 'Document type', 'Identity card (KTP)');
    await staff.getByRole('textbox', { name: /^Description/ }).fill(description);
    await staff.locator('input[type="file"]').setInputFiles({ name: 'ktp.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%demo\n') });
    await staff.getByRole('button', { name: 'Save', exact: true }).click();
    await staff.waitForURL((url) => url.pathname === '/apps/profile/deps');
    await staff.getByRole('row').filter({ hasText: description }).getByText('Waiting for approval').waitFor();

    await hr.goto(`${env.server.url}/apps/hr/deps/approval`);
    const row = hr.getByRole('row').filter({ hasText: description });
    await row.getByText('Dewi Staf').waitFor();
    await row.getByRole('button', { name: /^Open\b/ }).click();
    await hr.getByRole('heading', { level: 1, name: 'Employee document' }).waitFor();
    await hr.getByText('ktp.pdf').waitFor();
    await hr.getByRole('button', { name: 'Approve', exact: true }).click();
    await hr.getByRole('alertdialog').getByRole('button', { name: 'Yes, approve it!' }).click();
    await hr.getByRole('alertdialog').getByText('Data has been approved.').waitFor();
    await hr.getByRole('alertdialog').getByRole('button').first().click();
    await hr.getByTestId('detail-screen').getByText('Approved', { exact: true }).waitFor();
    expect(await hr.getByRole('button', { name: 'Approve', exact: true }).count()).toBe(0);
  });

  it('HR searches the directory, opens a profile with its sections, and reads the report charts', async () => {
    await hr.goto(`${env.server.url}/apps/hr/deps`);
    await hr.getByRole('searchbox').or(hr.getByPlaceholder('Search')).first().fill('Agus Kepala');
    const row = hr.getByRole('row').filter({ hasText: 'Agus Kepala Urusan' });
    await row.waitFor();
    await expect.poll(() => hr.getByRole('row').count()).toBe(2);
    await row.getByRole('button', { name: /^Open\b/ }).click();
    await hr.getByRole('heading', { level: 1, name: 'Employee profile' }).waitFor();
    for (const section of ['Personal: address', 'Personal: family', 'Personal: education', 'Working: position', 'Working: training', 'Working: assessment']) {
      await hr.getByRole('heading', { name: section }).waitFor();
    }
    await hr.getByText('Kepesertaan').first().waitFor();

    await hr.goto(`${env.server.url}/apps/hr/deps/report`);
    await hr.locator('[data-testid="deps-report"][data-screen-state="ready"]').waitFor();
    for (const chart of ['Employees by position', 'Employees by education', 'Employees by age']) await hr.getByRole('figure', { name: chart }).waitFor();
  });

  it('writes an acting-officer assignment through its confirmation, opens it and deletes it', async () => {
    const letter = `ST-PTH/E2E/${stamp}`;
    await hr.goto(`${env.server.url}/apps/hr/pth/create`);
    await hr.getByRole('textbox', { name: /^Assignment letter number/ }).fill(letter);
    await chooseOption(hr, 'Acting officer', 'Dewi Staf');
    await chooseOption(hr, 'Position held', 'Kepala Urusan');
    await chooseOption(hr, 'Division', 'Kepesertaan');
    const dates = hr.locator('input[type="date"]');
    await dates.nth(0).fill('2026-12-14');
    await dates.nth(1).fill('2026-12-18');
    await hr.getByRole('textbox', { name: /^Reason/ }).fill('Kepala Urusan cuti');
    await hr.getByRole('button', { name: 'Save', exact: true }).click();
    await hr.getByRole('alertdialog').getByText('Periksa kembali sebelum mengirimkan form?').waitFor();
    await hr.getByRole('alertdialog').getByRole('button', { name: 'Yes, kirim form!' }).click();
    await hr.getByRole('alertdialog').getByText('Data has been created.').waitFor();
    await hr.getByRole('alertdialog').getByRole('button').first().click();
    await hr.waitForURL((url) => url.pathname === '/apps/hr/pth');

    const row = hr.getByRole('row').filter({ hasText: letter });
    await row.getByText('Active').waitFor();
    await row.getByRole('button', { name: /^Open\b/ }).click();
    await hr.getByText('Kepala Urusan cuti').waitFor();
    await hr.goBack();
    await hr.getByRole('row').filter({ hasText: letter }).getByRole('button', { name: /^Delete\b/ }).click();
    await hr.getByRole('alertdialog').getByRole('button', { name: 'Yes, delete it!' }).click();
    await hr.getByRole('alertdialog').getByText('Data has been deleted.').waitFor();
    await hr.getByRole('alertdialog').getByRole('button').first().click();
    await expect.poll(() => hr.getByRole('row').filter({ hasText: letter }).count()).toBe(0);
  });
});
