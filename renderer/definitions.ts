/**
 * The definitions in the browser, resolved at build time (scripts/build/definitionChunks.ts) and
 * fetched in pieces: the shell part (app, pages, option sets) comes with the app; the frame part
 * (menu, permission catalogue) with the first page past sign-in (loadFrameDefinitions); a
 * module's resources come with the first route that shows one of them
 * (loadResourceDefinitions, called by the route loader), the texts of a language with
 * i18n (loadLocaleTexts). `definitions.resources` and `definitions.locales` fill up as pieces
 * arrive; each piece is frozen, the containers are not.
 */
import shell from 'virtual:portal-definitions/shell';
import { localeLoaders, moduleLoaders, restLocaleLoaders } from 'virtual:portal-definitions/loaders';
import type { LoadedDefinitions, LocaleTree } from '../engine/definitions/model.ts';
import { joinDefinitions, localeAreasOf } from '../engine/definitions/splitByModule.ts';

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

deepFreeze(shell);
export const definitions: LoadedDefinitions = joinDefinitions(shell, undefined, [], {});

let loadingFrame: Promise<void> | undefined;

/** The menu and the permission catalogue, fetched once for the pages past sign-in. */
export function loadFrameDefinitions(): Promise<void> {
  loadingFrame ??= import('virtual:portal-definitions/frame').then(({ default: frame }) => {
    Object.assign(definitions, deepFreeze(frame));
  });
  loadingFrame.catch(() => (loadingFrame = undefined));
  return loadingFrame;
}

const moduleOfResource = new Map(shell.modules.flatMap((module) => module.resources.map((id) => [id, module.id] as const)));
const loadingModules = new Map<string, Promise<void>>();
const loadingLocales = new Map<string, Promise<LocaleTree>>();

/** Set by i18n (renderer/i18n/instance.ts): the module's own texts, which its resources' labels read. */
let loadModuleTexts: (module: string) => Promise<unknown> = () => Promise.resolve();

export function setModuleTextsLoader(load: (module: string) => Promise<unknown>): void {
  loadModuleTexts = load;
}

function loadModule(module: string): Promise<void> {
  let loading = loadingModules.get(module);
  if (!loading) {
    const load = moduleLoaders[module];
    // A module's resources come with its texts (their labels, option names and messages), whichever
    // screen asks: a page of another module showing them (a dashboard's tickets) draws in words.
    // A failed text piece leaves keys showing, never the screen without its resources.
    const texts = loadModuleTexts(module).catch(() => undefined);
    loading = load
      ? Promise.all([load(), texts]).then(([piece]) => {
          Object.assign(definitions.resources, deepFreeze(piece).resources);
        })
      : texts.then(() => undefined);
    // A failed chunk (a deploy under an open tab) may be asked for again.
    loading.catch(() => loadingModules.delete(module));
    loadingModules.set(module, loading);
  }
  return loading;
}

/** Loads the module of a resource and the modules its resources point into, in parallel. */
export function loadResourceDefinitions(resourceId: string): Promise<void> {
  const module = moduleOfResource.get(resourceId);
  if (module === undefined) return Promise.resolve();
  return Promise.all((shell.moduleNeeds[module] ?? [module]).map(loadModule)).then(() => undefined);
}

function loadLocalePiece(key: string, load: (() => Promise<LocaleTree>) | undefined): Promise<LocaleTree> {
  let loading = loadingLocales.get(key);
  if (!loading) {
    loading = load ? load().then(deepFreeze) : Promise.resolve({});
    loading.catch(() => loadingLocales.delete(key));
    loadingLocales.set(key, loading);
  }
  return loading;
}

/** The module areas of texts a page of `module` reads: its own and those of the modules it points into. */
export function textAreasOfModule(module: string | undefined): readonly string[] {
  return module === undefined ? [] : localeAreasOf(module, shell.moduleNeeds);
}

/** Whether an area of texts is a module's own (named after the module), fetched with its pages. */
export function hasLocaleArea(area: string): boolean {
  return shell.modules.some((module) => module.id === area);
}

let areaLoaders: Promise<(typeof import('virtual:portal-definitions/area-loaders'))['areaLocaleLoaders']> | undefined;

/** The loaders of the module areas' pieces: a chunk of their own, which /login does not fetch. */
function areaLoadersIn() {
  areaLoaders ??= import('virtual:portal-definitions/area-loaders').then((m) => m.areaLocaleLoaders);
  areaLoaders.catch(() => (areaLoaders = undefined));
  return areaLoaders;
}

/**
 * The texts of one locale file (en-US, es-ES, fr-FR), each piece fetched once: the sign-in areas
 * only, or (`whole`, once the user is past the sign-in page) also the frame's, and the module
 * areas named in `areas` (a page's module and those its resources point into). The pieces have
 * distinct areas.
 */
export async function loadLocaleTexts(locale: string, whole = false, areas: readonly string[] = []): Promise<LocaleTree> {
  const ownAreas = whole && areas.length ? ((await areaLoadersIn())[locale] ?? {}) : {};
  const pieces = await Promise.all([
    loadLocalePiece(locale, localeLoaders[locale]),
    whole ? loadLocalePiece(`${locale}-rest`, restLocaleLoaders[locale]) : Promise.resolve({}),
    ...(whole ? areas.filter((area) => area in ownAreas).map((area) => loadLocalePiece(`${locale}-area-${area}`, ownAreas[area])) : []),
  ]);
  const tree = Object.assign({}, definitions.locales[locale], ...pieces) as LocaleTree;
  (definitions.locales as Record<string, LocaleTree>)[locale] = tree;
  return tree;
}
