/** The one i18next instance of the app; main.tsx renders once `i18nReady` has the texts. */
import { definitions, hasLocaleArea, loadLocaleTexts, setModuleTextsLoader } from '../definitions.ts';
import { useSessionStore } from '../session/sessionStore.ts';
import { createI18n, loadTexts } from './i18n.ts';

const created = createI18n(definitions, loadLocaleTexts, hasLocaleArea);

export const i18n = created.instance;
export const i18nReady = created.ready;

// Only past sign-in (the sign-in page shows no resource): a module's texts come with its definitions.
setModuleTextsLoader((module) => (useSessionStore.getState().user ? loadTextsPastSignIn([module]) : Promise.resolve()));

/**
 * The texts of the languages in use past the sign-in page: the frame's, and the own texts of the
 * modules named (a page's module and those its resources point into). The page waits for them.
 */
export function loadTextsPastSignIn(modules: readonly string[] = []): Promise<void> {
  return loadTexts(i18n, definitions, loadLocaleTexts, modules);
}
