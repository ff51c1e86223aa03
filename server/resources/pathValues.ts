/**
 * Path parameters that name a stored field (the parent key of a child resource:
 * POST /sso/support/task/{ticket_id}) scope the call: a list shows only the parent's rows, a
 * create writes the parent key from the path, whatever the body says.
 */
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../http/errors.ts';
import { coerceFilterValue, kindWords, type FilterValue } from './filterValues.ts';
import type { StorageModel } from './storageModel.ts';

export function pathValues(model: StorageModel, request: FastifyRequest): Record<string, FilterValue> {
  const values: Record<string, FilterValue> = {};
  for (const [name, raw] of Object.entries((request.params ?? {}) as Record<string, string | undefined>)) {
    const column = model.columnOf(name);
    if (raw === undefined || !column || column.primaryKey || column.hashed) continue;
    const value = coerceFilterValue(column.kind, raw);
    if (value === undefined) throw badRequest(`${name} must be ${kindWords[column.kind]}`);
    values[name] = value;
  }
  return values;
}
