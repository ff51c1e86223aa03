/**
 * The archive's records as one block: the search, the advanced-search toggle and its panel, the
 * deleted-records view (to restore), New, the Excel export with its progress and, when the
 * result is over the export limit, the spec's 'Data melebihi 15.000 baris' above the table;
 * then the table and the pager. The table itself comes from `children` when a screen draws its
 * own (the spreadsheet).
 */
import { Button, Card, CounterBadge, MessageBar, MessageBarBody, ProgressBar, Text, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, ArrowDownloadRegular, DeleteRegular, FilterRegular } from '@fluentui/react-icons';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { LoadFailed } from '../../generic/LoadFailed.tsx';
import { ListEmpty } from '../../generic/list/ListEmpty.tsx';
import { ListPager } from '../../generic/list/ListPager.tsx';
import { ListSearchBox } from '../../generic/list/ListSearchBox.tsx';
import { useDebouncedValue } from '../../generic/list/useDebouncedValue.ts';
import { useCan } from '../../generic/useCan.ts';
import { AdvancedSearch } from './AdvancedSearch.tsx';
import { useArchiveResource } from './ArchiveFrame.tsx';
import { ArchiveTable } from './ArchiveTable.tsx';
import { exportFailureText, useArchiveExport } from './useArchiveExport.ts';
import type { ArchiveIndex } from './useArchiveIndex.ts';

const useStyles = makeStyles({
  card: { padding: tokens.spacingHorizontalM, minWidth: 0, display: 'grid', gap: tokens.spacingVerticalS },
  tools: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  spacer: { flexGrow: 1 },
  progress: { display: 'grid', gap: tokens.spacingVerticalXXS },
  reloading: { height: '2px' },
});

export function ArchiveRecords({ index, caption, children, withTools = true }: { index: ArchiveIndex; caption: string; children?: ReactNode; withTools?: boolean }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const navigate = useNavigate();
  const resource = useArchiveResource();
  const can = useCan(resource);
  const panelId = useId();
  const exporter = useArchiveExport(index);
  const activeFilters = Object.keys(index.query.list.filter).length;
  const [open, setOpen] = useState(activeFilters > 0);
  const [search, setSearch] = useState(index.query.list.q);
  const settled = useDebouncedValue(search.trim(), 400);
  useEffect(() => index.setSearch(settled), [settled]); // eslint-disable-line react-hooks/exhaustive-deps
  const empty = !index.isLoading && !index.error && index.rows.length === 0;
  const percent = typeof exporter.progress === 'number' ? `${exporter.progress}%` : '';

  return (
    <Card className={styles.card} data-testid="archive-records" data-export-flag={exporter.flag} data-screen-state={index.isLoading ? 'loading' : index.error ? 'failed' : 'ready'}>
      <div className={styles.tools}>
        <ListSearchBox value={search} onChange={setSearch} />
        <Button appearance={open ? 'secondary' : 'subtle'} icon={<FilterRegular />} aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((o) => !o)}>
          {t(open ? 'archive.document.action.hideAdvancedSearch' : 'archive.document.action.advancedSearch')}
          {activeFilters > 0 && <CounterBadge count={activeFilters} size="small" style={{ marginInlineStart: 6 }} />}
        </Button>
        <span className={styles.spacer} />
        {withTools && (
          <Button appearance={index.query.trash ? 'secondary' : 'subtle'} icon={<DeleteRegular />} aria-pressed={index.query.trash} onClick={() => index.setTrash(!index.query.trash)}>
            {t(index.query.trash ? 'archive.document.action.hideTrash' : 'archive.document.action.trash')}
          </Button>
        )}
        <Button icon={<ArrowDownloadRegular />} disabled={exporter.running} onClick={() => void exporter.run()}>
          {t('archive.document.action.exportExcel')}
        </Button>
        {withTools && can('create') && (
          <Button appearance="primary" icon={<AddRegular />} onClick={() => navigate('/apps/archive/documents/new')}>
            {t('archive.document.action.new')}
          </Button>
        )}
      </div>
      {open && <AdvancedSearch id={panelId} resource={resource} index={index} />}
      {exporter.running && (
        <div className={styles.progress} role="status">
          <ProgressBar value={typeof exporter.progress === 'number' ? exporter.progress / 100 : undefined} thickness="large" />
          <Text size={200}>{t('archive.table.exporting', { percent })}</Text>
        </div>
      )}
      {exporter.tooLarge && (
        <MessageBar intent="warning" data-testid="archive-export-limit">
          <MessageBarBody>{exportFailureText}</MessageBarBody>
        </MessageBar>
      )}
      <div className={styles.reloading}>{index.isValidating && !index.isLoading && <ProgressBar thickness="medium" aria-label={t('common.list.loading')} />}</div>
      {index.error ? (
        <LoadFailed error={index.error} retrying={index.isValidating} onRetry={() => void index.reload()} />
      ) : empty ? (
        <ListEmpty />
      ) : (
        (children ?? <ArchiveTable resource={resource} index={index} caption={caption} />)
      )}
      {!index.error && (
        <ListPager
          page={index.query.list.paging[1]}
          range={index}
          onPage={index.setPage}
          pageSize={{ size: index.query.list.paging[0], options: resource.list?.pageSizeOptions ?? [10, 20, 50, 100, 200, 400, 500], onChange: index.setPageSize }}
        />
      )}
    </Card>
  );
}
