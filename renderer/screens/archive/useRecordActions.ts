/**
 * What a user may do with one archive record, by the actions archive_document.json declares:
 * each action's permission and its `from` (the states it starts from, deleted_at included), so a
 * menu offers only what the server would accept. Running one asks its confirmation first (the
 * delete: 'Are you sure?' / 'You can revert this change!'), shows its success and reloads.
 */
import type { LoadedResource } from '../../../engine/definitions/model.ts';
import type { Action } from '../../../engine/generated/definitions.ts';
import { canAccess } from '../../../engine/permissions/evaluate.ts';
import type { RecordRow } from '../../data/dataProvider.ts';
import { endpointPath } from '../../data/endpointPath.ts';
import { reportFailure } from '../../data/requestFailure.ts';
import { useConfirm } from '../../generic/ConfirmDialog.tsx';
import { apiJson } from '../../session/apiClient.ts';
import { useSessionStore } from '../../session/sessionStore.ts';
import { notifySuccess } from '../../shell/notifications.ts';

/** The record actions a menu offers, in this order. */
export const recordActionNames = ['expire', 'keep', 'destroy', 'delete', 'restore'] as const;
export type RecordActionName = (typeof recordActionNames)[number];

function startsFrom(action: Action, row: RecordRow): boolean {
  return Object.entries(action.from ?? {}).every(([field, allowed]) => (allowed as unknown[]).some((value) => value === (row[field] ?? null)));
}

export function useRecordActions(resource: LoadedResource, onDone: () => unknown) {
  const user = useSessionStore((state) => state.user);
  const { confirm } = useConfirm();
  const actionOf = (name: RecordActionName) => resource.actions[name];

  const allowed = (name: RecordActionName, row: RecordRow): boolean => {
    const action = actionOf(name);
    if (!action || !canAccess(action.access, user)) return false;
    // Restore has no `from`: it makes sense only for a deleted record.
    if (name === 'restore') return row.deleted_at !== null && row.deleted_at !== undefined;
    return startsFrom(action, row);
  };

  const run = async (name: RecordActionName, row: RecordRow): Promise<boolean> => {
    const action = actionOf(name);
    if (!action) return false;
    if (action.confirmation && !(await confirm(action.confirmation))) return false;
    try {
      await apiJson(endpointPath(action.endpoint, { id: row.id as number }), { method: action.endpoint.method });
    } catch (error) {
      reportFailure(error, action.failure);
      return false;
    }
    notifySuccess(action.success);
    await onDone();
    return true;
  };

  return { allowed, run, names: recordActionNames };
}
