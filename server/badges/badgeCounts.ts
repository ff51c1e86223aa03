/**
 * What each header and sidebar badge counts, from the database: a user's unread notification rows
 * (left by the notifyRecipients effect, made read by markRead or by clearing) about the resources
 * the badge stands for. One definition of each count, read by the badge calls
 * (GET /sso/disposisi/notif, ...) and by the live delivery that pushes a new count after a write,
 * so the number a user sees on load and the number pushed to them can never disagree.
 *
 * modules.md: "Total notification count is disposition count plus task count."
 */
import type { Kysely } from 'kysely';
import type { BadgeName } from '../../engine/registryKeys.ts';

/** The resources whose unread notifications each badge adds up. */
export const badgeResources: Readonly<Record<BadgeName, readonly string[]>> = {
  dispositionNotifications: ['disposition', 'support_task'],
  smrNotifications: ['doc_smr'],
  supportOpenNotifications: ['support_ticket'],
};

/** The badges whose count changes when a notification about this resource is written or read. */
export function badgesOfResource(resource: string): BadgeName[] {
  return (Object.keys(badgeResources) as BadgeName[]).filter((badge) => badgeResources[badge].includes(resource));
}

export async function badgeCount(db: Kysely<any>, badge: BadgeName, username: string): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .where('recipient', '=', username)
    .where('read_at', 'is', null)
    .where('resource', 'in', [...badgeResources[badge]])
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}
