/**
 * The ticket detail pages are this module's named screen (supportTicketDetail), so the generic
 * list would not find them by their view: for the lists of tickets they are shown as what they
 * are, detail pages of support_ticket, so each row opens the one under its list's path.
 */
import type { LoadedDefinitions, LoadedPage } from '../../../engine/definitions/model.ts';

const isTicketDetail = (page: LoadedPage) => page.view?.kind === 'screen' && page.view.screen === 'supportTicketDetail' && !page.path.includes(':parameter');

let cached: { pages: readonly LoadedPage[]; seen: LoadedDefinitions } | undefined;

export function withTicketDetailPages(definitions: LoadedDefinitions): LoadedDefinitions {
  if (cached?.pages === definitions.pages) return cached.seen;
  const pages = definitions.pages.map((page) => (isTicketDetail(page) ? { ...page, view: { kind: 'detail' as const, resource: 'support_ticket' } } : page));
  cached = { pages: definitions.pages, seen: { ...definitions, pages } };
  return cached.seen;
}

/** The list a ticket's page stands under (/apps/support/admin/humas/ticket for .../ticket/:uuid). */
export const listPathAbove = (page: LoadedPage) => page.path.replace(/\/:[^/]+$/, '');
