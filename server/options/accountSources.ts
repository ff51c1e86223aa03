/**
 * accountNames: every account's username and name, for showing who wrote a record (created_by and
 * updated_by hold the username) by name. Disabled accounts stay in: they wrote history too. Any
 * signed-in user may ask: a colleague's name is on every screen already. A named source rather
 * than the user resource's options, so a screen of any module can use it without loading the
 * admin module's definitions.
 */
import type { OptionNode } from '../../engine/wire/optionItem.ts';
import type { OptionSource } from './optionSources.ts';

export const accountNames: OptionSource = {
  answer: async ({ db }) => {
    const rows = await db.selectFrom('users').select(['username', 'name']).orderBy('name').execute();
    return rows.map((row): OptionNode => ({ value: row.username, label: row.name || row.username }));
  },
};
