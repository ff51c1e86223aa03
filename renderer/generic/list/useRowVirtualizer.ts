/**
 * The virtual window of a long list, shared by the table and the phone cards: past
 * virtualRowThreshold rows the list scrolls in its own box (`scroller`) and only the rows in view,
 * and `overscan` either side, are drawn, each measured once drawn (`estimate` until then).
 */
import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef } from 'react';

/** Up to this many rows a page is drawn in full; the pages most people use (10, 20, 50) never scroll inside a box. */
export const virtualRowThreshold = 50;

export function useRowVirtualizer(rows: ReadonlyArray<{ readonly id: string }>, estimate: number, overscan: number) {
  const virtual = rows.length > virtualRowThreshold;
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    enabled: virtual,
    getScrollElement: () => scroller.current,
    estimateSize: () => estimate,
    getItemKey: (index) => rows[index]?.id ?? index,
    overscan,
    // Rows on the first paint, before the box has been measured.
    initialRect: { width: 0, height: 600 },
  });
  return { virtual, scroller, virtualizer };
}
