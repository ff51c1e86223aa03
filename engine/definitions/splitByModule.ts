/**
 * The loaded definitions cut into the pieces the browser fetches when it needs them: the shell
 * (app, the route table's pages, option sets; what every page, the sign-in page included, needs),
 * the frame (menu and permission catalogue: the sidebar, the profile menu and the permission
 * picker, all past sign-in), one piece per module (its resolved resources) and one per locale. The build resolves once, in Node
 * (scripts/build/definitionChunks.ts); the browser only joins pieces back (joinDefinitions), so
 * a resource reads exactly as the server's. A module's piece names the modules its resources
 * point into (an option list of another module's resource, a child section), so loading it loads
 * those too.
 */
import type { LoadedDefinitions, LoadedModule, LoadedResource, LocaleTree } from './model.ts';

export interface ShellModule {
  readonly id: string;
  readonly labelKey: string;
  readonly resources: readonly string[];
}

/** Everything but the resources, the texts and the frame's part; a module's pages are found again by page.module. */
export interface ShellDefinitions extends Omit<LoadedDefinitions, 'modules' | 'resources' | 'locales' | 'menu' | 'permissions'> {
  readonly modules: readonly ShellModule[];
  /** Per module, every module whose resources it needs, itself first (the closure of its references). */
  readonly moduleNeeds: { readonly [module: string]: readonly string[] };
}

export type FrameDefinitions = Pick<LoadedDefinitions, 'menu' | 'permissions'>;

export interface ModuleDefinitions {
  readonly resources: { readonly [id: string]: LoadedResource };
}

export interface SplitDefinitions {
  readonly shell: ShellDefinitions;
  readonly frame: FrameDefinitions;
  readonly modules: { readonly [module: string]: ModuleDefinitions };
  readonly locales: { readonly [locale: string]: LocaleTree };
}

/** Every resource id a value names under a `resource` key, at any depth (x-options, x-relation, parent, sections). */
function namedResources(value: unknown, known: Readonly<Record<string, unknown>>, into: Set<string>): void {
  if (Array.isArray(value)) {
    for (const item of value) namedResources(item, known, into);
  } else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (key === 'resource' && typeof inner === 'string' && inner in known) into.add(inner);
      else namedResources(inner, known, into);
    }
  }
}

function moduleClosure(start: string, direct: ReadonlyMap<string, ReadonlySet<string>>): string[] {
  const seen = [start];
  for (let i = 0; i < seen.length; i++) {
    for (const next of direct.get(seen[i]) ?? []) if (!seen.includes(next)) seen.push(next);
  }
  return seen;
}

export function splitDefinitions(definitions: LoadedDefinitions): SplitDefinitions {
  const { resources, locales, modules, menu, permissions, ...rest } = definitions;
  const direct = new Map<string, Set<string>>();
  for (const resource of Object.values(resources)) {
    const named = new Set<string>();
    namedResources(resource, resources, named);
    const needs = direct.get(resource.module) ?? new Set<string>();
    for (const id of named) if (resources[id].module !== resource.module) needs.add(resources[id].module);
    direct.set(resource.module, needs);
  }
  const byModule: Record<string, Record<string, LoadedResource>> = {};
  for (const [id, resource] of Object.entries(resources)) (byModule[resource.module] ??= {})[id] = resource;
  return {
    shell: {
      ...rest,
      // A page's note is for whoever reads the definitions (why a path or a permission is so), never drawn: /login does not download it.
      pages: rest.pages.map(({ note: _note, ...page }) => page),
      modules: modules.map(({ id, labelKey, resources: ids }) => ({ id, labelKey, resources: ids })),
      moduleNeeds: Object.fromEntries(Object.keys(byModule).map((module) => [module, moduleClosure(module, direct)])),
    },
    frame: { menu, permissions },
    modules: Object.fromEntries(Object.entries(byModule).map(([module, moduleResources]) => [module, { resources: moduleResources }])),
    locales,
  };
}

/**
 * The loaded definitions again, from the shell and whichever frame, module and locale pieces have
 * arrived. Before the frame piece, `menu` and `permissions` are absent: only code past sign-in
 * reads them, and it runs after the route loader has fetched the frame piece.
 */
export function joinDefinitions(
  shell: ShellDefinitions,
  frame: FrameDefinitions | undefined,
  modules: readonly ModuleDefinitions[],
  locales: { readonly [locale: string]: LocaleTree },
): LoadedDefinitions & { readonly moduleNeeds: ShellDefinitions['moduleNeeds'] } {
  const loadedModules: LoadedModule[] = shell.modules.map((module) => ({ ...module, pages: shell.pages.filter((page) => page.module === module.id) }));
  return {
    ...(frame as FrameDefinitions),
    ...shell,
    modules: loadedModules,
    resources: Object.assign({}, ...modules.map((piece) => piece.resources)) as Record<string, LoadedResource>,
    locales,
  };
}

/**
 * The areas of a language the sign-in page reads (its form, the shell's errors, the common
 * words); the other areas (menu, page titles, the modules' texts) come after sign-in, so /login
 * does not download them.
 */
export const SIGN_IN_LOCALE_AREAS: readonly string[] = ['shell', 'common'];

export interface LocalePieces {
  /** what the sign-in page reads */
  readonly signIn: LocaleTree;
  /** what every page past sign-in reads: the menu, the page titles and every other shared area */
  readonly frame: LocaleTree;
  /** a module's own texts (the area named after the module), fetched with that module's pages */
  readonly areas: { readonly [area: string]: LocaleTree };
}

/**
 * A language cut in three: the sign-in areas, the frame's, and one piece per module area. A
 * module's texts (8 of the 21 KiB of a language, gzipped, are the frame's) are fetched with the
 * first page of that module (and of the modules its resources point into), not with every page.
 */
export function splitLocale(tree: LocaleTree, moduleIds: readonly string[]): LocalePieces {
  const signIn: Record<string, LocaleTree[string]> = {};
  const frame: Record<string, LocaleTree[string]> = {};
  const areas: Record<string, LocaleTree> = {};
  for (const [area, texts] of Object.entries(tree)) {
    if (SIGN_IN_LOCALE_AREAS.includes(area)) signIn[area] = texts;
    else if (moduleIds.includes(area)) areas[area] = { [area]: texts };
    else frame[area] = texts;
  }
  return { signIn, frame, areas };
}

/** The locale areas a page of `module` reads: its own and those of the modules its resources point into. */
export function localeAreasOf(module: string, moduleNeeds: ShellDefinitions['moduleNeeds']): readonly string[] {
  return moduleNeeds[module] ?? [module];
}
