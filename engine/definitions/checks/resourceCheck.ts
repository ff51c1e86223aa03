/**
 * What a check of one resolved resource reads, and how it reports: findings carry the resource's
 * file and a pointer into the RESOLVED resource, which the lint translates to the written file.
 */
import type { SourceMap } from '../assemble.ts';
import { lintError, type LintError } from '../lintError.ts';
import type { Field, LoadedDefinitions, LoadedResource } from '../model.ts';

export interface ResourceFindings {
  readonly resource: LoadedResource;
  readonly properties: Readonly<Record<string, Field>>;
  report(pointer: string, message: string, hint: string): void;
  /** Whether the analyst wrote the value at this resolved pointer (else a default or convention gave it). */
  isWritten(pointer: string): boolean;
}

/** Runs `check` on every resource and collects what it reports. */
export function eachResource(definitions: LoadedDefinitions, sources: SourceMap, check: (r: ResourceFindings) => void): LintError[] {
  const errors: LintError[] = [];
  for (const resource of Object.values(definitions.resources)) {
    const file = sources.resourceFile[resource.id];
    check({
      resource,
      properties: resource.fields.properties as Record<string, Field>,
      report: (pointer, message, hint) => errors.push(lintError(file, pointer, message, hint)),
      isWritten: (pointer) => sources.provenance[resource.id]?.lookup(pointer)?.origin === 'written',
    });
  }
  return errors;
}

export function fieldList(properties: Readonly<Record<string, unknown>>): string {
  return Object.keys(properties).join(', ');
}
