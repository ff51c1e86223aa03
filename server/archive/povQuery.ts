/**
 * The query of GET /sso/archive/pov/index: the node chosen in the sidebar (active_ruangan,
 * active_rak, active_odner; active_classification on the classification view), the generic list
 * query (paging[], sorter[], q, filter[key]) and the spec's flat Archive filter names (page,
 * perpage, field, type, and each filter key given bare: retensi=EXPIRED), plus `export` (the
 * same rows as .xlsx) and `trash` (the soft-deleted records, to restore them). The list part is
 * checked by the one list checker, so only declared filters and sort fields reach SQL.
 */
import { sql, type Expression, type SqlBool } from 'kysely';
import type { FastifyRequest } from 'fastify';
import { checkListQuery, type CheckedListQuery } from '../../engine/listQuery/checkListQuery.ts';
import { decodeListQueryDetailed } from '../../engine/listQuery/listQuery.ts';
import type { Database } from '../db/database.ts';
import { resourceDb } from '../db/database.ts';
import { badQuery } from '../http/errors.ts';
import { maxPageSize } from '../resources/listRecords.ts';
import { allOf, deletedCondition, recordColumn, type ArchiveModels } from './archiveModel.ts';

export interface PovQuery {
  readonly list: CheckedListQuery;
  /** the sidebar node and the deleted-or-not choice, as one condition */
  readonly scope: Expression<SqlBool>;
  readonly exportFile: boolean;
  readonly trash: boolean;
}

const activeKeys = ['active_ruangan', 'active_rak', 'active_odner', 'active_classification'] as const;
const flagKeys = ['export', 'trash'] as const;
const flatPaging = ['page', 'perpage', 'field', 'type'] as const;

const isOn = (value: string | null) => value !== null && ['1', 'true', 'yes'].includes(value.toLowerCase());

function positiveId(name: string, text: string): number {
  if (!/^\d{1,9}$/.test(text) || Number(text) < 1) throw badQuery('Invalid list query', [`${name} must be an id: ${text.slice(0, 40)}`]);
  return Number(text);
}

/** The flat spec names turned into the generic query's own, so one checker sees them all. */
function genericParams(params: URLSearchParams, filterKeys: ReadonlySet<string>): URLSearchParams {
  const generic = new URLSearchParams();
  const page = params.get('page');
  const perpage = params.get('perpage');
  const field = params.get('field');
  const type = params.get('type');
  for (const [name, value] of params) {
    if ((activeKeys as readonly string[]).includes(name) || (flagKeys as readonly string[]).includes(name)) continue;
    if ((flatPaging as readonly string[]).includes(name)) continue;
    if (filterKeys.has(name)) generic.append(`filter[${name}]`, value);
    else generic.append(name, value);
  }
  if (perpage !== null || page !== null) {
    generic.delete('paging[]');
    generic.append('paging[]', perpage ?? '10');
    generic.append('paging[]', page ?? '1');
  }
  if (field !== null) {
    generic.delete('sorter[]');
    generic.append('sorter[]', field);
    generic.append('sorter[]', type ?? 'desc');
  }
  return generic;
}

/** Which level of the classification tree an entry is on decides the record column it matches. */
async function classificationCondition(db: Database, models: ArchiveModels, id: number): Promise<Expression<SqlBool>> {
  const entry = await resourceDb(db).selectFrom(models.classifications.table).select(['level']).where('id', '=', id).executeTakeFirst();
  if (!entry) throw badQuery('Invalid list query', [`Unknown classification: ${id}`]);
  const field = ['classification', 'classification_detail', 'classification_spesific'][Number(entry.level) - 1] ?? 'classification';
  return sql<SqlBool>`${recordColumn(models.records, field)} = ${id}`;
}

export async function povQuery(db: Database, models: ArchiveModels, request: FastifyRequest): Promise<PovQuery> {
  const at = request.url.indexOf('?');
  const params = new URLSearchParams(at === -1 ? '' : request.url.slice(at + 1));
  const resource = models.records.resource;
  const filterKeys = new Set((resource.list?.filters ?? []).map((f) => f.key));
  const { query, rejectedKeys, otherKeys } = decodeListQueryDetailed(genericParams(params, filterKeys));
  const unknown = [...rejectedKeys, ...otherKeys];
  if (unknown.length) throw badQuery('Invalid list query', unknown.map((key) => `Forbidden query key: ${key.slice(0, 60)}`));
  const checked = checkListQuery(resource, query, { maxPageSize });
  if (!checked.ok) throw badQuery(checked.error.message, checked.error.details);

  const trash = isOn(params.get('trash'));
  const conditions: Expression<SqlBool>[] = [deletedCondition(models.records, trash)];
  const room = params.get('active_ruangan');
  const rack = params.get('active_rak');
  const binder = params.get('active_odner');
  const classification = params.get('active_classification');
  if (room) conditions.push(sql<SqlBool>`${recordColumn(models.records, 'storage_detail')} = ${positiveId('active_ruangan', room)}`);
  if (rack) conditions.push(sql<SqlBool>`${recordColumn(models.records, 'storage_spesific')} = ${positiveId('active_rak', rack)}`);
  if (binder) conditions.push(sql<SqlBool>`${recordColumn(models.records, 'odner')} = ${binder.slice(0, 40)}`);
  if (classification) conditions.push(await classificationCondition(db, models, positiveId('active_classification', classification)));
  return { list: checked.query, scope: allOf(conditions), exportFile: isOn(params.get('export')), trash };
}
