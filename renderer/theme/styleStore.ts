/**
 * The style switcher's choices (theme and page flags), kept in localStorage across reloads.
 * Each flag maps to one class on the root element; layout.css gives the classes their meaning.
 */
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { ThemeId } from './themes.ts';

export const styleFlags = ['fixedCard', 'fixedPage', 'expandedHeader', 'miniSidebar', 'footer', 'fullWidth', 'topMenu'] as const;
export type StyleFlag = (typeof styleFlags)[number];

/** The class each flag puts on the root element. */
export const styleFlagClass: Record<StyleFlag, string> = {
  fixedCard: 'pt-fixed-card',
  fixedPage: 'pt-fixed-page',
  expandedHeader: 'pt-expanded-header',
  miniSidebar: 'pt-mini-sidebar',
  footer: 'pt-footer',
  fullWidth: 'pt-full-width',
  topMenu: 'pt-top-menu',
};

interface StyleState {
  theme: ThemeId;
  flags: Record<StyleFlag, boolean>;
  setTheme(theme: ThemeId): void;
  toggle(flag: StyleFlag): void;
  reset(): void;
}

const defaults = {
  theme: 'a' as ThemeId,
  flags: { fixedCard: false, fixedPage: true, expandedHeader: false, miniSidebar: false, footer: true, fullWidth: false, topMenu: false },
};

export const useStyleStore = create<StyleState>()(
  persist(
    (set) => ({
      ...defaults,
      setTheme: (theme) => set({ theme }),
      toggle: (flag) => set((state) => ({ flags: { ...state.flags, [flag]: !state.flags[flag] } })),
      reset: () => set(defaults),
    }),
    { name: 'portal.style', storage: createJSONStorage(() => localStorage) },
  ),
);

export function rootClasses(flags: Record<StyleFlag, boolean>): string {
  return styleFlags.filter((flag) => flags[flag]).map((flag) => styleFlagClass[flag]).join(' ');
}
