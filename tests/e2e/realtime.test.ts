/**
 * Real time in the browser, several users each in their own browser context on one server:
 * staff sees kabid come online, type and send a message in the chat; the support handler's
 * sidebar badge rises when staff files a ticket, without a reload, and a toast tells them of it;
 * staff on their ticket and the handler on the same ticket's admin page each see that the other
 * has it open, until the handler leaves; and when the admin takes a
 * permission away from the staff role, staff's menu loses the entry and the page they are on
 * turns into the 403 page, without a reload.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { poll } from './support/browser.ts';
import { signedInPage, useE2eEnvironment } from './support/environment.ts';

const env = useE2eEnvironment();
let staff: Page;

const tokenOf = (page: Page) => page.evaluate(`JSON.parse(localStorage.getItem('portal.session')).state.token`) as Promise<string>;

async function api(token: string, method: string, path: string, body?: unknown) {
  const response = await fetch(`${env.server.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json().catch(() => null)) as any };
}

beforeAll(async () => {
  staff = await signedInPage(env, 'staff');
});

describe('real time', { timeout: 90_000 }, () => {
  it('shows staff that kabid came online, is typing and sent a message', async () => {
    await staff.goto(`${env.server.url}/dashboard/v1`);
    await staff.getByTestId('chat-identity').click();
    const panel = staff.getByTestId('chat-panel');
    await panel.locator('li[data-username="staff"]').waitFor();
    expect(await panel.locator('li[data-username="kabid"]').count()).toBe(0);

    const kabid = await signedInPage(env, 'kabid');
    await panel.locator('li[data-username="kabid"]').waitFor();
    await kabid.getByTestId('chat-identity').click();
    await kabid.getByTestId('chat-input').fill('Rapat jam 10 di ruang <b>utama</b>');
    await panel.getByTestId('chat-typing').getByText('Sari Kepala Bidang is typing…').waitFor();
    await kabid.getByTestId('chat-send').click();
    // Shown as typed, markup and all, never as markup.
    await panel.getByTestId('chat-messages').getByText('Rapat jam 10 di ruang <b>utama</b>').waitFor();
    expect(await panel.getByTestId('chat-messages').locator('b').count()).toBe(0);
    await expect.poll(() => panel.getByTestId('chat-typing').innerText(), poll).not.toContain('typing');

    await kabid.getByTestId('chat-status-busy').click();
    await expect.poll(() => panel.locator('li[data-username="kabid"]').innerText(), poll).toContain('Busy');
    await kabid.context().close();
    await expect.poll(() => panel.locator('li[data-username="kabid"]').count(), poll).toBe(0);
  });

  it("raises the support handler's badge when staff files a ticket, without a reload", async () => {
    const support = await signedInPage(env, 'support');
    await support.goto(`${env.server.url}/dashboard/v1`);
    const badge = support.locator('[data-testid="sidebar-menu"] [data-menu-id="supporting"] .pt-menu-badge');
    await support.locator('[data-testid="sidebar-menu"] [data-menu-id="supporting"]').waitFor();
    const before = (await badge.count()) ? Number(await badge.innerText()) : 0;
    const filed = await api(await tokenOf(staff), 'POST', '/sso/support/ticket', { title: 'Keyboard rusak', description: 'Beberapa tombol keyboard tidak berfungsi' });
    expect(filed.status).toBe(201);
    await expect.poll(async () => ((await badge.count()) ? Number(await badge.innerText()) : 0), poll).toBe(before + 1);
    await support.context().close();
  });

  it('tells the handler of a new ticket in a toast, and shows each viewer of the ticket who else has it open', async () => {
    const support = await signedInPage(env, 'support');
    await support.goto(`${env.server.url}/dashboard/v1`);
    await support.locator('[data-testid="chat-identity"]:not([data-status="offline"])').waitFor();
    const filed = await api(await tokenOf(staff), 'POST', '/sso/support/ticket', { title: 'Proyektor mati', description: 'Proyektor ruang rapat tidak menyala' });
    expect(filed.status).toBe(201);
    await support.getByTestId('toast-info').getByText('New ticket from Dewi Staf: Proyektor mati').waitFor();

    const ticket = filed.json.data.id as string;
    const handlerName = (await api(await tokenOf(support), 'GET', '/sso/api/auth/user')).json.name as string;
    await staff.goto(`${env.server.url}/apps/support/ticket/${ticket}`);
    await staff.getByRole('heading', { level: 1, name: 'Proyektor mati' }).waitFor();
    await support.goto(`${env.server.url}/apps/support/admin/ticket/${ticket}`);
    await support.getByTestId('detail-screen').waitFor();
    await staff.getByTestId('record-viewers').getByText(`Also viewing: ${handlerName}`).waitFor();
    await support.getByTestId('record-viewers').getByText('Also viewing: Dewi Staf').waitFor();

    // The handler goes elsewhere: staff no longer sees them on the ticket.
    await support.goto(`${env.server.url}/dashboard/v1`);
    await expect.poll(() => staff.getByTestId('record-viewers').count(), poll).toBe(0);
    await support.context().close();
  });

  it("takes a revoked permission out of staff's menu and turns the open page into the 403 page", async () => {
    await staff.goto(`${env.server.url}/apps/dms/doc`);
    await staff.locator('[data-testid="sidebar-menu"] [data-menu-id="dms"]').waitFor();
    await staff.getByRole('heading', { level: 1 }).first().waitFor();

    const adminToken = await loginToken('admin');
    const roles = await api(adminToken, 'GET', '/sso/admin/roles?paging[]=100&paging[]=1');
    const staffRole = (roles.json.data as Array<{ id: number; name: string }>).find((role) => role.name === 'Staff');
    expect(staffRole).toBeDefined();
    const role = await api(adminToken, 'GET', `/sso/admin/roles/${staffRole!.id}`);
    const permissions = await api(adminToken, 'GET', '/sso/admin/permissions?q=view_dms_general&paging[]=10&paging[]=1');
    const dms = (permissions.json.data as Array<{ id: number; name: string }>).find((permission) => permission.name === 'view_dms_general');
    const kept = ((role.json.data ?? role.json).permissions as number[]).filter((id) => id !== dms!.id);
    expect((await api(adminToken, 'PUT', `/sso/admin/roles/${staffRole!.id}`, { name: 'Staff', permissions: kept })).status).toBe(200);

    await expect.poll(() => staff.locator('[data-testid="sidebar-menu"] [data-menu-id="dms"]').count(), poll).toBe(0);
    await staff.getByTestId('error-page').and(staff.locator('[data-status="403"]')).waitFor();
  });
});

async function loginToken(username: string): Promise<string> {
  const response = await fetch(`${env.server.url}/sso/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'portal-demo' }),
  });
  return ((await response.json()) as { data: { access_token: string } }).data.access_token;
}
