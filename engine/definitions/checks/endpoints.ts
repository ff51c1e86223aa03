/**
 * Endpoints: one (method, path) pair serves one action across every resource, transition and
 * dashboard; a get, update or delete path says which row (a {param}); and every {param} is a
 * field the server can match (id or a field of the resource). A file field's delete path is claimed
 * like an action's, and needs the update action whose permission and row rule it borrows.
 */
import type { SourceMap } from '../assemble.ts';
import { lintError, pointer, type LintError } from '../lintError.ts';
import type { Endpoint, LoadedDefinitions, LoadedResource } from '../model.ts';

const rowKinds: ReadonlySet<string> = new Set(['get', 'update', 'delete']);

function params(path: string): string[] {
  return [...path.matchAll(/\{([^}]*)\}/g)].map((m) => m[1]);
}

function shapeOf(endpoint: Endpoint): string {
  return `${endpoint.method} ${endpoint.path.replace(/\{[^}]+\}/g, '{}')}`;
}

function checkParams(resource: LoadedResource, file: string, endpoint: Endpoint, at: string, rowKind: boolean, errors: LintError[]): void {
  const names = params(endpoint.path);
  for (const name of names) {
    if (name !== 'id' && !(name in resource.fields.properties)) {
      errors.push(
        lintError(
          file,
          at,
          `path parameter "{${name}}" of ${endpoint.path} is not a field of resource "${resource.id}"`,
          'name the row by {id}, or by a field of the resource',
        ),
      );
    }
  }
  if (rowKind && names.filter((name) => name !== resource.parent?.foreignKey).length === 0) {
    errors.push(lintError(file, at, `${endpoint.method} ${endpoint.path} does not say which row it acts on`, 'end the path with {id}'));
  }
}

export function checkEndpoints(definitions: LoadedDefinitions, sources: SourceMap): LintError[] {
  const errors: LintError[] = [];
  const seen = new Map<string, string>();
  const claim = (endpoint: Endpoint, file: string, at: string, hint: string) => {
    const key = shapeOf(endpoint);
    const first = seen.get(key);
    if (first) errors.push(lintError(file, at, `${endpoint.method} ${endpoint.path} is already declared by ${first}`, hint));
    else seen.set(key, `${file}#${at}`);
  };
  for (const resource of Object.values(definitions.resources)) {
    const file = sources.resourceFile[resource.id];
    for (const [name, action] of Object.entries(resource.actions)) {
      const at = pointer('actions', name, 'endpoint');
      claim(action.endpoint, file, at, 'give each action its own method and path');
      checkParams(resource, file, action.endpoint, at, rowKinds.has(action.kind), errors);
    }
    for (const [name, field] of Object.entries(resource.fields.properties)) {
      const declared = field['x-file']?.deleteEndpoint;
      if (!declared) continue;
      const at = pointer('fields', 'properties', name, 'x-file', 'deleteEndpoint');
      const [method, path] = declared.split(' ');
      claim({ method: method as Endpoint['method'], path }, file, at, 'give each file field its own delete path, distinct from every action');
      // Removing a file changes its record: the update action's permission and row rule decide who may.
      if (!Object.values(resource.actions).some((action) => action.kind === 'update')) {
        errors.push(lintError(file, at, `${declared} removes a file of resource "${resource.id}", which has no update action`, 'declare an update action: its access and rows decide who may remove a file'));
      }
    }
    (resource.workflow?.transitions ?? []).forEach((transition, i) => {
      const at = pointer('workflow', 'transitions', i, 'endpoint');
      claim(transition.endpoint, file, at, 'give each transition its own method and path');
      checkParams(resource, file, transition.endpoint, at, true, errors);
    });
  }
  for (const page of definitions.pages) {
    if (page.view?.kind !== 'dashboard') continue;
    const source = sources.pageSource.get(page)!;
    claim(page.view.endpoint, source.file, source.pointer + '/view/endpoint', 'give each dashboard its own endpoint, distinct from every resource action');
  }
  return errors;
}
