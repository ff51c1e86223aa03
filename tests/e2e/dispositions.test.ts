/**
 * A letter disposed down the line, in two browser contexts: the division head (kabid) opens the
 * incoming mail, disposes a letter to the heads of section with an instruction; the kaur's header
 * badge rises without a reload, and falls when the kaur opens the disposition, which now reads
 * as read. The sender can no longer delete it (the spec's message); the kaur clears every
 * disposition notification after 'Apakah anda yakin?' and the badge is gone.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { poll } from './support/browser.ts';
import { signedInPage, useE2eEnvironment } from './support/environment.ts';

const env = useE2eEnvironment();
let kabid: Page;
let kaur: Page;

const instruction = `Siapkan jawaban surat ${Date.now()}`;

/** The number on the header's disposition badge (no number at zero). */
async function badgeOf(page: Page): Promise<number> {
  const text = (await page.getByTestId('disposition-badge').innerText()).trim();
  return text === '' ? 0 : Number(text.replace(/\D/g, ''));
}

beforeAll(async () => {
  [kabid, kaur] = [await signedInPage(env, 'kabid'), await signedInPage(env, 'kaur')];
  await kaur.goto(`${env.server.url}/apps/disposisi`);
  await kaur.getByTestId('disposition-inbox').and(kaur.locator('[data-screen-state="ready"]')).waitFor();
});

describe('a disposition from the incoming mail to its reader', { timeout: 90_000 }, () => {
  let before = 0;

  it('the division head disposes a letter to the heads of section', async () => {
    before = await badgeOf(kaur);
    await kabid.goto(`${env.server.url}/apps/disposisi/list`);
    const letter = kabid.getByTestId('incoming-letter').first();
    const title = (await letter.locator('strong').first().innerText()).trim();
    await letter.getByRole('button', { name: 'Dispose' }).click();
    await kabid.waitForURL((url) => url.pathname === '/apps/disposisi/message' && url.searchParams.has('doc_id'));
    await expect.poll(() => kabid.getByTestId('compose-letter').innerText(), poll).toBe(title);
    // The group proposed for a division head is the heads of section: the kaur of the demo.
    await kabid.getByTestId('group-members').getByText('Agus Kepala Urusan').waitFor();
    await kabid.getByRole('textbox', { name: /^Instruction/ }).fill(instruction);
    await kabid.getByRole('button', { name: 'Send', exact: true }).click();
    await kabid.getByText('Pesan terkirim').first().waitFor();
    await kabid.waitForURL((url) => url.pathname === '/apps/disposisi' && url.searchParams.get('show_state') === 'sent');
    await kabid.getByTestId('disposition-row').filter({ hasText: instruction }).waitFor();
  });

  it("the recipient's badge rises without a reload and the message waits unread", async () => {
    await expect.poll(() => badgeOf(kaur), poll).toBe(before + 1);
    const row = kaur.getByTestId('disposition-row').filter({ hasText: instruction });
    await row.getByText('Unread').waitFor();
    await row.getByText('Sari Kepala Bidang').waitFor();
  });

  it('opening it reads it: the badge falls and the sender may no longer delete it', async () => {
    await kaur.getByTestId('disposition-row').filter({ hasText: instruction }).getByRole('link').click();
    await kaur.getByTestId('disposition-notes').getByText(instruction).waitFor();
    await kaur.locator('[data-testid="disposition-message"][data-status="2"]').waitFor();
    await expect.poll(() => badgeOf(kaur), poll).toBe(before);

    await kabid.getByTestId('disposition-row').filter({ hasText: instruction }).getByRole('link').click();
    await kabid.getByRole('button', { name: 'Delete' }).click();
    await kabid.getByRole('alertdialog').getByRole('button', { name: 'Yes, delete it!' }).click();
    await kabid.getByText('Disposisi sudah dibaca, data tidak bisa dihapus').first().waitFor();
    await kabid.locator('[data-testid="disposition-message"][data-status="2"]').waitFor();
  });

  it('clearing all asks first and leaves no badge', async () => {
    await kaur.goto(`${env.server.url}/apps/disposisi`);
    await kaur.getByRole('button', { name: 'Mark all as read' }).click();
    await kaur.getByRole('alertdialog').getByText('Apakah anda yakin?').waitFor();
    await kaur.getByRole('alertdialog').getByRole('button', { name: 'Yes' }).click();
    await expect.poll(() => badgeOf(kaur), poll).toBe(0);
    await kaur.getByRole('tab', { name: 'Unread' }).click();
    await kaur.getByTestId('disposition-empty').waitFor();
  });
});
