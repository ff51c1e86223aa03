/**
 * Rows per page (the definition's options), the range shown, and the page buttons. The page size
 * is Fluent's Select (the native select): a Dropdown brought its listbox, positioning and focus
 * code (about 35 KiB gzipped) to every list page for a choice of four numbers.
 */
import { Button, Label, Select, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ChevronLeftRegular, ChevronRightRegular } from '@fluentui/react-icons';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListController } from './useListController.ts';

const useStyles = makeStyles({
  pager: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM, paddingTop: tokens.spacingVerticalM },
  group: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  size: { minWidth: '80px' },
});

export function ListPager({ controller, pageSizes }: { controller: ListController; pageSizes: readonly number[] }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const sizeId = useId();
  const [size, page] = controller.query.paging;
  const { from, to } = controller;
  const sizes = pageSizes.includes(size) ? pageSizes : [...pageSizes, size].sort((a, b) => a - b);
  return (
    <nav className={styles.pager} aria-label={t('common.list.rowsPerPage')}>
      <div className={styles.group}>
        <Label id={sizeId} size="small">
          {t('common.list.rowsPerPage')}
        </Label>
        <Select aria-labelledby={sizeId} className={styles.size} size="small" value={String(size)} onChange={(_, data) => controller.setPageSize(Number(data.value))}>
          {sizes.map((option) => (
            <option key={option} value={String(option)}>
              {String(option)}
            </option>
          ))}
        </Select>
      </div>
      <div className={styles.group}>
        <Text size={200} aria-live="polite">
          {t('common.list.range', { from, to, total: controller.total })}
        </Text>
        <Button
          size="small"
          appearance="subtle"
          icon={<ChevronLeftRegular />}
          aria-label={t('common.list.previous')}
          disabled={page <= 1}
          onClick={() => controller.setPage(page - 1)}
        />
        <Text size={200}>
          {page} / {Math.max(1, controller.lastPage)}
        </Text>
        <Button
          size="small"
          appearance="subtle"
          icon={<ChevronRightRegular />}
          aria-label={t('common.list.next')}
          disabled={page >= controller.lastPage}
          onClick={() => controller.setPage(page + 1)}
        />
      </div>
    </nav>
  );
}
