/**
 * The code a page needs, started by the route loader so it downloads in parallel with the page's
 * definitions and its first data request instead of one lazy chunk after another. The imports
 * name the same files as the lazy components that render them (ViewRenderer's screens, the
 * screen registry), so each chunk is fetched once and the components find it loaded.
 */
import type { LoadedPage } from '../../engine/definitions/model.ts';
import type { ScreenName } from '../../engine/registryKeys.ts';

/** The screen registry's chunks (renderer/screens/screenRegistry.tsx), by screen name. */
const screenChunks: Record<ScreenName, () => Promise<unknown>> = {
  login: () => import('../screens/login/LoginScreen.tsx'),
  dashboardV1: () => import('../screens/dashboard/DashboardV1Screen.tsx'),
  profile: () => import('../screens/profile/ProfileScreen.tsx'),
  changePassword: () => import('../screens/changePassword/ChangePasswordScreen.tsx'),
  supportTicketDetail: () => import('../screens/support/SupportTicketDetailScreen.tsx'),
  supportStatistic: () => import('../screens/support/SupportStatisticScreen.tsx'),
  supportTicketList: () => import('../screens/support/SupportTicketListScreen.tsx'),
  archiveExplorer: () => import('../screens/archive/ArchiveExplorerScreen.tsx'),
  archiveSpreadsheet: () => import('../screens/archive/ArchiveSpreadsheetScreen.tsx'),
  archiveUniverse: () => import('../screens/archive/ArchiveUniverseScreen.tsx'),
  archiveStatisticUser: () => import('../screens/archive/ArchiveStatisticUserScreen.tsx'),
  archiveInfo: () => import('../screens/archive/ArchiveInfoScreen.tsx'),
  archiveIndexOld: () => import('../screens/archive/ArchiveIndexOldScreen.tsx'),
  ppStatistic: () => import('../screens/pp/PpStatisticScreen.tsx'),
  ppStatisticOffice: () => import('../screens/pp/PpStatisticOfficeScreen.tsx'),
  dmsDocuments: () => import('../screens/dms/DmsDocumentsScreen.tsx'),
  dmsDocumentBox: () => import('../screens/dms/DocumentBoxScreen.tsx'),
  dmsDocumentDetail: () => import('../screens/dms/DocumentDetailScreen.tsx'),
  dmsArchiveSubmission: () => import('../screens/dms/ArchiveSubmissionScreen.tsx'),
  dmsReport: () => import('../screens/dms/ReportScreen.tsx'),
  dispositionInbox: () => import('../screens/disposisi/DispositionInboxScreen.tsx'),
  dispositionMessage: () => import('../screens/disposisi/DispositionMessageScreen.tsx'),
  incomingMail: () => import('../screens/disposisi/IncomingMailScreen.tsx'),
  incomingLetter: () => import('../screens/disposisi/IncomingLetterScreen.tsx'),
  unreadDispositions: () => import('../screens/disposisi/UnreadDispositionsScreen.tsx'),
  dispositionMonitoring: () => import('../screens/disposisi/DispositionMonitoringScreen.tsx'),
  helpdeskDashboard: () => import('../screens/helpdesk/HelpdeskDashboardScreen.tsx'),
  helpdeskQueue: () => import('../screens/helpdesk/HelpdeskQueueScreen.tsx'),
  helpdeskReport: () => import('../screens/helpdesk/HelpdeskReportScreen.tsx'),
};

export function preloadSignInChunks(): Promise<unknown> {
  return screenChunks.login();
}

/** Starts the page's chunks; settles when they are in (a failure is left to the lazy component, which shows it). */
export function preloadPageChunks(page: LoadedPage, params: Readonly<Record<string, string | undefined>>): Promise<unknown> {
  const view = page.view;
  if (!view) return Promise.resolve();
  if (view.kind === 'screen') return (screenChunks[view.screen as ScreenName]?.() ?? Promise.resolve()).catch(() => undefined);
  const loads: Promise<unknown>[] = [import('../generic/ViewRenderer.tsx')];
  if (view.kind === 'list') loads.push(view.recordParam && params[view.recordParam] ? import('../generic/DetailScreen.tsx') : import('../generic/list/ListScreen.tsx'));
  else if (view.kind === 'form') loads.push(import('../generic/loadFormScreen.tsx').then((m) => m.loadFormScreen()));
  else if (view.kind === 'detail') loads.push(import('../generic/DetailScreen.tsx'));
  else if (view.kind === 'dashboard') loads.push(import('../generic/DashboardScreen.tsx'));
  return Promise.all(loads).catch(() => undefined);
}
