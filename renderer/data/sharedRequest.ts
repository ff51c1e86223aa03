/**
 * The route loader's prefetch of a page's data (listPrefetch.ts) handed to the screen's own hook
 * (useListPage, useOptions) under the same SWR key: while under way, the hook's first call takes
 * the prefetch's request instead of asking again; once answered, the hook's first call takes that
 * answer if it is fresh (a few seconds: the page being drawn), once. Unlike SWR's `preload`,
 * whose promise stays until a hook's fetcher takes it (and a hook that had already fetched never
 * does), an answer not taken is dropped when stale, and a write drops them all (cacheKeys.ts
 * reloadResource): a later visit asks the server again instead of being handed the rows of before.
 */
import { unstable_serialize } from 'swr';

/** How long an answered prefetch may stand for the screen's first call. */
const FRESH_MS = 3_000;

interface Shared {
  readonly request: Promise<unknown>;
  answeredAt?: number;
}

const shared = new Map<string, Shared>();

const fresh = (entry: Shared) => entry.answeredAt === undefined || Date.now() - entry.answeredAt <= FRESH_MS;

/**
 * The prefetch: starts the request, or joins the one for the same key that is under way or
 * freshly answered (the entry point and the route loader both prefetch a first page).
 */
export function prefetchShared<T>(key: readonly unknown[], request: () => Promise<T>): Promise<T> {
  const id = unstable_serialize(key);
  const known = shared.get(id);
  if (known && fresh(known)) return known.request as Promise<T>;
  const entry: Shared = { request: request() };
  shared.set(id, entry);
  const answered = () => {
    entry.answeredAt = Date.now();
  };
  // A failure too is the screen's to show: its first call meets the same answer.
  entry.request.then(answered, answered);
  return entry.request as Promise<T>;
}

/** The screen's call: the prefetch's request or fresh answer if there is one (taken once), else its own. */
export function takeShared<T>(key: readonly unknown[], request: () => Promise<T>): Promise<T> {
  const id = unstable_serialize(key);
  const known = shared.get(id);
  if (!known) return request();
  // Taken once, under way or answered: SWR shares one call among a key's hooks itself.
  shared.delete(id);
  return fresh(known) ? (known.request as Promise<T>) : request();
}

/** After a write: no answer of before may stand for a later call. */
export function forgetShared(): void {
  shared.clear();
}
