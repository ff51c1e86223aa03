/**
 * Drives the progress bar while it is mounted: the Suspense fallback of a lazy screen uses it,
 * so the bar runs exactly while a screen's code is loading.
 */
import { useEffect } from 'react';
import { finishProgress, startProgress } from './progressStore.ts';

export function ProgressWhileMounted() {
  useEffect(() => {
    startProgress();
    return () => finishProgress();
  }, []);
  return null;
}
