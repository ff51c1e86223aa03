/**
 * The generic list of a resource, from its definition alone: title, New (when the user may
 * create), Excel export with its progress, a debounced search over list.searchFields, the filter
 * panel, the table (cards on phones) with sortable headers and row actions, and the pager.
 * As a section of a detail page it lists a child resource scoped to the parent record, under a
 * smaller heading, without export, with Add (the form in place) in place of New, and says so in place when
 * the list cannot be had. A page's view may name another list action (userList) and a
 * recordParam: the rows then open the record on this same page.
 */
import { Button, ProgressBar, Subtitle2, Text, Title3, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, ArrowDownloadRegular, FilterRegular } from '@fluentui/react-icons';
import { lazy, Suspense, useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { LoadedDefinitions, LoadedPage, LoadedResource } from '../../../engine/definitions/model.ts';
import { defaultListQueryFor } from '../../../engine/listQuery/listQuery.ts';
import type { RecordRow } from '../../data/dataProvider.ts';
import type { ParentScope } from '../../data/parentScope.ts';
import { useChildCreate } from '../detail/ChildCreateForm.tsx';
import { LoadFailed } from '../LoadFailed.tsx';
import { createPageFor, detailPageFor, fillPath, recordPath, resourcePages } from '../resourcePages.ts';
import { useCan, useCanOnRow } from '../useCan.ts';
import { TransitionButtons } from '../workflow/TransitionButtons.tsx';
import { useMayTransition } from '../workflow/useMayTransition.ts';
import { ListCards } from './ListCards.tsx';
import { ListEmpty } from './ListEmpty.tsx';
import { ListFigures } from './ListFigures.tsx';
import { ListPager } from './ListPager.tsx';
import { ListSearchBox } from './ListSearchBox.tsx';
import { ListTable } from './ListTable.tsx';
import { SortOptionsField } from './SortOptionsField.tsx';
import { TreeTable } from './TreeTable.tsx';
import { actionsColumnId, listColumns, useListTable } from './listTable.ts';
import { RowActions } from './RowActions.tsx';
import { useDebouncedValue } from './useDebouncedValue.ts';
import { useDeleteRecord } from './useDeleteRecord.ts';
import { useExport } from './useExport.ts';
import { useListController } from './useListController.ts';
import { useNarrowScreen } from './useNarrowScreen.ts';
import { useTreeList } from './useTreeList.ts';

// Its own chunk, fetched when the filters open: its option dropdowns bring Fluent's listbox,
// positioning and focus code, which a list shown as it comes does not need.
const FilterPanel = lazy(() => import('./FilterPanel.tsx').then((m) => ({ default: m.FilterPanel })));

const SEARCH_DELAY_MS = 400;
const TRANSITION_ACTIONS_WIDTH = 180;
/** The edit and delete icon buttons beside them (two 24 px buttons and their gaps). */
const ROW_ICONS_WIDTH = 64;

const useStyles = makeStyles({
  screen: { display: 'grid', gap: tokens.spacingVerticalM, minWidth: 0 },
  head: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
  buttons: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  tools: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  card: { padding: tokens.spacingHorizontalM, minWidth: 0 },
  progress: { display: 'grid', gap: tokens.spacingVerticalXXS },
  reloading: { height: '2px' },
  // Without a tools row the reload line runs along the card's top edge instead of holding a row of its own.
  reloadingEdge: { position: 'absolute', top: 0, insetInline: 0 },
  muted: { color: tokens.colorNeutralForeground3 },
});

function rowLabel(resource: LoadedResource, row: RecordRow): string {
  const first = resource.list?.columns[0]?.field;
  const value = first ? row[first] : undefined;
  return value === undefined || value === null ? String(row.id ?? '') : String(value);
}

interface ListScreenProps {
  readonly definitions: LoadedDefinitions;
  readonly resource: LoadedResource;
  /** the page the list is, or the detail section it stands in */
  readonly page?: LoadedPage;
  readonly section?: { readonly titleKey: string; readonly scope: ParentScope; readonly parentId: string };
  /** a screen's own actions on each row (a document's star), shown before the standard ones */
  readonly rowExtras?: (row: RecordRow) => ReactNode;
}

/** The list action and the record parameter a page's list view names. */
function listViewOf(page: LoadedPage | undefined): { action?: string; recordParam?: string } {
  const view = page?.view;
  return view?.kind === 'list' ? { action: view.action, recordParam: view.recordParam } : {};
}

/** Whether two list filters hold the same values (key order aside). */
function sameFilters(a: Readonly<Record<string, string | string[]>>, b: Readonly<Record<string, string | string[]>>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => String(a[key]) === String(b[key]));
}

