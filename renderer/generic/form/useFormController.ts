/**
 * Everything the generic form does, without any UI (react-admin's useEditController): the
 * values (loaded by :id in update mode), the declared confirmation before sending, the save
 * (JSON or multipart with upload progress), the server's per-field messages after a refusal,
 * and after a save the success toast, the reloaded list and the way back to it. It also knows
 * whether the user has changes not yet saved (useUnsavedChanges).
 */
import { toErrorSchema, type ErrorSchema } from '@rjsf/utils';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { LoadedDefinitions, LoadedResource } from '../../../engine/definitions/model.ts';
import type { FormMode } from '../../../engine/forms/formSchema.ts';
import { reloadResource } from '../../data/cacheKeys.ts';
import { useDataProvider } from '../../data/DataProviderContext.tsx';
import { findAction } from '../../data/endpointPath.ts';
import type { FieldErrors } from '../../data/fieldErrors.ts';
import { RequestFailure, reportFailure } from '../../data/requestFailure.ts';
import { useRecord } from '../../data/useRecord.ts';
import { notifySuccess } from '../../shell/notifications.ts';
import { useConfirm } from '../ConfirmDialog.tsx';
import { returnPath } from '../resourcePages.ts';
import { createFormContext } from './formContextStore.ts';
import { toFormValues, toRecord, type FormValues } from './formData.ts';
import { useUnsavedChanges } from './useUnsavedChanges.ts';

function serverErrorSchema(fieldErrors: FieldErrors): ErrorSchema | undefined {
  const errors = Object.entries(fieldErrors).flatMap(([field, messages]) =>
    messages.map((message) => ({ property: field === '_record' ? '.' : `.${field}`, message, stack: message })),
  );
  return errors.length ? toErrorSchema(errors) : undefined;
}

interface FormControllerOptions {
  readonly definitions: LoadedDefinitions;
  readonly resource: LoadedResource;
  readonly mode: FormMode;
  readonly id?: string;
  readonly preset?: FormValues;
  /**
   * A form inside a dialog (a child record added from its parent's page): after the save it calls
   * this instead of going back to the list; `fixed` values (the parent key) are always sent.
   */
  readonly embedded?: { readonly fixed: FormValues; readonly onSaved: () => void };
}

export function useFormController({ definitions, resource, mode, id, preset, embedded }: FormControllerOptions) {
  const provider = useDataProvider();
  const navigate = useNavigate();
  const { confirm, acknowledge } = useConfirm();
  const record = useRecord(resource, mode === 'update' ? id : undefined);
  const [loaded, setLoaded] = useState(mode === 'create');
  const [submitting, setSubmitting] = useState(false);
  const [serverErrors, setServerErrors] = useState<ErrorSchema>();
  // Values that rjsf must be handed (a loaded record, a widget's patch): the screen draws again
  // and gives rjsf the store's values; the user's own typing never draws the screen again.
  const [, setHandedVersion] = useState(0);
  const markFilesChanged = useRef(() => {});
  const [context] = useState(() =>
    createFormContext({
      values: toFormValues(resource, undefined, preset),
      onPatch: (values) => {
        context.store.setState({ values });
        setHandedVersion((version) => version + 1);
      },
      onFilesChanged: () => markFilesChanged.current(),
      // Lists showing the record's files go stale too: the whole resource is read again.
      onStoredFileRemoved: () => reloadResource(resource.id),
    }),
  );
  const unsaved = useUnsavedChanges(context, loaded);
  markFilesChanged.current = unsaved.markFilesChanged;

  useEffect(() => {
    if (mode === 'update' && record.data && !loaded) {
      context.store.setState({ values: toFormValues(resource, record.data, preset) });
      setLoaded(true);
    }
  }, [mode, record.data, loaded, resource, preset, context]);

  useEffect(() => context.store.setState({ record: record.data }), [context, record.data]);

  /** rjsf reported the form's data after a change. */
  const change = useCallback(
    (next: FormValues) => {
      context.store.setState({ values: next });
      setServerErrors(undefined);
    },
    [context],
  );

  const values = useCallback(() => context.store.getState().values, [context]);
  const location = useLocation();
  const back = embedded ? undefined : returnPath(definitions, resource, location.pathname);

  const submit = async (submitted: FormValues) => {
    const action = findAction(resource, mode);
    if (!action || submitting) return;
    // The action's own confirmation (an approval, a task) or the form's (an HR permit).
    const confirmation = action.confirmation ?? resource.form?.confirmSubmit;
    if (confirmation && !(await confirm(confirmation))) return;
    setSubmitting(true);
    const upload = { files: { ...context.store.getState().files }, onProgress: (percent: number | null) => context.store.setState({ uploadProgress: percent }) };
    const body = toRecord(embedded ? { ...submitted, ...embedded.fixed } : submitted);
    try {
      if (mode === 'create') await provider.create(resource, body, upload);
      else await provider.update(resource, id as string, body, upload);
    } catch (error) {
      if (error instanceof RequestFailure) setServerErrors(serverErrorSchema(error.fieldErrors));
      reportFailure(error, action.failure);
      return;
    } finally {
      setSubmitting(false);
      context.store.setState({ uploadProgress: null });
    }
    unsaved.markSaved();
    notifySuccess(action.success);
    await reloadResource(resource.id);
    if (confirmation) await acknowledge(confirmation);
    if (embedded) embedded.onSaved();
    else if (back) navigate(back);
  };

  return {
    /** the values now; read while drawing the screen, never subscribed to by it */
    values,
    change,
    context,
    submit,
    submitting,
    serverErrors,
    back,
    unsaved,
    ready: loaded,
    loadFailed: mode === 'update' && record.error !== undefined && !record.data,
    loadError: record.error as unknown,
    reloading: record.isValidating,
    reload: () => void record.mutate(),
  };
}
