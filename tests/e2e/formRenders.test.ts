/**
 * A key pressed in one field of the generic form draws that field's widget again and no other
 * (issue 10, P4): a form context, uiSchema or widget registry made anew for each change would
 * draw all 200 fields of the form bench's page for every key. Every widget of the page counts
 * its renders (createWidgetRegistry's overrides, as a module would swap a widget). Text typed
 * reaches the form before a save reads it, even when the save follows the key at once.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFormRenderPage, type FormRenderPage } from '../../scripts/bench/formRenderPage.ts';
import { launchBrowser, type E2eBrowser } from './support/browser.ts';

let formPage: FormRenderPage;
let browser: E2eBrowser;
let page: Page;

const renders = () => page.evaluate('({ ...window.__renders })') as Promise<Record<string, number>>;

/** The fields whose widget was drawn between two counts. */
function drawn(before: Record<string, number>, after: Record<string, number>): string[] {
  return Object.keys(after)
    .filter((id) => after[id] !== before[id])
    .sort();
}

/** Two frames and an idle moment: the drafts handed over and rjsf's update drawn. */
const settle = () => page.evaluate('new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => requestIdleCallback(() => done(undefined)))))');

beforeAll(async () => {
  formPage = await startFormRenderPage();
  browser = await launchBrowser();
  ({ page } = await browser.newPage());
  await page.goto(`${formPage.url}/?impl=portal&count=1`);
  await page.evaluate('window.__ready');
  await page.evaluate('window.__mount()');
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await formPage?.stop();
});

describe('the generic form draws only what changed', { timeout: 90_000 }, () => {
  it('draws all 200 fields once when it opens', async () => {
    const counts = await renders();
    expect(Object.keys(counts)).toHaveLength(200);
  });

  it('typing into a text field draws that field alone', async () => {
    const field = page.locator('#root_text_050');
    await field.click();
    await settle();
    const before = await renders();
    await page.keyboard.type('abc');
    // Leaving the field hands its text to the form.
    await page.keyboard.press('Tab');
    await settle();
    expect(await field.inputValue()).toBe('abc');
    expect(drawn(before, await renders())).toEqual(['root_text_050']);
  });

  it('a number, a long text and a choice each draw their own field alone', async () => {
    let before = await renders();
    await page.locator('#root_number_007').fill('42');
    await page.locator('#root_note_003').fill('several words');
    await settle();
    expect(drawn(before, await renders())).toEqual(['root_note_003', 'root_number_007']);

    before = await renders();
    await page.getByRole('combobox', { name: 'Select 4' }).click();
    await page.getByRole('option', { name: 'C' }).click();
    await settle();
    expect(drawn(before, await renders())).toEqual(['root_select_004']);
  });

  it('a save pressed right after a key sees the key: the required field is not reported empty', async () => {
    await page.locator('#root_text_001').click();
    await page.keyboard.type('x');
    await page.keyboard.press('Enter');
    // number_001 is required too and still empty: its message shows, text_001's does not.
    await page.locator('#root_number_001__error').waitFor();
    expect(await page.locator('#root_text_001__error').count()).toBe(0);
    expect(await page.locator('#root_text_001').inputValue()).toBe('x');
  });
});
