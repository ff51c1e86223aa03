/** Rows per page (the archive's 10, 20, 50, 100, 200, 400, 500), the range shown and the page buttons. */
import { Button, Dropdown, Label, Option, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ChevronLeftRegular, ChevronRightRegular } from '@fluentui/react-icons';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ArchiveIndex } from './useArchiveIndex.ts';

const useStyles = makeStyles({
  pager: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM, paddingTop: tokens.spacingVerticalM },
  group: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  size: { minWidth: '80px' },
});

export function ArchivePager({ index, sizes }: { index: ArchiveIndex; sizes: readonly number[] }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const sizeId = useId();
  const [size, page] = index.query.list.paging;
  return (
    <nav className={styles.pager} aria-label={t('common.list.rowsPerPage')}>
      <div className={styles.group}>
        <Label id={sizeId} size="small">
          {t('common.list.rowsPerPage')}
        </Label>
        <Dropdown aria-labelledby={sizeId} className={styles.size} size="small" value={String(size)} selectedOptions={[String(size)]} onOptionSelect={(_, data) => data.optionValue && index.setPageSize(Number(data.optionValue))}>
          {sizes.map((option) => (
            <Option key={option} value={String(option)}>
              {String(option)}
            </Option>
          ))}
        </Dropdown>
      </div>
      <div className={styles.group}>
        <Text size={200} aria-live="polite">
          {t('common.list.range', { from: index.from, to: index.to, total: index.total })}
        </Text>
        <Button size="small" appearance="subtle" icon={<ChevronLeftRegular />} aria-label={t('common.list.previous')} disabled={page <= 1} onClick={() => index.setPage(page - 1)} />
        <Text size={200}>
          {page} / {Math.max(1, index.lastPage)}
        </Text>
        <Button size="small" appearance="subtle" icon={<ChevronRightRegular />} aria-label={t('common.list.next')} disabled={page >= index.lastPage} onClick={() => index.setPage(page + 1)} />
      </div>
    </nav>
  );
}
