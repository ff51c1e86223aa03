/**
 * The calls of the public pages (shell.md: /public/..., reachable signed out). Each answers only
 * what the page shows and nothing a stranger could use to learn about staff or records:
 * - GET /sso/public/digital-signature/{id}: a signature's verification (document, signer,
 *   when, fingerprint, valid or revoked) by its unguessable code; any other code is a 404.
 * - POST /sso/public/reset-password {username}: the same answer whether the account exists or
 *   not; for an active account a one-hour link is made (only its hash is stored).
 *   GET /sso/public/reset-password/{token}: whether the link still works, and for whom.
 *   POST /sso/public/reset-password/{token} {password, password_confirmation}: sets the
 *   password once, ends every session of the account, leaves an audit-trail row.
 * - GET /sso/public/sharing/{id} and /download: a shared guideline while its link is valid.
 * Every call is limited per address like the sign-in (publicLimiter.ts).
 */
import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { minPasswordLength } from '../auth/authRoutes.ts';
import { hashPassword } from '../auth/passwords.ts';
import { revokeAllRefreshTokens } from '../auth/refreshTokens.ts';
import type { LoginLimits } from '../config.ts';
import type { Database } from '../db/database.ts';
import { contentDisposition } from '../files/contentDisposition.ts';
import type { FileStorage } from '../files/fileStorage.ts';
import { keysOf } from '../files/recordFiles.ts';
import { ApiError, notFound } from '../http/errors.ts';
import type { StorageModel } from '../resources/storageModel.ts';
import { createPublicLimiter } from './publicLimiter.ts';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const tokenPattern = /^[A-Za-z0-9_-]{43}$/;
export const resetLinkMinutes = 60;
export const resetRequested = 'If the account exists, a link to reset its password has been sent.';
export const signatureNotFound = 'Tanda tangan digital tidak ditemukan';
export const resetLinkInvalid = 'Tautan reset kata sandi tidak valid atau sudah kedaluwarsa';
export const shareNotFound = 'Dokumen yang dibagikan tidak ditemukan atau sudah kedaluwarsa';

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

function text(body: unknown, name: string): string {
  const value = body && typeof body === 'object' ? (body as Record<string, unknown>)[name] : undefined;
  return typeof value === 'string' ? value : '';
}

function validation(errors: Record<string, string[]>): ApiError {
  const messages = Object.values(errors).flat();
  return new ApiError('validation', messages[0] ?? 'Invalid input', messages, errors);
}

export interface PublicRouteContext {
  readonly db: Database;
  readonly models: ReadonlyMap<string, StorageModel>;
  readonly files: FileStorage;
  readonly limits: LoginLimits;
}

