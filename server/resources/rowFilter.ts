/**
 * A row rule (an action's `rows`) and the signed-in user, as the SQL condition every list, read,
 * write, export and transition adds to its WHERE: a row is reachable when it matches one entry of
 * anyOf, or every row is when the user holds the rule's `unless`. A row outside the condition is
 * answered 404 by the caller of this module, exactly as a row that does not exist.
 *
 * { parent: true } reaches the rows whose parent key is among the parent records the user may
 * see under the parent resource's own `rows`, as an uncorrelated IN (select ...), so PostgreSQL
 * computes the visible parents once per query rather than once per row.
 */
import { sql, type Expression, type SqlBool } from 'kysely';
import type { RowRule } from '../../engine/generated/definitions.ts';
import { hasPermission } from '../../engine/permissions/evaluate.ts';
import type { Principal } from '../auth/principal.ts';
import { principalValues } from '../auth/principalValues.ts';
import type { StorageModel } from './storageModel.ts';

type Match = RowRule['anyOf'][number];

/** A chain of parents deeper than this is a definition mistake; its rows are refused, not looped over. */
const maxParentDepth = 8;

const none = sql<SqlBool>`false`;

/** Compiles row rules against the storage models of every resource (a parent rule needs the parent's). */
export interface RowFilters {
  /** The condition, or undefined when every row is reachable (no rule, or the user holds unless). */
  of(model: StorageModel, rule: RowRule | undefined, principal: Principal): Expression<SqlBool> | undefined;
  /**
   * What a new row must meet: the rule, and, when the rule names the parent, a parent the user
   * sees, even if another entry (the creator) would already match: no comment on a hidden ticket.
   */
  ofNew(model: StorageModel, rule: RowRule | undefined, principal: Principal): Expression<SqlBool> | undefined;
}

export function rowFilters(models: ReadonlyMap<string, StorageModel>): RowFilters {
  const of = (model: StorageModel, rule: RowRule | undefined, principal: Principal, depth = 0): Expression<SqlBool> | undefined => {
    if (!rule) return undefined;
    // A public action has no signed-in user: no row is theirs.
    if (!principal) return none;
    if (rule.unless !== undefined && hasPermission(rule.unless, principal)) return undefined;
    const parts = rule.anyOf.map((match) => matchOf(model, match, principal, depth));
    return sql<SqlBool>`(${sql.join(parts, sql` or `)})`;
  };

  const matchOf = (model: StorageModel, match: Match, principal: Principal, depth: number): Expression<SqlBool> => {
    if ('parent' in match) {
      const link = model.resource.parent;
      const parent = link && models.get(link.resource);
      const key = link && model.columnOf(link.foreignKey);
      if (!parent || !key || depth >= maxParentDepth) return none;
      const visible = of(parent, parent.resource.rows, principal, depth + 1);
      const ownKey = sql.ref(`${model.table}.${key.column}`);
      const parentId = sql.ref(`${parent.table}.id`);
      // The key may be stored as text while the parent's id is a uuid or an integer: compare as text then.
      const sameKind = key.kind === parent.idKind;
      const left = sameKind ? ownKey : sql`cast(${ownKey} as text)`;
      const right = sameKind ? parentId : sql`cast(${parentId} as text)`;
      return sql<SqlBool>`${left} in (select ${right} from ${sql.table(parent.table)}${visible ? sql` where ${visible}` : sql``})`;
    }
    // An entry for some callers only (a division head's division): the others do not match it.
    if (match.when !== undefined && !hasPermission(match.when, principal)) return none;
    const column = model.columnOf(match.field);
    const value = principalValues[match.is](principal);
    if (!column || column.hashed || value === null || value === undefined) return none;
    return sql<SqlBool>`${sql.ref(`${model.table}.${column.column}`)} = ${value}`;
  };

  return {
    of: (model, rule, principal) => of(model, rule, principal),
    ofNew: (model, rule, principal) => {
      const row = of(model, rule, principal);
      const parentEntry = rule?.anyOf.find((match) => 'parent' in match);
      if (!row || !parentEntry) return row;
      return sql<SqlBool>`(${row} and ${matchOf(model, parentEntry, principal, 0)})`;
    },
  };
}
