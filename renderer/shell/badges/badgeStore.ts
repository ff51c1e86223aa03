/**
 * Counts behind the header badges and the sidebar's badge items, keyed by the badge names of
 * engine/registryKeys.ts. The spec leaves the paths of these calls unnamed; each source is a
 * fetcher here, and a source without an endpoint yet stays at zero (no badge is shown at zero).
 */
import { create } from 'zustand';
import type { BadgeName } from '../../../engine/registryKeys.ts';
import { badgeNames } from '../../../engine/registryKeys.ts';
import { apiFetch } from '../../session/apiClient.ts';
import type { SessionUser } from '../../session/sessionUser.ts';

type Counts = Record<BadgeName, number>;

const zero = Object.fromEntries(badgeNames.map((name) => [name, 0])) as Counts;

export const useBadgeStore = create<{ counts: Counts }>()(() => ({ counts: zero }));

interface BadgeSource {
  /** whether this user's sidebar asks for the count at all */
  readonly appliesTo: (user: SessionUser) => boolean;
  readonly path: string | null;
}

/** "This count is fetched on sidebar load when the user's bidang_id is 9." */
const SUPPORT_BIDANG_ID = 9;

const sources: Record<BadgeName, BadgeSource> = {
  supportOpenNotifications: { appliesTo: (user) => user.bidang_id === SUPPORT_BIDANG_ID, path: null },
  dispositionNotifications: { appliesTo: () => true, path: null },
  smrNotifications: { appliesTo: () => true, path: null },
};

function countOf(answer: unknown): number {
  const body = answer as { data?: unknown; total?: unknown; count?: unknown };
  for (const value of [body?.total, body?.count, (body?.data as { total?: unknown })?.total, body?.data]) {
    if (typeof value === 'number') return value;
  }
  return 0;
}

export async function loadBadgeCounts(user: SessionUser): Promise<void> {
  const counts = { ...zero };
  await Promise.all(
    badgeNames.map(async (name) => {
      const source = sources[name];
      if (!source.path || !source.appliesTo(user)) return;
      const response = await apiFetch(source.path).catch(() => null);
      if (response?.ok) counts[name] = countOf(await response.json().catch(() => null));
    }),
  );
  useBadgeStore.setState({ counts });
}

export function clearBadgeCounts(): void {
  useBadgeStore.setState({ counts: zero });
}
