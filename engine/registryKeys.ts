/**
 * The names a definition may use for hand-written extensions. The renderer's and the server's
 * registries are typed by these lists (`Record<WidgetName, ...>`), so a name listed here without
 * an implementation fails the typecheck, and a name used in a definition but missing here fails
 * the definitions lint.
 */
export const widgetNames = [
  'text',
  'textarea',
  'password',
  'number',
  'date',
  'datetime',
  'checkbox',
  'select',
  'multiselect',
  'permissionPicker',
  'treeSelect',
  'file',
  'radio',
] as const;
export type WidgetName = (typeof widgetNames)[number];

/** Server effects run after a write or a workflow transition. */
export const effectNames = [
  'auditTrail',
  'notifyRecipients',
  'queueJob',
  'markRead',
  'startTaskClock',
  'storeAttachments',
  'recordStatusChange',
  'endAccountSessions',
  'softDelete',
  'restoreDeleted',
  'supportTicketStage',
  'supportApprovalStage',
  'supportCommentText',
  'helpdeskStamps',
  'messagingBlastSend',
  'dermaRiskLevel',
] as const;
export type EffectName = (typeof effectNames)[number];

/** Option sources answered by hand-written server code (everything else is a resource). */
export const optionSourceNames = [
  'archiveClassification',
  'archiveLocation',
  'directorDepartments',
  'supportPic',
  'supportStatus',
  'supportType',
  'dispositionGroup',
  'dispositionPositions',
  'dispositionHashtags',
  'dispositionPriority',
  'subDepartments',
  'kepesertaanCity',
  'kepesertaanPk',
  'kepesertaanProvince',
  'years',
  'accountNames',
  'auditStatus',
] as const;
export type OptionSourceName = (typeof optionSourceNames)[number];

/** Remote field checks. */
export const checkNames = ['participantNumber', 'mailingNumber'] as const;
export type CheckName = (typeof checkNames)[number];

/** Hand-written screens a page may name. */
export const screenNames = [
  'login',
  'dashboardV1',
  'profile',
  'changePassword',
  'supportTicketDetail',
  'supportStatistic',
  'supportTicketList',
  'dispositionInbox',
  'dispositionMessage',
  'incomingMail',
  'incomingLetter',
  'unreadDispositions',
  'dispositionMonitoring',
  'archiveExplorer',
  'archiveSpreadsheet',
  'archiveUniverse',
  'archiveStatisticUser',
  'archiveInfo',
  'archiveIndexOld',
  'ppStatistic',
  'ppStatisticOffice',
  'dmsDocuments',
  'dmsDocumentBox',
  'dmsDocumentDetail',
  'dmsArchiveSubmission',
  'dmsReport',
  'helpdeskDashboard',
  'helpdeskQueue',
  'helpdeskReport',
  'csReport', 'messagingStatistic', 'setupEngine', 'templateAccordion', 'templateBlank', 'templateAjax', 'templateIssueDetails', 'publicHome', 'publicSignature', 'publicResetPassword', 'publicSharing',
  'advDashboard',
  'advStatistic',
  'advBankStatistic',
  'depsReport',
  'hrPerformance',
  'myDeps',
  'skdStatistic',
  'auditDashboard',
  'doraDashboard',
  'dataValidasiDashboard',
  'rekonsiliasiStatistic',
  'rekonsiliasiSearch',
  'reportingReport',
  'dermaHome', 'dermaInformations', 'dermaSetup', 'dermaRiskStage', 'dermaReport',
] as const;
export type ScreenName = (typeof screenNames)[number];

/** Sources of sidebar badge counts. */
export const badgeNames = ['supportOpenNotifications', 'dispositionNotifications', 'smrNotifications'] as const;
export type BadgeName = (typeof badgeNames)[number];
