/**
 * A session the server no longer honours (the refresh failed after a 401, or the token ran out)
 * ends on this device too. The HTTP client reports it; the root of the router listens and
 * sends the user to sign in, so a dead session never looks signed in.
 */
import { useSessionStore } from './sessionStore.ts';

type Listener = () => void;
const listeners = new Set<Listener>();

export function onSessionLost(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function reportSessionLost(): void {
  if (!useSessionStore.getState().token) return;
  useSessionStore.getState().clear();
  for (const listener of listeners) listener();
}
