/**
 * The TanStack Table of a resource list, server-driven: sorting and paging are manual (the server
 * sorts and pages), the table only holds the state the definition's columns allow. Columns come
 * from list.columns; a display column holds the row actions when the user may run any.
 */
import {
  createColumnHelper,
  rowPaginationFeature,
  rowSortingFeature,
  tableFeatures,
  type ColumnDef,
  type SortingState,
  type Updater,
  useTable,
} from '@tanstack/react-table';
import { createElement, type ReactNode } from 'react';
import type { LoadedResource } from '../../../engine/definitions/model.ts';
import type { RecordRow } from '../../data/dataProvider.ts';
import { CellValue } from '../CellValue.tsx';
import { fieldLabelKey, fieldOf } from '../fieldLabel.ts';
import type { ListController } from './useListController.ts';

export const listFeatures = tableFeatures({ rowSortingFeature, rowPaginationFeature });
export type ListFeatures = typeof listFeatures;

const columnHelper = createColumnHelper<ListFeatures, RecordRow>();

export const actionsColumnId = '__actions';

export function listColumns(
  resource: LoadedResource,
  translate: (key: string) => string,
  renderActions?: (row: RecordRow) => ReactNode,
): ColumnDef<ListFeatures, RecordRow, unknown>[] {
  const columns: ColumnDef<ListFeatures, RecordRow, unknown>[] = (resource.list?.columns ?? []).map((column) =>
    columnHelper.accessor((row: RecordRow) => row[column.field], {
      id: column.field,
      header: translate(fieldLabelKey(resource, column.field, column.labelKey)),
      enableSorting: column.sortable === true,
      cell: (context) => createElement(CellValue, { value: context.getValue(), field: fieldOf(resource, column.field), format: column.format }),
    }) as ColumnDef<ListFeatures, RecordRow, unknown>,
  );
  if (renderActions) {
    columns.push(
      columnHelper.display({
        id: actionsColumnId,
        header: translate('common.action.actions'),
        enableSorting: false,
        cell: (context) => renderActions(context.row.original),
      }) as ColumnDef<ListFeatures, RecordRow, unknown>,
    );
  }
  return columns;
}

export function useListTable(controller: ListController, columns: ColumnDef<ListFeatures, RecordRow, unknown>[]) {
  const { query } = controller;
  const sorting: SortingState = [{ id: query.sorter[0], desc: query.sorter[1] === 'desc' }];
  return useTable({
    features: listFeatures,
    columns,
    data: controller.rows,
    getRowId: (row, index) => (row.id === undefined || row.id === null ? String(index) : String(row.id)),
    manualSorting: true,
    manualPagination: true,
    enableSortingRemoval: false,
    sortDescFirst: false,
    rowCount: controller.total,
    state: { sorting, pagination: { pageIndex: query.paging[1] - 1, pageSize: query.paging[0] } },
    onSortingChange: (updater: Updater<SortingState>) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater;
      const first = next[0];
      if (first) controller.setSort(first.id, first.desc ? 'desc' : 'asc');
    },
  });
}

export type ListTableInstance = ReturnType<typeof useListTable>;
