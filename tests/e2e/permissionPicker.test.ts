/**
 * The role form's permission picker, signed in as admin against the real server: the
 * permissions come grouped by module, the search narrows them, a group's checkbox chooses the
 * whole group, the count follows, and saving the role stores exactly those permissions (read
 * back through the API). At 375 px it fits the screen.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { E2eBrowser } from './support/browser.ts';
import type { E2eServer } from './support/e2eServer.ts';
import { closeSignedInSession, openSignedInSession } from './support/environment.ts';
import { e2eDefinitions, tokenFor } from './support/expectedMenu.ts';

const poll = { timeout: 20_000, interval: 100 } as const;

let server: E2eServer;
let browser: E2eBrowser;
let page: Page;
let context: BrowserContext;

beforeAll(async () => {
  ({ server, browser, page, context } = await openSignedInSession('admin'));
});

afterAll(() => closeSignedInSession({ server, browser, page, context }));

const picker = () => page.locator('[data-testid="permission-picker-permissions"]');
const visiblePermissions = () => picker().locator('[data-permission]').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-permission')));
const count = () => picker().locator('[data-testid="permission-count"]').textContent();

async function apiGet(path: string): Promise<unknown> {
  const token = await tokenFor(server.url, 'admin');
  const response = await fetch(`${server.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

describe('the permission picker on the role form', { timeout: 90_000 }, () => {
  const roleName = 'Auditor Uji';

  it('groups the permissions by module, filters them by the search and chooses a whole group', async () => {
    const definitions = await e2eDefinitions();
    const auditNames = definitions.permissions.permissions.filter((p) => p.area === 'audit').map((p) => p.name).sort();
    const total = definitions.permissions.permissions.length;

    await page.goto(`${server.url}/apps/admin/roles/new`);
    await picker().waitFor();
    await expect.poll(count, poll).toBe(`0 of ${total} selected`);
    // One group per area of the catalogue, named by its module; closed until opened or searched.
    const areas = [...new Set(definitions.permissions.permissions.map((p) => p.area))].sort();
    expect((await picker().locator('section[data-area]').evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-area')))).sort()).toEqual(areas);
    expect(await visiblePermissions()).toEqual([]);
    await expect.poll(() => picker().locator('[data-area="admin"]').getAttribute('aria-label')).toBe('Administration');

    await picker().getByRole('searchbox').fill('roles');
    await expect.poll(visiblePermissions, poll).toEqual(['create_roles', 'delete_roles', 'update_roles', 'view_roles']);
    await picker().getByRole('searchbox').fill('');
    await expect.poll(visiblePermissions, poll).toEqual([]);

    await page.getByRole('textbox', { name: /^Name/ }).fill(roleName);
    await picker().locator('[data-testid="permission-group-audit"]').click();
    await expect.poll(count, poll).toBe(`${auditNames.length} of ${total} selected`);
    await picker().getByRole('button', { name: 'Show the permissions of Audit' }).click();
    await expect.poll(visiblePermissions, poll).toEqual(auditNames);
    expect(await picker().locator('[data-area="audit"] input[type="checkbox"]:checked').count()).toBe(auditNames.length + 1);
    // One less: the group's box says "some".
    await picker().locator(`input[data-permission="${auditNames[0]}"]`).click();
    await expect.poll(count, poll).toBe(`${auditNames.length - 1} of ${total} selected`);
    expect(await picker().locator('input[data-testid="permission-group-audit"]').evaluate((input) => (input as HTMLInputElement).indeterminate)).toBe(true);
  });

  it('saves the role with the chosen permissions', async () => {
    const definitions = await e2eDefinitions();
    const expected = definitions.permissions.permissions.filter((p) => p.area === 'audit').map((p) => p.name).sort().slice(1);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/apps/admin/roles', { timeout: 20_000 });

    const list = (await apiGet(`/sso/admin/roles?q=${encodeURIComponent(roleName)}`)) as { data: Array<{ id: number; name: string }> };
    const role = list.data.find((row) => row.name === roleName);
    expect(role, JSON.stringify(list)).toBeDefined();
    const stored = (await apiGet(`/sso/admin/roles/${role!.id}`)) as { data: { permissions: unknown[] } };
    const permissions = (await apiGet('/sso/permission-data')) as { data: Array<{ id: number; label: string }> };
    const nameOf = new Map(permissions.data.map((p) => [p.id, p.label]));
    const ids = stored.data.permissions.map((p) => (typeof p === 'object' && p ? (p as { id: number }).id : (p as number)));
    expect(ids.map((id) => nameOf.get(id)).sort()).toEqual(expected);
  });

  it('fits a 375 px screen with the groups open', async () => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(`${server.url}/apps/admin/roles/new`);
    await picker().waitFor();
    await picker().getByRole('searchbox').fill('view');
    await expect.poll(async () => (await visiblePermissions()).length, poll).toBeGreaterThan(5);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.setViewportSize({ width: 1440, height: 900 });
  });
});
