/**
 * Authentication of pension recipients, in the browser: every adv and bank page opens with its
 * title (no placeholder) for the user whose role has it; participant services adds a document
 * type and deletes it after the confirmation; a bank user records an authentication through the
 * form and its confirmation, which participant services then verifies from its list; the
 * statistic of a chosen period shows its employers, counters and chart.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { poll } from './support/browser.ts';
import { signedInPage, useE2eEnvironment } from './support/environment.ts';
import { chooseOption, opensWithTitle } from './support/pageActions.ts';
import { textLines } from './support/textLines.ts';

const env = useE2eEnvironment();
let kpst: Page;
let bank: Page;
const participant = `P${String(Date.now()).slice(-8)}`;
const docCode = `D${String(Date.now()).slice(-6)}`;

const kpstPages: Array<[string, string]> = [
  ['/apps/adv', 'Authentication (ADV)'],
  ['/apps/adv/otentikasi-bank', 'Bank authentication'],
  ['/apps/adv/otentikasi-bank/new', 'New bank authentication'],
  ['/apps/adv/otentikasi-bank/statistic', 'Bank authentication statistics'],
  ['/apps/adv/otentikasi/dashboard', 'Authentication dashboard'],
  ['/apps/adv/otentikasi/data', 'Authentication data'],
  ['/apps/adv/otentikasi/document-type', 'Document types'],
  ['/apps/adv/otentikasi/document-type/new', 'New document type'],
  ['/apps/adv/otentikasi/document-type/1', 'Edit document type'],
  ['/apps/adv/otentikasi/face-recognition-threshold', 'Face recognition thresholds'],
  ['/apps/adv/otentikasi/face-recognition-threshold/new', 'New face recognition threshold'],
  ['/apps/adv/otentikasi/face-recognition-threshold/2', 'Edit face recognition threshold'],
  ['/apps/adv/otentikasi/feature', 'Features'],
  ['/apps/adv/otentikasi/feature/new', 'New feature'],
  ['/apps/adv/otentikasi/feature/1', 'Edit feature'],
  ['/apps/adv/otentikasi/periode-otentikasi', 'Authentication periods'],
  ['/apps/adv/otentikasi/periode-otentikasi/new', 'New authentication period'],
  ['/apps/adv/otentikasi/periode-otentikasi/4', 'Edit authentication period'],
  ['/apps/adv/otentikasi/statistic', 'Authentication statistics'],
  ['/apps/adv/otentikasi/users', 'Authentication users'],
];
const bankPages: Array<[string, string]> = [
  ['/apps/bank/otentikasi', 'Bank authentication'],
  ['/apps/bank/otentikasi/new', 'New bank authentication'],
  ['/apps/bank/adv', 'Bank ADV'],
  ['/apps/bank/transaksi', 'Bank transactions'],
];

beforeAll(async () => {
  [kpst, bank] = await Promise.all([signedInPage(env, 'kpst'), signedInPage(env, 'bank')]);
});

describe('pension recipient authentication', { timeout: 90_000 }, () => {
  it('opens every participant services page with its title', async () => {
    for (const [path, title] of kpstPages) await opensWithTitle(kpst, env.server.url, path, title);
  });

  it('opens every bank page with its title, the transactions with held payments', async () => {
    for (const [path, title] of bankPages) await opensWithTitle(bank, env.server.url, path, title);
    // A list with its seeded rows and a form with its period options.
    await bank.goto(`${env.server.url}/apps/bank/transaksi`);
    await bank.getByRole('row').filter({ hasText: 'Held' }).first().waitFor();
  });

  it('adds a document type and deletes it after the confirmation', async () => {
    await kpst.goto(`${env.server.url}/apps/adv/otentikasi/document-type`);
    await kpst.getByRole('button', { name: 'New', exact: true }).click();
    await kpst.waitForURL((url) => url.pathname === '/apps/adv/otentikasi/document-type/new');
    await kpst.getByRole('textbox', { name: /^Code/ }).fill(docCode);
    await kpst.getByRole('textbox', { name: /^Name/ }).fill('Surat kuasa');
    await kpst.getByRole('button', { name: 'Save', exact: true }).click();
    await kpst.waitForURL((url) => url.pathname === '/apps/adv/otentikasi/document-type');
    const row = kpst.getByRole('row').filter({ hasText: docCode });
    await row.getByText('Surat kuasa').waitFor();
    await row.getByRole('button', { name: /^Delete\b/ }).click();
    const dialog = kpst.getByRole('alertdialog');
    await dialog.getByText('Are you sure?').waitFor();
    await dialog.getByRole('button', { name: 'Yes, delete it!' }).click();
    await dialog.getByText('Data has been deleted.').waitFor();
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => kpst.getByRole('row').filter({ hasText: docCode }).count(), poll).toBe(0);
  });

  it('a bank user records an authentication, participant services verifies it', async () => {
    await bank.goto(`${env.server.url}/apps/bank/otentikasi`);
    await bank.getByRole('button', { name: 'New', exact: true }).click();
    await bank.waitForURL((url) => url.pathname === '/apps/bank/otentikasi/new');
    await bank.getByRole('button', { name: 'Save', exact: true }).click();
    await bank.getByText('Nomor peserta wajib diisi').first().waitFor();
    await chooseOption(bank, /^Authentication period/, 'Otentikasi Semester II 2026');
    await bank.getByRole('textbox', { name: /^Participant number/ }).fill(participant);
    await bank.getByRole('textbox', { name: /^Recipient/ }).fill('Sutrisno Uji');
    await bank.getByRole('textbox', { name: /^Bank/ }).fill('Bank Mandiri');
    await bank.locator('input[type="date"]').fill('2026-11-21');
    await chooseOption(bank, /^Document/, 'Kartu Tanda Penduduk');
    await bank.getByRole('button', { name: 'Save', exact: true }).click();
    await bank.getByRole('alertdialog').getByText('Periksa kembali sebelum mengirimkan form?').waitFor();
    await bank.getByRole('alertdialog').getByRole('button', { name: 'Yes, kirim form!' }).click();
    await bank.getByRole('alertdialog').getByText('Data has been created.').waitFor();
    await bank.getByRole('alertdialog').getByRole('button').first().click();
    await bank.waitForURL((url) => url.pathname === '/apps/bank/otentikasi');
    await bank.getByRole('row').filter({ hasText: participant }).getByText('Waiting for verification').waitFor();

    await kpst.goto(`${env.server.url}/apps/adv/otentikasi-bank?q=${participant}`);
    const row = kpst.getByRole('row').filter({ hasText: participant });
    await row.getByRole('button', { name: /^Verify\b/ }).click();
    await kpst.getByRole('alertdialog').getByRole('button', { name: 'Yes, approve it!' }).click();
    await kpst.getByRole('alertdialog').getByText('Data has been approved.').waitFor();
    await kpst.getByRole('alertdialog').getByRole('button').first().click();
    await kpst.getByRole('row').filter({ hasText: participant }).getByText('Verified').waitFor();
  });

  it('shows the statistic of a chosen period per employer, with counters and a chart', async () => {
    await kpst.goto(`${env.server.url}/apps/adv/otentikasi/statistic`);
    await kpst.locator('[data-testid="adv-statistic"][data-screen-state="ready"]').waitFor();
    await kpst.getByRole('combobox', { name: 'Period' }).selectOption({ label: 'Otentikasi Semester I 2026' });
    await kpst.waitForURL((url) => url.searchParams.get('periode_id') === '3');
    const table = kpst.getByTestId('adv-statistic-table');
    await table.getByRole('row').filter({ hasText: 'PK005' }).waitFor();
    await table.getByRole('row', { name: /^Total \d/ }).waitFor();
    // Fourteen columns shared out equally cut "PT Kereta Api Indonesia" into three lines.
    expect(await textLines(table.locator('[data-column="nama_pemberi_kerja"]').first())).toBe(1);
    await kpst.getByRole('figure', { name: 'Authenticated share by employer (%)' }).waitFor();
    const percent = await kpst.getByTestId('adv-counter-persentase').locator('span').first().innerText();
    expect(percent).toMatch(/%$/);
    const download = kpst.waitForEvent('download');
    await kpst.getByRole('button', { name: 'Export to Excel' }).click();
    expect((await download).suggestedFilename()).toBe('statistik-otentikasi.xlsx');
  });

  it('shows every column of the bank and the benefit-payment tables at 1440 px', async () => {
    /** How much of the table, in pixels, is hidden to the right of its box. */
    const hidden = (testId: string) => kpst.getByTestId(testId).locator('[role="region"]').evaluate((box) => box.scrollWidth - box.clientWidth);
    await kpst.goto(`${env.server.url}/apps/adv/otentikasi-bank/statistic`);
    await kpst.locator('[data-testid="adv-bank-statistic"][data-screen-state="ready"]').waitFor();
    await kpst.getByTestId('bank-statistic-table').getByRole('columnheader', { name: 'Rejected' }).waitFor();
    expect(await hidden('bank-statistic-table')).toBeLessThanOrEqual(0);
    await kpst.goto(`${env.server.url}/apps/adv/otentikasi/dashboard`);
    await kpst.locator('[data-testid="adv-dashboard"][data-screen-state="ready"]').waitFor();
    await kpst.getByTestId('adv-transactions-table').getByRole('columnheader', { name: 'Failed' }).waitFor();
    expect(await hidden('adv-transactions-table')).toBeLessThanOrEqual(0);
  });
});
