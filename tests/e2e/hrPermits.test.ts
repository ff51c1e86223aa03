/**
 * Late permissions across a requester and their division head, in two browser contexts: the kaur
 * files a permit through the form and its confirmation; the kabid of the same division finds it,
 * may decide it but not edit or delete it (no such buttons), and approves it; the kaur then reads
 * it as approved. The server filled the requester's division, shown by name.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { poll } from './support/browser.ts';
import { signedInPage, useE2eEnvironment } from './support/environment.ts';

const env = useE2eEnvironment();
let kaur: Page;
let kabid: Page;

const listPath = '/apps/hr/perizinan/telat';
const reason = `Macet di tol ${Date.now()}`;
const rowOf = (page: Page) => page.getByRole('row').filter({ hasText: reason });


beforeAll(async () => {
  [kaur, kabid] = [await signedInPage(env, 'kaur'), await signedInPage(env, 'kabid')];
});

describe('a late permission from request to decision', { timeout: 90_000 }, () => {
  it('the kaur files a permit, confirming before it is sent', async () => {
    await kaur.goto(`${env.server.url}${listPath}`);
    await kaur.getByRole('button', { name: 'New', exact: true }).click();
    await kaur.waitForURL((url) => url.pathname === `${listPath}/new`);
    await kaur.locator('input[type="date"]').fill('2026-11-20');
    await kaur.getByRole('textbox', { name: /^Description/ }).fill(reason);
    await kaur.getByRole('button', { name: 'Save', exact: true }).click();
    await kaur.getByRole('alertdialog').getByText('The permit will be submitted.').waitFor();
    await kaur.getByRole('alertdialog').getByRole('button', { name: 'Yes, submit it!' }).click();
    await kaur.getByRole('alertdialog').getByText('Permit has been submitted.').waitFor();
    await kaur.getByRole('alertdialog').getByRole('button').first().click();
    await kaur.waitForURL((url) => url.pathname === listPath);
    await rowOf(kaur).getByText('Pending').waitFor();
    await rowOf(kaur).getByText('Kepesertaan').waitFor();
    await rowOf(kaur).getByRole('button', { name: /^Edit\b/ }).waitFor();
  });

  it('the division head decides it but cannot edit or delete it', async () => {
    await kabid.goto(`${env.server.url}${listPath}`);
    const row = rowOf(kabid);
    await row.getByRole('button', { name: /^Approve\b/ }).waitFor();
    expect(await row.getByRole('button', { name: /^(Edit|Delete)\b/ }).count()).toBe(0);
    await row.getByText('Agus Kepala Urusan').waitFor();
    await row.getByRole('button', { name: /^Approve\b/ }).click();
    await kabid.getByRole('alertdialog').getByRole('button', { name: 'Yes, approve it!' }).click();
    await kabid.getByRole('alertdialog').getByText('Data has been approved.').waitFor();
    await kabid.getByRole('alertdialog').getByRole('button').first().click();
    await rowOf(kabid).getByText('Approved').waitFor();
    expect(await rowOf(kabid).getByRole('button', { name: /^(Approve|Reject)/ }).count()).toBe(0);
  });

  it('the kaur reads it as approved', async () => {
    await kaur.reload();
    await expect.poll(async () => (await rowOf(kaur).innerText()).includes('Approved'), poll).toBe(true);
  });
});
