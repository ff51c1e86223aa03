/**
 * A module's pages: a `crud` entry becomes the list, create and edit pages of its resource
 * (access from the resource's list action), and a page without a titleKey gets the
 * conventional one, derived from its path.
 */
import type { Access, CrudPages, LoadedResource, PageDefinition } from '../model.ts';
import { pointerOf } from './provenance.ts';
import type { ResolveProblem } from './resolveContext.ts';

export interface ResolvedPage {
  readonly page: PageDefinition & { readonly titleKey: string };
  /** Where it is written in module.json. */
  readonly pointer: string;
}

/**
 * page.<module>.<the path after /apps/<module> (or after /), segments joined by _, parameters
 * left out, 'index' when nothing is left>, plus _edit for a trailing parameter of a form (or of
 * a page not built yet) and _detail for one of any other view.
 */
export function conventionalPageTitle(module: string, path: string, view?: PageDefinition['view']): string {
  const prefix = `/apps/${module}`;
  const rest = path === prefix || path.startsWith(prefix + '/') ? path.slice(prefix.length) : path;
  const segments = rest.split('/').filter(Boolean);
  const last = segments[segments.length - 1];
  const suffix = last?.startsWith(':') ? (view === undefined || view.kind === 'form' ? '_edit' : '_detail') : '';
  const words = segments.filter((segment) => !segment.startsWith(':'));
  return `page.${module}.${words.join('_') || 'index'}${suffix}`;
}

function crudPages(module: string, entry: CrudPages, resource: LoadedResource | undefined, at: string, problems: ResolveProblem[]): ResolvedPage[] {
  if (!resource) {
    problems.push({ pointer: `${at}/crud`, message: `names the resource "${entry.crud}", which no module declares`, hint: 'name a resource file of definitions/modules/*/resources/' });
    return [];
  }
  const access: Access | undefined = entry.access ?? resource.actions.list?.access;
  if (access === undefined) {
    problems.push({ pointer: at, message: `resource "${entry.crud}" has no list action to take the pages' access from`, hint: 'write "access" on the entry' });
    return [];
  }
  const title = entry.titleKey ?? conventionalPageTitle(module, entry.path, { kind: 'list', resource: entry.crud });
  const base = { access, ...(entry.middleware && { middleware: entry.middleware }) };
  const trimmed = entry.path.replace(/\/+$/, '');
  return [
    { page: { path: entry.path, titleKey: title, ...base, view: { kind: 'list', resource: entry.crud }, ...(entry.note && { note: entry.note }) }, pointer: at },
    { page: { path: `${trimmed}/new`, titleKey: `${title}_new`, ...base, view: { kind: 'form', resource: entry.crud, mode: 'create' } }, pointer: at },
    { page: { path: `${trimmed}/${entry.editParam ?? ':id'}`, titleKey: `${title}_edit`, ...base, view: { kind: 'form', resource: entry.crud, mode: 'edit' } }, pointer: at },
  ];
}

export function resolvePages(module: string, written: ReadonlyArray<PageDefinition | CrudPages>, resources: Readonly<Record<string, LoadedResource>>): { pages: ResolvedPage[]; problems: ResolveProblem[] } {
  const problems: ResolveProblem[] = [];
  const pages = written.flatMap((entry, index): ResolvedPage[] => {
    const at = pointerOf('pages', index);
    if ('crud' in entry) return crudPages(module, entry, resources[entry.crud], at, problems);
    return [{ page: { ...entry, titleKey: entry.titleKey ?? conventionalPageTitle(module, entry.path, entry.view) }, pointer: at }];
  });
  return { pages, problems };
}
