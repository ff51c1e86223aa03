/**
 * The layout frame of a page, fetched only for a layout that has parts: the sign-in page (the
 * login layout, no parts) opens without the header, sidebar, menus, drawers and style switcher
 * and their Fluent components. The route loader starts the frame's chunk with the page's own
 * (preloadPageFrame), so a signed-in page does not wait for it after its content.
 */
import { Suspense } from 'react';
import { definitions, loadFrameDefinitions } from '../definitions.ts';
import type { LayoutFrameProps } from '../shell/layout/LayoutFrame.tsx';
import { preloadedLazy } from './preloadedLazy.tsx';

// The frame's own lazy parts this screen draws at once (the top menu, the phone's sidebar) come with it.
const LayoutFrame = preloadedLazy(() =>
  Promise.all([import('../shell/layout/LayoutFrame.tsx').then(async (m) => (await m.preloadFrameParts(), m)), loadFrameDefinitions()]).then(([m]) => ({ default: m.LayoutFrame })),
);

function hasParts(layout: string): boolean {
  return (definitions.app.layouts[layout]?.parts ?? []).length > 0;
}

/** The frame's code and the menu it draws. */
export function preloadPageFrame(layout: string): Promise<unknown> {
  return hasParts(layout) ? LayoutFrame.preload().catch(() => undefined) : Promise.resolve();
}

export function PageFrame(props: LayoutFrameProps) {
  if (hasParts(props.layout)) {
    return (
      <Suspense fallback={null}>
        <LayoutFrame {...props} />
      </Suspense>
    );
  }
  // The markup LayoutFrame draws for a layout without parts (its classes carry the page's CSS).
  return (
    <div className={`pt-layout pt-layout-${props.layout}`} data-layout={props.layout}>
      <div className="pt-main">
        <main className="pt-content" id="content">
          {props.children}
        </main>
      </div>
    </div>
  );
}
