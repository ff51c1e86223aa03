/**
 * What the generic form shares with its widgets through rjsf's formContext: the whole record
 * (a tree select fills three fields, a select may depend on another field), a way to set several
 * fields at once, the files chosen for upload, and the upload's progress while it runs.
 */
import type { WidgetProps } from '@rjsf/utils';
import type { StoredFile } from '../../engine/wire/storedFile.ts';

export interface WidgetFormContext {
  readonly values: Readonly<Record<string, unknown>>;
  patch(fields: Readonly<Record<string, unknown>>): void;
  files(field: string): readonly File[];
  setFiles(field: string, files: readonly File[]): void;
  /** the files the record already holds (edit), as its GET listed them */
  storedFiles?(field: string): readonly StoredFile[];
  /** 0..100 while a multipart save is sending, null otherwise */
  readonly uploadProgress: number | null;
}

export function widgetFormContext(props: Pick<WidgetProps, 'registry'>): WidgetFormContext | undefined {
  const context = props.registry.formContext as Partial<WidgetFormContext> | undefined;
  return context && typeof context.patch === 'function' ? (context as WidgetFormContext) : undefined;
}

/** The record field a widget edits: the last segment of rjsf's id (root_code -> code). */
export function fieldName(props: Pick<WidgetProps, 'name'>): string {
  return props.name;
}
