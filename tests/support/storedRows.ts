/**
 * What API tests read and make in the database of their test server: a stored row as one
 * comparable text (to assert a refused call changed nothing), and a support ticket filed by a user.
 */
import { expect } from 'vitest';
import type { TestServer } from './testServer.ts';

/** The row as JSON text, or 'null' when it does not exist. */
export async function storedRow(server: TestServer, table: string, id: string | number): Promise<string> {
  return JSON.stringify((await server.query(`select row_to_json(t) as row from "${table}" t where id = $1`, [id]))[0]?.row ?? null);
}

/** A ticket filed through the API by the user of `token`; its id. */
export async function fileTicket(server: TestServer, token: string, title: string, description: string): Promise<string> {
  const reply = await server.call('POST', '/sso/support/ticket', { token, body: { title, description } });
  expect(reply.status).toBe(201);
  return reply.json.data.id;
}
