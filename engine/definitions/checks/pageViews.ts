/**
 * A page that renders a resource needs the action its view calls: a list view the list
 * action, a detail view get, a form create or update; and a form preset names fields. A list
 * view naming its action names a list action; its recordParam is a parameter of the page's path,
 * and then the page shows a record too, so the resource needs get.
 */
import { parsePattern } from '../../routes/path.ts';
import type { SourceMap } from '../assemble.ts';
import { lintError, pointer, type LintError } from '../lintError.ts';
import type { LoadedDefinitions } from '../model.ts';

/** The action kinds a view calls; an auto form (create or edit by its :id) needs either one. */
const neededKinds: Record<string, readonly string[]> = {
  list: ['list'],
  detail: ['get'],
  'form:create': ['create'],
  'form:edit': ['update'],
  'form:auto': ['create', 'update'],
};

export function checkPageViews(definitions: LoadedDefinitions, sources: SourceMap): LintError[] {
  const errors: LintError[] = [];
  for (const page of definitions.pages) {
    const view = page.view;
    if (!view || !('resource' in view)) continue;
    const resource = definitions.resources[view.resource];
    if (!resource) continue; // reported as an unknown resource
    const source = sources.pageSource.get(page)!;
    const at = source.pointer + '/view';
    const need = neededKinds[view.kind === 'form' ? `form:${view.mode}` : view.kind] ?? [];
    const kinds = new Set<string>(Object.values(resource.actions).map((a) => a.kind));
    const missing = need.filter((kind) => !kinds.has(kind));
    if (view.kind === 'form' && view.mode === 'auto' ? missing.length === need.length : missing.length > 0) {
      errors.push(
        lintError(
          source.file,
          at + '/resource',
          `a ${view.kind} view of "${view.resource}" needs its ${missing.join(' or ')} action, which the resource does not declare`,
          `add ${missing.map((k) => `"${k}"`).join(' or ')} to the api actions of ${sources.resourceFile[view.resource]}, or use another view`,
        ),
      );
    }
    if (view.kind === 'list' && view.action !== undefined && resource.actions[view.action]?.kind !== 'list') {
      errors.push(lintError(source.file, `${at}/action`, `"${view.action}" is not a list action of "${view.resource}"`, `use one of: ${Object.entries(resource.actions).filter(([, a]) => a.kind === 'list').map(([name]) => name).join(', ')}`));
    }
    if (view.kind === 'list' && view.recordParam !== undefined) {
      const params = parsePattern(page.path).flatMap((segment) => (segment.kind === 'param' ? [segment.name] : []));
      if (!params.includes(view.recordParam)) errors.push(lintError(source.file, `${at}/recordParam`, `"${view.recordParam}" is not a parameter of ${page.path}`, params.length ? `use one of: ${params.join(', ')}` : 'add the parameter to the path'));
      else if (!kinds.has('get')) errors.push(lintError(source.file, `${at}/recordParam`, `the page shows a record of "${view.resource}" by :${view.recordParam}, but the resource declares no get action`, 'add "get" to its api actions'));
    }
    if (view.kind === 'form') {
      for (const name of Object.keys(view.preset ?? {})) {
        if (!(name in resource.fields.properties)) {
          errors.push(
            lintError(
              source.file,
              `${at}/preset${pointer(name)}`,
              `preset "${name}" is not a field of resource "${view.resource}"`,
              `use one of: ${Object.keys(resource.fields.properties).join(', ')}`,
            ),
          );
        }
      }
    }
  }
  return errors;
}
