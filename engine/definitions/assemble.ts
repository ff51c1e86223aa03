/**
 * Builds the loaded definitions from files that passed their meta-schema, remembering where
 * each piece came from so cross-checks can name the file and JSON pointer.
 */
import { classifyDefinitionFile, type DefinitionFiles } from './files.ts';
import type {
  AppDefinition,
  LoadedDefinitions,
  LoadedModule,
  LoadedPage,
  LoadedResource,
  LocaleTree,
  MenuDefinition,
  ModuleDefinition,
  OptionSets,
  PermissionCatalogue,
  CompactResource,
} from './model.ts';
import { lintError, pointer, type LintError } from './lintError.ts';
import type { Provenance } from './resolve/provenance.ts';
import { resolveResource } from './resolve/resolveResource.ts';
import { resolvePages } from './resolve/resolvePages.ts';
import { resolveMenu } from './resolve/resolveMenu.ts';
import { hasText, referenceLocale } from './resolve/contextFromFiles.ts';

export interface SourceMap {
  readonly resourceFile: Record<string, string>;
  readonly pageSource: Map<LoadedPage, { file: string; pointer: string }>;
  readonly localeFiles: Record<string, string[]>;
  /** Per resource: where each resolved value came from, to point lint errors at the written file. */
  readonly provenance: Record<string, Provenance>;
}

export interface Assembled {
  readonly definitions: LoadedDefinitions;
  readonly sources: SourceMap;
  readonly errors: LintError[];
}

function mergeLocale(target: Record<string, unknown>, source: Record<string, unknown>, file: string, at: string[], errors: LintError[]): void {
  for (const [key, value] of Object.entries(source)) {
    const path = [...at, key];
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      const existing = target[key];
      if (existing !== undefined && typeof existing !== 'object') {
        errors.push(lintError(file, pointer(...path), `key "${path.join('.')}" is both a text and a group`, 'rename one of them'));
        continue;
      }
      target[key] ??= {};
      mergeLocale(target[key] as Record<string, unknown>, value as Record<string, unknown>, file, path, errors);
    } else if (typeof value === 'string') {
      if (target[key] !== undefined) {
        errors.push(lintError(file, pointer(...path), `key "${path.join('.')}" is defined twice in this locale`, 'keep one definition of the key'));
      }
      target[key] = value;
    } else {
      errors.push(lintError(file, pointer(...path), 'a locale value must be a text or a group of texts', 'write the text as a string'));
    }
  }
}

