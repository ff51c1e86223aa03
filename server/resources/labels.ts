/** Field labels in words (en-US), for messages and export headers; the key itself when missing. */
import type { LoadedDefinitions, LocaleTree } from '../../engine/definitions/model.ts';

export const serverLocale = 'en-US';

export function labelOf(definitions: LoadedDefinitions, key: string, locale = serverLocale): string {
  let node: string | LocaleTree | undefined = definitions.locales[locale];
  for (const part of key.split('.')) {
    if (!node || typeof node === 'string' || !Object.hasOwn(node, part)) return key;
    node = node[part];
  }
  return typeof node === 'string' ? node : key;
}
