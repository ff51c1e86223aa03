/**
 * What the generic form shares with its widgets through rjsf's formContext: a store of the whole
 * record (a tree select fills three fields, a select may depend on another field), of the files
 * chosen for upload, the record as loaded (its stored files) and the upload's progress; a way to
 * set several fields at once; and the typed text not yet handed to rjsf (drafts).
 *
 * The context object is made once per form and never changes: rjsf compares its registry (which
 * holds the context) on every change, and a new one would redraw every field for each key
 * pressed. A widget reads what it needs with useFormState and a selector, so it is drawn again
 * only when that part changes.
 */
import type { WidgetProps } from '@rjsf/utils';
import { useStore } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { useShallow } from 'zustand/react/shallow';
import type { RecordRow } from '../data/dataProvider.ts';

type Values = Readonly<Record<string, unknown>>;

export interface FormState {
  readonly values: Values;
  /** the File objects picked per field; the field's value holds their names */
  readonly files: Readonly<Record<string, readonly File[]>>;
  /** the record as its GET answered (edit), whose stored files the file widgets list */
  readonly record: RecordRow | undefined;
  /** 0..100 while a multipart save is sending, null otherwise */
  readonly uploadProgress: number | null;
}

/** Typed text a widget shows at once and hands to rjsf a moment later (useTextControlProps). */
export interface Drafts {
  /** the value a field will get, while it waits */
  set(field: string, value: unknown, flush: () => void): void;
  delete(field: string): void;
  /** the values waiting, by field */
  pending(): Values;
  /** hands every waiting value to rjsf now (before a save reads the form's data) */
  flush(): void;
}

export interface WidgetFormContext {
  readonly store: StoreApi<FormState>;
  patch(fields: Values): void;
  setFiles(field: string, files: readonly File[]): void;
  /** a stored file of the record was removed on the server: the record is read again (its file list) */
  storedFileRemoved(): Promise<unknown>;
  readonly drafts: Drafts;
}

export function widgetFormContext(props: Pick<WidgetProps, 'registry'>): WidgetFormContext | undefined {
  const context = props.registry.formContext as Partial<WidgetFormContext> | undefined;
  return context && typeof context.patch === 'function' && context.store ? (context as WidgetFormContext) : undefined;
}

/** A widget drawn outside the generic form reads from this one, which never changes. */
const noForm = createStore<FormState>(() => ({ values: {}, files: {}, record: undefined, uploadProgress: null }));

/** Part of the form's state; the widget is drawn again only when the selected part changes (shallowly). */
export function useFormState<T>(context: WidgetFormContext | undefined, select: (state: FormState) => T): T {
  return useStore(context?.store ?? noForm, useShallow(select));
}

/** The record field a widget edits: the last segment of rjsf's id (root_code -> code). */
export function fieldName(props: Pick<WidgetProps, 'name'>): string {
  return props.name;
}
