/** The names of a tree's chosen nodes from the root down (Kepesertaan › Pendaftaran Peserta › Formulir Pendaftaran). */
import type { OptionItem } from '../../../engine/wire/optionItem.ts';
import { findOption } from '../../data/optionItems.ts';

export function treePath(roots: readonly OptionItem[], values: readonly unknown[]): string {
  const names: string[] = [];
  let level: readonly OptionItem[] = roots;
  for (const value of values) {
    if (value === null || value === undefined || value === '') break;
    const node = findOption(level, value);
    if (!node) break;
    names.push(node.label);
    level = node.children ?? [];
  }
  return names.join(' › ');
}
