/**
 * Whether a form holds changes the user made and has not saved. The reference point is what the
 * form showed before the user first touched it: rjsf fills in defaults and a loaded record
 * arrives after the first render, and neither is the user's change. An emptied field equals
 * one never filled (undefined, null and '' read the same), so typing and deleting is no change.
 */
import { useEffect, useMemo, useRef } from 'react';
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

export function useUnsavedChanges(values: FormValues, ready: boolean): UnsavedChanges {
  const baseline = useRef<FormValues | null>(null);
  const current = useRef(values);
  const interacted = useRef(false);
  const filesChanged = useRef(false);
  // Saved or discarded: either way leaving loses nothing the user wants.
  const released = useRef(false);

  useEffect(() => {
    current.current = values;
    if (ready && !interacted.current) baseline.current = values;
  }, [values, ready]);

  // One object for the form's whole life: it goes into memoised values (the widgets' context).
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
      isDirty: () => !released.current && interacted.current && (filesChanged.current || !sameValues(current.current, baseline.current)),
    }),
    [],
  );
}
