import { chromium } from 'playwright-core';
const base = 'http://localhost:8090';
const [user, width] = [process.argv[2] ?? 'kabid', Number(process.argv[3] ?? 375)];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width, height: 900 } });
page.setDefaultTimeout(15000);
page.on('pageerror', (e) => console.log('pageerror', e.message));
await page.goto(base + '/login');
await page.locator('input[type="password"]').waitFor();
await page.locator('input:not([type="password"]):not([type="hidden"]):not([type="checkbox"])').first().fill(user);
await page.locator('input[type="password"]').fill('portal-demo');
await page.locator('input[type="password"]').press('Enter');
await page.waitForURL((u) => !u.pathname.startsWith('/login'));
try {
  await page.goto(base + '/apps/support/ticket');
  await page.getByRole('listitem').filter({ hasText: 'Tiket uji' }).getByRole('button', { name: /^Open/ }).or(page.getByRole('row').filter({ hasText: 'Tiket uji' }).getByRole('button', { name: /^Open/ })).first().click();
  await page.getByRole('button', { name: 'Add to Approvals' }).click();
  await page.waitForTimeout(1000);
  await page.getByRole('region', { name: 'Add to Approvals' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: '/tmp/d1.png' });
} catch (e) { console.log(e.message); await page.screenshot({ path: '/tmp/d1.png' }); }
await browser.close();
