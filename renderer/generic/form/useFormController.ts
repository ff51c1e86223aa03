/**
 * Everything the generic form does, without any UI (react-admin's useEditController): the
 * values (loaded by :id in update mode), the declared confirmation before sending, the save
 * (JSON or multipart with upload progress), the server's per-field messages after a refusal,
 * and after a save the success toast, the reloaded list and the way back to it. It also knows
 * whether the user has changes not yet saved (useUnsavedChanges).
 */
import { toErrorSchema, type ErrorSchema } from '@rjsf/utils';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { LoadedDefinitions, LoadedResource } from '../../../engine/definitions/model.ts';
import type { FormMode } from '../../../engine/forms/formSchema.ts';
import { reloadResource } from '../../data/cacheKeys.ts';
import { useDataProvider } from '../../data/DataProviderContext.tsx';
import { findAction } from '../../data/endpointPath.ts';
import type { FieldErrors } from '../../data/fieldErrors.ts';
import { RequestFailure, reportFailure } from '../../data/requestFailure.ts';
import { useRecord } from '../../data/useRecord.ts';
import { storedFilesOf } from '../../data/storedFiles.ts';
import { notifySuccess } from '../../shell/notifications.ts';
import type { WidgetFormContext } from '../../widgets/widgetFormContext.ts';
import { useConfirm } from '../ConfirmDialog.tsx';
import { returnPath } from '../resourcePages.ts';
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
  const [values, setValues] = useState<FormValues>(() => toFormValues(resource, undefined, preset));
  const [loaded, setLoaded] = useState(mode === 'create');
  const [submitting, setSubmitting] = useState(false);
  const [uploadProgress, setUploadProgress] = useState<number | null>(null);
  const [serverErrors, setServerErrors] = useState<ErrorSchema>();
  const files = useRef(new Map<string, readonly File[]>());
  const [, setFilesVersion] = useState(0);
  const unsaved = useUnsavedChanges(values, loaded);

  useEffect(() => {
    if (mode === 'update' && record.data && !loaded) {
      setValues(toFormValues(resource, record.data, preset));
      setLoaded(true);
    }
  }, [mode, record.data, loaded, resource, preset]);

  const change = useCallback((next: FormValues) => {
    setValues(next);
    setServerErrors(undefined);
  }, []);

  const context = useMemo<WidgetFormContext>(
    () => ({
      values,
      patch: (fields) => change({ ...values, ...fields }),
      files: (field) => files.current.get(field) ?? [],
      setFiles: (field, list) => {
        files.current.set(field, list);
        unsaved.markFilesChanged();
        setFilesVersion((version) => version + 1);
      },
      storedFiles: (field) => storedFilesOf(record.data, field),
      uploadProgress,
    }),
    [values, change, uploadProgress, record.data, unsaved],
  );

  const back = embedded ? undefined : returnPath(definitions, resource);

  const submit = async (submitted: FormValues) => {
    const action = findAction(resource, mode);
    if (!action || submitting) return;
    // The action's own confirmation (an approval, a task) or the form's (an HR permit).
    const confirmation = action.confirmation ?? resource.form?.confirmSubmit;
    if (confirmation && !(await confirm(confirmation))) return;
    setSubmitting(true);
    const upload = { files: Object.fromEntries(files.current), onProgress: setUploadProgress };
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
      setUploadProgress(null);
    }
    unsaved.markSaved();
    notifySuccess(action.success);
    await reloadResource(resource.id);
    if (confirmation) await acknowledge(confirmation);
    if (embedded) embedded.onSaved();
    else if (back) navigate(back);
  };

  return {
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
