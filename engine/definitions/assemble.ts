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
  PermissionCatalogue,
  ResourceDefinition,
} from './model.ts';
import { lintError, pointer, type LintError } from './lintError.ts';

export interface SourceMap {
  readonly resourceFile: Record<string, string>;
  readonly pageSource: Map<LoadedPage, { file: string; pointer: string }>;
  readonly localeFiles: Record<string, string[]>;
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
      case 'module':
        moduleFiles.push({ file, folder: kind.module, json: json as ModuleDefinition });
        break;
      case 'resource': {
        const resource = json as ResourceDefinition;
        if (resource.id !== kind.name) {
          errors.push(lintError(file, '/id', `id "${resource.id}" differs from the file name "${kind.name}"`, `rename the file to ${resource.id}.json or the id to "${kind.name}"`));
        }
        if (resources[resource.id]) {
          errors.push(lintError(file, '/id', `resource "${resource.id}" is already declared in ${resourceFile[resource.id]}`, 'give each resource a unique id'));
          break;
        }
        resources[resource.id] = { ...resource, module: kind.module, table: resource.table ?? resource.id };
        resourceFile[resource.id] = file;
        (resourcesOfModule[kind.module] ??= []).push(resource.id);
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

  const pageSource = new Map<LoadedPage, { file: string; pointer: string }>();
  const modules: LoadedModule[] = [];
  const pages: LoadedPage[] = [];
  for (const { file, folder, json } of moduleFiles.sort((a, b) => a.folder.localeCompare(b.folder))) {
    if (json.id !== folder) {
      errors.push(lintError(file, '/id', `module id "${json.id}" differs from its folder "${folder}"`, `set "id": "${folder}"`));
    }
    const modulePages = json.pages.map((page, index) => {
      const loaded: LoadedPage = { ...page, module: folder };
      pageSource.set(loaded, { file, pointer: pointer('pages', index) });
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

  const definitions = {
    app: app ?? ({} as AppDefinition),
    menu: menu ?? ({ items: [], reduced: [], profileMenu: { signedIn: [], signedOut: [] } } as unknown as MenuDefinition),
    permissions: permissions ?? ({ permissions: [], roles: [] } as unknown as PermissionCatalogue),
    modules,
    pages,
    resources,
    locales: locales as Record<string, LocaleTree>,
  };
  return { definitions, sources: { resourceFile, pageSource, localeFiles }, errors };
}
