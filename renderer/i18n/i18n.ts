/**
 * i18next over the locale trees of the definitions. The language codes of the locale switch
 * (en, es, fr) map to the locale files (en-US, es-ES, fr-FR) through app.json `locales`. Each
 * language's texts are a chunk of their own (renderer/definitions.ts loadLocaleTexts), fetched
 * by i18next's backend when the language is first used: the chosen one (and the default, the
 * fallback of a missing text) at start, another on a switch, which takes effect once its texts
 * are here. Past sign-in a language is the frame's texts plus, per module, that module's own
 * area, fetched with its first page (loadTexts): a key of an area not yet here fetches that area
 * and draws its users again when it arrives, so a text no page declared is late, never missing.
 */
import i18next, { type BackendModule, type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { LoadedDefinitions, LocaleTree } from '../../engine/definitions/model.ts';
import { readCookie, writeCookie } from './localeCookie.ts';

export type LoadLocaleTexts = (file: string, whole: boolean, areas: readonly string[]) => Promise<LocaleTree>;

/** Whether the texts past the sign-in page are wanted (set once by loadTexts, never unset). */
let wholeTexts = false;
/** The module areas the pages so far have asked for: a language chosen later comes with them. */
const wantedAreas = new Set<string>();
/** Whether the frame's texts and these areas are in, for the languages in use. */
let frameTextsIn = false;
const areasIn = new Set<string>();

function fileOf(definitions: LoadedDefinitions, code: string): string | undefined {
  return definitions.app.locales.available.find((l) => l.code === code)?.file;
}

function localeBackend(definitions: LoadedDefinitions, load: LoadLocaleTexts): BackendModule {
  return {
    type: 'backend',
    init() {},
    read(language, _namespace, callback) {
      const file = fileOf(definitions, language);
      if (file === undefined) return callback(null, {});
      load(file, wholeTexts, [...wantedAreas]).then(
        (tree) => callback(null, tree),
        (error: Error) => callback(error, false),
      );
    },
  };
}

/** The instance, and a promise settled when the chosen language's texts are in. */
export function createI18n(definitions: LoadedDefinitions, load: LoadLocaleTexts, isModuleArea: (area: string) => boolean = () => false): { instance: i18n; ready: Promise<unknown> } {
  const { locales } = definitions.app;
  const instance = i18next.createInstance();
  const ready = instance
    .use(localeBackend(definitions, load))
    .use(initReactI18next)
    .init({
      lng: preferredLanguage(definitions),
      fallbackLng: locales.default,
      supportedLngs: locales.available.map((l) => l.code),
      interpolation: { escapeValue: false },
      returnNull: false,
      // A text asked for before its module's area is here (a screen reading another module's
      // texts): the area is fetched, and 'added' draws the screens that read it again.
      saveMissing: true,
      missingKeyHandler: (_languages, _namespace, key) => {
        const area = key.split('.')[0];
        if (wholeTexts && !wantedAreas.has(area) && isModuleArea(area)) void loadTexts(instance, definitions, load, [area]).catch(() => undefined);
      },
      react: { useSuspense: false, bindI18nStore: 'added' },
    });
  instance.on('languageChanged', (lng) => {
    document.documentElement.lang = lng;
  });
  document.documentElement.lang = preferredLanguage(definitions);
  return { instance, ready };
}

/**
 * The texts of the languages in use for a page past sign-in (its frame waits for them): the
 * frame's areas, which the sign-in page did not load, and the module areas `areas` (the page's
 * module and those it points into). A language chosen later loads them all at once.
 */
export async function loadTexts(instance: i18n, definitions: LoadedDefinitions, load: LoadLocaleTexts, areas: readonly string[] = []): Promise<void> {
  // Nothing new: no second 'added', which would draw every screen again on each navigation.
  if (frameTextsIn && areas.every((area) => areasIn.has(area))) return;
  wholeTexts = true;
  const asked = areas.filter((area) => !wantedAreas.has(area));
  for (const area of asked) wantedAreas.add(area);
  const wanted = [...wantedAreas];
  const languages = [...new Set([instance.resolvedLanguage ?? instance.language, definitions.app.locales.default])];
  try {
    await Promise.all(
      languages.map(async (code) => {
        const file = fileOf(definitions, code);
        if (file === undefined) return;
        // Not deep: the areas are disjoint, and the loaded pieces are frozen (a deep merge writes into them).
        instance.addResourceBundle(code, 'translation', await load(file, true, wanted), false, true);
      }),
    );
  } catch (error) {
    // A piece that failed (a deploy under an open tab) may be asked for again.
    for (const area of asked) wantedAreas.delete(area);
    throw error;
  }
  frameTextsIn = true;
  for (const area of wanted) areasIn.add(area);
}

/** The cookie's language when it is one we offer, else the default. */
export function preferredLanguage(definitions: LoadedDefinitions): string {
  const { locales } = definitions.app;
  const stored = readCookie(locales.cookie);
  return locales.available.some((l) => l.code === stored) ? (stored as string) : locales.default;
}

export function switchLanguage(instance: i18n, definitions: LoadedDefinitions, code: string): Promise<unknown> {
  const { locales } = definitions.app;
  writeCookie(locales.cookie, code, locales.cookieDays);
  return instance.changeLanguage(code);
}
