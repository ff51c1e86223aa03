/**
 * One helpdesk report as SQL over the tickets: the declaration's grouping and figures, the
 * caller's filters (period, channel, status) and the ticket row rule (a requester counts only
 * their own tickets; a handler every ticket). Only fixed SQL fragments of this file reach the
 * query; filter values are parameters.
 */
import { sql, type AliasedRawBuilder, type RawBuilder } from 'kysely';
import { hasPermission } from '../../engine/permissions/evaluate.ts';
import type { Principal } from '../auth/principal.ts';
import type { Database } from '../db/database.ts';
import { badRequest } from '../http/errors.ts';
import { helpdeskReports, type HelpdeskReportName, type ReportGroup, type ReportMeasure } from './helpdeskReportCatalogue.ts';

/** Holders see every ticket (the ticket resource's rows.unless). */
export const ticketHandlerPermission = 'supporting_view.ticket_handler';

export interface ReportFilters {
  readonly from?: string;
  readonly to?: string;
  readonly channel?: string;
  readonly status?: readonly number[];
}

export interface ReportColumn {
  readonly key: string;
  /** text: as it is; number: a figure; option: a locale key prefix + the value (helpdesk.ticket.channel.) */
  readonly kind: 'text' | 'number' | 'option';
  readonly optionPrefix?: string;
}

export interface ReportResult {
  readonly name: HelpdeskReportName;
  readonly columns: ReportColumn[];
  readonly rows: Record<string, string | number | null>[];
  readonly totals: Record<string, number | null>;
  readonly chart: string;
  /** the channel the report is fixed to, if any */
  readonly channel: string | null;
  /** rows in time order (the latest last) rather than by the chart's figure, largest first */
  readonly chronological: boolean;
}

interface GroupSql {
  readonly columns: ReportColumn[];
  readonly select: AliasedRawBuilder<unknown, string>[];
  readonly joins: RawBuilder<unknown>;
  readonly where?: RawBuilder<unknown>;
}

const day = sql`to_char(t.created_at at time zone 'UTC', 'YYYY-MM-DD')`;
const handlerName = sql`coalesce(hu.name, t.handler)`;
const handlerJoin = sql`left join users hu on hu.username = t.handler`;
const noJoin = sql``;

function named(table: string, foreignKey: string, key: string): GroupSql {
  return {
    columns: [{ key, kind: 'text' }],
    select: [sql`m.name`.as(key)],
    joins: sql`left join ${sql.table(table)} m on m.id = ${sql.ref(`t.${foreignKey}`)}`,
  };
}

const groups: Record<ReportGroup, () => GroupSql> = {
  channel: () => ({ columns: [{ key: 'channel', kind: 'option', optionPrefix: 'helpdesk.ticket.channel.' }], select: [sql`t.channel`.as('channel')], joins: noJoin }),
  month: () => ({ columns: [{ key: 'month', kind: 'text' }], select: [sql`to_char(t.created_at at time zone 'UTC', 'YYYY-MM')`.as('month')], joins: noJoin }),
  day: () => ({ columns: [{ key: 'day', kind: 'text' }], select: [day.as('day')], joins: noJoin }),
  handler: () => ({ columns: [{ key: 'handler', kind: 'text' }], select: [handlerName.as('handler')], joins: handlerJoin, where: sql`t.handler is not null` }),
  day_handler: () => ({
    columns: [{ key: 'day', kind: 'text' }, { key: 'handler', kind: 'text' }],
    select: [day.as('day'), handlerName.as('handler')],
    joins: handlerJoin,
    where: sql`t.handler is not null`,
  }),
  problem: () => named('helpdesk_problem_classification', 'problem_classification_id', 'problem'),
  department: () => named('helpdesk_department_classification', 'department_classification_id', 'department'),
  ticket_classification: () => named('helpdesk_ticket_classification', 'ticket_classification_id', 'ticket_classification'),
  requester: () => ({ columns: [{ key: 'requester', kind: 'text' }], select: [sql`coalesce(ru.name, t.created_by)`.as('requester')], joins: sql`left join users ru on ru.username = t.created_by` }),
  asset: () => named('helpdesk_asset', 'asset_id', 'asset'),
  platform: () => named('helpdesk_platform', 'platform_id', 'platform'),
  rating: () => ({ columns: [{ key: 'rating', kind: 'option', optionPrefix: 'helpdesk.ticket.rating.' }], select: [sql`t.rating`.as('rating')], joins: noJoin, where: sql`t.rating is not null` }),
};

