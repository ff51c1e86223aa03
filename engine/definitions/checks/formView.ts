/** uiSchema keys are field names (or rjsf's own "ui:" options): a misspelt key styles nothing. */
import type { SourceMap } from '../assemble.ts';
import { pointer, type LintError } from '../lintError.ts';
import type { LoadedDefinitions } from '../model.ts';
import { eachResource, fieldList } from './resourceCheck.ts';

export function checkFormViews(definitions: LoadedDefinitions, sources: SourceMap): LintError[] {
  return eachResource(definitions, sources, ({ resource, properties, report }) => {
    for (const key of Object.keys(resource.form?.uiSchema ?? {})) {
      if (!key.startsWith('ui:') && !(key in properties)) {
        report(
          pointer('form', 'uiSchema', key),
          `uiSchema key "${key}" is not a field of resource "${resource.id}"`,
          `use a field name (${fieldList(properties)}) or a "ui:" option`,
        );
      }
    }
  });
}