export function installPublicRoutes(app: FastifyInstance, { db, models, files, limits }: PublicRouteContext): string | undefined {
  const signatures = models.get('public_signature');
  const shares = models.get('pedoman_share');
  const documents = models.get('pedoman_document');
  if (!signatures || !shares || !documents) return 'public: public_signature, pedoman_share or pedoman_document is not declared';
  const shareTable = sql.table(shares.table);
  const documentTable = sql.table(documents.table);
  const limit = createPublicLimiter(app, limits);
  const noStore = (reply: FastifyReply) => reply.header('Cache-Control', 'no-store');

  app.get('/sso/public/digital-signature/:id', async (request, reply) => {
    await limit(request);
    noStore(reply);
    const id = (request.params as { id: string }).id;
    if (!uuidPattern.test(id)) throw notFound(signatureNotFound);
    const row = await sql<Record<string, unknown>>`
      select id, document_number, document_title, signer_name, signer_position, signed_at, document_hash, status
      from ${sql.table(signatures.table)} where id = ${id}::uuid`.execute(db);
    const found = row.rows[0];
    if (!found) throw notFound(signatureNotFound);
    return { data: { ...found, valid: found.status === 1 } };
  });

  app.post('/sso/public/reset-password', async (request) => {
    const username = text(request.body, 'username').trim();
    if (!username) throw validation({ username: ['Username belum diisi'] });
    if (username.length > 100) throw validation({ username: ['Username maksimal 100 karakter'] });
    await limit(request);
    const user = await db
      .selectFrom('users')
      .select(['id', 'username'])
      .where(sql`lower(username)`, '=', username.toLowerCase())
      .where('disabled', '=', false)
      .executeTakeFirst();
    if (user) {
      const token = randomBytes(32).toString('base64url');
      await sql`insert into password_resets (user_id, token_hash, expires_at) values (${user.id}, ${hashToken(token)}, now() + make_interval(mins => ${resetLinkMinutes}))`.execute(db);
      // No mail transport in the portal yet: the link is handed to the log, where the operator's
      // mail relay (or, in the demo, the developer) picks it up (docs/decisions-misc.md).
      request.log.warn({ username: user.username, link: `/public/reset-password/${token}` }, 'password reset link');
    }
    return { message: resetRequested };
  });

  async function activeReset(token: string) {
    if (!tokenPattern.test(token)) return undefined;
    const found = await sql<{ id: string; user_id: number; username: string }>`
      select r.id, r.user_id, u.username from password_resets r join users u on u.id = r.user_id
      where r.token_hash = ${hashToken(token)} and r.used_at is null and r.expires_at > now() and u.disabled = false`.execute(db);
    return found.rows[0];
  }

  app.get('/sso/public/reset-password/:token', async (request, reply) => {
    await limit(request);
    noStore(reply);
    const reset = await activeReset((request.params as { token: string }).token);
    if (!reset) throw notFound(resetLinkInvalid);
    return {
      data: { username: reset.username, expires_in_minutes: resetLinkMinutes },
    };
  });

  app.post('/sso/public/reset-password/:token', async (request) => {
    const password = text(request.body, 'password');
    const confirmation = text(request.body, 'password_confirmation');
    const errors: Record<string, string[]> = {};
    if (password.length < minPasswordLength) errors.password = [`The new password must be at least ${minPasswordLength} characters`];
    else if (password.length > 128) errors.password = ['The new password must be at most 128 characters'];
    if (confirmation !== password) errors.password_confirmation = ['The confirmation does not match the new password'];
    if (Object.keys(errors).length) throw validation(errors);
    await limit(request);
    const reset = await activeReset((request.params as { token: string }).token);
    if (!reset) throw notFound(resetLinkInvalid);
    const passwordHash = await hashPassword(password);
    const done = await db.transaction().execute(async (trx) => {
      // Used once: the row is claimed before the password moves, so two requests cannot both pass.
      const claimed = await sql`update password_resets set used_at = now() where id = ${reset.id} and used_at is null`.execute(trx);
      if (Number(claimed.numAffectedRows ?? 0) !== 1) return false;
      await trx
        .updateTable('users')
        .set((eb) => ({
          password_hash: passwordHash,
          must_change_password: false,
          token_version: eb('token_version', '+', 1),
          updated_at: new Date(),
        }))
        .where('id', '=', reset.user_id)
        .execute();
      await revokeAllRefreshTokens(trx, reset.user_id);
      await trx
        .insertInto('audit_trail')
        .values({
          who: reset.username,
          resource: 'user',
          record_id: String(reset.user_id),
          action: 'reset_password',
          before: null,
          after: null,
        })
        .execute();
      return true;
    });
    if (!done) throw notFound(resetLinkInvalid);
    return { message: 'Password changed' };
  });

  async function activeShare(id: string) {
    if (!uuidPattern.test(id)) return undefined;
    const found = await sql<{
      share_id: string;
      expires_at: string;
      document_id: number;
      title: string;
      number: string | null;
      category: string | null;
      file: unknown;
    }>`
      select s.id as share_id, s.expires_at, d.id as document_id, d.title, d.number, d.category, d.file
      from ${shareTable} s join ${documentTable} d on d.id = s.document_id
      where s.id = ${id}::uuid and s.expires_at >= current_date and d.status = 1`.execute(db);
    const row = found.rows[0];
    const key = row ? keysOf(row.file)[0] : undefined;
    if (!row || !key) return undefined;
    const file = await db
      .selectFrom('files')
      .select(['storage_key', 'original_name', 'mime_type', 'size'])
      .where('resource', '=', 'pedoman_document')
      .where('record_id', '=', String(row.document_id))
      .where('storage_key', '=', key)
      .executeTakeFirst();
    return file ? { row, file } : undefined;
  }

  app.get('/sso/public/sharing/:id', async (request, reply) => {
    await limit(request);
    noStore(reply);
    const share = await activeShare((request.params as { id: string }).id);
    if (!share) throw notFound(shareNotFound);
    const { row, file } = share;
    return {
      data: {
        title: row.title,
        number: row.number,
        category: row.category,
        expires_at: row.expires_at,
        file: {
          name: file.original_name,
          size: Number(file.size),
          mime_type: file.mime_type,
        },
      },
    };
  });

  app.get('/sso/public/sharing/:id/download', async (request, reply) => {
    await limit(request);
    const share = await activeShare((request.params as { id: string }).id);
    if (!share) throw notFound(shareNotFound);
    const size = await files.sizeOf(share.file.storage_key);
    if (size === undefined) throw notFound(shareNotFound);
    await sql`update ${shareTable} set downloads = coalesce(downloads, 0) + 1 where id = ${share.row.share_id}::uuid`.execute(db);
    return reply
      .header('Content-Type', share.file.mime_type ?? 'application/octet-stream')
      .header('Content-Length', size)
      .header('Content-Disposition', contentDisposition('attachment', share.file.original_name))
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', "default-src 'none'; sandbox")
      .header('Cache-Control', 'no-store')
      .send(files.open(share.file.storage_key));
  });
  return undefined;
}
