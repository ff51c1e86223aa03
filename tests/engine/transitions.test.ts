import { describe, expect, it } from 'vitest';
import type { Workflow } from '../../engine/generated/definitions.ts';
import type { UserAccess } from '../../engine/permissions/evaluate.ts';
import { applyTransition, availableTransitions, currentStatus, statusLabel } from '../../engine/workflow/transitions.ts';

/** Participant registration (modules.md section 3): 1 Verifikasi, 2 Disetujui, 3 Ditolak; approve and reject. */
const registration: Workflow = {
  statusField: 'status',
  initial: 1,
  states: [
    { value: 1, label: 'data.info_peserta.status.verifikasi' },
    { value: 2, label: 'data.info_peserta.status.disetujui', final: true },
    { value: 3, label: 'data.info_peserta.status.ditolak', final: true },
  ],
  transitions: [
    { id: 'approve', label: 'a', from: [1], to: 2, access: 'validasi_data_info_peserta', endpoint: { method: 'POST', path: '/sso/kepesertaan/info-peserta/approve/{id}' } },
    { id: 'reject', label: 'r', from: [1], to: 3, access: 'validasi_data_info_peserta', endpoint: { method: 'POST', path: '/sso/kepesertaan/info-peserta/reject/{id}' } },
    { id: 'reopen', label: 'o', from: [2, 3], to: 1, access: { role: 'Admin' }, endpoint: { method: 'POST', path: '/sso/kepesertaan/info-peserta/reopen/{id}' } },
  ],
};

const validator: UserAccess = { permissions: ['validasi_data_info_peserta'], roles: [] };
const admin: UserAccess = { permissions: [], roles: ['Admin'] };
const staff: UserAccess = { permissions: ['view_users'], roles: [] };
const ids = (list: { id: string }[]) => list.map((t) => t.id);

describe('availableTransitions', () => {
  it('offers the transitions leaving the current status that the user may take', () => {
    expect(ids(availableTransitions(registration, { status: 1 }, validator))).toEqual(['approve', 'reject']);
    expect(ids(availableTransitions(registration, { status: 1 }, admin))).toEqual([]);
    expect(ids(availableTransitions(registration, { status: 2 }, admin))).toEqual(['reopen']);
    expect(ids(availableTransitions(registration, { status: 2 }, validator))).toEqual([]);
  });

  it('nothing to someone without the permission, or to no user', () => {
    expect(availableTransitions(registration, { status: 1 }, staff)).toEqual([]);
    expect(availableTransitions(registration, { status: 1 }, null)).toEqual([]);
  });

  it("a record without a status is in the initial state; '1' from a query string is status 1", () => {
    expect(ids(availableTransitions(registration, {}, validator))).toEqual(['approve', 'reject']);
    expect(ids(availableTransitions(registration, { status: '1' }, validator))).toEqual(['approve', 'reject']);
    expect(currentStatus(registration, { status: null })).toBe(1);
  });
});

describe('applyTransition', () => {
  it('approve moves a pending registration to 2, reject to 3', () => {
    expect(applyTransition(registration, { status: 1 }, 'approve', validator)).toEqual({ ok: true, status: 2 });
    expect(applyTransition(registration, { status: 1 }, 'reject', validator)).toEqual({ ok: true, status: 3 });
  });

  it('refuses a user without the permission, before looking at the state', () => {
    expect(applyTransition(registration, { status: 1 }, 'approve', staff)).toEqual({ ok: false, code: 'forbidden', message: 'You are not allowed to approve' });
    expect(applyTransition(registration, { status: 2 }, 'approve', null)).toMatchObject({ ok: false, code: 'forbidden' });
  });

  it('refuses a transition from a status it does not leave', () => {
    expect(applyTransition(registration, { status: 2 }, 'approve', validator)).toEqual({
      ok: false,
      code: 'invalid_state',
      message: 'Cannot approve from status 2',
    });
  });

  it('refuses an unknown transition', () => {
    expect(applyTransition(registration, { status: 1 }, 'destroy', admin)).toEqual({ ok: false, code: 'unknown_transition', message: 'Unknown transition: destroy' });
  });
});

describe('statusLabel', () => {
  it('names a status value', () => {
    expect(statusLabel(registration, 3)).toBe('data.info_peserta.status.ditolak');
    expect(statusLabel(registration, '2')).toBe('data.info_peserta.status.disetujui');
    expect(statusLabel(registration, 9)).toBeUndefined();
  });
});