const measures: Record<ReportMeasure, RawBuilder<unknown>> = {
  total: sql`count(*)::int`,
  open: sql`(count(*) filter (where t.status = 1))::int`,
  progress: sql`(count(*) filter (where t.status = 2))::int`,
  done: sql`(count(*) filter (where t.status = 3))::int`,
  closed: sql`(count(*) filter (where t.status = 4))::int`,
  cancelled: sql`(count(*) filter (where t.status = 5))::int`,
  unresolved: sql`(count(*) filter (where t.status in (1, 2)))::int`,
  rated: sql`count(t.rating)::int`,
  rating_avg: sql`round(avg(t.rating)::numeric, 2)::float8`,
  support: sql`(count(*) filter (where t.channel = 'support'))::int`,
  rental: sql`(count(*) filter (where t.channel = 'rental'))::int`,
  vc: sql`(count(*) filter (where t.channel = 'vc'))::int`,
  recorded: sql`(count(*) filter (where t.recording_status_id in (2, 3)))::int`,
};

const datePattern = /^\d{4}-\d{2}-\d{2}$/;
const channels = ['support', 'rental', 'vc'];

/** The query string's filters, checked: a 400 naming the bad one, never a 500. */
export function reportFilters(query: Record<string, unknown>): ReportFilters {
  const text = (name: string) => {
    const value = query[name];
    return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
  };
  const from = text('from');
  const to = text('to');
  for (const [name, value] of [['from', from], ['to', to]] as const) {
    if (value !== undefined && (!datePattern.test(value) || Number.isNaN(Date.parse(value)))) throw badRequest(`${name} must be a date (YYYY-MM-DD)`);
  }
  const channel = text('channel');
  if (channel !== undefined && !channels.includes(channel)) throw badRequest(`channel must be one of ${channels.join(', ')}`);
  const rawStatus = query['status[]'] ?? query.status;
  const statusList = (Array.isArray(rawStatus) ? rawStatus : rawStatus === undefined || rawStatus === '' ? [] : [rawStatus]).map(String);
  const status = statusList.map(Number);
  if (status.some((value) => !Number.isInteger(value) || value < 1 || value > 5)) throw badRequest('status must be 1 to 5');
  return { from, to, channel, status };
}

function conditions(name: HelpdeskReportName, filters: ReportFilters, principal: Principal, group: GroupSql): RawBuilder<unknown> {
  const declared = helpdeskReports[name];
  const parts: RawBuilder<unknown>[] = [];
  const channel = 'channel' in declared ? declared.channel : filters.channel;
  if (channel) parts.push(sql`t.channel = ${channel}`);
  if (filters.from) parts.push(sql`t.created_at >= ${filters.from}::date`);
  if (filters.to) parts.push(sql`t.created_at < ${filters.to}::date + 1`);
  if (filters.status?.length) parts.push(sql`t.status in (${sql.join(filters.status)})`);
  if (!hasPermission(ticketHandlerPermission, principal)) parts.push(sql`t.created_by = ${principal.username}`);
  if (group.where) parts.push(group.where);
  return parts.length ? sql.join(parts, sql` and `) : sql`true`;
}

export async function runHelpdeskReport(db: Database, name: HelpdeskReportName, filters: ReportFilters, principal: Principal): Promise<ReportResult> {
  const declared = helpdeskReports[name];
  const group = groups[declared.group]();
  const chart: ReportMeasure = 'chart' in declared ? (declared.chart as ReportMeasure) : 'total';
  const where = conditions(name, filters, principal, group);
  const figures = declared.measures.map((measure) => measures[measure].as(measure));
  const keys = group.columns.map((_, i) => sql.raw(String(i + 1)));
  const chronological = 'chronological' in declared && declared.chronological;
  const order = chronological ? sql.join(keys) : sql`${sql.ref(chart)} desc, ${sql.join(keys)}`;
  const rows = await sql<Record<string, string | number | null>>`
    select ${sql.join([...group.select, ...figures])}
    from helpdesk_ticket t ${group.joins}
    where ${where}
    group by ${sql.join(keys)}
    order by ${order}
    limit 1000`.execute(db);
  const totals = await sql<Record<string, number | null>>`
    select ${sql.join(figures)} from helpdesk_ticket t ${group.joins} where ${where}`.execute(db);
  return {
    name,
    columns: [...group.columns, ...declared.measures.map((key): ReportColumn => ({ key, kind: 'number' }))],
    rows: rows.rows,
    totals: totals.rows[0] ?? {},
    chart,
    channel: 'channel' in declared ? declared.channel : null,
    chronological,
  };
}
