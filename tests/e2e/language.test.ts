/** The language switch changes the menu's labels and is remembered in the locale cookie. */
import { describe, expect, it } from 'vitest';
import { poll, menuEntries, signIn } from './support/browser.ts';
import { useE2eEnvironment } from './support/environment.ts';
import { expectedMenu } from './support/expectedMenu.ts';

const env = useE2eEnvironment();

describe('the language switch', () => {
  it('shows the menu in Spanish, then French, and keeps the choice across a reload', async () => {
    const { page, context } = await env.browser.newPage();
    await signIn(page, env.server.url, 'admin');
    const english = await menuEntries(page);
    expect(english).toEqual(await expectedMenu(env.server.url, 'admin', 'en-US'));

    await page.locator('[data-testid="language-switch"]').click();
    await page.locator('[data-testid="language-es"]').click();
    const spanish = await expectedMenu(env.server.url, 'admin', 'es-ES');
    await expect.poll(() => menuEntries(page), poll).toEqual(spanish);
    expect(spanish.map((e) => e.label)).not.toEqual(english.map((e) => e.label));
    const cookie = (await context.cookies()).find((c) => c.name === 'locale');
    expect(cookie?.value).toBe('es');
    // 365 days, give or take the seconds the test took.
    expect(Math.round((cookie!.expires - Date.now() / 1000) / 86_400)).toBe(365);

    await page.reload();
    await expect.poll(() => menuEntries(page), poll).toEqual(spanish);

    await page.locator('[data-testid="language-switch"]').click();
    await page.locator('[data-testid="language-fr"]').click();
    await expect.poll(() => menuEntries(page), poll).toEqual(await expectedMenu(env.server.url, 'admin', 'fr-FR'));
    await context.close();
  });
});

/** Words of the English interface that a Spanish or French screen must not show (case and word exact). */
const englishWords: Record<'es' | 'fr', readonly string[]> = {
  es: ['Save', 'Cancel', 'Delete', 'Search', 'required', 'Success', 'No data', 'Actions', 'Loading', 'Edit', 'New', 'Export', 'Are you sure', 'must be', 'is already used', 'Previous', 'Next'],
  // "Actions" is also French (the fr locale says "Actions" on purpose), so it is not looked for there.
  fr: ['Save', 'Cancel', 'Delete', 'Search', 'required', 'Success', 'No data', 'Loading', 'Edit', 'New', 'Export', 'Are you sure', 'must be', 'is already used', 'Previous', 'Next'],
};

/** The English words the page shows or names: its text, and the labels, placeholders and titles of its controls. */
async function englishOn(page: import('playwright-core').Page, lang: 'es' | 'fr'): Promise<string[]> {
  const text = await page.evaluate(() => {
    const named = [...document.querySelectorAll('[aria-label], [placeholder], [title]')].flatMap((node) => ['aria-label', 'placeholder', 'title'].map((name) => node.getAttribute(name) ?? ''));
    return [document.body.innerText, ...named].join('\n');
  });
  return englishWords[lang].filter((word) => new RegExp(`(^|[^\\p{L}])${word}([^\\p{L}]|$)`, 'u').test(text)).map((word) => `"${word}" in ${page.url()}`);
}

describe.each(['es', 'fr'] as const)('the admin screens in %s', (lang) => {
  it('show no English: lists, forms, a delete dialog, validation messages and the success toast', { timeout: 180_000 }, async () => {
    const { page, context } = await env.browser.newPage();
    await signIn(page, env.server.url, 'admin');
    await page.locator('[data-testid="language-switch"]').click();
    await page.locator(`[data-testid="language-${lang}"]`).click();
    const found: string[] = [];
    const settled = async () => {
      await page.locator('[data-screen-state="ready"]').first().waitFor({ timeout: 20_000 });
      await page.waitForLoadState('networkidle');
    };

    for (const path of ['/apps/admin/users', '/apps/admin/users/new', '/apps/admin/users/1', '/apps/admin/roles', '/apps/admin/roles/1', '/apps/admin/department', '/apps/admin/department/new']) {
      await page.goto(`${env.server.url}${path}`);
      await settled();
      found.push(...(await englishOn(page, lang)));
    }

    // A check of the engine's (no x-messages of its own): Division must be at least 1.
    const code = `AA-${lang}`;
    await page.locator('input[id="root_code"]').fill(code);
    await page.locator('input[id="root_name"]').fill('Departemen Bahasa');
    await page.locator('input[id="root_bidang_id"]').fill('0');
    await page.locator('button[type="submit"]').click();
    await expect.poll(() => page.locator('#root_bidang_id').getAttribute('aria-invalid'), poll).toBe('true');
    found.push(...(await englishOn(page, lang)));
    await page.locator('input[id="root_bidang_id"]').fill('3');
    await page.locator('button[type="submit"]').click();
    const toast = page.locator('[data-testid="toast-success"]');
    await toast.waitFor();
    expect(await toast.textContent()).toBe(lang === 'fr' ? 'Succès' : 'Éxito');
    await settled();

    // The delete dialog of the new row.
    // The row's actions are named by the record's code: edit first, delete last.
    await page.locator(`button[aria-label$=" ${code}"]`).last().click().catch(async (error: unknown) => {
      await page.screenshot({ path: `/tmp/a11y/lang-${lang}.png` });
      throw error;
    });
    await page.locator('[role="dialog"], [role="alertdialog"]').first().waitFor();
    found.push(...(await englishOn(page, lang)));
    await page.keyboard.press('Escape');

    expect(found, found.join('\n')).toEqual([]);
    await context.close();
  });

  it("answers the server's validation and conflict messages in the locale cookie's language", async () => {
    const { tokenFor } = await import('./support/expectedMenu.ts');
    const token = await tokenFor(env.server.url, 'admin');
    const post = (body: unknown) =>
      fetch(`${env.server.url}/sso/admin/roles`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', cookie: `locale=${lang}` },
        body: JSON.stringify(body),
      });
    const tooLong = await post({ name: `Bahasa ${lang}`, description: 'x'.repeat(501) });
    expect(tooLong.status).toBe(422);
    const body = (await tooLong.json()) as { message: string; errors: Record<string, string[]> };
    expect(body.message).toBe(lang === 'fr' ? 'Description doit comporter au plus 500 caractères' : 'Descripción debe tener como máximo 500 caracteres');
    expect(body.errors.description).toEqual([body.message]);
    // A declared Indonesian message stays as the spec gives it.
    const unnamed = (await (await post({ name: '' })).json()) as { message: string };
    expect(unnamed.message).toBe('Nama role belum diisi');
  });
});
