/**
 * One value of a record as a list cell or a detail line, formatted as the column declares:
 * options and statuses show their label (fixed lists translated, other resources looked up),
 * a status as a badge in the colour its option declares, who wrote the record (created_by,
 * updated_by: a username) the account's name, booleans Yes/No, dates in the user's language.
 * Labels come from one options call per source, not one per row.
 */
import { valueFormatOf } from '../../engine/definitions/resolve/resolveList.ts';
import { Badge, makeStyles } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { Field, OptionValue } from '../../engine/generated/definitions.ts';
import type { OptionItem } from '../../engine/wire/optionItem.ts';
import { findOption, optionKey } from '../data/optionItems.ts';
import type { OptionSource } from '../data/dataProvider.ts';
import { useOptions } from '../data/useOptions.ts';
import { cellOptionSource, isAuthorField } from './cellOptionSource.ts';
import { formatDateTimeParts, formatPlain, type ValueFormat } from './formatValue.ts';

interface CellValueProps {
  readonly value: unknown;
  readonly field?: Field;
  readonly format?: ValueFormat;
}

function formatOf(field: Field | undefined, format: ValueFormat | undefined): ValueFormat | undefined {
  return format ?? valueFormatOf(field);
}

// A long status wraps inside its pill: the pill grows in height rather than spilling into the
// next column of the fixed-layout table.
const useStyles = makeStyles({
  badge: { height: 'auto', minHeight: '20px', paddingBlock: '2px', whiteSpace: 'normal', textAlign: 'center' },
  // A date, a time, a code or a number is read as one: a narrow column does not break it at its
  // spaces or hyphens ("2026-" over "09", "Nov" over "20," over "2026").
  whole: { whiteSpace: 'nowrap' },
});

/** A value without spaces this short (a code, a period, a number) is one word to the reader. */
const shortToken = /^\S{1,20}$/;

function Whole({ children }: { readonly children: string }) {
  return <span className={useStyles().whole}>{children}</span>;
}

type BadgeColor = NonNullable<OptionValue['color']>;

/** The colour a fixed option list declares for a value ("color" beside value and label). */
function colorOf(source: OptionSource | undefined, value: unknown): BadgeColor | undefined {
  if (!source || !('values' in source)) return undefined;
  return source.values.find((option) => optionKey(option.value) === optionKey(value))?.color;
}

/** A list that colours its values is a status list, whatever the column's format says. */
function declaresColors(source: OptionSource | undefined): boolean {
  return !!source && 'values' in source && source.values.some((option) => option.color !== undefined);
}

/** An option at any depth: a tree source nests its nodes under `children`. */
function findNested(options: readonly OptionItem[], value: unknown): OptionItem | undefined {
  for (const option of options) {
    const found = findOption([option], value) ?? (option.children ? findNested(option.children, value) : undefined);
    if (found) return found;
  }
  return undefined;
}

function OptionLabel({ value, source, badge }: { value: unknown; source: OptionSource | undefined; badge: boolean }) {
  const { options } = useOptions(source);
  const styles = useStyles();
  const values = Array.isArray(value) ? value : [value];
  const idOf = (item: unknown) => (item && typeof item === 'object' ? (item as { id?: unknown }).id : item);
  const labels = values
    .map((item) => {
      const fallback = item && typeof item === 'object' ? (item as { name?: unknown }).name : item;
      return findNested(options, idOf(item))?.label ?? (fallback === undefined || fallback === null ? '' : String(fallback));
    })
    .filter((label) => label !== '');
  if (badge && labels.length === 1) {
    const color = colorOf(source, idOf(values[0])) ?? 'informative';
    return (
      <Badge appearance="tint" shape="rounded" color={color} data-color={color} className={styles.badge}>
        {labels[0]}
      </Badge>
    );
  }
  return <>{labels.join(', ')}</>;
}

export function CellValue({ value, field, format }: CellValueProps) {
  const { t, i18n } = useTranslation();
  const resolved = formatOf(field, format);
  if (value === undefined || value === null || value === '') return null;
  if (resolved === 'option' || resolved === 'status' || isAuthorField(field)) {
    const source = cellOptionSource(field);
    return <OptionLabel value={value} source={source} badge={resolved === 'status' || declaresColors(source)} />;
  }
  if (resolved === 'boolean') return <>{t(value === true || value === 1 || value === 'true' ? 'common.yesNo.yes' : 'common.yesNo.no')}</>;
  if (resolved === 'datetime') {
    const { date, between, time } = formatDateTimeParts(value, i18n.language);
    return (
      <>
        <Whole>{date}</Whole>
        {between}
        {time && <Whole>{time}</Whole>}
      </>
    );
  }
  const text = formatPlain(value, resolved, i18n.language);
  return resolved === 'date' || shortToken.test(text) ? <Whole>{text}</Whole> : <>{text}</>;
}
