/**
 * The resolve context of a module's resources, read from the definition files: the shared
 * option sets, the English labels (the locale every key must exist in) and the app's default
 * success message.
 */
import { classifyDefinitionFile, type DefinitionFiles } from '../files.ts';
import type { AppDefinition, OptionSets } from '../model.ts';
import type { ResolveContext } from './resolveContext.ts';

export const referenceLocale = 'en-US';

/** Whether a dotted key names a text in a locale tree. */
export function hasText(tree: unknown, key: string): boolean {
  return typeof key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), tree) === 'string';
}

export function resolveContextFromFiles(files: DefinitionFiles, module: string): ResolveContext {
  const english: Record<string, unknown> = {};
  for (const [path, json] of Object.entries(files)) {
    const kind = classifyDefinitionFile(path);
    if (kind.kind === 'locale' && kind.locale === referenceLocale) mergeTexts(english, json as Record<string, unknown>);
  }
  return {
    module,
    optionSets: (files['optionSets.json'] as OptionSets | undefined)?.sets ?? {},
    hasLabel: (key) => hasText(english, key),
    successMessage: (files['app.json'] as AppDefinition | undefined)?.errors?.success ?? 'Success',
  };
}

function mergeTexts(target: Record<string, unknown>, source: Record<string, unknown>): void {
  for (const [key, value] of Object.entries(source)) {
    if (value && typeof value === 'object') mergeTexts((target[key] ??= {}) as Record<string, unknown>, value as Record<string, unknown>);
    else target[key] = value;
  }
}
