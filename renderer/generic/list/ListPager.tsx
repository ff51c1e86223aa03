/**
 * The one pager under every paged list: rows per page (when the list offers a choice), the range
 * shown, and the page buttons. The page size is Fluent's Select (the native select): a Dropdown
 * brought its listbox, positioning and focus code (about 35 KiB gzipped) to every list page for a
 * choice of a few numbers.
 */
import { Button, Label, Select, Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { ChevronLeftRegular, ChevronRightRegular } from '@fluentui/react-icons';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Paginator } from '../../../engine/wire/paginator.ts';

const useStyles = makeStyles({
  pager: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM, paddingTop: tokens.spacingVerticalM },
  // Without the size choice the range and the buttons keep to the right, under the list's last column.
  fixedSize: { justifyContent: 'flex-end' },
  group: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  size: { minWidth: '80px' },
});

/** Where the page stands among the rows: what a list controller and a paginator both tell. */
export interface PageRange {
  readonly from: number;
  readonly to: number;
  readonly total: number;
  readonly lastPage: number;
}

/** The range of a paginator answer, for a screen that reads one itself. */
export function pageRangeOf(answer: Pick<Paginator<unknown>, 'from' | 'to' | 'total' | 'last_page'>): PageRange {
  return { from: answer.from, to: answer.to, total: answer.total, lastPage: answer.last_page };
}

export interface PageSizeChoice {
  readonly size: number;
  readonly options: readonly number[];
  readonly onChange: (size: number) => void;
}

interface ListPagerProps {
  /** the page shown, 1-based */
  readonly page: number;
  readonly range: PageRange;
  readonly onPage: (page: number) => void;
  /** the rows-per-page choice; a list of a fixed size (a box of ten) has none */
  readonly pageSize?: PageSizeChoice;
}

export function ListPager({ page, range, onPage, pageSize }: ListPagerProps) {
  const { t, i18n } = useTranslation();
  const styles = useStyles();
  // 15,000 rather than 15000, as the language writes it.
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <nav className={mergeClasses(styles.pager, !pageSize && styles.fixedSize)} aria-label={t('common.list.pages')}>
      {pageSize && <PageSizeSelect choice={pageSize} />}
      <div className={styles.group}>
        <Text size={200} aria-live="polite" data-testid="list-range">
          {t('common.list.range', { from: number.format(range.from), to: number.format(range.to), total: number.format(range.total) })}
        </Text>
        <Button size="small" appearance="subtle" icon={<ChevronLeftRegular />} aria-label={t('common.list.previous')} disabled={page <= 1} onClick={() => onPage(page - 1)} />
        <Text size={200}>
          {number.format(page)} / {number.format(Math.max(1, range.lastPage))}
        </Text>
        <Button size="small" appearance="subtle" icon={<ChevronRightRegular />} aria-label={t('common.list.next')} disabled={page >= range.lastPage} onClick={() => onPage(page + 1)} />
      </div>
    </nav>
  );
}

function PageSizeSelect({ choice }: { choice: PageSizeChoice }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const sizeId = useId();
  // A size the definition does not offer (a tree list's one large page, a URL's) still shows as chosen.
  const sizes = choice.options.includes(choice.size) ? choice.options : [...choice.options, choice.size].sort((a, b) => a - b);
  return (
    <div className={styles.group}>
      <Label id={sizeId} size="small">
        {t('common.list.rowsPerPage')}
      </Label>
      <Select aria-labelledby={sizeId} className={styles.size} size="small" value={String(choice.size)} onChange={(_, data) => choice.onChange(Number(data.value))}>
        {sizes.map((option) => (
          <option key={option} value={String(option)}>
            {String(option)}
          </option>
        ))}
      </Select>
    </div>
  );
}
