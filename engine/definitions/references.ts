/**
 * Every name one definition uses to point at another thing (a label key, a route, a permission,
 * a resource, a field, a registry entry), with the file and JSON pointer where it is written.
 */
import type { SourceMap } from './assemble.ts';
import { pointer } from './lintError.ts';
import type { LoadedDefinitions, LoadedResource } from './model.ts';
import type { Field, MenuItem, PermissionRule } from '../generated/definitions.ts';

type OptionSource = NonNullable<Field['x-options']>;

export interface Reference {
  readonly kind:
    | 'labelKey'
    | 'route'
    | 'permission'
    | 'role'
    | 'resource'
    | 'field'
    | 'widget'
    | 'effect'
    | 'optionSource'
    | 'check'
    | 'screen'
    | 'badge'
    | 'confirmation';
  /** For kind 'field': "<resource>#<field>". */
  readonly name: string;
  readonly file: string;
  readonly pointer: string;
}

type Access = PermissionRule | { public: true } | { role: string };

class Collector {
  readonly refs: Reference[] = [];
  constructor(private file: string) {}

  at(file: string): this {
    this.file = file;
    return this;
  }

  add(kind: Reference['kind'], name: string | undefined, at: string): void {
    if (name !== undefined) this.refs.push({ kind, name, file: this.file, pointer: at });
  }

  access(access: Access | undefined, at: string): void {
    if (access === undefined) return;
    if (typeof access === 'string') {
      if (access !== '') this.add('permission', access, at);
    } else if ('role' in access) {
      this.add('role', access.role, at + '/role');
    } else if ('anyOf' in access) {
      access.anyOf.forEach((rule, i) => this.access(rule, `${at}/anyOf/${i}`));
    } else if ('allOf' in access) {
      access.allOf.forEach((rule, i) => this.access(rule, `${at}/allOf/${i}`));
    }
  }

  options(options: OptionSource | undefined, at: string): void {
    if (!options) return;
    if ('values' in options) options.values.forEach((v, i) => this.add('labelKey', v.label, `${at}/values/${i}/label`));
    else if ('resource' in options) {
      this.add('resource', options.resource, `${at}/resource`);
      this.add('field', `${options.resource}#${options.labelField}`, `${at}/labelField`);
      if (options.valueField !== undefined) this.add('field', `${options.resource}#${options.valueField}`, `${at}/valueField`);
      for (const key of Object.keys(options.filter ?? {})) this.add('field', `${options.resource}#${key}`, `${at}/filter${pointer(key)}`);
    } else this.add('optionSource', options.source, `${at}/source`);
  }

  menuItems(items: readonly MenuItem[], at: string): void {
    items.forEach((item, i) => {
      const here = `${at}/${i}`;
      this.add('labelKey', item.titleKey, here + '/titleKey');
      this.add('labelKey', item.sectionTitle, here + '/sectionTitle');
      this.add('route', item.page, here + '/page');
      this.access(item.auth, here + '/auth');
      this.add('badge', item.badge, here + '/badge');
      if (item.submenu) this.menuItems(item.submenu, here + '/submenu');
    });
  }
}

