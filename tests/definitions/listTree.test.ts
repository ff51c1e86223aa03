/**
 * The list's tree keyword (list.tree): what it resolves to, and the lint's words when it names a
 * field that is missing, does not point back at the same resource, or a label that is no column.
 * The real definitions, with one mistake each.
 */
import { describe, expect, it } from 'vitest';
import type { DefinitionFiles } from '../../engine/definitions/files.ts';
import { lintDefinitions, loadDefinitions } from '../../engine/definitions/load.ts';
import { readDefinitionFiles } from '../../server/definitions/definitionFiles.ts';
import { applyPatch, type PatchOperation } from '../support/jsonPatch.ts';

const location = 'modules/archive/resources/archive_location.json';
const department = 'modules/admin/resources/department.json';

let real: DefinitionFiles;
const realFiles = async () => (real ??= await readDefinitionFiles());

async function errorsWith(file: string, patch: PatchOperation[]) {
  const files = { ...(await realFiles()) };
  files[file] = applyPatch(files[file], patch);
  return lintDefinitions(files).errors.filter((e) => e.file === file);
}

describe('list tree', () => {
  it('resolves the written parent field with the first column as label and the roots open', async () => {
    const definitions = loadDefinitions(await realFiles());
    expect(definitions.resources.archive_location.list?.tree).toEqual({ parentField: 'parent_id', labelField: 'code', expandedDepth: 1 });
    expect(definitions.resources.archive_classification.list?.tree).toEqual({ parentField: 'parent_id', labelField: 'code', expandedDepth: 1 });
    expect(definitions.resources.department.list?.tree).toBeUndefined();
  });

  it('keeps a written label column and depth', async () => {
    const files = { ...(await realFiles()) };
    files[location] = applyPatch(files[location], [{ op: 'replace', path: '/list/tree', value: { parentField: 'parent_id', labelField: 'name', expandedDepth: 0 } }]);
    expect(loadDefinitions(files).resources.archive_location.list?.tree).toEqual({ parentField: 'parent_id', labelField: 'name', expandedDepth: 0 });
  });

  it('names a parent field the resource does not have', async () => {
    const errors = await errorsWith(location, [{ op: 'replace', path: '/list/tree/parentField', value: 'parent' }]);
    expect(errors).toContainEqual(expect.objectContaining({ pointer: '/list/tree/parentField', message: 'tree parent field "parent" is not a field of archive_location' }));
  });

  it('names a parent field whose ids are another resource', async () => {
    const errors = await errorsWith(department, [{ op: 'add', path: '/list/tree', value: { parentField: 'office_id' } }]);
    const found = errors.find((e) => e.pointer === '/list/tree/parentField');
    expect(found?.message).toBe('tree parent field "office_id" does not refer to department itself');
    expect(found?.hint).toContain('"x-options": { "resource": "department" }');
  });

  it('names a label field that is not a column', async () => {
    const errors = await errorsWith(location, [{ op: 'add', path: '/list/tree/labelField', value: 'description' }]);
    expect(errors).toContainEqual(expect.objectContaining({ pointer: '/list/tree/labelField', message: 'tree label field "description" is not a column of the list' }));
  });
});
