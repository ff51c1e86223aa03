/**
 * Whether the off-canvas sidebar is open. Below the large breakpoint the sidebar is an overlay
 * panel; it starts open only on screens of the medium breakpoint or wider ("expanded at 960px
 * or more"), and any route change closes it.
 */
import { create } from 'zustand';
import { breakpoints } from '../shellConstants.ts';

interface SidebarState {
  offCanvasOpen: boolean;
  setOffCanvasOpen(open: boolean): void;
}

const startsOpen = typeof window !== 'undefined' && window.innerWidth >= breakpoints.medium && window.innerWidth < breakpoints.large;

export const useSidebarStore = create<SidebarState>()((set) => ({
  offCanvasOpen: startsOpen,
  setOffCanvasOpen: (offCanvasOpen) => set({ offCanvasOpen }),
}));
