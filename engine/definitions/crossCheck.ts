/**
 * The checks a meta-schema cannot make: references between files. Every finding names the
 * file and JSON pointer where the reference is written, and how to mend it.
 */
import type { SourceMap } from './assemble.ts';
import { lintError, type LintError } from './lintError.ts';
import type { LoadedDefinitions, LoadedResource } from './model.ts';
import { badgeNames, checkNames, effectNames, optionSourceNames, screenNames, widgetNames } from '../registryKeys.ts';
import { collectReferences, type Reference } from './references.ts';
import { checkConditions } from './checks/conditions.ts';
import { checkCustomActions } from './checks/customActions.ts';
import { checkDefaults } from './checks/defaults.ts';
import { checkEndpoints } from './checks/endpoints.ts';
import { checkFormViews } from './checks/formView.ts';
import { checkListTrees } from './checks/listTree.ts';
import { checkListViews } from './checks/listView.ts';
import { checkMenuAccess } from './checks/menuAccess.ts';
import { checkOptionColors } from './checks/optionColors.ts';
import { checkPageViews } from './checks/pageViews.ts';
import { routeShape } from './checks/routeShape.ts';
import { matchSegments, parsePattern, splitPath } from '../routes/path.ts';
import { checkRowRules } from './checks/rowRules.ts';
import { checkWorkflows } from './checks/workflowStates.ts';

const requiredLocales = ['en-US', 'es-ES', 'fr-FR'] as const;

function hasLocaleKey(tree: unknown, key: string): boolean {
  let node = tree;
  for (const part of key.split('.')) {
    if (!node || typeof node !== 'object' || !(part in node)) return false;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string';
}

function fieldNames(resource: LoadedResource): Set<string> {
  return new Set(Object.keys(resource.fields.properties));
}

export function crossCheck(definitions: LoadedDefinitions, sources: SourceMap): LintError[] {
  const errors: LintError[] = [];
  const permissionNames = new Set(definitions.permissions.permissions.map((p) => p.name));
  const roleNames = new Set(definitions.permissions.roles.map((r) => r.name));
  const confirmations = new Set(Object.keys(definitions.app.confirmations ?? {}));
  const routeShapes = new Map<string, string>();
  const known: Record<Reference['kind'], ReadonlySet<string>> = {
    widget: new Set(widgetNames),
    effect: new Set(effectNames),
    optionSource: new Set(optionSourceNames),
    check: new Set(checkNames),
    screen: new Set(screenNames),
    badge: new Set(badgeNames),
    permission: permissionNames,
    role: roleNames,
    resource: new Set(Object.keys(definitions.resources)),
    confirmation: confirmations,
    labelKey: new Set(),
    route: new Set(),
    field: new Set(),
  };
  const registryFile: Partial<Record<Reference['kind'], string>> = {
    widget: 'engine/registryKeys.ts (widgetNames) and the renderer widget registry',
    effect: 'engine/registryKeys.ts (effectNames) and the server effect registry',
    optionSource: 'engine/registryKeys.ts (optionSourceNames) and the server option-source registry',
    check: 'engine/registryKeys.ts (checkNames) and the server check registry',
    screen: 'engine/registryKeys.ts (screenNames) and the renderer screen registry',
    badge: 'engine/registryKeys.ts (badgeNames)',
  };

  // Pages: unique paths.
  for (const page of definitions.pages) {
    const source = sources.pageSource.get(page)!;
    const shape = routeShape(page.path);
    const seen = routeShapes.get(shape);
    if (seen) {
      errors.push(lintError(source.file, source.pointer + '/path', `path "${page.path}" is already declared by ${seen}`, 'give each page its own path, or remove the duplicate'));
    } else {
      routeShapes.set(shape, `${source.file}#${source.pointer}`);
    }
  }
  const redirectFroms = new Set((definitions.app.redirects ?? []).map((r) => routeShape(r.from)));
  const isRoute = (path: string) => {
    const bare = path.split('?')[0];
    if (routeShapes.has(routeShape(bare)) || redirectFroms.has(routeShape(bare)) || bare === '/') return true;
    // A concrete address a page's pattern serves (/apps/support/ticket by /apps/support/ticket/:parameter?).
    return !bare.includes(':') && definitions.pages.some((page) => matchSegments(parsePattern(page.path), splitPath(bare)) !== null);
  };

  // Every named reference of every file.
  for (const ref of collectReferences(definitions, sources)) {
    switch (ref.kind) {
      case 'labelKey':
        for (const locale of requiredLocales) {
          if (!hasLocaleKey(definitions.locales[locale], ref.name)) {
            errors.push(lintError(ref.file, ref.pointer, `label key "${ref.name}" is missing in locale ${locale}`, `add "${ref.name}" to a file under definitions/locales/${locale}/`));
          }
        }
        break;
      case 'route':
        if (!isRoute(ref.name)) {
          errors.push(lintError(ref.file, ref.pointer, `"${ref.name}" is not a declared route`, 'point at the path of a page in a module.json, or declare the page'));
        }
        break;
      case 'field': {
        const [resourceId, field] = ref.name.split('#');
        const resource = definitions.resources[resourceId];
        if (resource && field !== 'id' && !fieldNames(resource).has(field)) {
          errors.push(lintError(ref.file, ref.pointer, `field "${field}" is not a property of resource "${resourceId}"`, `use one of: ${[...fieldNames(resource)].join(', ')}`));
        }
        break;
      }
      case 'permission':
        if (!permissionNames.has(ref.name)) {
          errors.push(lintError(ref.file, ref.pointer, `permission "${ref.name}" is not in the permission catalogue`, 'add it to definitions/permissions.json, or fix its spelling'));
        }
        break;
      default:
        if (!known[ref.kind].has(ref.name)) {
          const where = registryFile[ref.kind] ?? `the declared ${ref.kind}s`;
          errors.push(lintError(ref.file, ref.pointer, `unknown ${ref.kind} "${ref.name}"`, `use a name declared in ${where}`));
        }
    }
  }

  errors.push(
    ...checkEndpoints(definitions, sources),
    ...checkListViews(definitions, sources),
    ...checkListTrees(definitions, sources),
    ...checkFormViews(definitions, sources),
    ...checkConditions(definitions, sources),
    ...checkDefaults(definitions, sources),
    ...checkOptionColors(definitions, sources),
    ...checkWorkflows(definitions, sources),
    ...checkCustomActions(definitions, sources),
    ...checkRowRules(definitions, sources),
    ...checkPageViews(definitions, sources),
    ...checkMenuAccess(definitions),
  );

  // Locale files: every locale of the app exists.
  for (const locale of requiredLocales) {
    if (!sources.localeFiles[locale]?.length) {
      errors.push(lintError(`locales/${locale}`, '', `locale ${locale} has no files`, `add definitions/locales/${locale}/<area>.json`));
    }
  }
  return errors;
}
