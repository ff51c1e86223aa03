/**
 * A workflow moves the status field between its states: every from, to and initial must be a
 * state, and the states must be values the status field can hold.
 */
import type { SourceMap } from '../assemble.ts';
import { pointer, type LintError } from '../lintError.ts';
import type { LoadedDefinitions } from '../model.ts';
import { eachResource } from './resourceCheck.ts';

export function checkWorkflows(definitions: LoadedDefinitions, sources: SourceMap): LintError[] {
  return eachResource(definitions, sources, ({ resource, properties, report }) => {
    const workflow = resource.workflow;
    if (!workflow) return;
    const states = workflow.states.map((s) => s.value as unknown);
    const stateList = states.map((s) => JSON.stringify(s)).join(', ');
    const notAState = (value: unknown, at: string, what: string) => {
      if (!states.includes(value)) report(at, `${what} ${JSON.stringify(value)}, which is not a state of the workflow`, `use one of the states: ${stateList}`);
    };
    if (workflow.initial !== undefined) notAState(workflow.initial, '/workflow/initial', 'initial state');
    workflow.transitions.forEach((t, i) => {
      t.from.forEach((from, j) => notAState(from, pointer('workflow', 'transitions', i, 'from', j), `transition "${t.id}" starts from`));
      notAState(t.to, pointer('workflow', 'transitions', i, 'to'), `transition "${t.id}" goes to`);
    });
    const status = properties[workflow.statusField];
    if (!status) return;
    const options = status['x-options'];
    const values = status.enum ?? (options && 'values' in options ? options.values.map((v) => v.value) : undefined);
    if (!values) {
      report(
        '/workflow/statusField',
        `status field "${workflow.statusField}" has no enum or option values`,
        'give the status field "x-options" with the workflow\'s states, or name the field that has them',
      );
      return;
    }
    workflow.states.forEach((state, i) => {
      if (!values.includes(state.value)) {
        report(
          pointer('workflow', 'states', i, 'value'),
          `state ${JSON.stringify(state.value)} is not a value of the status field "${workflow.statusField}"`,
          `use one of: ${values.map((v) => JSON.stringify(v)).join(', ')}`,
        );
      }
    });
  });
}
