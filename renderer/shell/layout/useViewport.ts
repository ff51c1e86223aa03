/** The layout's breakpoints as live booleans (matchMedia), so CSS and behaviour agree. */
import { useSyncExternalStore } from 'react';
import { breakpoints } from '../shellConstants.ts';

function useMedia(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
  );
}

export interface Viewport {
  /** 960px or more: the sidebar is expanded */
  readonly medium: boolean;
  /** 1200px or more: the sidebar is docked; below, it is an off-canvas panel */
  readonly large: boolean;
}

/** The docked sidebar's breakpoint, read once (what useViewport().large says now). */
export function isLargeViewport(): boolean {
  return window.matchMedia(`(min-width: ${breakpoints.large}px)`).matches;
}

export function useViewport(): Viewport {
  const medium = useMedia(`(min-width: ${breakpoints.medium}px)`);
  const large = useMedia(`(min-width: ${breakpoints.large}px)`);
  return { medium, large };
}
