/** The one i18next instance of the app, over the bundled definitions. */
import { definitions } from '../definitions.ts';
import { createI18n } from './i18n.ts';

export const i18n = createI18n(definitions);
