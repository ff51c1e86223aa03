/**
 * A page that renders a resource needs the action its view calls: a list view the list
 * action, a detail view get, a form create or update; and a form preset names fields.
 */
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
