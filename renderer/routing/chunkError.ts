/**
 * A deploy replaces the hashed chunks; a tab opened before it fails to load the next screen.
 * The spec's answer: reload the whole page (once, so a truly missing chunk cannot loop).
 */
const CHUNK_FAILURE = /Loading chunk [\w-]+ failed|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i;
const RELOAD_MARK = 'portal.chunkReloadAt';
const RELOAD_WINDOW_MS = 10_000;

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return CHUNK_FAILURE.test(message);
}

/** Reloads unless a reload for the same reason happened moments ago; says whether it did. */
export function reloadForChunkError(): boolean {
  const last = Number(sessionStorage.getItem(RELOAD_MARK) ?? 0);
  if (Date.now() - last < RELOAD_WINDOW_MS) return false;
  sessionStorage.setItem(RELOAD_MARK, String(Date.now()));
  window.location.reload();
  return true;
}
