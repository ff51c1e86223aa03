/**
 * The one way into the definitions: lint, then assemble, then freeze. A broken definition
 * throws DefinitionLoadError, so it never reaches a running program.
 */
import { assemble, type SourceMap } from './assemble.ts';
import { jsonSchemaSupportErrors } from './checks/jsonSchemaSupport.ts';
import { crossCheck } from './crossCheck.ts';
import type { DefinitionFiles } from './files.ts';
import { DefinitionLoadError, type LintError } from './lintError.ts';
import { checkAgainstMetaSchema } from './metaSchemaCheck.ts';
import { pointIntoWritten } from './pointIntoWritten.ts';
import type { DefinitionStats, LoadedDefinitions } from './model.ts';

export interface LintResult {
  readonly errors: readonly LintError[];
  readonly stats: DefinitionStats;
  readonly definitions: LoadedDefinitions;
  /** Each resource's file and the provenance of its resolved values (for definitions:explain). */
  readonly sources: SourceMap;
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

export function statsOf(definitions: LoadedDefinitions): DefinitionStats {
  return {
    routesDeclared: definitions.pages.length,
    routesRendered: definitions.pages.filter((p) => p.view !== undefined).length,
    redirects: definitions.app.redirects?.length ?? 0,
    resources: Object.keys(definitions.resources).length,
    permissions: definitions.permissions.permissions.length,
    modules: definitions.modules.length,
  };
}

/** Every check of the definitions lint; files that fail their meta-schema are left out of the cross-checks. */
export function lintDefinitions(files: DefinitionFiles): LintResult {
  const errors: LintError[] = [];
  const valid: DefinitionFiles = {};
  for (const [path, json] of Object.entries(files)) {
    const found = checkAgainstMetaSchema(path, json);
    errors.push(...found);
    if (found.length === 0) valid[path] = json;
  }
  const assembled = assemble(valid);
  errors.push(...assembled.errors);
  const resourceOfFile = new Map(Object.entries(assembled.sources.resourceFile).map(([id, file]) => [file, id]));
  const reported = new Set<string>();
  for (const error of [...crossCheck(assembled.definitions, assembled.sources), ...jsonSchemaSupportErrors(assembled.definitions, assembled.sources)]) {
    const id = resourceOfFile.get(error.file);
    // Cross-checks read the resolved resource; point at what the analyst wrote.
    const { pointer, derived } = id === undefined
      ? { pointer: error.pointer, derived: false }
      : pointIntoWritten(assembled.sources.provenance[id], error.pointer, files[error.file], assembled.definitions.resources[id]);
    const message = derived ? `${error.message} (a value derived from ${pointer})` : error.message;
    // Several resolved values copied from one written value (the read access of list, get and export) are one mistake.
    const key = `${error.file}#${pointer}#${message}`;
    if (reported.has(key)) continue;
    reported.add(key);
    errors.push({ ...error, pointer, message });
  }
  return { errors, stats: statsOf(assembled.definitions), definitions: assembled.definitions, sources: assembled.sources };
}

/** Lints and freezes; throws when anything is wrong. */
export function loadDefinitions(files: DefinitionFiles): LoadedDefinitions {
  const result = lintDefinitions(files);
  if (result.errors.length) throw new DefinitionLoadError(result.errors);
  return deepFreeze(result.definitions);
}

/**
 * For the browser: the build has already linted these files, and the meta-schema check needs
 * ajv's code generation, which the Content Security Policy forbids there.
 */
export function loadLintedDefinitions(files: DefinitionFiles): LoadedDefinitions {
  const assembled = assemble(files);
  if (assembled.errors.length) throw new DefinitionLoadError(assembled.errors);
  return deepFreeze(assembled.definitions);
}
