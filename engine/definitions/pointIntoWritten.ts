/**
 * The place in the written file a cross-check finding is about. writtenPointer gives the value
 * a derived value came from; when that derivation copied the written value unchanged (an
 * action's access taken from the access block), the finding's place inside it is known too:
 * "/access/read/anyOf/1", not just "/access/read".
 */
import type { Provenance } from './resolve/provenance.ts';
import { writtenPointer } from './resolve/writtenPointer.ts';

function at(json: unknown, pointer: string): unknown {
  let node = json;
  for (const segment of pointer.split('/').slice(1)) {
    if (!node || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[segment.replace(/~1/g, '/').replace(/~0/g, '~')];
  }
  return node;
}

function sameJson(a: unknown, b: unknown): boolean {
  return a !== undefined && JSON.stringify(a) === JSON.stringify(b);
}

export function pointIntoWritten(
  provenance: Provenance | undefined,
  resolvedPointer: string,
  written: unknown,
  resolved: unknown,
): { pointer: string; derived: boolean } {
  const found = writtenPointer(provenance, resolvedPointer);
  const entry = found.derived ? provenance?.lookup(resolvedPointer) : undefined;
  if (entry && sameJson(at(written, entry.from), at(resolved, entry.at))) {
    return { pointer: entry.from + resolvedPointer.slice(entry.at.length), derived: false };
  }
  return found;
}
