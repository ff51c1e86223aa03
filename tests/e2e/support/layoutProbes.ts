/**
 * What the eye checks on a screen, measured in the page: how many lines a cell's words take, and
 * whether a bar chart's turned labels each end under their own bar, whole inside the drawing.
 */
import type { Locator } from 'playwright-core';

/** The lines an element's text is drawn on (one client rectangle a line, by their tops). */
export function lineCount(element: Locator): Promise<number> {
  return element.evaluate((node) => {
    const range = document.createRange();
    range.selectNodeContents(node);
    return new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top))).size;
  });
}

/**
 * For a chart drawn with turned labels (data-turned-labels): each label, in the bars' order,
 * whose right end is not over its own bar (within half a bar and 8 px), or which starts left of
 * the drawing (cut off). Empty when every label reads under its bar.
 */
export function misplacedTurnedLabels(chart: Locator): Promise<string[]> {
  return chart.evaluate((node) => {
    const svg = node.querySelector('svg');
    if (!svg) return ['no drawing'];
    const left = svg.getBoundingClientRect().left;
    const bars = [...svg.querySelectorAll('rect')].map((rect) => rect.getBoundingClientRect()).filter((rect) => rect.width > 0).sort((a, b) => a.left - b.left);
    const labels = [...svg.querySelectorAll('.fui-cart__xAxis .tick text')].map((text) => ({ name: text.textContent ?? '', box: text.getBoundingClientRect() })).sort((a, b) => a.box.right - b.box.right);
    if (bars.length !== labels.length) return [`${labels.length} labels for ${bars.length} bars`];
    return labels.flatMap(({ name, box }, index) => {
      const bar = bars[index];
      const centre = bar.left + bar.width / 2;
      if (Math.abs(box.right - centre) > bar.width / 2 + 8) return [`${name} ends at ${Math.round(box.right)}, its bar at ${Math.round(centre)}`];
      if (box.left < left - 1) return [`${name} starts at ${Math.round(box.left)}, left of the drawing at ${Math.round(left)}`];
      return [];
    });
  });
}
