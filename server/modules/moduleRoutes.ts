/**
 * The hand-written calls of the business modules: what a module's definitions cannot declare
 * (a group send, counters, reports, the archive's location views...), each module's installer
 * in one place with one context. An installer answers why it mounted nothing (its resources are
 * not declared), which the start report lists as a problem. The pp installer runs before the
 * generic API because it reads the spec's ticket list parameters on the generic list route.
 */
import type { FastifyInstance } from 'fastify';
import type { LoginLimits } from '../config.ts';
import type { LoadedDefinitions } from '../../engine/definitions/model.ts';
import { installAdvRoutes } from '../adv/installAdvRoutes.ts';
import { installPeriodDatesCheck } from '../adv/periodDates.ts';
import { installArchiveRoutes } from '../archive/archiveRoutes.ts';
import { installAuditRoutes, installAuditRoutesBeforeGenericApi } from '../audit/installAuditRoutes.ts';
import type { Database } from '../db/database.ts';
import { installDermaRoutes } from '../derma/installDermaRoutes.ts';
import { installDisposisiRoutes } from '../disposisi/installDisposisiRoutes.ts';
import { installDmsRoutes } from '../dms/installDmsRoutes.ts';
import { installDoraRoutes } from '../dora/installDoraRoutes.ts';
import type { EffectRegistry } from '../effects/registry.ts';
import type { FileStorage } from '../files/fileStorage.ts';
import { installHelpdeskRoutes } from '../helpdesk/helpdeskRoutes.ts';
import { installHrRoutes } from '../hr/installHrRoutes.ts';
import { installDepsListQuery } from '../hr/depsListQuery.ts';
import { installPpRoutes } from '../pp/installPpRoutes.ts';
import { installKepesertaanListParts, installKepesertaanRoutes } from '../kepesertaan/installKepesertaanRoutes.ts';
import { installRekonsiliasiListQuery, installRekonsiliasiRoutes } from '../rekonsiliasi/installRekonsiliasiRoutes.ts';
import { installReportingRoutes } from '../reporting/installReportingRoutes.ts';
import type { StorageModel } from '../resources/storageModel.ts';
import { installSkdApprovalQueue, installSkdRoutes } from '../skd/installSkdRoutes.ts';
import { installSupportRoutes } from '../support/installSupportRoutes.ts';
import { installMiscRoutes } from './miscRoutes.ts';

export interface ModuleRouteContext {
  readonly app: FastifyInstance;
  readonly db: Database;
  readonly definitions: LoadedDefinitions;
  readonly models: ReadonlyMap<string, StorageModel>;
  readonly effects: EffectRegistry;
  readonly files: FileStorage;
  /** the sign-in's limits, which the public pages' calls share */
  readonly loginLimits: LoginLimits;
}

/** An installer answers why it mounted nothing, or nothing when it mounted its calls. */
type Installer = (ctx: ModuleRouteContext) => string | undefined | void | Promise<string | undefined>;

/** Installed before the generic API mounts the definitions' endpoints. */
const beforeGenericApi: Readonly<Record<string, Installer>> = {
  pp: ({ app, db, definitions }) => {
    installPpRoutes(app, db, definitions);
  },
  adv: ({ app, db }) => installPeriodDatesCheck(app, db),
  skdApprovalQueue: ({ app, definitions }) => installSkdApprovalQueue(app, definitions),
  audit: ({ app, db, definitions }) => installAuditRoutesBeforeGenericApi(app, db, definitions),
  depsListQuery: ({ app, definitions }) => installDepsListQuery(app, definitions),
  kepesertaanListParts: ({ app, definitions }) => installKepesertaanListParts(app, definitions),
  rekonsiliasiListQuery: ({ app, definitions }) => installRekonsiliasiListQuery(app, definitions),
};

/** Installed after it: their paths stand beside the generic ones. */
const afterGenericApi: Readonly<Record<string, Installer>> = {
  disposisi: ({ app, ...ctx }) => installDisposisiRoutes(app, ctx),
  dms: ({ app, ...ctx }) => installDmsRoutes(app, ctx),
  support: ({ app, files, ...ctx }) => installSupportRoutes(app, { ...ctx, storage: files }),
  helpdesk: ({ app, db, definitions, models }) => installHelpdeskRoutes(app, db, definitions, models),
  archive: ({ app, db, definitions, models }) => installArchiveRoutes(app, db, definitions, models),
  misc: (ctx) => installMiscRoutes(ctx),
  adv: ({ app, db, models }) => installAdvRoutes(app, db, models),
  hr: ({ app, db, definitions, files }) => installHrRoutes(app, db, definitions, files),
  skd: ({ app, db, definitions }) => installSkdRoutes(app, db, definitions),
  audit: ({ app, db, definitions, models }) => installAuditRoutes(app, db, definitions, models),
  dora: ({ app, db, models }) => installDoraRoutes(app, db, models),
  kepesertaan: ({ app, db, definitions }) => installKepesertaanRoutes(app, db, definitions),
  rekonsiliasi: ({ app, db, definitions }) => installRekonsiliasiRoutes(app, db, definitions),
  reporting: ({ app, db, definitions }) => installReportingRoutes(app, db, definitions),
  derma: ({ app, db, models }) => installDermaRoutes(app, db, models),
};

async function run(installers: Readonly<Record<string, Installer>>, ctx: ModuleRouteContext): Promise<string[]> {
  const problems: string[] = [];
  for (const install of Object.values(installers)) {
    const said = await install(ctx);
    if (typeof said === 'string') problems.push(said);
  }
  return problems;
}

export const installModuleRoutesBeforeGenericApi = (ctx: ModuleRouteContext) => run(beforeGenericApi, ctx);
export const installModuleRoutes = (ctx: ModuleRouteContext) => run(afterGenericApi, ctx);