export function ListScreen({ definitions, page, section, resource, rowExtras }: ListScreenProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const navigate = useNavigate();
  const filterPanelId = useId();
  const listView = listViewOf(page);
  const controller = useListController(resource, section?.scope, listView.action);
  const can = useCan(resource);
  const canOnRow = useCanOnRow(resource);
  const pages = resourcePages(definitions, resource);
  const narrow = useNarrowScreen();
  const deleteRecord = useDeleteRecord(definitions, resource);
  const exporter = useExport(resource, controller.query, controller.total);

  const [search, setSearch] = useState(controller.query.q);
  const settledSearch = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  useEffect(() => {
    if (settledSearch !== controller.query.q) controller.setSearch(settledSearch);
    // Only the settled text drives the query; the controller changes with every query.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settledSearch]);

  const filters = resource.list?.filters ?? [];
  const searchable = (resource.list?.searchFields?.length ?? 0) > 0;
  const hasTools = searchable || (resource.list?.sortOptions?.length ?? 0) > 0 || filters.length > 0;
  const activeFilters = Object.keys(controller.query.filter).length;
  // Open at first only for filters the user chose (an address kept with them): the list's own
  // default filters (open tickets) show as the button's count, and an open panel would push the
  // rows below the fold of a phone.
  const [filtersOpen, setFiltersOpen] = useState(() => !sameFilters(controller.query.filter, defaultListQueryFor(resource).filter));

  const editPage = can('update') ? pages.edit : undefined;
  const createPage = createPageFor(definitions, resource, page);
  const mayDelete = can('delete');
  const mayTransition = useMayTransition(resource);
  // A detail page the user may open (its page access is the shell's to enforce).
  const detailPage = section ? undefined : listView.recordParam ? page : detailPageFor(definitions, resource, page);
  const columns = useMemo(
    () =>
      listColumns(
        resource,
        (key) => t(key),
        detailPage || editPage || mayDelete || mayTransition || rowExtras
          ? (row) => (
              <RowActions
                label={rowLabel(resource, row)}
                onOpen={detailPage && row.id !== undefined ? () => navigate(recordPath(detailPage, String(row.id))) : undefined}
                onEdit={editPage && row.id !== undefined && canOnRow('update', row) ? () => navigate(fillPath(editPage, { id: String(row.id) })) : undefined}
                onDelete={mayDelete && row.id !== undefined && canOnRow('delete', row) ? () => void deleteRecord(row.id as string | number) : undefined}
              >
                {rowExtras?.(row)}
                {mayTransition && <TransitionButtons definitions={definitions} resource={resource} record={row} recordLabel={rowLabel(resource, row)} />}
              </RowActions>
            )
          : undefined,
      ),
    // deleteRecord and navigate are stable in behaviour; rebuilding columns on each render would remount cells.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [resource, t, detailPage, editPage, mayDelete, mayTransition, rowExtras],
  );
  // A tree list (list.tree) draws its rows in tree order, as a treegrid on every screen width.
  const tree = useTreeList(resource, controller, section?.scope, listView.action);
  const table = useListTable(tree?.controller ?? controller, columns);
  const title = t(section?.titleKey ?? page?.titleKey ?? resource.labelKey);
  // The table's layout is fixed: transition buttons carry words, so their column gets room for two
  // side by side, and for the edit and delete icons after them (they fell onto a second line).
  const actionsWidth = mayTransition ? TRANSITION_ACTIONS_WIDTH + (editPage || mayDelete ? ROW_ICONS_WIDTH : 0) : undefined;
  const widths = { ...Object.fromEntries((resource.list?.columns ?? []).map((column) => [column.field, column.width])), [actionsColumnId]: actionsWidth };
  const childCreate = useChildCreate({ definitions, child: resource, parentId: section?.parentId ?? '', title });
  const empty = !controller.isLoading && !controller.failed && controller.rows.length === 0;

  const state = controller.isLoading ? 'loading' : controller.failed ? 'failed' : 'ready';

  return (
    <div className={styles.screen} data-testid="list-screen" data-screen-state={state}>
      <div className={styles.head}>
        {section ? <Subtitle2 as="h2">{title}</Subtitle2> : <Title3 as="h1">{title}</Title3>}
        <div className={styles.buttons}>
          {!section && exporter.available && can('export') && (
            <Button icon={<ArrowDownloadRegular />} disabled={exporter.running} onClick={() => void exporter.run()}>
              {t('common.action.export')}
            </Button>
          )}
          {section && can('create') && childCreate.button}
          {!section && can('create') && createPage && (
            <Button appearance="primary" icon={<AddRegular />} onClick={() => navigate(fillPath(createPage))}>
              {t('common.action.new')}
            </Button>
          )}
        </div>
      </div>
      {section && childCreate.form}
      {!section && <ListFigures resource={resource} statistic={controller.statistic} />}
      {exporter.running && (
        <div className={styles.progress} role="status">
          <ProgressBar value={typeof exporter.progress === 'number' ? exporter.progress / 100 : undefined} thickness="large" />
          <Text size={200}>{t('common.list.exporting')}</Text>
        </div>
      )}
      <div className={`pt-card ${styles.card}`}>
        {/* A list with no search, sort choice or filter (a ticket's approvals) leaves no empty row above its rows. */}
        {hasTools && (
          <div className={styles.tools}>
            {searchable && <ListSearchBox value={search} onChange={setSearch} />}
            <SortOptionsField resource={resource} controller={controller} />
            {filters.length > 0 && (
              <Button
                appearance={filtersOpen ? 'secondary' : 'subtle'}
                icon={<FilterRegular />}
                aria-expanded={filtersOpen}
                aria-controls={filterPanelId}
                onClick={() => setFiltersOpen((open) => !open)}
              >
                {t('common.action.filter')}
                {activeFilters > 0 && (
                  <span className="pt-count pt-count-brand" style={{ marginInlineStart: 6 }}>
                    {activeFilters}
                  </span>
                )}
              </Button>
            )}
          </div>
        )}
        {filtersOpen && (
          <Suspense fallback={null}>
            <FilterPanel id={filterPanelId} resource={resource} controller={controller} />
          </Suspense>
        )}
        <div className={hasTools ? styles.reloading : styles.reloadingEdge}>{controller.isReloading && <ProgressBar thickness="medium" aria-label={t('common.list.loading')} />}</div>
        {controller.failed ? (
          <LoadFailed error={controller.error} retrying={controller.isValidating} onRetry={() => void controller.reload()} />
        ) : empty && section ? (
          <Text className={styles.muted} role="status">
            {t('common.list.empty')}
          </Text>
        ) : empty ? (
          <ListEmpty />
        ) : tree ? (
          <TreeTable table={table} tree={tree} loading={controller.isLoading} widths={widths} caption={title} />
        ) : narrow ? (
          <ListCards table={table} loading={controller.isLoading} caption={title} />
        ) : (
          <ListTable table={table} loading={controller.isLoading} widths={widths} caption={title} />
        )}
        {/* A section's short list needs no pager: a few rows are all there is; a tree is one page. */}
        {!controller.failed && (!(section || tree) || controller.lastPage > 1) && (
          <ListPager
            page={controller.query.paging[1]}
            range={controller}
            onPage={controller.setPage}
            pageSize={{ size: controller.query.paging[0], options: resource.list?.pageSizeOptions ?? [], onChange: controller.setPageSize }}
          />
        )}
      </div>
    </div>
  );
}