export function assemble(files: DefinitionFiles): Assembled {
  const errors: LintError[] = [];
  let app: AppDefinition | undefined;
  let menu: MenuDefinition | undefined;
  let permissions: PermissionCatalogue | undefined;
  let optionSets: OptionSets | undefined;
  const rawResources: Array<{ file: string; module: string; json: CompactResource }> = [];
  const moduleFiles: Array<{ file: string; folder: string; json: ModuleDefinition }> = [];
  const resources: Record<string, LoadedResource> = {};
  const resourceFile: Record<string, string> = {};
  const resourcesOfModule: Record<string, string[]> = {};
  const locales: Record<string, Record<string, unknown>> = {};
  const localeFiles: Record<string, string[]> = {};

  for (const [file, json] of Object.entries(files)) {
    const kind = classifyDefinitionFile(file);
    switch (kind.kind) {
      case 'app':
        app = json as AppDefinition;
        break;
      case 'menu':
        menu = json as MenuDefinition;
        break;
      case 'permissions':
        permissions = json as PermissionCatalogue;
        break;
      case 'optionSets':
        optionSets = json as OptionSets;
        break;
      case 'module':
        moduleFiles.push({ file, folder: kind.module, json: json as ModuleDefinition });
        break;
      case 'resource': {
        const resource = json as CompactResource;
        if (resource.id !== kind.name) {
          errors.push(lintError(file, '/id', `id "${resource.id}" differs from the file name "${kind.name}"`, `rename the file to ${resource.id}.json or the id to "${kind.name}"`));
        }
        rawResources.push({ file, module: kind.module, json: resource });
        break;
      }
      case 'locale':
        locales[kind.locale] ??= {};
        (localeFiles[kind.locale] ??= []).push(file);
        mergeLocale(locales[kind.locale], json as Record<string, unknown>, file, [], errors);
        break;
      case 'unknown':
        break;
    }
  }

  if (!app) errors.push(lintError('app.json', '', 'is missing', 'create definitions/app.json (see definitions/schema/app.schema.json)'));
  if (!menu) errors.push(lintError('menu.json', '', 'is missing', 'create definitions/menu.json (see definitions/schema/menu.schema.json)'));
  if (!permissions) errors.push(lintError('permissions.json', '', 'is missing', 'create definitions/permissions.json'));

  // Resources resolve after the locales are merged: a label key by convention falls back to
  // common.field.<name> when the resource's own key does not exist.
  const provenance: Record<string, Provenance> = {};
  const english = locales[referenceLocale] ?? {};
  const hasLabel = (key: string) => hasText(english, key);
  for (const { file, module, json } of rawResources) {
    if (resources[json.id]) {
      errors.push(lintError(file, '/id', `resource "${json.id}" is already declared in ${resourceFile[json.id]}`, 'give each resource a unique id'));
      continue;
    }
    const resolved = resolveResource(json, { module, optionSets: optionSets?.sets ?? {}, hasLabel, successMessage: app?.errors?.success ?? 'Success' });
    for (const problem of resolved.problems) errors.push(lintError(file, problem.pointer, problem.message, problem.hint));
    resources[json.id] = { ...resolved.resource, module };
    provenance[json.id] = resolved.provenance;
    resourceFile[json.id] = file;
    (resourcesOfModule[module] ??= []).push(json.id);
  }

  const pageSource = new Map<LoadedPage, { file: string; pointer: string }>();
  const modules: LoadedModule[] = [];
  const pages: LoadedPage[] = [];
  for (const { file, folder, json } of moduleFiles.sort((a, b) => a.folder.localeCompare(b.folder))) {
    if (json.id !== folder) {
      errors.push(lintError(file, '/id', `module id "${json.id}" differs from its folder "${folder}"`, `set "id": "${folder}"`));
    }
    const resolved = resolvePages(folder, json.pages, resources);
    for (const problem of resolved.problems) errors.push(lintError(file, problem.pointer, problem.message, problem.hint));
    const modulePages = resolved.pages.map(({ page, pointer: at }) => {
      const loaded: LoadedPage = { ...page, module: folder };
      pageSource.set(loaded, { file, pointer: at });
      return loaded;
    });
    pages.push(...modulePages);
    modules.push({ id: folder, labelKey: json.labelKey, pages: modulePages, resources: (resourcesOfModule[folder] ?? []).sort() });
  }
  for (const [module, ids] of Object.entries(resourcesOfModule)) {
    if (!moduleFiles.some((m) => m.folder === module)) {
      errors.push(lintError(resourceFile[ids[0]], '', `module "${module}" has resources but no module.json`, `create definitions/modules/${module}/module.json`));
    }
  }

  const accessByPath = new Map(pages.map((page) => [page.path, page.access]));
  const definitions = {
    app: app ?? ({} as AppDefinition),
    menu: menu ? resolveMenu(menu, (path) => accessByPath.get(path)) : ({ items: [], reduced: [], profileMenu: { signedIn: [], signedOut: [] } } as unknown as MenuDefinition),
    permissions: permissions ?? ({ permissions: [], roles: [] } as unknown as PermissionCatalogue),
    modules,
    pages,
    resources,
    optionSets: optionSets?.sets ?? {},
    locales: locales as Record<string, LocaleTree>,
  };
  return { definitions, sources: { resourceFile, pageSource, localeFiles, provenance }, errors };
}
