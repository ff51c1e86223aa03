/**
 * Web Push (shell.md section 7), so a notification reaches a user whose portal tab is closed:
 * - VAPID keys: VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY, else generated once into DATA_DIR/vapid.json
 *   (several instances share DATA_DIR or set the variables, as with JWT_SECRET);
 * - GET /sso/push/key answers the public key; POST and DELETE /sso/push/subscriptions keep the
 *   browsers a signed-in user allowed (endpoint: an https URL; keys: base64url);
 * - a new notification for a user with no open socket on any instance is pushed to each of their
 *   browsers, once: the instance that marks it pushed sends it. A browser the push service says
 *   is gone (404, 410) is forgotten.
 */
import type { FastifyInstance } from 'fastify';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import webPush from 'web-push';
import { requirePrincipal } from '../auth/authenticate.ts';
import type { Database } from '../db/database.ts';
import { badRequest } from '../http/errors.ts';

export interface VapidKeys {
  readonly publicKey: string;
  readonly privateKey: string;
}

const base64url = /^[A-Za-z0-9_-]{16,200}$/;

export function vapidKeys(env: NodeJS.ProcessEnv, dataDir: string): VapidKeys {
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY) return { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY };
  const file = join(dataDir, 'vapid.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as VapidKeys;
  mkdirSync(dataDir, { recursive: true });
  const keys = webPush.generateVAPIDKeys();
  writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
  return keys;
}

interface SubscriptionBody {
  endpoint?: unknown;
  keys?: { p256dh?: unknown; auth?: unknown };
}

function checkedSubscription(body: unknown): { endpoint: string; p256dh: string; auth: string } {
  const { endpoint, keys } = (body ?? {}) as SubscriptionBody;
  let url: URL | undefined;
  try {
    url = typeof endpoint === 'string' && endpoint.length <= 1000 ? new URL(endpoint) : undefined;
  } catch {
    url = undefined;
  }
  // http only for a push service on this machine (tests); browsers' services are https.
  if (!url || !(url.protocol === 'https:' || (url.protocol === 'http:' && url.hostname === '127.0.0.1'))) throw badRequest('endpoint must be the https address of a push service');
  if (typeof keys?.p256dh !== 'string' || !base64url.test(keys.p256dh) || typeof keys.auth !== 'string' || !base64url.test(keys.auth)) {
    throw badRequest('keys.p256dh and keys.auth must be base64url strings');
  }
  return { endpoint: url.toString(), p256dh: keys.p256dh, auth: keys.auth };
}

export function installPushRoutes(app: FastifyInstance, db: Database, keys: VapidKeys): void {
  app.get('/sso/push/key', async (request) => {
    await requirePrincipal(app, db, request);
    return { data: { publicKey: keys.publicKey } };
  });
  app.post('/sso/push/subscriptions', async (request, reply) => {
    const principal = await requirePrincipal(app, db, request);
    const subscription = checkedSubscription(request.body);
    await db
      .insertInto('push_subscriptions')
      .values({ username: principal.username, ...subscription })
      .onConflict((oc) => oc.column('endpoint').doUpdateSet({ username: principal.username, p256dh: subscription.p256dh, auth: subscription.auth }))
      .execute();
    return reply.code(201).send({ message: 'Subscribed' });
  });
  app.delete('/sso/push/subscriptions', async (request) => {
    const principal = await requirePrincipal(app, db, request);
    const { endpoint } = (request.body ?? {}) as { endpoint?: unknown };
    if (typeof endpoint !== 'string') throw badRequest('endpoint is required');
    await db.deleteFrom('push_subscriptions').where('endpoint', '=', endpoint).where('username', '=', principal.username).execute();
    return { message: 'Unsubscribed' };
  });
}

/** Pushes a new notification to its recipient's browsers, unless another instance already did. */
export async function pushNotification(db: Database, keys: VapidKeys, notificationId: string, subject: string): Promise<number> {
  const claimed = await db
    .updateTable('notifications')
    .set({ pushed_at: new Date() })
    .where('id', '=', notificationId)
    .where('pushed_at', 'is', null)
    .where('read_at', 'is', null)
    .returning(['recipient', 'resource', 'action', 'who'])
    .executeTakeFirst();
  if (!claimed) return 0;
  const subscriptions = await db.selectFrom('push_subscriptions').selectAll().where('username', '=', claimed.recipient).execute();
  const who = await db.selectFrom('users').select('name').where('username', '=', claimed.who).executeTakeFirst();
  const payload = JSON.stringify({ title: 'Portal', body: `${who?.name ?? claimed.who}: ${claimed.action} ${claimed.resource.replace(/_/g, ' ')}`, url: '/' });
  let sent = 0;
  for (const subscription of subscriptions) {
    // web-push encrypts and signs; the request goes out through fetch, which also reaches a push
    // service on this machine over http (the tests' stand-in for a browser vendor's).
    const request = webPush.generateRequestDetails({ endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } }, payload, {
      vapidDetails: { subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
      TTL: 24 * 3600,
    });
    const response = await fetch(request.endpoint, { method: request.method, headers: request.headers as Record<string, string>, body: request.body ? new Uint8Array(request.body) : null }).catch(() => undefined);
    if (response?.ok) sent += 1;
    if (response?.status === 404 || response?.status === 410) await db.deleteFrom('push_subscriptions').where('id', '=', subscription.id).execute();
  }
  return sent;
}
