/**
 * A HUMAS support ticket's whole life across four users, in browser contexts of their own against
 * the real server and database: the staff user files it with an attachment; the division head
 * (kabid) approves it (tier 1 preset by the stage); the head of section (kaur) approves the work
 * (tier 2); the handler (support, a ticket handler) reviews the data completeness (tier 3, the
 * person in charge preset to them), creates two tasks after the taskSave confirmation, discusses,
 * comments with a file through the admin call, puts the tasks to 'Ready to publish' with a result
 * document each and marks them done, and closes the ticket. The requester sees each step on the
 * ticket's page and the audit trail naming them; the support panel's counters move with it.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { poll } from './support/browser.ts';
import { signedInPage, useE2eEnvironment } from './support/environment.ts';

const env = useE2eEnvironment();
let staff: Page;
let kabid: Page;
let kaur: Page;
let handler: Page;

const title = `Rilis berita uji ${Date.now()}`;
const pdf = (text: string) => Buffer.from(`%PDF-1.4\n% ${text}\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`);
const brief = pdf('brief');
const tasks = ['Menyusun draf rilis', 'Mengirim rilis ke media'];
let ticketId = '';

const section = (page: Page, name: string) => page.locator('[data-testid="list-screen"]').filter({ has: page.getByRole('heading', { name, exact: true }) });
const adding = (page: Page, name: string) => page.getByRole('region', { name: `Add to ${name}` });
const alertDialog = (page: Page) => page.getByRole('alertdialog');
const toasts = async (page: Page) => (await page.locator('.fui-Toast').allInnerTexts()).join(' | ');
const requestCard = (page: Page) => page.locator('[data-testid="detail-screen"] .fui-Card').filter({ has: page.getByRole('heading', { name: 'Request', exact: true }) });

/** One counter of the support panel (/apps/support/panel): the figure above its label in its group's card. */
async function counter(page: Page, group: string, label: string): Promise<number> {
  const card = page.locator('[data-testid="dashboard-screen"] .fui-Card').filter({ has: page.getByText(group, { exact: true }) });
  const cell = card.locator('div').filter({ has: page.getByText(label, { exact: true }) }).last();
  return Number((await cell.locator('span').first().innerText()).replace(/\D/g, ''));
}

async function panel(page: Page) {
  await page.goto(`${env.server.url}/apps/support/panel`);
  await page.locator('[data-testid="dashboard-screen"][data-screen-state="ready"]').waitFor();
  return {
    awaitingKabid: await counter(page, 'Tickets', "Awaiting the requester's division head"),
    ready: await counter(page, 'Tickets', 'Ready to be worked on'),
    tickets: await counter(page, 'Tickets', 'Total'),
    tasks: await counter(page, 'Tasks', 'Total'),
    toPublish: await counter(page, 'Tasks', 'Documents ready to publish'),
  };
}

async function openTicket(page: Page, path = `/apps/support/ticket/${ticketId}`) {
  await page.goto(`${env.server.url}${path}`);
  await page.locator('[data-testid="detail-screen"][data-screen-state="ready"]').waitFor();
  await requestCard(page).getByText(title).first().waitFor();
}

/** Saves the open Add form of a section, through its confirmation and done dialog when it has them. */
async function save(page: Page, name: string, confirm?: { text: string; button: string; done: string }) {
  await adding(page, name).getByRole('button', { name: 'Save', exact: true }).click();
  if (confirm) {
    await alertDialog(page).getByText(confirm.text).waitFor();
    await alertDialog(page).getByRole('button', { name: confirm.button }).click();
    await alertDialog(page).getByText(confirm.done).waitFor();
    await alertDialog(page).getByRole('button').first().click();
  }
  await adding(page, name).waitFor({ state: 'hidden' });
}

const approve = { text: 'This request will be approved.', button: 'Yes, approve it!', done: 'Data has been approved.' };
const taskSave = { text: 'The task will be saved.', button: 'Yes, save it!', done: 'Task has been saved.' };

