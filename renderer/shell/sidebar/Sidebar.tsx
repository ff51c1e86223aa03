/**
 * The sidebar: docked (260px, or 72px in mini mode, widening on hover) on large screens, an
 * off-canvas overlay panel below 1200px (OffCanvasSidebar, its own chunk).
 */
import { Suspense } from 'react';
import { preloadedLazy } from '../../routing/preloadedLazy.tsx';
import { useViewport } from '../layout/useViewport.ts';
import { SidebarFooter } from './SidebarFooter.tsx';
import { SidebarMenu } from './SidebarMenu.tsx';

const OffCanvasSidebar = preloadedLazy(() => import('./OffCanvasSidebar.tsx'));

export const preloadOffCanvasSidebar = () => OffCanvasSidebar.preload();

export function Sidebar() {
  const { large } = useViewport();
  if (!large)
    return (
      <Suspense fallback={null}>
        <OffCanvasSidebar />
      </Suspense>
    );
  return (
    <aside className="pt-sidebar" data-testid="sidebar">
      <div className="pt-sidebar-scroll">
        <SidebarMenu />
      </div>
      <SidebarFooter />
    </aside>
  );
}
