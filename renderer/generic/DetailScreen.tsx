/**
 * One record, read-only, in the order of detail.sections: "fields" as labelled values formatted
 * as in the list, "children" as the child resource's list scoped to this record, "timeline" as
 * its dated rows. Without sections: every field the record may show (never write-only ones).
 * A section of a child the user may not list is left out (a requester sees their ticket's tasks
 * and audit trail, not its internal discussion).
 */
import { Button, Title3, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowLeftRegular, EditRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { LoadedDefinitions, LoadedPage, LoadedResource } from '../../engine/definitions/model.ts';
import { useDataProvider } from '../data/DataProviderContext.tsx';
import { useRecord } from '../data/useRecord.ts';
import { useLiveRefresh } from '../realtime/liveRefresh.ts';
import { LoadFailed } from './LoadFailed.tsx';
import { ChildListSection } from './detail/ChildListSection.tsx';
import { FieldsSection } from './detail/FieldsSection.tsx';
import { TimelineSection } from './detail/TimelineSection.tsx';
import { fillPath, listPageAbove, resourcePages, returnPath } from './resourcePages.ts';
import { useCanOnRow } from './useCan.ts';
import { canAccess } from '../../engine/permissions/evaluate.ts';
import { findAction } from '../data/endpointPath.ts';
import { useSessionStore } from '../session/sessionStore.ts';
import { TransitionButtons } from './workflow/TransitionButtons.tsx';
import { RecordViewers } from '../realtime/RecordViewers.tsx';
import { Fragment } from 'react';
import type { DetailExtensions } from './detail/detailExtensions.ts';

const useStyles = makeStyles({
  screen: { display: 'grid', gap: tokens.spacingVerticalM, minWidth: 0 },
  head: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  title: { flexGrow: 1 },
});

type Section =
  | { readonly kind: 'fields'; readonly title?: string; readonly fields: readonly string[] }
  | { readonly kind: 'children' | 'timeline'; readonly title: string; readonly resource: LoadedResource };

function sectionsOf(definitions: LoadedDefinitions, resource: LoadedResource): Section[] {
  const declared = (resource.detail?.sections ?? []).flatMap((section): Section[] => {
    if (section.kind === 'fields') return section.fields ? [{ kind: 'fields', title: section.titleKey, fields: section.fields }] : [];
    const child = section.resource ? definitions.resources[section.resource] : undefined;
    if (!child || (section.kind !== 'children' && section.kind !== 'timeline')) return [];
    return [{ kind: section.kind, title: section.titleKey ?? child.labelKey, resource: child }];
  });
  if (declared.some((section) => section.kind === 'fields')) return declared;
  const fields = Object.entries(resource.fields.properties)
    .filter(([, field]) => field['x-writeOnly'] !== true)
    .map(([name]) => name);
  return [{ kind: 'fields', fields }, ...declared];
}

interface DetailScreenProps {
  readonly definitions: LoadedDefinitions;
  readonly page: LoadedPage;
  readonly resource: LoadedResource;
  readonly id?: string;
  /**
   * The list page this record was opened from, on the same address (a list view's recordParam):
   * Back goes there, and the heading is the record's own name, the page's title being the list's.
   */
  readonly backTo?: string;
  /** what a named screen adds to this generic detail (detailExtensions.ts) */
  readonly extensions?: DetailExtensions;
}

/** The record's name as its list shows it first (a ticket's title). */
function recordName(resource: LoadedResource, record: Record<string, unknown> | undefined): string | undefined {
  const first = resource.list?.columns[0]?.field;
  const value = first && record ? record[first] : undefined;
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

export function DetailScreen({ definitions, page, resource, id, backTo, extensions }: DetailScreenProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const navigate = useNavigate();
  const canOnRow = useCanOnRow(resource);
  const record = useRecord(resource, id);
  const provider = useDataProvider();
  // A transition changed the record: read it again and show it (a plain revalidation can be
  // answered from the cache the route loaded it into).
  const reload = () => {
    if (id !== undefined) void record.mutate(provider.getOne(resource, id), { revalidate: false }).catch(() => undefined);
  };
  // A notification about this record or its children (an approval, a task) shows here at once.
  useLiveRefresh(reload);
  const user = useSessionStore((s) => s.user);
  const above = listPageAbove(definitions, page);
  const back = backTo ?? (above ? fillPath(above) : returnPath(definitions, resource));
  const edit = resourcePages(definitions, resource).edit;

  const state = record.isLoading ? 'loading' : record.error && !record.data ? 'failed' : 'ready';

  return (
    <div className={styles.screen} data-testid="detail-screen" data-screen-state={state}>
      <div className={styles.head}>
        {back && <Button appearance="subtle" icon={<ArrowLeftRegular />} aria-label={t('common.action.back')} onClick={() => navigate(back)} />}
        <Title3 as="h1" className={styles.title}>
          {(backTo && recordName(resource, record.data)) || t(page.titleKey)}
        </Title3>
        {record.data && <TransitionButtons definitions={definitions} resource={resource} record={record.data} size="medium" onTaken={reload} />}
        {record.data && extensions?.actions?.(record.data)}
        {edit && id && record.data && canOnRow('update', record.data) && (
          <Button icon={<EditRegular />} onClick={() => navigate(fillPath(edit, { id }))}>
            {t('common.action.edit')}
          </Button>
        )}
      </div>
      <RecordViewers resource={resource.id} id={id} />
      {state === 'failed' ? (
        <LoadFailed error={record.error} retrying={record.isValidating} onRetry={() => void record.mutate()} />
      ) : (
        sectionsOf(definitions, resource).map((section, index) => {
          if (section.kind === 'fields') {
            return <FieldsSection key={index} resource={resource} title={section.title} fields={section.fields} record={record.data} loading={record.isLoading} />;
          }
          // The parent's own record first: a missing ticket shows no one's tasks.
          if (!id || !record.data) return null;
          const parent = record.data;
          const child = extensions?.childResource?.(section.resource, parent) ?? section.resource;
          const list = findAction(child, 'list');
          if (list && !canAccess(list.access, user)) return null;
          if (section.kind === 'children') {
            return (
              <Fragment key={index}>
                <ChildListSection
                  definitions={definitions}
                  child={child}
                  parentId={id}
                  titleKey={section.title}
                  rowExtras={extensions?.rowExtras}
                  childCreate={extensions?.childCreate}
                />
                {extensions?.after?.(child, parent)}
              </Fragment>
            );
          }
          return <TimelineSection key={index} resource={child} parentId={id} titleKey={section.title} />;
        })
      )}
    </div>
  );
}
