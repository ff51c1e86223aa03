/**
 * `definitions:explain`: a resolved resource as indented JSON lines, each value followed by where
 * it came from. A value the analyst wrote says where in the file; a derived one says which rule
 * made it and from what (with the written value it came from, when that is short). An object or
 * array whose values all share one origin stays on one line.
 */
import type { Provenance, ProvenanceEntry } from './provenance.ts';

export interface ExplainedLine {
  /** JSON pointer of the value in the resolved resource ('' for the braces around it). */
  readonly pointer: string;
  readonly text: string;
}

const originWords: Record<ProvenanceEntry['origin'], string> = {
  written: 'written',
  convention: 'convention',
  preset: 'preset',
  optionSet: 'option set',
  condition: 'condition',
  default: 'default',
};

/** The value at a JSON pointer, or undefined. */
export function valueAt(root: unknown, pointer: string): unknown {
  if (pointer === '') return root;
  let node = root;
  for (const raw of pointer.slice(1).split('/')) {
    const segment = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (!node || typeof node !== 'object' || !Object.prototype.hasOwnProperty.call(node, segment)) return undefined;
    node = (node as Record<string, unknown>)[segment];
  }
  return node;
}

function inline(value: unknown): string {
  if (Array.isArray(value)) return value.length ? `[${value.map(inline).join(', ')}]` : '[]';
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).filter(([, inner]) => inner !== undefined);
    return entries.length ? `{ ${entries.map(([key, inner]) => `${JSON.stringify(key)}: ${inline(inner)}`).join(', ')} }` : '{}';
  }
  return JSON.stringify(value);
}

interface Origin {
  readonly text: string;
  /** For a written value: where the file holds it. */
  readonly writtenAt?: string;
}

const escape = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

/** What a derived value came from: the pointer, with the written value when it is short. */
function derivedFrom(written: unknown, at: string, from: string): string {
  const source = valueAt(written, from);
  if (typeof source === 'string' && from.endsWith('/x-options')) return `from option set ${JSON.stringify(source)} at ${from}`;
  // Derived because nothing is written where it could be: say where to write it.
  if (written !== undefined && source === undefined && from.slice(from.lastIndexOf('/')) === at.slice(at.lastIndexOf('/'))) return `(write ${from} to change it)`;
  return source !== undefined && (typeof source !== 'object' || source === null) ? `from ${from} = ${JSON.stringify(source)}` : `from ${from}`;
}

/** Whether the file holds the value at a pointer (without the file, there is nothing to check). */
function holds(written: unknown, at: string, value: unknown): boolean {
  return written === undefined || inline(valueAt(written, at)) === inline(value);
}

/** "GET /sso/x", written at the pointer or at its parent, holds the method and the path of an endpoint. */
function inShorthand(written: unknown, at: string, value: unknown): boolean {
  return [at, at.slice(0, at.lastIndexOf('/'))].some((pointer) => {
    const shorthand = valueAt(written, pointer);
    return typeof shorthand === 'string' && typeof value === 'string' && shorthand.split(' ').includes(value);
  });
}

/** Where the value at a pointer of the resolved resource came from, in words. */
function originOf(provenance: Provenance, written: unknown, pointer: string, value: unknown): Origin {
  const entry = provenance.lookup(pointer);
  if (!entry || entry.origin === 'written') {
    const at = entry ? entry.from + pointer.slice(entry.at.length) : pointer;
    if (holds(written, at, value) || inShorthand(written, at, value)) return { text: `written at ${at}`, writtenAt: at };
    if (entry?.at === pointer) return { text: `derived (recorded as written at ${at}, which the file does not hold)` };
    return { text: entry ? `derived, no origin recorded (inside ${entry.at || '/'})` : 'derived, no origin recorded' };
  }
  if (entry.origin === 'optionSet') return { text: `option set ${JSON.stringify(valueAt(written, entry.from))} at ${entry.from}` };
  return { text: `${originWords[entry.origin]} ${derivedFrom(written, entry.at, entry.from)}` };
}

/** Where a value under a container came from, as the container would say it for all of them. */
function originText(origin: Origin, container: string, pointer: string): string {
  const suffix = pointer.slice(container.length);
  if (origin.writtenAt === undefined || !origin.writtenAt.endsWith(suffix)) return origin.text;
  return `written at ${origin.writtenAt.slice(0, origin.writtenAt.length - suffix.length) || '/'}`;
}

function isContainer(value: unknown): value is Record<string, unknown> | unknown[] {
  return !!value && typeof value === 'object' && Object.keys(value).length > 0;
}

function children(value: Record<string, unknown> | unknown[]): Array<[string, unknown]> {
  return Object.entries(value).filter(([, inner]) => inner !== undefined);
}

/** Every origin among the values under a container, as the container would say it. */
function originsUnder(provenance: Provenance, written: unknown, container: string, value: unknown, pointer: string, into: Set<string>): Set<string> {
  if (!isContainer(value)) into.add(originText(originOf(provenance, written, pointer, value), container, pointer));
  else for (const [key, inner] of children(value)) originsUnder(provenance, written, container, inner, `${pointer}/${escape(key)}`, into);
  return into;
}

/**
 * The resolved resource as lines. `written` is the resource as written in its file: with it, a
 * derived value shows what it came from, and a value the provenance misses is named as such.
 */
export function explainResource(resource: object, provenance: Provenance, written?: unknown): ExplainedLine[] {
  const lines: Array<{ pointer: string; code: string; origin?: string }> = [];
  const walk = (value: unknown, pointer: string, indent: string, label: string, last: boolean): void => {
    const comma = last ? '' : ',';
    const origins = isContainer(value) ? originsUnder(provenance, written, pointer, value, pointer, new Set()) : undefined;
    if (!isContainer(value) || (pointer !== '' && origins!.size === 1)) {
      lines.push({ pointer, code: `${indent}${label}${inline(value)}${comma}`, origin: origins ? [...origins][0] : originOf(provenance, written, pointer, value).text });
      return;
    }
    const [open, close] = Array.isArray(value) ? ['[', ']'] : ['{', '}'];
    lines.push({ pointer, code: `${indent}${label}${open}` });
    const entries = children(value);
    entries.forEach(([key, inner], index) => {
      const innerLabel = Array.isArray(value) ? '' : `${JSON.stringify(key)}: `;
      walk(inner, `${pointer}/${escape(key)}`, indent + '  ', innerLabel, index === entries.length - 1);
    });
    lines.push({ pointer, code: `${indent}${close}${comma}` });
  };
  walk(resource, '', '', '', true);
  const column = Math.min(64, Math.max(...lines.filter((line) => line.origin).map((line) => line.code.length))) + 2;
  return lines.map(({ pointer, code, origin }) => ({ pointer, text: origin ? `${code.length < column ? code.padEnd(column) : code + '  '}// ${origin}` : code }));
}

export function formatExplanation(resource: object, provenance: Provenance, written?: unknown): string {
  return explainResource(resource, provenance, written).map((line) => line.text).join('\n');
}

/** The provenance as plain JSON: resolved pointer -> { origin, from }. */
export function provenanceJson(provenance: Provenance): Record<string, ProvenanceEntry> {
  return Object.fromEntries([...provenance.entries].sort(([a], [b]) => a.localeCompare(b)));
}
