/**
 * Workflow transitions in the browser, on the participant registrations (info_peserta) of the
 * demo data, against the real server and database: a pending row offers Approve and Reject, a
 * decided one neither; approving and rejecting go through the declared confirmations (the
 * rejection's reason checked in the dialog with the server's words) and the row then reads its
 * new status; a refused call is a red toast with the server's message. On a phone the buttons sit
 * at the foot of the pending cards only. Staff, without the permission, cannot reach the page.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, type E2eBrowser } from './support/browser.ts';
import type { E2eServer } from './support/e2eServer.ts';
import { closeSignedInSession, openSignedInSession } from './support/environment.ts';

const poll = { timeout: 20_000, interval: 100 } as const;
const stepTimeout = 90_000;
// One page holds every registration of the demo data (this year's seeded ones come first).
const listPath = '/apps/data/validasi/info_peserta?paging[]=50&paging[]=1';

let server: E2eServer;
let browser: E2eBrowser;
let page: Page;
let context: BrowserContext;

const table = () => page.getByRole('table', { name: 'Participant registration information' });
const rowOf = (name: string) => table().getByRole('row').filter({ hasText: name });
const button = (name: string, label: 'Approve' | 'Reject') => rowOf(name).getByRole('button', { name: new RegExp(`^${label}\\b`) });
const dialog = () => page.getByRole('alertdialog');

/** The text of the row's "Validation status" cell, found by its header. */
async function validationStatus(name: string): Promise<string> {
  const headers = await table().getByRole('columnheader').allInnerTexts();
  const column = headers.findIndex((header) => header.replace(/\s+/g, ' ').trim() === 'Validation status');
  // The table is hidden from the accessibility tree while a dialog is open: no header, no column.
  if (column < 0) throw new Error(`No "Validation status" column among ${JSON.stringify(headers)}`);
  return (await rowOf(name).getByRole('cell').nth(column).innerText()).trim();
}

beforeAll(async () => {
  ({ server, browser, page, context } = await openSignedInSession('admin'));
});

afterAll(() => closeSignedInSession({ server, browser, page, context }));

