/**
 * The HTTP application: headers, limits, the error contract, sign-in, the generic resource API
 * from the definitions, the API docs and the built client. Storage is prepared by the caller
 * (main.ts or the tests): buildApp only serves.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LoadedDefinitions } from '../engine/definitions/model.ts';
import { installAccessTokens } from './auth/accessTokens.ts';
import { installAuthRoutes } from './auth/authRoutes.ts';
import { installPrincipal } from './auth/authenticate.ts';
import { installAvatarRoute } from './auth/avatarRoute.ts';
import { repoRoot, type ServerConfig } from './config.ts';
import { installBadgeRoute } from './badges/badgeRoute.ts';
import { installBirthdayRoute } from './dashboard/birthdayRoute.ts';
import { installDashboards } from './dashboard/dashboardRoutes.ts';
import type { Database } from './db/database.ts';
import { installFileDeleteRoutes } from './files/fileDeleteRoutes.ts';
import { installFileRoutes } from './files/fileRoutes.ts';
import { localFileStorage } from './files/fileStorage.ts';
import { installClientApp } from './http/clientApp.ts';
import { installCacheControl } from './http/cacheControl.ts';
import { installCors } from './http/cors.ts';
import { installErrorHandlers } from './http/errors.ts';
import { installInputChecks } from './http/inputChecks.ts';
import { installJsonBodyParser } from './http/jsonBody.ts';
import { installSecurityHeaders } from './http/securityHeaders.ts';
import { installJobs, type JobsOptions } from './jobs/installJobs.ts';
import { installModuleRoutes, installModuleRoutesBeforeGenericApi } from './modules/moduleRoutes.ts';
import { installOpenApi, openApiDocument } from './openapi.ts';
import { optionSourceRegistry } from './options/optionSources.ts';
import { installOptionSources } from './options/optionsRoute.ts';
import { installRealtime } from './realtime/installRealtime.ts';
import { installPushRoutes, vapidKeys } from './realtime/webPush.ts';
import { mountResources, type MountReport } from './resources/mountResources.ts';
import { createEffectRegistry } from './effects/registry.ts';
import { storageModels } from './resources/storageModels.ts';
import { rateLimitStore } from './scale/rateLimitStore.ts';

export const jsonBodyLimit = 1024 * 1024;

/** Multipart (declared uploads only): 20 MB a file unless a field's x-file.maxBytes says less. */
export const multipartLimits = { fileSize: 20 * 1024 * 1024, files: 20, fields: 200, fieldSize: jsonBodyLimit, parts: 250, headerPairs: 100 };

export interface AppOptions {
  readonly definitions: LoadedDefinitions;
  readonly db: Database;
  readonly config: ServerConfig;
  /** pino options; false silences the log (tests) */
  readonly logger?: boolean | object;
  /** this instance's job runner (server/jobs/); its queue is what the queueJob effect enqueues through */
  readonly jobs?: JobsOptions;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** what the generic API mounted, and what it could not */
    mountReport: MountReport;
  }
}

const version = (JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as { version: string }).version;

export async function buildApp({ definitions, db, config, logger, jobs }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: jsonBodyLimit,
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    forceCloseConnections: true,
    return503OnClosing: true,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  });
  installSecurityHeaders(app);
  installCacheControl(app);
  installErrorHandlers(app, definitions);
  installJsonBodyParser(app);
  installInputChecks(app);
  installCors(app, config.corsOrigin);
  installPrincipal(app);
  await app.register(fastifyCookie);
  await app.register(fastifyRateLimit, { global: false, ...(await rateLimitStore(app, config.redisUrl)) });
  await app.register(fastifyMultipart, { limits: multipartLimits, throwFileSizeLimit: true });
  await installAccessTokens(app, config.jwtSecret);
  const files = localFileStorage(join(config.dataDir, 'files'));
  installJobs(app, db, files, jobs);

  const models = storageModels(definitions);
  installAuthRoutes(app, db, config);
  installAvatarRoute(app, config.dataDir);
  installBirthdayRoute(app, db, definitions, models);
  installBadgeRoute(app, db);
  const effects = createEffectRegistry({ jobQueue: app.jobQueue });
  const modules = { app, db, definitions, models, effects, files, loginLimits: config.loginLimits };
  const moduleProblems = await installModuleRoutesBeforeGenericApi(modules);
  const report = mountResources(app, db, definitions, models, files, effects);
  report.problems.push(...moduleProblems, ...(await installModuleRoutes(modules)));
  installFileRoutes(app, db, definitions, models, files);
  installFileDeleteRoutes(app, db, definitions, models, files);
  installDashboards(app, db, definitions, models, report);
  installOptionSources(app, { db, definitions, models }, optionSourceRegistry(), report);
  app.decorate('mountReport', report);
  await installOpenApi(app, () => openApiDocument(definitions, report.mounted, version));
  await installClientApp(app, config.clientDir);
  const keys = vapidKeys(process.env, config.dataDir);
  installPushRoutes(app, db, keys);
  await installRealtime(app, db, { redisUrl: config.redisUrl, push: { keys, subject: process.env.VAPID_SUBJECT || 'mailto:portal@localhost' } });
  return app;
}
