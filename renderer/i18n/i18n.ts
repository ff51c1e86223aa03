/**
 * i18next over the locale trees of the definitions. The language codes of the locale switch
 * (en, es, fr) map to the locale files (en-US, es-ES, fr-FR) through app.json `locales`. Each
 * language's texts are a chunk of their own (renderer/definitions.ts loadLocaleTexts), fetched
 * by i18next's backend when the language is first used: the chosen one (and the default, the
 * fallback of a missing text) at start, another on a switch, which takes effect once its texts
 * are here.
 */
import i18next, { type BackendModule, type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { LoadedDefinitions, LocaleTree } from '../../engine/definitions/model.ts';
import { readCookie, writeCookie } from './localeCookie.ts';

export type LoadLocaleTexts = (file: string, whole: boolean) => Promise<LocaleTree>;

/** Whether the texts past the sign-in page are wanted (set once by loadAllTexts, never unset). */
let wholeTexts = false;

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
      load(file, wholeTexts).then(
        (tree) => callback(null, tree),
        (error: Error) => callback(error, false),
      );
    },
  };
}

/** The instance, and a promise settled when the chosen language's texts are in. */
export function createI18n(definitions: LoadedDefinitions, load: LoadLocaleTexts): { instance: i18n; ready: Promise<unknown> } {
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
      react: { useSuspense: false },
    });
  instance.on('languageChanged', (lng) => {
    document.documentElement.lang = lng;
  });
  document.documentElement.lang = preferredLanguage(definitions);
  return { instance, ready };
}

/**
 * Every text of the languages in use, for the pages past sign-in (the layout frame waits for it):
 * the sign-in page loaded only its own areas. A language chosen later loads whole at once.
 */
export async function loadAllTexts(instance: i18n, definitions: LoadedDefinitions, load: LoadLocaleTexts): Promise<void> {
  wholeTexts = true;
  const languages = [...new Set([instance.resolvedLanguage ?? instance.language, definitions.app.locales.default])];
  await Promise.all(
    languages.map(async (code) => {
      const file = fileOf(definitions, code);
      if (file === undefined) return;
      // Not deep: the areas are disjoint, and the loaded pieces are frozen (a deep merge writes into them).
      instance.addResourceBundle(code, 'translation', await load(file, true), false, true);
    }),
  );
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
