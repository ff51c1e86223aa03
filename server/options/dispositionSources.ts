/**
 * Option sources of the disposition form (modules.md sections 6 and 7):
 * - dispositionPositions (GET /sso/disposisi/master/jabatan): the director positions a
 *   disposition may go through, "limited to position ids 4 and 5, excluding the current one";
 * - subDepartments (GET /sso/disposisi/master/sub-department/{id}): the sub-departments of a department;
 * - dispositionHashtags (GET /sso/disposisi/hashtag): the hashtags in use, most used first, after
 *   a few standing ones, so colleagues tag alike;
 * - dispositionPriority (GET /sso/disposisi/priority): the priority field's own options.
 * The departments under a director are directorDepartments (organisationSources.ts).
 */
import { sql } from 'kysely';
import { selectableDirectorPositions, selectableDirectorPositionIds } from '../../engine/org/directorDepartments.ts';
import type { OptionNode } from '../../engine/wire/optionItem.ts';
import { resourceDb } from '../db/database.ts';
import { labelOf } from '../resources/labels.ts';
import type { OptionSource } from './optionSources.ts';

const disposition = 'disposition';

const standingHashtags = ['#segera', '#rapat', '#tindaklanjut', '#arsip', '#informasi'];

export const dispositionPositions: OptionSource = {
  check: ({ models }) => (models.get('position')?.columnOf('name') ? undefined : 'resource "position" is not declared or has no name'),
  answer: async ({ db, models }, { principal }) => {
    const ids = principal?.position_id ? selectableDirectorPositions(principal.position_id) : [...selectableDirectorPositionIds];
    if (!ids.length) return [];
    const rows = await resourceDb(db).selectFrom(models.get('position')!.table).select(['id', 'name']).where('id', 'in', ids).orderBy('id').execute();
    return rows.map((row): OptionNode => ({ value: row.id as number, label: String(row.name) }));
  },
};

export const subDepartments: OptionSource = {
  check: ({ models }) => (models.get('sub_department')?.columnOf('department_id') ? undefined : 'resource "sub_department" is not declared or has no department_id'),
  answer: async ({ db, models }, { query }) => {
    const raw = query.department_id ?? query.id;
    if (typeof raw !== 'string' || !/^\d{1,9}$/.test(raw)) return [];
    const rows = await resourceDb(db)
      .selectFrom(models.get('sub_department')!.table)
      .select(['id', 'name'])
      .where('department_id', '=', Number(raw))
      .where('status', '=', 1)
      .orderBy('name')
      .execute();
    return rows.map((row): OptionNode => ({ value: row.id as number, label: String(row.name) }));
  },
};

export const dispositionHashtags: OptionSource = {
  check: ({ models }) => (models.get(disposition)?.columnOf('hashtags') ? undefined : 'resource "disposition" is not declared or has no hashtags'),
  answer: async ({ db, models }) => {
    const table = models.get(disposition)!.table;
    const { rows } = await sql<{ tag: string }>`
      select tag from ${sql.table(table)}, jsonb_array_elements_text(coalesce(hashtags, '[]'::jsonb)) as tag
      group by tag order by count(*) desc, tag limit 50`.execute(db);
    const tags = [...new Set([...standingHashtags, ...rows.map((row) => row.tag)])];
    return tags.map((tag): OptionNode => ({ value: tag, label: tag }));
  },
};

export const dispositionPriority: OptionSource = {
  check: ({ definitions }) => (priorityValues(definitions) ? undefined : 'resource "disposition" has no priority options'),
  answer: async ({ definitions }) => priorityValues(definitions)!.map((option): OptionNode => ({ value: option.value as number, label: labelOf(definitions, option.label) })),
};

function priorityValues(definitions: Parameters<NonNullable<OptionSource['check']>>[0]['definitions']) {
  const options = definitions.resources[disposition]?.fields.properties.priority?.['x-options'];
  return options && 'values' in options ? options.values : undefined;
}
