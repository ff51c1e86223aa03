/**
 * Permissions grouped by the area the catalogue gives each (definitions/permissions.json), the
 * area named by its module's label; a permission the catalogue does not list (made by an admin
 * at run time) goes to "other". Groups in the order of their names, entries by name.
 */
import type { LoadedDefinitions } from '../../engine/definitions/model.ts';
import type { OptionItem } from '../../engine/wire/optionItem.ts';

export const otherArea = 'other';

export interface PermissionGroup {
  readonly area: string;
  /** the locale key of the group's name */
  readonly labelKey: string;
  readonly options: readonly OptionItem[];
}

/** The label key of an area: its module's label when a module of that id exists. */
export function areaLabelKey(definitions: Pick<LoadedDefinitions, 'modules'>, area: string): string {
  return definitions.modules.find((module) => module.id === area)?.labelKey ?? `common.permissionPicker.area.${area}`;
}

export function groupPermissions(options: readonly OptionItem[], definitions: Pick<LoadedDefinitions, 'modules' | 'permissions'>, nameOf: (key: string) => string): PermissionGroup[] {
  const areaOf = new Map(definitions.permissions.permissions.map((permission) => [permission.name, permission.area]));
  const byArea = new Map<string, OptionItem[]>();
  for (const option of options) {
    const area = areaOf.get(option.label) ?? otherArea;
    byArea.set(area, [...(byArea.get(area) ?? []), option]);
  }
  const groups = [...byArea].map(([area, items]) => ({
    area,
    labelKey: areaLabelKey(definitions, area),
    options: [...items].sort((a, b) => a.label.localeCompare(b.label)),
  }));
  // "Other" last; the rest by the name the reader sees.
  return groups.sort((a, b) => Number(a.area === otherArea) - Number(b.area === otherArea) || nameOf(a.labelKey).localeCompare(nameOf(b.labelKey)));
}

/** The entries whose name holds every word of the search, and the groups left with any. */
export function filterGroups(groups: readonly PermissionGroup[], query: string, nameOf: (key: string) => string): PermissionGroup[] {
  const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...groups];
  return groups
    .map((group) => {
      const groupName = nameOf(group.labelKey).toLowerCase();
      const matches = (option: OptionItem) => words.every((word) => option.label.toLowerCase().includes(word) || groupName.includes(word));
      return { ...group, options: group.options.filter(matches) };
    })
    .filter((group) => group.options.length > 0);
}
