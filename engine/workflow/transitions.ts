/**
 * A resource's workflow: which transitions a user may take from a record's status, and where
 * one leads. The renderer shows the buttons from availableTransitions; the server decides with
 * applyTransition, so the two always agree.
 */
import type { Workflow } from '../generated/definitions.ts';
import { canAccess, type Access, type UserAccess } from '../permissions/evaluate.ts';

export type WorkflowTransition = Workflow['transitions'][number];
export type WorkflowStatus = string | number;

export type TransitionResult =
  | { ok: true; status: WorkflowStatus }
  | { ok: false; code: 'forbidden' | 'invalid_state' | 'unknown_transition'; message: string };

/** Status values arrive as 1 from the database and as '1' from a query string: they are the same status. */
function sameStatus(a: unknown, b: unknown): boolean {
  return a !== undefined && a !== null && b !== undefined && b !== null && String(a) === String(b);
}

/** The record's status; a record without one is in the workflow's initial state. */
export function currentStatus(workflow: Workflow, record: Record<string, unknown>): unknown {
  const value = Object.hasOwn(record, workflow.statusField) ? record[workflow.statusField] : undefined;
  return value === undefined || value === null || value === '' ? workflow.initial : value;
}

function leavesFrom(transition: WorkflowTransition, status: unknown): boolean {
  return transition.from.some((from) => sameStatus(from, status));
}

export function availableTransitions(workflow: Workflow, record: Record<string, unknown>, user: UserAccess | null): WorkflowTransition[] {
  const status = currentStatus(workflow, record);
  return workflow.transitions.filter((t) => leavesFrom(t, status) && canAccess(t.access as Access, user));
}

/** The label key of a status value, for a badge or a timeline. */
export function statusLabel(workflow: Workflow, status: unknown): string | undefined {
  return workflow.states.find((state) => sameStatus(state.value, status))?.label;
}

/**
 * Permission is checked before the state, so a user who may not take a transition learns
 * nothing about the record's status from the answer.
 */
export function applyTransition(
  workflow: Workflow,
  record: Record<string, unknown>,
  transitionId: string,
  user: UserAccess | null,
): TransitionResult {
  const transition = workflow.transitions.find((t) => t.id === transitionId);
  if (!transition) return { ok: false, code: 'unknown_transition', message: `Unknown transition: ${transitionId}` };
  if (!canAccess(transition.access as Access, user)) {
    return { ok: false, code: 'forbidden', message: `You are not allowed to ${transitionId.replace(/_/g, ' ')}` };
  }
  const status = currentStatus(workflow, record);
  if (!leavesFrom(transition, status)) {
    const shown = status === undefined || status === null ? 'none' : String(status);
    return { ok: false, code: 'invalid_state', message: `Cannot ${transitionId.replace(/_/g, ' ')} from status ${shown}` };
  }
  return { ok: true, status: transition.to };
}
