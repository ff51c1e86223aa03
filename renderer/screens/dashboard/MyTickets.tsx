/**
 * The user's latest support tickets on the landing page ("home tickets 5", modules.md limits):
 * read through the userList action, as the requester's tickets page lists them, so the same call,
 * row rule and status colours as that page, and shown only to users who may open it. Each ticket
 * opens on that page; a link files a new one.
 */
import { Body1, Card, Caption1, Subtitle1 } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import useSWR from 'swr';
import type { LoadedPage } from '../../../engine/definitions/model.ts';
import { canAccess } from '../../../engine/permissions/evaluate.ts';
import { createHttpDataProvider } from '../../data/dataProvider.ts';
import { DataProviderProvider } from '../../data/DataProviderContext.tsx';
import { definitions, loadResourceDefinitions } from '../../definitions.ts';
import { CellValue } from '../../generic/CellValue.tsx';
import { formatDate } from '../../generic/formatValue.ts';
import { listQueryFromUrl } from '../../generic/list/listQueryFromUrl.ts';
import { recordPath } from '../../generic/resourcePages.ts';
import { useSessionStore } from '../../session/sessionStore.ts';

const RESOURCE = 'support_ticket';
const LIST_ACTION = 'userList';
const SHOWN = 5;
// The named screen the support module shows a requester's tickets with (a list without a ticket).
const TICKET_SCREEN = 'supportTicketDetail';

const provider = createHttpDataProvider(definitions);

/** Shows the requester's tickets: the generic list on userList, or the module's ticket screen. */
function showsTickets(page: LoadedPage): boolean {
  const view = page.view;
  if (view?.kind === 'list') return view.resource === RESOURCE && view.action === LIST_ACTION;
  return view?.kind === 'screen' && view.screen === TICKET_SCREEN;
}

/**
 * The requester's tickets page: it lists them without a parameter and opens one with it
 * (/apps/support/ticket/:parameter?). The handlers' pages take a required id, and a list page
 * without a parameter (/apps/support/ticket/edit) could not open a ticket from here.
 */
function ticketsPage(): LoadedPage | undefined {
  return definitions.pages.find((page) => /\/:[^/]+\?$/.test(page.path) && showsTickets(page));
}

function newTicketPage(): LoadedPage | undefined {
  return definitions.pages.find((page) => page.view?.kind === 'form' && page.view.resource === RESOURCE && page.view.mode === 'create');
}

async function latestTickets() {
  await loadResourceDefinitions(RESOURCE);
  const resource = definitions.resources[RESOURCE];
  const query = listQueryFromUrl(resource, new URLSearchParams([['paging[]', String(SHOWN)], ['paging[]', '1'], ['sorter[]', 'created_at'], ['sorter[]', 'desc']]));
  return { resource, rows: (await provider.getList(resource, query, undefined, LIST_ACTION)).data };
}

export function MyTickets() {
  const { t, i18n } = useTranslation();
  const user = useSessionStore((s) => s.user);
  const page = ticketsPage();
  const allowed = !!page && canAccess(page.access, user);
  const { data, error } = useSWR(allowed ? ['dashboard', 'latestTickets', user?.username] : null, latestTickets, { revalidateOnFocus: false });
  if (!allowed || !page) return null;
  const create = newTicketPage();
  const statusField = data?.resource.fields.properties.status;
  return (
    <Card className="pt-card" data-testid="dashboard-tickets">
      <Subtitle1 as="h2" block>
        {t('shell.dashboard.myTickets')}
      </Subtitle1>
      {error ? (
        <Body1 className="pt-muted">{t('common.list.unavailable', { defaultValue: 'Not available at the moment' })}</Body1>
      ) : !data ? (
        <Body1 className="pt-muted">{t('common.list.loading')}</Body1>
      ) : data.rows.length === 0 ? (
        <Body1 className="pt-muted">{t('shell.dashboard.noTickets')}</Body1>
      ) : (
        <DataProviderProvider value={provider}>
          <ul className="pt-people">
            {data.rows.map((row) => (
              <li key={String(row.id)} className="pt-dashboard-ticket" data-testid="dashboard-ticket">
                <div>
                  <Link to={recordPath(page, String(row.id))}>{String(row.title ?? row.id)}</Link>
                  {row.created_at !== undefined && row.created_at !== null && (
                    <Caption1 block className="pt-muted">
                      {formatDate(row.created_at, i18n.language, false)}
                    </Caption1>
                  )}
                </div>
                {statusField && <CellValue value={row.status} field={statusField} format="status" />}
              </li>
            ))}
          </ul>
        </DataProviderProvider>
      )}
      <div className="pt-dashboard-links">
        <Link to={page.path.replace(/\/:[^/]+\??$/, '')}>{t('shell.dashboard.allTickets')}</Link>
        {create && canAccess(create.access, user) && <Link to={create.path}>{t('shell.dashboard.newTicket')}</Link>}
      </div>
    </Card>
  );
}
