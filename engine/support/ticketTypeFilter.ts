/**
 * shell.md section 6: a user holding exactly one of the three supporting-admin permissions
 * sees tickets of that type; with several or none the filter stays empty (all types).
 */

export type SupportTicketType = 'PMR' | 'HUMAS' | 'LEGAL';

export const supportTicketTypePermissions: ReadonlyArray<readonly [permission: string, type: SupportTicketType]> = [
  ['supporting_admin.ticket_pmr', 'PMR'],
  ['supporting_admin.ticket_humas', 'HUMAS'],
  ['supporting_admin.ticket_legal', 'LEGAL'],
];

export function supportTicketTypeFilter(permissions: readonly string[]): SupportTicketType | '' {
  const held = supportTicketTypePermissions.filter(([permission]) => permissions.includes(permission));
  return held.length === 1 ? held[0][1] : '';
}
