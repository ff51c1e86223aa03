/**
 * The sidebar: docked (260px, or 72px in mini mode, widening on hover) on large screens, an
 * off-canvas overlay panel below 1200px that closes when the route changes.
 */
import { Button, DrawerBody, DrawerHeader, DrawerHeaderTitle, OverlayDrawer } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { definitions } from '../../definitions.ts';
import { useViewport } from '../layout/useViewport.ts';
import { SidebarMenu } from './SidebarMenu.tsx';
import { useSidebarStore } from './sidebarStore.ts';

function SidebarFooter() {
  const { t } = useTranslation();
  return (
    <div className="pt-sidebar-footer" data-testid="app-version">
      {definitions.app.title} · {t('shell.footer.version', { version: __APP_VERSION__ })}
    </div>
  );
}

function OffCanvasSidebar() {
  const { t } = useTranslation();
  const open = useSidebarStore((s) => s.offCanvasOpen);
  const setOpen = useSidebarStore((s) => s.setOffCanvasOpen);
  const location = useLocation();

  const shownAt = useRef(location.key);

  useEffect(() => {
    // A route change closes the panel; its first render is not a change.
    if (shownAt.current === location.key) return;
    shownAt.current = location.key;
    setOpen(false);
  }, [location.key, setOpen]);

  return (
    <OverlayDrawer open={open} onOpenChange={(_, data) => setOpen(data.open)} position="start" className="pt-offcanvas" data-testid="sidebar-offcanvas">
      <DrawerHeader className="pt-offcanvas-header">
        <DrawerHeaderTitle
          action={<Button appearance="subtle" aria-label={t('shell.sidebar.close')} icon={<DismissRegular />} onClick={() => setOpen(false)} />}
        >
          <span className="pt-offcanvas-title">
            <img src="/logo.svg" alt="" width={28} height={28} />
            {definitions.app.title}
          </span>
        </DrawerHeaderTitle>
      </DrawerHeader>
      <DrawerBody className="pt-offcanvas-body">
        <SidebarMenu />
      </DrawerBody>
      <SidebarFooter />
    </OverlayDrawer>
  );
}

export function Sidebar() {
  const { large } = useViewport();
  if (!large) return <OffCanvasSidebar />;
  return (
    <aside className="pt-sidebar" data-testid="sidebar">
      <div className="pt-sidebar-scroll">
        <SidebarMenu />
      </div>
      <SidebarFooter />
    </aside>
  );
}
