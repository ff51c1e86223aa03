import { describe, expect, it } from 'vitest';
import { supportTicketTypeFilter } from '../../engine/support/ticketTypeFilter.ts';

describe('supportTicketTypeFilter (shell.md section 6)', () => {
  it('exactly one of the three permissions sets PMR, HUMAS or LEGAL', () => {
    expect(supportTicketTypeFilter(['supporting_admin.ticket_pmr'])).toBe('PMR');
    expect(supportTicketTypeFilter(['view_users', 'supporting_admin.ticket_humas'])).toBe('HUMAS');
    expect(supportTicketTypeFilter(['supporting_admin.ticket_legal', 'supporting_view.ticket_handler'])).toBe('LEGAL');
  });

  it('with several or none it is empty', () => {
    expect(supportTicketTypeFilter([])).toBe('');
    expect(supportTicketTypeFilter(['supporting_view.ticket_handler'])).toBe('');
    expect(supportTicketTypeFilter(['supporting_admin.ticket_pmr', 'supporting_admin.ticket_humas'])).toBe('');
    expect(supportTicketTypeFilter(['supporting_admin.ticket_pmr', 'supporting_admin.ticket_humas', 'supporting_admin.ticket_legal'])).toBe('');
  });

  it('the same permission listed twice is still one', () => {
    expect(supportTicketTypeFilter(['supporting_admin.ticket_legal', 'supporting_admin.ticket_legal'])).toBe('LEGAL');
  });
});
