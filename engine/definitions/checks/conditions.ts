/**
 * Conditions are JSON Schema on the record: a property an `if`, `then` or x-visibleIf names
 * that the resource does not have makes the rule silently never (or always) apply.
 */
import type { SourceMap } from '../assemble.ts';
import { pointer, type LintError } from '../lintError.ts';
import type { LoadedDefinitions } from '../model.ts';
import { eachResource, fieldList } from './resourceCheck.ts';

type Schema = Record<string, unknown>;

/** Every record property a condition names, with its pointer; nested object schemas are not the record's. */
function namedProperties(schema: unknown, at: string, found: Array<{ name: string; at: string }>): void {
  if (!schema || typeof schema !== 'object' || Array.isArray(schema)) return;
  const node = schema as Schema;
  for (const name of Object.keys((node.properties as Schema | undefined) ?? {})) found.push({ name, at: `${at}/properties${pointer(name)}` });
  if (Array.isArray(node.required)) node.required.forEach((name, i) => typeof name === 'string' && found.push({ name, at: `${at}/required/${i}` }));
  for (const name of Object.keys((node.dependencies as Schema | undefined) ?? {})) found.push({ name, at: `${at}/dependencies${pointer(name)}` });
  for (const key of ['allOf', 'anyOf', 'oneOf'] as const) {
    if (Array.isArray(node[key])) (node[key] as unknown[]).forEach((inner, i) => namedProperties(inner, `${at}/${key}/${i}`, found));
  }
  for (const key of ['not', 'if', 'then', 'else'] as const) namedProperties(node[key], `${at}/${key}`, found);
}

export function checkConditions(definitions: LoadedDefinitions, sources: SourceMap): LintError[] {
  return eachResource(definitions, sources, ({ resource, properties, report }) => {
    const found: Array<{ name: string; at: string }> = [];
    (resource.fields.allOf ?? []).forEach((rule, i) => namedProperties(rule, pointer('fields', 'allOf', i), found));
    // A section's condition is copied onto its fields; check it once, where it is written.
    const sectionConditions = new Set<unknown>();
    (resource.form?.layout ?? []).forEach((section, i) => {
      if (section.visibleIf === undefined) return;
      sectionConditions.add(section.visibleIf);
      namedProperties(section.visibleIf, pointer('form', 'layout', i, 'visibleIf'), found);
    });
    for (const [name, field] of Object.entries(properties)) {
      if (field['x-visibleIf'] !== undefined && !sectionConditions.has(field['x-visibleIf'])) {
        namedProperties(field['x-visibleIf'], pointer('fields', 'properties', name, 'x-visibleIf'), found);
      }
    }
    for (const { name, at } of found) {
      if (!(name in properties)) {
        report(at, `condition names "${name}", which is not a field of resource "${resource.id}"`, `use one of: ${fieldList(properties)}`);
      }
    }
  });
}
