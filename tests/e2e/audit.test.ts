/**
 * Audit in the browser: every audit page opens with its title (no placeholder) for the auditor;
 * the dashboard shows its figures and charts; the auditor records an audit through the form (the
 * status select offers a team member only the first three statuses), is back on the table, and
 * deletes it after the confirmation; an auditee (kabid) follows a finding of its department up.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { poll } from './support/browser.ts';
import { signedInPage, useE2eEnvironment } from './support/environment.ts';
import { chooseOption, opensWithTitle } from './support/pageActions.ts';

const env = useE2eEnvironment();
let auditor: Page;
let kabid: Page;
const title = `Audit uji ${Date.now()}`;

const auditorPages: Array<[string, string]> = [
  ['/apps/audit', 'Audit'],
  ['/apps/audit/temuan', 'Audit findings'],
  ['/apps/audit/temuan/new', 'New finding'],
  ['/apps/audit/temuan/1', 'Finding'],
  ['/apps/audit/temuan/edit/1', 'Edit finding'],
  ['/apps/audit/main/auditee', 'Auditee follow-up'],
  ['/apps/audit/main/auditor', 'Auditor workspace'],
  ['/apps/audit/main/auditor/new', 'New audit'],
  ['/apps/audit/main/auditor/1', 'Audit'],
  ['/apps/audit/main/auditor/edit/1', 'Edit audit'],
  ['/apps/audit/master/category', 'Audit categories'],
  ['/apps/audit/master/category/new', 'New audit category'],
  ['/apps/audit/master/category/1', 'Edit audit category'],
  ['/apps/audit/master/classification', 'Audit classifications'],
  ['/apps/audit/master/classification/new', 'New audit classification'],
  ['/apps/audit/master/status', 'Audit statuses'],
  ['/apps/audit/master/status/1', 'Edit audit status'],
  ['/apps/audit/others/wbs', 'Whistleblowing system (WBS)'],
  ['/apps/audit/others/wbs/new', 'New whistleblower report'],
];

beforeAll(async () => {
  [auditor, kabid] = await Promise.all([signedInPage(env, 'auditor'), signedInPage(env, 'kabid')]);
});

describe('audit', { timeout: 90_000 }, () => {
  it('opens every audit page with its title', async () => {
    for (const [path, heading] of auditorPages) await opensWithTitle(auditor, env.server.url, path, heading);
  });

  it('dashboard: open, closed and all findings, with the charts', async () => {
    await auditor.goto(`${env.server.url}/apps/audit`);
    await auditor.locator('[data-testid="audit-dashboard"][data-screen-state="ready"]').waitFor();
    const shown = async (key: string) => Number((await auditor.getByTestId(`audit-counter-${key}`).locator('span').first().innerText()).replace(/\D/g, ''));
    // 16 seeded findings, 6 of them closed (server/audit/auditDemoRecords.ts)
    expect(await shown('temuan')).toBe(16);
    expect(await shown('close')).toBe(6);
    expect(await shown('open')).toBe(10);
    await auditor.getByRole('figure', { name: 'Findings by department' }).waitFor();
    // Six department names in a card a third of the screen wide do not fit under their bars: turned.
    await expect.poll(() => auditor.getByRole('figure', { name: 'Findings by department' }).getByTestId('bar-chart').getAttribute('data-turned-labels'), poll).toBe('true');
    await auditor.getByRole('figure', { name: 'Audits by status' }).waitFor();
  });

  it('the auditor records an audit, is back on the table, and deletes it after the confirmation', async () => {
    await auditor.goto(`${env.server.url}/apps/audit/main/auditor`);
    await auditor.getByRole('button', { name: 'New', exact: true }).click();
    await auditor.waitForURL((url) => url.pathname === '/apps/audit/main/auditor/new');
    await auditor.getByRole('button', { name: 'Save', exact: true }).click();
    await auditor.getByText('Judul belum diisi').first().waitFor();

    await auditor.getByRole('textbox', { name: /^Audit title/ }).fill(title);
    await chooseOption(auditor, /^Department/, 'Keuangan');
    await chooseOption(auditor, /^Office/, 'Kantor Pusat');
    await chooseOption(auditor, /^Audit type/, 'Special');
    await chooseOption(auditor, /^Category/, 'Audit Keuangan');
    // A team member is offered the working statuses only (modules.md section 4).
    await auditor.getByRole('combobox', { name: /^Status/ }).click();
    await auditor.getByRole('option', { name: 'Pelaporan' }).waitFor();
    expect(await auditor.getByRole('option').allInnerTexts()).toEqual(['Perencanaan', 'Pelaksanaan', 'Pelaporan']);
    await auditor.getByRole('option', { name: 'Pelaksanaan' }).click();
    await auditor.getByRole('button', { name: 'Save', exact: true }).click();
    await auditor.waitForURL((url) => url.pathname === '/apps/audit/main/auditor');
    const row = auditor.getByRole('row').filter({ hasText: title });
    await row.getByText('Pelaksanaan').waitFor();

    await row.getByRole('button', { name: /^Delete\b/ }).click();
    const dialog = auditor.getByRole('alertdialog');
    await dialog.getByText('Are you sure?').waitFor();
    await dialog.getByText("You won't be able to revert this!").waitFor();
    await dialog.getByRole('button', { name: 'Yes, delete it!' }).click();
    await dialog.getByText('Deleted!').waitFor();
    await dialog.getByText('Data has been deleted.').waitFor();
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => auditor.getByRole('row').filter({ hasText: title }).count(), poll).toBe(0);
  });

  it("an auditee follows up a finding of its department", async () => {
    await opensWithTitle(kabid, env.server.url, '/apps/audit/main/auditee', 'Auditee follow-up');
    const row = kabid.getByRole('row').filter({ hasText: 'Verifikasi dokumen klaim' });
    await row.getByRole('button', { name: /^Open\b/ }).click();
    await kabid.getByRole('heading', { level: 1, name: 'Finding to follow up' }).waitFor();
    await kabid.getByRole('button', { name: 'Follow up', exact: true }).click();
    const dialog = kabid.getByRole('alertdialog').or(kabid.getByRole('dialog'));
    await dialog.getByRole('textbox').fill('Verifikasi dua lapis sudah berjalan sejak November.');
    await dialog.getByRole('button', { name: /^(Follow up|Yes|OK|Confirm)/ }).last().click();
    await kabid.getByText('Verifikasi dua lapis sudah berjalan sejak November.').waitFor();
    await kabid.getByTestId('detail-screen').getByText('Followed up', { exact: true }).waitFor();
  });
});