/** The approval form opens with the stage's tier (and person in charge) filled in; approved, the stage moves on. */
async function approveAtStage(page: Page, tier: number, notes: string, nextStage: string, pic?: string) {
  const approvals = section(page, 'Approvals');
  await approvals.getByRole('button', { name: 'Add to Approvals' }).click();
  const form = adding(page, 'Approvals');
  await expect.poll(() => form.getByRole('spinbutton', { name: /^Level/ }).inputValue(), poll).toBe(String(tier));
  if (pic) await expect.poll(() => form.getByRole('combobox', { name: /^Person in charge/ }).innerText(), poll).toContain(pic);
  await form.getByRole('combobox', { name: /^Status/ }).click();
  await page.getByRole('option', { name: 'Approved' }).click();
  await form.getByRole('textbox', { name: /^Notes/ }).fill(notes);
  await save(page, 'Approvals', approve);
  await expect.poll(() => toasts(page), poll).toContain('Permintaan telah disetujui');
  await approvals.getByRole('row').filter({ hasText: notes }).getByText('Approved').waitFor();
  await requestCard(page).getByText(nextStage).waitFor();
  // The turn has passed: no Add for this user any more.
  await approvals.getByRole('button', { name: 'Add to Approvals' }).waitFor({ state: 'detached' });
}

