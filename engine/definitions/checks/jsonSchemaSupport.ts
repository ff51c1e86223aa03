/**
 * The JSON Schema constructs a resource may use, checked where the meta-schema cannot see them
 * (inside fields, rules and form.uiSchema). Each refusal says why and what to write instead;
 * docs/decisions-definitions.md gives the reasons at length. Everything not refused here is
 * drawn by rjsf as rjsf draws it, validated by ajv and stored (arrays and objects as JSON).
 */
import type { SourceMap } from '../assemble.ts';
import { lintError, pointer, type LintError } from '../lintError.ts';
import type { LoadedDefinitions, LoadedResource } from '../model.ts';
import { widgetNames } from '../../registryKeys.ts';
import { conditionKeywordProblem } from '../../forms/conditionMatches.ts';

/** rjsf's own widgets, by alias (utils getWidget's widgetMap) and by registry name (core's widgets). */
export const rjsfWidgetNames: ReadonlySet<string> = new Set([
  'checkbox', 'checkboxes', 'radio', 'select', 'hidden', 'text', 'password', 'email', 'hostname', 'ipv4', 'ipv6', 'uri', 'textarea',
  'date', 'datetime', 'date-time', 'alt-date', 'alt-datetime', 'time', 'color', 'updown', 'range',
  'AltDateTimeWidget', 'AltDateWidget', 'CheckboxWidget', 'CheckboxesWidget', 'ColorWidget', 'DateTimeWidget', 'DateWidget', 'EmailWidget',
  'HiddenWidget', 'PasswordWidget', 'RadioWidget', 'RangeWidget', 'RatingWidget', 'SelectWidget', 'TextWidget', 'TextareaWidget',
  'TimeWidget', 'URLWidget', 'UpDownWidget',
]);

const knownWidgets = (): string[] => [...new Set<string>([...widgetNames, ...rjsfWidgetNames])];

type Report = (at: string, message: string, hint: string) => void;
type Schema = Record<string, unknown>;

const subSchemaKeys = ['items', 'additionalItems', 'additionalProperties', 'not', 'if', 'then', 'else', 'contains', 'propertyNames'];
const subSchemaLists = ['allOf', 'anyOf', 'oneOf'];
const subSchemaMaps = ['properties', 'patternProperties', 'definitions'];

/** Walks one field's schema (and the schemas inside it). */
function checkSchema(schema: unknown, at: string, report: Report): void {
  if (!schema || typeof schema !== 'object' || Array.isArray(schema)) return;
  const s = schema as Schema;
  if (Array.isArray(s.items)) {
    report(`${at}/items`, 'is a tuple (items as a list of schemas): not supported', 'give the positions names: an object with one property per position, or an array of one item schema');
  }
  if (s.format === 'data-url') {
    report(`${at}/format`, 'format "data-url" (a file inside the record) is not supported: files are uploaded, stored once and linked', 'use "x-file" on a top-level field (multipart upload), not a data URL in the record');
  }
  if (typeof s.$ref === 'string') {
    report(`${at}/$ref`, 'a "$ref" inside a field is left after resolve (only "#/definitions/<name>" of this resource is inlined)', 'declare the schema under "definitions" and refer to it as "#/definitions/<name>"');
  }
  for (const key of subSchemaKeys) if (key !== 'items' || !Array.isArray(s.items)) checkSchema(s[key], `${at}/${key}`, report);
  for (const key of subSchemaLists) if (Array.isArray(s[key])) (s[key] as unknown[]).forEach((inner, i) => checkSchema(inner, `${at}/${key}/${i}`, report));
  for (const key of subSchemaMaps) {
    const map = s[key];
    if (map && typeof map === 'object') for (const [name, inner] of Object.entries(map)) checkSchema(inner, `${at}/${key}${pointer(name)}`, report);
  }
}

/** Every ui:widget of a uiSchema, at any depth. */
function checkUiSchema(ui: unknown, at: string, report: Report): void {
  if (!ui || typeof ui !== 'object') return;
  for (const [key, value] of Object.entries(ui as Schema)) {
    const here = `${at}${pointer(key)}`;
    if (key === 'ui:widget') {
      if (typeof value !== 'string' || !knownWidgets().includes(value)) {
        report(here, `names the widget ${JSON.stringify(value)}, which neither the renderer's registry nor rjsf has (the form would fail when drawn)`, `use one of: ${knownWidgets().join(', ')}; a new widget is registered in engine/registryKeys.ts and renderer/widgets/widgetRegistry.ts`);
      }
    } else if (value && typeof value === 'object') {
      checkUiSchema(value, here, report);
    }
  }
}

/** Fields a rule's then/else declares that the record does not: shown and required by the form, then refused by the server. */
function checkRules(resource: LoadedResource, report: Report): void {
  const declared = resource.fields.properties;
  (resource.fields.allOf ?? []).forEach((written, index) => {
    const rule = written as unknown as Schema;
    for (const branch of ['then', 'else'] as const) {
      const properties = rule[branch] && (rule[branch] as Schema).properties;
      if (!properties || typeof properties !== 'object') continue;
      for (const name of Object.keys(properties)) {
        if (Object.hasOwn(declared, name)) continue;
        report(
          `/fields/allOf/${index}/${branch}/properties${pointer(name)}`,
          `declares the field "${name}" only inside a rule's ${branch}: a record's fields (its columns) are declared under "fields"`,
          `declare "${name}" under fields with every value it may take (the rule may narrow it, e.g. with enum, and require it)`,
        );
      }
    }
  });
}

function checkVisibleIf(resource: LoadedResource, report: Report): void {
  for (const [name, field] of Object.entries(resource.fields.properties)) {
    const condition = field['x-visibleIf'];
    if (condition === undefined) continue;
    const problem = conditionKeywordProblem(condition);
    if (problem) report(`/fields/properties${pointer(name)}/x-visibleIf`, `uses ${problem}, which the form's condition matcher (engine/forms/conditionMatches.ts) does not evaluate`, 'write the condition with properties, required, const, enum, type, minimum/maximum, not, allOf, anyOf or oneOf');
  }
}

export function jsonSchemaSupportErrors(definitions: LoadedDefinitions, sources: SourceMap): LintError[] {
  const errors: LintError[] = [];
  for (const resource of Object.values(definitions.resources)) {
    const file = sources.resourceFile[resource.id];
    if (file === undefined) continue;
    const report: Report = (at, message, hint) => errors.push(lintError(file, at, message, hint));
    for (const [name, field] of Object.entries(resource.fields.properties)) checkSchema(field, `/fields/properties${pointer(name)}`, report);
    checkRules(resource, report);
    checkVisibleIf(resource, report);
    checkUiSchema(resource.form?.uiSchema, '/form/uiSchema', report);
  }
  return errors;
}
