/**
 * Where each value of a resolved definition came from, for `definitions:explain` and for lint
 * errors: a value the analyst wrote points back at its place in the file; a derived one says
 * which rule made it (convention, preset, option set, condition or default) and from what.
 */
export type Origin = 'written' | 'convention' | 'preset' | 'optionSet' | 'condition' | 'default';

export interface ProvenanceEntry {
  readonly origin: Origin;
  /** JSON pointer into the written file: the value itself, or what it was derived from. */
  readonly from: string;
}

export class Provenance {
  readonly entries = new Map<string, ProvenanceEntry>();

  record(resolvedPointer: string, origin: Origin, from: string): void {
    this.entries.set(resolvedPointer, { origin, from });
  }

  /** The entry of the pointer or of its nearest recorded ancestor. */
  lookup(resolvedPointer: string): (ProvenanceEntry & { readonly at: string }) | undefined {
    for (let at = resolvedPointer; ; at = at.slice(0, at.lastIndexOf('/'))) {
      const entry = this.entries.get(at);
      if (entry) return { ...entry, at };
      if (at === '') return undefined;
    }
  }
}

export function escapePointer(segment: string | number): string {
  return String(segment).replace(/~/g, '~0').replace(/\//g, '~1');
}

export function pointerOf(...segments: Array<string | number>): string {
  return segments.map((s) => '/' + escapePointer(s)).join('');
}
