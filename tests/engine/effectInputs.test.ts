/**
 * The pure parts of the server effects and custom actions (no database): what each effect reads
 * from a write, which effects run, and how `set` reads the body. Their database results are in
 * tests/api/effects.test.ts and tests/api/customActions.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { changedFields } from '../../server/effects/auditTrail.ts';
import type { EffectContext, WriteEvent } from '../../server/effects/effect.ts';
import { recordStatusChange, statusFieldsOf } from '../../server/effects/recordStatusChange.ts';
import { effectsOf } from '../../server/effects/runEffects.ts';
import { startTaskClock } from '../../server/effects/startTaskClock.ts';
import { setValues } from '../../server/resources/customActionWrite.ts';
import { storageModels } from '../../server/resources/storageModels.ts';
import { testDefinitions } from '../support/testServer.ts';

const definitions = await testDefinitions();
const models = storageModels(definitions);
const ctx = {} as EffectContext;
const event = (resource: string, before: WriteEvent['before'], after: WriteEvent['after'], action = 'update'): WriteEvent => ({ model: models.get(resource)!, action, recordId: 1, before, after, uploads: [], writeOnlyChanged: [] });

describe('effect inputs', () => {
  it('changedFields: the fields whose value differs, every field on create', () => {
    expect(changedFields({ a: 1, b: [1] }, { a: 1, b: [2], c: null })).toEqual(['b']);
    expect(changedFields(null, { a: 1, b: null })).toEqual(['a']);
  });

  it('statusFieldsOf: the workflow status field, else enumerated status fields', () => {
    expect(statusFieldsOf(definitions.resources.info_peserta)).toEqual([definitions.resources.info_peserta.workflow!.statusField]);
    expect(statusFieldsOf(definitions.resources.support_task)).toEqual(['status', 'approval_status']);
    expect(statusFieldsOf(definitions.resources.support_approval)).toEqual(['status_code']);
  });

  it('recordStatusChange reads only the status fields that changed', async () => {
    expect(await recordStatusChange.inputOf(event('support_task', { status: 1, approval_status: null }, { status: 2, approval_status: null }), ctx)).toEqual({
      resource: 'support_task', recordId: 1, action: 'update', changes: [{ field: 'status', from: 1, to: 2 }],
    });
    expect(await recordStatusChange.inputOf(event('support_task', { status: 2 }, { status: 2 }), ctx)).toBeUndefined();
  });

  it('startTaskClock starts a new task only', async () => {
    expect(await startTaskClock.inputOf(event('support_task', null, { started_at: null }, 'create'), ctx)).toMatchObject({ table: 'support_task', column: 'started_at', recordId: 1 });
    expect(await startTaskClock.inputOf(event('support_task', { started_at: null }, { started_at: null }), ctx)).toBeUndefined();
  });

  it('effectsOf: the named effects in order, then the audit and the files rows, once each', () => {
    expect(effectsOf(['recordStatusChange', 'auditTrail', 'notifyRecipients'])).toEqual(['recordStatusChange', 'auditTrail', 'notifyRecipients', 'storeAttachments']);
    expect(effectsOf(undefined)).toEqual(['storeAttachments', 'auditTrail']);
  });

  it('set: fixed values, and body fields only when sent', () => {
    expect(setValues({ status: 1, note: '$body.description', tier: '$body.tier' }, { description: 'ok' })).toEqual({ status: 1, note: 'ok' });
  });
});
