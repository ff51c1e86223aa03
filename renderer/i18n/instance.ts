/** The one i18next instance of the app; main.tsx renders once `i18nReady` has the texts. */
import { definitions, loadLocaleTexts } from '../definitions.ts';
import { createI18n, loadAllTexts } from './i18n.ts';

const created = createI18n(definitions, loadLocaleTexts);

export const i18n = created.instance;
export const i18nReady = created.ready;

/** Every text of the languages in use; the layout frame of a signed-in page waits for it. */
export function loadTextsPastSignIn(): Promise<void> {
  return loadAllTexts(i18n, definitions, loadLocaleTexts);
}
