/**
 * Taking a stage's assessment of one risk: the form confirmation with the stage's fields (kept
 * open until the required ones are filled), the risk's workflow transition, the success toast,
 * the risk lists read again, and the confirmation's done dialog. A refused call is a red toast
 * with the server's message; the risk stays where it was.
 */
import type { LoadedResource } from '../../../engine/definitions/model.ts';
import { reloadResource } from '../../data/cacheKeys.ts';
import type { RecordId } from '../../data/dataProvider.ts';
import { useDataProvider } from '../../data/DataProviderContext.tsx';
import { reportFailure } from '../../data/requestFailure.ts';
import { useConfirm } from '../../generic/ConfirmDialog.tsx';
import { notifySuccess } from '../../shell/notifications.ts';
import { AssessFields, assessBody, missingFields, type AssessValues } from './AssessFields.tsx';
import type { StagePage } from './dermaStages.ts';

const confirmation = 'submit';

export function useAssess(resource: LoadedResource | undefined, stage: StagePage) {
  const provider = useDataProvider();
  const { confirm, acknowledge } = useConfirm();
  const { kind, prefix, transition } = stage;
  if (!resource || !kind || !transition) return undefined;
  return async (id: RecordId): Promise<boolean> => {
    let values: AssessValues = {};
    const agreed = await confirm(confirmation, {
      render: (tried) => <AssessFields kind={kind} prefix={prefix} tried={tried} onChange={(next) => (values = next)} />,
      ready: () => missingFields(kind, prefix, values).length === 0,
    });
    if (!agreed) return false;
    try {
      await provider.transition(resource, transition, id, assessBody(kind, prefix, values));
    } catch (error) {
      reportFailure(error);
      return false;
    }
    notifySuccess(resource.workflow?.transitions.find((t) => t.id === transition)?.success);
    await reloadResource(resource.id);
    await acknowledge(confirmation);
    return true;
  };
}
