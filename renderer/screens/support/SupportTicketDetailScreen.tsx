/**
 * A support ticket for its requester (/apps/support/ticket/:parameter?, which lists the caller's
 * tickets without a parameter) and for its handlers (/apps/support/admin/.../ticket/:uuid): the
 * generic detail of support_ticket with its declared sections, and what only this module knows
 * (renderer/generic/detail/detailExtensions.ts):
 * - the approval form opens for the user whose turn it is, its tier the ticket's stage and, for
 *   the data completeness review, its person in charge the user (the server refuses others);
 * - a handler's comment goes to the admin comment call, a requester's to the user one;
 * - each task's result documents, its status call and Done; the handler's Close ticket,
 *   appointment and dispositions' print sheet.
 */
import { Spinner } from '@fluentui/react-components';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import useSWR from 'swr';
import type { LoadedResource } from '../../../engine/definitions/model.ts';
import { canAccess } from '../../../engine/permissions/evaluate.ts';
import { approvalTiers } from '../../../engine/support/ticketStages.ts';
import { reloadResource } from '../../data/cacheKeys.ts';
import { createHttpDataProvider, type RecordRow } from '../../data/dataProvider.ts';
import { DataProviderProvider } from '../../data/DataProviderContext.tsx';
import { useRecord } from '../../data/useRecord.ts';
import { definitions, loadResourceDefinitions } from '../../definitions.ts';
import { ConfirmProvider } from '../../generic/ConfirmDialog.tsx';
import { DetailScreen } from '../../generic/DetailScreen.tsx';
import type { DetailExtensions } from '../../generic/detail/detailExtensions.ts';
import { ListScreen } from '../../generic/list/ListScreen.tsx';
import { fillPath } from '../../generic/resourcePages.ts';
import { useSessionStore } from '../../session/sessionStore.ts';
import { createWidgetRegistry } from '../../widgets/widgetRegistry.ts';
import { WidgetRegistryProvider } from '../../widgets/WidgetRegistryContext.tsx';
import NotBuiltScreen from '../NotBuiltScreen.tsx';
import type { ScreenProps } from '../screenProps.ts';
import { TaskDocuments } from './TaskDocuments.tsx';
import { TaskRowActions } from './TaskRowActions.tsx';
import { TicketActions } from './TicketActions.tsx';
import { TaskSelectionContext } from './taskSelection.ts';
import { listPathAbove } from './ticketPages.ts';

// What the generic screens need around them, as ViewRenderer gives its views.
const provider = createHttpDataProvider(definitions);
const widgets = createWidgetRegistry();
const OPEN = 2;

/** A resource without its create action: its section offers no Add. */
const withoutCreate = (resource: LoadedResource): LoadedResource => {
  const { create: _create, ...actions } = resource.actions;
  return { ...resource, actions };
};

/** The comments as a handler writes them: POST /sso/support/comments/admin/{ticket id}. */
const asAdmin = (resource: LoadedResource): LoadedResource =>
  resource.actions.adminCreate ? { ...resource, actions: { ...resource.actions, create: resource.actions.adminCreate } } : resource;

function useTicketExtensions(ticket: LoadedResource, id: string): DetailExtensions {
  const user = useSessionStore((state) => state.user);
  const record = useRecord(ticket, id).data;
  const stage = Number(record?.stage);
  const open = Number(record?.status) === OPEN;
  const tier = approvalTiers[stage];
  const myTurn = open && !!tier && canAccess(tier.access, user);
  const adminComments = !!ticket && canAccess(definitions.resources.support_comment?.actions.adminCreate?.access ?? 'nobody', user);
  // Views made once per resource and answer: the lists keep their columns while nothing changes.
  const views = useMemo(() => new Map<string, LoadedResource>(), []);
  const viewOf = useCallback(
    (key: string, make: () => LoadedResource) => {
      let view = views.get(key);
      if (!view) views.set(key, (view = make()));
      return view;
    },
    [views],
  );
  return useMemo<DetailExtensions>(
    () => ({
      actions: (shown) => <TicketActions ticket={ticket} record={shown} />,
      childResource: (child) => {
        if (child.id === 'support_approval' && !myTurn) return viewOf('approval:closed', () => withoutCreate(child));
        if (child.id === 'support_comment' && adminComments) return viewOf('comment:admin', () => asAdmin(child));
        if (child.id === 'support_task' && !open) return viewOf('task:closed', () => withoutCreate(child));
        return child;
      },
      rowExtras: (child, row): ReactNode => (child.id === 'support_task' ? <TaskRowActions task={child} row={row} /> : null),
      after: (child, shown) => {
        const documents = definitions.resources.support_task_document;
        return child.id === 'support_task' && documents ? <TaskDocuments definitions={definitions} documents={documents} ticket={shown} /> : null;
      },
      childCreate: {
        preset: (child) => (child.id === 'support_approval' && tier ? { type: 'ticket', tier: stage, ...(tier.role === 'pic' && user ? { pic: user.username } : {}) } : undefined),
        // A discussion's and a comment's model is the ticket; the spec's body names it, the form need not ask.
        fixed: (child) => (child.fields.properties.model && child.parent?.foreignKey === 'model_id' ? { model: 'ticket' } : undefined),
        // An approval moves the ticket's stage: the ticket and its next approver's form follow.
        onSaved: (child) => void (child.id === 'support_approval' && reloadResource('support_ticket')),
      },
    }),
    [ticket, myTurn, adminComments, open, tier, stage, user, viewOf],
  );
}

function TicketDetail({ page, ticket, id, backTo }: { page: ScreenProps['page']; ticket: LoadedResource; id: string; backTo?: string }) {
  const extensions = useTicketExtensions(ticket, id);
  const [task, select] = useState<RecordRow | undefined>();
  const selection = useMemo(() => ({ task, select }), [task]);
  return (
    <TaskSelectionContext.Provider value={selection}>
      <DetailScreen definitions={definitions} page={page} resource={ticket} id={id} backTo={backTo} extensions={extensions} />
    </TaskSelectionContext.Provider>
  );
}

export default function SupportTicketDetailScreen(props: ScreenProps) {
  const { page, params } = props;
  // A screen page loads no resource by itself: the support module is fetched here.
  const loaded = useSWR(['definitions', 'support_ticket'], () => loadResourceDefinitions('support_ticket').then(() => definitions.resources.support_ticket), { revalidateOnFocus: false });
  const ticket = loaded.data;
  const id = params.parameter ?? params.uuid;
  const requesterPage = page.path.includes(':parameter');
  // The requester's page is the list of their tickets too, opening each on this same address.
  const listPage = useMemo(() => ({ ...page, view: { kind: 'list' as const, resource: 'support_ticket', action: 'userList', recordParam: 'parameter' } }), [page]);
  if (!ticket) return loaded.isLoading ? <Spinner size="medium" style={{ padding: 48 }} /> : <NotBuiltScreen {...props} />;
  return (
    <DataProviderProvider value={provider}>
      <WidgetRegistryProvider registry={widgets}>
        <ConfirmProvider confirmations={definitions.app.confirmations}>
          {id ? (
            <TicketDetail key={`${page.path}:${id}`} page={page} ticket={ticket} id={id} backTo={requesterPage ? fillPath(page) : listPathAbove(page)} />
          ) : (
            <ListScreen key={page.path} definitions={definitions} page={listPage} resource={ticket} />
          )}
        </ConfirmProvider>
      </WidgetRegistryProvider>
    </DataProviderProvider>
  );
}
