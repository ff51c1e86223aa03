/**
 * POST /sso/disposisi/data: one disposition to a rank group (modules.md sections 3 and 6). The
 * body is the disposition's own fields (checked against its definition, with its messages) plus
 * `recipient_group`; the send writes one row per member of the group, all sharing one `batch`,
 * each through the resource's effects (audit trail, the recipient's notification), in one
 * transaction: every member receives it, or nobody does. A group nobody belongs to is refused.
 */
import { randomUUID } from 'node:crypto';
import type { ValidateFunction } from 'ajv';
import type { LoadedDefinitions } from '../../engine/definitions/model.ts';
import { dispositionGroups, isDispositionGroup } from '../../engine/org/dispositionGroups.ts';
import { createValidationAjv } from '../../engine/validation/compileValidator.ts';
import { toFieldErrors } from '../../engine/validation/fieldErrors.ts';
import type { Principal } from '../auth/principal.ts';
import { resourceDb, type Database } from '../db/database.ts';
import type { EffectRegistry } from '../effects/registry.ts';
import { runEffects } from '../effects/runEffects.ts';
import { ApiError } from '../http/errors.ts';
import { validationError } from '../resources/writeRecords.ts';
import type { StorageModel } from '../resources/storageModel.ts';
import { groupMembers } from './groupMembers.ts';

/** What a group send may write besides the group: the fields a sender fills in the form. */
const sentFields = ['doc_id', 'task_id', 'director_position', 'department_id', 'sub_department_id', 'notes', 'priority', 'hashtags'] as const;

export interface GroupSendContext {
  readonly db: Database;
  readonly definitions: LoadedDefinitions;
  readonly models: ReadonlyMap<string, StorageModel>;
  readonly model: StorageModel;
  readonly effects: EffectRegistry;
}

/** The body's schema: the resource's own field schemas (so its messages), the group required. */
export function compileGroupBody(model: StorageModel): ValidateFunction {
  const fields = model.resource.fields.properties;
  const properties: Record<string, unknown> = { recipient_group: { type: 'string', enum: [...dispositionGroups], 'x-label': fields.recipient_group?.['x-label'] } };
  for (const name of sentFields) if (fields[name]) properties[name] = { ...fields[name], readOnly: undefined };
  return createValidationAjv().compile({ type: 'object', properties, required: ['recipient_group', 'notes'] });
}

export async function sendToGroup(ctx: GroupSendContext, validate: ValidateFunction, principal: Principal, body: unknown): Promise<{ batch: string; recipients: string[] }> {
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw new ApiError('validation', 'The body must be an object');
  const sent: Record<string, unknown> = { priority: 1, ...(body as Record<string, unknown>) };
  if (!validate(sent)) throw validationError(toFieldErrors(ctx.model.resource, validate.errors ?? []));
  const group = sent.recipient_group;
  if (!isDispositionGroup(group)) throw validationError([{ field: 'recipient_group', keyword: 'enum', message: 'Unknown group' }]);
  const members = await groupMembers(ctx.db, group, principal.username, {
    directorPosition: (sent.director_position as number | undefined) ?? null,
    departmentId: (sent.department_id as number | undefined) ?? null,
  });
  if (!members.length) throw new ApiError('invalid_state', 'Nobody in this group can receive the disposition');
  const batch = randomUUID();
  const now = new Date();
  const values = members.map((member) => {
    const row: Record<string, unknown> = { recipient: member.username, recipient_group: group, status: 1, batch, created_by: principal.username, created_at: now, updated_at: now };
    for (const name of sentFields) if (sent[name] !== undefined) row[name] = name === 'hashtags' ? JSON.stringify(sent[name]) : sent[name];
    return row;
  });
  await ctx.db.transaction().execute(async (trx) => {
    const rows = await resourceDb(trx).insertInto(ctx.model.table).values(values).returningAll().execute();
    for (const row of rows) {
      const event = { model: ctx.model, action: 'create', recordId: row.id as number, before: null, after: row, uploads: [], writeOnlyChanged: [] };
      await runEffects(ctx.effects, ['auditTrail', 'notifyRecipients'], event, { db: trx, principal, definitions: ctx.definitions, models: ctx.models });
    }
  });
  return { batch, recipients: members.map((member) => member.username) };
}
