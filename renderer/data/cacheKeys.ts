/**
 * SWR keys of the generic screens. A write reloads every cached page of that resource's list
 * (and its records), so the table the user returns to shows the change.
 */
import { mutate } from 'swr';
import { encodeListQuery, type ListQuery } from '../../engine/listQuery/listQuery.ts';
import { forgetShared } from './sharedRequest.ts';

export const listKey = (resourceId: string, query: ListQuery) => ['list', resourceId, encodeListQuery(query)] as const;
export const recordKey = (resourceId: string, id: string | number) => ['record', resourceId, String(id)] as const;

export function reloadResource(resourceId: string): Promise<unknown> {
  forgetShared();
  return mutate((key) => Array.isArray(key) && (key[0] === 'list' || key[0] === 'record' || key[0] === 'options') && key[1] === resourceId);
}
