/**
 * The breadcrumbs above every page of the default layouts: Home › menu section › page (› record),
 * as breadcrumbTrail computes from the menu and the route table. Links navigate inside the app.
 * Below the medium breakpoint the middle crumbs fold into a "…" menu and long names are cut.
 */
import {
  Breadcrumb,
  BreadcrumbButton,
  BreadcrumbDivider,
  BreadcrumbItem,
  Button,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  makeStyles,
  partitionBreadcrumbItems,
  tokens,
} from '@fluentui/react-components';
import { MoreHorizontalRegular } from '@fluentui/react-icons';
import { Fragment, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { useLocation, useNavigate } from 'react-router-dom';
import type { LoadedPage } from '../../../engine/definitions/model.ts';
import { recordKey } from '../../data/cacheKeys.ts';
import { definitions } from '../../definitions.ts';
import { breadcrumbTrail, type Crumb } from '../../routing/breadcrumbTrail.ts';
import { routeTable } from '../../routing/routeTable.ts';
import { useVisibleMenu } from '../sidebar/useVisibleMenu.ts';
import { useViewport } from './useViewport.ts';

const useStyles = makeStyles({
  root: { marginBottom: tokens.spacingVerticalS, minWidth: 0, overflow: 'hidden' },
  narrowText: { display: 'inline-block', maxWidth: '38vw', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', verticalAlign: 'bottom' },
});

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
  const styles = useStyles();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const menu = useVisibleMenu();
  const { medium } = useViewport();
  const trail = breadcrumbTrail({
    table: routeTable,
    menu,
    page,
    params,
    pathname,
    homePath: definitions.app.router.homePath,
    moduleLabelKey: definitions.modules.find((m) => m.id === page.module)?.labelKey,
  });
  // On the home page a lone "Home" says nothing the page title does not.
  if (trail.length < 2) return null;

  const follow = (href: string) => (event: MouseEvent) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void navigate(href);
  };
  const { startDisplayedItems, overflowItems, endDisplayedItems } = partitionBreadcrumbItems({ items: trail, maxDisplayedItems: medium ? 6 : 3 });
  const last = trail[trail.length - 1];

  const item = (crumb: Crumb) => (
    <Fragment key={crumb.id}>
      <BreadcrumbItem data-crumb={crumb.id}>
        <BreadcrumbButton
          {...(crumb.href ? { as: 'a' as const, href: crumb.href, onClick: follow(crumb.href) } : {})}
          current={crumb === last}
          title={medium ? undefined : crumb.titleKey ? t(crumb.titleKey) : undefined}
        >
          <span className={medium ? undefined : styles.narrowText}>
            <CrumbText crumb={crumb} />
          </span>
        </BreadcrumbButton>
      </BreadcrumbItem>
      {crumb !== last && <BreadcrumbDivider />}
    </Fragment>
  );

  return (
    <Breadcrumb aria-label={t('shell.breadcrumb.label')} size="small" className={styles.root} data-testid="breadcrumbs">
      {startDisplayedItems.map(item)}
      {overflowItems && overflowItems.length > 0 && (
        <>
          <BreadcrumbItem>
            <Menu>
              <MenuTrigger disableButtonEnhancement>
                <Button appearance="subtle" size="small" icon={<MoreHorizontalRegular />} aria-label={t('shell.breadcrumb.more')} data-testid="breadcrumb-more" />
              </MenuTrigger>
              <MenuPopover>
                <MenuList>
                  {overflowItems.map((crumb) => (
                    <MenuItem key={crumb.id} disabled={!crumb.href} onClick={crumb.href ? () => void navigate(crumb.href as string) : undefined}>
                      <CrumbText crumb={crumb} />
                    </MenuItem>
                  ))}
                </MenuList>
              </MenuPopover>
            </Menu>
          </BreadcrumbItem>
          <BreadcrumbDivider />
        </>
      )}
      {endDisplayedItems?.map(item)}
    </Breadcrumb>
  );
}
