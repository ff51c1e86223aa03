/**
 * Who a rank group reaches (modules.md section 6, "Recipients of dispositions are determined by
 * rank group"): enabled users whose position's rank_group is one of the group's ranks, never the
 * sender. A send limited to a director's departments (section 6's lookup) or to one department
 * keeps the directors themselves and the members of those departments.
 */
import { sql } from 'kysely';
import { departmentsForDirectorPosition } from '../../engine/org/directorDepartments.ts';
import { ranksOfDispositionGroup, type DispositionGroup } from '../../engine/org/dispositionGroups.ts';
import type { Database } from '../db/database.ts';

export interface GroupMember {
  readonly username: string;
  readonly name: string;
  readonly rank: string;
  readonly position: string | null;
  readonly department: string | null;
}

export interface GroupLimits {
  readonly directorPosition?: number | null;
  readonly departmentId?: number | null;
}

/** The departments a send is limited to, or undefined for no limit. */
function departmentLimit(limits: GroupLimits): number[] | undefined {
  if (limits.departmentId) return [limits.departmentId];
  if (limits.directorPosition) return departmentsForDirectorPosition(limits.directorPosition);
  return undefined;
}

export async function groupMembers(db: Database, group: DispositionGroup, sender: string | undefined, limits: GroupLimits = {}): Promise<GroupMember[]> {
  const ranks = ranksOfDispositionGroup(group);
  const departments = departmentLimit(limits);
  const { rows } = await sql<GroupMember>`
    select u.username, coalesce(nullif(u.name, ''), u.username) as name, p.rank_group as rank, p.name as position, d.name as department
    from users u
    join position p on p.id = u.position_id
    left join department d on d.id = u.department_id
    where not u.disabled
      and p.rank_group in (${sql.join(ranks)})
      and (${sender ?? null}::text is null or u.username <> ${sender ?? null})
      and (${departments === undefined} or p.rank_group = 'direksi' or u.department_id = any(${departments ?? []}::int[]))
    order by p.level, name`.execute(db);
  return rows;
}
