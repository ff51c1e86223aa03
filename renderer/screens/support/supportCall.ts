/**
 * A declared action of a support resource that no generic screen calls (a ticket's process and
 * appointment, a task's status): its endpoint from the definition, the body as JSON, the spec's
 * messages on failure (red toasts) and its declared success. Answers whether it went through.
 */
import type { LoadedResource } from '../../../engine/definitions/model.ts';
import { endpointPath } from '../../data/endpointPath.ts';
import { reportFailure, requestFailure } from '../../data/requestFailure.ts';
import { apiFetch } from '../../session/apiClient.ts';
import { notifySuccess } from '../../shell/notifications.ts';

export async function callAction(resource: LoadedResource, name: string, params: Readonly<Record<string, string | number>>, body?: Readonly<Record<string, unknown>>): Promise<boolean> {
  const action = resource.actions[name];
  if (!action) throw new Error(`Resource ${resource.id} declares no action ${name}`);
  try {
    const response = await apiFetch(endpointPath(action.endpoint, params), { method: action.endpoint.method, body: JSON.stringify(body ?? {}) });
    if (!response.ok) throw requestFailure(response.status, await response.text());
  } catch (error) {
    reportFailure(error, action.failure);
    return false;
  }
  notifySuccess(action.success);
  return true;
}
