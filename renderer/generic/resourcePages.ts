/**
 * The pages of the definitions that show a resource, and the paths to them: the list the views
 * return to, the create and edit forms the list opens, the detail page. Found in
 * definitions.pages by view kind and resource, so nothing is written per resource.
 */
import type { LoadedDefinitions, LoadedPage, LoadedResource } from '../../engine/definitions/model.ts';
import { parsePattern } from '../../engine/routes/path.ts';

type FormMode = 'create' | 'edit' | 'auto';

function viewOf(page: LoadedPage): { kind: string; resource?: string; mode?: FormMode } | undefined {
  return page.view as { kind: string; resource?: string; mode?: FormMode } | undefined;
}

export interface ResourcePages {
  readonly list?: LoadedPage;
  readonly create?: LoadedPage;
  readonly edit?: LoadedPage;
  readonly detail?: LoadedPage;
}

export function resourcePages(definitions: LoadedDefinitions, resource: LoadedResource): ResourcePages {
  const ofResource = definitions.pages.filter((page) => viewOf(page)?.resource === resource.id);
  const find = (kind: string, modes?: FormMode[]) =>
    ofResource.find((page) => viewOf(page)?.kind === kind && (!modes || modes.includes(viewOf(page)?.mode as FormMode)));
  // A detail page of an optional record (/apps/doc_smr/message/:id?) is where a new one is written when no form is.
  const detailWritingNew = () =>
    resource.actions.create ? ofResource.find((page) => viewOf(page)?.kind === 'detail' && parsePattern(page.path).some((segment) => segment.kind === 'param' && segment.optional)) : undefined;
  return {
    list: find('list'),
    create: find('form', ['create']) ?? find('form', ['auto']) ?? detailWritingNew(),
    edit: find('form', ['edit']) ?? find('form', ['auto']),
    detail: find('detail'),
  };
}

/**
 * A page's path with its parameters filled in. A form in auto mode creates when its id is 'new',
 * so a create link fills :id with 'new'; an optional parameter without a value is left out.
 */
export function fillPath(page: LoadedPage, params: Readonly<Record<string, string | number | undefined>> = {}): string {
  const segments = parsePattern(page.path).flatMap((segment) => {
    if (segment.kind === 'static') return [segment.value];
    const value = params[segment.name];
    if (value === undefined || value === '') return segment.optional ? [] : ['new'];
    return [encodeURIComponent(String(value))];
  });
  return `/${segments.join('/')}`;
}

/**
 * The detail page a list opens: the one under the list's own path (/apps/support/admin/legal/ticket
 * opens /apps/support/admin/legal/ticket/:uuid), else the resource's first.
 */
export function detailPageFor(definitions: LoadedDefinitions, resource: LoadedResource, listPage: LoadedPage | undefined): LoadedPage | undefined {
  const base = listPage?.path.replace(/\/list$/, '');
  const under = base ? definitions.pages.find((page) => viewOf(page)?.kind === 'detail' && viewOf(page)?.resource === resource.id && page.path.startsWith(`${base}/`)) : undefined;
  return under ?? resourcePages(definitions, resource).detail;
}

/** The path of one record's page (edit form or detail), whatever its parameter is called (:id, :uuid). */
export function recordPath(page: LoadedPage, id: string | number): string {
  const params = Object.fromEntries(parsePattern(page.path).flatMap((segment) => (segment.kind === 'param' ? [[segment.name, id]] : [])));
  return fillPath(page, params);
}

/**
 * The list a detail page stands under (/apps/support/admin/legal/ticket/:uuid is under
 * /apps/support/admin/legal/ticket): Back goes there, to the list the record was opened from.
 */
export function listPageAbove(definitions: LoadedDefinitions, page: LoadedPage): LoadedPage | undefined {
  const parent = page.path.replace(/\/:[^/]+$/, '');
  if (parent === page.path) return undefined;
  return definitions.pages.find((candidate) => candidate.path === parent && candidate.view?.kind === 'list');
}

/**
 * The create form a list opens: the one under the list's own path (/apps/bank/otentikasi opens
 * /apps/bank/otentikasi/new, not another section's form of the same resource), else the first.
 */
export function createPageFor(definitions: LoadedDefinitions, resource: LoadedResource, listPage: LoadedPage | undefined): LoadedPage | undefined {
  const base = listPage?.path.replace(/\/list$/, '');
  const under = base ? definitions.pages.find((page) => viewOf(page)?.kind === 'form' && viewOf(page)?.mode === 'create' && viewOf(page)?.resource === resource.id && page.path === `${base}/new`) : undefined;
  return under ?? resourcePages(definitions, resource).create;
}

/**
 * Where a form goes after a save or a delete: form.returnTo, else the list of this resource its
 * own path stands under (a second section's form returns to its own list), else the resource's list page.
 */
export function returnPath(definitions: LoadedDefinitions, resource: LoadedResource, formPath?: string): string | undefined {
  if (resource.form?.returnTo) return resource.form.returnTo;
  const parent = formPath?.replace(/\/[^/]+\/?$/, '');
  if (parent && definitions.pages.some((page) => page.path === parent && viewOf(page)?.kind === 'list' && viewOf(page)?.resource === resource.id)) return parent;
  const list = resourcePages(definitions, resource).list;
  return list ? fillPath(list) : undefined;
}
