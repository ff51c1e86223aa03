/**
 * A custom action's `from` and `set` name stored fields: the state a record must be in, and what
 * the call writes. A misspelt field would otherwise only be found when the server starts (and
 * skips the action), and a "$body.<name>" the body schema does not declare would write nothing.
 */
import type { SourceMap } from '../assemble.ts';
import { pointer, type LintError } from '../lintError.ts';
import type { LoadedDefinitions } from '../model.ts';
import { eachResource } from './resourceCheck.ts';

const bodyReference = /^\$body\.(.+)$/;

export function checkCustomActions(definitions: LoadedDefinitions, sources: SourceMap): LintError[] {
  return eachResource(definitions, sources, ({ resource, properties, report }) => {
    const fields = Object.keys(properties).join(', ');
    for (const [name, action] of Object.entries(resource.actions)) {
      const from = (action.from ?? {}) as Record<string, unknown>;
      for (const field of Object.keys(from)) {
        if (!Object.hasOwn(properties, field)) report(pointer('actions', name, 'from', field), `"${field}" is not a field of resource "${resource.id}"`, `name one of: ${fields}`);
      }
      const set = (action.set ?? {}) as Record<string, unknown>;
      const bodyFields = Object.keys(((action.body ?? {}) as { properties?: Record<string, unknown> }).properties ?? {});
      for (const [field, value] of Object.entries(set)) {
        if (!Object.hasOwn(properties, field)) {
          report(pointer('actions', name, 'set', field), `"${field}" is not a field of resource "${resource.id}"`, `name one of: ${fields}`);
          continue;
        }
        const fromBody = typeof value === 'string' ? bodyReference.exec(value)?.[1] : undefined;
        if (fromBody !== undefined && !bodyFields.includes(fromBody)) {
          report(
            pointer('actions', name, 'set', field),
            `takes "${fromBody}" from the body, which the action's body schema does not declare`,
            bodyFields.length ? `use one of: ${bodyFields.map((f) => `$body.${f}`).join(', ')}` : 'declare it under the action\'s "body" properties',
          );
        }
      }
    }
  });
}
