/**
 * The ticket's status options (value, label key, colour) as the definition declares them, once
 * the pp module's definitions have arrived (a report page shows no resource of its own, so the
 * route loader does not fetch them).
 */
import useSWR from 'swr';
import { definitions, loadResourceDefinitions } from '../../definitions.ts';

export interface TicketStatus {
  readonly value: string;
  readonly label: string;
  readonly color?: string;
}

const RESOURCE = 'pp_ticket';

function statusesOf(): TicketStatus[] {
  const options = definitions.resources[RESOURCE]?.fields.properties.status?.['x-options'];
  const values = options && 'values' in options ? (options.values ?? []) : [];
  return values.map((option) => ({ value: String(option.value), label: String(option.label), ...(option.color ? { color: String(option.color) } : {}) }));
}

export function useTicketStatuses(): readonly TicketStatus[] | undefined {
  const { data } = useSWR(['definitions', RESOURCE, 'statuses'], () => loadResourceDefinitions(RESOURCE).then(statusesOf), { revalidateOnFocus: false });
  return data;
}
