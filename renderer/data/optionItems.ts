/** Any answer with options, read into the one option shape of engine/wire/optionItem.ts. */
import type { OptionItem, OptionValue } from '../../engine/wire/optionItem.ts';

const isValue = (value: unknown): value is OptionValue =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';

function pick(row: Record<string, unknown>, names: readonly string[]): unknown {
  for (const name of names) if (row[name] !== undefined && row[name] !== null) return row[name];
  return undefined;
}

/** Rows to options; a row is read by the declared fields first, then by the usual names. */
export function normaliseOptions(rows: readonly unknown[], valueField: string, labelField: string): OptionItem[] {
  const out: OptionItem[] = [];
  for (const entry of rows) {
    if (isValue(entry)) {
      out.push({ value: entry, label: String(entry) });
      continue;
    }
    if (!entry || typeof entry !== 'object') continue;
    const row = entry as Record<string, unknown>;
    const value = pick(row, [valueField, 'value', 'id', 'code']);
    if (!isValue(value)) continue;
    const label = pick(row, [labelField, 'label', 'name', 'title', 'text']);
    const children = pick(row, ['children', 'items']);
    out.push({
      value,
      label: label === undefined ? String(value) : String(label),
      ...(Array.isArray(children) && children.length > 0 && { children: normaliseOptions(children, valueField, labelField) }),
    });
  }
  return out;
}

/** Option values travel through Fluent's string-keyed controls; this finds the typed value back. */
export function optionKey(value: unknown): string {
  return value === undefined || value === null ? '' : String(value);
}

export function findOption(options: readonly OptionItem[], value: unknown): OptionItem | undefined {
  const key = optionKey(value);
  return options.find((option) => optionKey(option.value) === key);
}
