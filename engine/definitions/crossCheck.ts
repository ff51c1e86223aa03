import type { LoadedDefinitions } from './model.ts';
import type { SourceMap } from './assemble.ts';
import type { LintError } from './lintError.ts';

export function crossCheck(_definitions: LoadedDefinitions, _sources: SourceMap): LintError[] {
  return [];
}
