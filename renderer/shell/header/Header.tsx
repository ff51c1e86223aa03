/**
 * The 48px header: a menu button below the large breakpoint, then the elements app.json lists,
 * in its order. Elements that do not fit a phone hide there (see layout.css .pt-hide-phone).
 */
import { Button } from '@fluentui/react-components';
import { AlertRegular, MailRegular, NavigationRegular, PersonSupportRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { AppDefinition } from '../../../engine/definitions/model.ts';
import { definitions } from '../../definitions.ts';
import { useCanOpen } from '../../routing/useCanOpen.ts';
import { useSessionStore } from '../../session/sessionStore.ts';
import { useViewport } from '../layout/useViewport.ts';
import { useSidebarStore } from '../sidebar/sidebarStore.ts';
import { ChatIdentity } from './ChatIdentity.tsx';
import { DashboardRefresh } from './DashboardRefresh.tsx';
import { FullscreenToggle } from './FullscreenToggle.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { NotificationBadge } from './NotificationBadge.tsx';
import { ProfileMenu } from './ProfileMenu.tsx';

type HeaderElement = AppDefinition['header']['elements'][number];

function Logo() {
  return (
    <Link to={definitions.app.router.homePath} className="pt-logo" data-testid="logo">
      <img src="/logo.svg" alt="" width={28} height={28} />
      <span className="pt-logo-text">{definitions.app.title}</span>
    </Link>
  );
}

function SupportLink() {
  const { t } = useTranslation();
  const to = definitions.app.header.supportLink;
  const allowed = useCanOpen(to);
  if (!to || !allowed) return null;
  const label = t('shell.header.supportLink');
  return (
    <Link to={to} className="pt-header-link pt-hide-phone" aria-label={label} title={label} data-testid="support-link">
      <PersonSupportRegular fontSize={20} />
    </Link>
  );
}

function ElementFor({ element, signedIn }: { readonly element: HeaderElement; readonly signedIn: boolean }) {
  const { t } = useTranslation();
  switch (element) {
    case 'logo':
      return <Logo />;
    case 'smrBadge':
      return signedIn ? (
        <NotificationBadge source="smrNotifications" icon={<MailRegular />} label={t('shell.header.smrBadge')} to="/apps/doc_smr" testId="smr-badge" />
      ) : null;
    case 'dispositionBadge':
      return signedIn ? (
        <NotificationBadge
          source="dispositionNotifications"
          icon={<AlertRegular />}
          label={t('shell.header.dispositionBadge')}
          to="/apps/disposisi"
          testId="disposition-badge"
        />
      ) : null;
    case 'dashboardRefresh':
      return signedIn ? <DashboardRefresh /> : null;
    case 'supportLink':
      return signedIn ? <SupportLink /> : null;
    case 'fullscreen':
      return <FullscreenToggle />;
    case 'languageSwitch':
      return <LanguageSwitch />;
    case 'profileMenu':
      return <ProfileMenu />;
    case 'chatIdentity':
      return signedIn ? <ChatIdentity /> : null;
  }
}

export function Header({ withSidebar }: { readonly withSidebar: boolean }) {
  const { t } = useTranslation();
  const { large } = useViewport();
  const openSidebar = useSidebarStore((s) => s.setOffCanvasOpen);
  const signedIn = useSessionStore((s) => !!s.user?.username);
  const [first, ...rest] = definitions.app.header.elements;
  const leading = first === 'logo' ? [first] : [];
  const trailing = first === 'logo' ? rest : definitions.app.header.elements;
  return (
    <header className="pt-header" data-testid="header">
      {withSidebar && !large && (
        <Button
          appearance="transparent"
          className="pt-header-button"
          icon={<NavigationRegular />}
          aria-label={t('shell.header.toggleSidebar')}
          data-testid="sidebar-toggle"
          onClick={() => openSidebar(true)}
        />
      )}
      {leading.map((element) => (
        <ElementFor key={element} element={element} signedIn={signedIn} />
      ))}
      <div className="pt-header-spacer" />
      {trailing.map((element) => (
        <ElementFor key={element} element={element} signedIn={signedIn} />
      ))}
    </header>
  );
}
