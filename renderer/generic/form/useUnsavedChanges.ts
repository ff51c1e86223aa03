/**
 * Whether a form holds changes the user made and has not saved. The reference point is what the
 * form showed before the user first touched it: rjsf fills in defaults and a loaded record
 * arrives after the first render, and neither is the user's change. An emptied field equals
 * one never filled (undefined, null and '' read the same), so typing and deleting is no change.
 */
import { useEffect, useMemo, useRef } from 'react';
import type { WidgetFormContext } from '../../widgets/widgetFormContext.ts';
import type { FormValues } from './formData.ts';

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

function sameValues(a: unknown, b: unknown): boolean {
  if (isBlank(a) && isBlank(b)) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, index) => sameValues(item, b[index]));
  }
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].every((key) => sameValues((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
  }
  return a === b;
}

export interface UnsavedChanges {
  /** the user pressed a key or a pointer inside the form: from now on a change is theirs */
  readonly markInteracted: () => void;
  /** the user picked files; files are never part of the values */
  readonly markFilesChanged: () => void;
  /** the save went through: nothing is left to lose */
  readonly markSaved: () => void;
  /** the user chose Cancel: throwing the changes away is what they asked for */
  readonly discard: () => void;
  /** read when the user leaves, not at render */
  readonly isDirty: () => boolean;
}

export function useUnsavedChanges(context: WidgetFormContext, ready: boolean): UnsavedChanges {
  const baseline = useRef<FormValues | null>(null);
  const interacted = useRef(false);
  const filesChanged = useRef(false);
  // Saved or discarded: either way leaving loses nothing the user wants.
  const released = useRef(false);

  // Until the user's first touch, whatever the form holds is the reference point.
  useEffect(() => {
    if (!ready) return undefined;
    if (!interacted.current) baseline.current = context.store.getState().values;
    return context.store.subscribe((state, previous) => {
      if (state.values !== previous.values && !interacted.current) baseline.current = state.values;
    });
  }, [context, ready]);

  // One object for the form's whole life.
  return useMemo<UnsavedChanges>(
    () => ({
      markInteracted: () => {
        interacted.current = true;
        released.current = false;
      },
      markFilesChanged: () => {
        filesChanged.current = true;
      },
      markSaved: () => {
        released.current = true;
      },
      discard: () => {
        released.current = true;
      },
      // Typed text still on its way to the form counts as what the form holds.
      isDirty: () =>
        !released.current &&
        interacted.current &&
        (filesChanged.current || !sameValues({ ...context.store.getState().values, ...context.drafts.pending() }, baseline.current)),
    }),
    [context],
  );
}
