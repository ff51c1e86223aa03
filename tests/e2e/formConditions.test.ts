/**
 * Conditions declared in a definition shape the form a user sees: the document form's
 * participant section (named condition isKepesertaan) and mail section (isMailing) show only for
 * their document type, with their titles, and follow the type as the user changes it.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { E2eBrowser } from './support/browser.ts';
import type { E2eServer } from './support/e2eServer.ts';
import { closeSignedInSession, openSignedInSession } from './support/environment.ts';

let server: E2eServer;
let browser: E2eBrowser;
let page: Page;
let context: BrowserContext;

const sectionTitle = (title: string) => page.locator('legend').filter({ hasText: new RegExp(`^${title}$`) });

beforeAll(async () => {
  ({ server, browser, page, context } = await openSignedInSession('admin'));
});

afterAll(() => closeSignedInSession({ server, browser, page, context }));

describe('document form conditions', { timeout: 90_000 }, () => {
  it('shows neither the participant nor the mail section for a general document', async () => {
    await page.goto(`${server.url}/apps/dms/doc/form_general`);
    await sectionTitle('General information').waitFor();
    expect(await sectionTitle('Participant').isVisible()).toBe(false);
    expect(await sectionTitle('Mail').isVisible()).toBe(false);
    expect(await page.getByText('Participant number').isVisible()).toBe(false);
    expect(await page.getByText('Mailing number').isVisible()).toBe(false);
  });

  it('shows the participant section with its fields for a participant document', async () => {
    await page.goto(`${server.url}/apps/dms/doc/form_kepesertaan`);
    await sectionTitle('Participant').waitFor();
    await page.getByText('Participant number').first().waitFor();
    expect(await sectionTitle('Mail').isVisible()).toBe(false);
  });

  it('follows the document type as the user changes it', async () => {
    await page.goto(`${server.url}/apps/dms/doc/form_general`);
    await sectionTitle('General information').waitFor();
    await page.getByRole('combobox', { name: 'Document type' }).click();
    await page.getByRole('option', { name: 'Mailing' }).click();
    await sectionTitle('Mail').waitFor();
    await page.getByText('Mailing number').first().waitFor();
    expect(await sectionTitle('Participant').isVisible()).toBe(false);
  });
});
