/**
 * The workflow: its states come from the status field's options (labels included) unless
 * written, its initial state from the field's default; each transition's label, access and
 * success message follow the resource's conventions; its row rule is the resource's unless written.
 */
import type { Access, CompactResource, CompactWorkflow, FieldsSchema, Workflow } from '../model.ts';
import { pointerOf } from './provenance.ts';
import { parseEndpoint } from './resolveActions.ts';
import type { ResolveRun } from './resolveContext.ts';

type State = Workflow['states'][number];
type Transition = Workflow['transitions'][number];

export function resolveWorkflow(run: ResolveRun, raw: CompactResource, fields: FieldsSchema): Workflow | undefined {
  const written = raw.workflow as CompactWorkflow | undefined;
  if (!written) return undefined;
  const status = fields.properties[written.statusField];
  const options = status?.['x-options'];
  const final = new Set<unknown>(written.final ?? []);
  const states = run.pick('/workflow/states', written.states, '/workflow/states', () => {
    if (!options || !('values' in options)) {
      run.problem('/workflow', `the status field "${written.statusField}" has no option values to take the states from`, 'write "states", or give the status field "x-options"');
      return [];
    }
    return options.values.map((option): State => ({ value: option.value as State['value'], label: option.label, ...(final.has(option.value) && { final: true }) }));
  }, 'convention', pointerOf('fields', written.statusField, 'x-options'))!;
  const access = (raw.access ?? {}) as Record<string, Access>;
  const transitions = written.transitions.map((own, index): Transition => {
    const at = pointerOf('workflow', 'transitions', index);
    const transitionAccess = run.pick(`${at}/access`, own.access, `${at}/access`, () => access[own.id] ?? access.write, 'preset', '/access');
    if (transitionAccess === undefined) run.problem(at, `transition "${own.id}" declares no access`, 'add "access" to the transition or "write" to the resource\'s access block');
    const rows = run.pick(`${at}/rows`, own.rows, `${at}/rows`, () => raw.rows, 'preset', '/rows');
    return {
      ...own,
      ...(rows && { rows }),
      label: run.pick(`${at}/label`, own.label, `${at}/label`, () => `${run.context.module}.${run.shortId}.action.${own.id}`, 'convention')!,
      // Never served: a missing access is a problem, and a definition with problems does not load.
      access: transitionAccess ?? { allOf: ['__no_access_declared__'] },
      endpoint: parseEndpoint(own.endpoint)!,
      success: run.pick(`${at}/success`, own.success, `${at}/success`, () => run.context.successMessage, 'default')!,
    };
  });
  const { final: _final, ...rest } = written;
  const workflow: Workflow = { ...rest, states: states as Workflow['states'], transitions: transitions as Workflow['transitions'] };
  const initial = run.pick('/workflow/initial', written.initial, '/workflow/initial', () => status?.default as Workflow['initial'], 'convention', pointerOf('fields', written.statusField, 'default'));
  if (initial !== undefined) workflow.initial = initial;
  return workflow;
}
