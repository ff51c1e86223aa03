/**
 * React.lazy that draws its component at once when the component's chunk is already here.
 *
 * Why: React.lazy suspends on its first render even when its import has long resolved, so every
 * page showed its Suspense fallback for a moment; and React 19 holds the content of a boundary
 * that showed a fallback until 300 ms after that fallback appeared (its fallback throttle). A warm
 * 100-row list had its rows at 190 ms and waited, idle, until 460 ms to draw them. The route
 * loader awaits `preload()` of the page's chunks (routeChunks.ts), so a page renders with no
 * fallback at all; a component whose chunk is not here yet (a lazy part opened later) still
 * suspends as React.lazy does.
 */
import { createElement, lazy, useState, type ComponentProps, type ComponentType, type FunctionComponent } from 'react';

export type PreloadedLazy<P> = FunctionComponent<P> & {
  /** Starts the chunk (once) and settles when the component can be drawn without suspending. */
  preload(): Promise<unknown>;
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the same bound as React.lazy's
export function preloadedLazy<C extends ComponentType<any>>(load: () => Promise<{ default: C }>): PreloadedLazy<ComponentProps<C>> {
  type P = ComponentProps<C>;
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<{ default: C }> | undefined;
  const preload = () => {
    loading ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        // A failed chunk (a deploy under an open tab) may be asked for again.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(preload) as unknown as ComponentType<P>;
  function Preloaded(props: P) {
    // Chosen once per mount: swapping the lazy wrapper for the component later would remount it.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return createElement(Component, props);
  }
  return Object.assign(Preloaded, { preload });
}
