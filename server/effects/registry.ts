/**
 * The server's effect registry: an explicit object made here and passed down (buildApp ->
 * mountResources -> the writers); nothing registers itself on import. Typed by effectNames
 * (engine/registryKeys.ts), so a name without an implementation fails the typecheck.
 */
import type { LoadedDefinitions } from '../../engine/definitions/model.ts';
import type { EffectName } from '../../engine/registryKeys.ts';
import type { StorageModel } from '../resources/storageModel.ts';
import { restoreDeleted, softDelete } from '../archive/softDeleteEffects.ts';
import { dermaRiskLevel } from '../derma/dermaRiskLevel.ts';
import { helpdeskStamps } from '../helpdesk/helpdeskStamps.ts';
import { auditTrail } from './auditTrail.ts';
import { endAccountSessions } from './endAccountSessions.ts';
import { registered, type RegisteredEffect } from './effect.ts';
import type { JobQueue } from './jobQueue.ts';
import { markRead } from './markRead.ts';
import { messagingBlastSend } from '../messaging/blastSendEffect.ts';
import { notifyRecipients } from './notifyRecipients.ts';
import { queueJob } from './queueJob.ts';
import { recordStatusChange } from './recordStatusChange.ts';
import { startTaskClock } from './startTaskClock.ts';
import { storeAttachments } from './storeAttachments.ts';
import { supportApprovalStage, supportCommentText, supportTicketStage } from '../support/supportEffects.ts';

export type EffectRegistry = Readonly<Record<EffectName, RegisteredEffect>>;

export interface EffectDependencies {
  /** the job queue (server/jobs/); without it a definition naming queueJob stops the start */
  readonly jobQueue?: JobQueue;
}

export function createEffectRegistry(deps: EffectDependencies = {}): EffectRegistry {
  return {
    auditTrail: registered(auditTrail),
    notifyRecipients: registered(notifyRecipients),
    queueJob: registered(queueJob(deps.jobQueue)),
    markRead: registered(markRead),
    startTaskClock: registered(startTaskClock),
    storeAttachments: registered(storeAttachments(deps.jobQueue)),
    recordStatusChange: registered(recordStatusChange),
    endAccountSessions: registered(endAccountSessions),
    softDelete: registered(softDelete),
    restoreDeleted: registered(restoreDeleted),
    supportTicketStage: registered(supportTicketStage),
    supportApprovalStage: registered(supportApprovalStage),
    supportCommentText: registered(supportCommentText),
    helpdeskStamps: registered(helpdeskStamps),
    messagingBlastSend: registered(messagingBlastSend),
    dermaRiskLevel: registered(dermaRiskLevel),
  };
}

/**
 * Every action and transition that names an effect its resource cannot have (no status field, no
 * job queue): thrown at start, so a broken definition never serves a write that skips its effect.
 */
export function checkEffects(registry: EffectRegistry, definitions: LoadedDefinitions, models: ReadonlyMap<string, StorageModel>): void {
  const problems: string[] = [];
  for (const resource of Object.values(definitions.resources)) {
    const named = [
      ...Object.entries(resource.actions).map(([name, action]) => [`actions.${name}`, action.effects ?? []] as const),
      ...(resource.workflow?.transitions ?? []).map((t) => [`workflow transition ${t.id}`, t.effects ?? []] as const),
    ];
    for (const [where, effects] of named) {
      for (const name of effects) {
        const effect = registry[name as EffectName];
        const problem = effect ? effect.check?.(resource, models) : 'is not in the effect registry';
        if (problem) problems.push(`${resource.id} ${where}: effect ${name} ${problem}`);
      }
    }
  }
  if (problems.length) throw new Error(`Effects that cannot run:\n${problems.join('\n')}`);
}
