/** Runs the progress bar while the router is navigating (loaders and redirects). */
import { useEffect } from 'react';
import { useNavigation } from 'react-router-dom';
import { finishProgress, startProgress } from './progressStore.ts';

export function useNavigationProgress(): void {
  const busy = useNavigation().state !== 'idle';
  useEffect(() => {
    if (!busy) return;
    startProgress();
    return () => finishProgress();
  }, [busy]);
}
