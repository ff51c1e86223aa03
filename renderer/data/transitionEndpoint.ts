/** The declared workflow transition of a resource, by id; asking for an undeclared one is a programming error. */
import type { LoadedResource } from '../../engine/definitions/model.ts';
import type { WorkflowTransition } from '../../engine/workflow/transitions.ts';

export function requireTransition(resource: LoadedResource, transitionId: string): WorkflowTransition {
  const transition = resource.workflow?.transitions.find((candidate) => candidate.id === transitionId);
  if (!transition) throw new Error(`Resource ${resource.id} declares no workflow transition ${transitionId}`);
  return transition;
}
