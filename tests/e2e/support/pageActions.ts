/** What the module browser tests do again and again: open a page and see it built, pick an option. */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** Opens `path` on `base` and waits for its title; neither the placeholder nor the 404 page may show. */
export async function opensWithTitle(page: Page, base: string, path: string, heading: string): Promise<void> {
  await page.goto(`${base}${path}`);
  await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
  expect(await page.getByText('This page is declared but not built yet.').count(), path).toBe(0);
  expect(await page.getByText('This page could not be found').count(), path).toBe(0);
}

/** Opens the combobox named `field` and picks the option named exactly `option`. */
export async function chooseOption(page: Page, field: string | RegExp, option: string): Promise<void> {
  await page.getByRole('combobox', { name: field }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}
