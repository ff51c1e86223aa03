/** Checks each definition file against its meta-schema in definitions/schema/. */
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import common from '../../definitions/schema/common.schema.json' with { type: 'json' };
import app from '../../definitions/schema/app.schema.json' with { type: 'json' };
import menu from '../../definitions/schema/menu.schema.json' with { type: 'json' };
import permissions from '../../definitions/schema/permissions.schema.json' with { type: 'json' };
import page from '../../definitions/schema/page.schema.json' with { type: 'json' };
import moduleSchema from '../../definitions/schema/module.schema.json' with { type: 'json' };
import resource from '../../definitions/schema/resource.schema.json' with { type: 'json' };
import resolvedResource from '../../definitions/schema/resolved-resource.schema.json' with { type: 'json' };
import optionSets from '../../definitions/schema/option-sets.schema.json' with { type: 'json' };
import { classifyDefinitionFile, type DefinitionFileKind } from './files.ts';
import { lintError, type LintError } from './lintError.ts';

type SchemaKind = Exclude<DefinitionFileKind['kind'], 'unknown' | 'locale'>;

let validators: Record<SchemaKind, ValidateFunction> | undefined;

function compileValidators(): Record<SchemaKind, ValidateFunction> {
  // strict: false because resource fields are JSON Schema with x- keywords the meta-schema
  // describes but ajv does not know as keywords.
  const ajv = new Ajv({ allErrors: true, strict: false });
  for (const schema of [common, app, menu, permissions, page, moduleSchema, resolvedResource, resource, optionSets]) ajv.addSchema(schema);
  const get = (id: string) => ajv.getSchema(`https://portal.local/schema/${id}.schema.json`)!;
  return { app: get('app'), menu: get('menu'), permissions: get('permissions'), optionSets: get('option-sets'), module: get('module'), resource: get('resource') };
}

/** ajv reports every failed branch of a oneOf; keep the deepest, which says what is actually wrong. */
function mostSpecific(errors: readonly ErrorObject[]): ErrorObject[] {
  const deepest = new Map<string, ErrorObject>();
  for (const error of errors) {
    if (error.keyword === 'oneOf' || error.keyword === 'if') continue;
    // Errors inside propertyNames repeat the summary error; keep the summary, which names the property.
    if (error.propertyName !== undefined && error.keyword !== 'propertyNames') continue;
    const key = pointerOf(error);
    if (!deepest.has(key)) deepest.set(key, error);
  }
  const kept = [...deepest.values()];
  // Drop an error at a pointer when a deeper pointer under it already explains it.
  return kept.filter((e) => !kept.some((o) => o !== e && pointerOf(o).startsWith(pointerOf(e) + '/')));
}

function pointerOf(error: ErrorObject): string {
  if (error.keyword === 'propertyNames') {
    const name = String((error.params as { propertyName?: string }).propertyName ?? '');
    return `${error.instancePath}/${name.replace(/~/g, '~0').replace(/\//g, '~1')}`;
  }
  return error.instancePath;
}

function messageOf(error: ErrorObject): string {
  if (error.keyword === 'propertyNames') {
    return `"${String((error.params as { propertyName?: string }).propertyName)}" is not a known keyword here`;
  }
  return error.message ?? 'is invalid';
}

function hintFor(error: ErrorObject, kind: string): string {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return `add the property "${String(params.missingProperty)}" (see definitions/schema/${kind}.schema.json)`;
    case 'additionalProperties':
      return `remove or rename "${String(params.additionalProperty)}"; extensions of a field start with "x-"`;
    case 'enum':
      return `use one of: ${(params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`;
    case 'pattern':
      return `match the pattern ${String(params.pattern)}`;
    case 'type':
      return `give a value of type ${String(params.type)}`;
    case 'propertyNames':
      return 'check the spelling: x- keywords and action names are listed in the meta-schema';
    case 'const':
      return `use ${JSON.stringify(params.allowedValue)}`;
    default:
      return `see definitions/schema/${kind}.schema.json`;
  }
}

export function checkAgainstMetaSchema(path: string, json: unknown): LintError[] {
  if (json && typeof json === 'object' && '__parseError' in json) {
    return [lintError(path, '', `is not valid JSON: ${String((json as { __parseError: unknown }).__parseError)}`, 'fix the JSON syntax')];
  }
  const kind = classifyDefinitionFile(path).kind;
  if (kind === 'unknown') {
    return [
      lintError(
        path,
        '',
        'is not where any kind of definition lives',
        'move it to app.json, menu.json, permissions.json, modules/<module>/module.json, modules/<module>/resources/<id>.json or locales/<locale>/<name>.json',
      ),
    ];
  }
  if (kind === 'locale') return [];
  validators ??= compileValidators();
  const validate = validators[kind];
  if (validate(json)) return [];
  return mostSpecific(validate.errors ?? []).map((e) =>
    lintError(path, pointerOf(e), messageOf(e), hintFor(e, kind)),
  );
}
