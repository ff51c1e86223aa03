import { describe, expect, it } from 'vitest';
import type { RowRule } from '../../engine/generated/definitions.ts';
import { rowReachable } from '../../engine/permissions/rowReachable.ts';

const permit: RowRule = {
  anyOf: [{ field: 'created_by', is: 'username' }, { field: 'bidang_id', is: 'bidang', when: 'deps_process_approval' }],
  unless: 'manage_hr_permits',
};
const user = (username: string, permissions: string[], bidang_id = 3) => ({ username, permissions, roles: [], bidang_id });
const row = { created_by: 'kaur', bidang_id: 3 };

describe('rowReachable', () => {
  it('reaches the rows of the caller, of an entry whose permission the caller holds, or every row with unless', () => {
    expect(rowReachable(permit, row, user('kaur', []))).toBe(true);
    expect(rowReachable(permit, row, user('kabid', ['deps_process_approval']))).toBe(true);
    expect(rowReachable(permit, row, user('hr', ['manage_hr_permits'], 5))).toBe(true);
  });

  it('does not reach a colleague row without the entry permission, nor another division with it', () => {
    expect(rowReachable(permit, row, user('kaur_b', []))).toBe(false);
    expect(rowReachable(permit, row, user('kabid', ['deps_process_approval'], 4))).toBe(false);
    expect(rowReachable(permit, row, null)).toBe(false);
    expect(rowReachable(permit, { created_by: null, bidang_id: null }, user('kaur', []))).toBe(false);
  });

  it('leaves a parent entry to the server, and reaches anything without a rule', () => {
    expect(rowReachable({ anyOf: [{ parent: true }] }, {}, user('x', []))).toBe(true);
    expect(rowReachable(undefined, {}, null)).toBe(true);
  });
});
