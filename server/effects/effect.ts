/**
 * A server effect: a named, typed step that runs after a write, in the write's own transaction
 * (a failing effect rolls the write back). `inputOf` reads what the effect needs from the write;
 * `run` does it and can be called alone, with any input, in a test. Effects are named by the
 * definitions (`effects` of an action or transition) and looked up in the registry (registry.ts).
 */
import type { LoadedDefinitions, LoadedResource } from '../../engine/definitions/model.ts';
import type { EffectName } from '../../engine/registryKeys.ts';
import type { Principal } from '../auth/principal.ts';
import type { Database, ResourceRow } from '../db/database.ts';
import type { Upload } from '../resources/multipartBody.ts';
import type { StorageModel } from '../resources/storageModel.ts';

/** One write, as the effects see it. */
export interface WriteEvent {
  readonly model: StorageModel;
  /** create, update, delete, a custom action's name or a transition's id */
  readonly action: string;
  readonly recordId: string | number;
  readonly before: ResourceRow | null;
  readonly after: ResourceRow | null;
  /** files that came with the body */
  readonly uploads: readonly Upload[];
  /** the x-writeOnly fields (a password) the write gave a new value; never their values */
  readonly writeOnlyChanged: readonly string[];
}

export interface EffectContext {
  /** the write's transaction */
  readonly db: Database;
  readonly principal: Principal;
  readonly definitions: LoadedDefinitions;
  readonly models: ReadonlyMap<string, StorageModel>;
}

export interface Effect<Input> {
  readonly name: EffectName;
  /** what the effect needs from this write; undefined when there is nothing to do */
  inputOf(event: WriteEvent, ctx: EffectContext): Input | undefined | Promise<Input | undefined>;
  run(input: Input, ctx: EffectContext): Promise<void>;
  /** at start: why a resource naming this effect cannot have it (a missing column), or undefined */
  check?(resource: LoadedResource, models: ReadonlyMap<string, StorageModel>): string | undefined;
}

/** An effect with its input type hidden, as the registry holds it. */
export interface RegisteredEffect {
  readonly name: EffectName;
  apply(event: WriteEvent, ctx: EffectContext): Promise<void>;
  check?(resource: LoadedResource, models: ReadonlyMap<string, StorageModel>): string | undefined;
}

export function registered<Input>(effect: Effect<Input>): RegisteredEffect {
  return {
    name: effect.name,
    check: effect.check?.bind(effect),
    apply: async (event, ctx) => {
      const input = await effect.inputOf(event, ctx);
      if (input !== undefined) await effect.run(input, ctx);
    },
  };
}
