/**
 * The result documents of the task chosen on the ticket detail (GET /sso/support/document/{task_id}):
 * the generic child list with its Add (POST /sso/support/document/store/{taskId}, multipart, the
 * ticket preset), each document's files to download by name, and for a handler More files
 * (POST /sso/support/document/update/{docId}, multipart: the files are added to the document's).
 */
import { Button, Card, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular, AttachRegular, DismissRegular } from '@fluentui/react-icons';
import { useCallback, useMemo, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoadedDefinitions, LoadedResource } from '../../../engine/definitions/model.ts';
import { reloadResource } from '../../data/cacheKeys.ts';
import type { RecordRow } from '../../data/dataProvider.ts';
import { useDataProvider } from '../../data/DataProviderContext.tsx';
import { reportFailure } from '../../data/requestFailure.ts';
import { ChildListSection } from '../../generic/detail/ChildListSection.tsx';
import { useCan } from '../../generic/useCan.ts';
import { notifySuccess } from '../../shell/notifications.ts';
import { downloadSupportFile } from './fileDownload.ts';
import { useTaskSelection } from './taskSelection.ts';

const useStyles = makeStyles({
  panel: { display: 'grid', gap: tokens.spacingVerticalS, padding: tokens.spacingHorizontalL, borderInlineStartWidth: '3px', borderInlineStartStyle: 'solid', borderInlineStartColor: tokens.colorBrandStroke1, minWidth: 0 },
  head: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  title: { flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' },
});

const keysOf = (value: unknown): string[] => (Array.isArray(value) ? value.filter((key): key is string => typeof key === 'string') : []);

function MoreFiles({ documents, row }: { readonly documents: LoadedResource; readonly row: RecordRow }) {
  const { t } = useTranslation();
  const provider = useDataProvider();
  const input = useRef<HTMLInputElement>(null);
  const add = async (files: File[]) => {
    if (files.length === 0) return;
    const update = documents.actions.update;
    try {
      await provider.update(documents, row.id as number, { ticket_id: row.ticket_id, task_id: row.task_id }, { files: { files } });
    } catch (error) {
      reportFailure(error, update?.failure);
      return;
    }
    notifySuccess(update?.success);
    await Promise.all([reloadResource(documents.id), reloadResource('support_audit_trail')]);
  };
  return (
    <>
      <input ref={input} type="file" multiple hidden aria-hidden="true" tabIndex={-1} onChange={(event) => void add([...(event.target.files ?? [])]).then(() => (event.target.value = ''))} />
      <Button size="small" icon={<AttachRegular />} onClick={() => input.current?.click()}>
        {t('support.task_document.more_files')}
      </Button>
    </>
  );
}

export function TaskDocuments({ definitions, documents, ticket }: { readonly definitions: LoadedDefinitions; readonly documents: LoadedResource; readonly ticket: RecordRow }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const { task, select } = useTaskSelection();
  const can = useCan(documents);
  const mayUpdate = can('update');
  // The files show as buttons by name (the list holds storage keys only), not as a column of keys.
  const view = useMemo<LoadedResource>(
    () => {
      const [first, ...rest] = (documents.list?.columns ?? []).filter((column) => column.field !== 'files');
      return documents.list && first ? { ...documents, list: { ...documents.list, columns: [first, ...rest] } } : documents;
    },
    [documents],
  );
  const rowExtras = useCallback(
    (_: LoadedResource, row: RecordRow): ReactNode => (
      <>
        {keysOf(row.files).map((key, index) => (
          <Button key={key} size="small" appearance="subtle" icon={<ArrowDownloadRegular />} onClick={() => void downloadSupportFile(key)}>
            {t('support.task_document.file', { number: index + 1 })}
          </Button>
        ))}
        {mayUpdate && <MoreFiles documents={documents} row={row} />}
      </>
    ),
    [documents, mayUpdate, t],
  );
  const childCreate = useMemo(() => ({ fixed: () => ({ ticket_id: ticket.id }) }), [ticket.id]);
  if (!task || task.ticket_id !== ticket.id) return null;
  const name = String(task.progress_description ?? task.id);
  return (
    <Card className={styles.panel} data-testid="task-documents">
      <div className={styles.head}>
        <Subtitle2 as="h2" className={styles.title}>
          {t('support.task_document.of_task', { task: name })}
        </Subtitle2>
        <Button appearance="subtle" icon={<DismissRegular />} aria-label={t('common.action.close', { defaultValue: 'Close' })} onClick={() => select(undefined)} />
      </div>
      <ChildListSection
        key={String(task.id)}
        definitions={definitions}
        child={view}
        parentId={String(task.id)}
        titleKey="support.task_document.title"
        rowExtras={rowExtras}
        childCreate={childCreate}
      />
    </Card>
  );
}
