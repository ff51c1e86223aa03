/**
 * One PostgreSQL connection per instance that LISTENs to the signals the database sends after a
 * write commits (server/db/migrations/005_realtimeSignals.ts). Every instance hears every signal,
 * so each tells its own sockets; nothing has to be relayed between instances for these. A lost
 * connection is opened again after a second (signals sent meanwhile are lost; the clients read
 * their counts again when they reconnect).
 */
import pg from 'pg';

export interface DatabaseSignals {
  /** id: the new notification's, absent when one was read or removed */
  notification(payload: { recipient: string; id?: string | number | null }): void;
  access(payload: { user_id?: number; role_id?: number; all?: boolean }): void;
  sessions(payload: { user_id: number }): void;
}

const channels = { portal_notifications: 'notification', portal_access: 'access', portal_sessions: 'sessions' } as const;

export interface SignalListener {
  close(): Promise<void>;
}

export async function listenToDatabase(url: string, on: DatabaseSignals, onError: (error: Error) => void): Promise<SignalListener> {
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      const handler = channels[message.channel as keyof typeof channels];
      if (!handler || !message.payload) return;
      try {
        (on[handler] as (payload: unknown) => void)(JSON.parse(message.payload));
      } catch (error) {
        onError(error as Error);
      }
    });
    next.on('error', (error) => {
      onError(error);
      void next.end().catch(() => undefined);
      if (!closed && client === next) retry = setTimeout(() => void connect().catch(onError), 1000);
    });
    await next.connect();
    for (const channel of Object.keys(channels)) await next.query(`listen ${channel}`);
    client = next;
  };

  await connect();
  return {
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      await client?.end().catch(() => undefined);
    },
  };
}
