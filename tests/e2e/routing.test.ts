/** Unknown paths, the auth rule, the root redirect, trailing slashes and page titles. */
import { describe, expect, it } from 'vitest';
import { poll, signIn } from './support/browser.ts';
import { useE2eEnvironment } from './support/environment.ts';

const env = useE2eEnvironment();

describe('routing', () => {
  it('shows the 404 texts of the error catalogue for an unknown path', async () => {
    const { page, context } = await env.browser.newPage();
    await signIn(page, env.server.url, 'admin');
    await page.goto(`${env.server.url}/no/such/page`);
    await expect.poll(() => page.locator('[data-testid="error-title"]').textContent(), poll).toBe('This page could not be found');
    expect(await page.locator('[data-testid="error-text"]').textContent()).toBe('The requested URL /no/such/page was not found on this server.');
    expect(await page.locator('[data-testid="error-home-link"]').textContent()).toBe('Go to home page');
    expect(await page.title()).toBe('Apps - /no/such/page');
    await context.close();
  });

  it('sends a signed-out visitor to /?message=noUser and shows the sign-in there', async () => {
    const { page, context } = await env.browser.newPage();
    await page.goto(`${env.server.url}/apps/profile`);
    await page.waitForURL((url) => url.pathname === '/' && url.searchParams.get('message') === 'noUser');
    await page.locator('input[type="password"]').waitFor();
    expect(await page.locator('[data-testid="login-no-user"]').count()).toBe(1);
    await context.close();
  });

  it('sends / to /dashboard/v1 and treats a trailing slash like none', async () => {
    const { page, context } = await env.browser.newPage();
    await signIn(page, env.server.url, 'staff');
    await page.goto(`${env.server.url}/`);
    await page.waitForURL((url) => url.pathname === '/dashboard/v1');
    await page.goto(`${env.server.url}/apps/profile/`);
    await page.locator('[data-testid="profile"]').waitFor();
    expect(await page.locator('[data-testid="profile-username"]').textContent()).toBe('staff');
    expect(await page.title()).toBe('Apps - /apps/profile');
    await context.close();
  });

  it('shows the 403 page inside the layout for a page the user lacks the permission of', async () => {
    const { page, context } = await env.browser.newPage();
    await signIn(page, env.server.url, 'staff');
    // helpdesk_dashboard.standart, which the Staff role does not hold
    await page.goto(`${env.server.url}/apps/helpdesk/panel`);
    await expect.poll(() => page.locator('[data-testid="error-page"]').getAttribute('data-status'), poll).toBe('403');
    expect(await page.locator('[data-testid="error-title"]').textContent()).toBe('An error occurred');
    expect(await page.locator('[data-testid="sidebar"]').isVisible()).toBe(true);
    await context.close();
  });

  it('sends a non-Admin user away from an admin-only page to /', async () => {
    const { page, context } = await env.browser.newPage();
    await signIn(page, env.server.url, 'staff');
    await page.goto(`${env.server.url}/apps/admin/users`);
    // The admin-only rule sends to /, which redirects to the dashboard.
    await page.waitForURL((url) => url.pathname === '/dashboard/v1');
    await page.locator('[data-testid="dashboard-v1"]').waitFor();
    await context.close();
  });

  it('lets an Admin open an admin-only page', async () => {
    const { page, context } = await env.browser.newPage();
    await signIn(page, env.server.url, 'admin');
    await page.goto(`${env.server.url}/apps/admin/users`);
    await page.waitForLoadState('networkidle');
    expect(new URL(page.url()).pathname).toBe('/apps/admin/users');
    expect(await page.locator('[data-testid="error-page"]').count()).toBe(0);
    await context.close();
  });
});
