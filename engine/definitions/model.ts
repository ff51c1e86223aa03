/**
 * The loaded, frozen form of the definitions. Screens, routes and the API work from these
 * objects, never from raw JSON.
 */
import type {
  AppDefinition,
  MenuDefinition,
  ModuleDefinition,
  PageDefinition,
  PermissionCatalogue,
  ResourceDefinition,
} from '../generated/definitions.ts';

export type {
  AppDefinition,
  MenuDefinition,
  ModuleDefinition,
  PageDefinition,
  PermissionCatalogue,
  ResourceDefinition,
};

export type LocaleTree = { readonly [key: string]: string | LocaleTree };

export interface LoadedPage extends PageDefinition {
  readonly module: string;
}

export interface LoadedResource extends ResourceDefinition {
  readonly module: string;
  readonly table: string;
}

export interface LoadedModule {
  readonly id: string;
  readonly labelKey: string;
  readonly pages: readonly LoadedPage[];
  readonly resources: readonly string[];
}

export interface LoadedDefinitions {
  readonly app: AppDefinition;
  readonly menu: MenuDefinition;
  readonly permissions: PermissionCatalogue;
  readonly modules: readonly LoadedModule[];
  readonly pages: readonly LoadedPage[];
  readonly resources: { readonly [id: string]: LoadedResource };
  readonly locales: { readonly [locale: string]: LocaleTree };
}

export interface DefinitionStats {
  readonly routesDeclared: number;
  readonly routesRendered: number;
  readonly redirects: number;
  readonly resources: number;
  readonly permissions: number;
  readonly modules: number;
}
