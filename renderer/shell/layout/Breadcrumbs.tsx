/**
 * The breadcrumbs above every page of the default layouts: Home › menu section › page (› record),
 * as breadcrumbTrail computes from the menu and the route table. Links navigate inside the app.
 * Below the medium breakpoint the middle crumbs fold into a "…" menu and long names are cut.
 * Plain elements (nav, ol, links) styled by layout.css .pt-crumbs, and the plain menu for the
 * fold: Fluent's Breadcrumb, Overflow and Menu were about 20 KiB gzipped of every page's first load.
 */
import { ChevronRightRegular, MoreHorizontalRegular } from '@fluentui/react-icons';
import { Fragment, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { useLocation, useNavigate } from 'react-router-dom';
import type { LoadedPage } from '../../../engine/definitions/model.ts';
import { recordKey } from '../../data/cacheKeys.ts';
import { definitions } from '../../definitions.ts';
import { breadcrumbTrail, type Crumb } from '../../routing/breadcrumbTrail.ts';
import { routeTable } from '../../routing/routeTable.ts';
import { PlainMenu } from '../plain/PlainMenu.tsx';
import { useVisibleMenu } from '../sidebar/useVisibleMenu.ts';
import { useViewport } from './useViewport.ts';

/** The first crumb, then the last max-1; the middle folds (Fluent's partitionBreadcrumbItems). */
function partition<T>(items: readonly T[], max: number): { start: readonly T[]; folded: readonly T[]; end: readonly T[] } {
  if (items.length <= max) return { start: items, folded: [], end: [] };
  return {
    start: items.slice(0, 1),
    folded: items.slice(1, items.length - (max - 1)),
    end: items.slice(items.length - (max - 1)),
  };
}

export interface BreadcrumbsProps {
  readonly page: LoadedPage;
  readonly params: Readonly<Record<string, string | undefined>>;
}

/**
 * A record's name as its list shows it first, read from the record the page itself loads (the
 * same SWR key, no fetcher: no second request); its id until it has loaded.
 */
function useRecordName(record: Crumb['record']): string {
  const resource = record ? definitions.resources[record.resource] : undefined;
  const { data } = useSWR<Record<string, unknown>>(record && resource ? recordKey(resource.id, record.id) : null);
  const first = resource?.list?.columns[0]?.field;
  const value = first && data ? data[first] : undefined;
  return typeof value === 'string' && value.trim() !== '' ? value : `#${record?.id ?? ''}`;
}

function CrumbText({ crumb }: { readonly crumb: Crumb }) {
  const { t } = useTranslation();
  const recordName = useRecordName(crumb.record);
  return <>{crumb.record ? recordName : crumb.titleKey ? t(crumb.titleKey) : ''}</>;
}

export function Breadcrumbs({ page, params }: BreadcrumbsProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const menu = useVisibleMenu();
  const { medium } = useViewport();
  const fullTrail = breadcrumbTrail({
    table: routeTable,
    menu,
    page,
    params,
    pathname,
    homePath: definitions.app.router.homePath,
    moduleLabelKey: definitions.modules.find((m) => m.id === page.module)?.labelKey,
  });
  // A crumb reading like the one after it (a module whose home page bears its name) says nothing
  // twice: the later one, which is where the user is or links further, stands for both.
  const textOf = (crumb: Crumb) => (crumb.titleKey && !crumb.record ? t(crumb.titleKey) : undefined);
  const trail = fullTrail.filter((crumb, index) => {
    const next = fullTrail[index + 1];
    return !next || textOf(crumb) === undefined || textOf(crumb) !== textOf(next);
  });
  // On the home page a lone "Home" says nothing the page title does not.
  if (trail.length < 2) return null;

  const follow = (href: string) => (event: MouseEvent) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void navigate(href);
  };
  const { start, folded, end } = partition(trail, medium ? 6 : 3);
  const last = trail[trail.length - 1];
  const divider = <ChevronRightRegular className="pt-crumb-divider" aria-hidden />;

  const item = (crumb: Crumb) => {
    const current = crumb === last;
    const title = medium ? undefined : crumb.titleKey ? t(crumb.titleKey) : undefined;
    const text = (
      <span className={medium ? undefined : 'pt-crumb-narrow'}>
        <CrumbText crumb={crumb} />
      </span>
    );
    return (
      <Fragment key={crumb.id}>
        <li className="pt-crumb" data-crumb={crumb.id}>
          {crumb.href ? (
            <a className="pt-crumb-button" href={crumb.href} onClick={follow(crumb.href)} title={title} aria-current={current ? 'page' : undefined}>
              {text}
            </a>
          ) : (
            <span className="pt-crumb-button" title={title} aria-current={current ? 'page' : undefined}>
              {text}
            </span>
          )}
        </li>
        {!current && (
          <li className="pt-crumb-separator" aria-hidden>
            {divider}
          </li>
        )}
      </Fragment>
    );
  };

  return (
    <nav aria-label={t('shell.breadcrumb.label')} className="pt-crumbs" data-testid="breadcrumbs">
      <ol className="pt-crumbs-list">
        {start.map(item)}
        {folded.length > 0 && (
          <>
            <li className="pt-crumb">
              <PlainMenu
                align="start"
                buttonClassName="pt-crumb-more"
                buttonIcon={<MoreHorizontalRegular />}
                buttonLabel={t('shell.breadcrumb.more')}
                buttonTestId="breadcrumb-more"
                items={folded.map((crumb) => ({
                  key: crumb.id,
                  label: <CrumbText crumb={crumb} />,
                  disabled: !crumb.href,
                  onSelect: () => {
                    if (crumb.href) void navigate(crumb.href);
                  },
                }))}
              />
            </li>
            <li className="pt-crumb-separator" aria-hidden>
              {divider}
            </li>
          </>
        )}
        {end.map(item)}
      </ol>
    </nav>
  );
}
