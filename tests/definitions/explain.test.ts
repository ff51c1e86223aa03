/**
 * definitions:explain: what an analyst reads about where each resolved value came from, on the
 * real department and support_ticket resources, and the command itself.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lintDefinitions } from '../../engine/definitions/load.ts';
import { explainResource } from '../../engine/definitions/resolve/explain.ts';
import { readDefinitionFiles, repoRoot } from '../../server/definitions/definitionFiles.ts';

const files = await readDefinitionFiles();
const { definitions, sources } = lintDefinitions(files);

function explained(id: string): (pointer: string) => string {
  const { module: _module, ...resource } = definitions.resources[id];
  const lines = explainResource(resource, sources.provenance[id], files[sources.resourceFile[id]]);
  return (pointer) => {
    const line = lines.find((candidate) => candidate.pointer === pointer && candidate.text.includes('//'));
    if (!line) throw new Error(`no line for ${pointer}`);
    return line.text;
  };
}

describe('explain', () => {
  const department = explained('department');
  const ticket = explained('support_ticket');

  it('says the endpoints come from the api preset', () => {
    expect(department('/actions/list/endpoint')).toMatch(/"endpoint": \{ "method": "GET", "path": "\/sso\/admin\/department" \},\s+\/\/ preset from \/api\/base = "\/sso\/admin\/department"$/);
    expect(department('/actions/delete/endpoint')).toContain('"path": "/sso/admin/department/{id}"');
  });

  it('points a written value at its place in the file', () => {
    expect(department('/fields/properties/code/maxLength')).toMatch(/"maxLength": 20,\s+\/\/ written at \/fields\/code\/maxLength$/);
    expect(department('/fields/required')).toMatch(/"required": \["code", "name"\]\s+\/\/ written at \/required$/);
  });

  it('names the option set an option list and its enum come from', () => {
    expect(department('/fields/properties/status/x-options')).toContain('// option set "activeStatus" at /fields/status/x-options');
    expect(department('/fields/properties/status/enum')).toMatch(/"enum": \[1, 2\],\s+\/\/ option set "activeStatus" at \/fields\/status\/x-options$/);
  });

  it('says a label key is a convention, and where to write one', () => {
    expect(department('/fields/properties/name/x-label')).toMatch(/"x-label": "admin.department.field.name",\s+\/\/ convention \(write \/fields\/name\/x-label to change it\)$/);
    expect(department('/fields/properties/status/x-label')).toContain('"common.field.status"');
  });

  it('marks defaults and the values derived from other fields', () => {
    expect(department('/list/pageSize')).toMatch(/\/\/ default \(write \/list\/pageSize to change it\)$/);
    expect(department('/actions/delete/confirmation')).toMatch(/"confirmation": "delete",\s+\/\/ default from \/actions\/delete$/);
    expect(department('/list/columns/3/sortable')).toMatch(/"sortable": false,\s+\/\/ convention from \/fields\/office_id$/);
    expect(department('/list/export/fileName')).toContain('// convention from /id = "department"');
  });

  it('explains a resource with a narrowed preset, shorthands and overrides', () => {
    expect(ticket('/actions/create/endpoint/encoding')).toMatch(/"encoding": "multipart"\s+\/\/ preset from \/api\/encoding = "multipart"$/);
    expect(ticket('/actions/process/endpoint')).toMatch(/"path": "\/sso\/support\/ticket\/{id}\/process" },\s+\/\/ written at \/actions\/process\/endpoint$/);
    expect(ticket('/actions/update/endpoint/method')).toMatch(/"method": "POST",\s+\/\/ written at \/actions\/update\/endpoint\/method$/);
    expect(ticket('/actions/update/endpoint/encoding')).toContain('// preset from /api/encoding');
    expect(ticket('/actions/userList/access')).toContain('// preset from /access/read');
    expect(ticket('/fields/properties/attachments/x-widget')).toMatch(/"x-widget": "file"\s+\/\/ convention from \/fields\/attachments$/);
  });
});

describe('npm run definitions:explain', () => {
  const run = (...args: string[]) => spawnSync(process.execPath, ['--import', 'tsx', join(repoRoot, 'scripts', 'explainDefinition.ts'), ...args], { cwd: repoRoot, encoding: 'utf8' });

  it('prints one resource with its origins, or as JSON', () => {
    const text = run('department');
    expect(text.status).toBe(0);
    expect(text.stdout).toContain('written in definitions/modules/admin/resources/department.json');
    expect(text.stdout).toMatch(/"pageSizeOptions": \[10, 20, 50, 100\],\s+\/\/ default/);
    const json = run('department', '--json');
    expect(json.status).toBe(0);
    const { resource, provenance } = JSON.parse(json.stdout);
    expect(resource.actions.list.endpoint).toEqual({ method: 'GET', path: '/sso/admin/department' });
    expect(provenance['/actions/list/endpoint']).toEqual({ origin: 'preset', from: '/api/base' });
  });

  it('lists the known resources and fails on an unknown one', () => {
    const result = run('no_such_resource');
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('unknown resource "no_such_resource"');
    expect(result.stderr).toMatch(/admin: .*department/);
    expect(result.stderr).toMatch(/support: .*support_ticket/);
  });
});
