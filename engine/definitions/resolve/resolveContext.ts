/**
 * What resolving one resource needs to know besides the resource itself: its module, the shared
 * option sets, which label keys exist (label keys by convention fall back to common.field.<name>)
 * and the app's default success message. Every failure to resolve is collected, not thrown, so
 * the lint can report them all with their file and pointer.
 */
import type { OptionSets } from '../model.ts';
import { Provenance, type Origin } from './provenance.ts';

export interface ResolveContext {
  readonly module: string;
  readonly optionSets: OptionSets['sets'];
  readonly hasLabel: (key: string) => boolean;
  readonly successMessage: string;
}

export interface ResolveProblem {
  /** JSON pointer into the written file. */
  readonly pointer: string;
  readonly message: string;
  readonly hint: string;
}

/** One resource being resolved: the context, the provenance being recorded, the problems found. */
export class ResolveRun {
  readonly provenance = new Provenance();
  readonly problems: ResolveProblem[] = [];

  constructor(
    readonly context: ResolveContext,
    readonly id: string,
  ) {}

  /** The id without its module prefix: support_ticket in module support is "ticket". */
  get shortId(): string {
    const prefix = this.context.module + '_';
    return this.id.startsWith(prefix) ? this.id.slice(prefix.length) : this.id;
  }

  /** The label key a convention gives, falling back to a shared key when only that one exists. */
  conventionalLabel(own: string, shared?: string): string {
    if (shared !== undefined && !this.context.hasLabel(own) && this.context.hasLabel(shared)) return shared;
    return own;
  }

  problem(pointer: string, message: string, hint: string): void {
    this.problems.push({ pointer, message, hint });
  }

  /**
   * The written value when there is one (recorded as written at `from`), else the derived one
   * (recorded with its origin). Returns undefined when neither exists.
   */
  pick<T>(at: string, written: T | undefined, from: string, derive: () => T | undefined, origin: Origin, derivedFrom = from): T | undefined {
    if (written !== undefined) {
      this.provenance.record(at, 'written', from);
      return written;
    }
    const value = derive();
    if (value !== undefined) this.provenance.record(at, origin, derivedFrom);
    return value;
  }
}
