/**
 * The applications the user may open, as tiles on the landing page: the top-level entries of
 * their own menu (menuForUser, as the sidebar draws it), each going to its page or to the first
 * page of its section. Staff land on their work in one click instead of opening the sidebar.
 */
import { Card, Subtitle1 } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { VisibleMenuItem } from '../../../engine/menu/menuForUser.ts';
import { fillPath } from '../../../engine/routes/path.ts';
import { MenuIcon } from '../../shell/sidebar/menuIcons.tsx';
import { useVisibleMenu } from '../../shell/sidebar/useVisibleMenu.ts';

/** The landing page and the user's own account are not applications. */
const NOT_APPLICATIONS = new Set(['dashboard', 'profile']);

/** The first page an entry leads to that needs no parameter. */
function firstPage(item: VisibleMenuItem): string | undefined {
  if (item.page) {
    try {
      return fillPath(item.page);
    } catch {
      // A page with a required parameter has no single address.
    }
  }
  for (const child of item.submenu ?? []) {
    const page = firstPage(child);
    if (page) return page;
  }
  return undefined;
}

export function AppShortcuts() {
  const { t } = useTranslation();
  const items = useVisibleMenu()
    .filter((item) => item.level === 0 && !NOT_APPLICATIONS.has(item.id) && item.titleKey)
    .map((item) => ({ item, to: firstPage(item) }))
    .filter((entry): entry is { item: VisibleMenuItem; to: string } => entry.to !== undefined);
  if (items.length === 0) return null;
  return (
    <Card className="pt-card pt-dashboard-wide" data-testid="dashboard-apps">
      <Subtitle1 as="h2" block>
        {t('shell.dashboard.applications')}
      </Subtitle1>
      <ul className="pt-app-tiles">
        {items.map(({ item, to }) => (
          <li key={item.id}>
            <Link to={to} className="pt-app-tile" data-testid={`dashboard-app-${item.id}`}>
              <MenuIcon name={item.icon} />
              <span>{t(item.titleKey as string)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}
