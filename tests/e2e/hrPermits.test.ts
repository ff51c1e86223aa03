/**
 * Late permissions across a requester and their division head, in two browser contexts: the kaur
 * files a permit through the form and its confirmation; the kabid of the same division finds it,
 * may decide it but not edit or delete it (no such buttons), and approves it; the kaur then reads
 * it as approved, no longer editable. The server filled the requester's division, shown by name. A permit's stored
 * attachment is removed from its form (DELETE /sso/hr/file/{id}, after the delete confirmation).
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
const rowOfText = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });
const rowOf = (page: Page) => rowOfText(page, reason);


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
    // modules.md section 8: the permit form's submission asks in the spec's words.
    await kaur.getByRole('alertdialog').getByText('Periksa kembali sebelum mengirimkan form?').waitFor();
    await kaur.getByRole('alertdialog').getByRole('button', { name: 'Yes, kirim form!' }).click();
    await kaur.getByRole('alertdialog').getByText('Data has been created.').waitFor();
    await kaur.getByRole('alertdialog').getByRole('button').first().click();
    await kaur.waitForURL((url) => url.pathname === listPath);
    await rowOf(kaur).getByText('Pending').waitFor();
    await rowOf(kaur).getByText('Kepesertaan').waitFor();
    await rowOf(kaur).getByRole('button', { name: /^Edit\b/ }).waitFor();
  });

  it('the division head decides it but cannot edit or delete it; the figures over the list follow', async () => {
    await kabid.goto(`${env.server.url}${listPath}`);
    const row = rowOf(kabid);
    await row.getByRole('button', { name: /^Approve\b/ }).waitFor();
    const figure = async (name: string) => Number((await kabid.locator(`[data-figure="${name}"] dd`).innerText()).replace(/\D/g, ''));
    expect(await kabid.locator('[data-figure="open"] dt').innerText()).toBe('Waiting for a decision');
    const [open, close, all] = [await figure('open'), await figure('close'), await figure('temuan')];
    expect(open).toBeGreaterThan(0);
    expect(open + close).toBe(all);
    expect(await row.getByRole('button', { name: /^(Edit|Delete)\b/ }).count()).toBe(0);
    await row.getByText('Agus Kepala Urusan').waitFor();
    await row.getByRole('button', { name: /^Approve\b/ }).click();
    await kabid.getByRole('alertdialog').getByRole('button', { name: 'Yes, approve it!' }).click();
    await kabid.getByRole('alertdialog').getByText('Data has been approved.').waitFor();
    await kabid.getByRole('alertdialog').getByRole('button').first().click();
    await rowOf(kabid).getByText('Approved').waitFor();
    expect(await rowOf(kabid).getByRole('button', { name: /^(Approve|Reject)\b/ }).count()).toBe(0);
    await expect.poll(() => figure('close'), poll).toBe(close + 1);
    expect([await figure('open'), await figure('temuan')]).toEqual([open - 1, all]);
  });

  it('the kaur reads it as approved, and may no longer edit or delete it', async () => {
    await kaur.reload();
    await expect.poll(async () => (await rowOf(kaur).innerText()).includes('Approved'), poll).toBe(true);
    expect(await rowOf(kaur).getByRole('button', { name: /^(Edit|Delete)\b/ }).count()).toBe(0);
  });
});

describe("a permit's attachment removed from its form", { timeout: 90_000 }, () => {
  const withFiles = `Ban bocor ${Date.now()}`;
  const pdf = (text: string) => Buffer.from(`%PDF-1.4\n%${text}\n`);

  it('lists the stored files with a Delete each; one removed after the confirmation is gone after a reload, the other stays', async () => {
    await kaur.goto(`${env.server.url}${listPath}/new`);
    await kaur.locator('input[type="date"]').fill('2026-11-26');
    await kaur.getByRole('textbox', { name: /^Description/ }).fill(withFiles);
    await kaur.locator('input[type="file"]').setInputFiles([
      { name: 'surat-dokter.pdf', mimeType: 'application/pdf', buffer: pdf('surat') },
      { name: 'foto-ban.pdf', mimeType: 'application/pdf', buffer: pdf('foto') },
    ]);
    await kaur.getByRole('button', { name: 'Save', exact: true }).click();
    await kaur.getByRole('alertdialog').getByRole('button', { name: 'Yes, kirim form!' }).click();
    await kaur.getByRole('alertdialog').getByText('Data has been created.').waitFor();
    await kaur.getByRole('alertdialog').getByRole('button').first().click();
    await kaur.waitForURL((url) => url.pathname === listPath);

    await rowOfText(kaur, withFiles).getByRole('button', { name: /^Edit\b/ }).click();
    await kaur.waitForURL(new RegExp(`${listPath}/\\d+$`));
    await kaur.getByRole('link', { name: 'foto-ban.pdf' }).waitFor();
    await kaur.getByRole('button', { name: 'Delete surat-dokter.pdf' }).click();
    const dialog = kaur.getByRole('alertdialog');
    await dialog.getByText('Are you sure?').waitFor();
    await dialog.getByRole('button', { name: 'Yes, delete it!' }).click();
    await kaur.locator('.fui-ToastTitle', { hasText: 'Sucessfully delete file' }).waitFor();
    await kaur.getByRole('link', { name: 'surat-dokter.pdf' }).waitFor({ state: 'detached' });

    // What the server holds: after a reload the form lists the one file left.
    await kaur.reload();
    await kaur.getByRole('link', { name: 'foto-ban.pdf' }).waitFor();
    expect(await kaur.getByRole('link', { name: 'surat-dokter.pdf' }).count()).toBe(0);
  });

  it('offers no Delete to the division head, who may not edit the permit', async () => {
    await kabid.goto(`${env.server.url}${listPath}`);
    await rowOfText(kabid, withFiles).waitFor();
    expect(await rowOfText(kabid, withFiles).getByRole('button', { name: /^Edit\b/ }).count()).toBe(0);
  });
});
