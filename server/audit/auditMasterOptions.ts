/**
 * GET /sso/audit/master-options (modules.md section 3): every option list the audit screens
 * choose from, in one answer: department, sub_department, office, jenis (audit types),
 * category, status_temuan (finding statuses), status_audit (the audit status master, narrowed
 * for audit team members as the auditStatus source is), users, users_spi (the accounts of the
 * internal audit unit, department code SPI) and tahun (the years of app.json). Each list is
 * { value, label }; sub_department items also carry their department_id.
 */
import { sql } from 'kysely';
import type { LoadedDefinitions } from '../../engine/definitions/model.ts';
import type { Principal } from '../auth/principal.ts';
import type { Database } from '../db/database.ts';
import type { StorageModel } from '../resources/storageModel.ts';
import { auditStatus } from './auditStatusSource.ts';

interface Item {
  readonly value: number | string;
  readonly label: string;
  readonly department_id?: number;
}

function fixedValues(definitions: LoadedDefinitions, resource: string, field: string): { value: number | string; label: string }[] {
  const options = definitions.resources[resource]?.fields.properties[field]?.['x-options'];
  return options && 'values' in options ? (options.values ?? []).map((o) => ({ value: o.value as number | string, label: String(o.label) })) : [];
}

export async function auditMasterOptions(db: Database, definitions: LoadedDefinitions, models: ReadonlyMap<string, StorageModel>, principal: Principal): Promise<Record<string, Item[]>> {
  const rows = async <T>(query: ReturnType<typeof sql<T>>) => (await query.execute(db)).rows;
  const department = await rows<Item>(sql`select id as value, name as label from department where status = 1 order by name`);
  const sub_department = await rows<Item>(sql`select id as value, name as label, department_id from sub_department where status = 1 order by name`);
  const office = await rows<Item>(sql`select id as value, name as label from office where status = 1 order by id`);
  const category = await rows<Item>(sql`select id as value, category as label from audit_category order by id`);
  const users = await rows<Item>(sql`select username as value, coalesce(nullif(name, ''), username) as label from users where disabled = false order by name`);
  const users_spi = await rows<Item>(sql`
    select u.username as value, coalesce(nullif(u.name, ''), u.username) as label
      from users u join department d on d.bidang_id = u.bidang_id
     where u.disabled = false and d.code = 'SPI' order by u.name`);
  const status_audit = await auditStatus.answer({ db, definitions, models }, { query: { status: '' }, principal });
  const range = definitions.app.constants?.years as { from: number; to: number } | undefined;
  const tahun = range ? Array.from({ length: range.to - range.from + 1 }, (_, i) => ({ value: range.from + i, label: String(range.from + i) })) : [];
  return {
    department,
    sub_department,
    office,
    jenis: fixedValues(definitions, 'audit_main', 'type'),
    category,
    status_temuan: fixedValues(definitions, 'audit_temuan', 'status_temuan'),
    status_audit: status_audit.map((s) => ({ value: s.value as number, label: String(s.label) })),
    users,
    users_spi,
    tahun,
  };
}
