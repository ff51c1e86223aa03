/**
 * The raw input of the loader: every definition file, by its path under definitions/, parsed.
 * Reading the disk is the caller's job (scripts/ and server/ in Node, a Vite glob in the
 * browser), so the engine stays free of Node modules.
 */
export type DefinitionFiles = Record<string, unknown>;

export type DefinitionFileKind =
  | { kind: 'app' }
  | { kind: 'menu' }
  | { kind: 'permissions' }
  | { kind: 'optionSets' }
  | { kind: 'module'; module: string }
  | { kind: 'resource'; module: string; name: string }
  | { kind: 'locale'; locale: string; name: string }
  | { kind: 'unknown' };

/** Where each kind of file lives; the lint names any other file as misplaced. */
export function classifyDefinitionFile(path: string): DefinitionFileKind {
  if (path === 'app.json') return { kind: 'app' };
  if (path === 'menu.json') return { kind: 'menu' };
  if (path === 'permissions.json') return { kind: 'permissions' };
  if (path === 'optionSets.json') return { kind: 'optionSets' };
  let match = /^modules\/([^/]+)\/module\.json$/.exec(path);
  if (match) return { kind: 'module', module: match[1] };
  match = /^modules\/([^/]+)\/resources\/([^/]+)\.json$/.exec(path);
  if (match) return { kind: 'resource', module: match[1], name: match[2] };
  match = /^locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
  if (match) return { kind: 'locale', locale: match[1], name: match[2] };
  return { kind: 'unknown' };
}
