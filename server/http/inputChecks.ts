/**
 * Two limits on everything a request carries into SQL, checked in one place before any handler
 * runs (the body, the query string and the path parameters of every route; multipart text
 * fields where the resource API reads them):
 * - no NUL character (U+0000) in any text or key: PostgreSQL cannot store it in text or jsonb
 *   and answered 500 (error 22021);
 * - no list longer than maxListItems: each value becomes a bind parameter (an `in (...)` of a
 *   filter, the ids of a relation), and PostgreSQL takes at most 65,535 in one statement.
 * The walk is iterative, so a deeply nested body cannot exhaust the stack.
 */
import type { FastifyInstance } from 'fastify';
import { ApiError } from './errors.ts';

export const maxListItems = 1000;

const nul = '\u0000';
const nulMessage = 'Text must not contain the NUL character (\\u0000)';
const listMessage = `A list may hold at most ${maxListItems.toLocaleString('en-US')} values`;

const showKey = (key: string) => JSON.stringify(key.slice(0, 60)).slice(1, -1);

/** Where a value sits: its parent and key, spelled out ("body.ids[3]") only for a problem. */
interface Place {
  readonly parent?: Place;
  readonly key: string | number;
}

function pathOf(place: Place): string {
  if (!place.parent) return String(place.key);
  const parent = pathOf(place.parent);
  return typeof place.key === 'number' ? `${parent}[${place.key}]` : `${parent}.${showKey(place.key)}`;
}

/** Where a value breaks a limit, as "body.name" or "body.ids (70,000 values)"; [] when it breaks none. */
export function inputProblems(value: unknown, root: string): { nul: string[]; lists: string[] } {
  const problems = { nul: [] as string[], lists: [] as string[] };
  const pending: Array<[unknown, Place]> = [[value, { key: root }]];
  while (pending.length && problems.nul.length + problems.lists.length < 10) {
    const [current, place] = pending.pop()!;
    if (typeof current === 'string') {
      if (current.includes(nul)) problems.nul.push(pathOf(place));
      continue;
    }
    if (!current || typeof current !== 'object') continue;
    if (Array.isArray(current)) {
      if (current.length > maxListItems) problems.lists.push(`${pathOf(place)} (${current.length.toLocaleString('en-US')} values)`);
      else current.forEach((item, index) => pending.push([item, { parent: place, key: index }]));
      continue;
    }
    for (const key of Object.keys(current)) {
      if (key.includes(nul)) problems.nul.push(`${pathOf({ parent: place, key })} (a key)`);
      else pending.push([(current as Record<string, unknown>)[key], { parent: place, key }]);
    }
  }
  return problems;
}

/**
 * The query string as lists: 'ids[]=1&ids[]=2', 'ids=1&ids=2' and 'ids[0]=1&ids[1]=2' are all
 * the list "ids" (the list query reads them so), so each is counted as one list.
 */
export function queryLists(query: unknown): Record<string, string[]> {
  const lists: Record<string, string[]> = Object.create(null);
  if (!query || typeof query !== 'object') return lists;
  for (const [name, value] of Object.entries(query)) {
    const list = name.replace(/\[\d*\]$/, '');
    (lists[list] ??= []).push(...(Array.isArray(value) ? value.map(String) : [String(value)]));
  }
  return lists;
}

function problemError(code: 'bad_request' | 'bad_query', problems: { nul: string[]; lists: string[] }): ApiError | undefined {
  if (problems.nul.length) return new ApiError(code, nulMessage, problems.nul.map((path) => `${nulMessage}: ${path}`));
  if (problems.lists.length) return new ApiError(code, listMessage, problems.lists.map((path) => `${listMessage}: ${path}`));
  return undefined;
}

/** The first broken limit of a request part, as a 400 in the error contract. */
export function checkInput(value: unknown, root: string): void {
  const error = problemError(root === 'query' ? 'bad_query' : 'bad_request', inputProblems(value, root));
  if (error) throw error;
}

/** A multipart record read by the resource API: text fields and file names checked, stored files removed when refused. */
export async function checkMultipartInput<Read extends { body: unknown; uploads: ReadonlyArray<{ key: string; name: string }> }>(
  read: Read,
  remove: (key: string) => Promise<void>,
): Promise<Read> {
  try {
    checkInput(read.body, 'body');
    checkInput(read.uploads.map((upload) => upload.name), 'file name');
  } catch (error) {
    await Promise.all(read.uploads.map((upload) => remove(upload.key)));
    throw error;
  }
  return read;
}

export function installInputChecks(app: FastifyInstance): void {
  // A callback hook, not an async one: no promise and no extra turn per request.
  app.addHook('preValidation', (request, _reply, done) => {
    try {
      checkInput(request.params, 'path');
      checkInput(queryLists(request.query), 'query');
      checkInput(request.body, 'body');
    } catch (error) {
      return done(error as Error);
    }
    done();
  });
}
