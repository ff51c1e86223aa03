/**
 * What a new notification of the signed-in user does to the screen: the records and lists on it
 * are read again, so a requester watching their ticket sees the approval, the task or the comment
 * that notified them without reloading. The socket counts the notifications (`notified`); a screen
 * reads again when the count moves. Forms are left alone: what a user is typing stays.
 */
import { useEffect, useRef } from 'react';
import { create } from 'zustand';

export const useLiveVersion = create<{ version: number; bump: () => void }>()((set) => ({
  version: 0,
  bump: () => set((state) => ({ version: state.version + 1 })),
}));

/** Calls `refresh` each time a notification arrives while the component is on screen. */
export function useLiveRefresh(refresh: () => void): void {
  const version = useLiveVersion((state) => state.version);
  const latest = useRef(refresh);
  latest.current = refresh;
  const seen = useRef(version);
  useEffect(() => {
    if (version === seen.current) return;
    seen.current = version;
    latest.current();
  }, [version]);
}
