/**
 * The loaded, frozen form of the definitions. Screens, routes and the API work from these
 * objects, never from raw JSON.
 */
import type {
  Action,
  CrudPages,
  MenuItem,
  AppDefinition,
  CompactAction,
  CompactField,
  CompactForm,
  CompactList,
  CompactResource,
  CompactWorkflow,
  Endpoint,
  Field,
  FieldsSchema,
  FormView,
  ListView,
  MenuDefinition,
  ModuleDefinition,
  OptionSets,
  PageDefinition,
  PermissionCatalogue,
  ResourceDefinition,
  Workflow,
} from '../generated/definitions.ts';

export type {
  Action,
  CrudPages,
  MenuItem,
  AppDefinition,
  CompactAction,
  CompactField,
  CompactForm,
  CompactList,
  CompactResource,
  CompactWorkflow,
  Endpoint,
  Field,
  FieldsSchema,
  FormView,
  ListView,
  MenuDefinition,
  ModuleDefinition,
  OptionSets,
  PageDefinition,
  PermissionCatalogue,
  ResourceDefinition,
  Workflow,
};

/** Who may call or see something: a permission rule, { public: true } or { role }. */
export type Access = Action['access'];

/** Where a select gets its options: fixed values, another resource, or a named source. */
export type OptionSource = NonNullable<Field['x-options']>;

export type LocaleTree = { readonly [key: string]: string | LocaleTree };

export interface LoadedPage extends PageDefinition {
  readonly module: string;
  /** Always set once resolved: written, or by convention from the path. */
  readonly titleKey: string;
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
  readonly optionSets: OptionSets['sets'];
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
