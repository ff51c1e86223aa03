/**
 * The "top menu" style: the same visible menu as the sidebar, as a horizontal bar under the
 * header with nested pop-up menus; what does not fit the width waits in a "More" menu.
 */
import {
  Button,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  Overflow,
  OverflowItem,
  useIsOverflowItemVisible,
  useOverflowMenu,
} from '@fluentui/react-components';
import { ChevronDownRegular, MoreHorizontalRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { VisibleMenuItem } from '../../../engine/menu/menuForUser.ts';
import { fillPath } from '../../../engine/routes/path.ts';
import { MenuIcon } from '../sidebar/menuIcons.tsx';
import { useVisibleMenu } from '../sidebar/useVisibleMenu.ts';

function useOpenItem(): (item: VisibleMenuItem) => void {
  const navigate = useNavigate();
  return (item) => {
    if (item.url) window.open(item.url, '_blank', 'noopener');
    else if (item.page) {
      try {
        void navigate(fillPath(item.page));
      } catch {
        void navigate(item.page.replace(/\/:[^/]+.*$/, '') || '/');
      }
    }
  };
}

/** One entry of a pop-up menu: an item, or an item opening its own nested menu. */
function SubMenuEntry({ item }: { readonly item: VisibleMenuItem }) {
  const { t } = useTranslation();
  const open = useOpenItem();
  const label = item.titleKey ? t(item.titleKey) : item.id;
  if (!item.submenu) {
    return (
      <MenuItem icon={<MenuIcon name={item.icon} />} onClick={() => open(item)}>
        {label}
      </MenuItem>
    );
  }
  return (
    <Menu>
      <MenuTrigger disableButtonEnhancement>
        <MenuItem icon={<MenuIcon name={item.icon} />}>{label}</MenuItem>
      </MenuTrigger>
      <MenuPopover>
        <SubMenu items={item.submenu} />
      </MenuPopover>
    </Menu>
  );
}

function SubMenu({ items }: { readonly items: readonly VisibleMenuItem[] }) {
  return (
    <MenuList>
      {items
        .filter((item) => item.page || item.url || item.submenu)
        .map((item) => (
          <SubMenuEntry key={item.id} item={item} />
        ))}
    </MenuList>
  );
}

/** One entry of the bar: a button, or a button opening its section's pop-up menu. */
function BarEntry({ item }: { readonly item: VisibleMenuItem }) {
  const { t } = useTranslation();
  const open = useOpenItem();
  const label = item.titleKey ? t(item.titleKey) : item.id;
  if (!item.submenu) {
    return (
      <Button appearance="subtle" icon={<MenuIcon name={item.icon} />} data-menu-id={item.id} onClick={() => open(item)}>
        {label}
      </Button>
    );
  }
  return (
    <Menu>
      <MenuTrigger disableButtonEnhancement>
        <Button appearance="subtle" icon={<MenuIcon name={item.icon} />} data-menu-id={item.id}>
          {label}
          <ChevronDownRegular />
        </Button>
      </MenuTrigger>
      <MenuPopover>
        <SubMenu items={item.submenu} />
      </MenuPopover>
    </Menu>
  );
}

/** The entries that no longer fit the bar, in a "More" menu at its end. */
function MoreMenu({ items }: { readonly items: readonly VisibleMenuItem[] }) {
  const { t } = useTranslation();
  const { ref, isOverflowing } = useOverflowMenu<HTMLButtonElement>();
  if (!isOverflowing) return null;
  return (
    <Menu>
      <MenuTrigger disableButtonEnhancement>
        <Button ref={ref} appearance="subtle" icon={<MoreHorizontalRegular />} data-testid="top-menu-more">
          {t('shell.topMenu.more')}
        </Button>
      </MenuTrigger>
      <MenuPopover>
        <HiddenEntries items={items} />
      </MenuPopover>
    </Menu>
  );
}

function HiddenEntries({ items }: { readonly items: readonly VisibleMenuItem[] }) {
  return (
    <MenuList>
      {items.map((item) => (
        <HiddenEntry key={item.id} item={item} />
      ))}
    </MenuList>
  );
}

function HiddenEntry({ item }: { readonly item: VisibleMenuItem }) {
  const visible = useIsOverflowItemVisible(item.id);
  if (visible) return null;
  return <SubMenuEntry item={item} />;
}

/**
 * The bar keeps to one line and the viewport's width: the entries that do not fit move, from the
 * end, into a "More" menu (Fluent's Overflow measures the bar as it resizes).
 */
export function TopMenu() {
  const { t } = useTranslation();
  const items = useVisibleMenu().filter((item) => item.page || item.url || item.submenu);
  return (
    <Overflow overflowAxis="horizontal" padding={8}>
      <nav className="pt-top-menu-bar" aria-label={t('shell.sidebar.label')} data-testid="top-menu">
        {items.map((item) => (
          <OverflowItem key={item.id} id={item.id}>
            <span>
              <BarEntry item={item} />
            </span>
          </OverflowItem>
        ))}
        <MoreMenu items={items} />
      </nav>
    </Overflow>
  );
}
