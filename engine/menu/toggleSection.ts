/**
 * Which menu sections are open. The renderer keeps the ids; these functions say how they change.
 */

interface SectionLike {
  readonly id: string;
  readonly isOpen?: boolean;
  readonly submenu?: readonly SectionLike[];
}

function idsWithin(items: readonly SectionLike[] | undefined, into: Set<string>): Set<string> {
  for (const item of items ?? []) {
    into.add(item.id);
    idsWithin(item.submenu, into);
  }
  return into;
}

/**
 * Opens or closes one section. In accordion mode (the default) opening a section closes its
 * siblings of the same level, and with them any section open inside them, so reopening a
 * sibling later does not reveal a stale open child.
 */
export function toggleSection(
  openIds: readonly string[],
  item: SectionLike,
  siblings: readonly SectionLike[],
  options: { accordion?: boolean } = {},
): string[] {
  if (openIds.includes(item.id)) return openIds.filter((id) => id !== item.id);
  const accordion = options.accordion ?? true;
  const closing = accordion ? idsWithin(siblings.filter((s) => s.id !== item.id), new Set()) : new Set<string>();
  return [...openIds.filter((id) => !closing.has(id)), item.id];
}

/** The ids of the sections menuForUser marked open: the starting state after a navigation. */
export function openSectionIds(items: readonly SectionLike[]): string[] {
  const open: string[] = [];
  for (const item of items) {
    if (item.isOpen) open.push(item.id);
    open.push(...openSectionIds(item.submenu ?? []));
  }
  return open;
}
