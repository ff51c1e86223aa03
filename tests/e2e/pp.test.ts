/**
 * A participant's complaint from filing to processing, by the participant-services officer (kpst):
 * the form with its Indonesian messages and the submit confirmation, the ticket's detail and its Process transition after the
 * confirmation; then the statistics screen counts it with the 40 seeded tickets (12 pending,
 * 10 in progress, 9 done, 9 approved: server/pp/ppDemoTickets.ts).
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { poll } from './support/browser.ts';
import { signedInPage, useE2eEnvironment } from './support/environment.ts';
import { lineCount, misplacedTurnedLabels } from './support/layoutProbes.ts';
import { chooseOption } from './support/pageActions.ts';

const env = useE2eEnvironment();
let kpst: Page;
const complaint = `Kartu peserta belum diterima ${Date.now()}`;

beforeAll(async () => {
  kpst = await signedInPage(env, 'kpst');
});

describe('a complaint ticket', { timeout: 90_000 }, () => {
  it('is refused without its participant, then filed', async () => {
    await kpst.goto(`${env.server.url}/apps/pp/ticket/new`);
    await kpst.getByRole('button', { name: 'Save', exact: true }).click();
    await kpst.getByText('Nomor peserta wajib diisi').first().waitFor();
    await kpst.getByText('Deskripsi belum diisi').first().waitFor();

    await kpst.getByRole('textbox', { name: /^Participant number/ }).fill('P00001001');
    await kpst.getByRole('textbox', { name: /^Participant name/ }).fill('Siti Rahmawati');
    await chooseOption(kpst, "Complainant's relationship", 'Anak');
    await chooseOption(kpst, 'Topic', 'Iuran peserta');
    await chooseOption(kpst, 'Contact method', 'Telepon');
    await kpst.getByRole('textbox', { name: /^Complaint/ }).fill(complaint);
    await kpst.getByRole('button', { name: 'Save', exact: true }).click();
    await kpst.getByRole('alertdialog').getByText('Periksa kembali sebelum mengirimkan form?').waitFor();
    await kpst.getByRole('alertdialog').getByRole('button', { name: 'Yes, kirim form!' }).click();
    await kpst.getByRole('alertdialog').getByText('Data has been created.').waitFor();
    await kpst.getByRole('alertdialog').getByRole('button').first().click();
    await kpst.waitForURL((url) => !url.pathname.endsWith('/new'));
    await kpst.goto(`${env.server.url}/apps/pp/ticket?q=${encodeURIComponent(complaint.slice(-13))}`);
    const row = kpst.getByRole('row').filter({ hasText: 'Siti Rahmawati' }).first();
    await row.getByText('Pending').waitFor();
  });

  it('is processed from its detail after the confirmation', async () => {
    await kpst.getByRole('row').filter({ hasText: 'Siti Rahmawati' }).first().getByRole('button', { name: /^Open\b/ }).click();
    await kpst.getByText(complaint).waitFor();
    await kpst.getByRole('button', { name: 'Process', exact: true }).click();
    await kpst.getByRole('alertdialog').getByText('The complaint will be taken in progress.').waitFor();
    await kpst.getByRole('alertdialog').getByRole('button', { name: 'Yes, process it!' }).click();
    await kpst.getByRole('alertdialog').getByText('Data has been processed.').waitFor();
    await kpst.getByRole('alertdialog').getByRole('button').first().click();
    await kpst.getByTestId('detail-screen').getByText('In progress', { exact: true }).waitFor();
    expect(await kpst.getByRole('button', { name: 'Process', exact: true }).count()).toBe(0);
  });

  it('counts in the statistics with the seeded tickets', async () => {
    await kpst.goto(`${env.server.url}/apps/pp/general/statistic`);
    await kpst.locator('[data-testid="pp-statistic"][data-screen-state="ready"]').waitFor();
    const shown = async (id: string) => Number((await kpst.getByTestId(id).locator('span').first().innerText()).replace(/\D/g, ''));
    // 40 seeded tickets and the one filed above, which is now in progress.
    expect(await shown('pp-counter-total')).toBe(41);
    expect(await shown('pp-counter-1')).toBe(12);
    await expect.poll(() => shown('pp-counter-2'), poll).toBe(11);
    expect(await shown('pp-counter-4')).toBe(9);
    await kpst.getByRole('figure', { name: 'Tickets by status' }).waitFor();
  });

  it('reads by office on a phone: each office on one line, each turned label under its own bar', async () => {
    const phone = await signedInPage(env, 'kpst', { width: 375, height: 800 });
    await phone.goto(`${env.server.url}/apps/pp/general/statistic-office`);
    await phone.locator('[data-testid="pp-statistic-office"][data-screen-state="ready"]').waitFor();
    const offices = phone.getByTestId('pp-office-row').locator('[data-column="office"]');
    await offices.first().waitFor();
    for (const cell of await offices.all()) expect(await lineCount(cell), await cell.innerText()).toBe(1);
    const chart = phone.getByRole('figure', { name: 'Tickets by office' }).getByTestId('bar-chart');
    expect(await chart.getAttribute('data-turned-labels')).toBe('true');
    await expect.poll(() => misplacedTurnedLabels(chart), poll).toEqual([]);
  });
});
