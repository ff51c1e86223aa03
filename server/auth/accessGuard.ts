/**
 * The permission check of a route, from its definition: deny by default, 401 when the caller is
 * not signed in, 403 when signed in without the permission or role. { public: true } skips it.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { canAccess, type Access } from '../../engine/permissions/evaluate.ts';
import type { Database } from '../db/database.ts';
import { forbidden } from '../http/errors.ts';
import { requirePrincipal } from './authenticate.ts';

export function isPublic(access: Access): boolean {
  return !!access && typeof access === 'object' && 'public' in access && access.public === true;
}

export function accessGuard(app: FastifyInstance, db: Database, access: Access | undefined) {
  return async (request: FastifyRequest): Promise<void> => {
    if (access === undefined) throw forbidden();
    if (isPublic(access)) return;
    const principal = await requirePrincipal(app, db, request);
    if (!canAccess(access, principal)) throw forbidden();
  };
}
