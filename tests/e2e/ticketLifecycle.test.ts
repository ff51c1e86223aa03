/**
 * A support ticket's life across two users of one division, in two browser contexts against the
 * real server and database (issue 9): the staff user files a ticket with an attachment; the
 * division head (kabid) finds it among their division's tickets, approves it through the
 * declared confirmation and assigns a task; the staff user, still on the ticket, sees the
 * approval's status and the task arrive without a reload (real time), then the attachment
 * (downloaded under its name) and the audit trail naming each step. A colleague of another
 * division without a handler's permission (hr) never sees the ticket.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { poll, signIn } from './support/browser.ts';
import { signedInPage, useE2eEnvironment } from './support/environment.ts';

const env = useE2eEnvironment();
let staff: Page;
let kabid: Page;

const title = `Permintaan liputan ${Date.now()}`;
const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
let ticketPath = '';


const section = (page: Page, name: string) => page.locator('[data-testid="list-screen"]').filter({ has: page.getByRole('heading', { name, exact: true }) });
const adding = (page: Page, name: string) => page.getByRole('region', { name: `Add to ${name}` });
const alertDialog = (page: Page) => page.getByRole('alertdialog');
const toasts = async (page: Page) => (await page.locator('.fui-Toast').allInnerTexts()).join(' | ');

beforeAll(async () => {
  [staff, kabid] = [await signedInPage(env, 'staff'), await signedInPage(env, 'kabid')];
});

describe('a support ticket from request to task', { timeout: 120_000 }, () => {
  it('the staff user files a ticket with an attachment and finds it among their tickets', async () => {
    await staff.goto(`${env.server.url}/apps/support/ticket/new`);
    await staff.getByRole('textbox', { name: /^Title/ }).fill(title);
    await staff.getByRole('textbox', { name: /^Description/ }).fill('Mohon liputan acara penyerahan manfaat pensiun.');
    await staff.getByRole('checkbox', { name: 'Has attachments' }).check();
    await staff.locator('input[type="file"]').setInputFiles({ name: 'undangan-acara.pdf', mimeType: 'application/pdf', buffer: pdf });
    await staff.getByRole('button', { name: 'Save', exact: true }).click();

    await staff.waitForURL((url) => url.pathname === '/apps/support/ticket');
    await expect.poll(() => toasts(staff), poll).toContain('Ticket has been send');
    const row = staff.getByRole('row').filter({ hasText: title });
    await row.waitFor();
    await row.getByRole('button', { name: /^Open\b/ }).click();
    await staff.waitForURL(/\/apps\/support\/ticket\/[0-9a-f-]{36}$/);
    ticketPath = new URL(staff.url()).pathname;
    // The requester's division is the staff user's, taken by the server (Kepesertaan, bidang 3).
    await staff.getByText('Kepesertaan').first().waitFor();
  });

  it('a colleague of another division, no ticket handler, does not see it', async () => {
    const { page: colleague, context } = await env.browser.newPage({ width: 1440, height: 900 });
    try {
      await signIn(colleague, env.server.url, 'hr');
      await colleague.goto(`${env.server.url}/apps/support/ticket`);
      await colleague.locator('[data-testid="list-screen"][data-screen-state="ready"]').waitFor();
      expect(await colleague.getByRole('row').filter({ hasText: title }).count()).toBe(0);
      await colleague.goto(`${env.server.url}${ticketPath}`);
      await colleague.locator('[data-testid="detail-screen"][data-screen-state="failed"]').waitFor();
      expect(await colleague.getByText(title).count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('the division head finds it among their division tickets and approves it with the confirmation', async () => {
    await kabid.goto(`${env.server.url}/apps/support/ticket`);
    const row = kabid.getByRole('row').filter({ hasText: title });
    await row.waitFor();
    await row.getByRole('button', { name: /^Open\b/ }).click();
    await kabid.waitForURL((url) => url.pathname === ticketPath);

    const approvals = section(kabid, 'Approvals');
    await approvals.getByRole('button', { name: 'Add to Approvals' }).click();
    await adding(kabid, 'Approvals').getByRole('combobox', { name: /^Status/ }).click();
    await kabid.getByRole('option', { name: 'Approved' }).click();
    await adding(kabid, 'Approvals').getByRole('textbox', { name: /^Notes/ }).fill('Disetujui, silakan dijadwalkan.');
    await adding(kabid, 'Approvals').getByRole('button', { name: 'Save', exact: true }).click();

    await alertDialog(kabid).getByText('This request will be approved.').waitFor();
    await alertDialog(kabid).getByRole('button', { name: 'Yes, approve it!' }).click();
    await expect.poll(() => toasts(kabid), poll).toContain('Permintaan telah disetujui');
    await alertDialog(kabid).getByText('Data has been approved.').waitFor();
    await alertDialog(kabid).getByRole('button').first().click();
    await adding(kabid, 'Approvals').waitFor({ state: 'hidden' });
    await approvals.getByRole('row').filter({ hasText: 'Disetujui, silakan dijadwalkan.' }).getByText('Approved').waitFor();
  });

  it('the division head assigns a task, confirmed before it is saved', async () => {
    const tasks = section(kabid, 'Tasks');
    await tasks.getByRole('button', { name: 'Add to Tasks' }).click();
    await adding(kabid, 'Tasks').getByRole('textbox', { name: /^Progress description/ }).fill('Siapkan fotografer dan rilis berita');
    await adding(kabid, 'Tasks').getByRole('button', { name: 'Save', exact: true }).click();
    await alertDialog(kabid).getByText('The task will be saved.').waitFor();
    await alertDialog(kabid).getByRole('button', { name: 'Yes, save it!' }).click();
    await alertDialog(kabid).getByText('Task has been saved.').waitFor();
    await alertDialog(kabid).getByRole('button').first().click();
    await adding(kabid, 'Tasks').waitFor({ state: 'hidden' });
    await tasks.getByRole('row').filter({ hasText: 'Siapkan fotografer dan rilis berita' }).getByText('In progress').waitFor();
  });

  it('the staff user sees the approval and the task arrive on the open ticket without a reload, the attachment and every step in the audit trail', async () => {
    // Still on the ticket since filing it: each step notified the requester, and the page read itself again.
    expect(new URL(staff.url()).pathname).toBe(ticketPath);
    await section(staff, 'Approvals').getByRole('row').filter({ hasText: 'Disetujui, silakan dijadwalkan.' }).getByText('Approved').waitFor();
    await section(staff, 'Tasks').getByRole('row').filter({ hasText: 'Siapkan fotografer dan rilis berita' }).waitFor();
    // The requester reads but does not add approvals or tasks (comments they may add).
    expect(await staff.getByRole('button', { name: /^Add to (Approvals|Tasks)$/ }).count()).toBe(0);
    await staff.getByRole('button', { name: 'Add to Comments' }).waitFor();

    const link = staff.getByRole('link', { name: /undangan-acara\.pdf/ });
    const [download] = await Promise.all([staff.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe('undangan-acara.pdf');
    expect(Buffer.compare(await readFile((await download.path())!), pdf)).toBe(0);

    const trail = staff.locator('[data-testid="timeline-section"]');
    await trail.getByText('Task').first().waitFor();
    const steps = await trail.getByRole('listitem').allInnerTexts();
    const said = steps.map((step) => step.replace(/\s+/g, ' '));
    // Each step names who took it by name, not by username.
    expect(said.some((step) => /Ticket/.test(step) && /created/.test(step) && /Dewi Staf/.test(step))).toBe(true);
    expect(said.some((step) => /Approval/.test(step) && /created/.test(step) && /Sari Kepala Bidang/.test(step))).toBe(true);
    expect(said.some((step) => /Task/.test(step) && /created/.test(step) && /Sari Kepala Bidang/.test(step))).toBe(true);
    expect(said.join(' ')).not.toMatch(/\b(staff|kabid)\b/);
  });
});
