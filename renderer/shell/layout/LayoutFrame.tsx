/**
 * The frame of a layout (app.json `layouts`): which parts surround the page. The default
 * layout has header, sidebar, footer, style switcher and the overlays; the login layout none.
 */
import { Suspense, type ReactNode } from 'react';
import { preloadedLazy } from '../../routing/preloadedLazy.tsx';
import { definitions } from '../../definitions.ts';
import { useStyleStore } from '../../theme/styleStore.ts';
import { Footer } from '../footer/Footer.tsx';
import { Header } from '../header/Header.tsx';
import { preloadOffCanvasSidebar, Sidebar } from '../sidebar/Sidebar.tsx';
import { StyleSwitcher } from '../styleSwitcher/StyleSwitcher.tsx';
import { Breadcrumbs, type BreadcrumbsProps } from './Breadcrumbs.tsx';
import { PageOverlay } from './PageOverlay.tsx';
import { isLargeViewport, useViewport } from './useViewport.ts';
import './frame.css';

// Fluent's menus and overflow, fetched only when the top-menu style is on.
const TopMenu = preloadedLazy(() => import('./TopMenu.tsx').then((m) => ({ default: m.TopMenu })));

/** The lazy parts the frame draws at once on this screen, so the first page shows no fallback. */
export function preloadFrameParts(): Promise<unknown> {
  const { flags } = useStyleStore.getState();
  const large = isLargeViewport();
  return Promise.all([flags.topMenu && large ? TopMenu.preload() : undefined, large ? undefined : preloadOffCanvasSidebar()]).catch(() => undefined);
}

type Part = 'header' | 'sidebar' | 'footer' | 'styleSwitcher' | 'pageOverlay' | 'progressOverlay';

export interface LayoutFrameProps {
  readonly layout: string;
  /** shown in the top bar of the expanded header */
  readonly title?: string;
  /** the page whose trail shows above the content, in layouts with a header */
  readonly breadcrumbs?: BreadcrumbsProps;
  readonly children: ReactNode;
}

export function LayoutFrame({ layout, title, breadcrumbs, children }: LayoutFrameProps) {
  const parts = (definitions.app.layouts[layout]?.parts ?? []) as readonly Part[];
  const has = (part: Part) => parts.includes(part);
  const flags = useStyleStore((s) => s.flags);
  const { large } = useViewport();
  const topMenu = has('sidebar') && flags.topMenu && large;
  const sidebar = has('sidebar') && !topMenu;
  const classes = ['pt-layout', `pt-layout-${layout}`, has('header') && 'pt-has-header', sidebar && 'pt-has-sidebar', topMenu && 'pt-has-top-menu']
    .filter(Boolean)
    .join(' ');
  return (
    <div className={classes} data-layout={layout}>
      {has('header') && <Header withSidebar={sidebar} />}
      {topMenu && (
        <Suspense fallback={<div className="pt-top-menu-bar" />}>
          <TopMenu />
        </Suspense>
      )}
      {sidebar && <Sidebar />}
      <div className="pt-main">
        {has('header') && flags.expandedHeader && title && (
          <div className="pt-topbar" data-testid="topbar">
            {title}
          </div>
        )}
        <main className="pt-content" id="content">
          {has('header') && breadcrumbs && <Breadcrumbs {...breadcrumbs} />}
          {children}
        </main>
        {has('footer') && flags.footer && <Footer />}
      </div>
      {has('styleSwitcher') && <StyleSwitcher />}
      {has('pageOverlay') && <PageOverlay />}
    </div>
  );
}
