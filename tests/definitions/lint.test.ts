import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lintDefinitions, loadDefinitions } from '../../engine/definitions/load.ts';
import { DefinitionLoadError } from '../../engine/definitions/lintError.ts';
import { readDefinitionFiles } from '../../server/definitions/definitionFiles.ts';
import { applyPatch, type PatchOperation } from '../support/jsonPatch.ts';

const fixtures = join(import.meta.dirname, '..', 'fixtures', 'definitions');

interface BrokenFixture {
  file: string;
  patch: PatchOperation[];
  expect: { file: string; pointer: string; message: string };
}

describe('definitions lint', () => {
  it('passes the real definitions, every declared route rendered', async () => {
    const { errors, stats } = lintDefinitions(await readDefinitionFiles());
    expect(errors).toEqual([]);
    expect(stats.routesDeclared).toBeGreaterThan(300);
    // No user meets the "not built yet" page: a page declared without a view fails here.
    expect(stats.routesRendered).toBe(stats.routesDeclared);
  });

  it('passes the minimal valid fixture', async () => {
    const { errors, stats } = lintDefinitions(await readDefinitionFiles(join(fixtures, 'valid')));
    expect(errors).toEqual([]);
    expect(stats).toMatchObject({ routesDeclared: 4, routesRendered: 3, resources: 1 });
  });

  const broken = readdirSync(join(fixtures, 'broken')).filter((f) => f.endsWith('.json'));
  it.each(broken)('rejects broken fixture %s with its file and pointer', async (name) => {
    const fixture = JSON.parse(readFileSync(join(fixtures, 'broken', name), 'utf8')) as BrokenFixture;
    const files = await readDefinitionFiles(join(fixtures, 'valid'));
    files[fixture.file] = applyPatch(files[fixture.file], fixture.patch);
    const { errors } = lintDefinitions(files);
    const found = errors.find((e) => e.file === fixture.expect.file && e.pointer === fixture.expect.pointer);
    expect(found, `errors were:\n${errors.map((e) => `${e.file}#${e.pointer}: ${e.message}`).join('\n')}`).toBeDefined();
    expect(found!.message).toContain(fixture.expect.message);
    expect(found!.hint.length).toBeGreaterThan(10);
    expect(() => loadDefinitions(files)).toThrow(DefinitionLoadError);
  });

  it('names a file that is not JSON', async () => {
    const files = await readDefinitionFiles(join(fixtures, 'valid'));
    files['menu.json'] = { __parseError: 'Unexpected token } in JSON at position 12' };
    const { errors } = lintDefinitions(files);
    expect(errors).toContainEqual(expect.objectContaining({ file: 'menu.json', pointer: '', message: expect.stringContaining('is not valid JSON') }));
  });

  it('names a file that is in no known place', async () => {
    const files = await readDefinitionFiles(join(fixtures, 'valid'));
    files['modules/office/room.json'] = {};
    const { errors } = lintDefinitions(files);
    expect(errors).toContainEqual(expect.objectContaining({ file: 'modules/office/room.json', message: expect.stringContaining('is not where') }));
  });

  it('freezes what it loads', async () => {
    const loaded = loadDefinitions(await readDefinitionFiles(join(fixtures, 'valid')));
    expect(Object.isFrozen(loaded.resources.room.fields.properties.name)).toBe(true);
    expect(() => {
      (loaded.pages as unknown as unknown[]).push({});
    }).toThrow();
  });
});
