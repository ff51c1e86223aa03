/**
 * Deleting a row: the action's confirmation first, then the call, then the success toast, the
 * list reloaded, and the confirmation's done dialog ('Deleted!', 'Data has been deleted.').
 */
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
  return async (id: RecordId): Promise<boolean> => {
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
}
