/**
 * The sidebar below the large breakpoint: an off-canvas overlay panel (Fluent's drawer) that
 * closes when the route changes. Its own chunk: a large screen never fetches it.
 */
import { Button, DrawerBody, DrawerHeader, DrawerHeaderTitle, OverlayDrawer } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { definitions } from '../../definitions.ts';
import { SidebarFooter } from './SidebarFooter.tsx';
import { SidebarMenu } from './SidebarMenu.tsx';
import { useSidebarStore } from './sidebarStore.ts';

export default function OffCanvasSidebar() {
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
