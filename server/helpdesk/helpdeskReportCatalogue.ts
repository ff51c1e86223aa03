/**
 * The twelve helpdesk reports, each one grouping of the tickets and the figures counted per group.
 * One declaration per report, one query builder (helpdeskReportQuery.ts), one screen
 * (renderer/screens/helpdesk/HelpdeskReportScreen.tsx): a new report is a new entry here.
 * Group and measure names are the column keys of the answer and of the locale keys
 * helpdesk.report.column.<key>.
 */

/** How the tickets are grouped: the key columns of each row. */
export type ReportGroup =
  | 'channel'
  | 'month'
  | 'day'
  | 'handler'
  | 'day_handler'
  | 'problem'
  | 'department'
  | 'ticket_classification'
  | 'requester'
  | 'asset'
  | 'platform'
  | 'rating';

/** A figure counted per group. */
export type ReportMeasure =
  | 'total'
  | 'open'
  | 'progress'
  | 'done'
  | 'closed'
  | 'cancelled'
  | 'unresolved'
  | 'rated'
  | 'rating_avg'
  | 'support'
  | 'rental'
  | 'vc'
  | 'recorded';

export interface ReportDeclaration {
  readonly group: ReportGroup;
  readonly measures: readonly ReportMeasure[];
  /** the channel the report is about; the channel filter is then not offered */
  readonly channel?: 'support' | 'rental' | 'vc';
  /** the measure the chart draws; default total */
  readonly chart?: ReportMeasure;
  /** rows in order of the group (a time line) rather than by the chart's figure, largest first */
  readonly chronological?: boolean;
}

const byStatus: readonly ReportMeasure[] = ['total', 'open', 'progress', 'done', 'closed', 'cancelled'];

export const helpdeskReports = {
  general_report: { group: 'channel', measures: [...byStatus, 'rating_avg'] },
  statistic_report: { group: 'month', measures: [...byStatus, 'rating_avg'], chronological: true },
  daily_ticket: { group: 'day', measures: ['total', 'support', 'rental', 'vc', 'unresolved'], chronological: true },
  admin_statistic: { group: 'handler', measures: ['total', 'progress', 'done', 'closed', 'rated', 'rating_avg'] },
  admin_statistic_daily: { group: 'day_handler', measures: ['total', 'done', 'closed'], chronological: true },
  problem_classification: { group: 'problem', measures: ['total', 'unresolved', 'done', 'closed', 'rating_avg'] },
  rating_report: { group: 'rating', measures: ['total', 'support', 'rental', 'vc'], chronological: true },
  sub_department: { group: 'department', measures: ['total', 'unresolved', 'done', 'closed'] },
  support: { group: 'ticket_classification', measures: [...byStatus, 'rating_avg'], channel: 'support' },
  trend_user: { group: 'requester', measures: ['total', 'support', 'rental', 'vc', 'unresolved', 'rating_avg'] },
  assets_rental: { group: 'asset', measures: ['total', 'unresolved', 'closed', 'rating_avg'], channel: 'rental' },
  video_conffrence: { group: 'platform', measures: ['total', 'recorded', 'unresolved', 'closed', 'rating_avg'], channel: 'vc' },
} as const satisfies Record<string, ReportDeclaration>;

export type HelpdeskReportName = keyof typeof helpdeskReports;

export const isHelpdeskReport = (name: string): name is HelpdeskReportName => Object.hasOwn(helpdeskReports, name);
