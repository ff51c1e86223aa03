/**
 * Route paths as the definitions write them ('/apps/admin/users/:id', ':id?' optional) and
 * as the browser shows them ('/apps/admin/users/5/?tab=1#top'). Shared by the route table and
 * the sidebar, so "the current page" means the same thing in both.
 */

export type PathSegment =
  | { readonly kind: 'static'; readonly value: string }
  | { readonly kind: 'param'; readonly name: string; readonly optional: boolean };

/** The path part of a location: no query string, no hash, no trailing slash ('/' stays '/'). */
export function normalisePath(location: string): string {
  const cut = location.search(/[?#]/);
  const path = cut === -1 ? location : location.slice(0, cut);
  const segments = splitPath(path);
  return '/' + segments.join('/');
}

/** The non-empty segments of a path; '//' and a trailing '/' add none. */
export function splitPath(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '');
}

/** The query string and hash of a location, as written ('?a=1#x'), or ''. */
export function searchAndHash(location: string): string {
  const cut = location.search(/[?#]/);
  return cut === -1 ? '' : location.slice(cut);
}

/** A pattern is never cut at '?': there it marks an optional parameter, not a query string. */
export function parsePattern(pattern: string): PathSegment[] {
  return splitPath(pattern).map((segment) => {
    if (!segment.startsWith(':')) return { kind: 'static', value: segment };
    const optional = segment.endsWith('?');
    return { kind: 'param', name: segment.slice(1, optional ? -1 : undefined), optional };
  });
}

/** A malformed escape (%E0%A4%A) stays as written rather than failing the whole match. */
export function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Static segments outrank parameters, so '/apps/support/ticket/new' beats ':parameter?'. */
const staticRank = 2;
const paramRank = 1;

export interface SegmentMatch {
  readonly params: Record<string, string | undefined>;
  /** One rank per path segment (static 2, parameter 1), compared left to right. */
  readonly ranks: readonly number[];
  /** Optional parameters left out; fewer is better when the ranks tie. */
  readonly omitted: number;
}

/** Orders two matches of one path: negative when a is the better one. */
export function compareMatches(a: SegmentMatch, b: SegmentMatch): number {
  const length = Math.max(a.ranks.length, b.ranks.length);
  for (let i = 0; i < length; i += 1) {
    const diff = (b.ranks[i] ?? 0) - (a.ranks[i] ?? 0);
    if (diff !== 0) return diff;
  }
  return a.omitted - b.omitted;
}

/**
 * Matches decoded path segments against a pattern. With prefix, the path may go on below the
 * pattern. Optional parameters may be taken or left out, whichever matches best.
 */
export function matchSegments(pattern: readonly PathSegment[], actual: readonly string[], prefix = false): SegmentMatch | null {
  const walk = (p: number, a: number): SegmentMatch | null => {
    if (p === pattern.length) {
      if (a === actual.length || prefix) return { params: {}, ranks: [], omitted: 0 };
      return null;
    }
    const segment = pattern[p];
    if (segment.kind === 'static') {
      if (actual[a] !== segment.value) return null;
      const rest = walk(p + 1, a + 1);
      return rest && { params: rest.params, ranks: [staticRank, ...rest.ranks], omitted: rest.omitted };
    }
    let best: SegmentMatch | null = null;
    if (a < actual.length) {
      const rest = walk(p + 1, a + 1);
      if (rest) best = { params: { ...rest.params, [segment.name]: actual[a] }, ranks: [paramRank, ...rest.ranks], omitted: rest.omitted };
    }
    if (segment.optional) {
      const rest = walk(p + 1, a);
      const skipped = rest && { params: { ...rest.params, [segment.name]: undefined }, ranks: rest.ranks, omitted: rest.omitted + 1 };
      if (skipped && (!best || compareMatches(skipped, best) < 0)) best = skipped;
    }
    return best;
  };
  return walk(0, 0);
}

/**
 * Whether a location lies at or below a pattern, segment by segment: '/apps/admin/users/5'
 * is under '/apps/admin/users' but '/apps/admin/users-old' is not. The root pattern '/' is
 * under nothing but '/' itself, or every path would be under it.
 */
export function isPathUnder(location: string, pattern: string): boolean {
  const wanted = parsePattern(pattern);
  const actual = splitPath(normalisePath(location)).map(decodeSegment);
  if (wanted.length === 0) return actual.length === 0;
  return matchSegments(wanted, actual, true) !== null;
}

/** Fills a pattern's parameters: fillPath('/apps/admin/users/:id', { id: 5 }) is '/apps/admin/users/5'. */
export function fillPath(pattern: string, params: Record<string, string | number | undefined> = {}): string {
  const parts: string[] = [];
  for (const segment of parsePattern(pattern)) {
    if (segment.kind === 'static') {
      parts.push(segment.value);
      continue;
    }
    const value = Object.hasOwn(params, segment.name) ? params[segment.name] : undefined;
    if (value === undefined || value === '') {
      if (segment.optional) continue;
      throw new Error(`Missing route parameter "${segment.name}" for ${pattern}`);
    }
    parts.push(encodeURIComponent(String(value)));
  }
  return '/' + parts.join('/');
}
