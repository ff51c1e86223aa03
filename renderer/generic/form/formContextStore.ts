/**
 * The one WidgetFormContext of a generic form (renderer/widgets/widgetFormContext.ts): a zustand
 * store of the values, files, loaded record and upload progress, and the drafts of typed text.
 * Made once per form, so rjsf's registry (which holds it) stays the same object for the form's
 * life and a key pressed in one field redraws that field alone.
 */
import { createStore } from 'zustand/vanilla';
import type { Drafts, FormState, WidgetFormContext } from '../../widgets/widgetFormContext.ts';
import type { FormValues } from './formData.ts';

function createDrafts(): Drafts {
  const waiting = new Map<string, { value: unknown; flush: () => void }>();
  return {
    set: (field, value, flush) => void waiting.set(field, { value, flush }),
    delete: (field) => void waiting.delete(field),
    pending: () => Object.fromEntries([...waiting].map(([field, draft]) => [field, draft.value])),
    flush: () => [...waiting.values()].forEach((draft) => draft.flush()),
  };
}

export interface FormContextOptions {
  readonly values: FormValues;
  /** a widget set fields itself (a tree's levels, a file list): rjsf must be handed the new values */
  readonly onPatch: (values: FormValues) => void;
  /** the user picked or removed files */
  readonly onFilesChanged: () => void;
  /** a stored file was removed on the server (x-file.deleteEndpoint): read the record again */
  readonly onStoredFileRemoved: () => Promise<unknown>;
}

export function createFormContext({ values, onPatch, onFilesChanged, onStoredFileRemoved }: FormContextOptions): WidgetFormContext {
  const store = createStore<FormState>(() => ({ values, files: {}, record: undefined, uploadProgress: null }));
  const drafts = createDrafts();
  return {
    store,
    drafts,
    // Text still on its way to rjsf is part of what the patch builds on.
    patch: (fields) => onPatch({ ...store.getState().values, ...drafts.pending(), ...fields }),
    setFiles: (field, list) => {
      store.setState((state) => ({ files: { ...state.files, [field]: list } }));
      onFilesChanged();
    },
    storedFileRemoved: onStoredFileRemoved,
  };
}
