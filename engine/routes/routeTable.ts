/**
 * The route table: every page of every module and every redirect of app.json, compiled once
 * at load. The browser router and the server (which answers deep links) both match with it.
 */
import type { LoadedDefinitions, LoadedPage } from '../definitions/model.ts';
import {
  compareMatches,
  decodeSegment,
  matchSegments,
  normalisePath,
  parsePattern,
  searchAndHash,
  splitPath,
  type PathSegment,
  type SegmentMatch,
} from './path.ts';

export type RouteMatch =
  | { kind: 'page'; page: LoadedPage; params: Record<string, string | undefined> }
  | { kind: 'redirect'; to: string }
  | { kind: 'notFound'; path: string };

export interface CompiledRoute {
  readonly page: LoadedPage;
  readonly segments: readonly PathSegment[];
}

export interface CompiledRedirect {
  readonly from: string;
  readonly to: string;
  readonly segments: readonly PathSegment[];
}

export interface RouteTable {
  readonly routes: readonly CompiledRoute[];
  readonly redirects: readonly CompiledRedirect[];
}

/** The spec's general redirect: "A general redirect sends / to /dashboard/v1." */
export const rootRedirect = { from: '/', to: '/dashboard/v1' } as const;

export function compileRouteTable(definitions: LoadedDefinitions): RouteTable {
  const declared = definitions.app?.redirects ?? [];
  const hasRoot = declared.some((r) => normalisePath(r.from) === '/') || definitions.pages.some((p) => normalisePath(p.path) === '/');
  const redirects = [...declared, ...(hasRoot ? [] : [rootRedirect])].map((r) => ({
    from: r.from,
    to: r.to,
    segments: parsePattern(r.from),
  }));
  const routes = definitions.pages.map((page) => ({ page, segments: parsePattern(page.path) }));
  return Object.freeze({ routes: Object.freeze(routes), redirects: Object.freeze(redirects) });
}

function best<T>(candidates: readonly T[], segmentsOf: (c: T) => readonly PathSegment[], actual: string[]): { item: T; match: SegmentMatch } | undefined {
  let found: { item: T; match: SegmentMatch } | undefined;
  for (const item of candidates) {
    const match = matchSegments(segmentsOf(item), actual);
    // Strictly better only: on a full tie the one declared first wins.
    if (match && (!found || compareMatches(match, found.match) < 0)) found = { item, match };
  }
  return found;
}

/** A redirect target with the source's parameters put in; the query string and hash travel along. */
function redirectTarget(redirect: CompiledRedirect, params: Record<string, string | undefined>, location: string): string {
  const parts: string[] = [];
  for (const segment of parsePattern(redirect.to)) {
    if (segment.kind === 'static') parts.push(segment.value);
    else if (params[segment.name] !== undefined) parts.push(encodeURIComponent(params[segment.name]!));
    else if (!segment.optional) parts.push(':' + segment.name);
  }
  return '/' + parts.join('/') + searchAndHash(location);
}

/**
 * Redirects first (the spec's middleware order puts redirect first), then the best page:
 * static segments beat parameters, a taken optional parameter beats a left-out one.
 * '/apps/admin/users/' and '/apps/admin/users?x=1#y' match like '/apps/admin/users'.
 */
export function matchRoute(table: RouteTable, path: string): RouteMatch {
  const normalised = normalisePath(path);
  const actual = splitPath(normalised).map(decodeSegment);
  const redirect = best(table.redirects, (r) => r.segments, actual);
  if (redirect) return { kind: 'redirect', to: redirectTarget(redirect.item, redirect.match.params, path) };
  const route = best(table.routes, (r) => r.segments, actual);
  if (route) return { kind: 'page', page: route.item.page, params: { ...route.match.params } };
  return { kind: 'notFound', path: normalised };
}

/**
 * "The page title is 'Apps - ' followed by the route path." The prefix may be written with or
 * without its ' - ' separator; the title carries the path without query string or hash.
 */
export function pageTitle(prefix: string, path: string): string {
  const head = prefix.replace(/\s*-\s*$/, '').trim();
  const route = normalisePath(path);
  return head ? `${head} - ${route}` : route;
}
