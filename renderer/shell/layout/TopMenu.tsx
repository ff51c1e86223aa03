/**
 * The "top menu" style: the same visible menu as the sidebar, as a horizontal bar under the
 * header with nested pop-up menus.
 */
import { Button, Menu, MenuItem, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import { ChevronDownRegular } from '@fluentui/react-icons';
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

function SubMenu({ items }: { readonly items: readonly VisibleMenuItem[] }) {
  const { t } = useTranslation();
  const open = useOpenItem();
  return (
    <MenuList>
      {items
        .filter((item) => item.page || item.url || item.submenu)
        .map((item) =>
          item.submenu ? (
            <Menu key={item.id}>
              <MenuTrigger disableButtonEnhancement>
                <MenuItem icon={<MenuIcon name={item.icon} />}>{item.titleKey ? t(item.titleKey) : item.id}</MenuItem>
              </MenuTrigger>
              <MenuPopover>
                <SubMenu items={item.submenu} />
              </MenuPopover>
            </Menu>
          ) : (
            <MenuItem key={item.id} icon={<MenuIcon name={item.icon} />} onClick={() => open(item)}>
              {item.titleKey ? t(item.titleKey) : item.id}
            </MenuItem>
          ),
        )}
    </MenuList>
  );
}

export function TopMenu() {
  const { t } = useTranslation();
  const items = useVisibleMenu();
  const open = useOpenItem();
  return (
    <nav className="pt-top-menu-bar" aria-label={t('shell.sidebar.label')} data-testid="top-menu">
      {items
        .filter((item) => item.page || item.url || item.submenu)
        .map((item) =>
          item.submenu ? (
            <Menu key={item.id}>
              <MenuTrigger disableButtonEnhancement>
                <Button appearance="subtle" icon={<MenuIcon name={item.icon} />} data-menu-id={item.id}>
                  {item.titleKey ? t(item.titleKey) : item.id}
                  <ChevronDownRegular />
                </Button>
              </MenuTrigger>
              <MenuPopover>
                <SubMenu items={item.submenu} />
              </MenuPopover>
            </Menu>
          ) : (
            <Button key={item.id} appearance="subtle" icon={<MenuIcon name={item.icon} />} data-menu-id={item.id} onClick={() => open(item)}>
              {item.titleKey ? t(item.titleKey) : item.id}
            </Button>
          ),
        )}
    </nav>
  );
}
