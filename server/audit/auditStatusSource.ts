/**
 * auditStatus: the audit statuses of the status master (audit_status), as the audit form offers
 * them. modules.md section 4: statuses with id 3 or less are offered only to audit team
 * members, the others see all. We read it as the original did: a team member (who holds
 * AUDIT_admin.main, the auditor's permission) is offered the working statuses up to
 * app.json constants.limits.auditTeamStatusMaxId (planning, fieldwork, reporting); the others
 * (SPI, directors, and the Admin role, who holds every permission) see every status, the
 * closing ones included (docs/decisions-audit.md).
 * Only a form narrows: it sends the record's `status` (dependsOn), and keeps that one offered
 * too; a list or a detail asks without it and gets every status's name.
 */
import { sql } from 'kysely';
import type { LoadedDefinitions } from '../../engine/definitions/model.ts';
import { hasPermission, isAdmin } from '../../engine/permissions/evaluate.ts';
import type { OptionNode } from '../../engine/wire/optionItem.ts';
import type { Principal } from '../auth/principal.ts';
import { resourceDb } from '../db/database.ts';
import type { OptionSource } from '../options/optionSources.ts';

export const auditTeamPermission = 'AUDIT_admin.main';

export function teamStatusMaxId(definitions: LoadedDefinitions): number {
  const limits = definitions.app.constants?.limits as { auditTeamStatusMaxId?: unknown } | undefined;
  return typeof limits?.auditTeamStatusMaxId === 'number' ? limits.auditTeamStatusMaxId : 3;
}

/** The Admin role holds every permission but is not on an audit team: it sees every status, so an audit can be closed. */
export function isAuditTeamMember(principal: Principal | undefined): boolean {
  return !!principal && hasPermission(auditTeamPermission, principal) && !isAdmin(principal);
}

export const auditStatus: OptionSource = {
  check: ({ models }) => (models.get('audit_status') ? undefined : 'resource "audit_status" is not declared or has no table'),
  answer: async ({ db, definitions, models }, { principal, query: params }) => {
    const model = models.get('audit_status')!;
    let query = resourceDb(db).selectFrom(model.table).select(['id', 'status']).orderBy('id');
    const current = Number(params.status);
    if (params.status !== undefined && isAuditTeamMember(principal)) {
      query = query.where((eb) => eb.or([eb(sql.ref('id'), '<=', teamStatusMaxId(definitions)), eb(sql.ref('id'), '=', Number.isInteger(current) ? current : 0)]));
    }
    const rows = (await query.execute()) as { id: number; status: string }[];
    return rows.map((row): OptionNode => ({ value: row.id, label: row.status }));
  },
};
