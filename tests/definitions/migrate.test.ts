/**
 * The migration to the compact language (npm run definitions:migrate) on files as they were
 * written in the first language: what it writes resolves to exactly what the original meant,
 * it is what the repository now holds, and what it cannot carry over it refuses by name.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CompactResource } from '../../engine/definitions/model.ts';
import { canonicalResolved } from '../../engine/definitions/resolve/canonical.ts';
import { resolveContextFromFiles } from '../../engine/definitions/resolve/contextFromFiles.ts';
import { resolveResource } from '../../engine/definitions/resolve/resolveResource.ts';
import { readDefinitionFiles } from '../../server/definitions/definitionFiles.ts';
import { explicitFromV1, isFirstLanguage } from '../../scripts/migrate/explicitFromV1.ts';
import { minimise } from '../../scripts/migrate/minimise.ts';
import { formatDefinition } from '../../scripts/format/formatDefinition.ts';

const firstLanguage = join(import.meta.dirname, '..', 'fixtures', 'definitions', 'first-language');
const files = await readDefinitionFiles();
const sets = (files['optionSets.json'] as { sets: never }).sets;
const read = (name: string) => JSON.parse(readFileSync(join(firstLanguage, `${name}.json`), 'utf8')) as Record<string, unknown>;

function migrate(v1: Record<string, unknown>, module: string) {
  const context = resolveContextFromFiles(files, module);
  const resolve = (candidate: Record<string, unknown>) => {
    const result = resolveResource(candidate as unknown as CompactResource, context);
    expect(result.problems).toEqual([]);
    return result.resource;
  };
  const explicit = explicitFromV1(v1, sets);
  return { explicit, compact: minimise(explicit, resolve), resolve };
}

describe('definitions:migrate', () => {
  it('recognises a first-language file and leaves a compact one alone', () => {
    expect(isFirstLanguage(read('department'))).toBe(true);
    expect(isFirstLanguage(files['modules/admin/resources/department.json'] as Record<string, unknown>)).toBe(false);
  });

  it('turns the 276-line department into the compact file the repository holds, resolving to the same resource', () => {
    const { explicit, compact, resolve } = migrate(read('department'), 'admin');
    expect(compact).toEqual(files['modules/admin/resources/department.json']);
    expect(canonicalResolved(resolve(compact))).toBe(canonicalResolved(resolve(explicit)));
  });

  it('keeps every rule, condition and check of the document while dropping what resolve derives', () => {
    const v1 = read('document');
    const { explicit, compact, resolve } = migrate(v1, 'dms');
    expect(canonicalResolved(resolve(compact))).toBe(canonicalResolved(resolve(explicit)));
    const lines = (text: string) => text.trimEnd().split('\n').length;
    expect(lines(formatDefinition(compact))).toBeLessThan(lines(readFileSync(join(firstLanguage, 'document.json'), 'utf8')) / 2);
    expect(compact.rules).toEqual((v1.fields as Record<string, unknown>).allOf);
    expect((compact.fields as Record<string, Record<string, unknown>>).no_peserta['x-check']).toMatchObject({ check: 'participantNumber', valid: 'Nomor peserta valid' });
  });

  it('refuses, by name, a top-level if it cannot carry over', () => {
    const v1 = read('department');
    const fields = v1.fields as Record<string, unknown>;
    // JSON Schema's if/then, not a promise.
    // oxlint-disable-next-line unicorn/no-thenable
    expect(() => explicitFromV1({ ...v1, fields: { ...fields, if: { required: ['code'] }, then: { required: ['name'] } } }, sets)).toThrow(/department: a top-level if is not migrated/);
  });
});
