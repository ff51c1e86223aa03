/** Sign-out follows the logout sequence of shell.md section 4 and lands on /login_page. */
import { describe, expect, it } from 'vitest';
import { signIn } from './support/browser.ts';
import { useE2eEnvironment } from './support/environment.ts';

const env = useE2eEnvironment();

describe('the session', () => {
  it('signs out to /login_page, clears the stored profile and the risk selections', async () => {
    const { page, context } = await env.browser.newPage();
    await signIn(page, env.server.url, 'admin');
    await page.evaluate(() => {
      localStorage.setItem('dermaMasterDefault', '{"year":2024}');
      localStorage.setItem('other', 'kept');
    });

    await page.locator('[data-testid="profile-menu"]').click();
    await page.locator('[data-testid="profile-logout"]').click();
    await page.waitForURL((url) => url.pathname === '/login_page');
    await page.locator('input[type="password"]').waitFor();

    const stored = await page.evaluate(() => ({
      derma: localStorage.getItem('dermaMasterDefault'),
      other: localStorage.getItem('other'),
      session: JSON.parse(localStorage.getItem('portal.session') ?? '{}').state,
    }));
    expect(stored.derma).toBeNull();
    expect(stored.other).toBe('kept');
    expect(stored.session).toMatchObject({ token: null, user: null, avatar: 'default.jpg' });

    // The session is over on the server too: the refresh cookie no longer works.
    const refreshed = await page.evaluate(async () => (await fetch('/sso/api/auth/refresh', { method: 'POST' })).status);
    expect(refreshed).toBe(401);
    await context.close();
  });

  it('shows the server message in red in the form for a wrong password', async () => {
    const { page, context } = await env.browser.newPage();
    await page.goto(`${env.server.url}/login`);
    await page.locator('input[name="username"]').fill('admin');
    await page.locator('input[name="password"]').fill('wrong-password');
    await page.locator('[data-testid="login-submit"]').click();
    // In the form, under the fields (decisions-shell.md, sign-in error), not a toast in the corner.
    const message = page.locator('form [data-testid="login-error"]');
    await message.waitFor();
    expect(await message.textContent()).toBe('Username or password is incorrect');
    expect(new URL(page.url()).pathname).toBe('/login');
    await context.close();
  });

  it('renews the access token once on a 401 and carries on', async () => {
    const { page, context } = await env.browser.newPage();
    await signIn(page, env.server.url, 'staff');
    // A token the server refuses, as after its expiry: the next call refreshes and retries.
    await page.evaluate(() => {
      const stored = JSON.parse(localStorage.getItem('portal.session')!);
      stored.state.token = 'expired.token.value';
      localStorage.setItem('portal.session', JSON.stringify(stored));
    });
    await page.goto(`${env.server.url}/apps/profile`);
    await page.locator('[data-testid="profile-username"]').waitFor();
    expect(await page.locator('[data-testid="profile-username"]').textContent()).toBe('staff');
    // The name is drawn from the stored user at once; the page's first call (the badges, the profile) then meets the 401 and renews.
    const token = () => page.evaluate(() => JSON.parse(localStorage.getItem('portal.session')!).state.token as string);
    await expect.poll(token, { timeout: 20_000, interval: 100 }).not.toBe('expired.token.value');
    await context.close();
  });

  it('sends the user to sign in when the session is over on the server', async () => {
    const { page, context } = await env.browser.newPage();
    await signIn(page, env.server.url, 'staff');
    // No refresh cookie and a refused token: nothing can renew this session.
    await context.clearCookies();
    await page.evaluate(() => {
      const stored = JSON.parse(localStorage.getItem('portal.session')!);
      stored.state.token = 'revoked.token.value';
      localStorage.setItem('portal.session', JSON.stringify(stored));
    });
    await page.reload();
    await page.waitForURL((url) => url.pathname === '/login');
    await page.locator('input[type="password"]').waitFor();
    const session = await page.evaluate(() => JSON.parse(localStorage.getItem('portal.session')!).state);
    expect(session).toMatchObject({ token: null, user: null });
    await context.close();
  });
});
