/** The permission picker's groups: by the catalogue's area, named by the module, searchable. */
import { describe, expect, it } from 'vitest';
import { filterGroups, groupPermissions } from '../../renderer/widgets/permissionGroups.ts';

const definitions = {
  modules: [
    { id: 'admin', labelKey: 'shell.module.admin', pages: [], resources: [] },
    { id: 'audit', labelKey: 'shell.module.audit', pages: [], resources: [] },
  ],
  permissions: {
    permissions: [
      { name: 'view_roles', area: 'admin', description: '' },
      { name: 'create_roles', area: 'admin', description: '' },
      { name: 'view_audit', area: 'audit', description: '' },
    ],
  },
} as unknown as Parameters<typeof groupPermissions>[1];
const names: Record<string, string> = { 'shell.module.admin': 'Administration', 'shell.module.audit': 'Audit', 'common.permissionPicker.area.other': 'Other' };
const nameOf = (key: string) => names[key] ?? key;
const options = [
  { value: 1, label: 'view_roles' },
  { value: 2, label: 'view_audit' },
  { value: 3, label: 'create_roles' },
  { value: 4, label: 'made_at_run_time' },
];

describe('groupPermissions', () => {
  it('groups by area, names each by its module, sorts entries, puts the unknown last', () => {
    const groups = groupPermissions(options, definitions, nameOf);
    expect(groups.map((g) => [g.area, g.labelKey, g.options.map((o) => o.value)])).toEqual([
      ['admin', 'shell.module.admin', [3, 1]],
      ['audit', 'shell.module.audit', [2]],
      ['other', 'common.permissionPicker.area.other', [4]],
    ]);
  });

  it('keeps the entries holding every word of the search, and the groups left with any', () => {
    const groups = groupPermissions(options, definitions, nameOf);
    expect(filterGroups(groups, 'view roles', nameOf).map((g) => [g.area, g.options.map((o) => o.label)])).toEqual([['admin', ['view_roles']]]);
    // The group's own name matches too: "audit" finds the whole Audit group.
    expect(filterGroups(groups, 'Audit', nameOf).map((g) => g.area)).toEqual(['audit']);
    expect(filterGroups(groups, '   ', nameOf)).toHaveLength(3);
  });
});
