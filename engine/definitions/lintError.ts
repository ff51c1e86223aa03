/** One finding of the definitions lint: the file, the JSON pointer inside it, what is wrong and how to mend it. */
export interface LintError {
  readonly file: string;
  readonly pointer: string;
  readonly message: string;
  readonly hint: string;
}

export function lintError(file: string, pointer: string, message: string, hint: string): LintError {
  return Object.freeze({ file, pointer, message, hint });
}

export function formatLintError(error: LintError): string {
  return `definitions/${error.file}#${error.pointer}: ${error.message}\n    fix: ${error.hint}`;
}

/** JSON pointer escaping (RFC 6901). */
export function pointer(...segments: Array<string | number>): string {
  return segments.map((s) => '/' + String(s).replace(/~/g, '~0').replace(/\//g, '~1')).join('');
}

export class DefinitionLoadError extends Error {
  constructor(readonly errors: readonly LintError[]) {
    super(`definitions are broken (${errors.length} error${errors.length === 1 ? '' : 's'}):\n${errors.map(formatLintError).join('\n')}`);
    this.name = 'DefinitionLoadError';
  }
}
