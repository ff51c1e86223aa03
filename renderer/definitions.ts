/**
 * The definitions in the browser, resolved at build time (scripts/build/definitionChunks.ts) and
 * fetched in pieces: the shell part (app, menu, permissions, pages, option sets) comes with the
 * app; a module's resources come with the first route that shows one of them
 * (loadResourceDefinitions, called by the route loader), the texts of a language with
 * i18n (loadLocaleTexts). `definitions.resources` and `definitions.locales` fill up as pieces
 * arrive; each piece is frozen, the containers are not.
 */
import shell from 'virtual:portal-definitions/shell';
import { localeLoaders, moduleLoaders } from 'virtual:portal-definitions/loaders';
import type { LoadedDefinitions, LocaleTree } from '../engine/definitions/model.ts';
import { joinDefinitions } from '../engine/definitions/splitByModule.ts';

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

deepFreeze(shell);
export const definitions: LoadedDefinitions = joinDefinitions(shell, [], {});

const moduleOfResource = new Map(shell.modules.flatMap((module) => module.resources.map((id) => [id, module.id] as const)));
const loadingModules = new Map<string, Promise<void>>();
const loadingLocales = new Map<string, Promise<LocaleTree>>();

function loadModule(module: string): Promise<void> {
  let loading = loadingModules.get(module);
  if (!loading) {
    const load = moduleLoaders[module];
    loading = load
      ? load().then((piece) => {
          Object.assign(definitions.resources, deepFreeze(piece).resources);
        })
      : Promise.resolve();
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

/** The texts of one locale file (en-US, es-ES, fr-FR), fetched once. */
export function loadLocaleTexts(locale: string): Promise<LocaleTree> {
  let loading = loadingLocales.get(locale);
  if (!loading) {
    const load = localeLoaders[locale];
    loading = load
      ? load().then((tree) => {
          (definitions.locales as Record<string, LocaleTree>)[locale] = deepFreeze(tree);
          return tree;
        })
      : Promise.resolve({});
    loading.catch(() => loadingLocales.delete(locale));
    loadingLocales.set(locale, loading);
  }
  return loading;
}
