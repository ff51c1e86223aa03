/**
 * The signed-in session, persisted to localStorage so a reload keeps the user signed in.
 * Holds the access token, when it expires, and the decoded profile; nothing else.
 */
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { SessionUser } from './sessionUser.ts';

export const DEFAULT_AVATAR = 'default.jpg';

export interface SessionState {
  token: string | null;
  /** epoch milliseconds at which the access token stops working */
  expiresAt: number | null;
  user: SessionUser | null;
  avatar: string;
  setToken(token: string, expiresInSeconds: number): void;
  setUser(user: SessionUser | null): void;
  clear(): void;
}

export const useSessionStore = create<SessionState>()(
  persist(
    (set) => ({
      token: null,
      expiresAt: null,
      user: null,
      avatar: DEFAULT_AVATAR,
      setToken: (token, expiresInSeconds) => set({ token, expiresAt: Date.now() + expiresInSeconds * 1000 }),
      setUser: (user) => set({ user, avatar: user?.avatar || DEFAULT_AVATAR }),
      clear: () => set({ token: null, expiresAt: null, user: null, avatar: DEFAULT_AVATAR }),
    }),
    { name: 'portal.session', storage: createJSONStorage(() => localStorage) },
  ),
);
