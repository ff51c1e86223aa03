/**
 * One sidebar entry: its heading or separator, then a link, an external link or a section.
 * A section draws its entries the first time it opens and keeps them after (so closing still
 * animates): the admin menu holds about 1,400 elements, most in sections nobody opens. Tags and
 * counts are plain spans (.pt-tag, .pt-count), not Fluent badges: the frame's first load.
 */
import { useState } from 'react';
import { ChevronDownRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { VisibleMenuItem } from '../../../engine/menu/menuForUser.ts';
import { fillPath } from '../../../engine/routes/path.ts';
import { MenuIcon } from './menuIcons.tsx';

export interface MenuEntryProps {
  readonly item: VisibleMenuItem;
  readonly current: boolean;
  readonly open: boolean;
  readonly onToggle: (item: VisibleMenuItem) => void;
  readonly children?: React.ReactNode;
}

function hrefOf(page: string): string {
  try {
    return fillPath(page);
  } catch {
    // A menu page with a required parameter has no single address; its list is one level up.
    return page.replace(/\/:[^/]+.*$/, '') || '/';
  }
}

function Extras({ item }: { readonly item: VisibleMenuItem }) {
  return (
    <>
      {item.tag && <span className="pt-tag pt-menu-tag">{item.tag}</span>}
      {item.badgeCount !== undefined && <span className="pt-count pt-menu-badge">{item.badgeCount > 99 ? '99+' : item.badgeCount}</span>}
    </>
  );
}

export function MenuEntry({ item, current, open, onToggle, children }: MenuEntryProps) {
  const { t } = useTranslation();
  const [everOpened, setEverOpened] = useState(open);
  if (open && !everOpened) setEverOpened(true);
  const label = item.titleKey ? t(item.titleKey) : '';
  const body = (
    <>
      <MenuIcon name={item.icon} />
      <span className="pt-menu-label">{label}</span>
      <Extras item={item} />
    </>
  );
  const heading = (
    <>
      {item.separator && <li role="separator" className="pt-menu-separator" />}
      {item.sectionTitle && (
        <li className="pt-menu-section" role="presentation">
          {t(item.sectionTitle)}
        </li>
      )}
    </>
  );
  if (!item.page && !item.url && !item.submenu) return heading;
  let entry: React.ReactNode;
  if (item.submenu) {
    entry = (
      <>
        <button
          type="button"
          className="pt-menu-link"
          data-menu-id={item.id}
          data-active={item.isOpen || undefined}
          aria-expanded={open}
          onClick={() => onToggle(item)}
        >
          {body}
          <ChevronDownRegular className="pt-menu-chevron" aria-hidden />
        </button>
        <div className="pt-menu-collapse" data-open={open || undefined} data-drawn={everOpened || undefined}>
          <div className="pt-menu-collapse-inner">{everOpened && children}</div>
        </div>
      </>
    );
  } else if (item.page) {
    entry = (
      <Link
        to={hrefOf(item.page)}
        className="pt-menu-link"
        data-menu-id={item.id}
        data-current={current || undefined}
        aria-current={current ? 'page' : undefined}
      >
        {body}
      </Link>
    );
  } else {
    entry = (
      <a href={item.url} target="_blank" rel="noopener noreferrer" className="pt-menu-link" data-menu-id={item.id}>
        {body}
      </a>
    );
  }
  return (
    <>
      {heading}
      <li className="pt-menu-item" data-level={item.level}>
        {entry}
      </li>
    </>
  );
}
