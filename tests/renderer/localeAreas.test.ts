/**
 * Texts past sign-in come as the frame's piece plus one piece per module area, fetched with the
 * module's pages (renderer/i18n/i18n.ts). A text of an area no page has asked for yet (a screen
 * reading another module's texts) must still arrive: the area is fetched when the key is missed,
 * and i18next's 'added' tells the screens to draw again. Run on the real definitions' texts,
 * served the way the build cuts them (engine/definitions/splitByModule.ts splitLocale).
 */
import { describe, expect, it } from 'vitest';
import { loadDefinitions } from '../../engine/definitions/load.ts';
import type { LocaleTree } from '../../engine/definitions/model.ts';
import { splitLocale } from '../../engine/definitions/splitByModule.ts';
import { createI18n, loadTexts, type LoadLocaleTexts } from '../../renderer/i18n/i18n.ts';
import { readDefinitionFiles } from '../../server/definitions/definitionFiles.ts';

// i18n.ts reads the language cookie and sets <html lang>: the two parts of a page it touches.
Object.assign(globalThis, { document: { cookie: '', documentElement: { lang: '' } } });

const definitions = loadDefinitions(await readDefinitionFiles());
const moduleIds = definitions.modules.map((module) => module.id);

describe('texts by module area', () => {
  it('fetches the frame with a page, a module area with its page, and a missed area on its first key', async () => {
    const asked: string[] = [];
    const load: LoadLocaleTexts = async (file, whole, areas) => {
      const { signIn, frame, areas: own } = splitLocale(definitions.locales[file] as LocaleTree, moduleIds);
      asked.push(...(whole ? ['frame', ...areas.filter((area) => area in own)] : ['sign-in']).map((piece) => `${file}:${piece}`));
      return Object.assign({}, signIn, whole ? frame : {}, ...(whole ? areas.filter((area) => area in own).map((area) => own[area]) : []));
    };
    const { instance, ready } = createI18n(definitions, load, (area) => moduleIds.includes(area));
    await ready;
    expect(instance.t('menu.dashboard')).toBe('menu.dashboard');

    await loadTexts(instance, definitions, load, ['admin']);
    expect(instance.t('menu.dashboard')).not.toBe('menu.dashboard');
    expect(instance.t('admin.department.field.office')).toBe('Office');
    expect(asked).toContain('en-US:admin');
    expect(asked).not.toContain('en-US:hr');

    // A key of an area nobody asked for: the key shows at first, then the area comes, announced by 'added'.
    const added = new Promise<void>((resolve) => instance.store.on('added', () => resolve()));
    expect(instance.t('hr.permit.title')).toBe('hr.permit.title');
    await added;
    expect(instance.t('hr.permit.title')).toBe('Late permissions');
    expect(asked).toContain('en-US:hr');
  });
});
