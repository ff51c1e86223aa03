/**
 * The hand-written screens a page may name (`view: { kind: 'screen', screen }`), keyed by the
 * ScreenName list of engine/registryKeys.ts so a missing screen fails the typecheck. Handed down
 * by context; nothing registers itself on import. Each screen is a lazy chunk, loaded on its
 * first visit (preloaded by the route loader, routeChunks.ts).
 */
import { dermaScreens } from './derma/dermaScreens.ts';
import { createContext, useContext } from 'react';
import type { ScreenName } from '../../engine/registryKeys.ts';
import { screenNames } from '../../engine/registryKeys.ts';
import type { ScreenProps } from './screenProps.ts';
import { preloadedLazy, type PreloadedLazy } from '../routing/preloadedLazy.tsx';

export type ScreenComponent = PreloadedLazy<ScreenProps>;
export type ScreenRegistry = Readonly<Record<ScreenName, ScreenComponent>>;

// One set for the page: the route loader preloads a screen's chunk (routeChunks.ts) and the
// registry's component then draws it without suspending.
const screens: ScreenRegistry = {
  login: preloadedLazy(() => import('./login/LoginScreen.tsx')),
  dashboardV1: preloadedLazy(() => import('./dashboard/DashboardV1Screen.tsx')),
  profile: preloadedLazy(() => import('./profile/ProfileScreen.tsx')),
  changePassword: preloadedLazy(() => import('./changePassword/ChangePasswordScreen.tsx')),
  supportTicketDetail: preloadedLazy(() => import('./support/SupportTicketDetailScreen.tsx')),
  supportStatistic: preloadedLazy(() => import('./support/SupportStatisticScreen.tsx')),
  supportTicketList: preloadedLazy(() => import('./support/SupportTicketListScreen.tsx')),
  archiveExplorer: preloadedLazy(() => import('./archive/ArchiveExplorerScreen.tsx')),
  archiveSpreadsheet: preloadedLazy(() => import('./archive/ArchiveSpreadsheetScreen.tsx')),
  archiveUniverse: preloadedLazy(() => import('./archive/ArchiveUniverseScreen.tsx')),
  archiveStatisticUser: preloadedLazy(() => import('./archive/ArchiveStatisticUserScreen.tsx')),
  archiveInfo: preloadedLazy(() => import('./archive/ArchiveInfoScreen.tsx')),
  archiveIndexOld: preloadedLazy(() => import('./archive/ArchiveIndexOldScreen.tsx')),
  ppStatistic: preloadedLazy(() => import('./pp/PpStatisticScreen.tsx')),
  ppStatisticOffice: preloadedLazy(() => import('./pp/PpStatisticOfficeScreen.tsx')),
  dmsDocuments: preloadedLazy(() => import('./dms/DmsDocumentsScreen.tsx')),
  dmsDocumentBox: preloadedLazy(() => import('./dms/DocumentBoxScreen.tsx')),
  dmsDocumentDetail: preloadedLazy(() => import('./dms/DocumentDetailScreen.tsx')),
  dmsArchiveSubmission: preloadedLazy(() => import('./dms/ArchiveSubmissionScreen.tsx')),
  dmsReport: preloadedLazy(() => import('./dms/ReportScreen.tsx')),
  dispositionInbox: preloadedLazy(() => import('./disposisi/DispositionInboxScreen.tsx')),
  dispositionMessage: preloadedLazy(() => import('./disposisi/DispositionMessageScreen.tsx')),
  incomingMail: preloadedLazy(() => import('./disposisi/IncomingMailScreen.tsx')),
  incomingLetter: preloadedLazy(() => import('./disposisi/IncomingLetterScreen.tsx')),
  unreadDispositions: preloadedLazy(() => import('./disposisi/UnreadDispositionsScreen.tsx')),
  dispositionMonitoring: preloadedLazy(() => import('./disposisi/DispositionMonitoringScreen.tsx')),
  helpdeskDashboard: preloadedLazy(() => import('./helpdesk/HelpdeskDashboardScreen.tsx')),
  helpdeskQueue: preloadedLazy(() => import('./helpdesk/HelpdeskQueueScreen.tsx')),
  helpdeskReport: preloadedLazy(() => import('./helpdesk/HelpdeskReportScreen.tsx')),
  csReport: preloadedLazy(() => import('./cs/CsReportScreen.tsx')),
  messagingStatistic: preloadedLazy(() => import('./messaging/MessagingStatisticScreen.tsx')),
  setupEngine: preloadedLazy(() => import('./setup/SetupEngineScreen.tsx')),
  templateAccordion: preloadedLazy(() => import('./template/TemplateAccordionScreen.tsx')),
  templateBlank: preloadedLazy(() => import('./template/TemplateBlankScreen.tsx')),
  templateAjax: preloadedLazy(() => import('./template/TemplateAjaxScreen.tsx')),
  templateIssueDetails: preloadedLazy(() => import('./template/TemplateIssueDetailsScreen.tsx')),
  publicHome: preloadedLazy(() => import('./public/PublicHomeScreen.tsx')),
  publicSignature: preloadedLazy(() => import('./public/PublicSignatureScreen.tsx')),
  publicResetPassword: preloadedLazy(() => import('./public/PublicResetPasswordScreen.tsx')),
  publicSharing: preloadedLazy(() => import('./public/PublicSharingScreen.tsx')),
  advDashboard: preloadedLazy(() => import('./adv/AdvDashboardScreen.tsx')),
  advStatistic: preloadedLazy(() => import('./adv/AdvStatisticScreen.tsx')),
  advBankStatistic: preloadedLazy(() => import('./adv/AdvBankStatisticScreen.tsx')),
  depsReport: preloadedLazy(() => import('./hr/DepsReportScreen.tsx')),
  hrPerformance: preloadedLazy(() => import('./hr/PerformanceScreen.tsx')),
  myDeps: preloadedLazy(() => import('./hr/MyDepsScreen.tsx')),
  skdStatistic: preloadedLazy(() => import('./skd/SkdStatisticScreen.tsx')),
  auditDashboard: preloadedLazy(() => import('./audit/AuditDashboardScreen.tsx')),
  doraDashboard: preloadedLazy(() => import('./dora/DoraDashboardScreen.tsx')),
  dataValidasiDashboard: preloadedLazy(() => import('./data/ValidasiDashboardScreen.tsx')),
  rekonsiliasiStatistic: preloadedLazy(() => import('./rekonsiliasi/RekonsiliasiStatisticScreen.tsx')),
  rekonsiliasiSearch: preloadedLazy(() => import('./rekonsiliasi/RekonsiliasiSearchScreen.tsx')),
  reportingReport: preloadedLazy(() => import('./reporting/ReportingScreen.tsx')),
  ...dermaScreens,
};

export function createScreenRegistry(): ScreenRegistry {
  return screens;
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
