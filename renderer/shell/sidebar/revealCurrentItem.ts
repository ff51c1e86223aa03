/**
 * Scrolls the menu's current item into the middle of its scrolling panel when it is out of
 * sight: a deep page (Admin › Master data › Departments) sits below the fold of a long menu.
 * Only the panel scrolls, never the page; an item already in sight stays where it is.
 */
function scrollingAncestor(element: HTMLElement): HTMLElement | null {
  for (let node = element.parentElement; node; node = node.parentElement) {
    const { overflowY } = getComputedStyle(node);
    if ((overflowY === 'auto' || overflowY === 'scroll') && node.scrollHeight > node.clientHeight) return node;
  }
  return null;
}

export function revealCurrentItem(menu: HTMLElement | null): void {
  const current = menu?.querySelector<HTMLElement>('[aria-current="page"]');
  if (!current) return;
  const panel = scrollingAncestor(current);
  if (!panel) return;
  const item = current.getBoundingClientRect();
  const view = panel.getBoundingClientRect();
  if (item.top >= view.top && item.bottom <= view.bottom) return;
  panel.scrollTop += item.top - view.top - (view.height - item.height) / 2;
}
