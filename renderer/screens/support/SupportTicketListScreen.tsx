/**
 * The handlers' ticket lists (/apps/support/admin/ticket, .../humas/ticket, .../legal/ticket and
 * their /list twins): the generic list of support_ticket, its type filter preset by the desk the
 * page stands for (HUMAS, LEGAL) or, on the general list, by shell.md section 6 (a user holding
 * exactly one of the PMR, HUMAS and LEGAL admin permissions sees that type). The preset is put in
 * the address once, so the filter panel shows it and the user can clear it.
 */
import { useEffect, useMemo } from 'react';
import useSWR from 'swr';
import { useLocation, useNavigate } from 'react-router-dom';
import { defaultListQueryFor, encodeListQuery } from '../../../engine/listQuery/listQuery.ts';
import { supportTicketTypeFilter } from '../../../engine/support/ticketTypeFilter.ts';
import { definitions, loadResourceDefinitions } from '../../definitions.ts';
import { createHttpDataProvider } from '../../data/dataProvider.ts';
import { DataProviderProvider } from '../../data/DataProviderContext.tsx';
import { ConfirmProvider } from '../../generic/ConfirmDialog.tsx';
import { ListScreen } from '../../generic/list/ListScreen.tsx';
import { useSessionStore } from '../../session/sessionStore.ts';
import NotBuiltScreen from '../NotBuiltScreen.tsx';
import { withTicketDetailPages } from './ticketPages.ts';
import type { ScreenProps } from '../screenProps.ts';

const noPermissions: readonly string[] = [];
// What the generic list needs around it, as ViewRenderer gives its views: the data provider and the confirmations.
const provider = createHttpDataProvider(definitions);

function presetType(path: string, permissions: readonly string[]): string {
  if (path.includes('/admin/humas/')) return 'HUMAS';
  if (path.includes('/admin/legal/')) return 'LEGAL';
  return supportTicketTypeFilter(permissions);
}

export default function SupportTicketListScreen(props: ScreenProps) {
  const { page } = props;
  const navigate = useNavigate();
  const location = useLocation();
  const permissions = useSessionStore((s) => s.user?.permissions) ?? noPermissions;
  // A screen page loads no resource by itself: the ticket's module is fetched here.
  const loaded = useSWR(['definitions', 'support_ticket'], () => loadResourceDefinitions('support_ticket').then(() => definitions.resources.support_ticket), { revalidateOnFocus: false });
  const resource = loaded.data;
  const type = presetType(page.path, permissions);
  const needsPreset = resource !== undefined && type !== '' && location.search === '';
  useEffect(() => {
    if (!needsPreset || !resource) return;
    const query = defaultListQueryFor(resource);
    navigate({ pathname: location.pathname, search: `?${encodeListQuery({ ...query, filter: { ...query.filter, type } })}` }, { replace: true });
  }, [needsPreset, resource, type, navigate, location.pathname]);
  // The list behaves as the page's list view of support_ticket would (its rows open the detail under it).
  const listPage = useMemo(() => ({ ...page, view: { kind: 'list' as const, resource: 'support_ticket' } }), [page]);
  if (!resource) return loaded.isLoading ? null : <NotBuiltScreen {...props} />;
  if (needsPreset) return null;
  return (
    <DataProviderProvider value={provider}>
      <ConfirmProvider confirmations={definitions.app.confirmations}>
        <ListScreen key={page.path} definitions={withTicketDetailPages(definitions)} page={listPage} resource={resource} />
      </ConfirmProvider>
    </DataProviderProvider>
  );
}
