/**
 * Option sources of the organisation: the departments under a director position (modules.md
 * section 6, engine/org/directorDepartments.ts: `?position=`, else the caller's own position),
 * and the recipient groups of a disposition by rank (section 1/3: direksi, direksi-kabid, kabid,
 * kaur, staff, all).
 */
import { departmentsForDirectorPosition } from '../../engine/org/directorDepartments.ts';
import { resourceDb } from '../db/database.ts';
import { labelOf } from '../resources/labels.ts';
import type { OptionSource } from './optionSources.ts';

const department = 'department';

export const directorDepartments: OptionSource = {
  check: ({ models }) => (models.get(department)?.columnOf('name') ? undefined : `resource "${department}" is not declared or has no name`),
  answer: async ({ db, models }, { query, principal }) => {
    const named = query.position ?? query.director_position;
    const asked = typeof named === 'string' && /^\d+$/.test(named) ? Number(named) : principal?.position_id;
    const ids = asked ? departmentsForDirectorPosition(asked) : [];
    if (!ids.length) return [];
    const rows = await resourceDb(db).selectFrom(models.get(department)!.table).select(['id', 'name']).where('id', 'in', ids).execute();
    const names = new Map(rows.map((row) => [row.id as number, String(row.name)]));
    return ids.map((id) => ({ value: id, label: names.get(id) ?? String(id) }));
  },
};

/** Ranks a disposition goes to; the labels of the ranks themselves come from position.rank_group. */
const groups = [
  { value: 'direksi', ranks: ['direksi'] },
  { value: 'direksi-kabid', ranks: ['direksi', 'kabid'] },
  { value: 'kabid', ranks: ['kabid'] },
  { value: 'kaur', ranks: ['kaur'] },
  { value: 'staff', ranks: ['staff'] },
  { value: 'all', ranks: [] },
] as const;

export const dispositionGroup: OptionSource = {
  answer: async ({ definitions }) =>
    groups.map((group) => ({
      value: group.value,
      label: group.ranks.length ? group.ranks.map((rank) => labelOf(definitions, `admin.position.rank.${rank}`)).join(' + ') : 'All',
    })),
};