function resourceReferences(c: Collector, resource: LoadedResource): void {
  const field = (name: string, at: string) => c.add('field', `${resource.id}#${name}`, at);
  c.add('labelKey', resource.labelKey, '/labelKey');
  if (resource.parent) {
    c.add('resource', resource.parent.resource, '/parent/resource');
    field(resource.parent.foreignKey, '/parent/foreignKey');
  }
  (resource.fields.required ?? []).forEach((name, i) => field(name, `/fields/required/${i}`));
  for (const [name, prop] of Object.entries(resource.fields.properties)) {
    const at = pointer('fields', 'properties', name);
    c.add('labelKey', prop['x-label'], at + '/x-label');
    c.add('widget', prop['x-widget'], at + '/x-widget');
    c.options(prop['x-options'], at + '/x-options');
    if (prop['x-tree']) {
      c.add('optionSource', prop['x-tree'].source, at + '/x-tree/source');
      prop['x-tree'].levels.forEach((level, i) => field(level, `${at}/x-tree/levels/${i}`));
    }
    if (prop['x-check']) {
      c.add('check', prop['x-check'].check, at + '/x-check/check');
      (prop['x-check'].params ?? []).forEach((p, i) => field(p, `${at}/x-check/params/${i}`));
    }
    if (prop['x-relation']) c.add('resource', prop['x-relation'].resource, at + '/x-relation/resource');
    if (prop['x-file']?.pagesField) field(prop['x-file'].pagesField, at + '/x-file/pagesField');
  }
  for (const [name, action] of Object.entries(resource.actions)) {
    const at = pointer('actions', name);
    c.access(action.access as Access, at + '/access');
    c.add('confirmation', action.confirmation, at + '/confirmation');
    (action.effects ?? []).forEach((e, i) => c.add('effect', e, `${at}/effects/${i}`));
  }
  const list = resource.list;
  if (list) {
    list.columns.forEach((col, i) => {
      field(col.field, `/list/columns/${i}/field`);
      c.add('labelKey', col.labelKey, `/list/columns/${i}/labelKey`);
    });
    if (list.defaultSort) field(list.defaultSort.field, '/list/defaultSort/field');
    (list.sortOptions ?? []).forEach((s, i) => field(s.field, `/list/sortOptions/${i}/field`));
    (list.searchFields ?? []).forEach((s, i) => field(s, `/list/searchFields/${i}`));
    for (const [name, figure] of Object.entries(list.statistic ?? {})) c.add('labelKey', figure.labelKey, `/list/statistic/${name}/labelKey`);
    (list.filters ?? []).forEach((f, i) => {
      field(f.field ?? f.key, `/list/filters/${i}/${f.field ? 'field' : 'key'}`);
      c.add('labelKey', f.labelKey, `/list/filters/${i}/labelKey`);
      c.options(f.options, `/list/filters/${i}/options`);
    });
    (list.export?.columns ?? []).forEach((col, i) => field(col, `/list/export/columns/${i}`));
  }
  const form = resource.form;
  if (form) {
    (form.layout ?? []).forEach((section, i) => {
      c.add('labelKey', section.titleKey, `/form/layout/${i}/titleKey`);
      section.fields.forEach((f, j) => field(f, `/form/layout/${i}/fields/${j}`));
    });
    c.add('route', form.returnTo, '/form/returnTo');
    c.add('confirmation', form.confirmSubmit, '/form/confirmSubmit');
  }
  (resource.detail?.sections ?? []).forEach((section, i) => {
    c.add('labelKey', section.titleKey, `/detail/sections/${i}/titleKey`);
    c.add('resource', section.resource, `/detail/sections/${i}/resource`);
    (section.fields ?? []).forEach((f, j) => field(f, `/detail/sections/${i}/fields/${j}`));
  });
  const workflow = resource.workflow;
  if (workflow) {
    field(workflow.statusField, '/workflow/statusField');
    workflow.states.forEach((s, i) => c.add('labelKey', s.label, `/workflow/states/${i}/label`));
    workflow.transitions.forEach((t, i) => {
      const at = `/workflow/transitions/${i}`;
      c.add('labelKey', t.label, at + '/label');
      c.access(t.access as Access, at + '/access');
      c.add('confirmation', t.confirmation, at + '/confirmation');
      (t.effects ?? []).forEach((e, j) => c.add('effect', e, `${at}/effects/${j}`));
    });
  }
}

export function collectReferences(definitions: LoadedDefinitions, sources: SourceMap): Reference[] {
  const c = new Collector('app.json');
  const { app, menu, permissions } = definitions;
  (app.redirects ?? []).forEach((r, i) => c.add('route', r.to, `/redirects/${i}/to`));
  if (app.router) {
    c.add('route', app.router.loginPath, '/router/loginPath');
    c.add('route', app.router.afterLogoutPath, '/router/afterLogoutPath');
    c.add('route', app.router.homePath, '/router/homePath');
  }
  c.add('route', app.header?.supportLink, '/header/supportLink');

  c.at('menu.json').menuItems(menu.items, '/items');
  menu.reduced.forEach((path, i) => c.add('route', path, `/reduced/${i}`));
  for (const side of ['signedIn', 'signedOut'] as const) {
    menu.profileMenu[side].forEach((item, i) => {
      c.add('labelKey', item.titleKey, `/profileMenu/${side}/${i}/titleKey`);
      c.add('route', item.page, `/profileMenu/${side}/${i}/page`);
    });
  }

  c.at('permissions.json');
  permissions.roles.forEach((role, i) => {
    if (Array.isArray(role.permissions)) role.permissions.forEach((p, j) => c.add('permission', p, `/roles/${i}/permissions/${j}`));
  });

  for (const module of definitions.modules) {
    c.at(`modules/${module.id}/module.json`).add('labelKey', module.labelKey, '/labelKey');
  }
  for (const page of definitions.pages) {
    const source = sources.pageSource.get(page)!;
    c.at(source.file);
    c.add('labelKey', page.titleKey, source.pointer + '/titleKey');
    c.access(page.access as Access, source.pointer + '/access');
    const view = page.view;
    if (!view) continue;
    const at = source.pointer + '/view';
    if ('resource' in view) c.add('resource', view.resource, at + '/resource');
    if ('screen' in view) c.add('screen', view.screen, at + '/screen');
    if (view.kind === 'dashboard') {
      view.groups.forEach((g, i) => {
        c.add('labelKey', g.labelKey, `${at}/groups/${i}/labelKey`);
        g.counters.forEach((counter, j) => {
          const here = `${at}/groups/${i}/counters/${j}`;
          c.add('labelKey', counter.labelKey, here + '/labelKey');
          if (!counter.count) return;
          c.add('resource', counter.count.resource, here + '/count/resource');
          for (const name of Object.keys(counter.count.where ?? {})) c.add('field', `${counter.count.resource}#${name}`, `${here}/count/where${pointer(name)}`);
        });
      });
    }
  }

  for (const resource of Object.values(definitions.resources)) {
    resourceReferences(c.at(sources.resourceFile[resource.id]), resource);
  }
  return c.refs;
}
