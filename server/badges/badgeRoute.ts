/**
 * GET /sso/notifications/badges: every badge count of the signed-in user at once (any signed-in
 * user; each count is their own unread notifications, server/badges/badgeCounts.ts). The shell
 * reads it on load; after that the socket pushes the same counts as they move.
 */
import type { FastifyInstance } from 'fastify';
import type { BadgeName } from '../../engine/registryKeys.ts';
import { badgeNames } from '../../engine/registryKeys.ts';
import { requirePrincipal } from '../auth/authenticate.ts';
import type { Database } from '../db/database.ts';
import { badgeCount } from './badgeCounts.ts';

export async function badgeCountsOf(db: Database, username: string): Promise<Record<BadgeName, number>> {
  const counts = await Promise.all(badgeNames.map(async (badge) => [badge, await badgeCount(db, badge, username)] as const));
  return Object.fromEntries(counts) as Record<BadgeName, number>;
}

export function installBadgeRoute(app: FastifyInstance, db: Database): void {
  app.get('/sso/notifications/badges', async (request) => {
    const principal = await requirePrincipal(app, db, request);
    return { data: await badgeCountsOf(db, principal.username) };
  });
}
