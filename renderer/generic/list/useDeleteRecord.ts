/**
 * Deleting a row: the action's confirmation first, then the call, then the success toast, the
 * list reloaded, and the confirmation's done dialog ('Deleted!', 'Data has been deleted.').
 * A second delete while one runs is ignored.
 */
import { useRef } from 'react';
import type { LoadedDefinitions, LoadedResource } from '../../../engine/definitions/model.ts';
import type { RecordId } from '../../data/dataProvider.ts';
import { useDataProvider } from '../../data/DataProviderContext.tsx';
import { reloadResource } from '../../data/cacheKeys.ts';
import { findAction } from '../../data/endpointPath.ts';
import { reportFailure } from '../../data/requestFailure.ts';
import { notifySuccess } from '../../shell/notifications.ts';
import { useConfirm } from '../ConfirmDialog.tsx';

export function useDeleteRecord(definitions: LoadedDefinitions, resource: LoadedResource) {
  const provider = useDataProvider();
  const { confirm, acknowledge } = useConfirm();
  const busy = useRef(false);
  const remove = async (id: RecordId): Promise<boolean> => {
    const action = findAction(resource, 'delete');
    if (!action) return false;
    if (action.confirmation && !(await confirm(action.confirmation))) return false;
    try {
      await provider.remove(resource, id);
    } catch (error) {
      reportFailure(error, action.failure);
      return false;
    }
    notifySuccess(action.success);
    await reloadResource(resource.id);
    if (action.confirmation) await acknowledge(action.confirmation);
    return true;
  };
  // One delete at a time, from the first click to the done dialog: a double click (or a click
  // while the row is still going) asks once and deletes once.
  return async (id: RecordId): Promise<boolean> => {
    if (busy.current) return false;
    busy.current = true;
    try {
      return await remove(id);
    } finally {
      busy.current = false;
    }
  };
}
