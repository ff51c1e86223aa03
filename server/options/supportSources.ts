/**
 * Option sources of the support module: the persons in charge (the users who handle tickets:
 * the holders of support_ticket's row-rule `unless`), the active ticket statuses of a desk
 * (support_status, `?type=`), and the desks (optionSets.json supportDesk, `?type=` one of them;
 * also at the spec's GET /sso/support/master/type, server/support/installSupportRoutes.ts).
 */
import { usersHolding } from '../auth/usersHolding.ts';
import { resourceDb } from '../db/database.ts';
import { labelOf } from '../resources/labels.ts';
import type { OptionSource } from './optionSources.ts';

const ticket = 'support_ticket';
const statusMaster = 'support_status';

export const supportPic: OptionSource = {
  check: ({ definitions }) => (definitions.resources[ticket]?.rows?.unless !== undefined ? undefined : `${ticket} declares no handlers (rows.unless)`),
  answer: async ({ db, definitions }) => {
    const handlers = definitions.resources[ticket].rows!.unless!;
    return (await usersHolding(db, handlers)).map((user) => ({ value: user.username, label: user.name }));
  },
};

export const supportStatus: OptionSource = {
  check: ({ models }) => (['type', 'name', 'status'].every((f) => models.get(statusMaster)?.columnOf(f)) ? undefined : `resource "${statusMaster}" lacks type, name or status`),
  answer: async ({ db, models }, { query }) => {
    const model = models.get(statusMaster)!;
    let select = resourceDb(db).selectFrom(model.table).select(['id', 'name']).where('status', '=', 1);
    if (typeof query.type === 'string' && query.type !== '') select = select.where('type', '=', query.type);
    const rows = await select.orderBy('id').execute();
    return rows.map((row) => ({ value: row.id as number, label: String(row.name) }));
  },
};

export const supportType: OptionSource = {
  check: ({ definitions }) => (definitions.optionSets.supportDesk ? undefined : 'optionSets.json has no supportDesk'),
  // `?type=` names one desk (GET /sso/support/master/type?type=LEGAL): that desk alone, or nothing for an unknown one.
  answer: async ({ definitions }, { query }) =>
    definitions.optionSets.supportDesk
      .filter((option) => typeof query.type !== 'string' || query.type === '' || option.value === query.type)
      .map((option) => ({ value: option.value as string, label: labelOf(definitions, option.label) })),
};
