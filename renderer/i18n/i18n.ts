/**
 * i18next over the merged locale trees of the definitions. The language codes of the locale
 * switch (en, es, fr) map to the locale files (en-US, es-ES, fr-FR) through app.json `locales`.
 */
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { LoadedDefinitions } from '../../engine/definitions/model.ts';
import { readCookie, writeCookie } from './localeCookie.ts';

export function createI18n(definitions: LoadedDefinitions): i18n {
  const { locales } = definitions.app;
  const resources: Record<string, { translation: object }> = {};
  for (const { code, file } of locales.available) resources[code] = { translation: definitions.locales[file] ?? {} };
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources,
    lng: preferredLanguage(definitions),
    fallbackLng: locales.default,
    supportedLngs: locales.available.map((l) => l.code),
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  instance.on('languageChanged', (lng) => {
    document.documentElement.lang = lng;
  });
  document.documentElement.lang = instance.language;
  return instance;
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
