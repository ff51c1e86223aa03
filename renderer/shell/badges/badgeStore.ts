/**
 * Counts behind the header badges and the sidebar's badge items, keyed by the badge names of
 * engine/registryKeys.ts. All come from one call, GET /sso/notifications/badges (the spec leaves
 * their paths unnamed), read when a user signs in or a page loads; after that the real-time
 * socket pushes them as they move (renderer/realtime/socketClient.ts, setBadgeCounts). A badge
 * a user's sidebar does not ask for stays at zero (no badge is shown at zero).
 */
import { create } from 'zustand';
import type { BadgeName } from '../../../engine/registryKeys.ts';
import { badgeNames } from '../../../engine/registryKeys.ts';
import { apiFetch } from '../../session/apiClient.ts';
import type { SessionUser } from '../../session/sessionUser.ts';

type Counts = Record<BadgeName, number>;

const zero = Object.fromEntries(badgeNames.map((name) => [name, 0])) as Counts;

export const useBadgeStore = create<{ counts: Counts }>()(() => ({ counts: zero }));

/** "This count is fetched on sidebar load when the user's bidang_id is 9." */
const SUPPORT_BIDANG_ID = 9;

/** Whether this user's shell asks for the count at all. */
const appliesTo: Record<BadgeName, (user: SessionUser) => boolean> = {
  supportOpenNotifications: (user) => user.bidang_id === SUPPORT_BIDANG_ID,
  dispositionNotifications: () => true,
  smrNotifications: () => true,
};

/** Counts as the server sent them, kept only for the badges this user's shell shows. */
export function setBadgeCounts(user: SessionUser, answer: unknown): void {
  const sent = (answer && typeof answer === 'object' ? answer : {}) as Partial<Record<BadgeName, unknown>>;
  const counts = { ...zero };
  for (const name of badgeNames) {
    const value = sent[name];
    if (appliesTo[name](user) && typeof value === 'number') counts[name] = value;
  }
  useBadgeStore.setState({ counts });
}

export async function loadBadgeCounts(user: SessionUser): Promise<void> {
  const response = await apiFetch('/sso/notifications/badges').catch(() => null);
  if (!response?.ok) return;
  const body = (await response.json().catch(() => null)) as { data?: unknown } | null;
  setBadgeCounts(user, body?.data);
}

export function clearBadgeCounts(): void {
  useBadgeStore.setState({ counts: zero });
}
