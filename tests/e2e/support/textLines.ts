/** What a reader sees of an element's text: on how many lines it is drawn. */
import type { Locator } from 'playwright-core';

/** The number of lines the text inside `element` takes (the distinct tops of its line boxes). */
export function textLines(element: Locator): Promise<number> {
  return element.evaluate((node) => {
    const range = document.createRange();
    range.selectNodeContents(node);
    const tops = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top + rect.height / 2)));
    // Boxes of one line (a badge, a span) share their middle within a few pixels.
    const sorted = [...tops].sort((a, b) => a - b);
    return sorted.filter((top, index) => index === 0 || top - sorted[index - 1] > 6).length;
  });
}
