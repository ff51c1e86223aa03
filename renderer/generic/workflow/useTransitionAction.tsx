/**
 * Taking a workflow transition of one record, as delete does: the transition's confirmation
 * (with its body's fields, checked before it may close), the call, the success toast, the list
 * and record reloaded, and the confirmation's done dialog. A refused call is a red toast with the
 * server's message, and nothing is reloaded: the row stays as it was. The body's fields (Fluent's
 * Field and Textarea) are fetched with the first transition that asks for a body, not with every
 * list that shows transition buttons.
 */
import type { LoadedDefinitions, LoadedResource } from '../../../engine/definitions/model.ts';
import type { WorkflowTransition } from '../../../engine/workflow/transitions.ts';
import { reloadResource } from '../../data/cacheKeys.ts';
import type { RecordId } from '../../data/dataProvider.ts';
import { useDataProvider } from '../../data/DataProviderContext.tsx';
import { reportFailure } from '../../data/requestFailure.ts';
import { notifySuccess } from '../../shell/notifications.ts';
import { type ConfirmExtra, useConfirm } from '../ConfirmDialog.tsx';
import { bodyErrors, bodyFields, bodyToSend, type BodyValues } from './transitionBody.ts';

export function useTransitionAction(definitions: LoadedDefinitions, resource: LoadedResource) {
  const provider = useDataProvider();
  const { confirm, acknowledge } = useConfirm();
  return async (transition: WorkflowTransition, id: RecordId): Promise<boolean> => {
    const fields = bodyFields(resource, transition);
    let values: BodyValues = {};
    let TransitionBodyFields: typeof import('./TransitionBodyFields.tsx').TransitionBodyFields | undefined;
    if (fields.length) {
      try {
        ({ TransitionBodyFields } = await import('./TransitionBodyFields.tsx'));
      } catch (error) {
        reportFailure(error);
        return false;
      }
    }
    const extra: ConfirmExtra | undefined = TransitionBodyFields
      ? {
          render: (tried) => <TransitionBodyFields resource={resource} fields={fields} tried={tried} onChange={(next) => (values = next)} />,
          ready: () => Object.keys(bodyErrors(resource, fields, values)).length === 0,
        }
      : undefined;
    // A body must be asked for even when no confirmation is named (the catalogue's plain 'Are you sure?').
    if ((transition.confirmation || extra) && !(await confirm(transition.confirmation ?? '', extra))) return false;
    try {
      await provider.transition(resource, transition.id, id, transition.body ? bodyToSend(fields, values) : undefined);
    } catch (error) {
      reportFailure(error);
      return false;
    }
    notifySuccess(transition.success);
    await reloadResource(resource.id);
    if (transition.confirmation) await acknowledge(transition.confirmation);
    return true;
  };
}
