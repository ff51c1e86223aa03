/**
 * The hand-written screens a page may name (`view: { kind: 'screen', screen }`), keyed by the
 * ScreenName list of engine/registryKeys.ts so a missing screen fails the typecheck. Made by a
 * factory and handed down by context; nothing registers itself on import. Each screen is a
 * lazy chunk, loaded on its first visit.
 */
import { createContext, lazy, useContext, type ComponentType, type LazyExoticComponent } from 'react';
import type { ScreenName } from '../../engine/registryKeys.ts';
import { screenNames } from '../../engine/registryKeys.ts';
import type { ScreenProps } from './screenProps.ts';

export type ScreenComponent = LazyExoticComponent<ComponentType<ScreenProps>>;
export type ScreenRegistry = Readonly<Record<ScreenName, ScreenComponent>>;

export function createScreenRegistry(): ScreenRegistry {
  return {
    login: lazy(() => import('./login/LoginScreen.tsx')),
    dashboardV1: lazy(() => import('./dashboard/DashboardV1Screen.tsx')),
    profile: lazy(() => import('./profile/ProfileScreen.tsx')),
    changePassword: lazy(() => import('./changePassword/ChangePasswordScreen.tsx')),
    supportTicketDetail: lazy(() => import('./support/SupportTicketDetailScreen.tsx')),
    supportStatistic: lazy(() => import('./support/SupportStatisticScreen.tsx')),
    supportTicketList: lazy(() => import('./support/SupportTicketListScreen.tsx')),
    archiveExplorer: lazy(() => import('./archive/ArchiveExplorerScreen.tsx')),
    archiveSpreadsheet: lazy(() => import('./archive/ArchiveSpreadsheetScreen.tsx')),
    archiveUniverse: lazy(() => import('./archive/ArchiveUniverseScreen.tsx')),
    archiveStatisticUser: lazy(() => import('./archive/ArchiveStatisticUserScreen.tsx')),
    archiveInfo: lazy(() => import('./archive/ArchiveInfoScreen.tsx')),
    archiveIndexOld: lazy(() => import('./archive/ArchiveIndexOldScreen.tsx')),
    ppStatistic: lazy(() => import('./pp/PpStatisticScreen.tsx')),
    ppStatisticOffice: lazy(() => import('./pp/PpStatisticOfficeScreen.tsx')),
    dmsDocuments: lazy(() => import('./dms/DmsDocumentsScreen.tsx')),
    dmsDocumentBox: lazy(() => import('./dms/DocumentBoxScreen.tsx')),
    dmsDocumentDetail: lazy(() => import('./dms/DocumentDetailScreen.tsx')),
    dmsArchiveSubmission: lazy(() => import('./dms/ArchiveSubmissionScreen.tsx')),
    dmsReport: lazy(() => import('./dms/ReportScreen.tsx')),
    dispositionInbox: lazy(() => import('./disposisi/DispositionInboxScreen.tsx')),
    dispositionMessage: lazy(() => import('./disposisi/DispositionMessageScreen.tsx')),
    incomingMail: lazy(() => import('./disposisi/IncomingMailScreen.tsx')),
    incomingLetter: lazy(() => import('./disposisi/IncomingLetterScreen.tsx')),
    unreadDispositions: lazy(() => import('./disposisi/UnreadDispositionsScreen.tsx')),
    dispositionMonitoring: lazy(() => import('./disposisi/DispositionMonitoringScreen.tsx')),
    helpdeskDashboard: lazy(() => import('./helpdesk/HelpdeskDashboardScreen.tsx')),
    helpdeskQueue: lazy(() => import('./helpdesk/HelpdeskQueueScreen.tsx')),
    helpdeskReport: lazy(() => import('./helpdesk/HelpdeskReportScreen.tsx')),
  };
}

export function isScreenName(name: string): name is ScreenName {
  return (screenNames as readonly string[]).includes(name);
}

export const ScreenRegistryContext = createContext<ScreenRegistry | null>(null);

export function useScreenRegistry(): ScreenRegistry {
  const registry = useContext(ScreenRegistryContext);
  if (!registry) throw new Error('useScreenRegistry needs a ScreenRegistryContext provider');
  return registry;
}
