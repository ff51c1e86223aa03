/**
 * Runs a write's effects in its transaction, in the order the definition names them. auditTrail
 * runs for every write and storeAttachments for every write that brought files, named or not:
 * a definition cannot opt out of the audit or leave an uploaded file unowned.
 */
import type { EffectName } from '../../engine/registryKeys.ts';
import type { EffectContext, WriteEvent } from './effect.ts';
import type { EffectRegistry } from './registry.ts';

const always: readonly EffectName[] = ['storeAttachments', 'auditTrail'];

export function effectsOf(declared: readonly string[] | undefined): EffectName[] {
  return [...new Set([...((declared ?? []) as EffectName[]), ...always])];
}

export async function runEffects(registry: EffectRegistry, declared: readonly string[] | undefined, event: WriteEvent, ctx: EffectContext): Promise<void> {
  for (const name of effectsOf(declared)) await registry[name].apply(event, ctx);
}