describe('participant registrations at 375 px, before any decision', { timeout: stepTimeout }, () => {
  it('shows the transitions at the foot of a pending card, and no empty action bar on a decided one', async () => {
    const phone = await browser.newPage({ width: 375, height: 800 });
    phone.context.setDefaultTimeout(25_000);
    try {
      await signIn(phone.page, server.url, 'admin');
      await phone.page.goto(`${server.url}${listPath}`);
      const card = (name: string) => phone.page.getByRole('list', { name: 'Participant registration information' }).getByRole('listitem').filter({ hasText: name });
      const approve = card('Siti Rahmawati').getByRole('button', { name: /^Approve\b/ });
      await approve.waitFor();
      await card('Siti Rahmawati').getByRole('button', { name: /^Reject\b/ }).waitFor();
      const [updated, button] = [await card('Siti Rahmawati').getByText('Updated at').boundingBox(), await approve.boundingBox()];
      expect(button!.y).toBeGreaterThan(updated!.y + updated!.height);

      expect(await card('Ratna Sari').getByRole('button').count()).toBe(0);
      // The action bar of a card is a div around the row's (here empty) actions: it must not show.
      const shownEmptyBars = await card('Ratna Sari').evaluate((item) =>
        [...item.querySelectorAll('div')].filter((div) => div.childElementCount === 1 && div.firstElementChild?.tagName === 'SPAN' && div.firstElementChild.childNodes.length === 0 && div.offsetHeight > 0).length,
      );
      expect(shownEmptyBars).toBe(0);
      expect(await phone.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    } finally {
      await phone.context.close();
    }
  });
});

describe('participant registrations, signed in as admin', { timeout: stepTimeout }, () => {
  it('offers Approve and Reject on a pending row, and neither on an approved or rejected one', async () => {
    await page.goto(`${server.url}${listPath}`);
    await rowOf('Siti Rahmawati').waitFor();
    await expect.poll(() => validationStatus('Siti Rahmawati'), poll).toBe('Under verification');
    await button('Siti Rahmawati', 'Approve').waitFor();
    await button('Siti Rahmawati', 'Reject').waitFor();

    expect(await validationStatus('Ratna Sari')).toBe('Approved');
    expect(await rowOf('Ratna Sari').getByRole('button').count()).toBe(0);
    expect(await rowOf('Yusuf Hidayat').getByRole('button').count()).toBe(0);
  });

  it('approves after the confirmation: the row reads Approved and offers no Approve any more', async () => {
    await button('Siti Rahmawati', 'Approve').click();
    await dialog().getByText('Are you sure?').waitFor();
    await dialog().getByText('This request will be approved.').waitFor();
    // Approving asks for nothing more.
    expect(await dialog().getByRole('textbox').count()).toBe(0);

    await dialog().getByRole('button', { name: 'Yes, approve it!' }).click();
    await page.locator('[data-testid="toast-success"]', { hasText: 'Success' }).first().waitFor();
    await dialog().getByText('Approved!').waitFor();
    await dialog().getByText('Data has been approved.').waitFor();
    await dialog().getByRole('button', { name: 'OK' }).click();
    await dialog().waitFor({ state: 'hidden' });

    await expect.poll(() => validationStatus('Siti Rahmawati'), poll).toBe('Approved');
    expect(await rowOf('Siti Rahmawati').getByRole('button').count()).toBe(0);
  });

  it('keeps the rejection open until a reason is given, with the server\'s message, then rejects', async () => {
    await button('Budi Santoso', 'Reject').click();
    await dialog().getByText('This request will be rejected.').waitFor();
    const reason = dialog().getByRole('textbox', { name: /^Rejection reason/ });
    await reason.waitFor();

    await dialog().getByRole('button', { name: 'Yes, reject it!' }).click();
    await dialog().getByText('Alasan penolakan belum diisi', { exact: true }).waitFor();
    // Spaces are no reason either.
    await reason.fill('   ');
    await dialog().getByRole('button', { name: 'Yes, reject it!' }).click();
    await dialog().getByText('Alasan penolakan belum diisi', { exact: true }).waitFor();

    await reason.fill('NIK tidak sesuai');
    await expect.poll(() => dialog().getByText('Alasan penolakan belum diisi').count(), poll).toBe(0);
    await dialog().getByRole('button', { name: 'Yes, reject it!' }).click();
    await dialog().getByText('Rejected!').waitFor();
    await dialog().getByText('Data has been rejected.').waitFor();
    await dialog().getByRole('button', { name: 'OK' }).click();

    await expect.poll(() => validationStatus('Budi Santoso'), poll).toBe('Rejected');
    expect(await rowOf('Budi Santoso').getByRole('button').count()).toBe(0);
  });

  it('says the server\'s refusal in red and leaves the row as it was, when another approval came first', async () => {
    await button('Andi Wijaya', 'Approve').waitFor();
    // Someone else approves the record meanwhile, through the API; this page still shows it pending.
    const status = await page.evaluate(async (name) => {
      const token = (JSON.parse(localStorage.getItem('portal.session') ?? '{}') as { state?: { token?: string } }).state?.token;
      const headers = { authorization: `Bearer ${token}` };
      const list = (await (await fetch('/sso/kepesertaan/info-peserta?paging[]=50&paging[]=1', { headers })).json()) as { data: Array<{ id: number; nama_penerima: string }> };
      const id = list.data.find((row) => row.nama_penerima === name)?.id;
      return (await fetch(`/sso/kepesertaan/info-peserta/approve/${id}`, { method: 'POST', headers })).status;
    }, 'Andi Wijaya');
    expect(status).toBe(200);

    await button('Andi Wijaya', 'Approve').click();
    await dialog().getByRole('button', { name: 'Yes, approve it!' }).click();
    await expect.poll(() => page.locator('[data-testid="toast-error"]').allTextContents(), poll).toContain('Cannot approve: status is Approved');
    await expect.poll(() => validationStatus('Andi Wijaya'), poll).toBe('Under verification');
    await button('Andi Wijaya', 'Approve').waitFor();
  });
});

describe('participant registrations, signed in as staff', { timeout: stepTimeout }, () => {
  it('cannot be reached without validasi_data_info_peserta: the page is refused (403) and offers no transition', async () => {
    const staff = await browser.newPage({ width: 1440, height: 900 });
    staff.context.setDefaultTimeout(25_000);
    try {
      await signIn(staff.page, server.url, 'staff');
      await staff.page.goto(`${server.url}${listPath}`);
      await staff.page.locator('[data-testid="error-page"][data-status="403"]').waitFor();
      expect(await staff.page.getByRole('button', { name: /^(Approve|Reject)\b/ }).count()).toBe(0);
      expect(await staff.page.getByText('Siti Rahmawati').count()).toBe(0);
    } finally {
      await staff.context.close();
    }
  });
});
