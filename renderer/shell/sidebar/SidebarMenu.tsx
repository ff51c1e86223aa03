/**
 * The menu tree of the sidebar (and of the off-canvas panel). Which sections are open is local
 * state; a navigation resets it to the sections holding the current page, and opening a
 * section closes its siblings (accordion), both as the engine's toggleSection says. On load and
 * after each navigation the current item is scrolled into sight.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { openSectionIds, toggleSection, type VisibleMenuItem } from '../../../engine/menu/menuForUser.ts';
import { normalisePath } from '../../../engine/routes/path.ts';
import { MenuEntry } from './MenuEntry.tsx';
import { revealCurrentItem } from './revealCurrentItem.ts';
import { useVisibleMenu } from './useVisibleMenu.ts';

/** The one item of a level that is the current page: the active one with the longest path. */
function currentOf(items: readonly VisibleMenuItem[]): string | undefined {
  let best: VisibleMenuItem | undefined;
  for (const item of items) {
    if (item.isActive && !item.submenu && (!best || (item.page ?? '').length > (best.page ?? '').length)) best = item;
  }
  return best?.id;
}

interface LevelProps {
  readonly items: readonly VisibleMenuItem[];
  readonly openIds: readonly string[];
  readonly onToggle: (item: VisibleMenuItem, siblings: readonly VisibleMenuItem[]) => void;
}

function MenuLevel({ items, openIds, onToggle }: LevelProps) {
  const current = currentOf(items);
  return (
    <ul className="pt-menu-level" role="list">
      {items.map((item) => (
        <MenuEntry key={item.id} item={item} current={item.id === current} open={openIds.includes(item.id)} onToggle={(it) => onToggle(it, items)}>
          {item.submenu && <MenuLevel items={item.submenu} openIds={openIds} onToggle={onToggle} />}
        </MenuEntry>
      ))}
    </ul>
  );
}

export function SidebarMenu() {
  const { t } = useTranslation();
  const items = useVisibleMenu();
  const path = normalisePath(useLocation().pathname);
  const [openIds, setOpenIds] = useState<string[]>(() => openSectionIds(items));
  const nav = useRef<HTMLElement>(null);

  useEffect(() => {
    setOpenIds(openSectionIds(items));
    // Only a navigation resets the open sections, not a badge count or a language change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [path]);

  useEffect(() => {
    // Once now, and once the opening section has finished growing (--pt-menu-open-ms, 280ms).
    const frame = requestAnimationFrame(() => revealCurrentItem(nav.current));
    const timer = window.setTimeout(() => revealCurrentItem(nav.current), 360);
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, [path]);

  return (
    <nav ref={nav} className="pt-menu" aria-label={t('shell.sidebar.label')} data-testid="sidebar-menu">
      <MenuLevel items={items} openIds={openIds} onToggle={(item, siblings) => setOpenIds((ids) => toggleSection(ids, item, siblings))} />
    </nav>
  );
}
