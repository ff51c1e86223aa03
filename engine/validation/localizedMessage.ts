/**
 * A validation error in the reader's language. The field's own x-messages (the spec's Indonesian
 * texts) stay as declared; the engine's sentences go through their locale key
 * (common.validation.<keyword>), the field named by its label in that language. Used by the
 * server (for the language of the request) and by the form (for the language on screen), so
 * both say the same thing.
 */
import type { FieldError } from './fieldErrors.ts';

/** A key's text in one language with {{name}} values filled in; undefined when the language lacks the key. */
export type Translate = (key: string, values?: Readonly<Record<string, string | number>>) => string | undefined;

/** The JSON types ajv names ("integer,null") in words of the language. */
function typeNames(types: string, translate: Translate): string {
  const or = translate('common.validation.or') ?? 'or';
  return types
    .split(',')
    .map((type) => translate(`common.validation.typeName.${type}`) ?? type)
    .join(` ${or} `);
}

export function localizedMessage(error: Pick<FieldError, 'message' | 'text'>, translate: Translate): string {
  const { text } = error;
  if (!text) return error.message;
  const values: Record<string, string | number> = { ...text.values, field: translate(text.fieldKey) ?? text.fieldKey };
  if (typeof text.values.type === 'string') values.type = typeNames(text.values.type, translate);
  if (typeof text.values.format === 'string') values.format = translate(`common.validation.formatName.${text.values.format}`) ?? text.values.format;
  return translate(text.key, values) ?? error.message;
}

/** A Translate over one locale tree of the definitions, with i18next's {{name}} interpolation. */
export function treeTranslate(tree: unknown): Translate {
  return (key, values = {}) => {
    let node: unknown = tree;
    for (const part of key.split('.')) {
      if (!node || typeof node !== 'object' || !Object.hasOwn(node, part)) return undefined;
      node = (node as Record<string, unknown>)[part];
    }
    if (typeof node !== 'string') return undefined;
    return node.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : whole));
  };
}
