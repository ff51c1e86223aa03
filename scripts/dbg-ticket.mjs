import { chromium } from 'playwright-core';
const base = 'http://localhost:8090';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
page.setDefaultTimeout(15000);
page.on('pageerror', (e) => console.log('pageerror', e.message));
async function login(u) {
  await page.goto(base + '/login');
  await page.locator('input[type="password"]').waitFor();
  await page.locator('input:not([type="password"]):not([type="hidden"]):not([type="checkbox"])').first().fill(u);
  await page.locator('input[type="password"]').fill('portal-demo');
  await page.locator('input[type="password"]').press('Enter');
  await page.waitForURL((u) => !u.pathname.startsWith('/login'));
}
try {
  await login('kabid');
  await page.goto(base + '/apps/support/ticket');
  await page.getByRole('row').filter({ hasText: 'Tiket uji' }).getByRole('button', { name: /^Open/ }).click();
  const approvals = page.locator('[data-testid="list-screen"]').filter({ has: page.getByRole('heading', { name: 'Approvals', exact: true }) });
  await approvals.getByRole('button', { name: 'Add to Approvals' }).click();
  await page.waitForTimeout(1500);
  console.log('attrs', await page.evaluate(() => { const d = document.querySelector('[role=dialog]'); return [...d.attributes].map((a) => a.name + '=' + a.value.slice(0, 200)).join('\n'); }));
  await page.evaluate(() => { const d = document.querySelector('[role=dialog]'); new MutationObserver((m) => m.forEach((r) => console.log('MUT', r.attributeName, d.getAttribute('aria-hidden'), new Error().stack))).observe(d, { attributes: true }); d.removeAttribute('aria-hidden'); });
  page.on('console', (m) => console.log('console', m.text().slice(0, 1500)));
  await page.mouse.click(700, 200);
  await page.waitForTimeout(800);
  console.log('focused after click', await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 150)));
  await page.screenshot({ path: '/tmp/d1.png', fullPage: true });
  console.log(await page.evaluate(() => { const all = [...document.querySelectorAll('[role="dialog"],[role="alertdialog"],[aria-modal]')].map((e) => e.getAttribute('role') + ' hidden=' + e.getAttribute('aria-hidden') + ' ' + e.textContent.slice(0, 40)); console.log(all); const d = document.querySelector('[role="dialog"]'); if (d) return all.join('\n'); if (!d) return 'no dialog el'; const out = []; for (let e = d; e; e = e.parentElement) out.push(e.tagName + ' ' + (e.getAttribute('aria-hidden') ?? '') + ' ' + (e.hasAttribute('inert') ? 'inert' : '') + ' ' + (e.getAttribute('data-tabster')?.slice(0,80) ?? '')); return out.join('\n'); }));
  console.log(await page.evaluate(() => [...document.body.children].map((e) => e.tagName + '#' + e.id + ' hidden=' + e.getAttribute('aria-hidden') + ' ' + (e.getAttribute('data-tabster') ?? '').slice(0, 60) + ' :: ' + e.textContent.slice(0, 30)).join('\n')));
  console.log('dialogs', await page.getByRole('dialog').count(), 'combos', await page.getByRole('combobox').count());
  for (const c of await page.getByRole('combobox').all()) console.log('combo', await c.evaluate((e) => e.outerHTML.slice(0, 300)));
  await page.getByRole('dialog').getByRole('combobox', { name: /^Status/ }).click();
  await page.getByRole('option', { name: 'Approved' }).click();
  await page.getByRole('dialog').getByRole('textbox', { name: /^Notes/ }).fill('Disetujui');
  await page.getByRole('dialog').getByRole('button', { name: 'Save', exact: true }).click();
  await page.waitForTimeout(1500);
  await page.screenshot({ path: '/tmp/d2.png' });
} catch (e) { console.log(e.message); await page.screenshot({ path: '/tmp/d1.png' }); }
await browser.close();
