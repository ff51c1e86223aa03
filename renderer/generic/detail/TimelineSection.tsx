/**
 * A detail section of kind "timeline": the child resource's rows for the parent record (a
 * ticket's audit trail), newest first, as a dated list: the date, then the list's other columns.
 */
import { Card, MessageBar, MessageBarBody, Spinner, Subtitle2, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoadedResource } from '../../../engine/definitions/model.ts';
import { defaultListQueryFor } from '../../../engine/listQuery/listQuery.ts';
import { findAction } from '../../data/endpointPath.ts';
import { parentScope } from '../../data/parentScope.ts';
import { useListPage } from '../../data/useListPage.ts';
import { CellValue } from '../CellValue.tsx';
import { fieldOf } from '../fieldLabel.ts';
import { formatDate } from '../formatValue.ts';

const TIMELINE_SIZE = 50;

const useStyles = makeStyles({
  card: { padding: tokens.spacingHorizontalL, minWidth: 0 },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: tokens.spacingVerticalM },
  item: {
    display: 'grid',
    gap: tokens.spacingVerticalXXS,
    paddingInlineStart: tokens.spacingHorizontalL,
    borderInlineStartWidth: '2px',
    borderInlineStartStyle: 'solid',
    borderInlineStartColor: tokens.colorBrandStroke2,
    overflowWrap: 'anywhere',
  },
  date: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  line: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalS },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** created_at when the resource has it, else its first date-time field. */
function dateFieldOf(resource: LoadedResource): string | undefined {
  const fields = resource.fields.properties;
  if (fields.created_at) return 'created_at';
  return Object.keys(fields).find((name) => fields[name].format === 'date-time');
}

export function TimelineSection({ resource, parentId, titleKey }: { resource: LoadedResource; parentId: string; titleKey: string }) {
  const { t, i18n } = useTranslation();
  const styles = useStyles();
  const dateField = dateFieldOf(resource);
  const list = findAction(resource, 'list');
  const scope = useMemo(() => (list ? parentScope(resource, list.endpoint, parentId) : undefined), [resource, list, parentId]);
  const query = useMemo(() => ({ ...defaultListQueryFor(resource), paging: [TIMELINE_SIZE, 1] as [number, number], sorter: [dateField ?? 'id', 'desc'] as [string, 'desc'] }), [resource, dateField]);
  // Unscopable (parentScope.ts): nothing is called, and the section says it is not available.
  const page = useListPage(scope ? resource : undefined, query, { scope, quiet: true });
  const columns = (resource.list?.columns ?? []).map((column) => column.field).filter((field) => field !== dateField);
  const rows = page.data?.data ?? [];
  const state = !scope || (page.error && !page.data) ? 'failed' : page.isLoading ? 'loading' : 'ready';

  return (
    <Card className={styles.card} data-testid="timeline-section" data-screen-state={state}>
      <Subtitle2 as="h2">{t(titleKey)}</Subtitle2>
      {state === 'loading' ? (
        <Spinner size="small" label={t('common.list.loading')} />
      ) : state === 'failed' ? (
        <MessageBar intent="warning">
          <MessageBarBody>{t('common.list.unavailable', { defaultValue: 'Not available at the moment' })}</MessageBarBody>
        </MessageBar>
      ) : rows.length === 0 ? (
        <Text className={styles.muted}>{t('common.list.empty')}</Text>
      ) : (
        <ol className={styles.list}>
          {rows.map((row, index) => (
            <li key={String(row.id ?? index)} className={styles.item}>
              {dateField && (
                <time className={styles.date} dateTime={String(row[dateField] ?? '')}>
                  {formatDate(row[dateField], i18n.language, true)}
                </time>
              )}
              <span className={styles.line}>
                {columns.map((field, at) => (
                  <Text key={field} weight={at === 0 ? 'semibold' : 'regular'}>
                    <CellValue value={row[field]} field={fieldOf(resource, field)} />
                  </Text>
                ))}
              </span>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