/** A call of the API as `username` (the demo password), answering its JSON. */
async function api(username: string, path: string): Promise<{ data: Array<Record<string, unknown>> }> {
  const login = await fetch(`${env.server.url}/sso/api/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username, password: 'portal-demo' }) });
  const signed = (await login.json()) as { access_token?: string; data?: { access_token?: string } };
  const token = signed.access_token ?? signed.data?.access_token;
  const reply = await fetch(`${env.server.url}${path}`, { headers: { Authorization: `Bearer ${token}` } });
  return (await reply.json()) as { data: Array<Record<string, unknown>> };
}

beforeAll(async () => {
  [staff, kabid, kaur, handler] = [await signedInPage(env, 'staff'), await signedInPage(env, 'kabid'), await signedInPage(env, 'kaur'), await signedInPage(env, 'support')];
});

describe('a HUMAS ticket from request to close, across four users', { timeout: 240_000 }, () => {
  let before: Awaited<ReturnType<typeof panel>>;

  it('the staff user files a HUMAS ticket with an attachment', async () => {
    before = await panel(handler);
    await staff.goto(`${env.server.url}/apps/support/ticket/new`);
    await staff.getByRole('textbox', { name: /^Title/ }).fill(title);
    await staff.getByRole('combobox', { name: /^Ticket type/ }).click();
    await staff.getByRole('option', { name: 'Public relations' }).click();
    await staff.getByRole('textbox', { name: /^Description/ }).fill('Mohon dibuatkan rilis berita layanan baru.');
    await staff.getByRole('checkbox', { name: 'Has attachments' }).check();
    await staff.locator('input[type="file"]').setInputFiles({ name: 'brief-rilis.pdf', mimeType: 'application/pdf', buffer: brief });
    await staff.getByRole('button', { name: 'Save', exact: true }).click();
    await staff.waitForURL((url) => url.pathname === '/apps/support/ticket');
    await expect.poll(() => toasts(staff), poll).toContain('Ticket has been send');
    const row = staff.getByRole('row').filter({ hasText: title });
    await row.getByRole('button', { name: /^Open\b/ }).click();
    await staff.waitForURL(/\/apps\/support\/ticket\/[0-9a-f-]{36}$/);
    ticketId = new URL(staff.url()).pathname.split('/').at(-1)!;
    await requestCard(staff).getByText("Awaiting the division head's approval").waitFor();
    await requestCard(staff).getByText('Public relations').waitFor();
    // The requester neither approves nor adds tasks; they may comment.
    expect(await staff.getByRole('button', { name: /^Add to (Approvals|Tasks)$/ }).count()).toBe(0);
    await staff.getByRole('button', { name: 'Add to Comments' }).waitFor();
    const counts = await panel(handler);
    expect(counts.tickets).toBe(before.tickets + 1);
    expect(counts.awaitingKabid).toBe(before.awaitingKabid + 1);
  });

  it('the division head approves it at tier 1, the kaur approves the work at tier 2', async () => {
    await openTicket(kabid);
    await approveAtStage(kabid, 1, 'Disetujui kepala bidang', 'Awaiting approval of the work');
    await openTicket(kaur);
    await approveAtStage(kaur, 2, 'Pengerjaan disetujui', 'Data completeness review');
  });

  it('the handler reviews the data completeness (tier 3, themselves in charge)', async () => {
    await openTicket(handler, `/apps/support/admin/ticket/${ticketId}`);
    await approveAtStage(handler, 3, 'Data lengkap', 'Ready to be worked on', 'Yoga Support');
    const counts = await panel(handler);
    expect(counts.awaitingKabid).toBe(before.awaitingKabid);
    expect(counts.ready).toBe(before.ready + 1);
  });

  it('the requester sees the three approvals and the stage', async () => {
    await openTicket(staff);
    await requestCard(staff).getByText('Ready to be worked on').waitFor();
    for (const notes of ['Disetujui kepala bidang', 'Pengerjaan disetujui', 'Data lengkap']) {
      await section(staff, 'Approvals').getByRole('row').filter({ hasText: notes }).getByText('Approved').waitFor();
    }
  });

  it('the handler creates two tasks, discusses and comments with a file', async () => {
    await openTicket(handler, `/apps/support/admin/ticket/${ticketId}`);
    for (const task of tasks) {
      await section(handler, 'Tasks').getByRole('button', { name: 'Add to Tasks' }).click();
      await adding(handler, 'Tasks').getByRole('textbox', { name: /^Progress description/ }).fill(task);
      await save(handler, 'Tasks', taskSave);
      await section(handler, 'Tasks').getByRole('row').filter({ hasText: task }).getByText('In progress').waitFor();
    }

    await section(handler, 'Discussion').getByRole('button', { name: 'Add to Discussion' }).click();
    await adding(handler, 'Discussion').getByRole('textbox', { name: /^Message/ }).fill('Draf dikirim besok pagi');
    await save(handler, 'Discussion');
    await expect.poll(() => toasts(handler), poll).toContain('Diskusi terkirim');
    await section(handler, 'Discussion').getByRole('row').filter({ hasText: 'Draf dikirim besok pagi' }).waitFor();

    await section(handler, 'Comments').getByRole('button', { name: 'Add to Comments' }).click();
    const comment = adding(handler, 'Comments');
    await comment.getByRole('combobox', { name: /^Message type/ }).click();
    await handler.getByRole('option', { name: 'File' }).click();
    await comment.locator('input[type="file"]').setInputFiles({ name: 'jadwal.pdf', mimeType: 'application/pdf', buffer: pdf('jadwal') });
    await save(handler, 'Comments');
    await expect.poll(() => toasts(handler), poll).toContain('Pesan terkirim');
    await section(handler, 'Comments').getByRole('row').filter({ hasText: 'Sending attachment' }).waitFor();
    // Sent through the admin comment call.
    const comments = await api('staff', `/sso/support/comments?model=ticket&model_id=${ticketId}`);
    expect(comments.data).toMatchObject([{ created_by: 'support', type: 'file', message: 'Sending attachment' }]);
  });

  it('the handler puts each task to ready to publish with a result document, and marks it done', async () => {
    for (const [index, task] of tasks.entries()) {
      const row = () => section(handler, 'Tasks').getByRole('row').filter({ hasText: task });
      await row().getByRole('button', { name: `Status ${task}` }).click();
      await handler.getByRole('menuitemradio', { name: 'Ready to publish' }).click();
      await row().getByText('Ready to publish').waitFor();

      await row().getByRole('button', { name: `Result documents ${task}` }).click();
      const documents = handler.getByTestId('task-documents');
      await documents.getByRole('heading', { name: `Result documents: ${task}` }).waitFor();
      await section(handler, 'Task documents').getByRole('button', { name: 'Add to Task documents' }).click();
      await adding(handler, 'Task documents').locator('input[type="file"]').setInputFiles({ name: `hasil-${index + 1}.pdf`, mimeType: 'application/pdf', buffer: pdf(`hasil ${index + 1}`) });
      await save(handler, 'Task documents');
      await section(handler, 'Task documents').getByRole('button', { name: 'File 1' }).waitFor();

      await row().getByRole('button', { name: `Done ${task}` }).click();
      await alertDialog(handler).getByText(taskSave.text).waitFor();
      await alertDialog(handler).getByRole('button', { name: taskSave.button }).click();
      await alertDialog(handler).getByText(taskSave.done).waitFor();
      await alertDialog(handler).getByRole('button').first().click();
      await row().getByRole('button', { name: `Done ${task}` }).waitFor({ state: 'detached' });
    }
    const rows = (await api('support', `/sso/support/task/${ticketId}`)).data.map(({ status, isdone }) => ({ status, isdone }));
    expect(rows).toEqual([
      { status: 3, isdone: true },
      { status: 3, isdone: true },
    ]);
  });

  it('the handler closes the ticket; the panel counts it', async () => {
    await handler.getByRole('button', { name: 'Close ticket' }).click();
    await alertDialog(handler).getByRole('textbox', { name: /Request analysis/ }).fill('Rilis terbit di dua media');
    await alertDialog(handler).getByRole('button').first().click();
    await expect.poll(() => toasts(handler), poll).toContain('Data berhasil disimpan');
    await requestCard(handler).getByText('Closed').waitFor();
    await handler.getByRole('button', { name: 'Close ticket' }).waitFor({ state: 'detached' });
    const counts = await panel(handler);
    expect(counts.ready).toBe(before.ready);
    expect(counts.tickets).toBe(before.tickets + 1);
    expect(counts.tasks).toBe(before.tasks + 2);
    expect(counts.toPublish).toBe(before.toPublish + 2);
  });

  it('the requester sees the tasks, their result documents, the comment, the close and the audit trail', async () => {
    await openTicket(staff);
    await requestCard(staff).getByText('Closed').waitFor();
    await requestCard(staff).getByText('Rilis terbit di dua media').waitFor();
    for (const task of tasks) await section(staff, 'Tasks').getByRole('row').filter({ hasText: task }).getByText('Ready to publish').waitFor();
    await section(staff, 'Comments').getByRole('row').filter({ hasText: 'Sending attachment' }).waitFor();
    // The internal discussion is the handlers' own.
    expect(await staff.getByRole('heading', { name: 'Discussion', exact: true }).count()).toBe(0);

    const task = tasks[1];
    await section(staff, 'Tasks').getByRole('row').filter({ hasText: task }).getByRole('button', { name: `Result documents ${task}` }).click();
    const file = section(staff, 'Task documents').getByRole('button', { name: 'File 1' });
    const [download] = await Promise.all([staff.waitForEvent('download'), file.click()]);
    expect(download.suggestedFilename()).toBe('hasil-2.pdf');
    expect(Buffer.compare(await readFile((await download.path())!), pdf('hasil 2'))).toBe(0);
    // Neither Add nor More files for the requester.
    expect(await staff.getByRole('button', { name: /^(Add to Task documents|Add files)$/ }).count()).toBe(0);

    const trail = staff.locator('[data-testid="timeline-section"]');
    await trail.getByText('Task document').first().waitFor();
    const said = (await trail.getByRole('listitem').allInnerTexts()).map((step) => step.replace(/\s+/g, ' '));
    const step = (who: string, what: RegExp) => said.some((line) => line.includes(who) && what.test(line));
    expect(step('Dewi Staf', /Ticket created/)).toBe(true);
    expect(step('Sari Kepala Bidang', /Approval created/)).toBe(true);
    expect(step('Agus Kepala Urusan', /Approval created/)).toBe(true);
    expect(step('Yoga Support', /Approval created/)).toBe(true);
    expect(step('Yoga Support', /Task created/)).toBe(true);
    expect(step('Yoga Support', /Task document created/)).toBe(true);
    expect(step('Yoga Support', /Comment created/)).toBe(true);
    expect(step('Yoga Support', /Ticket process/i)).toBe(true);
  });
});
