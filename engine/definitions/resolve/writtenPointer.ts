/**
 * Cross-checks run on resolved resources, but an analyst mends the file they wrote: this turns
 * a pointer into the resolved resource into the place in the written file that holds the
 * value, or that the derived value came from (an endpoint made by the api preset points at
 * /api/base, a conventional label at the field).
 */
import type { Provenance } from './provenance.ts';

/** Where the compact language moved what the resolved form nests differently. */
const structural: Array<[RegExp, string]> = [
  [/^\/fields\/properties\//, '/fields/'],
  [/^\/fields\/required(?=\/|$)/, '/required'],
  [/^\/fields\/allOf(?=\/|$)/, '/rules'],
];

export function writtenPointer(provenance: Provenance | undefined, resolvedPointer: string): { pointer: string; derived: boolean } {
  const entry = provenance?.lookup(resolvedPointer);
  if (entry && entry.origin !== 'written') return { pointer: entry.from, derived: true };
  if (entry) return { pointer: entry.from + resolvedPointer.slice(entry.at.length), derived: false };
  let pointer = resolvedPointer;
  for (const [pattern, replacement] of structural) pointer = pointer.replace(pattern, replacement);
  return { pointer, derived: false };
}
