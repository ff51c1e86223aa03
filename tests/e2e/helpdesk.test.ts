/**
 * Helpdesk in the browser, as the support officer (a helpdesk user and a ticket handler): the
 * dashboard and reports show the seeded tickets' real figures (counted here from the same demo
 * data the database was seeded with), a report filters by channel; then a ticket is filed
 * through the form, handled from the support desk's queue (start, finish with a resolution,
 * close, each after its confirmation) and rated from the dashboard.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { helpdeskDemoTickets } from '../../server/helpdesk/helpdeskDemoTickets.ts';
import { poll } from './support/browser.ts';
import { signedInPage, useE2eEnvironment } from './support/environment.ts';

const env = useE2eEnvironment();
let page: Page;

const seeded = helpdeskDemoTickets();
const count = (match: (row: Record<string, unknown>) => boolean) => String(seeded.filter(match).length);
const title = `Docking station flickers ${Date.now()}`;

const reportTable = () => page.getByTestId('helpdesk-report-table');
const cellOf = (rowText: string | RegExp, column: string) => reportTable().getByRole('row').filter({ hasText: rowText }).locator(`[data-column="${column}"]`);
const totalOf = (column: string) => page.getByTestId('helpdesk-report-total').locator(`[data-column="${column}"]`);
const ticketRow = () => page.getByRole('row').filter({ hasText: title });

async function confirm(button: string, done: string) {
  const dialog = page.getByRole('alertdialog');
  await dialog.getByRole('button', { name: button }).click();
  await dialog.getByText(done).waitFor();
  await dialog.getByRole('button').first().click();
}

beforeAll(async () => {
  page = await signedInPage(env, 'support');
});

describe('helpdesk', { timeout: 120_000 }, () => {
  it('the dashboard counts the seeded tickets by status', async () => {
    await page.goto(`${env.server.url}/apps/helpdesk`);
    await page.getByTestId('helpdesk-dashboard').and(page.locator('[data-screen-state="ready"]')).waitFor();
    expect(await page.locator('[data-counter="total"] span').first().innerText()).toBe(String(seeded.length));
    expect(await page.locator('[data-counter="closed"] span').first().innerText()).toBe(count((t) => t.status === 4));
    await page.getByRole('figure', { name: 'Tickets by channel' }).waitFor();
  });

  it('the general report shows each channel’s figures and filters by channel', async () => {
    await page.goto(`${env.server.url}/apps/helpdesk/report/general_report`);
    await reportTable().waitFor();
    expect(await cellOf('IT support', 'total').innerText()).toBe(count((t) => t.channel === 'support'));
    expect(await cellOf('Equipment rental', 'closed').innerText()).toBe(count((t) => t.channel === 'rental' && t.status === 4));
    expect(await totalOf('total').innerText()).toBe(String(seeded.length));
    const chart = page.getByRole('figure', { name: /Tickets by channel/ });
    await chart.waitFor();
    // Three channels on a wide screen have room under their bars: their names stay level.
    await chart.getByTestId('bar-chart').locator('svg').first().waitFor();
    expect(await chart.getByTestId('bar-chart').getAttribute('data-turned-labels')).toBeNull();

    await page.getByRole('combobox', { name: 'Channel' }).selectOption('vc');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.waitForURL((url) => url.searchParams.get('channel') === 'vc');
    await expect.poll(() => totalOf('total').innerText(), poll).toBe(count((t) => t.channel === 'vc'));
    expect(await reportTable().getByRole('row').filter({ hasText: 'IT support' }).count()).toBe(0);
  });

  it('the rating and asset rental reports count the seeded ratings and rentals', async () => {
    await page.goto(`${env.server.url}/apps/helpdesk/report/rating_report`);
    await reportTable().waitFor();
    expect(await cellOf('5 - Excellent', 'total').innerText()).toBe(count((t) => t.rating === 5));
    expect(await cellOf('1 - Very poor', 'total').innerText()).toBe(count((t) => t.rating === 1));
    await page.goto(`${env.server.url}/apps/helpdesk/report/assets_rental`);
    await reportTable().waitFor();
    expect(await totalOf('total').innerText()).toBe(count((t) => t.channel === 'rental'));
    expect(await cellOf('Projector Epson EB-X51 #1', 'total').innerText()).toBe(count((t) => t.channel === 'rental' && t.asset_id === 5));
    // No channel filter on a report about one channel.
    expect(await page.getByRole('combobox', { name: 'Channel' }).count()).toBe(0);
  });

  it('on a phone a long time line charts its latest dozen days, says so, and the table keeps every day', async () => {
    const phone = await signedInPage(env, 'support', { width: 375, height: 800 });
    await phone.goto(`${env.server.url}/apps/helpdesk/report/daily_ticket`);
    const table = phone.getByTestId('helpdesk-report-table');
    await table.waitFor();
    const chart = phone.getByRole('figure', { name: /Tickets by day/ });
    await chart.getByTestId('bar-chart').locator('svg').first().waitFor();
    const days = (await table.locator('tbody [data-column="day"]').allInnerTexts()).filter((day) => day !== 'Total');
    expect(days.length).toBeGreaterThan(12);
    // The chart's figures (its text for screen readers, one per bar): the last twelve days, in order.
    const bars = await chart.getByRole('listitem').evaluateAll((items) => items.map((item) => item.firstElementChild?.textContent ?? ''));
    expect(bars).toEqual(days.slice(-12));
    expect(await phone.getByTestId('helpdesk-report-chart-part').innerText()).toBe(`The chart shows the latest 12 of ${days.length} rows; the table lists them all.`);
    await phone.context().close();
  });

  it('files a ticket through the form', async () => {
    await page.goto(`${env.server.url}/apps/helpdesk/ticket`);
    await page.getByRole('button', { name: 'New', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/apps/helpdesk/ticket/new');
    await page.getByRole('textbox', { name: /^Subject/ }).fill(title);
    await page.getByRole('textbox', { name: /^Description/ }).fill('The external screen flickers every few seconds.');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/apps/helpdesk/ticket');
    await ticketRow().getByText('Open').waitFor();
    await ticketRow().getByText('IT support').waitFor();
  });

  it('handles it from the support desk: start, finish with a resolution, close', async () => {
    await page.goto(`${env.server.url}/apps/helpdesk/handler/support`);
    await page.waitForURL((url) => url.searchParams.get('filter[channel]') === 'support');
    await ticketRow().getByRole('button', { name: /^Start handling/ }).click();
    await confirm('Yes, approve it!', 'Data has been approved.');
    await ticketRow().getByText('In progress').waitFor();
    await ticketRow().locator('td').filter({ hasText: 'Yoga Support' }).first().waitFor();

    await ticketRow().getByRole('button', { name: /^Mark done/ }).click();
    await page.getByRole('alertdialog').getByRole('textbox').fill('Replaced the docking station cable.');
    await confirm('Yes, save it!', 'Task has been saved.');
    await ticketRow().getByText('Done', { exact: true }).waitFor();

    await ticketRow().getByRole('button', { name: /^Close/ }).click();
    await confirm('Yes, approve it!', 'Data has been approved.');
    await ticketRow().getByText('Closed').waitFor();
    expect(await ticketRow().getByRole('button', { name: /^(Start handling|Mark done|Close)/ }).count()).toBe(0);
  });

  it('rates the closed ticket from the dashboard, and the rating report counts it', async () => {
    await page.goto(`${env.server.url}/apps/helpdesk`);
    const card = page.getByTestId('helpdesk-rate');
    await card.getByText(title).waitFor();
    await card.getByRole('radio', { name: '4' }).first().click({ force: true });
    await expect.poll(async () => page.getByTestId('helpdesk-rate').getByText(title).count(), poll).toBe(0);
    await page.goto(`${env.server.url}/apps/helpdesk/report/rating_report`);
    await reportTable().waitFor();
    expect(await cellOf('4 - Good', 'total').innerText()).toBe(String(Number(count((t) => t.rating === 4)) + 1));
  });
});
