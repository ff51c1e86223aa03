/**
 * Turned axis labels that end under their own bar. Fluent's VerticalBarChart turns crowded labels
 * by 45 degrees about their middle, half the tallest label's height below the axis and 16 px
 * aside: on a phone a label then stood under the next bar ("October" under November's) and a long
 * first label was cut at the chart's edge. After each drawing (Fluent redraws its axis on every
 * resize), each turned label is hung from its tick instead: it ends there and runs down to the
 * left. The chart keeps the height Fluent reserved for the labels.
 */
import { useEffect } from 'react';

const turned = /^translate\(([^,]+),([^)]+)\)rotate\(-45\)$/;

function hang(box: HTMLElement) {
  for (const tick of box.querySelectorAll<SVGGElement>('.fui-cart__xAxis .tick')) {
    const match = turned.exec(tick.getAttribute('transform') ?? '');
    const text = tick.querySelector('text');
    if (!match || !text || (Number(match[2]) === 0 && text.getAttribute('y') === '4')) continue;
    tick.setAttribute('transform', `translate(${match[1]},0)rotate(-45)`);
    text.setAttribute('text-anchor', 'end');
    text.setAttribute('x', '-6');
    text.setAttribute('y', '4');
    text.setAttribute('dy', '0.32em');
    tick.querySelector('line')?.setAttribute('visibility', 'hidden');
  }
}

export function useHungLabels(box: HTMLElement | null, turnedLabels: boolean) {
  useEffect(() => {
    if (!box || !turnedLabels) return;
    hang(box);
    const observer = new MutationObserver(() => hang(box));
    observer.observe(box, { subtree: true, childList: true, attributes: true, attributeFilter: ['transform', 'y'] });
    return () => observer.disconnect();
  }, [box, turnedLabels]);
}
