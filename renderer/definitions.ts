/**
 * The definitions, bundled at build time and assembled once when the app starts. The build has
 * linted them already (npm run definitions:lint); the meta-schema check needs ajv's code
 * generation, which the Content Security Policy forbids in the browser, so only the assembly
 * runs here.
 */
import { loadLintedDefinitions } from '../engine/definitions/load.ts';
import type { LoadedDefinitions } from '../engine/definitions/model.ts';

const bundled = import.meta.glob(['../definitions/**/*.json', '!../definitions/schema/**'], {
  eager: true,
  import: 'default',
}) as Record<string, unknown>;

const PREFIX = '../definitions/';

function byDefinitionPath(files: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [path, json] of Object.entries(files)) out[path.slice(PREFIX.length)] = json;
  return out;
}

export const definitions: LoadedDefinitions = loadLintedDefinitions(byDefinitionPath(bundled));
