/**
 * The small modules as their users meet them: every route of cs, messaging, pedoman, setup, the
 * template dashboards and demo pages and the admin notifications opens with its heading and no
 * "not built" placeholder (as admin, who holds every permission); a customer-service visit is
 * written and processed; a blast is sent after the confirmation and a draft deleted; the public
 * pages work signed out (a signature checked by its code, a reset link asked for, a shared
 * guideline opened).
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInPage, useE2eEnvironment } from './support/environment.ts';

const env = useE2eEnvironment();
let admin: Page;
let kpst: Page;

const routes: Array<[string, string]> = [
  ['/apps/cs', 'Customer service'],
  ['/apps/cs/new', 'New customer service'],
  ['/apps/cs/report', 'Customer service report'],
  ['/apps/messaging/blast', 'Message blast'],
  ['/apps/messaging/statistic', 'Blast statistics'],
  ['/apps/pedoman', 'Pedoman (guidelines)'],
  ['/apps/pedoman/1', 'Guideline'],
  ['/apps/setup', 'Setup'],
  ['/apps/setup/engine', 'Engine setup'],
  ['/apps/admin/system/notification', 'System notifications'],
  ['/dashboard/v2', 'Dashboard v2'],
  ['/dashboard/articles', 'Articles dashboard'],
  ['/dashboard/job', 'Jobs dashboard'],
  ['/forms/regular_elements', 'Regular elements'],
  ['/forms/advanced_elements/checkbox_radio', 'Checkboxes and radios'],
  ['/forms/examples/advertising_evaluation_form', 'Advertising evaluation form'],
  ['/forms/wysiwyg/quill', 'Quill editor'],
  ['/components/accordion', 'Accordion'],
  ['/pages/blank', 'Blank page'],
  ['/plugins/ajax', 'Ajax'],
  ['/pages/mailbox', 'Mailbox'],
  ['/pages/issues/list', 'Issues'],
  ['/pages/issues/details/1', 'Issue details'],
];

async function confirm(page: Page, question: string, button: string): Promise<void> {
  const dialog = page.getByRole('alertdialog');
  await dialog.getByText(question).waitFor();
  await dialog.getByRole('button', { name: button }).click();
  await dialog.getByRole('button').first().click();
}

beforeAll(async () => {
  [admin, kpst] = await Promise.all([signedInPage(env, 'admin'), signedInPage(env, 'kpst')]);
});

describe('small modules', { timeout: 120_000 }, () => {
  it('opens every route with its heading and no placeholder', async () => {
    const broken: string[] = [];
    for (const [path, heading] of routes) {
      await admin.goto(`${env.server.url}${path}`);
      try {
        await admin.getByRole('heading', { level: 1, name: heading, exact: true }).first().waitFor({ timeout: 10_000 });
        if (await admin.getByTestId('not-built').count()) broken.push(`${path}: not built`);
      } catch {
        broken.push(`${path}: no heading "${heading}"`);
      }
    }
    expect(broken).toEqual([]);
    // The sample issue shows its record and its comments, the accordion its sections.
    await admin.goto(`${env.server.url}/pages/issues/details/1`);
    await admin.getByText('Sidebar badge does not refresh after reading').first().waitFor();
    await admin.getByText('Reproduced on Chrome and Firefox.').waitFor();
    // Radios name their choices in the user's language.
    await admin.goto(`${env.server.url}/forms/advanced_elements/checkbox_radio`);
    await admin.getByRole('radio', { name: 'Enterprise' }).check();
    await admin.getByRole('button', { name: 'Save', exact: true }).click();
    await admin.getByText('Success').first().waitFor();
  });

  it('writes a customer-service visit and processes it after the confirmation', async () => {
    const name = `Peserta Uji ${Date.now() % 100000}`;
    await kpst.goto(`${env.server.url}/apps/cs/new`);
    await kpst.getByRole('button', { name: 'Save', exact: true }).click();
    await kpst.getByText('Nama peserta belum diisi').first().waitFor();
    await kpst.getByRole('textbox', { name: /^Participant name/ }).fill(name);
    await kpst.getByRole('combobox', { name: /^Service/ }).click();
    await kpst.getByRole('option', { name: 'Benefit claim' }).click();
    await kpst.getByRole('textbox', { name: /^Description/ }).fill('Menanyakan klaim');
    await kpst.getByRole('button', { name: 'Save', exact: true }).click();
    await kpst.waitForURL((url) => url.pathname === '/apps/cs');
    const row = kpst.getByRole('row').filter({ hasText: name }).first();
    await row.getByText('Open', { exact: true }).waitFor();
    await row.getByRole('button', { name: /^Open\b/ }).click();
    await kpst.getByRole('button', { name: 'Process', exact: true }).click();
    await confirm(kpst, 'Are you sure?', 'Yes, process it!');
    await kpst.getByTestId('detail-screen').getByText('In progress', { exact: true }).waitFor();
  });

  it('sends a blast after the confirmation and deletes a draft', async () => {
    await kpst.goto(`${env.server.url}/apps/messaging/blast`);
    const draft = kpst.getByRole('row').filter({ hasText: 'Rapat evaluasi layanan' }).first();
    await draft.getByRole('button', { name: /^Open\b/ }).click();
    await kpst.getByRole('button', { name: 'Send', exact: true }).click();
    await confirm(kpst, 'Periksa kembali sebelum mengirimkan form?', 'Yes, kirim form!');
    await kpst.getByTestId('detail-screen').getByText('Sent', { exact: true }).waitFor();

    await kpst.goto(`${env.server.url}/apps/messaging/blast`);
    const other = kpst.getByRole('row').filter({ hasText: 'Pengingat pelatihan' }).first();
    await other.getByRole('button', { name: /^Delete\b/ }).click();
    await confirm(kpst, "You won't be able to revert this!", 'Yes, delete it!');
    await expect.poll(() => kpst.getByRole('row').filter({ hasText: 'Pengingat pelatihan' }).count(), { timeout: 10_000 }).toBe(0);

    await kpst.goto(`${env.server.url}/apps/messaging/statistic`);
    await kpst.locator('[data-testid="messaging-statistic"][data-screen-state="ready"]').waitFor();
    await kpst.getByRole('figure', { name: 'Delivered by month' }).waitFor();
  });

  it('serves the public pages signed out', async () => {
    const { page, context } = await env.browser.newPage({
      width: 375,
      height: 800,
    });
    await page.goto(`${env.server.url}/public`);
    await page.getByRole('link', { name: 'Verify a digital signature' }).click();
    await page.getByRole('textbox', { name: /^Code/ }).fill('7c1e5b2a-4f93-4d8e-b6a0-2e9f3c7d1a55');
    await page.getByRole('button', { name: 'Check' }).click();
    await page.getByTestId('signature-result').getByText('This signature is valid').waitFor();
    await page.getByText('Surat Keputusan Penetapan Manfaat Pensiun').waitFor();

    await page.goto(`${env.server.url}/public/reset-password`);
    await page.getByRole('textbox', { name: /^Username/ }).fill('staff');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByTestId('reset-requested').waitFor();

    await page.goto(`${env.server.url}/public/sharing/3f6c2a9e-8d41-4b7a-9e25-6a1d0c4b7e11`);
    await page.getByTestId('sharing-result').getByText('Formulir Perubahan Data Peserta').waitFor();
    await page.getByRole('link', { name: 'Download' }).waitFor();
    await page.goto(`${env.server.url}/public/sharing/0b9d4e7a-1c36-4f2e-8a57-d3e9f1a2c640`);
    await page.getByTestId('sharing-not-found').waitFor();
    await context.close();
  });
});
