/**
 * The virtual window of a long list, shared by the table and the phone cards: past
 * virtualRowThreshold rows the list scrolls in its own box (`scroller`) and only the rows in view,
 * and `overscan` either side, are drawn, each measured once drawn (`estimate` until then).
 *
 * The virtualizer's code (@tanstack/react-virtual and its core, about 9 KiB gzipped) is fetched
 * the first time a list passes the threshold, not with every list page: most pages show 10 to 50
 * rows. Until it is in, the box draws its first rows at their estimated height. The instance is
 * driven here as @tanstack/react-virtual's own hook drives it (options each render, mount and
 * update in layout effects, a render on change), so that no hook appears when the code arrives.
 */
import type { Virtualizer } from '@tanstack/react-virtual';
import { useEffect, useLayoutEffect, useReducer, useRef, useState } from 'react';

/** Up to this many rows a page is drawn in full; the pages most people use (10, 20, 50) never scroll inside a box. */
export const virtualRowThreshold = 50;

type Library = typeof import('@tanstack/react-virtual');

let library: Library | undefined;
let loading: Promise<Library> | undefined;

/** Fetches the virtualizer's code (the route loader calls it for a page asking more than the threshold). */
export function loadVirtualizer(): Promise<Library> {
  loading ??= import('@tanstack/react-virtual').then((loaded) => (library = loaded));
  loading.catch(() => (loading = undefined));
  return loading;
}

/** What the table and the cards read of the virtualizer. */
export interface RowWindow {
  getVirtualItems(): ReadonlyArray<{ readonly index: number; readonly start: number; readonly end: number }>;
  getTotalSize(): number;
  measureElement(element: Element | null): void;
}

/** Rows drawn before the virtualizer's code is in: the first screenful, at their estimated height. */
const rowsBeforeCode = 30;

function estimatedWindow(count: number, estimate: number): RowWindow {
  return {
    getVirtualItems: () => Array.from({ length: Math.min(count, rowsBeforeCode) }, (_, index) => ({ index, start: index * estimate, end: (index + 1) * estimate })),
    getTotalSize: () => count * estimate,
    measureElement: () => undefined,
  };
}

export function useRowVirtualizer(rows: ReadonlyArray<{ readonly id: string }>, estimate: number, overscan: number) {
  const virtual = rows.length > virtualRowThreshold;
  const scroller = useRef<HTMLDivElement>(null);
  const [code, setCode] = useState(library);
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  const instance = useRef<Virtualizer<HTMLDivElement, Element> | null>(null);

  useEffect(() => {
    if (virtual && !code) void loadVirtualizer().then(setCode, () => undefined);
  }, [virtual, code]);

  if (code) {
    const options = {
      count: rows.length,
      enabled: virtual,
      getScrollElement: () => scroller.current,
      estimateSize: () => estimate,
      getItemKey: (index: number) => rows[index]?.id ?? index,
      overscan,
      // Rows on the first paint, before the box has been measured.
      initialRect: { width: 0, height: 600 },
      observeElementRect: code.observeElementRect,
      observeElementOffset: code.observeElementOffset,
      scrollToFn: code.elementScroll,
      onChange: () => rerender(),
    };
    if (!instance.current) instance.current = new code.Virtualizer<HTMLDivElement, Element>(options);
    else instance.current.setOptions(options);
  }

  useLayoutEffect(() => instance.current?._didMount(), [code]);
  useLayoutEffect(() => instance.current?._willUpdate());

  const virtualizer: RowWindow = instance.current ?? estimatedWindow(rows.length, estimate);
  return { virtual, scroller, virtualizer };
}
